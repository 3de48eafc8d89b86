import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateImportResult } from '@/api/types';
import { candidateKeys } from './keys';

export interface ImportCandidatesInput {
  jobId: number;
  /** The CSV file as chosen. */
  file: Blob;
  /** Check the file and answer what would be created, writing nothing. */
  dryRun: boolean;
}

/**
 * POST /api/candidates/import?jobId=&dryRun=1: a CSV file's candidates into one job, each bad row
 * listed with its reason; a dry run writes nothing.
 */
export function importCandidates({
  jobId,
  file,
  dryRun,
}: ImportCandidatesInput): Promise<CandidateImportResult> {
  return apiRequest<CandidateImportResult>('/candidates/import', {
    method: 'POST',
    query: { jobId, dryRun: dryRun ? 1 : undefined },
    // Sent as text/csv whatever the system calls the file (some say application/vnd.ms-excel).
    file: new Blob([file], { type: 'text/csv' }),
  });
}

/** Previews or imports; once candidates are written, the board fetches its columns and counts again. */
export function useImportCandidates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCandidates,
    onSuccess: (result) => {
      if (!result.dryRun && result.created > 0)
        return client.invalidateQueries({ queryKey: candidateKeys.lists() });
    },
  });
}
