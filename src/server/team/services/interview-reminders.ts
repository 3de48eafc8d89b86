import { firstName } from '@/domain/email-templates';
import { reminderLead } from '@/domain/interviews';
import { readerZone } from '@/domain/time-zones';
import { whenLine } from '../../services/interview-emails';
import { appLink, oneLine, type MailContext } from '../../services/messages';
import { interviewRemindersOf, organizationOf } from '../../services/settings';
import type { EventHandler, InterviewReminder, TeamStore, TeamTx } from '../../store/types';

const HOUR_MS = 3_600_000;

/**
 * Asks for the reminders of an interview scheduled or changed (not cancelled): in the write's
 * transaction, an `interview-reminder` job (team/jobs/interview-reminder.ts) for each of the
 * settings' hours before it that is still to come, with its SEQUENCE. The key makes each one job.
 */
export const interviewReminders: EventHandler<TeamTx> = {
  name: 'interview-reminders',
  async handle(tx, events) {
    let hours: number[] | undefined;
    for (const event of events) {
      const interview =
        event.type === 'interview.scheduled'
          ? event.interview
          : event.type === 'interview.changed'
            ? event.after
            : undefined;
      if (!interview || interview.status === 'cancelled') continue;
      hours ??= (await interviewRemindersOf(tx)).hours;
      const { id, sequence } = interview;
      for (const h of hours) {
        const after = Date.parse(interview.startsAt) - h * HOUR_MS;
        if (after <= Date.now()) continue;
        await tx.later.send(
          'interview-reminder',
          { interviewId: id, sequence, hours: h },
          { after: new Date(after).toISOString(), key: `${id}:${sequence}:${h}` },
        );
      }
    }
  },
};

/**
 * So many hours before an interview (a job of the durable queue, set when it was scheduled or
 * last changed), each active interviewer is emailed a reminder, and the candidate too when they
 * were sent the invitation. An interview changed since (its SEQUENCE moved on), cancelled, erased
 * or begun, or an hour taken off the settings, is left alone. The reminder is recorded as sent with
 * its emails, in one transaction: a retry of a job that committed sends nothing again.
 */
export function interviewReminder(store: TeamStore, mail: MailContext) {
  return (due: InterviewReminder): Promise<void> =>
    store.transaction('write', async (tx) => {
      const interview = await tx.interviews.get(due.interviewId);
      if (!interview || interview.status === 'cancelled' || interview.sequence !== due.sequence)
        return;
      if (Date.parse(interview.startsAt) <= Date.now()) return;
      if (!(await interviewRemindersOf(tx)).hours.includes(due.hours)) return;
      const candidate = await tx.candidates.get(interview.candidateId);
      if (!candidate) return;
      const at = new Date().toISOString();
      if (!(await tx.interviewReminders.claim(due, at))) return;
      const job = await tx.jobs.get(interview.jobId);
      const jobTitle = job?.title ?? 'a job';
      const organization = await organizationOf(tx);
      const lead = reminderLead(due.hours);
      const link = appLink(mail, `/candidates/${candidate.id}`);
      for (const id of interview.interviewerIds) {
        const member = await tx.accounts.getUser(id);
        if (!member?.active) continue;
        await tx.outbox.add(
          {
            kind: 'interview-reminder',
            to: member.email,
            subject: oneLine(`Reminder: ${interview.name} with ${candidate.name} ${lead}`),
            text: [
              `You interview ${candidate.name} for ${jobTitle} ${lead}: ${interview.name}.`,
              whenLine(interview, readerZone(member.timeZone, organization.timeZone)),
              ...(interview.location ? [`Where: ${interview.location}`] : []),
              ...(interview.videoUrl ? [`Video call: ${interview.videoUrl}`] : []),
              `The candidate's profile:\n${link}`,
            ].join('\n\n'),
            candidateId: candidate.id,
          },
          at,
        );
      }
      // The candidate hears only of an interview they were invited to, in their own words: no
      // link into the app, nothing of the interviewers.
      if (!interview.inviteCandidate) return;
      const author = interview.author && (await tx.accounts.getUser(interview.author.id));
      const replyTo = author?.active ? author.email : undefined;
      const where = interview.videoUrl ?? interview.location;
      await tx.outbox.add(
        {
          kind: 'interview-reminder',
          to: candidate.email,
          ...(replyTo && { replyTo }),
          subject: oneLine(`Reminder: your ${interview.name} with ${organization.name} ${lead}`),
          text: [
            `Hello ${firstName(candidate.name)},`,
            `This is a reminder of your ${interview.name} for ${jobTitle} with ${organization.name} ${lead}.`,
            whenLine(interview, readerZone(candidate.timeZone, organization.timeZone)),
            ...(where ? [`Where: ${where}`] : []),
            ...(replyTo ? ['If you cannot make it, reply to this email.'] : []),
            `The ${organization.name} hiring team`,
          ].join('\n\n'),
          candidateId: candidate.id,
        },
        at,
      );
    });
}
