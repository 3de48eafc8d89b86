import { eq } from 'drizzle-orm';
import type { SchedulingLink } from '@/domain/schemas';
import type { SchedulingLinksRepo } from '../../types';
import type { PgDb } from '../migrate';
import { SCHEDULING_LINKS } from '../rows';
import { schedulingLinks } from '../schema';
import { isId } from '../values';
import { ownedRepo, updateOwned } from './owned';

/** Scheduling links: a candidate's, one by id or by its token's hash; replaced whole. */
export function schedulingLinksRepo(q: PgDb): SchedulingLinksRepo {
  const read = SCHEDULING_LINKS.read as (row: unknown) => SchedulingLink;
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await q
      .select(SCHEDULING_LINKS.columns as never)
      .from(schedulingLinks)
      .where(where);
    return row === undefined ? undefined : read(row);
  };
  return {
    ...ownedRepo(q, SCHEDULING_LINKS),
    get: async (id) => (isId(id) ? one(eq(schedulingLinks.id, id)) : undefined),
    findByHash: (tokenHash) => one(eq(schedulingLinks.tokenHash, tokenHash)),
    update: (link) => updateOwned(q, SCHEDULING_LINKS, link),
  };
}
