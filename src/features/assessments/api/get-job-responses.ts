import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { JobAssessmentResponse } from '@/api/types';
import { assessmentKeys } from './keys';

export function fetchJobResponses(
  jobId: number,
  signal?: AbortSignal,
): Promise<JobAssessmentResponse[]> {
  return apiRequest<JobAssessmentResponse[]>(`/jobs/${jobId}/responses`, { signal });
}

export function jobResponsesQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: assessmentKeys.jobResponses(jobId),
    queryFn: ({ signal }) => fetchJobResponses(jobId, signal),
  });
}

export function useJobResponses(jobId: number | null) {
  return useQuery({ ...jobResponsesQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
