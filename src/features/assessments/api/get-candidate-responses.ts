import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateAssessmentResponse } from '@/api/types';
import { assessmentKeys } from './keys';

export function fetchCandidateResponses(
  candidateId: number,
  signal?: AbortSignal,
): Promise<CandidateAssessmentResponse[]> {
  return apiRequest<CandidateAssessmentResponse[]>(`/candidates/${candidateId}/responses`, {
    signal,
  });
}

export function candidateResponsesQueryOptions(candidateId: number) {
  return queryOptions({
    queryKey: assessmentKeys.candidateResponses(candidateId),
    queryFn: ({ signal }) => fetchCandidateResponses(candidateId, signal),
  });
}

export function useCandidateResponses(candidateId: number | null) {
  return useQuery({
    ...candidateResponsesQueryOptions(candidateId ?? 0),
    enabled: candidateId !== null,
  });
}
