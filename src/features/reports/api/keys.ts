import type { ReportRange } from '@/domain/reports';

/** The reports' query keys: one report per job filter (`all` for every job) and range of days. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (jobId: number | undefined, range: ReportRange = {}) =>
    [...reportKeys.all, jobId ?? 'all', range.from ?? '', range.to ?? ''] as const,
};
