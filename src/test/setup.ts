import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
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

// Files travel as the platform's own Blob, File and FormData (Node's here, as in a browser):
// IndexedDB keeps a Blob by structured cloning, which knows Node's Blob and not jsdom's, and a
// Request's multipart body is read into Node's File objects.
const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });

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
