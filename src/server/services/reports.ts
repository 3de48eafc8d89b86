import { stagesOf } from '@/domain/pipelines';
import {
  buildReport,
  countKeys,
  STAGE_TALLY_PREFIX,
  stageTallies,
  talliesOfJourneys,
  withWithdrawal,
  WITHDRAWALS_KEY,
  type HiringReport,
  type Withdrawals,
} from '@/domain/reports';
import { groupByCandidate } from '@/domain/events';
import { offerTotals, type OfferTotals } from '@/domain/offers';
import type { ReportQueryInput } from '@/domain/schemas';
import { visibleIds, type CandidateScope } from '../scope';
import type { Candidate } from '@/domain/types';
import { ALL_JOBS, type Store, type Tx } from '../store/types';
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
  candidates?: CandidateScope,
): Promise<HiringReport & { offers?: OfferTotals }> {
  return store.transaction('read', async (tx) => {
    const job = jobId === undefined ? undefined : await requireJob(tx, jobId);
    const scope = jobId ?? ALL_JOBS;
    const tallies = candidates
      ? await scopedTallies(tx, candidates, jobId, { from, to })
      : from || to
        ? await tx.tallies.readDays(scope, from ?? FIRST_DAY, to ?? LAST_DAY)
        : await tx.tallies.read(scope);
    // A job with its own stages is reported stage by stage too, over all time (its stages' counts
    // are not kept by day), from counts that no other report reads.
    const stages = !from && !to && job?.stages ? stagesOf(job) : undefined;
    if (stages && !candidates)
      for (const [key, n] of await tx.tallies.readPrefix(scope, STAGE_TALLY_PREFIX))
        tallies.set(key, n);
    const report = buildReport(
      tallies,
      jobId ?? null,
      now,
      { from, to },
      await withdrawalsOf(tx),
      stages,
    );
    // Offers are few (one per hire or so): counted from their rows, never for an interviewer.
    if (candidates) return report;
    return { ...report, offers: offerTotals(await tx.offers.all(), { jobId, from, to }) };
  });
}

const withdrawalsOf = async (tx: Tx): Promise<Withdrawals> =>
  ((await tx.settings.get(WITHDRAWALS_KEY)) as Withdrawals | undefined) ?? {};

/** Counts an application withdrawn today, in the withdrawal's transaction. */
export async function countWithdrawal(tx: Tx, jobId: number): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await tx.settings.set(WITHDRAWALS_KEY, withWithdrawal(await withdrawalsOf(tx), jobId, day));
}

/** The counts of an interviewer's candidates (a few), worked out from their journeys as stores do. */
async function scopedTallies(
  tx: Tx,
  scope: NonNullable<CandidateScope>,
  jobId: number | undefined,
  range: { from?: string; to?: string },
): Promise<Map<string, number>> {
  const found = await tx.candidates.getMany([...(await visibleIds(tx, scope))!]);
  const theirs = found.filter(
    (c): c is Candidate => c !== undefined && (jobId === undefined || c.jobId === jobId),
  );
  const rows = groupByCandidate(await tx.timeline.listByCandidates(theirs.map((c) => c.id)));
  const journeys = theirs.map((c) => ({
    stage: c.stage,
    stageId: c.stageId,
    source: c.source,
    entries: rows.get(c.id) ?? [],
  }));
  const counts = talliesOfJourneys(journeys, range);
  // A job's own stages over all time, as its stored counts hold them (all jobs' have none).
  if (jobId !== undefined && !range.from && !range.to)
    for (const journey of journeys) countKeys(stageTallies(journey), counts);
  return counts;
}
