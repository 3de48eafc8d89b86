import { and, eq, isNull } from 'drizzle-orm';
import type { ApplicationLink } from '@/domain/schemas';
import type { ApplicationLinksRepo } from '../../types';
import type { PgDb } from '../migrate';
import { APPLICATION_LINKS } from '../rows';
import { applicationLinks } from '../schema';
import { isId } from '../values';
import { ownedRepo } from './owned';

/** Applicants' status links: one found by its token's hash, in one indexed read. */
export function applicationLinksRepo(q: PgDb): ApplicationLinksRepo {
  const read = APPLICATION_LINKS.read as (row: unknown) => ApplicationLink;
  return {
    ...ownedRepo(q, APPLICATION_LINKS),
    findByHash: async (tokenHash) => {
      const [row] = await q
        .select(APPLICATION_LINKS.columns as never)
        .from(applicationLinks)
        .where(eq(applicationLinks.tokenHash, tokenHash));
      return row === undefined ? undefined : read(row);
    },
    removeByResponse: async (responseId) => {
      if (!isId(responseId)) return;
      await q.delete(applicationLinks).where(eq(applicationLinks.responseId, responseId));
    },
    narrowToSubmissions: async (candidateId) => {
      if (!isId(candidateId)) return;
      const whole = and(
        eq(applicationLinks.candidateId, candidateId),
        eq(applicationLinks.scope, 'candidate'),
      );
      await q.delete(applicationLinks).where(and(whole, isNull(applicationLinks.responseId)));
      await q.update(applicationLinks).set({ scope: 'submission' }).where(whole);
    },
  };
}
