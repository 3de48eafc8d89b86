import { STAGE_LABELS } from '@/domain/constants';
import { toCsv } from '@/domain/csv';
import { CANDIDATE_SOURCE_LABELS } from '@/domain/enums';
import type { CandidatesCsvQueryInput } from '@/domain/schemas';
import type { CandidateScope } from '../scope';
import type { Store } from '../store/types';
import { listedPages, listFilterOf, matchingPages } from './candidates';
import { isListQuery } from '@/domain/schemas';

/** Candidates read per statement while the file is made. */
const BATCH = 1000;

export const CSV_HEADER = ['Name', 'Email', 'Phone', 'Job', 'Stage', 'Source', 'Applied'] as const;

/**
 * GET /candidates/export.csv: every candidate the list's filters match (job, stage, search), in
 * id order, as a spreadsheet reads it (domain/csv: RFC 4180, UTF-8 with a byte order mark, no cell
 * that runs as a formula). Applied is the day of their first timeline entry. One snapshot.
 */
export function exportCandidatesCsv(
  store: Store,
  filter: CandidatesCsvQueryInput,
  scope: CandidateScope,
): Promise<string> {
  return store.transaction('read', async (tx) => {
    const titles = new Map((await tx.jobs.all()).map((job) => [job.id, job.title]));
    const rows: Array<ReadonlyArray<string | undefined>> = [CSV_HEADER];
    const { search, jobId, stage } = filter;
    // The board's filters page in id order; the list's go through the list's read.
    const pages = isListQuery(filter)
      ? listedPages(tx, listFilterOf(filter, scope), BATCH)
      : matchingPages(
          tx,
          { search, jobId, stage, ...(scope && { interviewerId: scope.interviewerId }) },
          BATCH,
        );
    for await (const candidates of pages) {
      const applied = new Map<number, string>();
      for (const entry of await tx.timeline.listByCandidates(candidates.map((c) => c.id)))
        if (!applied.has(entry.candidateId)) applied.set(entry.candidateId, entry.date);
      for (const c of candidates)
        rows.push([
          c.name,
          c.email,
          c.phone,
          titles.get(c.jobId),
          STAGE_LABELS[c.stage],
          c.source && CANDIDATE_SOURCE_LABELS[c.source],
          applied.get(c.id)?.slice(0, 10),
        ]);
    }
    return toCsv(rows);
  });
}
