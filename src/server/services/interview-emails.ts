import { CANCEL_CAUSES, endsAt, type CancelCause, type Interview } from '@/domain/interviews';
import { firstName, renderEmail } from '@/domain/email-templates';
import type { Candidate, Job } from '@/domain/types';
import type { TeamTx } from '../store/types';
import { inviteText, type People } from './invite-calendar';
import { templateFor } from './email-templates';
import { clockInZone, readerZone, timeInZone } from '@/domain/time-zones';
import { appLink, oneLine, type MailContext } from './messages';
import { organizationOf } from './settings';

/**
 * A team server emails each interviewer the interview's invitation with its .ics (METHOD:REQUEST),
 * again when it changes (the same UID, a higher SEQUENCE), and its cancellation (METHOD:CANCEL);
 * an interviewer taken off it gets the cancellation. Each message goes with the candidate. A
 * candidate asked to is sent their own version of the same event (see invite-calendar.ts).
 */

/** "Sunday 29 November, 10:00 (Berlin time), 45 minutes", in the reader's zone. */
const inWords = (interview: Interview, zone: string) =>
  `${timeInZone(interview.startsAt, zone)}, ${interview.durationMinutes} minutes`;

export const whenLine = (interview: Interview, zone: string) =>
  `When: ${inWords(interview, zone)} (until ${clockInZone(new Date(endsAt(interview)).toISOString(), zone)})`;

export async function interviewEmails(
  tx: TeamTx,
  mail: MailContext,
  interview: Interview,
  candidate: Candidate,
  people: People,
  { before, because }: { before?: Interview; because?: CancelCause } = {},
): Promise<void> {
  const job = await tx.jobs.get(interview.jobId);
  const what = `${interview.name}: ${candidate.name} for ${job?.title ?? 'a job'}`;
  const invite = await inviteText(tx, interview, people);
  const cancelled = { ...interview, status: 'cancelled' as const };
  const cancellation =
    interview.status === 'cancelled' ? invite : await inviteText(tx, cancelled, people);
  const gone = (before?.interviewerIds ?? []).filter(
    (id) => !interview.interviewerIds.includes(id),
  );
  const link = appLink(mail, `/candidates/${candidate.id}`);
  const at = new Date().toISOString();
  const { timeZone: teamZone } = await organizationOf(tx);
  const send = async (id: number, off: boolean) => {
    const person = people.get(id);
    if (!person?.email) return;
    const zone = readerZone(person.timeZone, teamZone);
    const isCancel = off || interview.status === 'cancelled';
    const lead = isCancel ? 'Cancelled' : before ? 'Updated invitation' : 'Invitation';
    await tx.outbox.add(
      {
        kind: 'interview',
        to: person.email,
        subject: oneLine(`${lead}: ${what}`),
        text: [
          isCancel
            ? `${interview.name} with ${candidate.name} is cancelled${off ? ' for you' : ''}${because ? `: ${CANCEL_CAUSES[because]}` : ''}.`
            : `You interview ${candidate.name} for ${job?.title ?? 'a job'}: ${interview.name}.`,
          whenLine(interview, zone),
          ...(interview.location ? [`Where: ${interview.location}`] : []),
          ...(interview.videoUrl ? [`Video call: ${interview.videoUrl}`] : []),
          `The candidate's profile:\n${link}`,
        ].join('\n\n'),
        calendar: isCancel ? cancellation : invite,
        candidateId: candidate.id,
      },
      at,
    );
  };
  for (const id of interview.interviewerIds) await send(id, false);
  for (const id of gone) await send(id, true);
  // The candidate gets their own event: never the interviewers' instructions or addresses.
  if (interview.inviteCandidate)
    await candidateInvitation(
      tx,
      interview,
      candidate,
      job,
      before,
      await inviteText(tx, interview, people, candidate),
      at,
      because,
      readerZone(candidate.timeZone, teamZone),
    );
}

/**
 * The cancellation of an interview whose candidate was erased: each interviewer's calendar drops
 * it (METHOD:CANCEL, the same UID, the next SEQUENCE), and neither the message nor the event names
 * the person or goes with them, so nothing of them is left once they are gone. The candidate is
 * not written to.
 */
export async function erasedInterviewEmails(
  tx: TeamTx,
  interview: Interview,
  people: People,
): Promise<void> {
  const job = await tx.jobs.get(interview.jobId);
  const cancelled = {
    ...interview,
    status: 'cancelled' as const,
    sequence: interview.sequence + 1,
  };
  // The candidate's row is gone: the event's summary names "a candidate".
  const calendar = await inviteText(tx, cancelled, people);
  const what = `${interview.name} for ${job?.title ?? 'a job'}`;
  const at = new Date().toISOString();
  const { timeZone: teamZone } = await organizationOf(tx);
  for (const id of interview.interviewerIds) {
    const person = people.get(id);
    if (!person?.email) continue;
    const zone = readerZone(person.timeZone, teamZone);
    await tx.outbox.add(
      {
        kind: 'interview',
        to: person.email,
        subject: oneLine(`Cancelled: ${what}`),
        text: [`${what} is cancelled: ${CANCEL_CAUSES.erased}.`, whenLine(interview, zone)].join(
          '\n\n',
        ),
        calendar,
      },
      at,
    );
  }
}

/**
 * The candidate's invitation, from the team's "Interview invitation" template (the scheduler the
 * sender, replies going to them), and its update or cancellation in plain words.
 */
async function candidateInvitation(
  tx: TeamTx,
  interview: Interview,
  candidate: Candidate,
  job: Job | undefined,
  before: Interview | undefined,
  calendar: string,
  at: string,
  because: CancelCause | undefined,
  zone: string,
) {
  const sender = interview.author ? await tx.accounts.getUser(interview.author.id) : undefined;
  const values = {
    'candidate.name': candidate.name,
    'candidate.first_name': firstName(candidate.name),
    'candidate.email': candidate.email,
    'job.title': job?.title ?? '',
    'sender.name': sender?.name ?? `The ${job?.title ?? ''} hiring team`.replace('  ', ' '),
    'sender.email': sender?.email ?? '',
    'interview.name': interview.name,
    'interview.time': inWords(interview, zone),
    'interview.location': interview.videoUrl ?? interview.location ?? 'details to follow',
  };
  const cancelled = interview.status === 'cancelled';
  const rendered =
    !before && !cancelled
      ? renderEmail(await templateFor(tx, 'interview-invitation'), values)
      : {
          subject: `${cancelled ? 'Cancelled' : 'Changed'}: your ${interview.name} for ${values['job.title']}`,
          text: cancelled
            ? `Hello ${values['candidate.first_name']},\n\nYour ${interview.name} on ${values['interview.time']} is cancelled.${because ? '' : ' We will be in touch.'}\n\n${values['sender.name']}`
            : `Hello ${values['candidate.first_name']},\n\nYour ${interview.name} is now on ${values['interview.time']} (${values['interview.location']}). The updated invitation is attached.\n\n${values['sender.name']}`,
          html: undefined,
        };
  await tx.outbox.add(
    {
      kind: 'interview-invitation',
      to: candidate.email,
      ...(sender && { replyTo: sender.email }),
      subject: oneLine(rendered.subject),
      text: rendered.text,
      ...(rendered.html && { html: rendered.html }),
      calendar,
      candidateId: candidate.id,
    },
    at,
  );
}
