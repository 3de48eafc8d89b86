import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AssessmentPayload } from '@/api/types';
import { assessmentKeys } from './keys';

export function fetchAssessment(jobId: number, signal?: AbortSignal): Promise<AssessmentPayload> {
  return apiRequest<AssessmentPayload>(`/jobs/${jobId}/assessment`, { signal });
}

export function assessmentQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: assessmentKeys.detail(jobId),
    queryFn: ({ signal }) => fetchAssessment(jobId, signal),
  });
}

export function useAssessment(jobId: number | null) {
  return useQuery({ ...assessmentQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
