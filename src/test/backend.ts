import type { Hono } from 'hono';
import { CHANGE_CHANNEL } from '@/api/change-feed';
import { createApp, type Change } from '@/server/app';
import { memoryChaos } from '@/server/chaos';
import { createDexieStore } from '@/server/store/dexie/store';
import { TalentflowDB } from '@/server/store/dexie/schema';
import type { Store } from '@/server/store/types';

/** The API as the tests reach it: the one app over a store of its own. */
export interface TestBackend {
  store: Store;
  app: Hono;
  chaos: ReturnType<typeof memoryChaos>;
}

let counter = 0;

/** A fresh browser-mode backend: the app over Dexie on fake-indexeddb, in a database of its own. */
export function dexieBackend(): TestBackend & { db: TalentflowDB } {
  counter += 1;
  const db = new TalentflowDB(`talentflow-test-${counter}-${Math.random().toString(36).slice(2)}`);
  const store = createDexieStore(db);
  const chaos = memoryChaos();
  // Like the browser's worker, tell every open screen about each write.
  const feed = new BroadcastChannel(CHANGE_CHANNEL);
  const onChange = (change: Change) => feed.postMessage(change);
  const close = store.close.bind(store);
  store.close = async () => {
    feed.close();
    await close();
  };
  return { db, store, chaos, app: createApp({ store, chaos, onChange }) };
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
