import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { offerKeys } from './keys';

/** GET /api/candidates/:id/offers: the candidate's offers, newest first. */
export function fetchCandidateOffers(
  candidateId: number,
  signal?: AbortSignal,
): Promise<{ offers: OfferAnswer[] }> {
  return apiRequest(`/candidates/${candidateId}/offers`, { signal });
}

export function useCandidateOffers(candidateId: number | null, enabled = true) {
  return useQuery({
    queryKey: offerKeys.candidate(candidateId ?? 0),
    queryFn: ({ signal }) => fetchCandidateOffers(candidateId ?? 0, signal),
    enabled: enabled && candidateId !== null,
  });
}
