import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate, CandidateSource, UpdateCandidateBody } from '@/api/types';
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
