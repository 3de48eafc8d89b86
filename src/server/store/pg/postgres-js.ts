import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { PgDb } from './migrate';
import { isConnectionLost } from './errors';
import { CHANGES_CHANNEL, type Listen, type RunTransaction } from './store';
import { STATEMENT_TIMEOUT_MS } from './values';

/** Seconds to wait for PostgreSQL to accept a connection before a request fails with 503. */
const CONNECT_TIMEOUT_S = 5;
/** How soon to try listening again after the listening connection was lost. */
const RELISTEN_MS = 500;
/**
 * Statements with at most this many parameters are prepared once per connection and then only
 * executed (no parse, no plan): the board's and the session's reads. Longer ones (a list of ids,
 * a restore's batches) vary in their number of parameters and would fill each connection's
 * statement cache, so they are sent unprepared.
 */
const PREPARE_UP_TO_PARAMS = 16;

/**
 * postgres.js's own socket, with Nagle's algorithm off: a COPY's last packet, or a statement sent
 * behind a pipelined BEGIN, would otherwise wait for PostgreSQL's delayed ACK (40 ms on Linux),
 * as libpq and most drivers avoid. The first host of the address, as TalentFlow documents one.
 */
function noDelaySocket(options: { host: string[]; port: number[]; path?: string }): Socket {
  const socket = new Socket();
  socket.setNoDelay(true);
  if (options.path) socket.connect(options.path);
  else socket.connect(options.port[0]!, options.host[0]!);
  return Object.assign(socket, { host: options.host[0], port: options.port[0] });
}

type Unsafe = (query: string, params?: unknown[], options?: { prepare?: boolean }) => unknown;

/** `unsafe` as Drizzle calls it, preparing the short statements (see PREPARE_UP_TO_PARAMS). */
function preparing(unsafe: Unsafe, prepare: boolean): Unsafe {
  return (query, params = [], options = {}) =>
    unsafe(query, params, {
      ...options,
      prepare: prepare && params.length > 0 && params.length <= PREPARE_UP_TO_PARAMS,
    });
}

/**
 * A PostgreSQL server through postgres.js, with transactions that survive a lost connection.
 *
 * postgres.js 3.4.9's `sql.begin()` (which Drizzle's transactions use) writes its ROLLBACK, and the
 * work's next statement, to a connection that has already closed: that throws from a setImmediate
 * callback, out of reach of any catch, and ends the process (porsager/postgres#1208, #1154, #1066;
 * the fixes are unreleased). So a transaction runs here on a reserved connection with its own
 * BEGIN, COMMIT and ROLLBACK, and once that connection has closed (postgres.js reports each close
 * through `onclose`) nothing more is sent on it: the work's next statement fails as
 * CONNECTION_CLOSED, and the connection is neither rolled back nor released, as postgres.js has
 * already put it with its closed connections, which it reconnects when they are needed.
 */
export function openPostgresJs(
  url: string,
  options: {
    max?: number;
    logger?: Logger;
    statementTimeoutMs?: number;
    /** Prepare short statements (the default); off for a pooler that cannot keep them. */
    prepare?: boolean;
  } = {},
): { db: PgDb; transaction: RunTransaction; listen: Listen; end: () => Promise<void> } {
  /** How many times each connection (by postgres.js's id) has closed. */
  const closes = new Map<number, number>();
  const client = postgres(url, {
    max: options.max ?? 10,
    // Notices ("... does not exist, skipping") are not errors: postgres.js would log them.
    onnotice: () => {},
    onclose: (id: number) => void closes.set(id, (closes.get(id) ?? 0) + 1),
    connect_timeout: CONNECT_TIMEOUT_S,
    // Not in postgres.js's typings; it writes to the socket as soon as it has it.
    ...({ socket: noDelaySocket } as object),
    connection: {
      application_name: 'talentflow',
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    },
  });
  const prepare = options.prepare ?? true;
  // The pool as Drizzle sees it: postgres.js itself, with its short statements prepared.
  const pooled = Object.assign(Object.create(client) as typeof client, {
    unsafe: preparing(client.unsafe.bind(client) as Unsafe, prepare),
  });
  const db: PgDb = drizzle({ client: pooled, logger: options.logger });

  const transaction: RunTransaction = async (mode, work) => {
    const reserved = await client.reserve();
    let connectionId: number | undefined;
    let closesBefore = 0;
    const lost = () =>
      connectionId !== undefined && (closes.get(connectionId) ?? 0) !== closesBefore;
    const lostError = () =>
      Object.assign(
        new Error('The connection to PostgreSQL closed in the middle of a transaction.'),
        {
          code: 'CONNECTION_CLOSED',
        },
      );
    // What Drizzle's postgres.js session calls: `unsafe(query, params, options)`, then `.values()`.
    const send = preparing(reserved.unsafe.bind(reserved) as Unsafe, prepare);
    const guarded = {
      options: client.options,
      unsafe(query: string, params?: unknown[], queryOptions?: object) {
        if (lost()) {
          const failed = Promise.reject(lostError());
          return Object.assign(failed, { values: () => failed });
        }
        return send(query, params, queryOptions);
      },
    };
    let gone = false;
    try {
      // `onexecute` is how postgres.js's own begin() learns its connection (an internal option).
      // BEGIN is not waited for: postgres.js pipelines it with the work's first statement on this
      // connection, one round trip for both; its outcome is checked before the COMMIT.
      const begun = reserved.unsafe(
        mode === 'read' ? 'begin isolation level repeatable read read only' : 'begin',
        [],
        {
          onexecute: (connection: { id: number }) => {
            connectionId = connection.id;
            closesBefore = closes.get(connection.id) ?? 0;
            return true;
          },
        } as never,
      );
      const began = begun.then(
        () => null,
        (error: unknown) => error,
      );
      const copy = async (statement: string, text: string) => {
        if (lost()) throw lostError();
        const writable = await reserved.unsafe(statement).writable();
        await pipeline(Readable.from([text]), writable);
      };
      const result = await work(
        drizzle({ client: guarded as never, logger: options.logger }),
        copy,
      );
      const beginError = await began;
      if (beginError) throw beginError;
      if (lost()) throw lostError();
      await reserved.unsafe('commit');
      return result;
    } catch (error) {
      gone = lost() || isConnectionLost(error);
      if (!gone) {
        await reserved.unsafe('rollback').catch((rollbackError: unknown) => {
          gone = isConnectionLost(rollbackError);
        });
      }
      throw error;
    } finally {
      if (!gone && !lost()) reserved.release();
    }
  };

  const changes = changeListener(url);
  return {
    db,
    transaction,
    listen: changes.listen,
    end: async () => {
      await changes.end();
      await client.end({ timeout: 5 });
    },
  };
}

/**
 * LISTEN on a connection of its own that outlives an outage: when it is lost (PostgreSQL
 * restarted, the network dropped), it listens again every RELISTEN_MS until that works, then
 * says `resync`, as notifications sent in between are gone. (postgres.js's own `listen` gives up
 * after one failed attempt.)
 */
function changeListener(url: string): { listen: Listen; end: () => Promise<void> } {
  let handlers: Parameters<Listen>[0] | undefined;
  let listening = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const client = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: 0,
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    // What postgres.js's own `listen` uses underneath (not in its typings).
    ...({
      onnotify: (channel: string, payload: string) => {
        if (channel === CHANGES_CHANNEL) handlers?.payload(payload);
      },
    } as object),
    onclose: () => {
      if (listening) relisten();
    },
    connection: { application_name: 'talentflow-listen' },
  });
  const start = () => client.unsafe(`listen ${CHANGES_CHANNEL}`);
  function relisten() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      start().then(
        () => handlers?.resync(),
        () => relisten(),
      );
    }, RELISTEN_MS);
  }
  return {
    async listen(next) {
      handlers = next;
      await start();
      listening = true;
    },
    async end() {
      stopped = true;
      clearTimeout(retry);
      await client.end({ timeout: 1 });
    },
  };
}
