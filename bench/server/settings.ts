// The settings of `npm run bench:server` (environment variables, all optional: docs/performance.md).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const env = process.env;
export const SETTINGS = {
  sizes: (env.BENCH_SERVER_SIZES ?? '10000,100000,1000000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  seconds: Number(env.BENCH_SERVER_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_SERVER_WARMUP ?? 2),
  /** Runs of each measure (the figures are their medians). */
  runs: Math.max(1, Number(env.BENCH_SERVER_RUNS ?? 1)),
  connections: Number(env.BENCH_SERVER_CONNECTIONS ?? 16),
  /** Word prefix searched (a last name of the word list: about 1 candidate in 54). */
  search: env.BENCH_SERVER_SEARCH ?? 'ngu',
  /** VACUUM (ANALYZE) after each restore, as autovacuum does within a minute; 0 measures the raw restore. */
  vacuum: env.BENCH_SERVER_VACUUM !== '0',
  /** Passed on to the server (its default, 10, when unset). */
  poolSize: env.TALENTFLOW_POOL_SIZE || undefined,
  /** Extra Node options for the server process only (e.g. --max-old-space-size=8192 or --cpu-prof). */
  serverNodeOptions: env.BENCH_SERVER_NODE_OPTIONS || undefined,
  restoreTimeoutMs: Number(env.BENCH_SERVER_RESTORE_TIMEOUT_S ?? 1800) * 1000,
  /** How long a server may take to start (on rows loaded by SQL it first counts the reports). */
  startTimeoutMs: Number(env.BENCH_SERVER_START_TIMEOUT_S ?? 900) * 1000,
  /** Fresh browser contexts that open the reports page, for its time to first chart. */
  pageRuns: Math.max(1, Number(env.BENCH_SERVER_PAGE_RUNS ?? 5)),
  out: resolve(ROOT, env.BENCH_SERVER_OUT ?? 'bench/server-results.json'),
  /**
   * Only these measures (comma-separated keys: me, column, columnAfter, countsAll, countsJob,
   * search, slots, note, move, reports, reportsJob, reportsQuarter, reportsYear, reportsPage, events,
   * mail, webhooks, the candidate list's listApplied, listDeep, listTag, listTagRare, listRare, listCommon,
   * listTwo and bulkMove, or `list` for all of those); `events`, `mail` or `reportsPage` alone
   * skip every autocannon measure (and so does `webhooks`).
   */
  only: env.BENCH_SERVER_ONLY
    ? env.BENCH_SERVER_ONLY.split(',').map((k) => k.trim())
    : (null as string[] | null),
  /** Measure with a fresh server process after the data is in (1), or with the one that restored it (default). */
  restartAfterLoad: env.BENCH_SERVER_RESTART === '1',
  /** `sql`: load every size with SQL COPY instead of the API's restore (a first start then counts the reports). */
  load: env.BENCH_SERVER_LOAD === 'sql' ? 'sql' : 'restore',
  /** When the API's restore fails, load the same rows with SQL COPY and measure the requests anyway. */
  sqlFallback: env.BENCH_SERVER_SQL_FALLBACK !== '0',
  /** Keep each size's database (and print its URL) for EXPLAIN afterwards: investigation only. */
  keep: env.BENCH_SERVER_KEEP === '1',
  /** Live event delivery between two server processes, at the smallest size; 0 skips it. */
  events: env.BENCH_SERVER_EVENTS !== '0',
  /**
   * Members whose sessions the requests take turns with: a team server works on at most 4 of one
   * member's requests at once, and a real board is many members'.
   */
  members: Math.max(1, Number(env.BENCH_SERVER_MEMBERS ?? 4)),
  /** Changes timed for it (after EVENT_GOAL.warmup untimed ones). */
  eventChanges: Math.max(1, Number(env.BENCH_SERVER_EVENT_CHANGES ?? 200)),
  /** Webhook delivery to receivers of the bench, at the smallest size; 0 skips it. */
  webhooks: env.BENCH_SERVER_WEBHOOKS !== '0',
  /** Email delivery through an SMTP server, at the smallest size; 0 skips it. */
  mail: env.BENCH_SERVER_MAIL !== '0',
  /** Notes written for it, each mentioning one member: one email each. */
  mailNotes: Math.max(1, Number(env.BENCH_SERVER_MAIL_NOTES ?? 1000)),
  /** The sizes the candidate list is measured at (its tags and résumés are added there only). */
  listSizes: (env.BENCH_SERVER_LIST_SIZES ?? '100000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  /** Timed bulk moves of the candidate list (after one untimed). */
  bulkRuns: Math.max(1, Number(env.BENCH_SERVER_BULK_RUNS ?? 6)),
};

/** Whether a measure is asked for: by its key, or by its group's (`list`), or all when no ONLY. */
export const selected = (key: string, group?: string): boolean =>
  !SETTINGS.only || SETTINGS.only.includes(key) || (!!group && SETTINGS.only.includes(group));
export const SEED = 20261123;
export const JOB_COUNT = 25;
/**
 * The goals, as shares of the platform's floor (a bare Node http server loaded by the same client
 * on the same machine), so that they hold on any machine.
 */
export const GOALS = {
  /** `GET /api/health` and `GET /api/auth/me`: at least this share of the floor's req/s. */
  session: 0.6,
  /** Every board read (column, after a cursor, stage counts, search) at 100,000 and 1,000,000. */
  read: 0.4,
  /** A stage move, at those sizes. */
  move: 0.2,
  /** Every board read's and a move's p99 at those sizes, in ms. */
  p99Ms: 30,
  /** A board read's p99 at 1,000,000 over its p99 at 10,000, at most. */
  growth: 1.5,
  /** The sizes the shares and p99 are judged at. */
  sizes: [100_000, 1_000_000],
  /** A restore of 1,000,000 candidates: at most this long, and this much server memory. */
  restore: { size: 1_000_000, ms: 60_000, peakMb: 1024 },
};
/** The candidate list: every read's p99, and a bulk move of `bulkIds` by ids (the slowest run). */
export const LIST_GOAL = { p99Ms: 50, bulkIds: 1000, bulkMs: 2000 };
/** A panel of three's free slots over two weeks, 500 busy blocks each: their p99. */
export const SLOTS_GOAL = { p99Ms: 50 };
/** The board's reads, judged by GOALS.read. */
export const BOARD_READS = [
  'column',
  'columnAfter',
  'columnJob',
  'columnJobOwn',
  'countsAll',
  'countsJob',
  'countsJobOwn',
  'search',
];
/** A change made through one instance reaches a client of another within this, at p99. */
export const EVENT_GOAL = { p99Ms: 250, warmup: 10, waitMs: 10_000 };
/**
 * Email: a mention's message reaches the mail server within `p99Ms` of its note's answer at p99,
 * at least `perSecond` messages a second from the first answer to the last arrival, and the API's
 * p99 while they are sent within `apiRatio`× its p99 without (judged when messages still arrived
 * for `minOverlapMs` of that load). The API is loaded for `loadSeconds` each time; the last
 * message may arrive up to `waitMs` after the last note.
 */
export const MAIL_GOAL = {
  p99Ms: 5000,
  perSecond: 100,
  apiRatio: 1.5,
  minOverlapMs: 1000,
  loadSeconds: 5,
  waitMs: 120_000,
};
/**
 * Webhooks: `events` moves delivered to each of `endpoints` subscribed endpoints, each delivery
 * within `p99Ms` of its move's answer at p99; every one waited for up to `waitMs`.
 */
export const WEBHOOK_GOAL = {
  events: Number(env.BENCH_SERVER_WEBHOOK_EVENTS ?? 500),
  endpoints: 10,
  concurrency: 16,
  p99Ms: 2000,
  waitMs: 120_000,
};
export const DIST = resolve(ROOT, env.TALENTFLOW_DIST ?? 'dist');
export const SERVER_JS = join(ROOT, 'dist-server/main.js');

export const log = (...args: unknown[]) => console.error('[bench:server]', ...args);

/** Set once the bench is asked to stop (Ctrl-C): long loops look at it. */
export const state = { interrupted: false };
