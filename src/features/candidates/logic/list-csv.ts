import type { Candidate } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import { toCsv } from '@/domain/csv';
import { CANDIDATE_SOURCE_LABELS } from '@/domain/enums';

/** A listed candidate: the list also answers when they applied. */
type ListedRow = Candidate & { appliedAt?: string };

/** The same columns as GET /api/candidates/export.csv, so both files read alike. */
const HEADER = ['Name', 'Email', 'Phone', 'Job', 'Stage', 'Source', 'Applied'] as const;

/**
 * The checked rows of the candidate list as a spreadsheet (RFC 4180, no cell that runs as a
 * formula): made on the page from the rows it holds, since the export endpoint takes filters.
 */
export function selectionCsv(
  rows: readonly ListedRow[],
  jobTitles: ReadonlyMap<number, string>,
): string {
  return toCsv([
    HEADER,
    ...rows.map((c) => [
      c.name,
      c.email,
      c.phone,
      jobTitles.get(c.jobId),
      STAGE_LABELS[c.stage],
      c.source && CANDIDATE_SOURCE_LABELS[c.source],
      c.appliedAt?.slice(0, 10),
    ]),
  ]);
}
