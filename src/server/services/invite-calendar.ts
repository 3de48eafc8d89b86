import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endsAt, type Interview } from '@/domain/interviews';
import type { Tx } from '../store/types';

/** An interview as a calendar event (ical-generator): for its .ics, the feeds and the emails. */

/** Who sends an invitation when nobody with an address scheduled it (browser mode). */
export const NO_REPLY = { name: 'TalentFlow', email: 'no-reply@talentflow.invalid' };

export const PROD_ID = { company: 'TalentFlow', product: 'TalentFlow', language: 'EN' };

type Calendar = ReturnType<typeof ical>;
/** The people who may interview, by id: a team's members (with an address) or the directory. */
export type People = Map<number, { name: string; email?: string }>;

/**
 * Adds an interview as one event whose UID stays the same across reschedules and whose SEQUENCE
 * counts its changes; a cancelled one is CANCELLED. Each interviewer with an address attends.
 */
export async function addInterviewEvent(
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

/** An interview's invitation (METHOD:REQUEST), or its cancellation (METHOD:CANCEL), as .ics text. */
export async function inviteText(tx: Tx, interview: Interview, people: People): Promise<string> {
  const calendar = ical({
    prodId: PROD_ID,
    method:
      interview.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  await addInterviewEvent(tx, calendar, interview, people);
  return calendar.toString();
}
