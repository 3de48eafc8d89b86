/** Every query key of the interviews feature, defined once. */
export const interviewKeys = {
  all: ['interviews'] as const,
  plan: (jobId: number) => ['interviews', 'plan', jobId] as const,
};
