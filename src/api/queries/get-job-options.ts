import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_MAX_PAGE_SIZE } from '@/domain/constants';
import { apiRequest } from '../client';
import type { JobsList } from '../types';
import { jobsKey } from './get-job';

/** Its key starts with 'jobs': a job created, edited or reordered refreshes it. */
export const jobOptionsKey = [...jobsKey, 'job-options'] as const;

/** Every job, active or archived (GET /jobs?pageSize=100&status=all): the job filters of the board and the reports, and card labels. */
export function getJobOptions(signal?: AbortSignal): Promise<JobsList> {
  return apiRequest<JobsList>('/jobs', {
    query: { page: 1, pageSize: JOBS_MAX_PAGE_SIZE, status: 'all' },
    signal,
  });
}

export function jobOptionsQueryOptions() {
  return queryOptions({
    queryKey: jobOptionsKey,
    queryFn: ({ signal }) => getJobOptions(signal),
    // Fetched again whenever a screen with a job filter opens: a job created meanwhile belongs in the filter at once.
    staleTime: 0,
  });
}

export function useJobOptions() {
  return useQuery(jobOptionsQueryOptions());
}
