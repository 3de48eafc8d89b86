import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Job } from '@/api/types';
import { assessmentKeys } from './keys';

/** The job an assessment belongs to, for its title. */
export function fetchJob(jobId: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(`/jobs/${jobId}`, { signal });
}

export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: assessmentKeys.job(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, signal),
  });
}

export function useJob(jobId: number | null) {
  return useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
