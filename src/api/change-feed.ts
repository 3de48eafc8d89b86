import type { ResumeText } from '@/domain/document-text';
import { DATA_REMOVED_MESSAGE, STALE_PAGE_MESSAGE } from '@/domain/constants';

/**
 * The change feed: whoever answers the API tells every open page of the app about each committed
 * write, so a page can refetch what another page (or member) changed. In browser mode the service
 * worker posts to this BroadcastChannel.
 */
export const CHANGE_CHANNEL = 'talentflow:changes';
/** Messages about the worker itself: seeding progress, and the database being replaced or removed. */
export const WORKER_CHANNEL = 'talentflow:worker';

export interface ChangeMessage {
  method: string;
  path: string;
  /** The tab that wrote: it already shows what it wrote, and ignores its own messages. */
  tab?: string;
}

export type WorkerMessage =
  | { type: 'progress'; share: number }
  /**
   * The database was upgraded by a newer TalentFlow, or removed by the browser: the pages of this
   * worker's build (and every page, when the data was removed) must reload.
   */
  | { type: 'replaced'; reason: 'upgraded' | 'deleted'; build: string }
  /** The app's files are kept: from now on it opens with the network off. */
  | { type: 'offline-ready' };

/** This tab's id, sent with every request (`X-TalentFlow-Tab`) so the feed can tell whose write it was. */
export const THIS_TAB = Math.random().toString(36).slice(2);

/** Other tabs' writes, as the feed reports them. */
export function onRemoteChange(listener: (message: ChangeMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANGE_CHANNEL);
  channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
    if (event.data.tab !== THIS_TAB) listener(event.data);
  };
  return () => channel.close();
}

/** What a page asks of its service worker (postMessage). */
export type WorkerRequest =
  /** Open the database, seeding it on a first start; the answer comes on the message's port. */
  | { type: 'start'; seed?: number }
  /** Take control of this page (a hard reload opens pages no worker controls). */
  | { type: 'claim' }
  /**
   * Files' text for search is read by a page (the worker cannot load the readers): the next file
   * waiting (the answer: `{ id, type, content }`, or null when none waits), then what was read.
   */
  | { type: 'text-next' }
  | { type: 'text-read'; id: number; text: ResumeText };

export type StartReply = { type: 'ready'; seedMs?: number } | { type: 'failed'; message: string };

export const REPLACED_MESSAGES: Record<'upgraded' | 'deleted', string> = {
  upgraded: STALE_PAGE_MESSAGE,
  deleted: DATA_REMOVED_MESSAGE,
};
