import type { ResumeText } from '@/domain/document-text';
import type { SearchIndexStatus } from '@/domain/schemas';
import type { DomainEvent } from '@/domain/events';
import { type EventHandler, type Store } from '../store/types';

/**
 * The search index's background work, in both homes: reading the text of files that wait for it
 * (résumés and answers' files; a team server's queue or, in browser mode, an open page reads
 * them), and writing the words of notes kept before notes had them. Each file's result is written
 * in a transaction of its own, so a long backlog never holds a lock while a file is read.
 */

/**
 * Reads a file's text: what cannot be read is `unreadable`, with a reason. It throws only when
 * reading cannot happen at all (a team server's worker thread does not start): the round fails
 * and the file waits for the next one.
 */
export type ReadText = (content: Uint8Array, type: string) => Promise<ResumeText>;

/** Whether a recorded change stored files whose text waits to be read. */
const storesFiles = (event: DomainEvent) =>
  event.type === 'file.attached' ||
  (event.type === 'application.received' && event.files > 0) ||
  event.type === 'data.restored';

/**
 * Asks a team server's queue, in the write's transaction, for a round of the search index when
 * the write stored files (one ask per write: the job is 'stately'). Browser mode's open page reads
 * them without being asked.
 */
export const searchIndexing: EventHandler = {
  name: 'search-index',
  async handle(tx, events) {
    const later = tx.later;
    if (later?.queued && events.some(storesFiles)) await later.send('search-index', null);
  },
};

/** Files read, and notes indexed, per round. */
const FILES_PER_ROUND = 8;
const NOTES_PER_ROUND = 500;

/** One round of the backlog: how many files and notes it took (0 when nothing waits). */
export async function indexRound(store: Store, read: ReadText): Promise<number> {
  const pending = await store.query((tx) => tx.files.pendingText(FILES_PER_ROUND));
  for (const file of pending) {
    const text = await read(new Uint8Array(await file.content.arrayBuffer()), file.type);
    await store.transaction('write', (tx) => tx.files.setText(file.id, text));
  }
  const notes = await store.transaction('write', (tx) => tx.notes.indexWords(NOTES_PER_ROUND));
  return pending.length + notes;
}

/** The next file whose text waits to be read, with its content (browser mode's page reads it). */
export async function nextTextToRead(
  store: Store,
): Promise<{ id: number; type: string; content: Uint8Array } | undefined> {
  const [file] = await store.query((tx) => tx.files.pendingText(1));
  return file && { ...file, content: new Uint8Array(await file.content.arrayBuffer()) };
}

/** Keeps what reading a file's text found. */
export function keepText(store: Store, id: number, text: ResumeText): Promise<void> {
  return store.transaction('write', (tx) => tx.files.setText(id, text));
}

/** Works through the whole backlog. */
export async function indexAll(store: Store, read: ReadText): Promise<void> {
  while ((await indexRound(store, read)) > 0);
}

/** GET /search-index: how far the search index has come. */
export function searchIndexStatus(store: Store): Promise<SearchIndexStatus> {
  return store.query(async (tx) => {
    const [files, notesWaiting] = await Promise.all([
      tx.files.textCounts(),
      tx.notes.countUnindexed(),
    ]);
    return { files, notesWaiting };
  });
}
