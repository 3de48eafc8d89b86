import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { z } from 'zod';
import {
  backend,
  backendFetch,
  closeFileDatabase,
  dexieBackend,
  openFileDatabase,
  pgliteBackend,
  postgresBackend,
  useBackend,
  type TestStoreKind,
} from './backend';

// Screens load lazily and talk to IndexedDB: on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
// As in the worker and the server: zod never probes for eval (the CSP forbids it).
z.config({ jitless: true });

// Every fetch reaches the real API app, over a store of its own per test.
globalThis.fetch = backendFetch;

/**
 * The store under the API in this run: vite.config.ts's projects set it, Dexie on fake-indexeddb
 * unless told otherwise. PGlite and PostgreSQL keep one database per test file, emptied before
 * each test (a fresh one per test would cost a third of a second or more).
 */
const storeKind = testStoreKind(import.meta.env.TALENTFLOW_TEST_STORE);

function testStoreKind(value: unknown): TestStoreKind {
  if (value === undefined || value === '') return 'dexie';
  if (value === 'dexie' || value === 'pglite' || value === 'postgres') return value;
  throw new Error(
    `TALENTFLOW_TEST_STORE is ${JSON.stringify(value)}: it must be dexie, pglite or postgres.`,
  );
}

if (storeKind !== 'dexie') {
  // Opening a database takes a while (PGlite loads its WebAssembly; PostgreSQL creates one).
  beforeAll(() => openFileDatabase(storeKind), 60_000);
  afterAll(() => closeFileDatabase(), 60_000);
}

beforeEach(async () => {
  useBackend(
    storeKind === 'dexie'
      ? dexieBackend()
      : storeKind === 'pglite'
        ? await pgliteBackend()
        : await postgresBackend(),
  );
});
afterEach(async () => {
  cleanup();
  await backend().store.close();
  useBackend(undefined);
});
