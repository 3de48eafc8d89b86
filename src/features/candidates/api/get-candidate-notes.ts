import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Note } from '@/api/types';
import { candidateKeys } from './keys';

/** The notes of a candidate, oldest first. */
export function getCandidateNotes(id: number, signal?: AbortSignal): Promise<Note[]> {
  return apiRequest<Note[]>(`/candidates/${id}/notes`, { signal });
}

export function candidateNotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.notes(id),
    queryFn: ({ signal }) => getCandidateNotes(id, signal),
  });
}

export function useCandidateNotes(id: number, enabled = true) {
  return useQuery({ ...candidateNotesQueryOptions(id), enabled });
}
