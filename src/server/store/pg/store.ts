import { and, asc, desc, eq, gt, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseChangeEvent, type ChangeEvent } from '@/domain/changes';
import { MAX_ID } from '@/domain/ids';
import { HIRING_TABLES, TABLE_NAMES, type HiringTable } from '@/domain/schemas';
import { candidateSearchTokens, searchTerms } from '@/domain/search';
import {
  STAGES,
  type Assessment,
  type AssessmentResponse,
  type Candidate,
  type Job,
  type Note,
  type Stage,
  type TimelineRow,
} from '@/domain/types';
import {
  StorageError,
  type CandidateFilter,
  type CandidatesRepo,
  type FileMeta,
  type FilesRepo,
  type HiringData,
  type StoredFile,
  type JobsRepo,
  type TalliesRepo,
  type New,
  type TeamStore,
  type TeamTx,
  type TxMode,
} from '../types';
import type { Author } from '@/domain/types';
import { subscriberSet } from '../subscribers';
import { trackTallies } from '../tallies';
import { accountsRepo } from './accounts';
import type { PgDb } from './migrate';
import { isoTime } from './time';
import {
  assessments,
  candidateTokens,
  candidates,
  jobs,
  notes,
  responses,
  settings,
  timeline,
  files,
  HIRING_PG_TABLES,
  rateLimits,
  reportTallies,
} from './schema';

/**
 * Runs `work` in one SQL transaction over `q`: a 'read' one REPEATABLE READ and READ ONLY, a
 * 'write' one READ COMMITTED (the store serializes writes with a lock of its own).
 */
export type RunTransaction = <T>(mode: TxMode, work: (q: PgDb) => Promise<T>) => Promise<T>;

/** Drizzle's own transactions (BEGIN, SET TRANSACTION, the work, COMMIT or ROLLBACK): for PGlite. */
export function drizzleTransactions(db: PgDb): RunTransaction {
  return (mode, work) =>
    mode === 'read'
      ? db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' })
      : db.transaction(work);
}

/**
 * The server's store: the repositories over PostgreSQL through Drizzle, the same code over PGlite
 * (embedded) and postgres.js (a real server). `db` must be migrated (see connect.ts).
 *
 * Transactions behave as IndexedDB's do for the Dexie store: a 'read' transaction is one
 * consistent snapshot (REPEATABLE READ, READ ONLY: a write in it fails); 'write' transactions run
 * one at a time (each first takes a transaction-scoped advisory lock), so the services' read-then-
 * write steps (free slugs, one application per job and email, the job order) hold across
 * processes too. `close` is called by `store.close()`; `transaction` runs the SQL transactions
 * (Drizzle's by default).
 */
export function createPgStore(
  db: PgDb,
  options: { close?: () => Promise<void>; transaction?: RunTransaction; listen?: Listen } = {},
): TeamStore {
  const run = options.transaction ?? drizzleTransactions(db);
  const { listen } = options;
  const subscribers = subscriberSet();
  let listening: Promise<unknown> | undefined;
  return {
    async transaction(mode, work) {
      const changes: ChangeEvent[] = [];
      let result;
      try {
        result = await run(mode, async (q) => {
          const repos = pgTx(q, (event) => changes.push(event));
          if (mode === 'read') return work(repos);
          await q.execute(WRITE_LOCK);
          const tracked = trackTallies(repos);
          const value = await work(tracked.tx);
          await tracked.flush();
          // NOTIFY is transactional: listeners hear of these changes only if the commit succeeds.
          if (listen) {
            for (const event of changes) {
              await q.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
            }
          }
          return value;
        });
      } catch (error) {
        throw pgStorageError(error) ?? error;
      }
      if (!listen) for (const event of changes) subscribers.change(event);
      return result;
    },
    async subscribe(subscriber) {
      const unsubscribe = subscribers.add(subscriber);
      if (listen) {
        listening ??= listen({
          payload: (text) => {
            const event = parseChangeEvent(text);
            if (event) subscribers.change(event);
          },
          resync: subscribers.resync,
        });
        await listening;
      }
      return unsubscribe;
    },
    rateLimiter: (limit) =>
      // Expired counters go with old sessions (accounts' housekeeping), not on a timer.
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
        ...limit,
      }),
    close: options.close ?? (async () => {}),
  };
}

/**
 * Every statement of a PostgreSQL server's pool is stopped after this long (`statement_timeout`),
 * so one slow request cannot hold a connection for long: it fails as a 503.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** For the few long jobs of a transaction (a restore, migrations): no timeout, until it ends. */
export const NO_STATEMENT_TIMEOUT = sql.raw('set local statement_timeout = 0');

/** The channel every write's changes are announced on (`pg_notify`). */
export const CHANGES_CHANNEL = 'talentflow_changes';

/**
 * Listens on CHANGES_CHANNEL for as long as the store is open: `payload` for each notification,
 * `resync` when notifications may have been missed (listening again after a lost connection).
 */
export type Listen = (handlers: {
  payload: (text: string) => void;
  resync: () => void;
}) => Promise<void>;

/** The lock every write transaction holds until it ends ("TFlw", 2; migrations use 1). */
const WRITE_LOCK = sql.raw('select pg_advisory_xact_lock(1414941815, 2)');

// --- Errors -------------------------------------------------------------------------------------

/** Codes of a failure and of the errors it wraps (Drizzle wraps the driver's error as its cause). */
function errorCodes(error: unknown): { code: string; message: string }[] {
  const found: { code: string; message: string }[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    found.push({
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    });
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/** Errors of a connection that is gone or cannot be made: postgres.js's own, and Node's. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Whether a failure means the connection it ran on is gone (closed, reset, or ended by the server). */
export function isConnectionLost(error: unknown): boolean {
  return errorCodes(error).some(
    ({ code }) =>
      CONNECTION_CODES.has(code) ||
      code.startsWith('08') ||
      ['57P01', '57P02', '57P03'].includes(code),
  );
}

/**
 * Server states that pass: shutting down, not accepting connections yet, too many connections,
 * out of memory, a statement or lock timeout, a deadlock or serialization failure. Nothing was
 * saved and trying again can work.
 */
function isUnavailable(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    (code.startsWith('53') && code !== '53100') || // insufficient resources, but disk full
    ['57P01', '57P02', '57P03', '57014', '55P03', '40001', '40P01'].includes(code) ||
    CONNECTION_CODES.has(code)
  );
}

/**
 * Maps a failure of the database to a StorageError with a message a person can act on; undefined
 * for anything else (a bad statement, the work's own errors), which is left as it is.
 */
export function pgStorageError(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  for (const { code, message } of errorCodes(error)) {
    if (code === '23505') {
      return new StorageError(
        'conflict',
        'The change collides with data stored meanwhile (a duplicate). Nothing was saved; reload and try again.',
        { cause: error },
      );
    }
    if (code === '53100' || code === 'ENOSPC') {
      return new StorageError(
        'full',
        'The database refused to store more data: its disk is full. Nothing was saved. Free some space or export a backup, then try again.',
        { cause: error },
      );
    }
    if (code === '2200H') return idsExhausted('a table', error);
    if (code === '57014') {
      return new StorageError(
        'unavailable',
        'The request took longer than the database allows, and was stopped. Nothing was saved. Narrow it down (a longer search word) or try again later.',
        { cause: error },
      );
    }
    if (isUnavailable(code) || message === 'PGlite is closed') {
      return new StorageError(
        'unavailable',
        `The database cannot be reached or is busy (${code || message}). Nothing was saved; try again.`,
        { cause: error },
      );
    }
  }
  return undefined;
}

function idsExhausted(table: string, cause?: unknown): StorageError {
  return new StorageError(
    'full',
    `No more rows fit in ${table}: its ids have reached ${MAX_ID}. Nothing was saved.`,
    { cause },
  );
}

/** Runs an insert, telling "the id sequence is used up" (2200H) apart as a full table, like Dexie. */
async function guardIds<T>(table: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (errorCodes(error).some(({ code }) => code === '2200H')) throw idsExhausted(table, error);
    throw error;
  }
}

// --- Values in and out --------------------------------------------------------------------------

/**
 * An ISO timestamp as PostgreSQL reads it: the same instant, with years past 9999 and before 1
 * (which `toISOString` writes as +010000 and -000001) in PostgreSQL's own form.
 */
export function pgTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso; // PostgreSQL says what is wrong with it.
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const rest = date.toISOString().slice(-20); // -MM-DDTHH:mm:ss.sssZ
  return year >= 1
    ? `${String(year).padStart(4, '0')}${rest}`
    : `${String(1 - year).padStart(4, '0')}${rest} BC`;
}

/** A JSON value read as text and parsed here: the same on every driver, whatever its own parsers. */
function fromJson<T>(expression: SQL | AnyPgColumn): SQL<T> {
  return sql`(${expression})::text`.mapWith((text: string) => JSON.parse(text) as T);
}

/** A JSON value written as text: undefined (which JSON cannot hold) becomes SQL NULL. */
function toJsonb(value: unknown): SQL {
  const text = JSON.stringify(value);
  return text === undefined ? sql`null` : sql`${text}::jsonb`;
}

/** A count as a number (count(*) is a bigint, which drivers answer as text or BigInt). */
const countAll = () => sql`count(*)`.mapWith(Number);

/** Whether a number can be a stored id: ids are whole numbers from 1 to MAX_ID. */
const isId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** PostgreSQL text cannot hold U+0000: text with it is in no stored row. */
const hasNul = (text: string) => text.includes('\u0000');

/** `column = any('{1,2,3}'::int[])`: one parameter for any number of ids. */
function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** Rows of a raw statement, whichever the driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * `insert into <table> (<columns>) select ... from jsonb_to_recordset(<rows>)`: any number of rows
 * in one statement with one parameter (a statement takes at most 65,535 parameters). Each record
 * holds the rows' values under the columns' database names.
 */
function insertRecords(
  table: PgTable,
  columns: readonly AnyPgColumn[],
  records: readonly Record<string, unknown>[],
): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${definitions})`;
}

/** Ids for `count` new rows of a table, counting up, from its identity sequence. */
async function nextIds(q: PgDb, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const sequence = `${table}_id_seq`;
  const rows = await guardIds(table, () =>
    q
      .select({ id: sql`nextval(${sequence}::regclass)`.mapWith(Number) })
      .from(sql`generate_series(1, ${count}::int)`),
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if ((ids[ids.length - 1] ?? 0) > MAX_ID) throw idsExhausted(table);
  return ids;
}

// --- Rows ----------------------------------------------------------------------------------------

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  slug: jobs.slug,
  status: jobs.status,
  tags: fromJson<string[]>(sql`array_to_json(${jobs.tags})`),
  order: jobs.order,
  description: jobs.description,
  location: jobs.location,
  department: jobs.department,
  employmentType: jobs.employmentType,
};
type JobDetail = 'description' | 'location' | 'department' | 'employmentType';
type JobRow = Omit<Job, JobDetail> & { [K in JobDetail]: NonNullable<Job[K]> | null };
/** A job as read: a detail the job has not got is NULL in its row and absent from the job. */
/**
 * A row as read: its optional columns that are NULL are left out of the value, as the Dexie store
 * never holds them (an optional detail is absent, never null or blank).
 */
function absentWhenNull<T>(row: {
  [K in keyof T]-?: T[K] | (undefined extends T[K] ? null : never);
}): T {
  const value = { ...row } as Record<string, unknown>;
  for (const key of Object.keys(value)) if (value[key] === null) delete value[key];
  return value as T;
}
const toJob = (row: JobRow): Job => absentWhenNull<Job>(row);
const jobFields = (job: New<Job>) => ({
  title: job.title,
  slug: job.slug,
  status: job.status,
  tags: job.tags,
  order: job.order,
  description: job.description ?? null,
  location: job.location ?? null,
  department: job.department ?? null,
  employmentType: job.employmentType ?? null,
});

const candidateColumns = {
  id: candidates.id,
  name: candidates.name,
  email: candidates.email,
  stage: candidates.stage,
  jobId: candidates.jobId,
  phone: candidates.phone,
  source: candidates.source,
};
type CandidateDetail = 'phone' | 'source';
type CandidateRow = Omit<Candidate, CandidateDetail> & {
  [K in CandidateDetail]: NonNullable<Candidate[K]> | null;
};
/** A candidate as read: a detail the candidate has not got is NULL in its row and absent here. */
const toCandidate = (row: CandidateRow): Candidate => absentWhenNull<Candidate>(row);
/** The candidate's own fields, nothing else and no undefined ones: what is stored and answered. */
const candidateFields = (candidate: New<Candidate>): New<Candidate> => ({
  name: candidate.name,
  email: candidate.email,
  stage: candidate.stage,
  jobId: candidate.jobId,
  ...(candidate.phone !== undefined && { phone: candidate.phone }),
  ...(candidate.source !== undefined && { source: candidate.source }),
});

const noteColumns = {
  id: notes.id,
  candidateId: notes.candidateId,
  text: notes.text,
  createdAt: isoTime(notes.createdAt),
  authorId: notes.authorId,
  authorName: notes.authorName,
};
const timelineColumns = {
  id: timeline.id,
  candidateId: timeline.candidateId,
  date: isoTime(timeline.date),
  stage: timeline.stage,
  notes: timeline.notes,
  authorId: timeline.authorId,
  authorName: timeline.authorName,
};

/** A row with its author columns folded into `author`, absent when nobody is recorded. */
function withAuthor<T extends { authorId: number | null; authorName: string | null }>(
  row: T,
): Omit<T, 'authorId' | 'authorName'> & { author?: Author } {
  const { authorId, authorName, ...rest } = row;
  return authorId === null ? rest : { ...rest, author: { id: authorId, name: authorName ?? '' } };
}
const authorFields = (author: Author | undefined) => ({
  authorId: author?.id ?? null,
  authorName: author?.name ?? null,
});
const authorRecord = (author: Author | undefined) => ({
  author_id: author?.id ?? null,
  author_name: author?.name ?? null,
});
const assessmentColumns = {
  jobId: assessments.jobId,
  structure: fromJson<Assessment['structure']>(assessments.structure),
};
const responseColumns = {
  id: responses.id,
  jobId: responses.jobId,
  candidateId: responses.candidateId,
  answers: fromJson<AssessmentResponse['answers']>(responses.answers),
  submittedAt: isoTime(responses.submittedAt),
  unverified: responses.unverified as unknown as SQL<true | null>,
};
type ResponseRow = Omit<AssessmentResponse, 'unverified'> & { unverified: true | null };
const toResponse = (row: ResponseRow): AssessmentResponse =>
  absentWhenNull<AssessmentResponse>(row);

// Bulk rows, keyed by column name, for insertRecords.
const jobRecord = (job: Job) => ({
  id: job.id,
  title: job.title,
  slug: job.slug,
  status: job.status,
  tags: job.tags,
  order: job.order,
  description: job.description ?? null,
  location: job.location ?? null,
  department: job.department ?? null,
  employment_type: job.employmentType ?? null,
});
const candidateRecord = (c: Candidate) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  stage: c.stage,
  job_id: c.jobId,
  phone: c.phone ?? null,
  source: c.source ?? null,
});
const tokenRecords = (c: Candidate) =>
  candidateSearchTokens(c).map((token) => ({ token, candidate_id: c.id }));
const noteRecord = (n: Note) => ({
  id: n.id,
  candidate_id: n.candidateId,
  text: n.text,
  created_at: pgTime(n.createdAt),
  ...authorRecord(n.author),
});
const responseRecord = (r: AssessmentResponse) => ({
  id: r.id,
  job_id: r.jobId,
  candidate_id: r.candidateId,
  answers: r.answers,
  submitted_at: pgTime(r.submittedAt),
  unverified: r.unverified ?? null,
});
const timelineRecord = (t: TimelineRow) => ({
  id: t.id,
  candidate_id: t.candidateId,
  date: pgTime(t.date),
  stage: t.stage,
  notes: t.notes,
  ...authorRecord(t.author),
});
const assessmentRecord = (a: Assessment) => ({ job_id: a.jobId, structure: a.structure });

const insertJobs = (rows: Job[]) =>
  insertRecords(
    jobs,
    [
      jobs.id,
      jobs.title,
      jobs.slug,
      jobs.status,
      jobs.tags,
      jobs.order,
      jobs.description,
      jobs.location,
      jobs.department,
      jobs.employmentType,
    ],
    rows.map(jobRecord),
  );
/** Candidates and their search tokens: two inserts, to run in one statement (as CTEs). */
const insertCandidates = (rows: Candidate[]): [SQL, SQL] => [
  insertRecords(
    candidates,
    [
      candidates.id,
      candidates.name,
      candidates.email,
      candidates.stage,
      candidates.jobId,
      candidates.phone,
      candidates.source,
    ],
    rows.map(candidateRecord),
  ),
  insertRecords(
    candidateTokens,
    [candidateTokens.token, candidateTokens.candidateId],
    rows.flatMap(tokenRecords),
  ),
];
const insertTimeline = (rows: TimelineRow[]) =>
  insertRecords(
    timeline,
    [
      timeline.id,
      timeline.candidateId,
      timeline.date,
      timeline.stage,
      timeline.notes,
      timeline.authorId,
      timeline.authorName,
    ],
    rows.map(timelineRecord),
  );

// --- Repositories --------------------------------------------------------------------------------

function pgTx(q: PgDb, notify: (event: ChangeEvent) => void): TeamTx {
  return {
    notify,
    accounts: accountsRepo(q),
    jobs: jobsRepo(q),
    candidates: candidatesRepo(q),
    notes: {
      listByCandidate: (candidateId) =>
        isId(candidateId)
          ? q
              .select(noteColumns)
              .from(notes)
              .where(eq(notes.candidateId, candidateId))
              .orderBy(asc(notes.createdAt), asc(notes.id))
              .then((rows) => rows.map(withAuthor))
          : Promise.resolve([]),
      insert: async (note) => {
        const fields = {
          candidateId: note.candidateId,
          text: note.text,
          createdAt: note.createdAt,
        };
        const [row] = await guardIds('notes', () =>
          q
            .insert(notes)
            .values({
              ...fields,
              createdAt: pgTime(fields.createdAt),
              ...authorFields(note.author),
            })
            .returning({ id: notes.id }),
        );
        return { id: row!.id, ...fields, ...(note.author && { author: note.author }) };
      },
      all: async () =>
        (await q.select(noteColumns).from(notes).orderBy(asc(notes.id))).map(withAuthor),
    },
    timeline: {
      listByCandidate: (candidateId) =>
        isId(candidateId)
          ? q
              .select(timelineColumns)
              .from(timeline)
              .where(eq(timeline.candidateId, candidateId))
              .orderBy(asc(timeline.date), asc(timeline.id))
              .then((rows) => rows.map(withAuthor))
          : Promise.resolve([]),
      listByCandidates: async (candidateIds) => {
        const ids = candidateIds.filter(isId);
        if (ids.length === 0) return [];
        const rows = await q
          .select(timelineColumns)
          .from(timeline)
          .where(idIn(timeline.candidateId, ids))
          .orderBy(asc(timeline.candidateId), asc(timeline.date), asc(timeline.id));
        return rows.map(withAuthor);
      },
      insert: async (entry) => {
        const fields = {
          candidateId: entry.candidateId,
          date: entry.date,
          stage: entry.stage,
          notes: entry.notes,
        };
        const [row] = await guardIds('timeline', () =>
          q
            .insert(timeline)
            .values({ ...fields, date: pgTime(fields.date), ...authorFields(entry.author) })
            .returning({ id: timeline.id }),
        );
        return { id: row!.id, ...fields, ...(entry.author && { author: entry.author }) };
      },
      insertMany: async (entries) => {
        const ids = await nextIds(q, 'timeline', entries.length);
        if (ids.length === 0) return;
        await q.execute(insertTimeline(entries.map((entry, i) => ({ ...entry, id: ids[i]! }))));
      },
      all: async () =>
        (await q.select(timelineColumns).from(timeline).orderBy(asc(timeline.id))).map(withAuthor),
    },
    assessments: {
      get: async (jobId) => {
        if (!isId(jobId)) return undefined;
        const [row] = await q
          .select(assessmentColumns)
          .from(assessments)
          .where(eq(assessments.jobId, jobId));
        return row;
      },
      put: async ({ jobId, structure }) => {
        await q
          .insert(assessments)
          .values({ jobId, structure: toJsonb(structure) })
          .onConflictDoUpdate({
            target: assessments.jobId,
            set: { structure: sql`excluded.structure` },
          });
      },
      all: () => q.select(assessmentColumns).from(assessments).orderBy(asc(assessments.jobId)),
    },
    responses: {
      listByJob: (jobId) =>
        isId(jobId)
          ? q
              .select(responseColumns)
              .from(responses)
              .where(eq(responses.jobId, jobId))
              .orderBy(desc(responses.submittedAt), desc(responses.id))
              .then((rows) => rows.map(toResponse))
          : Promise.resolve([]),
      listByCandidate: (candidateId) =>
        isId(candidateId)
          ? q
              .select(responseColumns)
              .from(responses)
              .where(eq(responses.candidateId, candidateId))
              .orderBy(desc(responses.submittedAt), desc(responses.id))
              .then((rows) => rows.map(toResponse))
          : Promise.resolve([]),
      countFor: async (candidateId, jobId) => {
        if (!isId(candidateId) || !isId(jobId)) return 0;
        const [row] = await q
          .select({ count: countAll() })
          .from(responses)
          .where(and(eq(responses.candidateId, candidateId), eq(responses.jobId, jobId)));
        return row?.count ?? 0;
      },
      insert: async (response) => {
        const fields = {
          jobId: response.jobId,
          candidateId: response.candidateId,
          answers: response.answers,
          submittedAt: response.submittedAt,
          ...(response.unverified && { unverified: response.unverified }),
        };
        const [row] = await guardIds('responses', () =>
          q
            .insert(responses)
            .values({
              ...fields,
              answers: toJsonb(fields.answers),
              submittedAt: pgTime(fields.submittedAt),
            })
            .returning({ id: responses.id }),
        );
        return { id: row!.id, ...fields };
      },
      all: async () =>
        (await q.select(responseColumns).from(responses).orderBy(asc(responses.id))).map(
          toResponse,
        ),
    },
    files: filesRepo(q),
    settings: {
      get: async (key) => {
        if (hasNul(key)) return undefined;
        // SQL NULL is a value stored as undefined; JSON null is null.
        const [row] = await q
          .select({
            value: fromJson<unknown>(settings.value),
            stored: sql<boolean>`${settings.value} is not null`,
          })
          .from(settings)
          .where(eq(settings.key, key));
        return row?.stored ? row.value : undefined;
      },
      set: async (key, value) => {
        await q
          .insert(settings)
          .values({ key, value: toJsonb(value) })
          .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
      },
    },
    tallies: talliesRepo(q),
    replaceAll: (data) => replaceAll(q, data),
  };
}

/** Rows per statement when adding to the reports' counts. */
const TALLY_BATCH = 5000;

function talliesRepo(q: PgDb): TalliesRepo {
  return {
    read: async (scope) => {
      if (!Number.isInteger(scope) || scope < 0 || scope > MAX_ID) return new Map();
      const rows = await q
        .select({ key: reportTallies.key, n: reportTallies.n })
        .from(reportTallies)
        .where(and(eq(reportTallies.scope, scope), ne(reportTallies.n, 0)));
      return new Map(rows.map((row) => [row.key, row.n]));
    },
    add: async (changes) => {
      for (let i = 0; i < changes.length; i += TALLY_BATCH) {
        const part = changes.slice(i, i + TALLY_BATCH);
        const records = JSON.stringify(part.map(({ scope, key, n }) => ({ scope, key, n })));
        // One statement per write: a count that comes to zero stays as a row of 0, which reads
        // skip (there are only so many keys: hours, weeks, stages and sources).
        await q.execute(sql`
          insert into ${reportTallies} (scope, key, n)
          select scope, key, n from jsonb_to_recordset(${records}::jsonb) as r(scope integer, key text, n integer)
          on conflict (scope, key) do update set n = ${reportTallies}.n + excluded.n`);
      }
    },
    clear: async () => {
      await q.execute(sql`delete from ${reportTallies}`);
    },
  };
}

function jobsRepo(q: PgDb): JobsRepo {
  return {
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q.select(jobColumns).from(jobs).where(eq(jobs.id, id));
      return row && toJob(row);
    },
    getMany: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return ids.map(() => undefined);
      const rows = await q.select(jobColumns).from(jobs).where(idIn(jobs.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toJob(row)]));
      return ids.map((id) => byId.get(id));
    },
    async list(filter, slice) {
      // Jobs are few: the status narrows the read, and the text filters run here, exactly as the
      // Dexie store's (JavaScript's case folding, not the database's).
      const { status, search, tagTerms = [] } = filter;
      const rows = await q
        .select(jobColumns)
        .from(jobs)
        .where(status === undefined ? undefined : eq(jobs.status, status))
        .orderBy(asc(jobs.order), asc(jobs.id));
      const matching = rows
        .map(toJob)
        .filter(
          (job) =>
            (!search || includesText(job.title, search)) &&
            tagTerms.every((term) => job.tags.some((tag) => includesText(tag, term))),
        );
      return {
        jobs: matching.slice(slice.offset, slice.offset + slice.limit),
        totalCount: matching.length,
      };
    },
    lastOrder: async () => {
      const [row] = await q
        .select({ order: jobs.order })
        .from(jobs)
        .orderBy(desc(jobs.order), desc(jobs.id))
        .limit(1);
      return row?.order;
    },
    slugsLike: async (base) => {
      if (hasNul(base)) return [];
      // In byte order, the slugs starting with "base-" are those from "base-" up to "base.".
      const slug = sql`(${jobs.slug} collate "C")`;
      const rows = await q
        .select({ slug: jobs.slug })
        .from(jobs)
        .where(sql`${slug} = ${base} or (${slug} >= ${`${base}-`} and ${slug} < ${`${base}.`})`)
        .orderBy(slug);
      return rows.map((row) => row.slug);
    },
    insert: async (job) => {
      const [row] = await guardIds('jobs', () =>
        q.insert(jobs).values(jobFields(job)).returning({ id: jobs.id }),
      );
      return { id: row!.id, ...job };
    },
    insertMany: async (rows) => {
      const ids = await nextIds(q, 'jobs', rows.length);
      const stored = rows.map((row, i) => ({ id: ids[i]!, ...row }));
      if (stored.length > 0) await q.execute(insertJobs(stored));
      return stored;
    },
    update: async (job) => {
      if (!isId(job.id)) return;
      await q.update(jobs).set(jobFields(job)).where(eq(jobs.id, job.id));
    },
    all: async () => (await q.select(jobColumns).from(jobs).orderBy(asc(jobs.id))).map(toJob),
  };
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/**
 * The tokens starting with `term` form one range in byte (code point) order: from the term up to
 * its successor, the term with its last code point counted up (past the surrogates, which text
 * never holds). A term of nothing but U+10FFFF has no successor: every token from it up starts with it.
 */
export function prefixRange(term: string): { from: string; below?: string } {
  const points = [...term];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return { from: term, below: points.join('') + String.fromCodePoint(next) };
    }
  }
  return { from: term };
}

function candidatesRepo(q: PgDb): CandidatesRepo {
  /**
   * The ids of the candidates matching every term of a search, as SQL over the token index alone:
   * one range of it per term, intersected (a single term's ids may repeat). Null when the search
   * has nothing to look for; 'none' when nothing can match.
   */
  function searchIds(search: string | undefined): SQL | null | 'none' {
    const terms = search ? searchTerms(search) : [];
    if (terms.length === 0) return null;
    if (terms.some(hasNul)) return 'none';
    const ranges = terms.map((term) => {
      const { from, below } = prefixRange(term);
      return sql`select ${candidateTokens.candidateId} from ${candidateTokens} where ${and(
        gte(candidateTokens.token, from),
        below === undefined ? undefined : lt(candidateTokens.token, below),
      )}`;
    });
    if (ranges.length === 1) return ranges[0]!;
    return sql.join(
      ranges.map((range) => sql`(${range})`),
      sql` intersect `,
    );
  }

  /**
   * The conditions of a filter, or null when nothing can match it. A search becomes
   * `id = any(array(<its ids>))`: the matches are looked up by id (in id order, from the cursor
   * on), whatever the planner would guess of how many there are.
   */
  function conditions(filter: CandidateFilter): SQL[] | null {
    const where = filterConditions(filter);
    const ids = searchIds(filter.search);
    if (where === null || ids === 'none') return null;
    if (ids !== null) where.push(sql`${candidates.id} = any(array(${ids}))`);
    return where;
  }

  /** The conditions of the stage and job filters, or null when nothing can match them. */
  function filterConditions({ stage, jobId }: CandidateFilter): SQL[] | null {
    const where: SQL[] = [];
    if (stage !== undefined) where.push(eq(candidates.stage, stage));
    if (jobId !== undefined) {
      if (!isId(jobId)) return null;
      where.push(eq(candidates.jobId, jobId));
    }
    return where;
  }

  return {
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q.select(candidateColumns).from(candidates).where(eq(candidates.id, id));
      return row && toCandidate(row);
    },
    getMany: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return ids.map(() => undefined);
      const rows = await q
        .select(candidateColumns)
        .from(candidates)
        .where(idIn(candidates.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toCandidate(row)]));
      return ids.map((id) => byId.get(id));
    },
    async page({ afterId = 0, ...filter }, { offset, limit }) {
      const where = conditions(filter);
      if (where === null) return { candidates: [], totalCount: 0 };
      // Every index the filters use ends in the id: "after this id" is a key range too.
      const after = Math.floor(afterId);
      const rows =
        after >= MAX_ID
          ? Promise.resolve([])
          : q
              .select(candidateColumns)
              .from(candidates)
              .where(and(...where, after > 0 ? gt(candidates.id, after) : undefined))
              .orderBy(asc(candidates.id))
              .limit(limit)
              .offset(offset);
      // A search alone is counted in the token index, without reading candidates.
      const ids =
        filter.stage === undefined && filter.jobId === undefined && searchIds(filter.search);
      const total =
        ids && ids !== 'none'
          ? q
              .select({ count: sql`count(distinct candidate_id)`.mapWith(Number) })
              .from(sql`(${ids}) as matches`)
          : q
              .select({ count: countAll() })
              .from(candidates)
              .where(and(...where));
      const [page, [counted]] = await Promise.all([rows, total]);
      return { candidates: page.map(toCandidate), totalCount: counted?.count ?? 0 };
    },
    async stageCounts(filter) {
      const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
      const where = conditions(filter);
      if (where === null) return counts;
      const rows = await q
        .select({ stage: candidates.stage, count: countAll() })
        .from(candidates)
        .where(and(...where))
        .groupBy(candidates.stage);
      for (const { stage, count } of rows) if (stage in counts) counts[stage] = count;
      return counts;
    },
    findByJobAndEmail: async (jobId, email) => {
      if (!isId(jobId) || hasNul(email)) return undefined;
      const [row] = await q
        .select(candidateColumns)
        .from(candidates)
        .where(and(eq(candidates.jobId, jobId), eq(candidates.email, email)))
        .orderBy(asc(candidates.id))
        .limit(1);
      return row && toCandidate(row);
    },
    insert: async (candidate) => {
      const fields = candidateFields(candidate);
      const tokens = JSON.stringify(candidateSearchTokens(fields));
      // The row and its search tokens in one statement.
      const result = await guardIds('candidates', () =>
        q.execute(sql`
          with inserted as (
            insert into ${candidates} (name, email, stage, job_id, phone, source)
            values (${fields.name}, ${fields.email}, ${fields.stage}, ${fields.jobId}, ${fields.phone ?? null}, ${fields.source ?? null})
            returning id
          ), tokens as (
            insert into ${candidateTokens} (token, candidate_id)
            select token, inserted.id from inserted, jsonb_array_elements_text(${tokens}::jsonb) as token
          )
          select id from inserted`),
      );
      return { id: Number(rowsOf(result)[0]?.id), ...fields };
    },
    insertMany: async (rows) => {
      const ids = await nextIds(q, 'candidates', rows.length);
      const stored = rows.map((row, i) => ({ id: ids[i]!, ...candidateFields(row) }));
      if (stored.length > 0) {
        const [rowsInsert, tokensInsert] = insertCandidates(stored);
        await q.execute(sql`with inserted as (${rowsInsert}) ${tokensInsert}`);
      }
      return stored;
    },
    update: async (candidate) => {
      if (!isId(candidate.id)) return;
      const fields = candidateFields(candidate);
      const tokens = JSON.stringify(candidateSearchTokens(fields));
      // The row, and its tokens brought to what it holds now (a stage move keeps them all).
      await q.execute(sql`
        with updated as (
          update ${candidates}
          set name = ${fields.name}, email = ${fields.email}, stage = ${fields.stage}, job_id = ${fields.jobId},
            phone = ${fields.phone ?? null}, source = ${fields.source ?? null}
          where id = ${candidate.id}
          returning id
        ), stale as (
          delete from ${candidateTokens}
          where candidate_id in (select id from updated)
            and token <> all (array(select jsonb_array_elements_text(${tokens}::jsonb) collate "C"))
        )
        insert into ${candidateTokens} (token, candidate_id)
        select token, updated.id from updated, jsonb_array_elements_text(${tokens}::jsonb) as token
        on conflict do nothing`);
    },
    remove: async (id) => {
      if (!isId(id)) return false;
      // Every row of theirs goes with them: the foreign keys of the tables that the list erases
      // with a candidate cascade (migration 8), and so do the search tokens.
      const rows = await q.execute<{ id: number }>(
        sql`delete from ${candidates} where id = ${id} returning id`,
      );
      return rowsOf(rows).length > 0;
    },
    count: async () => {
      const [row] = await q.select({ count: countAll() }).from(candidates);
      return row?.count ?? 0;
    },
    all: async () =>
      (await q.select(candidateColumns).from(candidates).orderBy(asc(candidates.id))).map(
        toCandidate,
      ),
  };
}

const fileColumns = {
  id: files.id,
  candidateId: files.candidateId,
  jobId: files.jobId,
  responseId: files.responseId,
  questionId: files.questionId,
  name: files.name,
  type: files.type,
  size: files.size,
  createdAt: isoTime(files.createdAt),
};
type FileRow = Omit<FileMeta, 'questionId'> & { questionId: string | null };
const toFileMeta = (row: FileRow): FileMeta => absentWhenNull<FileMeta>(row);

/** Inserts a file with its id when it has one (a restore), else a new id; answers its id. */
async function insertFile(q: PgDb, file: New<StoredFile> & { id?: number }): Promise<number> {
  const content = new Uint8Array(await file.content.arrayBuffer());
  const [row] = await guardIds('files', () =>
    q
      .insert(files)
      .values({
        ...(file.id !== undefined && { id: file.id }),
        candidateId: file.candidateId,
        jobId: file.jobId,
        responseId: file.responseId,
        questionId: file.questionId ?? null,
        name: file.name,
        type: file.type,
        size: file.size,
        createdAt: pgTime(file.createdAt),
        content,
      })
      .returning({ id: files.id }),
  );
  return row!.id;
}

function filesRepo(q: PgDb): FilesRepo {
  return {
    insert: async (file) => {
      const { content: _content, ...meta } = file;
      return { id: await insertFile(q, file), ...meta };
    },
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select({ ...fileColumns, content: files.content })
        .from(files)
        .where(eq(files.id, id));
      if (!row) return undefined;
      const { content, ...meta } = row;
      return {
        ...toFileMeta(meta),
        content: new Blob([content as Uint8Array<ArrayBuffer>], { type: meta.type }),
      };
    },
    listByResponses: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return [];
      const rows = await q
        .select(fileColumns)
        .from(files)
        .where(idIn(files.responseId, wanted))
        .orderBy(asc(files.id));
      return rows.map(toFileMeta);
    },
    all: async () => {
      const rows = await q
        .select({ ...fileColumns, content: files.content })
        .from(files)
        .orderBy(asc(files.id));
      return rows.map(({ content, ...meta }) => ({
        ...toFileMeta(meta),
        content: new Blob([content as Uint8Array<ArrayBuffer>], { type: meta.type }),
      }));
    },
  };
}

/** The greatest id of rows, 0 when there are none. */
function greatestId(rows: ReadonlyArray<{ id: number }>): number {
  let greatest = 0;
  for (const row of rows) if (row.id > greatest) greatest = row.id;
  return greatest;
}

/**
 * Replaces the hiring tables with the rows given (ids kept) and restarts each id sequence just
 * past the greatest id, so later inserts get ids above them and ids go back down after a restore
 * of smaller ones, as in the Dexie store. The restart is ALTER SEQUENCE, which (unlike setval)
 * is undone with the transaction: a failed restore leaves the ids as they were. Settings stay.
 */
/** Rows per insert statement in a restore. */
const RESTORE_BATCH = 20_000;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += RESTORE_BATCH) yield rows.slice(i, i + RESTORE_BATCH);
}

/**
 * How each table of the list (domain/schemas/tables.ts) is written back by a restore, in batches:
 * one statement's rows travel as one jsonb parameter, which PostgreSQL caps at 256 MB (a million
 * candidates' search tokens alone pass it). A table added to the list must have one to compile.
 */
const RESTORE_WRITERS: { [K in HiringTable]: (q: PgDb, rows: HiringData[K]) => Promise<void> } = {
  jobs: async (q, rows) => {
    for (const part of batches(rows)) await q.execute(insertJobs(part));
  },
  candidates: async (q, rows) => {
    for (const part of batches(rows)) {
      const [candidatesInsert, tokensInsert] = insertCandidates(part);
      await q.execute(candidatesInsert);
      await q.execute(tokensInsert);
    }
  },
  assessments: async (q, rows) => {
    for (const part of batches(rows))
      await q.execute(
        insertRecords(
          assessments,
          [assessments.jobId, assessments.structure],
          part.map(assessmentRecord),
        ),
      );
  },
  notes: async (q, rows) => {
    const columns = [
      notes.id,
      notes.candidateId,
      notes.text,
      notes.createdAt,
      notes.authorId,
      notes.authorName,
    ];
    for (const part of batches(rows))
      await q.execute(insertRecords(notes, columns, part.map(noteRecord)));
  },
  responses: async (q, rows) => {
    const columns = [
      responses.id,
      responses.jobId,
      responses.candidateId,
      responses.answers,
      responses.submittedAt,
      responses.unverified,
    ];
    for (const part of batches(rows))
      await q.execute(insertRecords(responses, columns, part.map(responseRecord)));
  },
  timeline: async (q, rows) => {
    for (const part of batches(rows)) await q.execute(insertTimeline(part));
  },
  // One by one: a file may be 10 MB, and its bytes travel as a parameter of their own.
  files: async (q, rows) => {
    for (const file of rows) await insertFile(q, file);
  },
};

async function replaceAll(q: PgDb, data: HiringData): Promise<void> {
  // An admin's restore of a large backup may take longer than a request is allowed to.
  await q.execute(NO_STATEMENT_TIMEOUT);
  // Deleted rather than truncated: a read transaction already under way keeps its snapshot. Rows
  // that point at others go first (the search tokens go with their candidates).
  for (const name of [...TABLE_NAMES].reverse())
    await q.execute(sql`delete from ${HIRING_PG_TABLES[name]}`);
  for (const name of TABLE_NAMES)
    await (RESTORE_WRITERS[name] as (q: PgDb, rows: unknown[]) => Promise<void>)(q, data[name]);
  // Each table with ids goes on after the greatest it holds now.
  for (const name of TABLE_NAMES) {
    if (HIRING_TABLES[name].key !== 'id') continue;
    const greatest = greatestId(data[name] as ReadonlyArray<{ id: number }>);
    const sequence = `${name}_id_seq`;
    // At MAX_ID the next id would not fit: restart at it and use it up, so the next insert is refused.
    await q.execute(
      sql.raw(`alter sequence ${sequence} restart with ${Math.min(greatest + 1, MAX_ID)}`),
    );
    if (greatest >= MAX_ID) await q.execute(sql`select nextval(${sequence}::regclass)`);
  }
}
