import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SchedulingLinkOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

/** GET /api/candidates/:id/scheduling-links: the candidate's links, newest first. */
export function fetchCandidateSchedulingLinks(
  candidateId: number,
  signal?: AbortSignal,
): Promise<{ links: SchedulingLinkOutput[] }> {
  return apiRequest(`/candidates/${candidateId}/scheduling-links`, { signal });
}

/** Only for those who may schedule (`enabled`): the links say who the panel is. */
export function useCandidateSchedulingLinks(candidateId: number | null, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.schedulingLinks(candidateId ?? 0),
    queryFn: ({ signal }) => fetchCandidateSchedulingLinks(candidateId ?? 0, signal),
    enabled: enabled && candidateId !== null,
  });
}
