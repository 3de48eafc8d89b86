import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CreateNoteBody, Note } from '@/api/types';
import { candidateKeys } from './keys';

export function createCandidateNote(candidateId: number, body: CreateNoteBody): Promise<Note> {
  return apiRequest<Note>(`/candidates/${candidateId}/notes`, { method: 'POST', body });
}

/** Adds a note; the saved note joins the list at once, then the list is refetched. */
export function useCreateCandidateNote(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createCandidateNote(candidateId, { text }),
    onSuccess: (note) => {
      client.setQueryData<Note[]>(candidateKeys.notes(candidateId), (notes) =>
        notes && !notes.some((n) => n.id === note.id) ? [...notes, note] : notes,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: candidateKeys.notes(candidateId) }),
  });
}
