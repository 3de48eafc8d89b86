import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate, CandidateSource, UpdateCandidateBody } from '@/api/types';
import { applyTagChange, type TagChange } from '../logic/candidate-tags';
import { candidateKeys } from './keys';

/** PATCH /api/candidates/:id: a stage move (see update-candidate-stage.ts), or their details. */
export function updateCandidate(id: number, body: UpdateCandidateBody): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { method: 'PATCH', body });
}

/** A candidate's details as the profile sends them: '' removes the phone. */
export interface CandidateDetailsBody {
  name?: string;
  email?: string;
  phone: string;
  source?: CandidateSource;
}

/**
 * Edits a candidate's name, email, phone and source. The profile shows the saved candidate; the
 * board's lists, which hold candidates too, are marked stale and fetched again when next shown.
 */
export function useUpdateCandidateDetails(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateDetailsBody) => updateCandidate(id, body),
    onSuccess: (saved, body) => {
      client.setQueryData<Candidate>(candidateKeys.detail(id), saved);
      const stale = client.invalidateQueries({
        queryKey: candidateKeys.lists(),
        refetchType: 'none',
      });
      // Another email makes them another person: the profile on screen lists that one's applications.
      if (body.email !== undefined)
        void client.invalidateQueries({ queryKey: candidateKeys.applications(id) });
      return stale;
    },
  });
}

const tagsMutationKey = (id: number) => ['candidates', 'tags', id] as const;

/**
 * Adds or removes one of a candidate's tags: a PATCH of the whole list. The list sent is worked
 * out when the request leaves, from the one saved so far, and one candidate's changes are sent one
 * at a time (a scope): two quick changes never send lists that overwrite each other. Until it is
 * saved a change shows through `usePendingTagChanges`; one that fails stops showing, which puts
 * the list back as it was.
 */
export function useUpdateCandidateTags(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: tagsMutationKey(id),
    scope: { id: `candidate-tags:${id}` },
    mutationFn: (change: TagChange) => {
      const saved = client.getQueryData<Candidate>(candidateKeys.detail(id))?.tags ?? [];
      return updateCandidate(id, { tags: applyTagChange(saved, change) });
    },
    onSuccess: (saved) => {
      // Only the tags: a stage move of theirs may be showing before it is saved.
      client.setQueryData<Candidate>(candidateKeys.detail(id), (held) =>
        held ? { ...held, tags: saved.tags ?? [] } : saved,
      );
      void client.invalidateQueries({ queryKey: candidateKeys.lists(), refetchType: 'none' });
    },
  });
}

/** The candidate's tag changes not saved yet, in the order they were made. */
export function usePendingTagChanges(id: number): TagChange[] {
  return useMutationState({
    filters: { mutationKey: tagsMutationKey(id), status: 'pending' },
    select: (mutation) => mutation.state.variables as TagChange,
  });
}
