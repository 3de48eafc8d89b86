import ical from 'ical-generator';
import type { Store } from '../store/types';
import { interviewersOf, requireInterview } from './interviews';
import { addInterviewEvent, inviteText, PROD_ID } from './invite-calendar';

export { NO_REPLY } from './invite-calendar';

/** An interview's calendar invitation (RFC 5545, made by ical-generator); a cancelled one cancels. */
export async function interviewInvite(store: Store, id: number, team: boolean): Promise<string> {
  return store.query(async (tx) =>
    inviteText(tx, await requireInterview(tx, id), await interviewersOf(tx, team)),
  );
}

/** How far a member's feed reaches: the past quarter, and the year ahead. */
export const FEED_WINDOW = { pastDays: 90, aheadDays: 366 };

/**
 * A member's own interviews as a calendar to subscribe to (no METHOD: a published feed, not an
 * invitation): cancelled ones stay, cancelled, so calendars that showed them drop them.
 */
export async function memberFeed(
  store: Store,
  memberId: number,
  now = Date.now(),
): Promise<string> {
  return store.query(async (tx) => {
    const day = 86_400_000;
    const mine = await tx.interviews.listStarting(
      new Date(now - FEED_WINDOW.pastDays * day).toISOString(),
      new Date(now + FEED_WINDOW.aheadDays * day).toISOString(),
      memberId,
    );
    const calendar = ical({ prodId: PROD_ID, name: 'TalentFlow interviews', ttl: 60 * 15 });
    const people = await interviewersOf(tx, true);
    for (const interview of mine) await addInterviewEvent(tx, calendar, interview, people);
    return calendar.toString();
  });
}
