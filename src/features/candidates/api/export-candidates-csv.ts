import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/api/client';
import { saveBlob } from '@/lib/save-file';
import type { BoardFilters } from './keys';

export const CANDIDATES_CSV_NAME = 'talentflow-candidates.csv';

/** GET /api/candidates/export.csv: every candidate the board's filters match, as a spreadsheet. */
export function exportCandidatesCsv({ jobId, search }: BoardFilters): Promise<Blob> {
  return apiBlob('/candidates/export.csv', { query: { jobId, search } });
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
