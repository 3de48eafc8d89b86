import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** The seed value every e2e test starts from, so the sample data is the same on each run. */
export const E2E_SEED = 20261122;

export interface Chaos {
  latencyMs?: number;
  failureRate?: number;
}

/** Sets the backend's artificial latency and write failure rate, live, for every tab. */
export async function setChaos(page: Page, chaos: Chaos): Promise<void> {
  const status = await page.evaluate(
    async (value) =>
      (
        await fetch('/api/settings/chaos', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(value),
        })
      ).status,
    { latencyMs: chaos.latencyMs ?? 0, failureRate: chaos.failureRate ?? 0 },
  );
  expect(status).toBe(200);
}

/** Opens a path and waits until the app has started (seeded on first visit) and shows the page. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
}

/** Waits until the worker has kept the app's files, so the app opens with the network off. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('talentflow:offline-ready').length > 0,
    null,
    { timeout: 30_000 },
  );
}

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A restore of the sample data (1,000 candidates and their histories) takes seconds on a busy machine. */
export const RESTORE_TIMEOUT = 30_000;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * Axe and a full-page screenshot at a phone's width and at a desktop's: `<shots>-phone.png` and
 * `<shots>-desktop.png`. The page is left at the desktop's width.
 */
export async function checkBothWidths(page: Page, shots: string): Promise<void> {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}-${label}.png`, fullPage: true });
  }
}

/** Each test gets a fresh browser context (so a fresh IndexedDB) seeded reproducibly. */
export const test = base.extend<{ consoleErrors: string[]; consoleWarnings: string[] }>({
  page: async ({ page }, use) => {
    await page.addInitScript((seed) => {
      if (localStorage.getItem('talentflow:seed') === null)
        localStorage.setItem('talentflow:seed', String(seed));
    }, E2E_SEED);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await use(errors);
  },
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await use(warnings);
  },
});

export { expect };
