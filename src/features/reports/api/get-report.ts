import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { HiringReport } from '@/domain/reports';
import { reportKeys } from './keys';

/** GET /api/reports?jobId=: the figures of one job, or of all jobs. */
export function getReport(jobId: number | undefined, signal?: AbortSignal): Promise<HiringReport> {
  return apiRequest<HiringReport>('/reports', {
    query: jobId === undefined ? {} : { jobId },
    signal,
  });
}

export function reportQueryOptions(jobId: number | undefined) {
  return queryOptions({
    queryKey: reportKeys.report(jobId),
    queryFn: ({ signal }) => getReport(jobId, signal),
    // Counted afresh whenever the page opens; another job's figures stay up while the next load.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReport(jobId: number | undefined) {
  return useQuery(reportQueryOptions(jobId));
}
