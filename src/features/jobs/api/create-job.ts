import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CreateJobBody, Job } from '@/api/types';
import { jobKeys } from './keys';

export function createJob(body: CreateJobBody): Promise<Job> {
  return apiRequest<Job>('/jobs', { method: 'POST', body });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
