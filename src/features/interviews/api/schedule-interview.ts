import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { candidateDetailKey } from '@/api/queries/get-candidate';
import type { createInterviewSchema, InterviewOutput } from '@/domain/schemas';
import type { Stage } from '@/domain/types';
import type { z } from 'zod';

/** What the form sends (before the API's defaults). */
type CreateInterviewInput = z.input<typeof createInterviewSchema>;
import { interviewKeys } from './keys';

export interface Scheduled {
  interview: InterviewOutput;
  overlaps: Array<{ interviewerId: number; interviewId: number }>;
  /** Where scheduling moved the candidate (`moveCandidate`), only when they moved. */
  movedTo?: { stage: Stage; stageId: string };
}

/** POST /api/candidates/:id/interviews. */
export function scheduleInterview(
  candidateId: number,
  input: CreateInterviewInput,
): Promise<Scheduled> {
  return apiRequest<Scheduled>(`/candidates/${candidateId}/interviews`, {
    method: 'POST',
    body: input,
  });
}

/**
 * Schedules an interview; the candidate's list (and their timeline) are then read again, and when
 * it moved the candidate, every candidate query (the profile, the board, its counts).
 */
export function useScheduleInterview(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInterviewInput) => scheduleInterview(candidateId, input),
    onSuccess: ({ movedTo }) => {
      if (movedTo) void client.invalidateQueries({ queryKey: ['candidates'] });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.lists() }),
        // The candidate's timeline says so (its key starts with the candidate's).
        client.invalidateQueries({ queryKey: candidateDetailKey(candidateId) }),
      ]),
  });
}
