import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { z } from 'zod';
import { backend, backendFetch, dexieBackend, useBackend } from './backend';

// Screens load lazily and talk to IndexedDB: on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
// As in the worker and the server: zod never probes for eval (the CSP forbids it).
z.config({ jitless: true });

// Every fetch reaches the real API app, over a fresh fake-indexeddb database per test.
globalThis.fetch = backendFetch;

beforeEach(() => {
  useBackend(dexieBackend());
});
afterEach(async () => {
  cleanup();
  await backend().store.close();
  useBackend(undefined);
});
