/**
 * Every query key of the assessments feature, defined once. Job data read here starts with 'jobs'
 * (so job edits refresh it) with keys of its own, apart from the jobs feature's.
 */
export const assessmentKeys = {
  all: ['assessments'] as const,
  detail: (jobId: number) => ['assessments', 'detail', jobId] as const,
  responses: () => ['assessments', 'responses'] as const,
  jobResponses: (jobId: number) => ['assessments', 'responses', 'job', jobId] as const,
  candidateResponses: (candidateId: number) => ['assessments', 'responses', 'candidate', candidateId] as const,
  job: (jobId: number) => ['jobs', 'assessments-job', jobId] as const,
};
