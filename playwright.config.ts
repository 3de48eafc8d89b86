import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT and E2E_DIST let several runs (or a running `npm start`) coexist.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// The team server (npm run build:server) on the embedded PostgreSQL, fresh for each run.
const TEAM_PORT = Number(process.env.E2E_TEAM_PORT ?? PORT + 2);
const TEAM_DATA = `test-results/team-data-${TEAM_PORT}`;

/** End-to-end tests run against the production build (vite preview) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  // Files in parallel (each test has its own browser context, and the server specs start their
  // own servers on free ports); a file's tests in order, but the browser project's (see projects).
  // E2E_WORKERS sets how many at once: three on two cores, since the tests mostly wait on their
  // pages (two left the machine half idle; docs/decisions.md).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // CI retries a failed test once; Playwright still lists it as flaky, so a flake is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  // Projects in the order their tests start: the long serial files first (the team's chain,
  // the server processes, email), so that the browser tests, spread one by one over the workers,
  // fill in around them and no long file is left to run alone at the end.
  projects: [
    // Team mode in the browser: the built server over the embedded PostgreSQL, as `npm run server`
    // starts it (the API suite and the live specs hold the server to PostgreSQL itself).
    {
      name: 'team',
      testMatch: 'team/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${TEAM_PORT}` },
    },
    // The team server as a process (start, SIGKILL, SIGTERM): each test starts its own.
    { name: 'server', testMatch: 'server/**/*.spec.ts' },
    // Live updates across two team server instances on a PostgreSQL of their own (outage, SIGTERM).
    { name: 'live', testMatch: 'live/**/*.spec.ts' },
    // Browser mode: the static build, the API in the page's own service worker. Each test has a
    // browser of its own (e2e/fixtures.ts), so a file's tests may run on different workers.
    {
      name: 'browser',
      testIgnore: ['server/**', 'team/**', 'live/**'],
      fullyParallel: true,
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${TEAM_DATA} && node dist-server/main.js`,
      url: `http://127.0.0.1:${TEAM_PORT}/api/health`,
      env: {
        PORT: String(TEAM_PORT),
        HOST: '127.0.0.1',
        TALENTFLOW_DATA_DIR: TEAM_DATA,
        TALENTFLOW_DIST: DIST,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
