/** Every query key of the interviews feature, defined once. */
export const interviewKeys = {
  all: ['interviews'] as const,
  plan: (jobId: number) => ['interviews', 'plan', jobId] as const,
  lists: () => ['interviews', 'list'] as const,
  candidate: (candidateId: number) => ['interviews', 'list', 'candidate', candidateId] as const,
};
