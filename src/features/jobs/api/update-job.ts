import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import type { Job, JobsList, UpdateJobBody } from '@/api/types';
import type { JobStatus } from '@/domain/types';
import { jobKeys } from './keys';

export function updateJob(id: number, body: UpdateJobBody): Promise<Job> {
  return apiRequest<Job>(`/jobs/${id}`, { method: 'PATCH', body });
}

/** Edit: title, tags and the posting's details. The lists refresh once the server has the change. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateJobBody & { id: number }) => updateJob(id, body),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}

/** What the toast says was done, by the status reached (`draft`: a draft published). */
const DONE: Record<JobStatus, string> = {
  archived: 'archived',
  active: 'restored to active',
  draft: 'published: applicants can see it now',
};

type Snapshot = Array<[readonly unknown[], JobsList | Job | undefined]>;

/**
 * Archive/unarchive, or a draft's publishing: the card changes at once; a failure puts every cached copy back.
 * Lists are refetched afterwards because a status filter may no longer include the job.
 */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({
      id,
      status,
    }: {
      id: number;
      status: JobStatus;
      title: string;
      was: JobStatus;
    }) => updateJob(id, { status }),
    // Said here, not by the caller: the card that asked may be gone by then (a list swapped for
    // its sortable version, a filter it no longer matches), and the outcome must still show.
    onSuccess: (_job, { status, title, was }) =>
      toast.show(
        `“${title}” ${DONE[status === 'active' && was === 'draft' ? 'draft' : status]}.`,
        'success',
      ),
    onMutate: async ({ id, status }): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: jobKeys.all });
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData<JobsList>({ queryKey: jobKeys.lists() }),
        [jobKeys.detail(id), queryClient.getQueryData<Job>(jobKeys.detail(id))],
      ];
      queryClient.setQueriesData<JobsList>(
        { queryKey: jobKeys.lists() },
        (list) =>
          list && {
            ...list,
            jobs: list.jobs.map((job) => (job.id === id ? { ...job, status } : job)),
          },
      );
      queryClient.setQueryData<Job>(jobKeys.detail(id), (job) => job && { ...job, status });
      return { snapshot };
    },
    onError: (error, { status, title, was }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      const tried = status === 'archived' ? 'archive' : was === 'draft' ? 'publish' : 'unarchive';
      toast.show(`Could not ${tried} “${title}”: ${errorMessage(error)}`, 'error');
    },
    // Not awaited: the card may leave a filtered view on refetch, and its toast must still show.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/**
 * A job's status changed by one click, from its card or its page: one PATCH even when the click
 * comes twice before the page renders again.
 */
export function useChangeJobStatus(job: Job) {
  const setStatus = useSetJobStatus();
  const sending = useInFlightLock();
  const change = (status: JobStatus) => {
    if (!sending.acquire()) return;
    setStatus.mutate(
      { id: job.id, status, title: job.title, was: job.status },
      { onSettled: sending.release },
    );
  };
  return { change, isPending: setStatus.isPending };
}
