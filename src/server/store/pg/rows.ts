import { asc, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import {
  PgArray,
  PgJsonb,
  PgTimestampString,
  type AnyPgColumn,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { stageIdOf, type PipelineStage } from '@/domain/pipelines';
import { candidateSearchTokens } from '@/domain/search';
import type {
  Assessment,
  AssessmentResponse,
  Candidate,
  Job,
  Note,
  TimelineRow,
} from '@/domain/types';
import type { FileMeta, HiringRow, New, StoredFile } from '../types';
import type { Author } from '@/domain/types';
import {
  HIRING_TABLES,
  OWNED_TABLE_NAMES,
  type OwnedTableName,
  type TableSpec,
} from '@/domain/schemas/tables';
import type { PgDb } from './migrate';
import { isoTime, optionalIsoTime } from './time';
import { wordsLiteral } from './tsvector';
import type { InterviewPlanRow, PipelineTemplate } from '@/domain/schemas';
import {
  assessments,
  interviewPlans,
  pipelineTemplates,
  candidateTokens,
  candidates,
  jobs,
  notes,
  responses,
  files,
  HIRING_PG_TABLES,
} from './schema';
import { guardIds } from './errors';
import type { OwnedTable } from './repos/owned';
import { fromJson, insertRecords, pgTime, toJsonb } from './values';

/** The hiring tables' rows: the columns read, the fields written, and the records of a restore. */

// --- Rows ----------------------------------------------------------------------------------------

export const jobColumns = {
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
  openings: jobs.openings,
  ownerId: jobs.ownerId,
  confirmationEmail: jobs.confirmationEmail,
  createdAt: optionalIsoTime(jobs.createdAt),
  stages: fromJson<PipelineStage[]>(jobs.stages),
};
type JobDetail =
  | 'description'
  | 'location'
  | 'department'
  | 'employmentType'
  | 'openings'
  | 'ownerId'
  | 'confirmationEmail'
  | 'createdAt'
  | 'stages';
export type JobRow = Omit<Job, JobDetail> & { [K in JobDetail]: NonNullable<Job[K]> | null };
/** A job as read: a detail the job has not got is NULL in its row and absent from the job. */
/**
 * A row as read: its optional columns that are NULL are left out of the value, as the Dexie store
 * never holds them (an optional detail is absent, never null or blank).
 */
export function absentWhenNull<T>(row: {
  [K in keyof T]-?: T[K] | (undefined extends T[K] ? null : never);
}): T {
  const value = { ...row } as Record<string, unknown>;
  for (const key of Object.keys(value)) if (value[key] === null) delete value[key];
  return value as T;
}
export const toJob = (row: JobRow): Job => absentWhenNull<Job>(row);
export const jobFields = (job: New<Job>) => ({
  title: job.title,
  slug: job.slug,
  status: job.status,
  tags: job.tags,
  order: job.order,
  description: job.description ?? null,
  location: job.location ?? null,
  department: job.department ?? null,
  employmentType: job.employmentType ?? null,
  openings: job.openings ?? null,
  ownerId: job.ownerId ?? null,
  confirmationEmail: job.confirmationEmail ?? null,
  createdAt: job.createdAt ?? null,
  stages: job.stages ? toJsonb(job.stages) : null,
});

export const candidateColumns = {
  id: candidates.id,
  name: candidates.name,
  email: candidates.email,
  stage: candidates.stage,
  // NULL (so absent) when it is the category's name: read as every candidate before pipelines.
  stageId: sql<string | null>`nullif(${candidates.stageId}, ${candidates.stage})`,
  jobId: candidates.jobId,
  phone: candidates.phone,
  source: candidates.source,
  consentAt: optionalIsoTime(candidates.consentAt),
  noticeVersion: candidates.noticeVersion,
  withdrawnAt: optionalIsoTime(candidates.withdrawnAt),
  timeZone: candidates.timeZone,
  tags: fromJson<string[]>(sql`array_to_json(${candidates.tags})`),
};
type CandidateDetail =
  'stageId' | 'phone' | 'source' | 'consentAt' | 'noticeVersion' | 'withdrawnAt' | 'timeZone';
export type CandidateRow = Omit<Candidate, CandidateDetail | 'tags'> & {
  [K in CandidateDetail]: NonNullable<Candidate[K]> | null;
} & { tags: string[] };
/** A candidate as read: a detail the candidate has not got is NULL in its row and absent here. */
export const toCandidate = (row: CandidateRow): Candidate =>
  absentWhenNull<Candidate>(row as Parameters<typeof absentWhenNull<Candidate>>[0]);
/** A candidate as stored: always in a stage of their job (a row written without one: the category's default). */
type StoredFields = New<Candidate> & { stageId: string };
/** The candidate's own fields, nothing else and no undefined ones: what is stored and answered. */
export const candidateFields = (candidate: New<Candidate>): StoredFields => ({
  name: candidate.name,
  email: candidate.email,
  stage: candidate.stage,
  stageId: stageIdOf(candidate),
  jobId: candidate.jobId,
  ...(candidate.phone !== undefined && { phone: candidate.phone }),
  ...(candidate.source !== undefined && { source: candidate.source }),
  ...(candidate.consentAt !== undefined && { consentAt: candidate.consentAt }),
  ...(candidate.noticeVersion !== undefined && { noticeVersion: candidate.noticeVersion }),
  ...(candidate.withdrawnAt !== undefined && { withdrawnAt: candidate.withdrawnAt }),
  ...(candidate.timeZone !== undefined && { timeZone: candidate.timeZone }),
  tags: candidate.tags ?? [],
});

export const noteColumns = {
  id: notes.id,
  candidateId: notes.candidateId,
  text: notes.text,
  createdAt: isoTime(notes.createdAt),
  editedAt: optionalIsoTime(notes.editedAt),
  authorId: notes.authorId,
  authorName: notes.authorName,
};

/** A row with its author columns folded into `author`, absent when nobody is recorded. */
export function withAuthor<T extends { authorId: number | null; authorName: string | null }>(
  row: T,
): Omit<T, 'authorId' | 'authorName'> & { author?: Author } {
  const { authorId, authorName, ...rest } = row;
  return authorId === null ? rest : { ...rest, author: { id: authorId, name: authorName ?? '' } };
}
export const authorFields = (author: Author | undefined) => ({
  authorId: author?.id ?? null,
  authorName: author?.name ?? null,
});
export const authorRecord = (author: Author | undefined) => ({
  author_id: author?.id ?? null,
  author_name: author?.name ?? null,
});
export const assessmentColumns = {
  jobId: assessments.jobId,
  structure: fromJson<Assessment['structure']>(assessments.structure),
};
export const pipelineTemplateColumns = {
  id: pipelineTemplates.id,
  name: pipelineTemplates.name,
  stages: fromJson<PipelineStage[]>(pipelineTemplates.stages),
  isDefault: pipelineTemplates.isDefault,
};
export const pipelineTemplateRecord = (t: PipelineTemplate) => ({
  id: t.id,
  name: t.name,
  stages: t.stages,
  is_default: t.isDefault,
});
export const interviewPlanColumns = {
  jobId: interviewPlans.jobId,
  interviews: fromJson<InterviewPlanRow['interviews']>(interviewPlans.interviews),
};
export const responseColumns = {
  id: responses.id,
  jobId: responses.jobId,
  candidateId: responses.candidateId,
  answers: fromJson<AssessmentResponse['answers']>(responses.answers),
  submittedAt: isoTime(responses.submittedAt),
  unverified: responses.unverified as unknown as SQL<true | null>,
};
export type ResponseRow = Omit<AssessmentResponse, 'unverified'> & { unverified: true | null };
export const toResponse = (row: ResponseRow): AssessmentResponse =>
  absentWhenNull<AssessmentResponse>(row);

// Bulk rows, keyed by column name, for insertRecords.
export const jobRecord = (job: Job) => ({
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
  openings: job.openings ?? null,
  owner_id: job.ownerId ?? null,
  confirmation_email: job.confirmationEmail ?? null,
  created_at: job.createdAt ?? null,
  stages: job.stages ?? null,
});
export const candidateRecord = (c: Candidate) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  stage: c.stage,
  stage_id: stageIdOf(c),
  job_id: c.jobId,
  phone: c.phone ?? null,
  source: c.source ?? null,
  consent_at: c.consentAt ?? null,
  notice_version: c.noticeVersion ?? null,
  withdrawn_at: c.withdrawnAt ?? null,
  time_zone: c.timeZone ?? null,
  tags: c.tags ?? [],
});
export const tokenRecords = (c: Candidate) =>
  candidateSearchTokens(c).map((token) => ({ token, candidate_id: c.id }));
export const noteRecord = (n: Note) => ({
  id: n.id,
  candidate_id: n.candidateId,
  text: n.text,
  created_at: pgTime(n.createdAt),
  edited_at: n.editedAt === undefined ? null : pgTime(n.editedAt),
  ...authorRecord(n.author),
  search: wordsLiteral(n.text),
});

/** A note as read: its author named, and `editedAt` only when it was edited. */
function readNote(
  row: Omit<Note, 'author' | 'editedAt'> & {
    editedAt: string | null;
    authorId: number | null;
    authorName: string | null;
  },
): Note {
  const { editedAt, ...rest } = withAuthor(row);
  return editedAt === null ? rest : { ...rest, editedAt };
}
export const responseRecord = (r: AssessmentResponse) => ({
  id: r.id,
  job_id: r.jobId,
  candidate_id: r.candidateId,
  answers: r.answers,
  submitted_at: pgTime(r.submittedAt),
  unverified: r.unverified ?? null,
});
export const timelineRecord = (t: TimelineRow) => ({
  id: t.id,
  candidate_id: t.candidateId,
  date: pgTime(t.date),
  stage: t.stage,
  stage_id: t.stageId ?? null,
  notes: t.notes,
  ...authorRecord(t.author),
  reason: t.reason ?? null,
});
export const assessmentRecord = (a: Assessment) => ({ job_id: a.jobId, structure: a.structure });
export const interviewPlanRecord = (p: InterviewPlanRow) => ({
  job_id: p.jobId,
  interviews: p.interviews,
});

export const insertJobs = (rows: Job[]) =>
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
      jobs.openings,
      jobs.ownerId,
      jobs.confirmationEmail,
      jobs.createdAt,
      jobs.stages,
    ],
    rows.map(jobRecord),
  );
/** Candidates and their search tokens: two inserts, to run in one statement (as CTEs). */
export const insertCandidates = (rows: Candidate[]): [SQL, SQL] => [
  insertRecords(
    candidates,
    [
      candidates.id,
      candidates.name,
      candidates.email,
      candidates.stage,
      candidates.stageId,
      candidates.jobId,
      candidates.phone,
      candidates.source,
      candidates.consentAt,
      candidates.noticeVersion,
      candidates.withdrawnAt,
      candidates.timeZone,
      candidates.tags,
    ],
    rows.map(candidateRecord),
  ),
  insertRecords(
    candidateTokens,
    [candidateTokens.token, candidateTokens.candidateId],
    rows.flatMap(tokenRecords),
  ),
];

export const fileColumns = {
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
export type FileRow = Omit<FileMeta, 'questionId' | 'responseId'> & {
  questionId: string | null;
  responseId: number | null;
};
export const toFileMeta = (row: FileRow): FileMeta => absentWhenNull<FileMeta>(row);

/** Inserts a file with its id when it has one (a restore), else a new id; answers its id. */
export async function insertFile(
  q: PgDb,
  file: New<StoredFile> & { id?: number },
): Promise<number> {
  const content = new Uint8Array(await file.content.arrayBuffer());
  const [row] = await guardIds('files', () =>
    q
      .insert(files)
      .values({
        ...(file.id !== undefined && { id: file.id }),
        candidateId: file.candidateId,
        jobId: file.jobId,
        responseId: file.responseId ?? null,
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

/** Notes: a candidate's, oldest first. */
export const NOTES: OwnedTable<Note> = {
  name: 'notes',
  table: notes,
  id: notes.id,
  candidateId: notes.candidateId,
  columns: noteColumns,
  read: readNote as unknown as (row: never) => Note,
  order: [...(HIRING_TABLES.notes.order ?? []).map((field) => asc(notes[field])), asc(notes.id)],
  recordColumns: [
    notes.id,
    notes.candidateId,
    notes.text,
    notes.createdAt,
    notes.editedAt,
    notes.authorId,
    notes.authorName,
    notes.search,
  ],
  record: noteRecord,
};

/**
 * The description of a table whose rows hold their fields and nothing else, made from its Drizzle
 * table, whose properties are the row's fields: a timestamp is read as ISO, JSON and arrays as
 * JSON, `authorId` and `authorName` as its `author`, and a NULL is left out of the row (an
 * optional field is absent, never null); a row is written back the same way. A candidate's rows
 * come in the list's `order`, then by id.
 */
export function plainOwnedTable<T extends { id: number; candidateId: number }>(
  table: PgTable,
  order: readonly string[] = [],
): OwnedTable<T> {
  const fields = getTableColumns(table) as Record<string, AnyPgColumn>;
  const { id, candidateId } = fields;
  if (!id || !candidateId) throw new Error(`${getTableName(table)} has no id or candidateId.`);
  const isTime = (column: AnyPgColumn) => is(column, PgTimestampString);
  const authored = 'authorId' in fields && 'authorName' in fields;
  return {
    name: getTableName(table),
    table,
    id,
    candidateId,
    columns: Object.fromEntries(
      Object.entries(fields).map(([field, column]) => [
        field,
        isTime(column)
          ? isoTime(column)
          : is(column, PgJsonb)
            ? fromJson(column)
            : is(column, PgArray)
              ? fromJson(sql`array_to_json(${column})`)
              : column,
      ]),
    ),
    read: ((row: Parameters<typeof withAuthor>[0]) =>
      absentWhenNull<T>((authored ? withAuthor(row) : row) as never)) as (row: never) => T,
    order: [...order.map((field) => asc(fields[field]!)), asc(id)],
    recordColumns: Object.values(fields),
    record: (row) => {
      const { author } = row as { author?: Author };
      return Object.fromEntries(
        Object.entries(fields).map(([field, column]) => {
          const value =
            authored && field === 'authorId'
              ? author?.id
              : authored && field === 'authorName'
                ? author?.name
                : (row as Record<string, unknown>)[field];
          if (value === undefined || value === null) return [column.name, null];
          return [column.name, isTime(column) ? pgTime(value as string) : value];
        }),
      );
    },
  };
}

/**
 * Each table whose repository is made from the list alone (domain's OwnedTableName): the store's
 * repositories and a restore's writers come from here. A table whose rows hold only their fields
 * needs nothing more than its Drizzle table; notes keep their search words beside them.
 */
export const OWNED_TABLES = Object.fromEntries(
  OWNED_TABLE_NAMES.map((name) => [
    name,
    name === 'notes'
      ? NOTES
      : plainOwnedTable(HIRING_PG_TABLES[name], (HIRING_TABLES[name] as TableSpec).order),
  ]),
) as { [K in OwnedTableName]: OwnedTable<HiringRow<K>> };

export const {
  timeline: TIMELINE,
  interviews: INTERVIEWS,
  scorecards: SCORECARDS,
  applicationLinks: APPLICATION_LINKS,
  offers: OFFERS,
  offerVersions: OFFER_VERSIONS,
  schedulingLinks: SCHEDULING_LINKS,
} = OWNED_TABLES;
