import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Note } from '@/api/types';
import { candidateKeys } from './keys';

export function updateCandidateNote(candidateId: number, noteId: number, text: string) {
  return apiRequest<Note>(`/candidates/${candidateId}/notes/${noteId}`, {
    method: 'PATCH',
    body: { text },
  });
}

/** Edits one's own note: the saved note replaces it in the list, then the list is refetched. */
export function useUpdateCandidateNote(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, text }: { noteId: number; text: string }) =>
      updateCandidateNote(candidateId, noteId, text),
    onSuccess: (saved) =>
      client.setQueryData<Note[]>(candidateKeys.notes(candidateId), (notes) =>
        notes?.map((note) => (note.id === saved.id ? saved : note)),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: candidateKeys.notes(candidateId) }),
  });
}
