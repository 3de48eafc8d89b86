import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InterviewPlan } from '@/domain/interviews';
import { interviewKeys } from './keys';

/** GET /api/jobs/:id/interview-plan: the job's plan (the default one until it is edited). */
export function fetchInterviewPlan(jobId: number, signal?: AbortSignal): Promise<InterviewPlan> {
  return apiRequest<InterviewPlan>(`/jobs/${jobId}/interview-plan`, { signal });
}

export function useInterviewPlan(jobId: number | null) {
  return useQuery({
    queryKey: interviewKeys.plan(jobId ?? 0),
    queryFn: ({ signal }) => fetchInterviewPlan(jobId ?? 0, signal),
    enabled: jobId !== null,
  });
}
