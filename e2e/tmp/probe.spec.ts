import { test, openApp } from '../fixtures';
test('probe', async ({ page }) => {
  await page.addInitScript(() => {
    const t0 = performance.now();
    (window as any).__p = [];
    const ch = new BroadcastChannel('talentflow:worker');
    ch.onmessage = ({ data }) => {
      if (data.type === 'progress')
        (window as any).__p.push([data.share, Math.round(performance.now() - t0)]);
    };
  });
  await openApp(page, '/candidates');
  console.log(
    JSON.stringify(await page.evaluate(() => (window as any).__p)),
    JSON.stringify(
      await page.evaluate(() =>
        performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
      ),
    ),
  );
});
