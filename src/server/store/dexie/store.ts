import Dexie, { type Collection, type Table, type Transaction } from 'dexie';
import type { ChangeEvent } from '@/domain/changes';
import {
  CANDIDATE_TABLES,
  HIRING_TABLES,
  OWNED_TABLE_NAMES,
  TABLE_NAMES,
  type TableSpec,
} from '@/domain/schemas';
import type { Interview, Scorecard } from '@/domain/interviews';
import type {
  ApplicationLink,
  InterviewPlanRow,
  Offer,
  OfferVersion,
  SchedulingLink,
  PipelineTemplate,
} from '@/domain/schemas';
import { compactPlace, stageIdOf } from '@/domain/pipelines';
import { MAX_ID } from '@/domain/ids';
import { dueForErasure } from '@/domain/privacy';
import { tagKey } from '@/domain/tags';
import { phoneDigits } from '@/domain/duplicates';
import { DATED_MARK, datedKeyRange, undatedKey } from '@/domain/reports';
import { documentTerms, searchTerms } from '@/domain/search';
import type { CandidateSort } from '@/domain/enums';
import type { FileTextStatus } from '@/domain/files';
import { STAGES, type Candidate, type Stage } from '@/domain/types';
import {
  StorageError,
  type CandidateFilter,
  type CandidateOwnedRepo,
  type CandidatesRepo,
  type FileTextState,
  type HiringData,
  type ListedCandidate,
  type IdleCandidate,
  type JobFilter,
  type JobsRepo,
  type New,
  type OwnedRepos,
  type RestoreWriter,
  type Store,
  type Tx,
} from '../types';
import type {
  AssessmentRow,
  CandidateRow,
  JobRow,
  NoteRow,
  FileRow,
  ResponseRow,
  SettingRow,
  TallyRow,
  TalentflowDB,
  TimelineRow,
} from './schema';
import { extrasOf, NO_ACTIVITY, NO_APPLIED_AT, WORD_OWNER } from './schema';
import { liveEvents } from '../live';
import { eventRecorder, handlerList } from '../recorder';
import { subscriberSet } from '../subscribers';
import { reportTallies } from '../tallies';
import { gather, writeAll, writeParts } from '../restore';

/**
 * The store's own handlers of what a write records in browser mode: the reports' counts and the
 * live events (the change feed). The services add theirs (`handle`); there are no webhooks, email
 * or queue.
 */
const BROWSER_HANDLERS = [reportTallies, liveEvents];

/** What a read does when asked to record or announce a change. */
const refuseChange = () => {
  throw new Error('A read records no change: it must not write.');
};

/** The browser's store: the repositories over IndexedDB through Dexie, each bound to one transaction. */
export function createDexieStore(db: TalentflowDB): Store {
  const subscribers = subscriberSet();
  const handlers = handlerList<Tx>(BROWSER_HANDLERS);
  return {
    async transaction(mode, work) {
      const changes: ChangeEvent[] = [];
      let result;
      try {
        result = await db.transaction(mode === 'read' ? 'r' : 'rw', db.tables, async (tx) => {
          if (mode === 'read')
            return work(dexieTx(tx, { notify: refuseChange, record: refuseChange }));
          const recorder = eventRecorder(handlers.all);
          const repos = dexieTx(tx, {
            notify: (event) => changes.push(event),
            record: recorder.record,
          });
          const value = await work(repos);
          // The consequences of what the work recorded, in this transaction (store/recorder.ts).
          await recorder.flush(repos);
          return value;
        });
      } catch (error) {
        throw storageError(error) ?? error;
      }
      // Dexie resolves once IndexedDB has committed: only now are the changes real.
      for (const event of changes) subscribers.change(event);
      return result;
    },
    // IndexedDB commits a transaction that waits on anything else: the parts are gathered first.
    async restore(parts, then) {
      const all = await gather(parts);
      await this.transaction('write', (tx) => writeParts(tx, all, then));
    },
    // IndexedDB has no reads outside a transaction: a read transaction is as cheap.
    query(work) {
      return this.transaction('read', work);
    },
    async subscribe(subscriber) {
      return subscribers.add(subscriber);
    },
    handle(...added) {
      handlers.add(added);
    },
    async close() {
      db.close();
    },
  };
}

/** Maps a failure inside IndexedDB to a StorageError with a message a person can act on. */
export function storageError(error: unknown): StorageError | undefined {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return new StorageError(
      'full',
      'The browser refused to store more data: storage is full. Free some space or export a backup, then try again.',
      {
        cause: error,
      },
    );
  }
  if (
    /Abort|Constraint|DatabaseClosed|InvalidState|Transaction|Upgrade|Version|ReadOnly/.test(
      name + inner,
    )
  ) {
    return new StorageError(
      'unavailable',
      `The browser database refused the change (${inner || name}). Nothing was saved; try again.`,
      { cause: error },
    );
  }
  return undefined;
}

type TableOf<T, K = number> = Table<T, K, T>;

/**
 * The rows whose `field` is one of `ids`. IndexedDB answers `anyOf` with a cursor, a step per row;
 * ids close together (a batch of candidates, as a recount or an export reads them) are one range
 * read in a single request, and what lies between is dropped here.
 */
async function rowsWithAnyOf<T>(
  table: TableOf<T>,
  field: string,
  ids: readonly number[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  let low = ids[0]!;
  let high = low;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  if (high - low + 1 > ids.length * 2)
    return table
      .where(field)
      .anyOf([...ids])
      .toArray();
  const wanted = new Set(ids);
  const rows = await table.where(field).between(low, high, true, true).toArray();
  return rows.filter((row) => wanted.has((row as Record<string, number>)[field]!));
}

/** The tables whose rows go with an erased candidate (domain/schemas/tables.ts). */
const erasedWithCandidate = CANDIDATE_TABLES.filter(
  (name) => HIRING_TABLES[name].erasure === 'erased-with',
);

function dexieTx(tx: Transaction, { notify, record }: Pick<Tx, 'notify' | 'record'>): Tx {
  const jobs = tx.table('jobs') as TableOf<JobRow>;
  const candidates = tx.table('candidates') as TableOf<CandidateRow>;
  const notes = tx.table('notes') as TableOf<NoteRow>;
  const timeline = tx.table('timeline') as TableOf<TimelineRow>;
  const assessments = tx.table('assessments') as TableOf<AssessmentRow>;
  const interviewPlans = tx.table('interviewPlans') as TableOf<InterviewPlanRow>;
  const pipelineTemplates = tx.table('pipelineTemplates') as TableOf<PipelineTemplate>;
  const interviews = tx.table('interviews') as TableOf<Interview>;
  const scorecards = tx.table('scorecards') as TableOf<Scorecard>;
  const responses = tx.table('responses') as TableOf<ResponseRow>;
  const settings = tx.table('settings') as TableOf<SettingRow, string>;
  const files = tx.table('files') as TableOf<FileRow>;
  const tallies = tx.table('tallies') as Table<TallyRow, [number, string], TallyRow>;
  const applicationLinks = tx.table('applicationLinks') as TableOf<ApplicationLink>;
  const offers = tx.table('offers') as TableOf<Offer>;
  const offerVersions = tx.table('offerVersions') as TableOf<OfferVersion>;
  const schedulingLinks = tx.table('schedulingLinks') as TableOf<SchedulingLink>;

  /**
   * The candidates due for erasure by retention, by id (domain/privacy's dueForErasure): those
   * whose last activity, kept with them (schema.ts's rowsMiddleware), is before the cutoff (by its
   * index: none sorts first), who are rejected or on an archived job.
   */
  const idleCandidates = async (cutoff: string): Promise<IdleCandidate[]> => {
    const archived = new Set(
      (await jobs.toArray()).filter((j) => j.status === 'archived').map((j) => j.id),
    );
    return (await candidates.where('lastActivityAt').below(cutoff).toArray())
      .map((candidate) => {
        const at = extrasOf(candidate).lastActivityAt;
        return {
          candidate,
          lastActivityAt: typeof at === 'string' && at !== NO_ACTIVITY ? at : null,
        };
      })
      .filter(({ candidate, lastActivityAt }) =>
        dueForErasure(
          { stage: candidate.stage, jobArchived: archived.has(candidate.jobId), lastActivityAt },
          cutoff,
        ),
      )
      .sort((a, b) => a.candidate.id - b.candidate.id);
  };

  // Every table of the list emptied, then filled part by part.
  const replaceStart = async (): Promise<RestoreWriter> => {
    await Promise.all(TABLE_NAMES.map((name) => tx.table(name).clear()));
    return {
      add: async ({ table, rows }) => {
        await tx.table(table).bulkAdd(rows);
      },
      finish: async () => {},
    };
  };
  // Every owned table's repository, from its candidateId index and the list's order.
  const owned = Object.fromEntries(
    OWNED_TABLE_NAMES.map((name) => [
      name,
      ownedRepo(
        tx.table(name) as TableOf<{ id: number; candidateId: number }>,
        byFields((HIRING_TABLES[name] as TableSpec).order ?? []),
      ),
    ]),
  ) as OwnedRepos;
  return {
    ...owned,
    jobs: jobsRepo(jobs),
    candidates: {
      ...candidatesRepo(candidates, interviews, notes, files),
      // With every row of theirs the list of tables erases with them (each has a candidateId index).
      remove: async (id) => {
        if ((await candidates.get(id)) === undefined) return false;
        await Promise.all([
          candidates.delete(id),
          ...erasedWithCandidate.map((name) =>
            tx.table(name).where('candidateId').equals(id).delete(),
          ),
        ]);
        return true;
      },
      listByEmail: async (email) =>
        (await candidates.where('email').equals(email).toArray()).sort((a, b) => a.id - b.id),
      // No index of phones' digits: one pass over the candidates (browser mode's are few).
      withPhone: async (digits) =>
        (await candidates.filter((c) => phoneDigits(c.phone) === digits).toArray()).sort(
          (a, b) => a.id - b.id,
        ),
      // Every table of the list that points at candidates (each has a candidateId index). Rows are
      // read raw (with what they keep beside their data) and put back whole: a Blob survives that,
      // and the rows middleware moves the kept candidate's dates with them.
      reassign: async (fromId, toId) => {
        for (const name of CANDIDATE_TABLES) {
          const table = tx.table(name);
          const rows = (await table.where('candidateId').equals(fromId).raw().toArray()) as Array<{
            candidateId: number;
          }>;
          if (rows.length > 0)
            await table.bulkPut(rows.map((row) => ({ ...row, candidateId: toId })));
        }
      },
      idle: async (cutoff, limit) => (await idleCandidates(cutoff)).slice(0, limit),
      countIdle: async (cutoff) => (await idleCandidates(cutoff)).length,
    },
    applicationLinks: {
      ...owned.applicationLinks,
      findByHash: (tokenHash) => applicationLinks.where('tokenHash').equals(tokenHash).first(),
      removeByResponse: async (responseId) => {
        await applicationLinks.where('responseId').equals(responseId).delete();
      },
      narrowToSubmissions: async (candidateId) => {
        const whole = () =>
          applicationLinks
            .where('candidateId')
            .equals(candidateId)
            .filter((link) => link.scope === 'candidate');
        await whole()
          .filter((link) => link.responseId === undefined)
          .delete();
        await whole().modify({ scope: 'submission' });
      },
    },
    notes: {
      ...owned.notes,
      get: (id) => notes.get(id),
      update: async (note) => {
        await notes.put(note);
      },
      remove: async (id) => {
        if (!(await notes.get(id))) return false;
        await notes.delete(id);
        return true;
      },
      // Notes get their words as they are written, and version 14 gave the older ones theirs.
      indexWords: async () => 0,
      countUnindexed: async () => 0,
    },
    timeline: {
      ...owned.timeline,
      listByCandidates: async (candidateIds) =>
        (await rowsWithAnyOf(timeline, 'candidateId', candidateIds)).sort(
          (a, b) =>
            a.candidateId - b.candidateId || Date.parse(a.date) - Date.parse(b.date) || a.id - b.id,
        ),
    },
    assessments: {
      get: (jobId) => assessments.get(jobId),
      put: async (assessment) => {
        await assessments.put(assessment);
      },
      all: () => assessments.toArray(),
    },
    offers: {
      ...owned.offers,
      get: (id) => offers.get(id),
      findByHash: (tokenHash) => offers.where('tokenHash').equals(tokenHash).first(),
      listByStatus: async (status) => offers.where('status').equals(status).sortBy('id'),
      update: async (offer) => {
        await offers.put(offer);
      },
    },
    offerVersions: {
      ...owned.offerVersions,
      update: async (version) => {
        await offerVersions.put(version);
      },
    },
    schedulingLinks: {
      ...owned.schedulingLinks,
      get: (id) => schedulingLinks.get(id),
      findByHash: (tokenHash) => schedulingLinks.where('tokenHash').equals(tokenHash).first(),
      update: async (link) => {
        await schedulingLinks.put(link);
      },
    },
    interviews: {
      ...owned.interviews,
      get: (id) => interviews.get(id),
      listStarting: async (from, to, interviewerId) =>
        (interviewerId === undefined
          ? await interviews.where('startsAt').between(from, to, true, false).toArray()
          : // One member's: by the multi-entry index of interviewers, then their window.
            (await interviews.where('interviewerIds').equals(interviewerId).toArray()).filter(
              (i) => i.startsAt >= from && i.startsAt < to,
            )
        ).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id),
      candidateIdsOf: async (interviewerId) =>
        [...(await interviewedBy(interviews, interviewerId))].sort((a, b) => a - b),
      update: async (interview) => {
        await interviews.put(interview);
      },
    },
    scorecards: {
      ...owned.scorecards,
      listByInterview: async (interviewId) =>
        (await scorecards.where('interviewId').equals(interviewId).toArray()).sort(
          (a, b) => a.id - b.id,
        ),
      update: async (card) => {
        await scorecards.put(card);
      },
    },
    interviewPlans: {
      get: (jobId) => interviewPlans.get(jobId),
      put: async (plan) => {
        await interviewPlans.put(plan);
      },
      all: () => interviewPlans.toArray(),
    },
    pipelineTemplates: {
      get: (id) => pipelineTemplates.get(id),
      all: () => pipelineTemplates.toArray(),
      insert: (template) => insertRow(pipelineTemplates, template),
      update: async (template) => {
        await pipelineTemplates.put(template);
      },
      remove: async (id) => {
        const found = (await pipelineTemplates.get(id)) !== undefined;
        if (found) await pipelineTemplates.delete(id);
        return found;
      },
    },
    responses: {
      listByJob: async (jobId) =>
        (await responses.where('jobId').equals(jobId).toArray()).sort(newestFirst),
      listByCandidate: async (candidateId) =>
        (await responses.where('candidateId').equals(candidateId).toArray()).sort(newestFirst),
      countFor: (candidateId, jobId) =>
        responses
          .where('candidateId')
          .equals(candidateId)
          .filter((r) => r.jobId === jobId)
          .count(),
      insert: (response) => insertRow(responses, response),
      get: (id) => responses.get(id),
      remove: async (id) => {
        await Promise.all([
          responses.delete(id),
          files.where('responseId').equals(id).delete(),
          applicationLinks.where('responseId').equals(id).delete(),
        ]);
      },
      all: () => responses.toArray(),
    },
    files: {
      insert: async (file) => {
        const { content: _content, ...meta } = await insertRow(files, file);
        return meta;
      },
      get: (id) => files.get(id),
      // IndexedDB reads a row whole: browser mode never asks this of a large file in a hot path.
      ownerOf: async (id) => (await files.get(id))?.candidateId,
      listByResponses: async (ids) => {
        const rows = await rowsWithAnyOf(files, 'responseId', ids);
        return rows.sort((a, b) => a.id - b.id).map(({ content: _content, ...meta }) => meta);
      },
      listByCandidate: async (candidateId) => {
        const rows = await files.where('candidateId').equals(candidateId).sortBy('id');
        return rows.map(({ content: _content, ...meta }) => meta);
      },
      all: () => files.toArray(),
      pendingText: async (limit) =>
        (await files.where('textStatus').equals('pending').limit(limit).toArray()).map(
          ({ id, type, content }) => ({ id, type, content }),
        ),
      setText: async (id, read) => {
        // Kept beside the file (schema's FILE_EXTRAS): the middleware makes its words.
        const extras =
          read.status === 'indexed'
            ? { textStatus: 'indexed', text: read.text, textReason: undefined }
            : { textStatus: 'unreadable', text: undefined, textReason: read.reason };
        await files.update(id, extras as never);
      },
      textCounts: async () => {
        const counts: Record<FileTextStatus, number> = { pending: 0, indexed: 0, unreadable: 0 };
        for (const status of Object.keys(counts) as FileTextStatus[])
          counts[status] = await files.where('textStatus').equals(status).count();
        return counts;
      },
      textStates: async (candidateId) => {
        const states = new Map<number, FileTextState>();
        for (const row of await files.where('candidateId').equals(candidateId).toArray()) {
          const { textStatus, textReason } = extrasOf(row);
          if (textStatus === 'pending') states.set(row.id, { status: 'pending' });
          if (textStatus === 'unreadable')
            states.set(row.id, { status: 'unreadable', reason: String(textReason ?? '') });
        }
        return states;
      },
    },
    tallies: {
      read: async (scope) => {
        // The plain keys: the dated ones (domain/reports.ts) sort from DATED_MARK on.
        const rows = await tallies
          .where('[scope+key]')
          .between([scope, Dexie.minKey], [scope, DATED_MARK])
          .toArray();
        return new Map(rows.map((row) => [row.key, row.n]));
      },
      readDays: async (scope, from, to) => {
        const [low, high] = datedKeyRange(from, to);
        const sums = new Map<string, number>();
        await tallies
          .where('[scope+key]')
          .between([scope, low], [scope, high])
          .each((row) => {
            const key = undatedKey(row.key);
            sums.set(key, (sums.get(key) ?? 0) + row.n);
          });
        return sums;
      },
      readPrefix: async (scope, prefix) => {
        const rows = await tallies
          .where('[scope+key]')
          .between([scope, prefix], [scope, `${prefix}\uffff`])
          .toArray();
        return new Map(rows.flatMap((row) => (row.n !== 0 ? [[row.key, row.n]] : [])));
      },
      readKeys: async (scope, keys) => {
        const rows = await tallies.bulkGet(keys.map((key): [number, string] => [scope, key]));
        return new Map(rows.flatMap((row) => (row && row.n !== 0 ? [[row.key, row.n]] : [])));
      },
      add: async (changes) => {
        const held = await tallies.bulkGet(
          changes.map((change): [number, string] => [change.scope, change.key]),
        );
        const kept: TallyRow[] = [];
        const gone: Array<[number, string]> = [];
        changes.forEach(({ scope, key, n }, i) => {
          const total = (held[i]?.n ?? 0) + n;
          if (total === 0) gone.push([scope, key]);
          else kept.push({ scope, key, n: total });
        });
        await Promise.all([tallies.bulkPut(kept), tallies.bulkDelete(gone)]);
      },
      clear: () => tallies.clear(),
    },
    settings: {
      get: async (key) => (await settings.get(key))?.value,
      set: async (key, value) => {
        await settings.put({ key, value });
      },
    },
    notify,
    record,
    // Browser mode has one recruiter and no accounts: it keeps no audit log.
    audit: { record: async () => {} },
    replaceStart,
    replaceAll: async (data: HiringData) => writeAll(await replaceStart(), data),
  };
}

/**
 * The repository of a table whose rows belong to a candidate: its `candidateId` index, and the
 * order of a candidate's rows. A new candidate-owned table needs only these two.
 */
function ownedRepo<T extends { id: number; candidateId: number }>(
  table: TableOf<T>,
  order: (a: T, b: T) => number,
): CandidateOwnedRepo<T> {
  return {
    listByCandidate: async (candidateId) =>
      (await table.where('candidateId').equals(candidateId).toArray()).sort(order),
    insert: (row) => insertRow(table, row),
    insertMany: async (rows) => {
      await insertRows(table, rows);
    },
    all: () => table.toArray(),
  };
}

/**
 * Rows in the order of these fields, then by id: times (ISO) as instants, numbers as numbers (as
 * PostgreSQL orders its columns).
 */
function byFields<T extends { id: number }>(fields: readonly string[]) {
  const key = (value: unknown) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : value;
  return (a: T, b: T): number => {
    for (const field of fields) {
      const x = key((a as Record<string, unknown>)[field]) as number | string;
      const y = key((b as Record<string, unknown>)[field]) as number | string;
      if (x !== y) return x < y ? -1 : 1;
    }
    return a.id - b.id;
  };
}

const newestFirst = (a: ResponseRow, b: ResponseRow) =>
  b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id;

/**
 * The ids for `count` new rows: after the greatest id the table holds. Ids are given here rather
 * than by IndexedDB's key generator, which never goes back down: one restore of huge ids would
 * otherwise leave every later insert beyond the ids TalentFlow accepts, even after the rows are gone.
 */
async function nextIds<T>(table: TableOf<T>, count: number): Promise<number[]> {
  const [last = 0] = (await table.orderBy(':id').reverse().limit(1).primaryKeys()) as number[];
  if (last + count > MAX_ID) {
    throw new StorageError(
      'full',
      `No more rows fit in ${table.name}: its ids have reached ${MAX_ID}. Nothing was saved.`,
    );
  }
  return Array.from({ length: count }, (_, i) => last + 1 + i);
}

async function insertRow<T extends { id: number }>(table: TableOf<T>, row: New<T>): Promise<T> {
  const [id] = (await nextIds(table, 1)) as [number];
  const stored = { ...row, id } as T;
  await table.add(stored);
  return stored;
}

async function insertRows<T extends { id: number }>(
  table: TableOf<T>,
  rows: ReadonlyArray<New<T>>,
): Promise<T[]> {
  const ids = await nextIds(table, rows.length);
  const stored = rows.map((row, i) => ({ ...row, id: ids[i] as number }) as T);
  await table.bulkAdd(stored);
  return stored;
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

function jobsRepo(jobs: TableOf<JobRow>): JobsRepo {
  return {
    get: (id) => jobs.get(id),
    getMany: (ids) => jobs.bulkGet([...ids]),
    async list(filter: JobFilter, slice) {
      // The status index narrows the read; jobs are few, so text filters and sorting are done here.
      const source = filter.status
        ? jobs.where('status').equals(filter.status)
        : jobs.toCollection();
      const { search, tagTerms = [] } = filter;
      const matching = (await source.toArray())
        .filter(
          (job) =>
            (!search || includesText(job.title, search)) &&
            tagTerms.every((term) => job.tags.some((tag) => includesText(tag, term))),
        )
        .sort((a, b) => a.order - b.order || a.id - b.id);
      return {
        jobs: matching.slice(slice.offset, slice.offset + slice.limit),
        totalCount: matching.length,
      };
    },
    lastOrder: async () => (await jobs.orderBy('order').last())?.order,
    slugsLike: async (base) =>
      (await jobs.where('slug').startsWith(base).toArray())
        .map((job) => job.slug)
        .filter((slug) => slug === base || slug.startsWith(`${base}-`)),
    insert: (job) => insertRow(jobs, job),
    insertMany: (rows) => insertRows(jobs, rows),
    update: async (job) => {
      await jobs.put(job);
    },
    all: () => jobs.toArray(),
  };
}

/** The candidates a member interviews (in an interview not cancelled), by the interviewers' index. */
async function interviewedBy(
  interviews: TableOf<Interview>,
  interviewerId: number,
): Promise<Set<number>> {
  const theirs = await interviews.where('interviewerIds').equals(interviewerId).toArray();
  return new Set(theirs.filter((i) => i.status === 'scheduled').map((i) => i.candidateId));
}

type CandidateCollection = Collection<CandidateRow, number, CandidateRow>;

function candidatesRepo(
  candidates: TableOf<CandidateRow>,
  interviews: TableOf<Interview>,
  notes: TableOf<NoteRow>,
  files: TableOf<FileRow>,
): Omit<
  CandidatesRepo,
  'remove' | 'listByEmail' | 'idle' | 'countIdle' | 'withPhone' | 'reassign'
> {
  /**
   * The candidates one of whose notes or files holds every word, from the `*words` indexes alone:
   * each entry names its candidate (WORD_OWNER), and each document must hold every word.
   */
  async function documentIds(words: readonly string[]): Promise<Set<number>> {
    const owners = new Set<number>();
    for (const table of [notes, files] as Array<TableOf<{ id: number }>>) {
      let documents: Map<number, number> | null = null;
      for (const word of words) {
        const found = new Map<number, number>();
        await table
          .where('words')
          .startsWith(word)
          .eachKey((key, cursor) => {
            const document = cursor.primaryKey as number;
            if (documents !== null && !documents.has(document)) return;
            const entry = String(key);
            found.set(document, Number(entry.slice(entry.lastIndexOf(WORD_OWNER) + 1)));
          });
        documents = found;
        if (documents.size === 0) break;
      }
      for (const owner of documents?.values() ?? []) owners.add(owner);
    }
    return owners;
  }

  /** A text query's candidates: their own words, or a note's or file's; null: it filters nothing. */
  async function textIds(query: string | undefined): Promise<Set<number> | null> {
    if (query === undefined) return null;
    const words = documentTerms(query);
    const own = searchTerms(query).length > 0 ? await searchIds(query) : null;
    if (own === null && words.length === 0) return null;
    const found = new Set(own ?? []);
    if (words.length > 0) for (const id of await documentIds(words)) found.add(id);
    return found;
  }

  /** A listed candidate: the row with their dates, when they have them. */
  function listed(row: CandidateRow): ListedCandidate {
    const { appliedAt, lastActivityAt } = extrasOf(row);
    return {
      ...row,
      ...(appliedAt !== NO_APPLIED_AT && typeof appliedAt === 'string' && { appliedAt }),
      ...(lastActivityAt !== NO_ACTIVITY &&
        typeof lastActivityAt === 'string' && { lastActivityAt }),
    };
  }

  /** What each order sorts by, as the rows read hold it. */
  const sortKey =
    (sort: CandidateSort) =>
    (row: CandidateRow): string | number => {
      const extras = extrasOf(row);
      if (sort === 'stage') return STAGES.indexOf(row.stage);
      if (sort === 'email') return row.email;
      return String(extras[sort === 'name' ? 'nameKey' : sort] ?? '');
    };

  /**
   * A search's matches narrowed to the candidates a member interviews (by the interviewers'
   * index): null (no narrowing) when neither is asked.
   */
  async function narrowed(
    matches: Set<number> | null,
    interviewerId: number | undefined,
  ): Promise<Set<number> | null> {
    if (interviewerId === undefined) return matches;
    const theirs = await interviewedBy(interviews, interviewerId);
    return matches ? new Set([...theirs].filter((id) => matches.has(id))) : theirs;
  }

  /**
   * The index range for the stage and job filters, in id order, holding only ids above `afterId`.
   * Every index used ends in the id, so "after this id" is a key range too: nothing is skipped
   * by reading, however deep the page.
   */
  function filterRange(
    { stage, stageId, jobId }: Omit<CandidateFilter, 'search'>,
    afterId = 0,
  ): CandidateCollection {
    const { maxKey } = Dexie;
    if (stageId !== undefined) {
      // A job's stage (stage ids are the job's own), and its category if asked too.
      const range = candidates
        .where('[jobId+stageId+id]')
        .between([jobId ?? 0, stageId, afterId], [jobId ?? 0, stageId, maxKey], false, true);
      return stage ? range.filter((row) => row.stage === stage) : range;
    }
    if (stage && jobId !== undefined)
      return candidates
        .where('[jobId+stage+id]')
        .between([jobId, stage, afterId], [jobId, stage, maxKey], false, true);
    if (stage)
      return candidates.where('[stage+id]').between([stage, afterId], [stage, maxKey], false, true);
    if (jobId !== undefined)
      return candidates.where('[jobId+id]').between([jobId, afterId], [jobId, maxKey], false, true);
    return afterId > 0 ? candidates.where(':id').above(afterId) : candidates.toCollection();
  }

  /**
   * The ids of the candidates matching every search term (a token starting with it), read from the
   * `*searchTokens` index alone. Null when the search has nothing to look for.
   */
  async function searchIds(search: string | undefined): Promise<Set<number> | null> {
    const terms = search ? searchTerms(search) : [];
    if (terms.length === 0) return null;
    let result: Set<number> | null = null;
    for (const term of terms) {
      const keys = await candidates.where('searchTokens').startsWith(term).primaryKeys();
      const next = new Set<number>();
      for (const key of keys) if (result === null || result.has(key)) next.add(key);
      result = next;
      if (result.size === 0) break;
    }
    return result;
  }

  /** The ids matching the index filters and the search, in id order: keys only, no rows read. */
  async function matchingIds(
    filters: Omit<CandidateFilter, 'search'>,
    matches: Set<number>,
  ): Promise<number[]> {
    if (filters.stage === undefined && filters.stageId === undefined && filters.jobId === undefined)
      return [...matches].sort((a, b) => a - b);
    const keys = await filterRange(filters).primaryKeys();
    return keys.filter((id) => matches.has(id));
  }

  return {
    async list(filter, { sort, order }, { offset, limit }, counting = 'exact') {
      const { stage, stageId, jobId, source, tag, appliedFrom, appliedBefore } = filter;
      const matches = await narrowed(await textIds(filter.q), filter.interviewerId);
      const tagWanted = tag === undefined ? undefined : tagKey(tag);
      const fits = (row: CandidateRow) => {
        // A filter along an index sees rows as stored; rows read whole have their extras aside.
        const applied = String(
          (row as { appliedAt?: string }).appliedAt ?? extrasOf(row).appliedAt ?? NO_APPLIED_AT,
        );
        return (
          (stage === undefined || row.stage === stage) &&
          (stageId === undefined || stageIdOf(row) === stageId) &&
          (jobId === undefined || row.jobId === jobId) &&
          (source === undefined || row.source === source) &&
          (tagWanted === undefined || (row.tags ?? []).some((t) => tagKey(t) === tagWanted)) &&
          (appliedFrom === undefined || applied >= appliedFrom) &&
          (appliedBefore === undefined || applied < appliedBefore) &&
          (matches === null || matches.has(row.id))
        );
      };
      const told = (total: number) =>
        counting === 'none'
          ? {}
          : { totalCount: counting === 'exact' ? total : Math.min(total, counting.upTo) };
      const key = sortKey(sort);
      const sign = order === 'desc' ? -1 : 1;
      const byKey = (a: CandidateRow, b: CandidateRow) => {
        const x = key(a);
        const y = key(b);
        return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
      };
      // A text query's few matches, or the stage order (no index): read, then sorted here.
      if ((matches !== null && matches.size <= ROWS_FOR_LIST_IN_MEMORY) || sort === 'stage') {
        const rows = (
          matches !== null
            ? (await candidates.bulkGet([...matches])).filter((row) => row !== undefined)
            : await filterRange({ stage, stageId, jobId }).toArray()
        )
          .filter(fits)
          .sort(byKey);
        return { candidates: rows.slice(offset, offset + limit).map(listed), ...told(rows.length) };
      }
      // Otherwise along the order's index (by its key, then id), the filters checked on the way;
      // a text query alone counts its matches without reading a row.
      const queryAlone =
        matches !== null &&
        [stage, stageId, jobId, source, tag, appliedFrom, appliedBefore].every(
          (v) => v === undefined,
        );
      const index = sort === 'name' ? 'nameKey' : sort;
      const ordered = candidates.orderBy(index);
      const walk = () =>
        (order === 'desc' ? ordered.clone().reverse() : ordered.clone()).filter(fits);
      const [rows, total] = await Promise.all([
        walk().offset(offset).limit(limit).toArray(),
        counting === 'none'
          ? 0
          : queryAlone
            ? matches.size
            : counting === 'exact'
              ? walk().count()
              : walk().limit(counting.upTo).count(),
      ]);
      return { candidates: rows.map(listed), ...told(total) };
    },
    async matchingTexts(candidateIds, query) {
      const words = documentTerms(query);
      if (words.length === 0 || candidateIds.length === 0) return [];
      const holds = (row: object) => {
        const found = (extrasOf(row).words ?? []) as string[];
        return words.every((word) => found.some((entry) => entry.startsWith(word)));
      };
      const ids = [...candidateIds];
      const [noteRows, fileRows] = await Promise.all([
        rowsWithAnyOf(notes, 'candidateId', ids),
        rowsWithAnyOf(files, 'candidateId', ids),
      ]);
      return [
        ...noteRows
          .filter(holds)
          .sort((a, b) => a.id - b.id)
          .map((n) => ({ candidateId: n.candidateId, field: 'note' as const, text: n.text })),
        ...fileRows
          .filter(holds)
          .sort((a, b) => a.id - b.id)
          .map((f) => ({
            candidateId: f.candidateId,
            field: 'resume' as const,
            text: String(extrasOf(f).text ?? ''),
          })),
      ];
    },
    get: (id) => candidates.get(id),
    getMany: (ids) => candidates.bulkGet([...ids]),
    async page(
      { stage, stageId, jobId, search, interviewerId, afterId = 0 },
      { offset, limit },
      counting = 'exact',
    ) {
      const filters = { stage, stageId, jobId };
      const matches = await narrowed(await searchIds(search), interviewerId);
      // The index keeps counts, so a bound saves nothing here: it only caps what is told.
      const told = (total: number) =>
        counting === 'none'
          ? {}
          : { totalCount: counting === 'exact' ? total : Math.min(total, counting.upTo) };
      if (matches === null) {
        const [totalCount, rows] = await Promise.all([
          counting === 'none' ? 0 : filterRange(filters).count(),
          filterRange(filters, afterId).offset(offset).limit(limit).toArray(),
        ]);
        return { candidates: rows, ...told(totalCount) };
      }
      const ids = await matchingIds(filters, matches);
      const first = afterId > 0 ? firstAbove(ids, afterId) : 0;
      const rows = await candidates.bulkGet(ids.slice(first + offset, first + offset + limit));
      return { candidates: rows.filter((row) => row !== undefined), ...told(ids.length) };
    },
    async stageCounts({ jobId, search, interviewerId }, upTo) {
      const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
      const matches = await narrowed(await searchIds(search), interviewerId);
      if (matches === null) {
        // Index counts: no row is read.
        const values = await Promise.all(
          STAGES.map((stage) => filterRange({ stage, jobId }).count()),
        );
        STAGES.forEach((stage, i) => (counts[stage] = values[i] ?? 0));
      } else if (matches.size <= ROWS_FOR_SEARCH_COUNTS) {
        for (const row of await candidates.bulkGet([...matches])) {
          if (row && (jobId === undefined || row.jobId === jobId) && row.stage in counts)
            counts[row.stage] += 1;
        }
      } else {
        const values = await Promise.all(
          STAGES.map((stage) => matchingIds({ stage, jobId }, matches)),
        );
        STAGES.forEach((stage, i) => (counts[stage] = values[i]?.length ?? 0));
      }
      if (upTo !== undefined)
        for (const stage of STAGES) counts[stage] = Math.min(counts[stage], upTo);
      return counts;
    },
    async stageIdCounts({ jobId, search, interviewerId }, upTo) {
      const counts: Record<string, number> = {};
      const matches = await narrowed(await searchIds(search), interviewerId);
      // The job's index keys alone: [jobId, stageId, id], no row read.
      const keys = (await candidates
        .where('[jobId+stageId+id]')
        .between([jobId, '', 0], [jobId, '\uffff', Infinity])
        .keys()) as unknown as Array<[number, string, number]>;
      for (const [, stageId, id] of keys)
        if (matches === null || matches.has(id)) counts[stageId] = (counts[stageId] ?? 0) + 1;
      if (upTo !== undefined)
        for (const id of Object.keys(counts)) counts[id] = Math.min(counts[id]!, upTo);
      return counts;
    },
    findByJobAndEmail: (jobId, email) =>
      candidates.where('[jobId+email]').equals([jobId, email]).first(),
    // IndexedDB runs one read-write transaction over these tables at a time: that is the lock.
    lock: (id) => candidates.get(id),
    insert: async (candidate) => compactPlace(await insertRow(candidates, stored(candidate))),
    insertMany: async (rows) => (await insertRows(candidates, rows.map(stored))).map(compactPlace),
    update: async (candidate) => {
      await candidates.put(candidate);
    },
    setStage: async (id, { stage, stageId }) => {
      // A withdrawal holds only while Rejected (CandidatesRepo.setStage).
      await candidates.update(id, {
        stage,
        stageId,
        ...(stage !== 'rejected' && { withdrawnAt: undefined }),
      });
    },
    count: () => candidates.count(),
    all: () => candidates.toArray(),
  };
}

/** A new candidate as answered: with their tags (none); the rows middleware keeps the stage id. */
const stored = (candidate: New<Candidate>): New<Candidate> => ({
  ...candidate,
  tags: candidate.tags ?? [],
});

/** Past this many search matches, counting by stage reads index keys instead of the matching rows. */
const ROWS_FOR_SEARCH_COUNTS = 1000;
/** A text query's matches up to this many are read and sorted at once, not along an index. */
const ROWS_FOR_LIST_IN_MEMORY = 5000;

/** The index of the first id above `afterId` in a sorted list (binary search). */
function firstAbove(ids: readonly number[], afterId: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ids[mid] as number) <= afterId) low = mid + 1;
    else high = mid;
  }
  return low;
}
