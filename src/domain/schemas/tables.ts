import type { z } from 'zod';
import { assessmentSchema, responseSchema } from './assessments';
import { candidateSchema, noteSchema, timelineRowSchema } from './candidates';
import { backupFileSchema } from './files';
import { interviewPlanRowSchema, interviewRowSchema, scorecardRowSchema } from './interviews';
import { jobSchema } from './jobs';
import { applicationLinkSchema } from './privacy';

/**
 * One list of the hiring data's tables: each one's rows (as a backup holds them), what they point
 * at, what happens to them when their candidate is erased, and the words for them. The backup's
 * schema and counts, the restore's checks and messages, both stores' restore and erasure, and the
 * tests that empty a database or prove an erasure are made from it. A table comes after the
 * tables it points at: that is the order rows are restored in.
 */

/** What a candidate's erasure does to a table's rows of them. */
export type Erasure =
  /** They are erased with the candidate, in the same transaction. */
  | 'erased-with'
  /** They stay, with whatever names the person made anonymous. */
  | 'anonymized'
  /** They stay as they are (they hold nothing of the person). */
  | 'kept';

export interface TableSpec {
  /** A row, as a backup holds it. */
  schema: z.ZodType;
  /** One row and several, in words: "timeline entry", "timeline entries". */
  words: readonly [one: string, many: string];
  /** Its references: a field, and the table whose ids it holds. */
  refs: Readonly<Record<string, string>>;
  /** The field that tells its rows apart: an `id`, or another (an assessment is its job's). */
  key: 'id' | 'jobId';
  /** Fields no two rows may share beside the key (a job's slug and place). */
  unique?: readonly string[];
  /** When the table points at candidates: what their erasure does to its rows. */
  erasure?: Erasure;
  /** In every backup, from the first format on; other tables may be absent from older files. */
  inEveryBackup?: boolean;
}

export const HIRING_TABLES = {
  jobs: {
    schema: jobSchema,
    words: ['job', 'jobs'],
    refs: {},
    key: 'id',
    unique: ['slug', 'order'],
    inEveryBackup: true,
  },
  candidates: {
    schema: candidateSchema,
    words: ['candidate', 'candidates'],
    refs: { jobId: 'jobs' },
    key: 'id',
    inEveryBackup: true,
  },
  assessments: {
    schema: assessmentSchema,
    words: ['assessment', 'assessments'],
    refs: { jobId: 'jobs' },
    key: 'jobId',
  },
  notes: {
    schema: noteSchema,
    words: ['note', 'notes'],
    refs: { candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
  },
  responses: {
    schema: responseSchema,
    words: ['response', 'responses'],
    refs: { jobId: 'jobs', candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
  },
  timeline: {
    schema: timelineRowSchema,
    words: ['timeline entry', 'timeline entries'],
    refs: { candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
  },
  interviewPlans: {
    schema: interviewPlanRowSchema,
    words: ['interview plan', 'interview plans'],
    refs: { jobId: 'jobs' },
    key: 'jobId',
  },
  interviews: {
    schema: interviewRowSchema,
    words: ['interview', 'interviews'],
    refs: { candidateId: 'candidates', jobId: 'jobs' },
    key: 'id',
    erasure: 'erased-with',
  },
  scorecards: {
    schema: scorecardRowSchema,
    words: ['scorecard', 'scorecards'],
    refs: { interviewId: 'interviews', candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
  },
  files: {
    schema: backupFileSchema,
    words: ['file', 'files'],
    refs: { candidateId: 'candidates', jobId: 'jobs', responseId: 'responses' },
    key: 'id',
    erasure: 'erased-with',
  },
  applicationLinks: {
    schema: applicationLinkSchema,
    words: ['application link', 'application links'],
    refs: { candidateId: 'candidates', responseId: 'responses' },
    key: 'id',
    erasure: 'erased-with',
  },
} as const satisfies Record<string, TableSpec>;

export type HiringTable = keyof typeof HIRING_TABLES;

/** The tables in restore order: each after the tables it points at. */
export const TABLE_NAMES = Object.keys(HIRING_TABLES) as HiringTable[];

/** The tables whose rows belong to a candidate (they point at candidates). */
export const CANDIDATE_TABLES = TABLE_NAMES.filter(
  (name) => 'candidateId' in HIRING_TABLES[name].refs,
) as CandidateTable[];
export type CandidateTable = {
  [K in HiringTable]: (typeof HIRING_TABLES)[K]['refs'] extends { candidateId: string } ? K : never;
}[HiringTable];

/** A table's rows as a backup holds them. */
export type BackupRow<K extends HiringTable> = z.output<(typeof HIRING_TABLES)[K]['schema']>;
export type BackupTables = { [K in HiringTable]: Array<BackupRow<K>> };
