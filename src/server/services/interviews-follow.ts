import type { DomainEvent } from '@/domain/events';
import { stillToCome, type CancelCause, type Interview } from '@/domain/interviews';
import { WITHDREW } from '@/domain/rejection';
import { teamOf, type EventHandler, type Tx } from '../store/types';
import { erasedInterviewEmails } from './interview-emails';
import { cancelIn, interviewersOf } from './interviews';
import type { MailContext } from './messages';

/**
 * Interviews follow their candidate: when a write rejects candidates (one or many, by a move or
 * with a reason), archives a job or erases a candidate (the profile's Erase, a withdrawal,
 * retention), the interviews of theirs still to come are cancelled in the same transaction, as a
 * recruiter's cancel would be (timeline, live event, the interviewers' and the invited
 * candidate's calendars). An erased candidate's interviewers get a cancellation that names no one.
 * With `mail` (a team server), the messages are sent; browser mode cancels without them.
 */
export function interviewsFollow(mail?: MailContext): EventHandler {
  return {
    name: 'interviews-follow',
    async handle(tx, events) {
      const leaving = causes(events);
      const erased = events.flatMap((e) => (e.type === 'candidate.erased' ? e.upcoming : []));
      if (leaving.candidates.size > 0 || leaving.jobs.size > 0) await cancel(tx, leaving, mail);
      const team = mail && teamOf(tx);
      if (team && erased.length > 0) {
        const people = await interviewersOf(tx, true);
        for (const interview of erased) await erasedInterviewEmails(team, interview, people);
      }
    },
  };
}

interface Leaving {
  candidates: Map<number, CancelCause>;
  jobs: Set<number>;
}

/** The candidates rejected and the jobs archived by these events. */
function causes(events: readonly DomainEvent[]): Leaving {
  const leaving: Leaving = { candidates: new Map(), jobs: new Set() };
  for (const event of events) {
    // Rejected for "Withdrew" (by the applicant, or for them): they withdrew.
    if (event.type === 'candidate.rejected')
      leaving.candidates.set(event.id, event.reason === WITHDREW ? 'withdrew' : 'rejected');
    else if (event.type === 'candidate.moved' && event.to === 'rejected')
      leaving.candidates.set(event.id, 'rejected');
    else if (
      event.type === 'job.edited' &&
      event.after.status === 'archived' &&
      event.before.status !== 'archived'
    )
      leaving.jobs.add(event.after.id);
  }
  return leaving;
}

/** The latest start an interview can have: every one still to come starts before it. */
const END_OF_TIME = '9999-12-31T23:59:59.999Z';

/** Cancels the interviews still to come of the candidates and jobs leaving, in one read. */
async function cancel(tx: Tx, leaving: Leaving, mail: MailContext | undefined): Promise<void> {
  const now = Date.now();
  const cause = (interview: Interview): CancelCause | undefined =>
    leaving.candidates.get(interview.candidateId) ??
    (leaving.jobs.has(interview.jobId) ? 'archived' : undefined);
  const due = (await tx.interviews.listStarting(new Date(now).toISOString(), END_OF_TIME)).filter(
    (interview) => stillToCome(interview, now) && cause(interview) !== undefined,
  );
  if (due.length === 0) return;
  const candidates = await tx.candidates.getMany([...new Set(due.map((i) => i.candidateId))]);
  const byId = new Map(candidates.flatMap((c) => (c ? [[c.id, c] as const] : [])));
  for (const interview of due) {
    const candidate = byId.get(interview.candidateId);
    if (candidate) await cancelIn(tx, interview, candidate, { mail, because: cause(interview) });
  }
}
