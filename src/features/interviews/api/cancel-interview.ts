import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { candidateDetailKey } from '@/api/queries/get-candidate';
import { interviewKeys } from './keys';
import type { Scheduled } from './schedule-interview';

/** PATCH /api/interviews/:id with `{ status: "cancelled" }`. */
export function cancelInterview(id: number): Promise<Scheduled> {
  return apiRequest<Scheduled>(`/interviews/${id}`, {
    method: 'PATCH',
    body: { status: 'cancelled' },
  });
}

/** Cancels an interview; the lists of interviews and the candidate's timeline are read again. */
export function useCancelInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interview: { id: number; candidateId: number }) => cancelInterview(interview.id),
    onSettled: (_answer, _error, interview) =>
      Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.lists() }),
        client.invalidateQueries({ queryKey: candidateDetailKey(interview.candidateId) }),
      ]),
  });
}
