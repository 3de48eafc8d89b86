import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import type { Candidate, CreateCandidateBody } from '@/api/types';
import { DUPLICATE_CANDIDATE_CODE } from '@/domain/constants';
import { candidateKeys } from './keys';

/** POST /api/candidates: a candidate added by hand (201), or a 409 naming the one already there. */
export function createCandidate(body: CreateCandidateBody): Promise<Candidate> {
  return apiRequest<Candidate>('/candidates', { method: 'POST', body });
}

/** The id of the candidate already on the job with this email, when the error says so. */
export function duplicateCandidateId(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== DUPLICATE_CANDIDATE_CODE) return undefined;
  const id = error.details.candidateId;
  return typeof id === 'number' ? id : undefined;
}

/** Adds a candidate; their profile is known at once, and the board fetches its columns again. */
export function useCreateCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCandidate,
    onSuccess: (candidate) => {
      client.setQueryData(candidateKeys.detail(candidate.id), candidate);
      return client.invalidateQueries({ queryKey: candidateKeys.lists() });
    },
  });
}
