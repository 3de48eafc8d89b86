import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { parseChangeEvent, type ChangeEvent } from '@/domain/changes';
import type { OwnedTableName } from '@/domain/schemas';
import type { EventHandler, HiringRow, LaterRepo, TeamStore, TeamTx, TxMode } from '../types';
import { liveEvents } from '../live';
import { eventRecorder, handlerList } from '../recorder';
import { subscriberSet } from '../subscribers';
import { reportTallies } from '../tallies';
import { asAuditActor, auditLogRepo, auditRecorder, type AuditKey } from './audit';
import { accountsRepo } from './accounts';
import { apiTokensRepo } from './api-tokens';
import { interviewRemindersRepo } from './interview-reminders';
import { scimRepo } from './scim';
import { ssoRepo } from './sso';
import { notificationsRepo } from './notifications';
import { outboxRepo } from './outbox';
import { webhooksRepo } from './webhooks';
import type { JobQueue } from './queue';
import type { PgDb } from './migrate';
import {
  assessments,
  interviewPlans,
  pipelineTemplates,
  responses,
  settings,
  rateLimits,
} from './schema';
import { guardIds, pgStorageError } from './errors';
import { candidatesRepo } from './repos/candidates';
import { mergeMethods } from './repos/merge';
import { filesRepo } from './repos/files';
import { applicationLinksRepo } from './repos/application-links';
import { offersRepo, offerVersionsRepo } from './repos/offers';
import { schedulingLinksRepo } from './repos/scheduling-links';
import { interviewsRepo, scorecardsRepo } from './repos/interviews';
import { jobsRepo } from './repos/jobs';
import { notesRepo } from './repos/notes';
import { talliesRepo } from './repos/tallies';
import { ownedRepo, type OwnedRepoOf } from './repos/owned';
import { restoreWriter } from './restore';
import { writeAll, writeParts } from '../restore';
import {
  assessmentColumns,
  interviewPlanColumns,
  pipelineTemplateColumns,
  OWNED_TABLES,
  responseColumns,
  toResponse,
} from './rows';
import { countAll, fromJson, hasNul, isId, pgTime, toJsonb, type CopyRows } from './values';

/**
 * Runs `work` in one SQL transaction over `q`: a 'read' one REPEATABLE READ and READ ONLY, a
 * 'write' one READ COMMITTED (the store serializes writes with a lock of its own).
 */
export type RunTransaction = <T>(
  mode: TxMode,
  work: (q: PgDb, copy?: CopyRows) => Promise<T>,
) => Promise<T>;

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
 * processes too. 'candidate' transactions share that lock and lock their candidate's row, so moves
 * of different candidates do not wait for each other. `close` is called by `store.close()`; `transaction` runs the SQL transactions
 * (Drizzle's by default).
 */
export function createPgStore(
  db: PgDb,
  options: {
    close?: () => Promise<void>;
    transaction?: RunTransaction;
    listen?: Listen;
    /** The durable queue background work is written to (reminders, and deliveries with `mail`). */
    queue?: JobQueue;
    /** Handlers of the recorded events besides the store's own (tallies, live events). */
    handlers?: ReadonlyArray<EventHandler<TeamTx>>;
    /** Whether the outbox's messages are delivered (a mail server is set up); else they wait. */
    mail?: boolean;
    /** The key of the audit chain's HMACs (pg/audit.ts). */
    auditKey: AuditKey;
  },
): TeamStore {
  const run = options.transaction ?? drizzleTransactions(db);
  const { listen } = options;
  const subscribers = subscriberSet();
  const handlers = handlerList<TeamTx>([reportTallies, liveEvents, ...(options.handlers ?? [])]);
  let listening: Promise<unknown> | undefined;
  const outsideTransactions = async <T>(work: (tx: TeamTx) => Promise<T>): Promise<T> => {
    try {
      // On the pool (postgres.js) or the one connection (PGlite): no BEGIN, no COMMIT.
      return await work(
        pgTx(db, { notify: refuseChange, record: refuseChange }, { auditKey: options.auditKey }),
      );
    } catch (error) {
      throw pgStorageError(error) ?? error;
    }
  };
  return {
    async transaction(mode, work) {
      const changes: ChangeEvent[] = [];
      let result;
      try {
        result = await run(mode, async (q, copy) => {
          if (mode === 'read')
            return work(pgTx(q, { notify: refuseChange, record: refuseChange }, options, copy));
          const recorder = eventRecorder(handlers.all);
          const repos = pgTx(
            q,
            { notify: (event) => changes.push(event), record: recorder.record },
            options,
            copy,
          );
          await q.execute(mode === 'write' ? WRITE_LOCK : CANDIDATE_LOCK);
          const value = await work(repos);
          // The consequences of what the work recorded, in this transaction (store/recorder.ts).
          await recorder.flush(repos);
          // NOTIFY is transactional: listeners hear of these changes only if the commit succeeds.
          // One statement for them all (a bulk action announces a change per candidate), in order.
          if (listen && changes.length > 0)
            await q.execute(
              sql`select pg_notify(${CHANGES_CHANNEL}, e.event) from jsonb_array_elements_text(${JSON.stringify(changes.map((event) => JSON.stringify(event)))}::jsonb) with ordinality as e(event, n) order by e.n`,
            );
          return value;
        });
      } catch (error) {
        throw pgStorageError(error) ?? error;
      }
      if (!listen) for (const event of changes) subscribers.change(event);
      return result;
    },
    restore(parts, then) {
      return this.transaction('write', (tx) => writeParts(tx, parts, then));
    },
    query(work) {
      return outsideTransactions(work);
    },
    asActor: asAuditActor,
    settleEmail(id, outcome) {
      return outsideTransactions((tx) => tx.outbox.settle(id, outcome));
    },
    settleWebhooks(tries) {
      return outsideTransactions((tx) => tx.webhooks.settle(tries));
    },
    handle(...added) {
      handlers.add(added);
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

/** What a read (or a query outside any transaction) does when asked to record or announce a change. */
const refuseChange = () => {
  throw new Error('A read records no change: it must not write.');
};

/** The durable queue as a transaction asks for jobs: in it, or nothing without a queue. */
function laterRepo(q: PgDb, queue: JobQueue | undefined): LaterRepo {
  return {
    queued: queue !== undefined,
    send: async (name, data, options) => {
      await queue?.send(q, name, data, options);
    },
    sendMany: async (name, jobs) => {
      await queue?.sendMany(q, name, jobs);
    },
  };
}

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
/**
 * The same lock, shared: 'candidate' transactions run beside each other (each locks its candidate's
 * row), not beside a 'write' one. PostgreSQL queues a shared request behind a waiting exclusive
 * one, so a stream of moves does not hold writes off for ever.
 */
const CANDIDATE_LOCK = sql.raw('select pg_advisory_xact_lock_shared(1414941815, 2)');

// --- Repositories --------------------------------------------------------------------------------

/** The repository of each table the list describes as owned (rows.ts's OWNED_TABLES). */
function ownedRepos(q: PgDb): { [K in OwnedTableName]: OwnedRepoOf<HiringRow<K>> } {
  return Object.fromEntries(
    Object.entries(OWNED_TABLES).map(([name, table]) => [
      name,
      ownedRepo<{ id: number; candidateId: number }>(q, table),
    ]),
  ) as { [K in OwnedTableName]: OwnedRepoOf<HiringRow<K>> };
}

function pgTx(
  q: PgDb,
  { notify, record }: Pick<TeamTx, 'notify' | 'record'>,
  { queue, mail, auditKey }: { queue?: JobQueue; mail?: boolean; auditKey: AuditKey },
  copy?: CopyRows,
): TeamTx {
  const replaceStart = () => restoreWriter(q, copy);
  const later = laterRepo(q, queue);
  return {
    notify,
    record,
    audit: auditRecorder(q, auditKey),
    auditLog: auditLogRepo(q, auditKey),
    accounts: accountsRepo(q),
    apiTokens: apiTokensRepo(q),
    outbox: outboxRepo(q, mail && queue ? later : undefined),
    later,
    notifications: notificationsRepo(q),
    webhooks: webhooksRepo(q),
    interviewReminders: interviewRemindersRepo(q),
    sso: ssoRepo(q),
    scim: scimRepo(q),
    jobs: jobsRepo(q),
    candidates: { ...candidatesRepo(q), ...mergeMethods(q) },
    // Every owned table's repository from its description; those that do more, theirs.
    ...ownedRepos(q),
    notes: notesRepo(q),
    interviews: interviewsRepo(q),
    scorecards: scorecardsRepo(q),
    applicationLinks: applicationLinksRepo(q),
    offers: offersRepo(q),
    offerVersions: offerVersionsRepo(q),
    schedulingLinks: schedulingLinksRepo(q),
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
    interviewPlans: {
      get: async (jobId) => {
        if (!isId(jobId)) return undefined;
        const [row] = await q
          .select(interviewPlanColumns)
          .from(interviewPlans)
          .where(eq(interviewPlans.jobId, jobId));
        return row;
      },
      put: async ({ jobId, interviews }) => {
        await q
          .insert(interviewPlans)
          .values({ jobId, interviews: toJsonb(interviews) })
          .onConflictDoUpdate({
            target: interviewPlans.jobId,
            set: { interviews: sql`excluded.interviews` },
          });
      },
      all: () =>
        q.select(interviewPlanColumns).from(interviewPlans).orderBy(asc(interviewPlans.jobId)),
    },
    pipelineTemplates: {
      get: async (id) => {
        if (!isId(id)) return undefined;
        const [row] = await q
          .select(pipelineTemplateColumns)
          .from(pipelineTemplates)
          .where(eq(pipelineTemplates.id, id));
        return row;
      },
      all: () =>
        q
          .select(pipelineTemplateColumns)
          .from(pipelineTemplates)
          .orderBy(asc(pipelineTemplates.id)),
      insert: async (template) => {
        const [row] = await guardIds('pipeline_templates', () =>
          q
            .insert(pipelineTemplates)
            .values({ ...template, stages: toJsonb(template.stages) })
            .returning({ id: pipelineTemplates.id }),
        );
        return { id: row!.id, ...template };
      },
      update: async ({ id, name, stages, isDefault }) => {
        if (!isId(id)) return;
        await q
          .update(pipelineTemplates)
          .set({ name, stages: toJsonb(stages), isDefault })
          .where(eq(pipelineTemplates.id, id));
      },
      remove: async (id) => {
        if (!isId(id)) return false;
        const rows = await q
          .delete(pipelineTemplates)
          .where(eq(pipelineTemplates.id, id))
          .returning({ id: pipelineTemplates.id });
        return rows.length > 0;
      },
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
      get: async (id) => {
        if (!isId(id)) return undefined;
        const [row] = await q.select(responseColumns).from(responses).where(eq(responses.id, id));
        return row && toResponse(row);
      },
      // Its files and status links go with it (their foreign keys cascade).
      remove: async (id) => {
        if (isId(id)) await q.delete(responses).where(eq(responses.id, id));
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
    replaceStart,
    replaceAll: async (data) => writeAll(await replaceStart(), data),
  };
}
