import Dexie, {
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreTransaction,
  type EntityTable,
  type Middleware,
  type Table,
  type Transaction,
} from 'dexie';
import { candidateSearchTokens, documentWords } from '@/domain/search';
import {
  ACTIVITY_FIELDS,
  activityAt,
  HIRING_TABLES,
  type TableSpec,
} from '@/domain/schemas/tables';
import type {
  Assessment,
  AssessmentResponse,
  AssessmentStructure,
  Candidate,
  Job,
  Note,
  TimelineRow,
} from '@/domain/types';
import type { StoredFile } from '../types';
import type { Interview, Scorecard } from '@/domain/interviews';
import { compactPlace } from '@/domain/pipelines';
import type {
  ApplicationLink,
  InterviewPlanRow,
  Offer,
  OfferVersion,
  SchedulingLink,
  PipelineTemplate,
} from '@/domain/schemas';

export const DB_NAME = 'talentflow';
/**
 * The schema version this code writes. Versions 1 to 4 are the spec's; 5 adds the timeline;
 * 6 adds the candidate search index and trims the candidate indexes to the ones queries use;
 * 7 adds `settings`, small values kept beside the data; 8 adds `files`, applicants' files as Blobs;
 * 9 adds `tallies`, the reports' counts; 10 adds `interviewPlans`, each job's interview plan;
 * 11 adds `interviews` and `scorecards`; 12 adds `applicationLinks` and the candidates' `email` index;
 * 13 adds the candidates' `*tags` index (rows without tags read as having none); 14 adds the
 * candidate list's orders (`appliedAt`, `lastActivityAt`, `nameKey`) and full-text search over
 * notes' and files' words (`*words`), with files' `textStatus`; 15 moves each candidate's
 * `lastActivityAt` on to the list of tables' one definition of activity (an interview's start);
 * 16 adds pipelines: `pipelineTemplates`, and each candidate's `stageId` (their category's name
 * for every candidate before it) with the `[jobId+stageId+id]` index of a job's board columns;
 * 17 adds `offers` (by candidate, by their link's hash, by status) and `offerVersions`; 18 adds
 * `schedulingLinks` (by candidate, by their link's hash).
 */
export const SCHEMA_VERSION = 18;

export type JobRow = Job;
export type CandidateRow = Candidate;
export type NoteRow = Note;
export type AssessmentRow = Assessment;
export type ResponseRow = AssessmentResponse;
export type FileRow = StoredFile;
export type { TimelineRow };
/** One of the reports' counts (see store/tallies.ts). */
export interface TallyRow {
  scope: number;
  key: string;
  n: number;
}
export interface SettingRow {
  key: string;
  value: unknown;
}

const EMPTY_STRUCTURE: AssessmentStructure = { title: '', sections: [] };

/** v1/v2 assessments had an auto id and their content beside jobId; v3 moves it into `structure`. */
export function legacyAssessmentToStructure(row: Record<string, unknown>): AssessmentStructure {
  const inner = (row.structure ?? row.data ?? row) as Record<string, unknown>;
  return {
    title: typeof inner.title === 'string' ? inner.title : EMPTY_STRUCTURE.title,
    sections: Array.isArray(inner.sections)
      ? (inner.sections as AssessmentStructure['sections'])
      : [],
  };
}

/**
 * The whole schema history. Each step is declared once here, so the app and the migration tests
 * build databases from the same definitions. `upTo` stops the history at an older version.
 */
export function declareSchema(db: Dexie, upTo: number = SCHEMA_VERSION): void {
  const steps: Array<
    [number, Record<string, string | null>, ((tx: Transaction) => Promise<void>)?]
  > = [
    [
      1,
      {
        jobs: '++id, title, slug, status, *tags, order',
        candidates: '++id, name, email, stage, jobId',
        assessments: '++id, jobId',
      },
    ],
    [2, { notes: '++id, candidateId, createdAt' }],
    // IndexedDB cannot change a primary key in place: 2.5 parks the old rows in a staging table,
    // 3 recreates `assessments` keyed by jobId and moves each job's latest content into `structure`.
    [
      2.5,
      { assessments: null, assessmentsStaging: '++id, jobId' },
      async (tx) => {
        const rows = await tx.table('assessments').toArray();
        await tx.table('assessmentsStaging').bulkAdd(rows);
      },
    ],
    [
      3,
      { assessments: 'jobId', assessmentsStaging: null },
      async (tx) => {
        const rows = (await tx.table('assessmentsStaging').toArray()) as Array<
          Record<string, unknown>
        >;
        const latest = new Map<number, AssessmentRow>();
        for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
          const jobId = Number(row.jobId);
          if (!Number.isFinite(jobId)) continue;
          latest.set(jobId, { jobId, structure: legacyAssessmentToStructure(row) });
        }
        await tx.table('assessments').bulkPut([...latest.values()]);
      },
    ],
    [4, { responses: '++id, jobId, candidateId' }],
    // 5: the hiring timeline becomes a real record; compound indexes serve the board and lookups.
    [
      5,
      {
        candidates: '++id, name, email, stage, jobId, [stage+id], [jobId+stage], [jobId+email]',
        timeline: '++id, candidateId, [candidateId+date]',
      },
      async (tx) => {
        // Candidates that existed before the timeline get one entry: where they stand now.
        const date = new Date().toISOString();
        const entries: Omit<TimelineRow, 'id'>[] = [];
        await tx.table('candidates').each((c: CandidateRow) =>
          entries.push({
            candidateId: c.id,
            date,
            stage: c.stage,
            notes: 'Stage recorded when the hiring timeline was introduced',
          }),
        );
        await tx.table('timeline').bulkAdd(entries);
      },
    ],
    // 6: word-prefix search (`*searchTokens`, kept up to date by the middleware below) and indexes
    // that end in the id, so every filter pages in id order by key range. `name`, `email`, `stage`
    // and `jobId` alone were read by nothing; `[jobId+id]` and `[jobId+stage+id]` replace the last two.
    [
      6,
      {
        candidates: '++id, [stage+id], [jobId+id], [jobId+stage+id], [jobId+email], *searchTokens',
      },
      async (tx) => {
        await tx
          .table('candidates')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.searchTokens = candidateSearchTokens(row);
          });
      },
    ],
    // 7: settings (the artificial latency and failures) and markers, by key.
    [7, { settings: 'key' }],
    // 8: applicants' files (résumés, file-upload answers), their content a Blob.
    [8, { files: '++id, candidateId, responseId' }],
    // 9: the reports' counts by scope (a job's id, 0 for all jobs) and key. They are counted when
    // the store is first started after this (ensureTallies), not here.
    [9, { tallies: '[scope+key]' }],
    // 10: each job's interview plan, by job (a job without one has the default plan).
    [10, { interviewPlans: 'jobId' }],
    // 11: scheduled interviews (by candidate, by start, by interviewer) and their scorecards.
    [
      11,
      {
        interviews: '++id, candidateId, startsAt, *interviewerIds',
        scorecards: '++id, candidateId, interviewId',
      },
    ],
    // 12: applicants' status links (by their token's hash, by candidate, by submission) and one
    // person's applications to every job by email.
    [
      12,
      {
        applicationLinks: '++id, candidateId, &tokenHash, responseId',
        candidates:
          '++id, email, [stage+id], [jobId+id], [jobId+stage+id], [jobId+email], *searchTokens',
      },
    ],
    // 13: candidates by tag.
    [
      13,
      {
        candidates:
          '++id, email, [stage+id], [jobId+id], [jobId+stage+id], [jobId+email], *searchTokens, *tags',
      },
    ],
    // 14: the candidate list's orders, kept by the middleware below, and notes' and files' words.
    [
      14,
      {
        candidates:
          '++id, email, [stage+id], [jobId+id], [jobId+stage+id], [jobId+email], *searchTokens, *tags, appliedAt, lastActivityAt, nameKey',
        notes: '++id, candidateId, createdAt, *words',
        files: '++id, candidateId, responseId, textStatus, *words',
      },
      async (tx) => {
        await tx
          .table('notes')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.words = wordEntries(String(row.text ?? ''), row.candidateId);
          });
        await tx
          .table('files')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.textStatus ??= 'pending';
          });
        await settleDates(tx);
      },
    ],
    // 15: last activity as the list of tables defines it, which retention reads too (an
    // interview counts from its start as well as its scheduling): worked out again, only ever later.
    [15, {}, settleDates],
    // 16: a job's own stages; every candidate so far is in their category's default stage.
    [
      16,
      {
        candidates:
          '++id, email, [stage+id], [jobId+id], [jobId+stage+id], [jobId+stageId+id], [jobId+email], *searchTokens, *tags, appliedAt, lastActivityAt, nameKey',
        pipelineTemplates: '++id',
      },
      async (tx) => {
        await tx
          .table('candidates')
          .toCollection()
          .modify((row: Row) => {
            row.stageId ??= row.stage;
          });
      },
    ],
    // 17: offers and their versions.
    [
      17,
      {
        offers: '++id, candidateId, &tokenHash, status',
        offerVersions: '++id, candidateId',
      },
    ],
    // 18: self-scheduling links.
    [18, { schedulingLinks: '++id, candidateId, &tokenHash' }],
  ];
  for (const [version, stores, upgrade] of steps) {
    if (version > upTo) break;
    const v = db.version(version).stores(stores);
    if (upgrade) v.upgrade(upgrade);
  }
}

/**
 * What a candidate row keeps beside the candidate: the search tokens, the lowercase name the list
 * sorts by, and when they applied and were last active (the list's orders). A candidate without a
 * timeline has neither date yet: NO_APPLIED_AT and NO_ACTIVITY stand in, so the row stays in both
 * indexes (last in the list's default orders).
 */
export const NO_APPLIED_AT = '\uffff';
export const NO_ACTIVITY = '';
const CANDIDATE_EXTRAS = ['searchTokens', 'nameKey', 'appliedAt', 'lastActivityAt'] as const;
/** A note keeps its words; a file its text, words and whether the text was read. */
const NOTE_EXTRAS = ['words'] as const;
const FILE_EXTRAS = ['words', 'text', 'textStatus', 'textReason'] as const;

type Row = Record<string, unknown>;

/**
 * Each table that counts as a candidate's activity, by the list's definition (ACTIVITY_FIELDS in
 * domain/schemas/tables.ts): a row's time. PostgreSQL keeps the same by triggers (migration 32).
 */
const ACTIVITY_TIMES: Record<string, (row: Row) => string | undefined> = Object.fromEntries(
  Object.entries(ACTIVITY_FIELDS).map(([table, fields]) => [
    table,
    (row: Row) => activityAt(fields, row),
  ]),
);
/** The table whose first row of a candidate is when they applied (the timeline). */
const isApplied = (table: string) => (HIRING_TABLES as Record<string, TableSpec>)[table]?.applied;

/** A candidate row as it is stored: its tokens and name key made from what it holds now. */
function candidateRow(value: unknown, stored: Row | undefined): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const row = value as Row;
  return {
    ...row,
    tags: row.tags ?? [],
    stageId: row.stageId ?? row.stage,
    searchTokens: candidateSearchTokens(row),
    nameKey: typeof row.name === 'string' ? row.name.toLowerCase() : '',
    // Dates are the store's: a candidate written back as read (without them) keeps those stored.
    appliedAt: row.appliedAt ?? stored?.appliedAt ?? NO_APPLIED_AT,
    lastActivityAt: row.lastActivityAt ?? stored?.lastActivityAt ?? NO_ACTIVITY,
  };
}

/**
 * A document's index entries: each word with its candidate's id after WORD_OWNER, so the index
 * alone tells whose document holds a word (no row is read to find out). A word is only letters
 * and digits: a term's prefix range never reaches past a word into the id.
 */
export const WORD_OWNER = '|';
const wordEntries = (text: string, candidateId: unknown): string[] =>
  documentWords(text).map((word) => `${word}${WORD_OWNER}${String(candidateId)}`);

/** A note or file row as it is stored: a note's words from its text; a new file waits to be read. */
function documentRow(table: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const row = value as Row;
  if (table === 'notes')
    return { ...row, words: wordEntries(String(row.text ?? ''), row.candidateId) };
  return {
    ...row,
    textStatus: row.textStatus ?? 'pending',
    words: typeof row.text === 'string' ? wordEntries(row.text, row.candidateId) : [],
  };
}

/** Moves candidates' dates by new activity rows: the latest and, from the timeline, the first. */
async function touchCandidates(
  down: DBCore,
  trans: DBCoreTransaction,
  table: string,
  values: readonly unknown[],
): Promise<void> {
  const timeOf = ACTIVITY_TIMES[table]!;
  const spans = new Map<number, { first: string; last: string }>();
  for (const value of values) {
    const row = value as Row;
    const time = timeOf(row);
    if (typeof row.candidateId !== 'number' || typeof time !== 'string') continue;
    const span = spans.get(row.candidateId);
    if (!span) spans.set(row.candidateId, { first: time, last: time });
    else {
      if (time < span.first) span.first = time;
      if (time > span.last) span.last = time;
    }
  }
  if (spans.size === 0) return;
  // The store's transactions span every table; a write of one table alone (a tool's, a test's)
  // cannot reach the candidates, whose dates the next upgrade's settleDates works out.
  const scope = (trans as unknown as Partial<IDBTransaction>).objectStoreNames;
  if (scope && !scope.contains('candidates')) return;
  const candidates = down.table('candidates');
  const keys = [...spans.keys()];
  const rows = (await candidates.getMany({ trans, keys })) as Array<Row | undefined>;
  const changed: Row[] = [];
  rows.forEach((row, i) => {
    const span = spans.get(keys[i]!)!;
    if (!row) return;
    const applied = String(row.appliedAt ?? NO_APPLIED_AT);
    const active = String(row.lastActivityAt ?? NO_ACTIVITY);
    const appliedAt = isApplied(table) && span.first < applied ? span.first : applied;
    const lastActivityAt = span.last > active ? span.last : active;
    if (appliedAt !== applied || lastActivityAt !== active)
      changed.push({ ...row, appliedAt, lastActivityAt });
  });
  if (changed.length > 0)
    await candidates.mutate({
      type: 'put',
      trans,
      values: changed,
      keys: changed.map((r) => r.id),
    });
}

/**
 * Keeps what rows hold beside their data right on every write (add, put, bulkAdd, bulkPut,
 * update, modify, backup restore, upgrades): a candidate's search tokens, name key and stored
 * dates; a note's and a file's words; and, for a row of an activity table, its candidate's dates.
 * No caller has to remember any of it.
 */
export const rowsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'talentflowRows',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      const documents = name === 'notes' || name === 'files';
      const activity = name in ACTIVITY_TIMES;
      if (name !== 'candidates' && !documents && !activity) return table;
      return {
        ...table,
        mutate: async (req: DBCoreMutateRequest) => {
          if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
          if (name === 'candidates') {
            // Rows written back keep their stored dates (a read candidate comes without them).
            const ids = req.values.map((value) => (value as Row).id);
            const undated = req.values.some((value) => (value as Row).appliedAt === undefined);
            const stored =
              req.type === 'put' && undated && ids.every((id) => typeof id === 'number')
                ? ((await table.getMany({ trans: req.trans, keys: ids })) as Array<Row | undefined>)
                : [];
            return table.mutate({
              ...req,
              values: req.values.map((value, i) => candidateRow(value, stored[i])),
            });
          }
          const values = documents
            ? req.values.map((value) => documentRow(name, value))
            : req.values;
          const result = await table.mutate({ ...req, values });
          if (activity) await touchCandidates(down, req.trans, name, values);
          return result;
        },
      };
    },
  }),
};

/**
 * Works out every candidate's dates from their rows (after an upgrade): the first timeline entry,
 * and the latest row of the activity tables; dates a candidate already had are only moved on
 * (activity only moves forward, as it does when rows are written).
 */
export async function settleDates(tx: Transaction): Promise<void> {
  const spans = new Map<number, { applied: string; active: string }>();
  for (const [table, timeOf] of Object.entries(ACTIVITY_TIMES)) {
    // An upgrade to an older version runs before later versions' tables exist.
    if (!tx.idbtrans.objectStoreNames.contains(table)) continue;
    await tx.table(table).each((row: Row) => {
      const time = timeOf(row);
      if (typeof row.candidateId !== 'number' || time === undefined) return;
      const span = spans.get(row.candidateId) ?? { applied: NO_APPLIED_AT, active: NO_ACTIVITY };
      if (isApplied(table) && time < span.applied) span.applied = time;
      if (time > span.active) span.active = time;
      spans.set(row.candidateId, span);
    });
  }
  await tx
    .table('candidates')
    .toCollection()
    .modify((row: Row) => {
      const span = spans.get(row.id as number);
      const applied = String(row.appliedAt ?? NO_APPLIED_AT);
      const active = String(row.lastActivityAt ?? NO_ACTIVITY);
      row.appliedAt = span && span.applied < applied ? span.applied : applied;
      row.lastActivityAt = span && span.active > active ? span.active : active;
    });
}

/**
 * What rows keep beside their data, as read: kept aside for the store's own reads (`extrasOf`),
 * never part of what a read answers.
 */
const EXTRAS = new WeakMap<object, Row>();

export const extrasOf = (row: object): Row => EXTRAS.get(row) ?? {};

function withoutExtras(names: readonly string[], fill?: (row: Row) => Row) {
  return <T>(value: T): T => {
    if (typeof value !== 'object' || value === null) return value;
    const rest: Row = { ...(value as Row) };
    const extras: Row = {};
    for (const name of names) {
      if (name in rest) extras[name] = rest[name];
      delete rest[name];
    }
    const bare = fill ? fill(rest) : rest;
    EXTRAS.set(bare, extras);
    return bare as T;
  };
}

export class TalentflowDB extends Dexie {
  jobs!: EntityTable<JobRow, 'id'>;
  candidates!: EntityTable<CandidateRow, 'id'>;
  assessments!: EntityTable<AssessmentRow, 'jobId'>;
  notes!: EntityTable<NoteRow, 'id'>;
  responses!: EntityTable<ResponseRow, 'id'>;
  timeline!: EntityTable<TimelineRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;
  files!: EntityTable<FileRow, 'id'>;
  tallies!: Table<TallyRow, [number, string]>;
  interviewPlans!: EntityTable<InterviewPlanRow, 'jobId'>;
  interviews!: EntityTable<Interview, 'id'>;
  scorecards!: EntityTable<Scorecard, 'id'>;
  applicationLinks!: EntityTable<ApplicationLink, 'id'>;
  pipelineTemplates!: EntityTable<PipelineTemplate, 'id'>;
  offers!: EntityTable<Offer, 'id'>;
  offerVersions!: EntityTable<OfferVersion, 'id'>;
  schedulingLinks!: EntityTable<SchedulingLink, 'id'>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    declareSchema(this);
    this.use(rowsMiddleware);
    // Rows leave the database as data: a candidate with their tags (none for a row written before
    // candidates had them).
    this.candidates.hook(
      'reading',
      withoutExtras(
        CANDIDATE_EXTRAS,
        (row) =>
          compactPlace({ ...row, tags: row.tags ?? [] } as unknown as Candidate) as unknown as Row,
      ),
    );
    this.notes.hook('reading', withoutExtras(NOTE_EXTRAS));
    this.files.hook('reading', withoutExtras(FILE_EXTRAS));
  }
}
