import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InterviewPlan, InterviewPlanInput } from '@/domain/interviews';
import { interviewKeys } from './keys';

/** PUT /api/jobs/:id/interview-plan: the whole plan; answers it as stored, with every id. */
export function saveInterviewPlan(jobId: number, plan: InterviewPlanInput): Promise<InterviewPlan> {
  return apiRequest<InterviewPlan>(`/jobs/${jobId}/interview-plan`, { method: 'PUT', body: plan });
}

/** Saves the plan; the cache then holds what the server stored. */
export function useSaveInterviewPlan(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: InterviewPlanInput) => saveInterviewPlan(jobId, plan),
    onSuccess: (saved) => client.setQueryData(interviewKeys.plan(jobId), saved),
  });
}
