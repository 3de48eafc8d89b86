import {
  REPLACED_MESSAGES,
  WORKER_CHANNEL,
  type StartReply,
  type WorkerMessage,
  type WorkerRequest,
} from '@/api/change-feed';

/**
 * Browser mode's start, on the page's side: the API lives in the app's own service worker. The
 * page registers it, waits until it controls the page (so no API call can reach the network),
 * asks it to open and, on a first start, seed the database (showing its progress), and hears
 * when a newer TalentFlow or the browser takes the database away.
 */

export type ReplacedReason = keyof typeof REPLACED_MESSAGES;

export interface StartOptions {
  /** Reproducible sample data, for tests and demos. */
  seed?: number;
  onProgress?: (share: number) => void;
  /** This page must reload: a newer TalentFlow took over the database, or the data was removed. */
  onReplaced?: (reason: ReplacedReason) => void;
}

// The dev server serves the worker as a module from vite-plugin-pwa's dev route.
const WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';
const OWN_BUILD = __TALENTFLOW_BUILD__;

export async function startBrowserBackend(options: StartOptions = {}): Promise<void> {
  const { serviceWorker } = navigator;
  if (!serviceWorker) {
    throw new Error(
      'TalentFlow keeps your data in this browser with a service worker, and this browser (or window) does not allow one.',
    );
  }
  const news = new BroadcastChannel(WORKER_CHANNEL);
  news.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'progress') options.onProgress?.(data.share);
    else if (data.type === 'replaced' && (data.reason === 'deleted' || data.build === OWN_BUILD))
      options.onReplaced?.(data.reason);
  };

  const registration = await serviceWorker.register(WORKER_URL, {
    type: import.meta.env.DEV ? 'module' : 'classic',
    scope: '/',
  });
  const worker = await controllingWorker(registration);
  // From now on a new controller is a newer TalentFlow: this page's code is out of date.
  serviceWorker.addEventListener('controllerchange', () => options.onReplaced?.('upgraded'));

  const reply = await ask(worker, { type: 'start', seed: options.seed });
  if (reply.type === 'failed')
    throw new Error(`TalentFlow could not open its database: ${reply.message}`);
  // Marks for `npm run bench` (and the browser's performance panel): how long a first start seeded.
  if (reply.seedMs !== undefined)
    performance.measure('talentflow:seed', {
      start: Math.max(0, performance.now() - reply.seedMs),
      duration: reply.seedMs,
    });
  performance.mark('talentflow:backend:ready');
}

/** The worker controlling this page, once it does; a page opened by a hard reload asks it to. */
async function controllingWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  const controlled = new Promise<ServiceWorker>((resolve) => {
    const check = () => serviceWorker.controller && resolve(serviceWorker.controller);
    serviceWorker.addEventListener('controllerchange', check, { once: true });
    check();
  });
  const ready = await serviceWorker.ready;
  if (!serviceWorker.controller)
    (ready.active ?? registration.active)?.postMessage({ type: 'claim' } satisfies WorkerRequest);
  return controlled;
}

function ask(worker: ServiceWorker, request: WorkerRequest): Promise<StartReply> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = ({ data }: MessageEvent<StartReply>) => {
      port1.close();
      resolve(data);
    };
    worker.postMessage(request, [port2]);
  });
}
