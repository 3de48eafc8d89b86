import { asc, sql, type SQL } from 'drizzle-orm';
import { candidateSearchTokens } from '@/domain/search';
import type {
  Assessment,
  AssessmentResponse,
  Candidate,
  Job,
  Note,
  TimelineRow,
} from '@/domain/types';
import type { FileMeta, StoredFile, New } from '../types';
import type { Author } from '@/domain/types';
import type { PgDb } from './migrate';
import { isoTime, optionalIsoTime } from './time';
import { wordsLiteral } from './tsvector';
import type { ApplicationLink, InterviewPlanRow } from '@/domain/schemas';
import type { Interview, Scorecard } from '@/domain/interviews';
import {
  assessments,
  interviews,
  scorecards,
  interviewPlans,
  candidateTokens,
  candidates,
  jobs,
  notes,
  responses,
  timeline,
  files,
  applicationLinks,
} from './schema';
import { guardIds } from './errors';
import type { OwnedTable } from './repos/owned';
import { fromJson, insertRecords, pgTime } from './values';

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
};
type JobDetail =
  | 'description'
  | 'location'
  | 'department'
  | 'employmentType'
  | 'openings'
  | 'ownerId'
  | 'confirmationEmail'
  | 'createdAt';
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
});

export const candidateColumns = {
  id: candidates.id,
  name: candidates.name,
  email: candidates.email,
  stage: candidates.stage,
  jobId: candidates.jobId,
  phone: candidates.phone,
  source: candidates.source,
  consentAt: optionalIsoTime(candidates.consentAt),
  noticeVersion: candidates.noticeVersion,
  tags: fromJson<string[]>(sql`array_to_json(${candidates.tags})`),
};
type CandidateDetail = 'phone' | 'source' | 'consentAt' | 'noticeVersion';
export type CandidateRow = Omit<Candidate, CandidateDetail | 'tags'> & {
  [K in CandidateDetail]: NonNullable<Candidate[K]> | null;
} & { tags: string[] };
/** A candidate as read: a detail the candidate has not got is NULL in its row and absent here. */
export const toCandidate = (row: CandidateRow): Candidate =>
  absentWhenNull<Candidate>(row as Parameters<typeof absentWhenNull<Candidate>>[0]);
/** The candidate's own fields, nothing else and no undefined ones: what is stored and answered. */
export const candidateFields = (candidate: New<Candidate>): New<Candidate> => ({
  name: candidate.name,
  email: candidate.email,
  stage: candidate.stage,
  jobId: candidate.jobId,
  ...(candidate.phone !== undefined && { phone: candidate.phone }),
  ...(candidate.source !== undefined && { source: candidate.source }),
  ...(candidate.consentAt !== undefined && { consentAt: candidate.consentAt }),
  ...(candidate.noticeVersion !== undefined && { noticeVersion: candidate.noticeVersion }),
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
export const timelineColumns = {
  id: timeline.id,
  candidateId: timeline.candidateId,
  date: isoTime(timeline.date),
  stage: timeline.stage,
  notes: timeline.notes,
  authorId: timeline.authorId,
  authorName: timeline.authorName,
  reason: timeline.reason,
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
});
export const candidateRecord = (c: Candidate) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  stage: c.stage,
  job_id: c.jobId,
  phone: c.phone ?? null,
  source: c.source ?? null,
  consent_at: c.consentAt ?? null,
  notice_version: c.noticeVersion ?? null,
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
      candidates.jobId,
      candidates.phone,
      candidates.source,
      candidates.consentAt,
      candidates.noticeVersion,
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
export const insertTimeline = (rows: TimelineRow[]) =>
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
      timeline.reason,
    ],
    rows.map(timelineRecord),
  );

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
  order: [asc(notes.createdAt), asc(notes.id)],
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

/** Timeline entries: a candidate's, oldest first. */
export const TIMELINE: OwnedTable<TimelineRow> = {
  name: 'timeline',
  table: timeline,
  id: timeline.id,
  candidateId: timeline.candidateId,
  columns: timelineColumns,
  read: ((row: Parameters<typeof withAuthor>[0] & { reason: string | null }) => {
    const { reason, ...rest } = withAuthor(row);
    return reason === null ? rest : { ...rest, reason };
  }) as unknown as (row: never) => TimelineRow,
  order: [asc(timeline.date), asc(timeline.id)],
  recordColumns: [
    timeline.id,
    timeline.candidateId,
    timeline.date,
    timeline.stage,
    timeline.notes,
    timeline.authorId,
    timeline.authorName,
    timeline.reason,
  ],
  record: timelineRecord,
};

export const interviewColumns = {
  id: interviews.id,
  candidateId: interviews.candidateId,
  jobId: interviews.jobId,
  planInterviewId: interviews.planInterviewId,
  name: interviews.name,
  startsAt: isoTime(interviews.startsAt),
  durationMinutes: interviews.durationMinutes,
  interviewerIds: interviews.interviewerIds,
  location: interviews.location,
  videoUrl: interviews.videoUrl,
  instructions: interviews.instructions,
  inviteCandidate: interviews.inviteCandidate,
  status: interviews.status,
  sequence: interviews.sequence,
  createdAt: isoTime(interviews.createdAt),
  authorId: interviews.authorId,
  authorName: interviews.authorName,
};
type InterviewRead = Omit<
  Interview,
  'author' | 'location' | 'videoUrl' | 'instructions' | 'inviteCandidate'
> & {
  inviteCandidate: true | null;
  location: string | null;
  videoUrl: string | null;
  instructions: string | null;
  authorId: number | null;
  authorName: string | null;
};
const readInterview = (row: InterviewRead): Interview =>
  absentWhenNull<Interview>(withAuthor(row) as never);
export const interviewRecord = (i: Interview) => ({
  id: i.id,
  candidate_id: i.candidateId,
  job_id: i.jobId,
  plan_interview_id: i.planInterviewId,
  name: i.name,
  starts_at: pgTime(i.startsAt),
  duration_minutes: i.durationMinutes,
  interviewer_ids: i.interviewerIds,
  location: i.location ?? null,
  video_url: i.videoUrl ?? null,
  instructions: i.instructions ?? null,
  invite_candidate: i.inviteCandidate ?? null,
  status: i.status,
  sequence: i.sequence,
  created_at: pgTime(i.createdAt),
  ...authorRecord(i.author),
});

/** Interviews: a candidate's, by start, then id. */
export const INTERVIEWS: OwnedTable<Interview> = {
  name: 'interviews',
  table: interviews,
  id: interviews.id,
  candidateId: interviews.candidateId,
  columns: interviewColumns,
  read: readInterview as unknown as (row: never) => Interview,
  order: [asc(interviews.startsAt), asc(interviews.id)],
  recordColumns: [
    interviews.id,
    interviews.candidateId,
    interviews.jobId,
    interviews.planInterviewId,
    interviews.name,
    interviews.startsAt,
    interviews.durationMinutes,
    interviews.interviewerIds,
    interviews.location,
    interviews.videoUrl,
    interviews.instructions,
    interviews.inviteCandidate,
    interviews.status,
    interviews.sequence,
    interviews.createdAt,
    interviews.authorId,
    interviews.authorName,
  ],
  record: interviewRecord,
};

export const scorecardColumns = {
  id: scorecards.id,
  interviewId: scorecards.interviewId,
  candidateId: scorecards.candidateId,
  interviewerId: scorecards.interviewerId,
  ratings: fromJson<Scorecard['ratings']>(scorecards.ratings),
  takeaways: scorecards.takeaways,
  recommendation: scorecards.recommendation,
  submittedAt: optionalIsoTime(scorecards.submittedAt),
  updatedAt: isoTime(scorecards.updatedAt),
  editedAt: optionalIsoTime(scorecards.editedAt),
};
type ScorecardRead = {
  [K in keyof Scorecard]-?: Scorecard[K] | (undefined extends Scorecard[K] ? null : never);
};
const readScorecard = (row: ScorecardRead): Scorecard => absentWhenNull<Scorecard>(row);
export const scorecardRecord = (s: Scorecard) => ({
  id: s.id,
  interview_id: s.interviewId,
  candidate_id: s.candidateId,
  interviewer_id: s.interviewerId,
  ratings: s.ratings,
  takeaways: s.takeaways,
  recommendation: s.recommendation ?? null,
  submitted_at: s.submittedAt === undefined ? null : pgTime(s.submittedAt),
  updated_at: pgTime(s.updatedAt),
  edited_at: s.editedAt === undefined ? null : pgTime(s.editedAt),
});

/** Scorecards: a candidate's, by id. */
export const SCORECARDS: OwnedTable<Scorecard> = {
  name: 'scorecards',
  table: scorecards,
  id: scorecards.id,
  candidateId: scorecards.candidateId,
  columns: scorecardColumns,
  read: readScorecard as unknown as (row: never) => Scorecard,
  order: [asc(scorecards.id)],
  recordColumns: [
    scorecards.id,
    scorecards.interviewId,
    scorecards.candidateId,
    scorecards.interviewerId,
    scorecards.ratings,
    scorecards.takeaways,
    scorecards.recommendation,
    scorecards.submittedAt,
    scorecards.updatedAt,
    scorecards.editedAt,
  ],
  record: scorecardRecord,
};

/** Applicants' status links: a candidate's, by id. */
export const APPLICATION_LINKS: OwnedTable<ApplicationLink> = {
  name: 'application_links',
  table: applicationLinks,
  id: applicationLinks.id,
  candidateId: applicationLinks.candidateId,
  columns: {
    id: applicationLinks.id,
    candidateId: applicationLinks.candidateId,
    responseId: applicationLinks.responseId,
    tokenHash: applicationLinks.tokenHash,
    scope: applicationLinks.scope,
    createdAt: isoTime(applicationLinks.createdAt),
  },
  read: ((row: ApplicationLink & { responseId: number | null }) =>
    absentWhenNull<ApplicationLink>(row)) as unknown as (row: never) => ApplicationLink,
  order: [asc(applicationLinks.id)],
  recordColumns: [
    applicationLinks.id,
    applicationLinks.candidateId,
    applicationLinks.responseId,
    applicationLinks.tokenHash,
    applicationLinks.scope,
    applicationLinks.createdAt,
  ],
  record: (link) => ({
    id: link.id,
    candidate_id: link.candidateId,
    response_id: link.responseId ?? null,
    token_hash: link.tokenHash,
    scope: link.scope,
    created_at: pgTime(link.createdAt),
  }),
};
