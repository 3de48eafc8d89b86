import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { candidateDetailKey } from '@/api/queries/get-candidate';
import type { OfferAnswer } from '@/domain/schemas';

/**
 * Every query key of the offers feature, defined once. They start with 'offers' (but the
 * settings'), so one invalidation reaches a candidate's offers, the list waiting on the member and
 * a letter.
 */
export const offerKeys = {
  all: ['offers'] as const,
  /** A candidate's offers, newest first. */
  candidate: (candidateId: number) => ['offers', 'candidate', candidateId] as const,
  /** The offers waiting on the signed-in member, and their count (the navigation's badge). */
  toApprove: () => ['offers', 'to-approve'] as const,
  /** An offer's letter as its version fills it in. */
  letter: (offerId: number, version: number) => ['offers', 'letter', offerId, version] as const,
  /**
   * The organization's custom fields, letter templates and expiry: the Settings page's own key for
   * the same answer (GET /api/settings/offers), so a save there refreshes the form here.
   */
  settings: () => ['settings', 'offers'] as const,
};

/** What an offer's write makes stale: its candidate's offers, the approvals list, the profile. */
export function offerWriteStale(
  candidateId: number,
  options: { movedCandidate?: boolean } = {},
): QueryKey[] {
  return [
    offerKeys.candidate(candidateId),
    offerKeys.toApprove(),
    // A write that moves the candidate (an accepted offer: Hired) changes the board, its counts
    // and every list of candidates, which all start with 'candidates'; any other write, only the
    // candidate's own profile and timeline (under the candidate's key).
    options.movedCandidate ? CANDIDATES : candidateDetailKey(candidateId),
  ];
}

/** Every candidate query (src/api/queries/get-candidate.ts: their keys start with it). */
const CANDIDATES = ['candidates'] as const;

/** Puts the offer as the API answered it in its candidate's list, before the list is read again. */
export function keepOffer(client: QueryClient, offer: OfferAnswer): void {
  client.setQueryData<{ offers: OfferAnswer[] }>(
    offerKeys.candidate(offer.candidate.id),
    (list) => {
      if (!list) return list;
      const known = list.offers.some((o) => o.id === offer.id);
      return {
        offers: known
          ? list.offers.map((o) => (o.id === offer.id ? offer : o))
          : [offer, ...list.offers],
      };
    },
  );
}

/**
 * After a write answered with the offer: kept at once (the screen shows it and says so without
 * waiting), then what it made stale read again.
 */
export function afterOfferWrite(
  client: QueryClient,
  offer: OfferAnswer,
  options: { movedCandidate?: boolean } = {},
): Promise<unknown> {
  keepOffer(client, offer);
  return Promise.all(
    offerWriteStale(offer.candidate.id, options).map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
