import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/api/client';
import type { JobsList, ReorderJobsBody } from '@/api/types';
import { jobKeys } from './keys';

export const REORDER_FAILED = 'Failed to reorder jobs.';

export function reorderJobs(body: ReorderJobsBody): Promise<unknown> {
  return apiRequest<unknown>('/jobs/reorder', { method: 'PATCH', body });
}

export interface ReorderVariables extends ReorderJobsBody {
  /** The list query that was reordered on screen, and what it held before, for the rollback. */
  queryKey: readonly unknown[];
  previous: JobsList;
}

/**
 * Saves an order the caller has already shown. A failure restores the previous list; a 409
 * (someone else changed the order) also restores it, says why and reloads. Success reloads.
 */
export function useReorderJobs(onFailure: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobsToUpdate }: ReorderVariables) => reorderJobs({ jobsToUpdate }),
    onError: (error, { queryKey, previous }) => {
      // A fresh array, so views that compare references see the rollback as a change.
      queryClient.setQueryData<JobsList>(queryKey, { ...previous, jobs: previous.jobs.slice() });
      console.error(REORDER_FAILED, error);
      if (error instanceof ApiError && error.status === 409) {
        onFailure(error.message);
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      } else {
        onFailure(REORDER_FAILED);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
