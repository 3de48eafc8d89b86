import type { z } from 'zod';
import { assessmentSchema, responseSchema } from './assessments';
import { candidateSchema, noteSchema, timelineRowSchema } from './candidates';
import { backupFileSchema } from './files';
import { interviewPlanRowSchema, interviewRowSchema, scorecardRowSchema } from './interviews';
import { jobSchema } from './jobs';
import { offerSchema, offerVersionSchema } from './offers';
import { applicationLinkSchema } from './privacy';
import { schedulingLinkRowSchema } from './scheduling-links';
import { pipelineTemplateSchema } from './pipelines';

/**
 * One list of the hiring data's tables: each one's rows (as a backup holds them), what they point
 * at, what happens to them when their candidate is erased, whether they count as the candidate's
 * activity, and the words for them. The backup's schema, format and counts, the restore's checks
 * and messages, both stores' repositories of candidate-owned tables, restore, erasure, merges and
 * last activity, and the tests that empty a database or prove an erasure are made from it. A
 * table comes after the tables it points at: that is the order rows are restored in.
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
  /**
   * When its rows count as their candidate's activity: the fields of a row's time (the latest of
   * them counts). A row added or changed moves its candidate's last activity up to that time, never
   * back; a table without them moves nothing.
   */
  activity?: readonly string[];
  /** Its first row of a candidate is when they applied (the timeline's first entry). */
  applied?: true;
  /** A candidate's rows in the order of these fields (times or numbers), then by id. */
  order?: readonly string[];
  /** The backup format that first held it (absent: the first). */
  format?: number;
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
    activity: ['createdAt', 'editedAt'],
    order: ['createdAt'],
  },
  responses: {
    schema: responseSchema,
    words: ['response', 'responses'],
    refs: { jobId: 'jobs', candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
    activity: ['submittedAt'],
  },
  timeline: {
    schema: timelineRowSchema,
    words: ['timeline entry', 'timeline entries'],
    refs: { candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
    activity: ['date'],
    applied: true,
    order: ['date'],
  },
  interviewPlans: {
    schema: interviewPlanRowSchema,
    words: ['interview plan', 'interview plans'],
    refs: { jobId: 'jobs' },
    key: 'jobId',
    format: 3,
  },
  interviews: {
    schema: interviewRowSchema,
    words: ['interview', 'interviews'],
    refs: { candidateId: 'candidates', jobId: 'jobs' },
    key: 'id',
    erasure: 'erased-with',
    // Scheduling it, and the interview itself: a candidate with one to come is not idle.
    activity: ['createdAt', 'startsAt'],
    order: ['startsAt'],
    format: 3,
  },
  scorecards: {
    schema: scorecardRowSchema,
    words: ['scorecard', 'scorecards'],
    refs: { interviewId: 'interviews', candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
    activity: ['updatedAt'],
    format: 3,
  },
  files: {
    schema: backupFileSchema,
    words: ['file', 'files'],
    refs: { candidateId: 'candidates', jobId: 'jobs', responseId: 'responses' },
    key: 'id',
    erasure: 'erased-with',
    activity: ['createdAt'],
    format: 2,
  },
  applicationLinks: {
    schema: applicationLinkSchema,
    words: ['application link', 'application links'],
    refs: { candidateId: 'candidates', responseId: 'responses' },
    key: 'id',
    erasure: 'erased-with',
    format: 5,
  },
  pipelineTemplates: {
    schema: pipelineTemplateSchema,
    words: ['pipeline template', 'pipeline templates'],
    refs: {},
    key: 'id',
    unique: ['name'],
    format: 6,
  },
  offers: {
    schema: offerSchema,
    words: ['offer', 'offers'],
    refs: { candidateId: 'candidates', jobId: 'jobs' },
    key: 'id',
    erasure: 'erased-with',
    // Not activity of its own: every change of an offer writes a timeline entry, which is.
    order: ['createdAt'],
    format: 7,
  },
  offerVersions: {
    schema: offerVersionSchema,
    words: ['offer version', 'offer versions'],
    refs: { offerId: 'offers', candidateId: 'candidates' },
    key: 'id',
    erasure: 'erased-with',
    order: ['offerId', 'version'],
    format: 7,
  },
  schedulingLinks: {
    schema: schedulingLinkRowSchema,
    words: ['scheduling link', 'scheduling links'],
    refs: { candidateId: 'candidates', jobId: 'jobs', interviewId: 'interviews' },
    key: 'id',
    erasure: 'erased-with',
    // Not activity of its own: making one and booking through it write timeline entries.
    order: ['createdAt'],
    format: 8,
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

/**
 * The candidate tables whose repositories both stores make from the list alone (their rows, and
 * their `order`): all but responses (read by job too, newest first) and files (their content is
 * kept apart).
 */
export type OwnedTableName = Exclude<CandidateTable, 'responses' | 'files'>;
export const OWNED_TABLE_NAMES = CANDIDATE_TABLES.filter(
  (name): name is OwnedTableName => name !== 'responses' && name !== 'files',
);

/**
 * A candidate's last activity, in one definition: the tables of the list whose rows count (each
 * with its `activity` fields), and team mode's emails about them (its outbox: not hiring data, so
 * never in a backup). Written and changed rows move it; both stores keep it with the candidate,
 * and the candidate list and retention read it there.
 */
export const ACTIVITY_FIELDS: Readonly<Partial<Record<CandidateTable, readonly string[]>>> =
  Object.fromEntries(
    CANDIDATE_TABLES.flatMap((name) => {
      const { activity } = HIRING_TABLES[name] as TableSpec;
      return activity ? [[name, activity]] : [];
    }),
  );
/** An email counts from when it was written, or when it is due to go if later (not its delivery). */
export const TEAM_ACTIVITY_FIELDS = { outbox: ['createdAt', 'sendAt'] } as const;

/** A row's time as its candidate's activity: the latest of these fields it holds (ISO), if any. */
export function activityAt(
  fields: readonly string[],
  row: Readonly<Record<string, unknown>>,
): string | undefined {
  let latest: string | undefined;
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string' && (latest === undefined || value > latest)) latest = value;
  }
  return latest;
}

/** A table's rows as a backup holds them. */
export type BackupRow<K extends HiringTable> = z.output<(typeof HIRING_TABLES)[K]['schema']>;
export type BackupTables = { [K in HiringTable]: Array<BackupRow<K>> };
