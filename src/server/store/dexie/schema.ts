import Dexie, {
  type DBCore,
  type DBCoreMutateRequest,
  type EntityTable,
  type Middleware,
  type Table,
  type Transaction,
} from 'dexie';
import { candidateSearchTokens } from '@/domain/search';
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
import type { ApplicationLink, InterviewPlanRow } from '@/domain/schemas';

export const DB_NAME = 'talentflow';
/**
 * The schema version this code writes. Versions 1 to 4 are the spec's; 5 adds the timeline;
 * 6 adds the candidate search index and trims the candidate indexes to the ones queries use;
 * 7 adds `settings`, small values kept beside the data; 8 adds `files`, applicants' files as Blobs;
 * 9 adds `tallies`, the reports' counts; 10 adds `interviewPlans`, each job's interview plan;
 * 11 adds `interviews` and `scorecards`; 12 adds `applicationLinks` and the candidates' `email` index;
 * 13 adds the candidates' `*tags` index (rows without tags read as having none).
 */
export const SCHEMA_VERSION = 13;

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
  ];
  for (const [version, stores, upgrade] of steps) {
    if (version > upTo) break;
    const v = db.version(version).stores(stores);
    if (upgrade) v.upgrade(upgrade);
  }
}

/** A candidate row as it is stored: with the tokens of the search index. */
function withSearchTokens(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const row = value as Record<string, unknown>;
  return { ...row, tags: row.tags ?? [], searchTokens: candidateSearchTokens(row) };
}

/**
 * Keeps `searchTokens` right on every write to `candidates` (add, put, bulkAdd, bulkPut, update,
 * modify, backup restore, upgrades): whatever the caller wrote, the tokens are recomputed from
 * the row's name and email on its way into IndexedDB, so no caller has to remember them.
 */
export const searchTokensMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'candidateSearchTokens',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'candidates') return table;
      return {
        ...table,
        mutate: (req: DBCoreMutateRequest) =>
          req.type === 'add' || req.type === 'put'
            ? table.mutate({ ...req, values: req.values.map(withSearchTokens) })
            : table.mutate(req),
      };
    },
  }),
};

/**
 * Rows leave the database without their search tokens (an index, not candidate data), and with
 * their tags: none for a row written before candidates had them.
 */
function withoutSearchTokens<T>(row: T): T {
  if (typeof row !== 'object' || row === null) return row;
  const { searchTokens: _tokens, ...rest } = row as T & { searchTokens?: unknown; tags?: unknown };
  return { ...rest, tags: rest.tags ?? [] } as T;
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

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    declareSchema(this);
    this.use(searchTokensMiddleware);
    this.candidates.hook('reading', withoutSearchTokens);
  }
}
