import { parseChangeEvent, type ChangeEvent } from '@/domain/changes';

/**
 * Team mode's live updates: one Server-Sent Events stream (`GET /api/events`) per browser, shared
 * by every tab of the app. Browsers allow about six HTTP/1.1 connections per origin across all
 * tabs, so a stream per tab would soon starve the page's own requests. The tab that holds a Web
 * Lock opens the stream and passes each message on over a BroadcastChannel; when it closes, the
 * lock passes to another tab, which opens the stream from the last event id every tab has seen,
 * so the server can say what happened in between.
 */

export type LiveMessage =
  /** A change committed by anyone, this tab included. */
  | { type: 'change'; event: ChangeEvent }
  /** Changes may have been missed (a reconnect that could not catch up): refresh everything. */
  | { type: 'refresh' };

const LOCK = 'talentflow:live-stream';
const CHANNEL = 'talentflow:live';
/** The server sends a ping every 15 s: three missed in a row means the stream is dead. */
export const SILENCE_MS = 45_000;
/** Waits before reopening a stream the server refused (503 while stopping, 401): doubling up to this. */
const MAX_RETRY_MS = 30_000;
/** EventSource.CLOSED. */
const CLOSED = 2;

interface Shared {
  message?: LiveMessage;
  /** The id of the last event the stream's tab saw. */
  lastId?: string;
}

export interface LiveOptions {
  /** What opens the stream (EventSource; tests pass their own). */
  open?: (url: string) => EventSource;
  /** Told when the server refused the stream, so the app can check whether the session ended. */
  onRefused?: () => void;
  silenceMs?: number;
}

const listeners = new Set<(message: LiveMessage) => void>();
let stop: (() => void) | undefined;

/**
 * Calls `listener` with every live message until the returned function is called. The stream is
 * opened (or shared) while anyone listens in this tab.
 */
export function subscribeLive(
  listener: (message: LiveMessage) => void,
  options: LiveOptions = {},
): () => void {
  listeners.add(listener);
  stop ??= start(options);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

function deliver(message: LiveMessage): void {
  for (const listener of [...listeners]) listener(message);
}

function start(options: LiveOptions): () => void {
  // Without EventSource (a test's DOM) there is no stream, and nothing to follow.
  if (!options.open && typeof EventSource === 'undefined') return () => {};
  const open = options.open ?? ((url: string) => new EventSource(url));
  const silenceMs = options.silenceMs ?? SILENCE_MS;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  let lastId: string | undefined;
  let stopped = false;

  channel?.addEventListener('message', (event: MessageEvent<Shared>) => {
    if (event.data.lastId) lastId = event.data.lastId;
    if (event.data.message) deliver(event.data.message);
  });

  // Runs in the one tab that holds the lock, until this tab stops listening or closes.
  function lead(): Promise<void> {
    return new Promise<void>((release) => {
      let source: EventSource | undefined;
      let silence: ReturnType<typeof setTimeout> | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let retryMs = 1_000;

      const share = (message: LiveMessage | undefined, id: string | undefined) => {
        if (id) lastId = id;
        channel?.postMessage({ message, lastId } satisfies Shared);
        if (message) deliver(message);
      };
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(reopen, silenceMs);
      };
      function connect() {
        const url = lastId
          ? `/api/events?lastEventId=${encodeURIComponent(lastId)}`
          : '/api/events';
        const current = open(url);
        source = current;
        current.addEventListener('ready', (event) => {
          retryMs = 1_000;
          heard();
          share(undefined, (event as MessageEvent).lastEventId);
        });
        current.addEventListener('ping', heard);
        current.addEventListener('change', (event) => {
          heard();
          const change = parseChangeEvent((event as MessageEvent<string>).data);
          // An event of another version is skipped, but it was seen: its id still counts.
          share(change && { type: 'change', event: change }, (event as MessageEvent).lastEventId);
        });
        current.addEventListener('refresh', () => {
          heard();
          share({ type: 'refresh' }, undefined);
        });
        current.addEventListener('error', () => {
          // A dropped stream reconnects by itself (with Last-Event-ID); one the server refused
          // (401 signed out, 503 stopping) is closed and ours to retry.
          if (current.readyState !== CLOSED) return;
          clearTimeout(silence);
          options.onRefused?.();
          retry = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        });
      }
      function reopen() {
        source?.close();
        connect();
      }
      connect();
      stopLeading = () => {
        clearTimeout(silence);
        clearTimeout(retry);
        source?.close();
        release();
      };
    });
  }

  let stopLeading: (() => void) | undefined;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const waiting = new AbortController();
  if (locks) {
    void locks
      .request(LOCK, { signal: waiting.signal }, () => (stopped ? undefined : lead()))
      .catch(() => {});
  } else {
    // No Web Locks: each tab keeps its own stream.
    void lead();
  }

  return () => {
    stopped = true;
    waiting.abort();
    stopLeading?.();
    channel?.close();
  };
}
