import {
  REPLACED_MESSAGES,
  CHANGE_CHANNEL,
  WORKER_CHANNEL,
  type StartReply,
  type WorkerMessage,
  type WorkerRequest,
} from '@/api/change-feed';
import type { ResumeText } from '@/domain/document-text';
import { registerWorker, seedValue } from './register-worker';

/**
 * Browser mode's start, on the page's side: the API lives in the app's own service worker. The
 * page registers it, waits until it controls the page (so no API call can reach the network),
 * asks it to open and, on a first start, seed the database (showing its progress), and hears
 * when a newer TalentFlow or the browser takes the database away.
 */

export type ReplacedReason = keyof typeof REPLACED_MESSAGES;

export interface StartOptions {
  onProgress?: (share: number) => void;
  /** This page must reload: a newer TalentFlow took over the database, or the data was removed. */
  onReplaced?: (reason: ReplacedReason) => void;
}

const OWN_BUILD = __TALENTFLOW_BUILD__;

export async function startBrowserBackend(options: StartOptions = {}): Promise<void> {
  const { serviceWorker } = navigator;
  const news = new BroadcastChannel(WORKER_CHANNEL);
  news.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'progress') options.onProgress?.(data.share);
    else if (data.type === 'offline-ready') performance.mark('talentflow:offline-ready');
    else if (data.type === 'replaced' && (data.reason === 'deleted' || data.build === OWN_BUILD))
      options.onReplaced?.(data.reason);
  };

  const registration = await registerWorker();
  performance.mark('talentflow:worker:registered');
  const worker = await controllingWorker(registration);
  performance.mark('talentflow:worker:controlling');
  // From now on a new controller is a newer TalentFlow: this page's code is out of date.
  serviceWorker.addEventListener('controllerchange', () => options.onReplaced?.('upgraded'));

  const reply = await askWorker<StartReply>(worker, { type: 'start', seed: seedValue() });
  if (reply.type === 'failed')
    throw new Error(`TalentFlow could not open its database: ${reply.message}`);
  // Marks for `npm run bench` (and the browser's performance panel): how long a first start seeded.
  if (reply.seedMs !== undefined)
    performance.measure('talentflow:seed', {
      start: Math.max(0, performance.now() - reply.seedMs),
      duration: reply.seedMs,
    });
  performance.mark('talentflow:backend:ready');

  // Files' text for search: read now, and again after changes (an upload, an application).
  void readTexts(worker);
  let soon: ReturnType<typeof setTimeout> | undefined;
  // Kept, so the channel lives as long as the page.
  changes = new BroadcastChannel(CHANGE_CHANNEL);
  changes.onmessage = () => {
    clearTimeout(soon);
    soon = setTimeout(() => void readTexts(worker), READ_TEXTS_DELAY_MS);
  };
}

let changes: BroadcastChannel | undefined;

const READ_TEXTS_DELAY_MS = 500;

type NextText = { id: number; type: string; content: Uint8Array } | null;

let reading = false;
let readAgain = false;

/**
 * Reads the text of every file that waits for it, one at a time, for the worker's search index
 * (the worker cannot load the readers; this page loads them when first needed). One tab of the
 * browser reads at a time (a Web Lock, waited for: a tab closing or a page being replaced lets
 * the next one in); a call while this page reads makes it look again once done, so no upload is
 * missed. A file left half-read waits for the next run.
 */
async function readTexts(worker: ServiceWorker): Promise<void> {
  readAgain = true;
  if (reading || !navigator.locks) return;
  reading = true;
  try {
    while (readAgain) {
      readAgain = false;
      await navigator.locks.request('talentflow:read-texts', () => readWaitingTexts(worker));
    }
  } finally {
    reading = false;
  }
}

async function readWaitingTexts(worker: ServiceWorker): Promise<void> {
  let read: ((content: Uint8Array, type: string) => Promise<ResumeText>) | undefined;
  for (;;) {
    const next = await askWorker<NextText>(worker, { type: 'text-next' });
    if (!next) return;
    read ??= (await import('@/features/files/logic/read-resume-text')).readResumeText;
    const text = await read(next.content, next.type).catch((): ResumeText => ({
      status: 'unreadable',
      reason: 'The file could not be read.',
    }));
    if (!(await askWorker<boolean>(worker, { type: 'text-read', id: next.id, text }))) return;
  }
}

function askWorker<T>(worker: ServiceWorker, request: WorkerRequest): Promise<T> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = ({ data }: MessageEvent<T>) => {
      port1.close();
      resolve(data);
    };
    worker.postMessage(request, [port2]);
  });
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
