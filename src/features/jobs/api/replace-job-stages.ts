import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { jobsKey } from '@/api/queries/get-job';
import type { ReplaceStagesBody, StagesAnswer } from '@/api/types';

export function replaceJobStages(jobId: number, body: ReplaceStagesBody): Promise<StagesAnswer> {
  return apiRequest<StagesAnswer>(`/jobs/${jobId}/stages`, { method: 'PUT', body });
}

/**
 * Saves a job's stages. Every job query (its page, the board's job options that carry its
 * columns) and every candidate list (the candidates a removed stage sent elsewhere, the counts)
 * is fetched again.
 */
export function useReplaceJobStages(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceStagesBody) => replaceJobStages(jobId, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: jobsKey }),
        client.invalidateQueries({ queryKey: ['candidates'] }),
      ]),
  });
}
