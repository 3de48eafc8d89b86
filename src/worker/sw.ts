/// <reference lib="webworker" />
/**
 * Browser mode's home of the API: the app's own service worker. It precaches the app shell (so the
 * app opens with the network off), owns the IndexedDB database, seeds it on the first start, and
 * answers /api/* for every open tab with the one API app, telling every tab about each change.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { z } from 'zod';
import {
  CHANGE_CHANNEL,
  WORKER_CHANNEL,
  type StartReply,
  type WorkerMessage,
  type WorkerRequest,
} from '@/api/change-feed';
import { nextTextToRead, keepText } from '@/server/services/search-index';
import { createApp } from '@/server/app';
import { storedChaos } from '@/server/chaos';
import { seedIfNeeded } from '@/server/seed';
import { TalentflowDB } from '@/server/store/dexie/schema';
import { createDexieStore } from '@/server/store/dexie/store';
import { ensureTallies } from '@/server/store/tallies';
import { errorResponse } from '@/server/errors';
import { isApiPath, replacedAnswer } from './answers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The worker runs under the same Content-Security-Policy as the page: zod must never try eval.
z.config({ jitless: true });

const db = new TalentflowDB();
const store = createDexieStore(db);
const changes = new BroadcastChannel(CHANGE_CHANNEL);
const news = new BroadcastChannel(WORKER_CHANNEL);
const announce = (message: WorkerMessage) => news.postMessage(message);

const app = createApp({
  store,
  chaos: storedChaos(store),
  onChange: (change) => changes.postMessage(change),
  build: __TALENTFLOW_BUILD__,
});

/** Set once the database was upgraded by a newer TalentFlow or removed: this worker answers no more. */
let replaced: 'upgraded' | 'deleted' | undefined;

db.on('versionchange', (event) => {
  // Never block a newer version's upgrade or the browser's removal of the data: let go, and say so.
  db.close();
  replaced = event.newVersion === null ? 'deleted' : 'upgraded';
  announce({ type: 'replaced', reason: replaced, build: __TALENTFLOW_BUILD__ });
  return false;
});

let started: Promise<number | undefined> | undefined;

/**
 * Opens the database and seeds it when it is empty: once per worker, however many tabs ask at
 * once. Answers how long seeding took (ms), or undefined when there was nothing to seed.
 */
function start(seed?: number): Promise<number | undefined> {
  started ??= (async () => {
    await db.open();
    const begin = performance.now();
    // Counts first: on an empty database that is instant, and the seed's writes then keep them.
    await ensureTallies(store);
    const seeded = await seedIfNeeded(store, {
      seed,
      onProgress: (share) => announce({ type: 'progress', share }),
    });
    return seeded ? performance.now() - begin : undefined;
  })().catch((error: unknown) => {
    started = undefined; // a later request may try again
    throw error;
  });
  return started;
}

async function answer(request: Request): Promise<Response> {
  if (replaced) return replacedAnswer(replaced);
  try {
    await start();
  } catch (error) {
    console.error('TalentFlow could not open its database', error);
    return errorResponse(
      503,
      'storage_unavailable',
      'The browser database could not be opened. Reload the page to try again.',
    );
  }
  return app.fetch(request);
}

/** The sample data's seed, when the page asked for reproducible data (`/sw.js?seed=N`, tests and demos). */
function seedFromAddress(): number | undefined {
  const raw = new URL(self.location.href).searchParams.get('seed');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // Open (and on a first start, seed) the database while Workbox precaches the app shell, rather
  // than after: the first start waits for the longer of the two, not for both. A failure here is
  // retried by the first request.
  event.waitUntil(start(seedFromAddress()).catch(() => undefined));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Registered before Workbox's routes: /api is answered here, and never passed on to the network.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && isApiPath(url.pathname))
    event.respondWith(answer(event.request));
});

self.addEventListener('message', (event) => {
  const message = event.data as WorkerRequest | undefined;
  const port = event.ports[0];
  if (message?.type === 'claim') {
    // A hard reload opens a page the worker does not control yet.
    event.waitUntil(self.clients.claim());
  } else if (message?.type === 'text-next') {
    // A page reads files' text for search (the readers cannot load here): the next file waiting.
    event.waitUntil(
      start()
        .then(() => nextTextToRead(store))
        .then(
          (file) => port?.postMessage(file ?? null),
          () => port?.postMessage(null),
        ),
    );
  } else if (message?.type === 'text-read') {
    event.waitUntil(
      start()
        .then(() => keepText(store, message.id, message.text))
        .then(
          () => port?.postMessage(true),
          () => port?.postMessage(false),
        ),
    );
  } else if (message?.type === 'start') {
    const reply = (value: StartReply) => port?.postMessage(value);
    event.waitUntil(
      start(message.seed)
        .then(
          (seedMs) => reply({ type: 'ready', seedMs }),
          (error: unknown) =>
            reply({
              type: 'failed',
              message: error instanceof Error ? error.message : String(error),
            }),
        )
        .then(() => (import.meta.env.DEV ? undefined : cacheShell(event))),
    );
  }
});

// The app shell: every built file, and index.html for every page address. It is cached once the
// first screen is ready rather than while the worker installs, where it slowed the first start.
const shell = new PrecacheController();
let shellCached: Promise<unknown> | undefined;

function cacheShell(event: ExtendableEvent): Promise<unknown> {
  // Workbox stores what it fetches only during an 'install' event; this runs later, inside the
  // start message's lifetime, so it gets an install-typed view of that event.
  const installing = {
    type: 'install',
    waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise),
  } as unknown as ExtendableEvent;
  shellCached ??= shell.install(installing).then(
    () => announce({ type: 'offline-ready' }),
    (error: unknown) => {
      shellCached = undefined; // tried again at the next start
      console.error('TalentFlow could not keep its files for offline use', error);
    },
  );
  return shellCached;
}

if (!import.meta.env.DEV) {
  shell.addToCacheList(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  registerRoute(new PrecacheRoute(shell));
  registerRoute(
    new NavigationRoute(shell.createHandlerBoundToURL('index.html'), {
      denylist: [/^\/api(\/|$)/],
    }),
  );
  self.addEventListener('activate', (event) => event.waitUntil(shell.activate(event)));
}
