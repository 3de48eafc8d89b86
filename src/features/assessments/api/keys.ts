/** Every query key of the assessments feature, defined once. The job itself is the shared query in src/api/queries. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  detail: (jobId: number) => ['assessments', 'detail', jobId] as const,
  responses: () => ['assessments', 'responses'] as const,
  jobResponses: (jobId: number) => ['assessments', 'responses', 'job', jobId] as const,
  candidateResponses: (candidateId: number) =>
    ['assessments', 'responses', 'candidate', candidateId] as const,
};
