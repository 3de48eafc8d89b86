import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Note } from '@/api/types';
import { candidateKeys } from './keys';

export function deleteCandidateNote(candidateId: number, noteId: number): Promise<void> {
  return apiRequest<void>(`/candidates/${candidateId}/notes/${noteId}`, { method: 'DELETE' });
}

/** Deletes a note for everyone: it leaves the list once the server has done it. */
export function useDeleteCandidateNote(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteCandidateNote(candidateId, noteId),
    onSuccess: (_, noteId) =>
      client.setQueryData<Note[]>(candidateKeys.notes(candidateId), (notes) =>
        notes?.filter((note) => note.id !== noteId),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: candidateKeys.notes(candidateId) }),
  });
}
