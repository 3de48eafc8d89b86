import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { StorageError, type JobKind, type TeamStore } from '../types';
import { keyAuditLog, type AuditKey } from './audit';
import { migrate, type PgDb } from './migrate';
import { pgStorageError } from './errors';
import { openQueue, type JobQueue, type QueueTimings } from './queue';
import { CHANGES_CHANNEL, createPgStore, type Listen, type RunTransaction } from './store';

/**
 * The audit key of a store opened without one: tools and tests only (a test's template database
 * is made in one process and opened in others, so they must agree). A server always passes its
 * own (src/node/audit-key.ts); this one is no secret.
 */
const TOOLS_AUDIT_KEY: AuditKey = new TextEncoder().encode(
  'TalentFlow tools and tests: no audit key was given',
);

/** Where the PostgreSQL store keeps its data. */
export type PgSource =
  /** An open PGlite instance: its owner closes it (`close` leaves it open). */
  | { pglite: PGlite }
  /** A new PGlite: in memory without `dataDir`, else in that directory (kept across runs). */
  | { dataDir?: string }
  /**
   * A PostgreSQL server, through a postgres.js pool of at most `max` connections (10), whose
   * statements stop after `statementTimeoutMs` (STATEMENT_TIMEOUT_MS).
   */
  | { url: string; max?: number; statementTimeoutMs?: number };

export interface PgConnection {
  store: TeamStore;
  /** The durable queue of background work, when asked for (`queue`). */
  queue?: JobQueue;
  /** Closes the store and what `connectPgStore` opened for it. */
  close: () => Promise<void>;
  /** The migrated database under the store, for tools and tests. */
  db: PgDb;
}

/**
 * Opens the PostgreSQL store over PGlite or a PostgreSQL server and applies the pending
 * migrations first. Each driver is loaded only when asked for, so a PGlite host never loads
 * postgres.js and a server never loads PGlite's WebAssembly. A database that cannot be reached
 * fails with StorageError('unavailable').
 */
export async function connectPgStore(
  source: PgSource,
  options: {
    logger?: Logger;
    queue?: QueueTimings;
    /** The kinds of background job the queue keeps (team mode's list, server/team/jobs). */
    jobs?: readonly JobKind[];
    mail?: boolean;
    /** The audit chain's key (the server's, from its settings); one per process by default. */
    auditKey?: AuditKey;
  } = {},
): Promise<PgConnection> {
  const { db, end, transaction, listen, pglite } = await open(source, options.logger);
  const auditKey = options.auditKey ?? TOOLS_AUDIT_KEY;
  let queue: JobQueue | undefined;
  try {
    await migrate(db);
    await keyAuditLog(db, auditKey);
    if (options.queue)
      queue = await openQueue(
        'url' in source ? { url: source.url } : { pglite: pglite! },
        options.jobs ?? [],
        options.queue,
      );
  } catch (error) {
    await end().catch(() => {});
    throw pgStorageError(error) ?? error;
  }
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await queue?.stop();
      await end();
    })());
  return {
    store: createPgStore(db, { close, transaction, listen, queue, mail: options.mail, auditKey }),
    close,
    db,
    queue,
  };
}

async function open(
  source: PgSource,
  logger: Logger | undefined,
): Promise<{
  db: PgDb;
  end: () => Promise<void>;
  transaction?: RunTransaction;
  listen?: Listen;
  pglite?: PGlite;
}> {
  if ('url' in source) {
    const { openPostgresJs } = await import('./postgres-js');
    return openPostgresJs(source.url, {
      max: source.max,
      logger,
      statementTimeoutMs: source.statementTimeoutMs,
    });
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  if ('pglite' in source) {
    return {
      db: drizzle(source.pglite, { logger }),
      end: async () => {},
      listen: pgliteListen(source.pglite),
      pglite: source.pglite,
    };
  }
  let client: PGlite;
  try {
    client = await PGlite.create(source.dataDir);
  } catch (error) {
    // A directory it may not write, or one written by another PostgreSQL version.
    throw new StorageError(
      'unavailable',
      `PGlite could not open ${source.dataDir ? `the database in ${source.dataDir}` : 'an in-memory database'}.`,
      { cause: error },
    );
  }
  return {
    db: drizzle(client, { logger }),
    end: () => client.close(),
    listen: pgliteListen(client),
    pglite: client,
  };
}

/** The embedded PostgreSQL runs in this process: its notifications never go missing. */
function pgliteListen(client: PGlite): Listen {
  return async ({ payload }) => {
    await client.listen(CHANGES_CHANNEL, payload);
  };
}
