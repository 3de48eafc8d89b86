import { buildReport, type HiringReport } from '@/domain/reports';
import type { ReportQueryInput } from '@/domain/schemas';
import { ALL_JOBS, type Store } from '../store/types';
import { requireJob } from './jobs';

/** The hiring report of one job, or of all jobs: read from the stored counts, never from every candidate. */
export async function getReport(
  store: Store,
  { jobId }: ReportQueryInput,
  now = Date.now(),
): Promise<HiringReport> {
  return store.transaction('read', async (tx) => {
    if (jobId !== undefined) await requireJob(tx, jobId);
    return buildReport(await tx.tallies.read(jobId ?? ALL_JOBS), jobId ?? null, now);
  });
}
