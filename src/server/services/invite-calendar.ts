import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endsAt, type Interview } from '@/domain/interviews';
import type { Candidate } from '@/domain/types';
import type { Tx } from '../store/types';

/** An interview as a calendar event (ical-generator): for its .ics, the feeds and the emails. */

/** Who sends an invitation when nobody with an address scheduled it (browser mode). */
export const NO_REPLY = { name: 'TalentFlow', email: 'no-reply@talentflow.invalid' };

export const PROD_ID = { company: 'TalentFlow', product: 'TalentFlow', language: 'EN' };

type Calendar = ReturnType<typeof ical>;
/** The people who may interview, by id: a team's members (with an address) or the directory. */
/** The interviewers by id: their names, addresses and, on a team server, time zones. */
export type People = Map<number, { name: string; email?: string; timeZone?: string | null }>;

/**
 * A name as a quoted parameter value (`CN="…"`), escaped per RFC 6868: ical-generator puts a `"`
 * there as `\"`, which ends the quotes, so a name could add parameters or change the address.
 * Other control characters have no place in a parameter and are dropped.
 */
function paramName(name: string): string {
  return (
    name
      .replace(/\^/g, '^^')
      .replace(/\r\n|\r|\n/g, '^n')
      .replace(/"/g, "^'")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

const STATUS = (interview: Interview) =>
  interview.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED;

/** The same UID across reschedules, and a SEQUENCE that counts its changes: for both versions. */
const identity = (interview: Interview) => ({
  id: `interview-${interview.id}@talentflow`,
  sequence: interview.sequence,
  start: new Date(interview.startsAt),
  end: new Date(endsAt(interview)),
  stamp: new Date(),
  ...(interview.location && { location: interview.location }),
  ...(interview.videoUrl && { url: interview.videoUrl }),
  status: STATUS(interview),
});

const organizerOf = (interview: Interview, people: People) => {
  const author = interview.author && people.get(interview.author.id);
  return author?.email ? { name: paramName(author.name), email: author.email } : NO_REPLY;
};

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
  calendar.createEvent({
    ...identity(interview),
    summary: `${interview.name}: ${candidate?.name ?? 'a candidate'} for ${job?.title ?? 'a job'}`,
    ...(interview.instructions && { description: interview.instructions }),
    organizer: organizerOf(interview, people),
    attendees: interview.interviewerIds.flatMap((interviewerId) => {
      const person = people.get(interviewerId);
      return person?.email
        ? [{ name: paramName(person.name), email: person.email, rsvp: true }]
        : [];
    }),
  });
}

/**
 * The candidate's own event of an interview: the same UID and SEQUENCE (their calendar follows
 * its changes), its name, time, place and link, the scheduler to reply to, and the candidate the
 * one attendee. Never the interviewers' instructions or addresses: the event has no description.
 */
async function addCandidateEvent(
  tx: Tx,
  calendar: Calendar,
  interview: Interview,
  people: People,
  candidate: Candidate,
): Promise<void> {
  const job = await tx.jobs.get(interview.jobId);
  calendar.createEvent({
    ...identity(interview),
    summary: `${interview.name} for ${job?.title ?? 'a job'}`,
    organizer: organizerOf(interview, people),
    attendees: [{ name: paramName(candidate.name), email: candidate.email, rsvp: true }],
  });
}

/**
 * An interview's invitation (METHOD:REQUEST), or its cancellation (METHOD:CANCEL), as .ics text:
 * the interviewers' version, or with `candidate` the candidate's own.
 */
export async function inviteText(
  tx: Tx,
  interview: Interview,
  people: People,
  candidate?: Candidate,
): Promise<string> {
  const calendar = ical({
    prodId: PROD_ID,
    method:
      interview.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  if (candidate) await addCandidateEvent(tx, calendar, interview, people, candidate);
  else await addInterviewEvent(tx, calendar, interview, people);
  return calendar.toString();
}
