import { endsAt, type Interview } from '@/domain/interviews';
import type { Candidate } from '@/domain/types';
import type { TeamTx } from '../store/types';
import { inviteText, type People } from './invite-calendar';
import { appLink, type MailContext } from './messages';

/**
 * A team server emails each interviewer the interview's invitation with its .ics (METHOD:REQUEST),
 * again when it changes (the same UID, a higher SEQUENCE), and its cancellation (METHOD:CANCEL);
 * an interviewer taken off it gets the cancellation. Each message goes with the candidate.
 */

const inWords = (interview: Interview) =>
  `${new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(interview.startsAt))} UTC, ${interview.durationMinutes} minutes`;

export async function interviewEmails(
  tx: TeamTx,
  mail: MailContext,
  interview: Interview,
  candidate: Candidate,
  people: People,
  before?: Interview,
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
  const send = async (id: number, off: boolean) => {
    const person = people.get(id);
    if (!person?.email) return;
    const isCancel = off || interview.status === 'cancelled';
    const lead = isCancel ? 'Cancelled' : before ? 'Updated invitation' : 'Invitation';
    await tx.outbox.add(
      {
        kind: 'interview',
        to: person.email,
        subject: `${lead}: ${what}`.replace(/[\r\n]+/g, ' '),
        text: [
          isCancel
            ? `${interview.name} with ${candidate.name} is cancelled${off ? ' for you' : ''}.`
            : `You interview ${candidate.name} for ${job?.title ?? 'a job'}: ${interview.name}.`,
          `When: ${inWords(interview)} (until ${new Date(endsAt(interview)).toISOString().slice(11, 16)} UTC)`,
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
}
