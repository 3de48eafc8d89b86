import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Careers, CareersQuery } from '@/api/types';

/** GET /api/careers: the active jobs an applicant can apply to, with the filters' choices. */
export function fetchCareers(query: CareersQuery, signal?: AbortSignal): Promise<Careers> {
  return apiRequest<Careers>('/careers', { query: { ...query }, signal });
}

// Starts with 'jobs': whatever refreshes jobs (an edit, a live change) refreshes this list too.
export const careersKey = (query: CareersQuery) => ['jobs', 'careers', query] as const;

export function useCareers(query: CareersQuery) {
  return useQuery({
    queryKey: careersKey(query),
    queryFn: ({ signal }) => fetchCareers(query, signal),
    placeholderData: keepPreviousData,
  });
}
