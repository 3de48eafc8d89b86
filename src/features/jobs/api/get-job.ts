import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Job } from '@/api/types';
import { jobKeys } from './keys';

export function fetchJob(id: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(`/jobs/${id}`, { signal });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
  });
}

export function useJob(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQueryOptions(id), enabled: options.enabled ?? true });
}
