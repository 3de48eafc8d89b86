import { parentPort, workerData } from 'node:worker_threads';
import type { ResumeText } from '@/domain/document-text';
import { extractResumeText } from '@/lib/resume-text';
import { pdfText } from './pdf-text';

/**
 * The team server's reader of files' text, run in a worker thread (src/node/text-reader.ts starts
 * it, with its own memory and time limits): a hostile file stalls or fills this thread, never the
 * server's. Its own entry in the server's build (dist-server/text-worker.js).
 */

/** What the worker is started with. */
export interface TextWorkerData {
  /** Packages loaded before the first file, so that what a file costs is its own. */
  preload: string[];
}

/** A file to read, from the server's thread. */
export interface TextRequest {
  content: Uint8Array;
  type: string;
  timeoutMs: number;
}

/** What this thread answers: once started, then each file's text. */
export type TextAnswer = { ready: true } | { text: ResumeText };

const port = parentPort!;
const answer = (message: TextAnswer) => port.postMessage(message);

port.on('message', ({ content, type, timeoutMs }: TextRequest) => {
  void extractResumeText(content, type, { pdfText }, { timeoutMs }).then((text) =>
    answer({ text }),
  );
});
for (const name of (workerData as TextWorkerData).preload) await import(/* @vite-ignore */ name);
answer({ ready: true });
