import type { ApprovalStep } from '@/domain/approvals';
import { APPROVALS_KEY } from '@/domain/approvals';
import type { Offer } from '@/domain/schemas';
import type { TeamStore } from '../../../store/types';

/**
 * Offers written straight into a team store for the route-by-role suite: a fresh candidate of
 * the job each time, with one offer in the status asked (and, once sent, its letter and the hash
 * of a known link).
 */

const sha256Hex = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

/** A minimal PDF: the suite checks who may read it, not what it says. */
const PDF = btoa('%PDF-1.4\n%%EOF\n');

export async function offerIn(
  store: TeamStore,
  jobId: number,
  status: Offer['status'],
  name = 'Olga Offer',
): Promise<{ id: number; candidateId: number; token: string }> {
  const token = `link-${crypto.randomUUID()}`;
  const tokenHash = await sha256Hex(token);
  const now = '2026-11-23T09:00:00.000Z';
  return store.transaction('write', async (tx) => {
    const candidate = await tx.candidates.insert({
      name,
      email: `${crypto.randomUUID()}@example.com`,
      stage: 'offer',
      jobId,
      tags: [],
    });
    const sent = status === 'sent' || status === 'accepted' || status === 'declined';
    const offer = await tx.offers.insert({
      candidateId: candidate.id,
      jobId,
      status,
      version: 1,
      round: status === 'draft' ? 0 : 1,
      approvals: [],
      createdAt: now,
      updatedAt: now,
      ...(sent && {
        sentAt: now,
        sentVersion: 1,
        expiresAt: '2027-11-23T09:00:00.000Z',
        tokenHash,
      }),
    });
    await tx.offerVersions.insert({
      offerId: offer.id,
      candidateId: candidate.id,
      version: 1,
      salary: { amount: 60000, currency: 'EUR', period: 'year' },
      startDate: '2027-03-01',
      fields: {},
      templateId: 'standard',
      createdAt: now,
      ...(sent && { letter: '# Offer', letterPdf: PDF, letterSha256: 'c'.repeat(64) }),
    });
    return { id: offer.id, candidateId: candidate.id, token };
  });
}

export const setOfferChain = (store: TeamStore, offers: ApprovalStep[]) =>
  store.transaction('write', (tx) => tx.settings.set(APPROVALS_KEY, { offers }));
