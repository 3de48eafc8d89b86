// Captures the main screens of the production build for the docs: `npm run screenshots`.
// Expects a build in dist/ (npm run build) and serves it itself.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const PORT = Number(process.env.SHOT_PORT ?? 4180);
const DIST = process.env.SHOT_DIST ?? 'dist';
const OUT = process.env.SHOT_OUT ?? 'docs/screenshots';
const BASE = `http://127.0.0.1:${PORT}`;

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST], { stdio: 'ignore' });
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start on ${BASE}`);
}

await waitForServer();
await mkdir(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
await context.addInitScript(() => localStorage.setItem('talentflow:seed', '20261122'));
const page = await context.newPage();

async function shot(path, name, ready) {
  await page.goto(`${BASE}${path}`);
  await ready();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
}

await shot('/', 'jobs-dashboard', () => page.getByRole('link', { name: /./ }).nth(5).waitFor());
await shot('/candidates', 'candidates-board', () => page.getByText('View Profile').first().waitFor());
const profile = await page.getByRole('link', { name: 'View Profile' }).first().getAttribute('href');
await shot(profile, 'candidate-profile', () => page.getByRole('heading', { name: 'Hiring Timeline' }).waitFor());
const firstAssessment = await page.evaluate(async () => {
  const { jobs } = await (await fetch('/api/jobs?pageSize=100&status=active')).json();
  for (const job of jobs) {
    const { structure } = await (await fetch(`/api/jobs/${job.id}/assessment`)).json();
    if (structure.sections.length) return job.id;
  }
  return jobs[0].id;
});
await shot(`/jobs/${firstAssessment}`, 'job-detail', () => page.getByRole('link', { name: 'Apply Now' }).waitFor());
await shot(`/jobs/${firstAssessment}/assessment`, 'assessment-builder', () => page.getByRole('button', { name: 'Save Assessment' }).waitFor());
await shot(`/jobs/${firstAssessment}/apply`, 'apply-form', () => page.getByRole('button', { name: /submit/i }).waitFor());
await shot('/reports', 'reports', () => page.locator('canvas[data-drawn]').nth(3).waitFor());
await browser.close();
stop();
