import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { ChangeEvent } from '@/domain/changes';
import { DomainError } from './errors';
import type { Store } from './store/types';

/**
 * The live event stream (`GET /api/events`, Server-Sent Events): every change committed to the
 * store, by this process or any other on the same database, goes to every open stream as
 * `event: change` with the ChangeEvent as data. Each stream also gets `event: ping` every
 * `heartbeatMs` (so the page can tell a silent stream from a dead one) and `event: refresh` when
 * it may have missed changes: after a reconnect that cannot be caught up from the recent
 * history, or when the store's listening connection was lost and is back.
 *
 * Event ids are `<instance>-<sequence>`. A page that reconnects with `Last-Event-ID` (or
 * `?lastEventId=`, for a page that opens a new stream in place of another tab's) gets the changes
 * it missed from this instance's recent history, or `refresh` when that is not possible (another
 * instance, or too long ago).
 *
 * A stream may carry only some changes (`filter`): an interviewer's carries those of the
 * candidates they may open and those about no candidate (liveFilter in services/candidate-access).
 */

export interface EventHubOptions {
  /** Time between heartbeats (15 s). */
  heartbeatMs?: number;
  /** How many recent changes a reconnecting stream can catch up on (1000). */
  historySize?: number;
  /** This instance's name in event ids (random). */
  instance?: string;
  /** Streams one member may have open at once on this instance (20); one more is a 429. */
  maxPerMember?: number;
  /** Streams this instance holds at once (2000); one more is a 503 until one closes. */
  maxStreams?: number;
}

export const MAX_STREAMS_PER_MEMBER = 20;
export const MAX_STREAMS = 2_000;

/** Which changes a stream carries (an interviewer's: those of their candidates, and no candidate's). */
export interface ChangeFilter {
  /**
   * Whether the stream carries this change. It may read the store; when that fails (the database
   * is away) the stream is told `refresh` instead: nothing it may not see goes out, and the page
   * still catches up.
   */
  sees(event: ChangeEvent): Promise<boolean>;
  /** Changes may have been missed (the store's listening connection was back): forget what was kept. */
  forget?(): void;
}

export interface StreamOptions {
  /**
   * Asked at each heartbeat: a member signed out, deactivated or otherwise refused since the
   * stream opened is cut off.
   */
  stillAllowed: () => Promise<boolean>;
  /** The member whose stream it is (counted against their limit of streams). */
  member?: number;
  /** Which changes the stream carries (all of them without one), asked for each, in order. */
  filter?: ChangeFilter;
}

export interface EventHub {
  /** Answers a stream request. */
  stream(c: Context, options: StreamOptions): Promise<Response>;
  /** Streams open now. */
  readonly open: number;
  /** Ends every stream and answers new ones 503 (the server is stopping). */
  close(): Promise<void>;
}

/** Reconnect delay the stream asks browsers to use (the SSE `retry` field). */
export const RECONNECT_MS = 1_000;

interface OpenStream {
  send(message: { event: string; data: string; id?: string; retry?: number }): void;
  /** Sends a change, if the stream's filter lets it through. */
  change(entry: HistoryEntry): void;
  /** Tells the page it may have missed changes. */
  refresh(): void;
  end(): void;
}

interface HistoryEntry {
  seq: number;
  event: ChangeEvent;
  data: string;
}

export function createEventHub(store: Store, options: EventHubOptions = {}): EventHub {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const historySize = options.historySize ?? 1_000;
  const instance = options.instance ?? Math.random().toString(36).slice(2, 10);
  const history: HistoryEntry[] = [];
  const streams = new Set<OpenStream>();
  const maxPerMember = options.maxPerMember ?? MAX_STREAMS_PER_MEMBER;
  const maxStreams = options.maxStreams ?? MAX_STREAMS;
  /** Streams open or opening, in all and by member: a slot is taken before the stream starts. */
  let taken = 0;
  const byMember = new Map<number, number>();
  let seq = 0;
  let closing = false;
  let listening: Promise<() => void> | undefined;

  const idOf = (n: number) => `${instance}-${n}`;
  const listen = () =>
    (listening ??= store
      .subscribe({
        change(event: ChangeEvent) {
          seq += 1;
          const entry = { seq, event, data: JSON.stringify(event) };
          history.push(entry);
          if (history.length > historySize) history.shift();
          for (const stream of streams) stream.change(entry);
        },
        resync() {
          for (const stream of streams) stream.refresh();
        },
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      }));

  /** What a stream that last saw `lastId` missed: the changes after it, or undefined when unknown. */
  function missed(lastId: string): HistoryEntry[] | undefined {
    const dash = lastId.lastIndexOf('-');
    if (lastId.slice(0, dash) !== instance) return undefined;
    const last = Number(lastId.slice(dash + 1));
    if (!Number.isInteger(last) || last > seq) return undefined;
    if (last === seq) return [];
    const oldest = history[0]?.seq ?? seq + 1;
    if (last < oldest - 1) return undefined;
    return history.filter((entry) => entry.seq > last);
  }

  return {
    get open() {
      return streams.size;
    },
    async stream(c, { stillAllowed, member, filter }) {
      if (closing) {
        throw new DomainError(
          'unavailable',
          'shutting_down',
          'This server is stopping. Reconnect in a moment.',
          {},
          1,
        );
      }
      const mine = member === undefined ? 0 : (byMember.get(member) ?? 0);
      if (mine >= maxPerMember) {
        throw new DomainError(
          'limited',
          'too_many_streams',
          `You have ${maxPerMember} live connections open already. Close some tabs, then reload.`,
          {},
          5,
        );
      }
      if (taken >= maxStreams) {
        throw new DomainError(
          'unavailable',
          'too_many_streams',
          'This server holds as many live connections as it can. Reconnecting in a moment.',
          {},
          5,
        );
      }
      taken += 1;
      if (member !== undefined) byMember.set(member, mine + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        taken -= 1;
        if (member === undefined) return;
        const left = (byMember.get(member) ?? 1) - 1;
        if (left > 0) byMember.set(member, left);
        else byMember.delete(member);
      };
      try {
        await listen();
      } catch (error) {
        release();
        throw error;
      }
      const lastId = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
      // A proxy must pass each event on at once (nginx buffers unless told not to).
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (sse: SSEStreamingApi) => {
        // Writes go out in order, one after the other; a failed write (the page left) ends it.
        let queue = Promise.resolve();
        let ended = false;
        let done!: () => void;
        const finished = new Promise<void>((resolve) => (done = resolve));
        const stream: OpenStream = {
          send(message) {
            if (ended) return;
            queue = queue.then(() => sse.writeSSE(message)).catch(() => stream.end());
          },
          change({ seq: n, event, data }) {
            if (ended) return;
            if (!filter) return stream.send({ event: 'change', data, id: idOf(n) });
            // Asked in the stream's own order, so the changes it carries keep theirs.
            queue = queue
              .then(async () => {
                const shown = await filter.sees(event).catch(() => undefined);
                if (shown === undefined) await sse.writeSSE({ event: 'refresh', data: '' });
                else if (shown) await sse.writeSSE({ event: 'change', data, id: idOf(n) });
              })
              .catch(() => stream.end());
          },
          refresh() {
            filter?.forget?.();
            stream.send({ event: 'refresh', data: '' });
          },
          end() {
            if (ended) return;
            ended = true;
            streams.delete(stream);
            release();
            clearInterval(heartbeat);
            done();
          },
        };
        // Catch-up and registration happen in one turn, so no change falls between them.
        stream.send({
          event: 'ready',
          data: JSON.stringify({ instance }),
          id: idOf(seq),
          retry: RECONNECT_MS,
        });
        if (lastId) {
          const changes = missed(lastId);
          if (changes) {
            for (const entry of changes) stream.change(entry);
          } else {
            stream.send({ event: 'refresh', data: '' });
          }
        }
        streams.add(stream);
        const heartbeat = setInterval(() => {
          stream.send({ event: 'ping', data: '' });
          stillAllowed().then(
            (allowed) => {
              if (!allowed) stream.end();
            },
            // The database is away: the stream stays, and so does the member.
            () => {},
          );
        }, heartbeatMs);
        sse.onAbort(() => stream.end());
        await finished;
        await queue;
      });
    },
    async close() {
      closing = true;
      for (const stream of streams) stream.end();
      (await listening?.catch(() => undefined))?.();
    },
  };
}
