import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { jobsKey } from '@/api/queries/get-job';
import type { Job } from '@/api/types';

/** PATCH /api/jobs/:id { status: 'archived' }: a job whose openings are filled is closed. */
export function closeJob(id: number): Promise<Job> {
  return apiRequest<Job>(`/jobs/${id}`, { method: 'PATCH', body: { status: 'archived' } });
}

/** Closes a job from the board or a profile; every job query (lists, details, options) refreshes. */
export function useCloseJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSettled: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}
