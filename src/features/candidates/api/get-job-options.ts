import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { JobsList } from '@/api/types';
import { JOBS_MAX_PAGE_SIZE } from '@/domain/constants';
import { candidateKeys } from './keys';

/** Every job, active or archived (GET /jobs?pageSize=100&status=all): the board's job filter and card labels. */
export function getJobOptions(signal?: AbortSignal): Promise<JobsList> {
  return apiRequest<JobsList>('/jobs', { query: { page: 1, pageSize: JOBS_MAX_PAGE_SIZE, status: 'all' }, signal });
}

export function jobOptionsQueryOptions() {
  return queryOptions({
    queryKey: candidateKeys.jobOptions(),
    queryFn: ({ signal }) => getJobOptions(signal),
    // Fetched again whenever the board opens: a job created meanwhile belongs in the filter at once.
    staleTime: 0,
  });
}

export function useJobOptions() {
  return useQuery(jobOptionsQueryOptions());
}
