import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type DrizzleTransactionLike,
  type JobWithMetadata,
} from 'pg-boss';
import { RETRY_SCHEDULE } from '@/domain/outbox';
import type { ScorecardsDue } from '../types';
import type { PgDb } from './migrate';

/**
 * The durable queue of background work: pg-boss in the same database (schema `pgboss`), on a
 * PostgreSQL server or the embedded PGlite. A job is written in the transaction of the change that
 * causes it, and each job is worked on by one instance at a time (SKIP LOCKED).
 */

/** The queue of outbox deliveries: a job's data is the outbox message's id, nothing personal. */
export const EMAIL_QUEUE = 'email';
/** Reminders that an interview's scorecards are due, at its end: its id and the version scheduled. */
export const SCORECARDS_DUE_QUEUE = 'scorecards-due';
/** The daily retention run (domain/privacy): a cron schedule, sent once across instances. */
export const RETENTION_QUEUE = 'retention';
/**
 * The search index's backlog (files whose text waits to be read, notes without words): one job
 * works through all of it. 'stately': at most one job waits and one runs, so a burst of uploads
 * asks for one more round, not one each.
 */
export const SEARCH_INDEX_QUEUE = 'search-index';
/**
 * Webhook deliveries: a job's data is the delivery's id. 'exclusive' by that id, so one delivery
 * is never tried by two instances at once, and an admin's retry moves its waiting job to now.
 */
export const WEBHOOK_QUEUE = 'webhook';
/** Every day at 03:00 UTC. */
const RETENTION_CRON = '0 3 * * *';

export interface QueueTimings {
  /** The first retry's delay, doubled each time up to `maxDelaySeconds` (RETRY_SCHEDULE). */
  firstDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** A delivery still running this long (its instance died) is tried again (120 s). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs besides being woken by NOTIFY (2 s). */
  pollSeconds?: number;
  /** How often expired jobs are looked for (60 s, at least 1). */
  superviseSeconds?: number;
  /** Told of the queue's own failures (a lost connection), which it retries by itself. */
  onError?: (error: unknown) => void;
}

export interface DeliveryJob {
  id: number;
  /** How many tries came before this one. */
  retryCount: number;
  retryLimit: number;
}

export interface DeliveryQueue {
  /** Queues the delivery of outbox message `id` in the transaction `q`, from `after` if given. */
  send(q: PgDb, id: number, after?: string): Promise<void>;
  /**
   * Runs `deliver` for queued deliveries, `concurrency` at a time in this process; a delivery that
   * throws is retried with backoff.
   */
  work(deliver: (job: DeliveryJob) => Promise<void>, concurrency?: number): Promise<void>;
  /** Queues, in the transaction `q`, the reminder that an interview's scorecards are due at `after`. */
  remind(q: PgDb, due: ScorecardsDue, after: string): Promise<void>;
  /** Runs `handle` for each reminder once its time has come (one instance each). */
  workReminders(handle: (due: ScorecardsDue) => Promise<void>): Promise<void>;
  /**
   * Runs `handle` once a day (RETENTION_CRON): pg-boss's schedule sends one job per day whatever
   * the number of instances, and one instance works on it.
   */
  workDaily(handle: () => Promise<void>): Promise<void>;
  /** Asks for a round of the search index's backlog: in the transaction `q`, or at once. */
  indexSoon(q?: PgDb): Promise<void>;
  /** Runs `handle` for each round asked for (one instance at a time). */
  workIndex(handle: () => Promise<void>): Promise<void>;
  /** Queues, in the transaction `q`, a try of webhook delivery `id` now (or moves its waiting one to now). */
  sendWebhook(q: PgDb, id: number): Promise<void>;
  /** Queues, in the transaction `q`, the first try of each new webhook delivery: one statement. */
  sendNewWebhooks(q: PgDb, ids: readonly number[]): Promise<void>;
  /** Runs `deliver` for queued webhook deliveries, as `work` does for emails, in 4 workers of `concurrency`. */
  workWebhooks(deliver: (job: DeliveryJob) => Promise<void>, concurrency?: number): Promise<void>;
  /** Stops working and waits for the deliveries under way (up to `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

/** Retries enough to outlast a day of backoff capped at an hour: the worker gives up at a day. */
const RETRY_LIMIT = 100;

export async function openQueue(
  source: { url: string } | { pglite: PGlite },
  timings: QueueTimings = {},
): Promise<DeliveryQueue> {
  const superviseSeconds = timings.superviseSeconds ?? 60;
  const boss = new PgBoss({
    ...('url' in source
      ? { connectionString: source.url, max: 4 }
      : { db: fromPglite(source.pglite), backend: 'pglite' as const }),
    schema: 'pgboss',
    // The cron schedule of the daily retention run (one job per day across instances).
    schedule: true,
    // Workers are woken by the NOTIFY of each job sent (the queue's `notify`), not only by polling.
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  // pg-boss reports its own failures (a lost connection) as events: they are retried by it.
  boss.on('error', timings.onError ?? (() => {}));
  await boss.start();
  await boss.createQueue(EMAIL_QUEUE, {
    retryLimit: RETRY_LIMIT,
    retryDelay: timings.firstDelaySeconds ?? RETRY_SCHEDULE.firstDelaySeconds,
    retryBackoff: true,
    retryDelayMax: timings.maxDelaySeconds ?? RETRY_SCHEDULE.maxDelaySeconds,
    expireInSeconds: timings.expireInSeconds ?? 120,
    notify: true,
  });
  await boss.createQueue(WEBHOOK_QUEUE, {
    policy: 'exclusive',
    retryLimit: RETRY_LIMIT,
    retryDelay: timings.firstDelaySeconds ?? RETRY_SCHEDULE.firstDelaySeconds,
    retryBackoff: true,
    retryDelayMax: timings.maxDelaySeconds ?? RETRY_SCHEDULE.maxDelaySeconds,
    expireInSeconds: timings.expireInSeconds ?? 120,
    notify: true,
  });
  await boss.createQueue(SCORECARDS_DUE_QUEUE, {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  await boss.createQueue(RETENTION_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 3600,
  });
  await boss.createQueue(SEARCH_INDEX_QUEUE, {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    // Reading a backlog of files takes a while; a job still running this long is tried again.
    expireInSeconds: 3600,
  });
  // Either driver's execute answers rows as pg-boss reads them; only the types differ.
  const inTx = (q: PgDb) => fromDrizzle(q as unknown as DrizzleTransactionLike, sql);
  /**
   * Works queue `name`'s deliveries (the outbox's emails, the webhooks'): `deliver` for each, and a
   * delivery that throws is retried with backoff.
   */
  const workDeliveries = async (
    name: string,
    deliver: (job: DeliveryJob) => Promise<void>,
    concurrency: number,
    workers = 1,
  ) => {
    await boss.work<{ id: number }>(
      name,
      {
        includeMetadata: true,
        // Each worker fetches its own batches: a slow receiver holds up its batch, not the others.
        localConcurrency: workers,
        // Up to `concurrency` deliveries fetched and run at once; while a fetch comes back full
        // the next follows at once, so a backlog drains without waiting for the next poll.
        batchSize: concurrency,
        burstWhenBatchFull: true,
        // Each delivery succeeds or fails (and is retried) on its own.
        perJobResults: true,
        pollingIntervalSeconds: timings.pollSeconds ?? 2,
        // With NOTIFY listened to, pg-boss would poll only every 30 s: keep the same backstop.
        notifyPollingIntervalSeconds: timings.pollSeconds ?? 2,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (found) => {
            const job = found as JobWithMetadata<{ id: number }>;
            try {
              await deliver({
                id: job.data.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
              return { id: job.id, status: 'completed' as const };
            } catch (error) {
              return { id: job.id, status: 'failed' as const, output: error };
            }
          }),
        ),
    );
  };
  return {
    async indexSoon(q) {
      await boss.send(SEARCH_INDEX_QUEUE, null, q ? { db: inTx(q) } : {});
    },
    async workIndex(handle) {
      await boss.work(
        SEARCH_INDEX_QUEUE,
        { pollingIntervalSeconds: timings.pollSeconds ?? 2 },
        async () => handle(),
      );
    },
    async remind(q, due, after) {
      await boss.send(
        SCORECARDS_DUE_QUEUE,
        { ...due },
        { db: inTx(q), startAfter: new Date(after) },
      );
    },
    async workReminders(handle) {
      await boss.work<ScorecardsDue>(
        SCORECARDS_DUE_QUEUE,
        { pollingIntervalSeconds: timings.pollSeconds ?? 2 },
        async ([job]) => {
          if (job) await handle(job.data);
        },
      );
    },
    async workDaily(handle) {
      await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, null, { tz: 'UTC', missed: 'once' });
      await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => handle());
    },
    async send(q, id, after) {
      await boss.send(
        EMAIL_QUEUE,
        { id },
        { db: inTx(q), ...(after && { startAfter: new Date(after) }) },
      );
    },
    work: (deliver, concurrency = 16) => workDeliveries(EMAIL_QUEUE, deliver, concurrency),
    async sendWebhook(q, id) {
      await boss.upsert(
        WEBHOOK_QUEUE,
        { id },
        { db: inTx(q), singletonKey: String(id), startAfter: new Date() },
      );
    },
    async sendNewWebhooks(q, ids) {
      if (ids.length === 0) return;
      // New deliveries have no job yet: a plain insert (one statement for a write's whole fan-out)
      // instead of an upsert's update-then-insert for each.
      await boss.insert(
        WEBHOOK_QUEUE,
        ids.map((id) => ({ data: { id }, singletonKey: String(id) })),
        { db: inTx(q) },
      );
    },
    // Four workers of 16: a webhook's time is mostly the receiver's, so more wait at once than
    // emails do, and one slow endpoint holds up a quarter of them at most.
    workWebhooks: (deliver, concurrency = 16) =>
      workDeliveries(WEBHOOK_QUEUE, deliver, concurrency, 4),
    stop: (graceMs = 10_000) => boss.stop({ graceful: true, timeout: graceMs, close: true }),
  };
}
