import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions);
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4199/');
  await page.waitForSelector('main article', { timeout: 30000 });
  const out = await page.evaluate(() => Object.fromEntries([...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')].map((e) => [e.name.replace('talentflow:', ''), Math.round(e.startTime) + (e.duration ? '+' + Math.round(e.duration) : '')])));
  console.log(JSON.stringify(out));
  await context.close();
}
await browser.close();
