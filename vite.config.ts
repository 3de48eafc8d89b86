import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** One id per build, shared by the page and its service worker: a worker refuses writes from a page of another build. */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The production build carries a Content-Security-Policy: scripts only from our own origin, no
 * inline script and no eval, so nothing a user typed can ever run. (The dev server needs inline
 * scripts for hot reload, so the policy is added to built pages only.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

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
        globPatterns: ['**/*.{js,css,html,svg}'],
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
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  // Every browser TalentFlow supports preloads modules itself: no polyfill in the entry.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/postgres-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
