import { asc, eq } from 'drizzle-orm';
import type { Offer } from '@/domain/schemas';
import type { OffersRepo, OfferVersionsRepo } from '../../types';
import type { PgDb } from '../migrate';
import { OFFERS, OFFER_VERSIONS } from '../rows';
import { offers } from '../schema';
import { isId } from '../values';
import { ownedRepo, updateOwned } from './owned';

/** Offers: a candidate's, one by id or by its link's hash, those in one status; replaced whole. */
export function offersRepo(q: PgDb): OffersRepo {
  const read = OFFERS.read as (row: unknown) => Offer;
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await q
      .select(OFFERS.columns as never)
      .from(offers)
      .where(where);
    return row === undefined ? undefined : read(row);
  };
  return {
    ...ownedRepo(q, OFFERS),
    get: async (id) => (isId(id) ? one(eq(offers.id, id)) : undefined),
    findByHash: (tokenHash) => one(eq(offers.tokenHash, tokenHash)),
    listByStatus: async (status) =>
      (
        (await q
          .select(OFFERS.columns as never)
          .from(offers)
          .where(eq(offers.status, status))
          .orderBy(asc(offers.id))) as unknown[]
      ).map(read),
    update: (offer) => updateOwned(q, OFFERS, offer),
  };
}

export function offerVersionsRepo(q: PgDb): OfferVersionsRepo {
  return {
    ...ownedRepo(q, OFFER_VERSIONS),
    update: (version) => updateOwned(q, OFFER_VERSIONS, version),
  };
}
