import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endsAt, type Interview } from '@/domain/interviews';
import type { Store, Tx } from '../store/types';
import { interviewersOf, requireInterview } from './interviews';

/** Who sends an invitation when nobody with an address scheduled it (browser mode). */
export const NO_REPLY = { name: 'TalentFlow', email: 'no-reply@talentflow.invalid' };

type Calendar = ReturnType<typeof ical>;
type People = Awaited<ReturnType<typeof interviewersOf>>;

/**
 * Adds an interview as one event whose UID stays the same across reschedules and whose SEQUENCE
 * counts its changes; a cancelled one is CANCELLED. Each interviewer with an address attends.
 */
async function addInterviewEvent(
  tx: Tx,
  calendar: Calendar,
  interview: Interview,
  people: People,
): Promise<void> {
  const [candidate, job] = await Promise.all([
    tx.candidates.get(interview.candidateId),
    tx.jobs.get(interview.jobId),
  ]);
  const author = interview.author && people.get(interview.author.id);
  calendar.createEvent({
    id: `interview-${interview.id}@talentflow`,
    sequence: interview.sequence,
    start: new Date(interview.startsAt),
    end: new Date(endsAt(interview)),
    stamp: new Date(),
    summary: `${interview.name}: ${candidate?.name ?? 'a candidate'} for ${job?.title ?? 'a job'}`,
    ...(interview.location && { location: interview.location }),
    ...(interview.videoUrl && { url: interview.videoUrl }),
    ...(interview.instructions && { description: interview.instructions }),
    organizer: author?.email ? { name: author.name, email: author.email } : NO_REPLY,
    attendees: interview.interviewerIds.flatMap((interviewerId) => {
      const person = people.get(interviewerId);
      return person?.email ? [{ name: person.name, email: person.email, rsvp: true }] : [];
    }),
    status:
      interview.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

const PROD_ID = { company: 'TalentFlow', product: 'TalentFlow', language: 'EN' };

/** An interview's calendar invitation (RFC 5545, made by ical-generator); a cancelled one cancels. */
export async function interviewInvite(store: Store, id: number, team: boolean): Promise<string> {
  return store.query(async (tx) => {
    const interview = await requireInterview(tx, id);
    const calendar = ical({
      prodId: PROD_ID,
      method:
        interview.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    });
    await addInterviewEvent(tx, calendar, interview, await interviewersOf(tx, team));
    return calendar.toString();
  });
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
