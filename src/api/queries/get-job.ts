import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { Job } from '../types';

/**
 * GET /api/jobs/:id, shared by every screen that shows a job (the job page, a candidate's profile,
 * the builder and the applicant form), so they share one cache entry. The key starts with 'jobs',
 * so anything that invalidates jobs refreshes it.
 */
/** Every jobs query's key starts with this: invalidating it refreshes lists, details and options. */
export const jobsKey = ['jobs'] as const;
export const jobDetailKey = (id: number) => [...jobsKey, 'detail', id] as const;

export function fetchJob(id: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(`/jobs/${id}`, { signal });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobDetailKey(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
  });
}

/** The job, or nothing while `id` is unknown. */
export function useJob(id: number | null | undefined) {
  return useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null && id !== undefined });
}
