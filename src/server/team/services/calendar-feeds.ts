import { notFound } from '../../errors';
import { memberFeed } from '../../services/calendar';
import { newToken, tokenHash } from '../tokens';
import type { TeamServiceDeps } from './context';

export const NO_FEED = 'No calendar feed at this address. Make a new one in TalentFlow.';

/**
 * Each member's private calendar feed: a secret address (256 random bits, kept only as its
 * SHA-256) that calendar apps read without a session. Its address is shown once, when made; a new
 * one ends the old one.
 */
export function calendarFeedsService({ store }: Pick<TeamServiceDeps, 'store'>) {
  return {
    /** Whether the member has a feed, and since when (never its address: that was shown once). */
    async status(userId: number): Promise<{ url: null; createdAt: string | null }> {
      const feed = await store.transaction('read', (tx) => tx.accounts.getCalendarFeed(userId));
      return { url: null, createdAt: feed?.createdAt ?? null };
    },
    /** Makes the member a new secret, ending the old one; answers the secret, to show once. */
    async renew(userId: number): Promise<{ secret: string; createdAt: string }> {
      const secret = newToken();
      const createdAt = new Date().toISOString();
      await store.transaction('write', (tx) =>
        tx.accounts.putCalendarFeed({ userId, secretHash: tokenHash(secret), createdAt }),
      );
      return { secret, createdAt };
    },
    /** The calendar of the member whose feed this secret opens (404 for any other). */
    async calendar(secret: string): Promise<string> {
      const feed = await store.transaction('read', (tx) =>
        tx.accounts.findCalendarFeed(tokenHash(secret)),
      );
      if (!feed) throw notFound(NO_FEED);
      return memberFeed(store, feed.userId);
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof calendarFeedsService>;
