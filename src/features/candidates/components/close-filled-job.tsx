import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { jobQueryOptions } from '@/api/queries/get-job';
import { getStageCounts } from '@/api/queries/get-stage-counts';
import type { Candidate, Job } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import type { Stage } from '@/domain/types';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCloseJob } from '../api/close-job';

/**
 * After a hire: when the job's hired count has reached its openings and the job is still open,
 * the recruiter who moved the candidate is asked whether to close it. "Close the job" archives
 * it (it leaves the careers page); Cancel leaves it open. `afterMove` is called with each saved move.
 */
export function useFilledJobPrompt() {
  const client = useQueryClient();
  const [filled, setFilled] = useState<{ job: Job; hired: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = useCloseJob();
  const sending = useInFlightLock();
  const toast = useToast();

  const afterMove = async (candidate: Pick<Candidate, 'jobId'>, stage: Stage) => {
    if (stage !== 'hired') return;
    try {
      const [job, counts] = await Promise.all([
        client.fetchQuery({ ...jobQueryOptions(candidate.jobId), staleTime: 0 }),
        getStageCounts({ jobId: candidate.jobId }),
      ]);
      if (job.status === 'active' && counts.counts.hired >= (job.openings ?? 1))
        setFilled({ job, hired: counts.counts.hired });
    } catch {
      // Only a question: when it cannot be asked, the move itself stands.
    }
  };

  const confirm = () => {
    if (!filled || !sending.acquire()) return;
    setError(null);
    close.mutate(filled.job.id, {
      onSettled: sending.release,
      onSuccess: () => {
        toast.show(`“${filled.job.title}” is closed.`, 'success');
        setFilled(null);
      },
      onError: (failure) => setError(`Could not close the job: ${errorMessage(failure)}`),
    });
  };

  const openings = filled ? (filled.job.openings ?? 1) : 1;
  const dialog = (
    <ConfirmDialog
      open={filled !== null}
      title="Every opening is filled"
      confirmLabel="Close the job"
      pendingLabel="Closing…"
      pending={close.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={() => {
        setFilled(null);
        setError(null);
      }}
    >
      {filled && (
        <p>
          “{filled.job.title}” has {filled.hired} hired for {openings}{' '}
          {openings === 1 ? 'opening' : 'openings'}. Close the job? It leaves the careers page and
          takes no more applications.
        </p>
      )}
    </ConfirmDialog>
  );
  return { afterMove, dialog };
}
