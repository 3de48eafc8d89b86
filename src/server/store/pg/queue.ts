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
import type { JobKind, JobName, JobPayloads, JobRun, LaterOptions } from '../types';
import type { PgDb } from './migrate';

/**
 * The durable queue of background work: pg-boss in the same database (schema `pgboss`), on a
 * PostgreSQL server or the embedded PGlite. It knows no job by name: it is opened with the kinds
 * of job there are (`JobKind`: each kind's file is in server/team/jobs), makes a pg-boss queue of
 * each with its options, sends jobs (in the transaction of the change that asks for them, so a
 * write that rolls back asks for nothing) and works them, each job by one instance at a time
 * (SKIP LOCKED).
 */

export interface QueueTimings {
  /** The first retry's delay of 'schedule' kinds, doubled each time up to `maxDelaySeconds` (RETRY_SCHEDULE). */
  firstDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** A 'schedule' kind's job still running this long (its instance died) is tried again (120 s). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs besides being woken by NOTIFY (2 s). */
  pollSeconds?: number;
  /** How often expired jobs are looked for (60 s, at least 1). */
  superviseSeconds?: number;
  /** Told of the queue's own failures (a lost connection), which it retries by itself. */
  onError?: (error: unknown) => void;
}

export interface JobQueue {
  /** The kinds it was opened with, by name. */
  readonly kinds: ReadonlyMap<JobName, JobKind>;
  /** Sends a job of kind `name`: in the transaction `q`, or on its own without one. */
  send<N extends JobName>(
    q: PgDb | undefined,
    name: N,
    data: JobPayloads[N],
    options?: LaterOptions,
  ): Promise<void>;
  /** Sends several jobs of one kind in the transaction `q`: one statement. */
  sendMany<N extends JobName>(
    q: PgDb,
    name: N,
    jobs: ReadonlyArray<{ data: JobPayloads[N]; key?: string; after?: string }>,
  ): Promise<void>;
  /**
   * Works the jobs of kind `name` in this process with `handle`, as its kind says (batches, workers;
   * a scheduled kind's schedule is set). A job whose `handle` throws is retried with its kind's
   * backoff; each job of a batch succeeds or fails on its own.
   */
  work<N extends JobName>(name: N, handle: (run: JobRun<N>) => Promise<void>): Promise<void>;
  /**
   * Works the jobs of kind `name` a batch at a time (its kind's `batchSize`): `handle` takes the
   * whole batch, which succeeds or fails (and is retried) as one.
   */
  workAll<N extends JobName>(
    name: N,
    handle: (runs: ReadonlyArray<JobRun<N>>) => Promise<void>,
  ): Promise<void>;
  /** Stops working and waits for the jobs under way (up to `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export async function openQueue(
  source: { url: string } | { pglite: PGlite },
  kinds: readonly JobKind[],
  timings: QueueTimings = {},
): Promise<JobQueue> {
  const superviseSeconds = timings.superviseSeconds ?? 60;
  const boss = new PgBoss({
    ...('url' in source
      ? { connectionString: source.url, max: 4 }
      : { db: fromPglite(source.pglite), backend: 'pglite' as const }),
    schema: 'pgboss',
    // The cron schedules (one job each time across instances).
    schedule: kinds.some((kind) => kind.schedule !== undefined),
    // Workers are woken by the NOTIFY of each job sent (the queue's `notify`), not only by polling.
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  // pg-boss reports its own failures (a lost connection) as events: they are retried by it.
  boss.on('error', timings.onError ?? (() => {}));
  await boss.start();
  const byName = new Map<JobName, JobKind>();
  /** Each kind's first retry delay, in seconds. */
  const firstDelay = new Map<JobName, number>();
  for (const kind of kinds) {
    const { queue } = kind;
    const schedule = queue.retryDelay === 'schedule';
    const retryDelay = schedule
      ? (timings.firstDelaySeconds ?? RETRY_SCHEDULE.firstDelaySeconds)
      : (queue.retryDelay as number);
    firstDelay.set(kind.name, retryDelay);
    await boss.createQueue(kind.name, {
      ...(queue.policy && { policy: queue.policy }),
      retryLimit: queue.retryLimit,
      retryDelay,
      retryBackoff: queue.backoff ?? false,
      ...(schedule && {
        retryDelayMax: timings.maxDelaySeconds ?? RETRY_SCHEDULE.maxDelaySeconds,
      }),
      expireInSeconds:
        queue.expireInSeconds === 'schedule'
          ? (timings.expireInSeconds ?? 120)
          : queue.expireInSeconds,
      ...(queue.notify && { notify: true }),
    });
    byName.set(kind.name, kind);
  }
  const kindOf = <N extends JobName>(name: N): JobKind<N> => {
    const kind = byName.get(name);
    if (!kind) throw new Error(`The queue has no kind of job named ${name}.`);
    return kind as unknown as JobKind<N>;
  };
  /**
   * Works kind `name`'s jobs a batch at a time: `handle` answers each job's failure (undefined:
   * done). A failed job is retried with its kind's backoff.
   */
  const workBatches = async <N extends JobName>(
    name: N,
    handle: (runs: Array<JobRun<N>>) => Promise<unknown[]>,
  ) => {
    const kind = kindOf(name);
    if (kind.schedule)
      await boss.schedule(name, kind.schedule, null, { tz: 'UTC', missed: 'once' });
    const poll = kind.worker?.pollSeconds ?? timings.pollSeconds ?? 2;
    const batchSize = kind.worker?.batchSize ?? 1;
    await boss.work(
      name,
      {
        includeMetadata: true,
        // Each worker fetches its own batches: a slow job holds up its batch, not the others.
        localConcurrency: kind.worker?.workers ?? 1,
        batchSize,
        // While a fetch comes back full the next follows at once: a backlog drains without
        // waiting for the next poll.
        ...(batchSize > 1 && { burstWhenBatchFull: true }),
        // Each job of a batch succeeds or fails (and is retried) on its own.
        perJobResults: true,
        pollingIntervalSeconds: poll,
        // With NOTIFY listened to, pg-boss would poll only every 30 s: keep the same backstop.
        notifyPollingIntervalSeconds: poll,
      },
      async (jobs) => {
        const found = jobs as Array<JobWithMetadata<unknown>>;
        // A job whose data its schema refuses fails alone (and is retried to no avail).
        const runs: Array<JobRun<N> | Error> = found.map((job) => {
          try {
            return {
              data: kind.payload.parse(job.data ?? null),
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            };
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        });
        const good = runs.filter((run): run is JobRun<N> => !(run instanceof Error));
        const failures = good.length > 0 ? await handle(good) : [];
        let next = 0;
        return found.map((job, i) => {
          const run = runs[i]!;
          const failed = run instanceof Error ? run : failures[next++];
          return failed === undefined
            ? { id: job.id, status: 'completed' as const }
            : { id: job.id, status: 'failed' as const, output: failed as object };
        });
      },
    );
  };
  // Either driver's execute answers rows as pg-boss reads them; only the types differ.
  const inTx = (q: PgDb) => fromDrizzle(q as unknown as DrizzleTransactionLike, sql);
  /** When a job asked for with `options` may start (undefined: now). */
  const startOf = (name: JobName, options: LaterOptions) =>
    options.after
      ? new Date(options.after)
      : options.afterRetryDelay
        ? new Date(Date.now() + (firstDelay.get(name) ?? 0) * 1000)
        : undefined;
  return {
    kinds: byName,
    async send(q, name, data, options = {}) {
      const checked = kindOf(name).payload.parse(data) as object | null;
      const db = q ? { db: inTx(q) } : {};
      const startAfter = startOf(name, options);
      if (options.replace && options.key !== undefined)
        // A job of the key that waits is moved to the new time (an admin's retry), else one is made.
        await boss.upsert(name, checked, {
          ...db,
          singletonKey: options.key,
          startAfter: startAfter ?? new Date(),
        });
      else
        await boss.send(name, checked, {
          ...db,
          ...(options.key !== undefined && { singletonKey: options.key }),
          ...(startAfter && { startAfter }),
        });
    },
    async sendMany(q, name, jobs) {
      if (jobs.length === 0) return;
      const kind = kindOf(name);
      // New jobs: a plain insert, one statement for them all.
      await boss.insert(
        name,
        jobs.map((job) => ({
          data: kind.payload.parse(job.data) as object,
          ...(job.key !== undefined && { singletonKey: job.key }),
          ...(job.after && { startAfter: job.after }),
        })),
        { db: inTx(q) },
      );
    },
    work: (name, handle) =>
      workBatches(name, (runs) =>
        Promise.all(
          runs.map((run) =>
            handle(run).then(
              () => undefined,
              (error: unknown) => error,
            ),
          ),
        ),
      ),
    workAll: (name, handle) =>
      workBatches(name, (runs) =>
        handle(runs).then(
          () => runs.map(() => undefined),
          (error: unknown) => runs.map(() => error),
        ),
      ),
    stop: (graceMs = 10_000) => boss.stop({ graceful: true, timeout: graceMs, close: true }),
  };
}
