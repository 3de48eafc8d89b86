import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { candidateDetailKey } from '@/api/queries/get-candidate';
import type { updateInterviewSchema } from '@/domain/schemas';
import type { z } from 'zod';
import { interviewKeys } from './keys';
import type { Scheduled } from './schedule-interview';

type InterviewChanges = z.input<typeof updateInterviewSchema>;

/** PATCH /api/interviews/:id: a new time, length, interviewers, place, link or instructions. */
export function changeInterview(id: number, changes: InterviewChanges): Promise<Scheduled> {
  return apiRequest<Scheduled>(`/interviews/${id}`, { method: 'PATCH', body: changes });
}

/** Reschedules or changes an interview; its lists and the candidate's timeline are read again. */
export function useChangeInterview(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: InterviewChanges }) =>
      changeInterview(id, changes),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.lists() }),
        client.invalidateQueries({ queryKey: candidateDetailKey(candidateId) }),
      ]),
  });
}
