import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** The candidate's answer, given outside TalentFlow (a signed paper letter). */
export type OfferDecision =
  { decision: 'accepted'; name: string } | { decision: 'declined'; reason?: string };

/** POST /api/offers/:id/record: an acceptance moves the candidate to Hired. */
export function recordOfferDecision(offerId: number, answer: OfferDecision): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/record`, { method: 'POST', body: answer });
}

/** Records the answer; an acceptance moved the candidate, so the board and profile read again. */
export function useRecordOfferDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: number; answer: OfferDecision }) =>
      recordOfferDecision(offerId, answer),
    onSuccess: (offer, { answer }) =>
      void afterOfferWrite(client, offer, { movedCandidate: answer.decision === 'accepted' }),
  });
}
