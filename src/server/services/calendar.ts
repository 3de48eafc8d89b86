import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endsAt } from '@/domain/interviews';
import { notFound } from '../errors';
import type { Store } from '../store/types';
import { interviewersOf } from './interviews';

/** Who sends an invitation when nobody with an address scheduled it (browser mode). */
export const NO_REPLY = { name: 'TalentFlow', email: 'no-reply@talentflow.invalid' };

/**
 * An interview's calendar invitation (RFC 5545, made by ical-generator): one event whose UID stays
 * the same across reschedules and whose SEQUENCE counts its changes; a cancelled interview's file
 * cancels it. Each interviewer with an address is an attendee.
 */
export async function interviewInvite(store: Store, id: number, team: boolean): Promise<string> {
  return store.query(async (tx) => {
    const interview = await tx.interviews.get(id);
    if (!interview) throw notFound(`Interview ${id} not found.`);
    const [candidate, job, people] = await Promise.all([
      tx.candidates.get(interview.candidateId),
      tx.jobs.get(interview.jobId),
      interviewersOf(tx, team),
    ]);
    const cancelled = interview.status === 'cancelled';
    const author = interview.author && people.get(interview.author.id);
    const calendar = ical({
      prodId: { company: 'TalentFlow', product: 'TalentFlow', language: 'EN' },
      method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    });
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
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    return calendar.toString();
  });
}
