import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { offerKeys } from './keys';

export interface OfferLetter {
  version: number;
  /** The letter filled in, as the candidate would read it. */
  markdown: string;
  /** Whether GET /api/offers/:id/letter.pdf has a PDF of it (team mode). */
  pdf: boolean;
}

/** GET /api/offers/:id/letter. */
export function fetchOfferLetter(offerId: number, signal?: AbortSignal): Promise<OfferLetter> {
  return apiRequest<OfferLetter>(`/offers/${offerId}/letter`, { signal });
}

/** The letter of an offer's version (read afresh for each version: a change is a new letter). */
export function useOfferLetter(offer: { id: number; version: number } | null) {
  return useQuery({
    queryKey: offerKeys.letter(offer?.id ?? 0, offer?.version ?? 0),
    queryFn: ({ signal }) => fetchOfferLetter(offer?.id ?? 0, signal),
    enabled: offer !== null,
  });
}

/** Where the letter's PDF is downloaded from (team mode). */
export const offerLetterPdfUrl = (offerId: number) => `/api/offers/${offerId}/letter.pdf`;
