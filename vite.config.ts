import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './src/node/security-headers.ts';
import { LongFirstSequencer } from './src/test/sequencer.ts';

/** One id per build, shared by the page and its service worker: a worker refuses writes from a page of another build. */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export { CONTENT_SECURITY_POLICY };

function contentSecurityPolicy(): Plugin {
  return {
    name: 'talentflow-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The API's integration tests: they reach the API over HTTP, whatever store is under it. */
const API_SUITE = ['src/server/app.test.ts', 'src/server/routes/*.test.ts'];
/**
 * The part of the API suite that runs on PGlite too: the store contract already holds PGlite to
 * every rule the API relies on (pg/pglite.test.ts, restores included), so this only proves the
 * wiring end to end, and that two bookings of one slot end in one interview there too.
 */
const PGLITE_SMOKE = [
  'src/server/app.test.ts',
  'src/server/routes/jobs.test.ts',
  'src/server/routes/candidates.test.ts',
  'src/server/routes/scheduling-links.test.ts',
];
/**
 * Tests that need no page: the domain's rules, the screens' pure logic (which never touches the
 * DOM), the API and the server.
 */
const NODE_TESTS = [
  'src/domain/**/*.test.ts',
  'src/features/*/logic/**/*.test.ts',
  'src/server/**/*.test.ts',
  'src/node/**/*.test.ts',
];
/** API tests of what only the Dexie store has (none today): never run on PostgreSQL. */
const DEXIE_ONLY = '**/*.dexie.test.ts';
/**
 * Test files that replace a module (vi.mock) or load fresh copies (vi.resetModules): they get a
 * module graph of their own (project `isolated`). Every other file shares its worker's modules
 * with the files before it: loading the app, the API and jsdom's globals again for each of 200
 * files cost a second a file, more than most files' tests.
 */
const OWN_MODULES = [
  'src/server/team/access.postgres.test.ts',
  'src/api/live-events.test.ts',
  'src/features/reports/pages/reports-page.test.tsx',
  'src/lib/format-date-time.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    // Browser mode's API lives in the app's own service worker (src/worker/sw.ts), built here with
    // the app shell's precache manifest injected (Workbox), so the app opens with the network off.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script: every browser runs it, and a service worker may not load chunks anyway.
        rollupFormat: 'iife',
        // .mjs: PDF.js's worker, so a résumé opens with the network off too.
        globPatterns: ['**/*.{js,mjs,css,html,svg}'],
      },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  define: { __TALENTFLOW_BUILD__: JSON.stringify(BUILD_ID) },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: { host: '127.0.0.1', port: 5173 },
  // The built app's policy also comes as a header, so the service worker script runs under it too.
  preview: {
    host: '127.0.0.1',
    port: 4173,
    headers: SECURITY_HEADERS,
  },
  // Every browser TalentFlow supports preloads modules itself: no polyfill in the entry.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    sequence: { sequencer: LongFirstSequencer },
    globalSetup: ['./src/test/postgres-setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
    // A hook may start the first database of its file (initdb and every migration): on a busy
    // 2-core machine that takes longer than Vitest's 10 s default.
    hookTimeout: 60000,
    // Vitest keeps a core free by default, one worker on a 2-core machine; most of these tests
    // wait on PostgreSQL or timers, so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // See OWN_MODULES. src/test/setup.ts still runs for every file (a fresh backend per test).
    isolate: false,
    // src/test/setup.ts puts the store of TALENTFLOW_TEST_STORE under the API (Dexie by default).
    projects: [
      // Screens and the browser's code in jsdom; the rest (rules, the API, the server) in Node,
      // which starts in a fraction of jsdom's time.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_TESTS, ...OWN_MODULES],
          env: { TALENTFLOW_TEST_STORE: 'dexie' },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          environment: 'node',
          env: { TALENTFLOW_TEST_STORE: 'dexie' },
        },
      },
      // Each of these files in modules of its own (its `@vitest-environment` line says which).
      {
        extends: true,
        test: {
          name: 'isolated',
          include: OWN_MODULES,
          isolate: true,
          env: { TALENTFLOW_TEST_STORE: 'dexie' },
        },
      },
      // The API suite again on PostgreSQL, and its smoke part on PGlite. An API test of what only
      // Dexie has (its tables, IndexedDB's errors) goes in a *.dexie.test.ts file: `unit` runs it,
      // these do not.
      {
        extends: true,
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: PGLITE_SMOKE,
          // One migrated PGlite for the run, which each test file loads its own from.
          globalSetup: ['./src/test/pglite-template.ts'],
          exclude: [...configDefaults.exclude, DEXIE_ONLY],
          env: { TALENTFLOW_TEST_STORE: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: API_SUITE,
          exclude: [...configDefaults.exclude, DEXIE_ONLY],
          env: { TALENTFLOW_TEST_STORE: 'postgres' },
        },
      },
    ],
  },
});
