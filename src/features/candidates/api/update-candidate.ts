import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate, CandidateSource, UpdateCandidateBody } from '@/api/types';
import { candidateKeys } from './keys';

/** PATCH /api/candidates/:id: a stage move (see update-candidate-stage.ts), a phone or a source. */
export function updateCandidate(id: number, body: UpdateCandidateBody): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { method: 'PATCH', body });
}

/** A candidate's contact details as the profile sends them: '' removes the phone. */
export interface CandidateDetailsBody {
  phone: string;
  source?: CandidateSource;
}

/**
 * Edits a candidate's phone and source. The profile shows the saved candidate; the board's lists,
 * which hold candidates too, are marked stale without being fetched now: their cards show neither.
 */
export function useUpdateCandidateDetails(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateDetailsBody) => updateCandidate(id, body),
    onSuccess: (saved) => {
      client.setQueryData<Candidate>(candidateKeys.detail(id), saved);
      return client.invalidateQueries({ queryKey: candidateKeys.lists(), refetchType: 'none' });
    },
  });
}
