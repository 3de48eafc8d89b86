import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SubmitAssessmentBody, SubmitAssessmentResult } from '@/api/types';
import { assessmentKeys } from './keys';

export function submitAssessment(jobId: number, body: SubmitAssessmentBody): Promise<SubmitAssessmentResult> {
  return apiRequest<SubmitAssessmentResult>(`/assessments/${jobId}/submit`, { method: 'POST', body });
}

/** A submission adds a candidate and a response: the board, profiles and response lists refresh. */
export function useSubmitAssessment(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAssessmentBody) => submitAssessment(jobId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.responses() }),
        queryClient.invalidateQueries({ queryKey: ['candidates'] }),
      ]),
  });
}
