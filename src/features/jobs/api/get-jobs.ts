import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { JobsList, JobsQuery } from '@/api/types';
import { jobKeys } from './keys';

export function fetchJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobsList> {
  return apiRequest<JobsList>('/jobs', { query: { ...query }, signal });
}

export function jobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => fetchJobs(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsQuery) {
  return useQuery(jobsQueryOptions(query));
}
