import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AssessmentPayload, AssessmentStructure } from '@/api/types';
import { assessmentKeys } from './keys';

export function saveAssessment(
  jobId: number,
  structure: AssessmentStructure,
): Promise<AssessmentPayload> {
  return apiRequest<AssessmentPayload>(`/jobs/${jobId}/assessment`, {
    method: 'PUT',
    body: structure,
  });
}

/** Saves the whole structure; the cache then holds what the server stored. */
export function useSaveAssessment(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (structure: AssessmentStructure) => saveAssessment(jobId, structure),
    onSuccess: (saved) => queryClient.setQueryData(assessmentKeys.detail(jobId), saved),
  });
}
