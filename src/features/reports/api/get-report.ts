import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferTotals } from '@/domain/offers';
import type { HiringReport, ReportRange } from '@/domain/reports';
import { reportKeys } from './keys';

/** The report as the API answers it: with its offers, for members who see them. */
export type ReportAnswer = HiringReport & { offers?: OfferTotals };

/** GET /api/reports?jobId=&from=&to=: the figures of one job or of all jobs, over a range of days. */
export function getReport(
  jobId: number | undefined,
  range: ReportRange = {},
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  return apiRequest<ReportAnswer>('/reports', {
    query: { jobId, from: range.from, to: range.to },
    signal,
  });
}

export function reportQueryOptions(jobId: number | undefined, range: ReportRange = {}) {
  return queryOptions({
    queryKey: reportKeys.report(jobId, range),
    queryFn: ({ signal }) => getReport(jobId, range, signal),
    // Counted afresh whenever the page opens; another job's figures stay up while the next load.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReport(jobId: number | undefined, range: ReportRange = {}, enabled = true) {
  return useQuery({ ...reportQueryOptions(jobId, range), enabled });
}
