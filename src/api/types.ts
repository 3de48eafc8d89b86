/** Request and response shapes of the HTTP contract (docs/api.md), named from its schemas. */
import type { z } from 'zod';
import type {
  backupSchema,
  candidateResponseSchema,
  candidatesListSchema,
  candidatesQuerySchema,
  createJobSchema,
  createNoteSchema,
  jobResponseSchema,
  jobsListSchema,
  jobsQuerySchema,
  reorderJobsResultSchema,
  reorderJobsSchema,
  restoreResultSchema,
  stageCountsQuerySchema,
  stageCountsSchema,
  submitResultSchema,
  submitSchema,
  updateCandidateSchema,
  updateJobSchema,
  assessmentSchema,
} from '@/domain/schemas';

/** What the client sends: the schemas' input. Queries are their parsed form, which the client writes out. */
type ParsedJobsQuery = z.output<typeof jobsQuerySchema>;
export type JobsQuery = Partial<ParsedJobsQuery> & Pick<ParsedJobsQuery, 'page' | 'pageSize' | 'status'>;
export type JobStatusFilter = JobsQuery['status'];
export type JobsList = z.output<typeof jobsListSchema>;
export type CreateJobBody = z.input<typeof createJobSchema>;
export type UpdateJobBody = z.input<typeof updateJobSchema>;
export type ReorderJobsBody = z.input<typeof reorderJobsSchema>;
export type ReorderJobsResult = z.output<typeof reorderJobsResultSchema>;

export type CandidatesQuery = Partial<z.output<typeof candidatesQuerySchema>>;
export type CandidatesList = z.output<typeof candidatesListSchema>;
export type StageCountsQuery = Partial<z.output<typeof stageCountsQuerySchema>>;
export type StageCounts = z.output<typeof stageCountsSchema>;
export type UpdateCandidateBody = z.input<typeof updateCandidateSchema>;
export type CreateNoteBody = z.input<typeof createNoteSchema>;

export type AssessmentPayload = z.output<typeof assessmentSchema>;
export type SubmitAssessmentBody = z.input<typeof submitSchema>;
export type SubmitAssessmentResult = z.output<typeof submitResultSchema>;
export type JobAssessmentResponse = z.output<typeof jobResponseSchema>;
export type CandidateAssessmentResponse = z.output<typeof candidateResponseSchema>;

export type Backup = z.output<typeof backupSchema>;
export type RestoreResult = z.output<typeof restoreResultSchema>;

export type {
  Answers,
  AssessmentResponse,
  AssessmentStructure,
  Candidate,
  Job,
  Note,
  Stage,
  TimelineEntry,
} from '@/domain/types';
