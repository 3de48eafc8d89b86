import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { TimelineEntry } from '@/api/types';
import { candidateKeys } from './keys';

/** The hiring timeline of a candidate, oldest first. */
export function getCandidateTimeline(id: number, signal?: AbortSignal): Promise<TimelineEntry[]> {
  return apiRequest<TimelineEntry[]>(`/candidates/${id}/timeline`, { signal });
}

export function candidateTimelineQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.timeline(id),
    queryFn: ({ signal }) => getCandidateTimeline(id, signal),
  });
}

export function useCandidateTimeline(id: number, enabled = true) {
  return useQuery({ ...candidateTimelineQueryOptions(id), enabled });
}
