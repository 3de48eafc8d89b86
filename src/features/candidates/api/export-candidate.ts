import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/api/client';
import { saveBlob } from '@/lib/save-file';

export const candidateExportName = (id: number) => `talentflow-candidate-${id}.json`;

/**
 * GET /api/candidates/:id/export: everything held on the person, across every job they applied
 * to (their applications matched by email), as one JSON document. Admins only on a team server.
 */
export function exportCandidate(id: number): Promise<Blob> {
  return apiBlob(`/candidates/${id}/export`);
}

/**
 * Fetched rather than followed as a link, so a refusal (an ended session, a 403) is said on the
 * page and never saved as the file.
 */
export function useExportCandidate() {
  return useMutation({
    mutationFn: exportCandidate,
    onSuccess: (blob, id) => saveBlob(blob, candidateExportName(id)),
  });
}
