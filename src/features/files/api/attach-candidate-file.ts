import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateFile } from '@/api/types';
import { fileKeys } from './keys';

/** POST /api/candidates/:id/files: a résumé attached on the profile (multipart, field `file`). */
export function attachCandidateFile(candidateId: number, file: File): Promise<CandidateFile> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<CandidateFile>(`/candidates/${candidateId}/files`, { method: 'POST', form });
}

/** Attaches a file; the stored one joins the list at once, then the list is refetched. */
export function useAttachCandidateFile(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => attachCandidateFile(candidateId, file),
    onSuccess: (stored) => {
      client.setQueryData<CandidateFile[]>(fileKeys.candidate(candidateId), (files) =>
        files && !files.some((f) => f.id === stored.id) ? [...files, stored] : files,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: fileKeys.candidate(candidateId) }),
  });
}
