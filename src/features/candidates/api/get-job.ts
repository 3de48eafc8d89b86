import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Job } from '@/api/types';
import { candidateKeys } from './keys';

/** The job a candidate applied to, for its title on the profile. */
export function getJob(id: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(`/jobs/${id}`, { signal });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.job(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

export function useJob(id: number | undefined) {
  return useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== undefined });
}
