import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResumeText } from '@/domain/document-text';
import { RESUME_TEXT_TIMEOUT_MS, UNREADABLE_REASONS } from '@/lib/resume-text';
import type { ReadText } from '@/server/services/search-index';
import type { TextAnswer, TextRequest, TextWorkerData } from './text-worker';

/**
 * The team server reads files' text in a worker thread (src/node/text-worker.ts), never on the
 * thread that answers requests: PDF.js and mammoth work in long synchronous stretches, and a
 * hostile file (a content stream that unpacks to gigabytes, XML of millions of elements) could
 * hold that thread for minutes and fill the memory. The worker has a heap of its own with a limit,
 * and is stopped when a file takes too long or the process grows too much while it reads; that
 * file is then unreadable, and the next one gets a new worker.
 */

export interface TextReaderLimits {
  /** The worker's heap (V8's old generation), in MB: past it, the worker stops. */
  heapMb: number;
  /**
   * How much the process's memory (its resident set) may grow while one file is read, in MB. A
   * PDF's unpacked streams are ArrayBuffers, which live outside any heap limit: this bounds them.
   */
  growthMb: number;
  /** How long one file may take, in milliseconds. */
  timeoutMs: number;
}

export const TEXT_READER_LIMITS: TextReaderLimits = {
  heapMb: 512,
  growthMb: 768,
  timeoutMs: RESUME_TEXT_TIMEOUT_MS,
};

/** Past the time limit (which the worker keeps itself while its thread is free), the wait before it is stopped. */
const STOP_AFTER_MS = 1000;
/** How often the process's memory is looked at while a file is read. */
const MEMORY_CHECK_MS = 100;
/** The longest a worker may take to start: longer is the server's problem, not a file's. */
const START_TIMEOUT_MS = 30_000;
const MB = 1024 * 1024;

/**
 * PDF.js (and the half of it that would be its own worker: it then runs in the same thread) and
 * mammoth are loaded when the worker starts: a file's time and memory are then its own, not the
 * modules'. A new worker's first DOCX otherwise spent its time limit loading mammoth on a busy
 * machine.
 */
const PRELOAD = [
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
  'pdfjs-dist/legacy/build/pdf.mjs',
  'mammoth',
];

/**
 * Run from source (the tests, tsx), the worker's entry is TypeScript: tsx loads it, with the
 * server's tsconfig for the `@/` paths. The packages are loaded first, as Node loads them: tsx
 * would transform PDF.js too, which takes seconds and hundreds of MB. The build has the entry as
 * dist-server/text-worker.js.
 */
const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
(async () => {
  for (const name of workerData.preload) await import(name);
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: workerData.tsconfig });
  await import(workerData.entry);
})();
`;

function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, stackSizeMb: 4 };
  const workerData: TextWorkerData = { preload: PRELOAD };
  if (import.meta.url.endsWith('.ts'))
    return new Worker(FROM_SOURCE, {
      eval: true,
      resourceLimits,
      workerData: {
        ...workerData,
        entry: new URL('./text-worker.ts', import.meta.url).href,
        tsconfig: fileURLToPath(new URL('../../tsconfig.server.json', import.meta.url)),
      },
    });
  const entry = new URL('./text-worker.js', import.meta.url);
  return new Worker(entry, { resourceLimits, workerData });
}

const unreadable = (reason: string): ResumeText => ({ status: 'unreadable', reason });

export interface TextReader {
  /** A file's text, read in the worker; throws only when no worker can start. */
  read: ReadText;
  /** Stops the worker (a later read starts another). */
  close(): Promise<void>;
}

/** Reads files' text one at a time in a worker thread, within `limits`. */
export function workerTextReader(given: Partial<TextReaderLimits> = {}): TextReader {
  const limits = { ...TEXT_READER_LIMITS, ...given };
  let current: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = (worker: Promise<Worker>) => {
    if (current === worker) current = undefined;
    void worker.then(
      (started) => started.terminate(),
      () => undefined,
    );
  };

  function started(): Promise<Worker> {
    if (current) return current;
    const worker = startWorker(limits.heapMb);
    // It never keeps the server running by itself, and its errors are a read's, reported there.
    worker.unref();
    worker.on('error', () => undefined);
    const starting = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The text reader did not start in time.')),
        START_TIMEOUT_MS,
      );
      worker.once('message', () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The text reader stopped as it started (exit code ${code}).`));
      });
    });
    worker.once('exit', () => {
      if (current === starting) current = undefined;
    });
    // A worker that fails to start is let go of: the next read tries a new one.
    starting.catch(() => stop(starting));
    current = starting;
    return starting;
  }

  async function readOne(content: Uint8Array, type: string): Promise<ResumeText> {
    const starting = started();
    const worker = await starting;
    return new Promise<ResumeText>((resolve) => {
      const before = process.memoryUsage.rss();
      const done = (text: ResumeText, broken: boolean) => {
        clearTimeout(timer);
        clearInterval(watch);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        // A worker stopped, or left mid-read, is never given another file.
        if (broken) stop(starting);
        resolve(text);
      };
      const onMessage = (answer: TextAnswer) => {
        // Past its time limit the worker answers, but its work may go on: it is not kept.
        if ('text' in answer)
          done(
            answer.text,
            answer.text.status === 'unreadable' && answer.text.reason === UNREADABLE_REASONS.slow,
          );
      };
      const onError = (error: Error & { code?: string }) =>
        done(
          unreadable(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? UNREADABLE_REASONS.memory
              : UNREADABLE_REASONS.failed,
          ),
          true,
        );
      const onExit = () => done(unreadable(UNREADABLE_REASONS.failed), true);
      const timer = setTimeout(
        () => done(unreadable(UNREADABLE_REASONS.slow), true),
        limits.timeoutMs + STOP_AFTER_MS,
      );
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - before > limits.growthMb * MB)
          done(unreadable(UNREADABLE_REASONS.memory), true);
      }, MEMORY_CHECK_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const request: TextRequest = { content, type, timeoutMs: limits.timeoutMs };
      worker.postMessage(request);
    });
  }

  return {
    read: (content, type) => {
      const text = queue.then(() => readOne(content, type));
      queue = text.catch(() => undefined);
      return text;
    },
    async close() {
      const worker = current;
      current = undefined;
      await worker?.then(
        (started) => started.terminate(),
        () => undefined,
      );
    },
  };
}
