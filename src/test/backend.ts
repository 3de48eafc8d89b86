import type { Hono } from 'hono';
import { inject } from 'vitest';
import type { ApiEnv } from '@/server/access';
import { CHANGE_CHANNEL } from '@/api/change-feed';
import { createApp, type Change } from '@/server/app';
import { memoryChaos } from '@/server/chaos';
import { createDexieStore } from '@/server/store/dexie/store';
import { TalentflowDB } from '@/server/store/dexie/schema';
import type { Store } from '@/server/store/types';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar of a migrated PGlite's data directory, made once per run (src/test/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

/** The API as the tests reach it: the one app over a store of its own. */
export interface TestBackend {
  store: Store;
  app: Hono<ApiEnv>;
  chaos: ReturnType<typeof memoryChaos>;
}

/** The stores the API's tests run against (vite.config.ts's projects pick one). */
export type TestStoreKind = 'dexie' | 'pglite' | 'postgres';

/**
 * The app over `store`, telling every open screen about each write as the browser's worker does.
 * The backend's `close` closes that change feed, then runs `close`.
 */
function appOver(store: Store, close: () => Promise<void>): TestBackend {
  const chaos = memoryChaos();
  const feed = new BroadcastChannel(CHANGE_CHANNEL);
  const onChange = (change: Change) => feed.postMessage(change);
  // What else the store has (a team store's rate limiter) stays.
  const own: Store = {
    ...store,
    transaction: (mode, work) => store.transaction(mode, work),
    subscribe: (subscriber) => store.subscribe(subscriber),
    close: async () => {
      feed.close();
      await close();
    },
  };
  return { store: own, chaos, app: createApp({ store: own, chaos, onChange }) };
}

let counter = 0;

/** A fresh browser-mode backend: the app over Dexie on fake-indexeddb, in a database of its own. */
export function dexieBackend(): TestBackend & { db: TalentflowDB } {
  counter += 1;
  const db = new TalentflowDB(`talentflow-test-${counter}-${Math.random().toString(36).slice(2)}`);
  const store = createDexieStore(db);
  return { db, ...appOver(store, () => store.close()) };
}

/**
 * A database for one test file: opened once (openFileDatabase, in beforeAll), emptied before each
 * test, closed and dropped once (closeFileDatabase, in afterAll).
 */
interface FileDatabase {
  store: Store;
  /** Every row of every table, as text (pg/testing's dumpAll). */
  dump: () => Promise<string>;
  /** Empties every table and restarts its ids from 1: a store as new. */
  empty: () => Promise<void>;
  /** Runs SQL as the server's own role (a test tampering behind the API's back). */
  execute: (text: string) => Promise<unknown>;
  close: () => Promise<void>;
}

let fileDatabase: { kind: 'pglite' | 'postgres'; opening: Promise<FileDatabase> } | undefined;

/**
 * Opens the in-memory PGlite of this test file, loaded from the migrated template the api-pglite
 * project makes once per run (src/test/pglite-template.ts); without one (another project), a new
 * one, migrated here. The pg modules load only when asked for.
 */
async function openPgliteFile(): Promise<FileDatabase> {
  const [{ connectPgStore }, { emptyAll, dumpAll, runSql }] = await Promise.all([
    import('@/server/store/pg/connect'),
    import('@/server/store/pg/testing'),
  ]);
  const templateFile = inject('pgliteTemplate');
  if (!templateFile) {
    // initdb and the migrations: about 3 s here, 10 s and more on a busy machine.
    const opened = await connectPgStore({});
    return {
      ...opened,
      empty: () => emptyAll(opened.db),
      dump: () => dumpAll(opened.db),
      execute: (text: string) => runSql(opened.db, text),
    };
  }
  const [{ PGlite }, fs] = await Promise.all([
    import('@electric-sql/pglite'),
    // Node's modules by name: the app's tsconfig (browser code) has no Node types.
    import(/* @vite-ignore */ 'node:fs') as Promise<{ readFileSync(path: string): Uint8Array }>,
  ]);
  const pglite = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(templateFile) as Uint8Array<ArrayBuffer>]),
  });
  const opened = await connectPgStore({ pglite });
  return {
    store: opened.store,
    empty: () => emptyAll(opened.db),
    dump: () => dumpAll(opened.db),
    execute: (text) => runSql(opened.db, text),
    close: async () => {
      await opened.close();
      await pglite.close();
    },
  };
}

/**
 * Makes the throw-away database of this test file on the PostgreSQL server whose admin URL is in
 * TALENTFLOW_TEST_DATABASE_URL (src/test/postgres-setup.ts sets it when it can), with a random
 * name; `close` drops it.
 */
async function openPostgresFile(): Promise<FileDatabase> {
  const adminUrl: string | undefined = import.meta.env.TALENTFLOW_TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TALENTFLOW_TEST_DATABASE_URL is not set, so the API cannot be tested on PostgreSQL (project api-postgres). Run `node scripts/ensure-postgres.mjs` (as root on Debian it installs and starts PostgreSQL) and see what it says, or set the variable to an admin URL such as postgres://talentflow:talentflow@127.0.0.1:5432/postgres.',
    );
  }
  const [{ default: postgres }, { connectPgStore }, { emptyAll, dumpAll, runSql }] =
    await Promise.all([
      import('postgres'),
      import('@/server/store/pg/connect'),
      import('@/server/store/pg/testing'),
    ]);
  const name = `talentflow_api_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    try {
      // Without FORCE first: it waits for our closed connections to end and stops an autovacuum
      // worker busy in the database, which FORCE refuses to do for a role that is no superuser
      // ("must be a member of the role whose process is being terminated").
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}"`);
    } catch {
      // A connection of ours still open (a test that hung): FORCE ends it.
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const opened = await connectPgStore({ url: url.href, max: 4 });
    const execute = (text: string) => runSql(opened.db, text);
    return {
      store: opened.store,
      empty: () => emptyAll(opened.db),
      dump: () => dumpAll(opened.db),
      execute,
      close: async () => {
        try {
          await opened.close();
        } finally {
          await drop();
        }
      },
    };
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
}

/**
 * Opens this test file's database of `kind` (call it in beforeAll): its later backends all share
 * it, emptied before each.
 */
export async function openFileDatabase(kind: 'pglite' | 'postgres'): Promise<void> {
  if (fileDatabase) {
    throw new Error(`This test file already has its ${fileDatabase.kind} database.`);
  }
  const opening = kind === 'pglite' ? openPgliteFile() : openPostgresFile();
  fileDatabase = { kind, opening };
  await opening;
}

/** Closes this test file's database, and drops it on a PostgreSQL server (call it in afterAll). */
export async function closeFileDatabase(): Promise<void> {
  const opening = fileDatabase?.opening;
  fileDatabase = undefined;
  // One that failed to open said so in beforeAll already.
  await (await opening?.catch(() => undefined))?.close();
}

async function fileBackend(kind: 'pglite' | 'postgres'): Promise<TestBackend> {
  if (fileDatabase?.kind !== kind) {
    throw new Error(
      `No ${kind} database for this test file: call openFileDatabase('${kind}') in beforeAll first.`,
    );
  }
  const { store, empty } = await fileDatabase.opening;
  await empty();
  // The file's store stays open for the next test: closing the backend closes only its feed.
  return appOver(store, async () => {});
}

/**
 * Runs SQL on this test file's database as the server's own role, outside the API: what a test
 * does behind the server's back.
 */
export async function sqlFileDatabase(text: string): Promise<unknown> {
  if (!fileDatabase)
    throw new Error('No database for this test file: call openFileDatabase first.');
  return (await fileDatabase.opening).execute(text);
}

/** Every row of every table of this test file's PostgreSQL database, as text. */
export async function dumpFileDatabase(): Promise<string> {
  if (!fileDatabase)
    throw new Error('No database for this test file: call openFileDatabase first.');
  return (await fileDatabase.opening).dump();
}

/** A backend over this test file's in-memory PGlite (see openFileDatabase), emptied. */
export function pgliteBackend(): Promise<TestBackend> {
  return fileBackend('pglite');
}

/** A backend over this test file's throw-away PostgreSQL database (see openFileDatabase), emptied. */
export function postgresBackend(): Promise<TestBackend> {
  return fileBackend('postgres');
}

let current: TestBackend | undefined;

/** The backend every `fetch` to /api reaches in this test. */
export function backend(): TestBackend {
  if (!current) throw new Error('No test backend: src/test/setup.ts makes one before each test.');
  return current;
}

export function useBackend(next: TestBackend | undefined): void {
  current = next;
}

/**
 * `fetch` as the page calls it, answered by the current backend's app for /api and refused for
 * anything else (a test must never reach the network).
 */
export async function backendFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const request = new Request(
    typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input,
    init,
  );
  const { pathname } = new URL(request.url);
  if (pathname !== '/api' && !pathname.startsWith('/api/'))
    throw new TypeError(`Unhandled request in a test: ${request.method} ${request.url}`);
  return backend().app.fetch(request);
}
