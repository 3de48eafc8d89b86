import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CreateSchedulingLinkInput, SchedulingLinkOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

/**
 * POST /api/candidates/:id/scheduling-links: a link for the candidate to book one of the panel's
 * free slots. A team server emails it to them; browser mode answers its `link` to open or copy
 * (shown only now: the API keeps no token).
 */
export function createSchedulingLink(
  candidateId: number,
  input: CreateSchedulingLinkInput,
): Promise<SchedulingLinkOutput> {
  return apiRequest<SchedulingLinkOutput>(`/candidates/${candidateId}/scheduling-links`, {
    method: 'POST',
    body: input,
  });
}

/** Makes a link; the candidate's links are read again (a new one ends an open one). */
export function useCreateSchedulingLink(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSchedulingLinkInput) => createSchedulingLink(candidateId, input),
    onSettled: () =>
      client.invalidateQueries({ queryKey: interviewKeys.schedulingLinks(candidateId) }),
  });
}
