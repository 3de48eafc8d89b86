import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import {
  chromium,
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

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

/**
 * axe-core on the current page: no serious or critical violations. axe is put in the page once
 * (again after a navigation) and run there with its default rules: the pages have no frames, so
 * the per-frame runs and the extra page of `@axe-core/playwright` would only cost seconds each.
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { run } = (window as unknown as { axe: typeof axe }).axe;
    return (await run(document, { resultTypes: ['violations'] })).violations;
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A restore of the sample data (1,000 candidates and their histories) takes seconds on a busy machine. */
export const RESTORE_TIMEOUT = 30_000;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * Axe at a phone's width and at a desktop's, and (when kept) a full-page screenshot of each:
 * `<shots>-phone.png` and `<shots>-desktop.png`. The page is left at the desktop's width.
 */
export async function checkBothWidths(page: Page, shots: string): Promise<void> {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await shot(page, `${shots}-${label}.png`, { fullPage: true });
  }
}

/**
 * Whether this run keeps pictures of the screens (`npm run test:e2e:shots`): they are for people
 * to look at, so a plain run does not spend its time on them.
 */
export const SHOTS_ON = process.env.E2E_SHOTS === '1';

/** A screenshot of a page or a part of one to `path`, when this run keeps them (SHOTS_ON). */
export async function shot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (SHOTS_ON) await target.screenshot({ path, ...options });
}

/** Puts the seed every e2e test starts from in the page's storage before the app reads it. */
async function useE2eSeed(page: Page): Promise<void> {
  await page.addInitScript((seed) => {
    if (localStorage.getItem('talentflow:seed') === null)
      localStorage.setItem('talentflow:seed', String(seed));
  }, E2E_SEED);
}

interface TestFixtures {
  consoleErrors: string[];
  consoleWarnings: string[];
  /**
   * A browser that has never opened TalentFlow: for what a first visit does (the worker's
   * install, seeding, the offline copy). Other browser-mode tests start where a first visit
   * ends, from a copy of one browser profile that made it (see `visitedBrowsers`).
   */
  firstVisit: boolean;
}

/** A browser in a copy of the visited profile, and that copy's directory. */
interface VisitedBrowser {
  context: BrowserContext;
  dir: string;
}

interface WorkerFixtures {
  /**
   * Browsers whose profile has opened the app once: the worker installed, the sample data
   * seeded (with E2E_SEED), the app kept for offline use. The profile is made on first use, once
   * per worker process; each test's browser runs in a copy of it.
   */
  visitedBrowsers: {
    open: (viewport: ViewportSize | null) => Promise<VisitedBrowser>;
    /** Closes a test's browser and removes its profile, in the background. */
    dispose: (browser: VisitedBrowser) => void;
  };
}

/** Opens the app once in a new profile, as a first visit does, and returns the profile. */
async function makeVisitedProfile(baseURL: string | undefined): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-visited-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions,
    baseURL,
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await useE2eSeed(page);
  await openApp(page, '/');
  await waitForOfflineReady(page);
  await context.close();
  return dir;
}

const isDesktop = (viewport: ViewportSize | null) =>
  viewport?.width === DESKTOP.width && viewport.height === DESKTOP.height;

/**
 * Each test gets a browser of its own whose IndexedDB holds the sample data as a first visit
 * leaves it, the same on every run: a copy of the visited profile, which spares each test the
 * seconds seeding takes. `firstVisit` tests, and the team and server projects, get a fresh
 * browser context.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  firstVisit: [false, { option: true }],
  visitedBrowsers: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      let profile: Promise<string> | undefined;
      const launch = async (viewport: ViewportSize | null): Promise<VisitedBrowser> => {
        profile ??= makeVisitedProfile(baseURL);
        const dir = mkdtempSync(join(tmpdir(), 'talentflow-test-'));
        cpSync(await profile, dir, { recursive: true });
        const context = await chromium.launchPersistentContext(dir, {
          ...chromiumLaunchOptions,
          baseURL,
          viewport,
        });
        return { context, dir };
      };
      // The next test's browser (at the desktop's size, as most are) starts while a test runs:
      // the test mostly waits on its page, and a browser takes a second or two to start.
      let ahead: Promise<VisitedBrowser> | undefined;
      const closing = new Set<Promise<void>>();
      const dispose = (browser: VisitedBrowser) => {
        const closed = browser.context
          .close()
          .catch(() => undefined)
          .then(() => rmSync(browser.dir, { recursive: true, force: true }));
        closing.add(closed);
        void closed.then(() => closing.delete(closed));
      };
      await use({
        open: async (viewport) => {
          if (!isDesktop(viewport)) return launch(viewport);
          const browser = await (ahead ?? launch(viewport));
          ahead = launch(DESKTOP);
          // A failed launch ahead fails the test that takes it, not this one.
          ahead.catch(() => undefined);
          return browser;
        },
        dispose,
      });
      const unused = await ahead?.catch(() => undefined);
      if (unused) dispose(unused);
      await Promise.all(closing);
      const made = await profile?.catch(() => undefined);
      if (made) rmSync(made, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ context, firstVisit, visitedBrowsers, viewport }, use, testInfo) => {
    if (firstVisit || testInfo.project.name !== 'browser') return use(context);
    const browser = await visitedBrowsers.open(viewport);
    await use(browser.context);
    visitedBrowsers.dispose(browser);
  },
  page: async ({ page }, use) => {
    await useE2eSeed(page);
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
