import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/api/client';
import { saveBlob } from '@/lib/save-file';
import type { CandidatesCsvQueryInput as CandidatesCsvQuery } from '@/domain/schemas';
import type { BoardFilters } from './keys';

export const CANDIDATES_CSV_NAME = 'talentflow-candidates.csv';

/** The filters an export takes: the board's, or the candidate list's. */
export type CsvFilters = BoardFilters & Partial<Omit<CandidatesCsvQuery, keyof BoardFilters>>;

/** GET /api/candidates/export.csv: every candidate the filters match, as a spreadsheet. */
export function exportCandidatesCsv(filters: CsvFilters): Promise<Blob> {
  return apiBlob('/candidates/export.csv', { query: { ...filters } });
}

/**
 * Fetched rather than followed as a link, so a refusal (an ended session, a storage error) is
 * said on the page and never saved as the file.
 */
export function useExportCandidatesCsv() {
  return useMutation({
    mutationFn: exportCandidatesCsv,
    onSuccess: (blob) => saveBlob(blob, CANDIDATES_CSV_NAME),
  });
}
