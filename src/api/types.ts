/** Request and response shapes of the HTTP contract (docs/api.md). */
import type {
  Answers,
  AssessmentResponse,
  AssessmentStructure,
  Candidate,
  Job,
  JobStatus,
  Note,
  Stage,
  TimelineEntry,
} from '@/domain/types';

export type JobStatusFilter = JobStatus | 'all';

export interface JobsQuery {
  page: number;
  pageSize: number;
  search?: string;
  status: JobStatusFilter;
  tags?: string;
}

export interface JobsList {
  jobs: Job[];
  totalCount: number;
}

export interface CreateJobBody {
  title: string;
  tags?: string[];
}

export type UpdateJobBody = { title?: string; tags?: string[] } | { status: JobStatus };

export interface ReorderJobsBody {
  jobsToUpdate: Array<{ id: number; order: number }>;
}

export interface CandidatesQuery {
  page?: number;
  pageSize?: number;
  /** Word prefixes of name or email; every word must match. */
  search?: string;
  stage?: Stage;
  jobId?: number;
  /** Only candidates with a greater id: the cursor of a board column's next page. */
  afterId?: number;
}

export interface CandidatesList {
  candidates: Candidate[];
  totalCount: number;
}

/** GET /candidates/stage-counts?search=&jobId= */
export interface StageCountsQuery {
  search?: string;
  jobId?: number;
}

export interface StageCounts {
  counts: Record<Stage, number>;
  totalCount: number;
}

export interface UpdateCandidateBody {
  stage: Stage;
}

export interface CreateNoteBody {
  text: string;
}

export interface AssessmentPayload {
  jobId: number;
  structure: AssessmentStructure;
}

export interface SubmitAssessmentBody {
  name: string;
  email: string;
  answers: Answers;
}

export interface SubmitAssessmentResult {
  response: AssessmentResponse;
  candidate: Candidate;
}

/** GET /jobs/:id/responses: each response with who answered (null if since removed). */
export interface JobAssessmentResponse extends AssessmentResponse {
  candidate: Pick<Candidate, 'id' | 'name' | 'email' | 'stage'> | null;
}

/** GET /candidates/:id/responses: each response with the job answered for (null if since removed). */
export interface CandidateAssessmentResponse extends AssessmentResponse {
  job: Pick<Job, 'id' | 'title'> | null;
}

export type { Answers, AssessmentResponse, AssessmentStructure, Candidate, Job, Note, Stage, TimelineEntry };
