/** The reports' query keys: one report per job filter (`all` for every job). */
export const reportKeys = {
  all: ['reports'] as const,
  report: (jobId: number | undefined) => [...reportKeys.all, jobId ?? 'all'] as const,
};
