import { buildReport, type HiringReport } from '@/domain/reports';
import type { ReportQueryInput } from '@/domain/schemas';
import { ALL_JOBS, type Store } from '../store/types';
import { requireJob } from './jobs';

/** The first and last days a range without that bound reaches. */
const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';

/**
 * The hiring report of one job, or of all jobs, over all time or over the applications made in a
 * range of days: read from the stored counts, never from every candidate.
 */
export async function getReport(
  store: Store,
  { jobId, from, to }: ReportQueryInput,
  now = Date.now(),
): Promise<HiringReport> {
  return store.transaction('read', async (tx) => {
    if (jobId !== undefined) await requireJob(tx, jobId);
    const scope = jobId ?? ALL_JOBS;
    const tallies =
      from || to
        ? await tx.tallies.readDays(scope, from ?? FIRST_DAY, to ?? LAST_DAY)
        : await tx.tallies.read(scope);
    return buildReport(tallies, jobId ?? null, now, { from, to });
  });
}
