import { DEFAULT_TEMPLATES, firstName, renderEmail } from '@/domain/email-templates';
import { splitMentions } from '@/domain/mentions';
import type { Candidate, Job, Note } from '@/domain/types';
import type { OutgoingEmail, TeamTx } from '../store/types';

/**
 * The messages TalentFlow itself writes (invitations, password links, mentions), kept in the
 * outbox inside the transaction of the change that causes them. Plain text: every value stays as
 * it was typed, and nothing of it becomes markup.
 */

/** Where a team server's emails point: PUBLIC_URL, never a request's Host header. */
export interface MailContext {
  /** `https://talentflow.example.com`: links are made from it. */
  linkBase: string;
  /** Whether a mail server is set up (SMTP_URL): without one, messages wait in the outbox. */
  sending?: boolean;
}

/** An address of the app, made from the configured base. */
export const appLink = (mail: MailContext, path: string): string =>
  new URL(path, mail.linkBase).href;

/** A subject is one line: line breaks in a value become spaces. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function invitationEmail(
  mail: MailContext,
  invitation: { email: string; token: string; inviterName: string; days: number },
): OutgoingEmail {
  const link = appLink(mail, `/invite/${invitation.token}`);
  return {
    kind: 'invitation',
    to: invitation.email,
    subject: oneLine(`${invitation.inviterName} invited you to TalentFlow`),
    text: [
      `${invitation.inviterName} invited you to join their hiring team on TalentFlow.`,
      `Choose your name and password here:\n${link}`,
      `The link works once, for ${invitation.days} days.`,
      `If you did not expect this, ignore this email.`,
    ].join('\n\n'),
  };
}

export function passwordResetEmail(
  mail: MailContext,
  reset: { email: string; name: string; token: string; minutes: number },
): OutgoingEmail {
  const link = appLink(mail, `/reset-password/${reset.token}`);
  return {
    kind: 'password-reset',
    to: reset.email,
    subject: 'Reset your TalentFlow password',
    text: [
      `Hello ${reset.name},`,
      `Someone asked to reset the password of your TalentFlow account. Choose a new one here:\n${link}`,
      `The link works once, for ${reset.minutes} minutes. A new password signs you out everywhere else.`,
      `If you did not ask for this, ignore this email: your password stays as it is.`,
    ].join('\n\n'),
  };
}

/**
 * An email to each active member a note mentions ("@Name"), but its author: what the note says and
 * a link to the candidate. The message goes with the candidate when they are erased.
 */
export async function mentionEmails(
  tx: TeamTx,
  mail: MailContext,
  candidate: Candidate,
  note: Note,
): Promise<void> {
  const members = await tx.accounts.listActiveUsers();
  const directory = members.map((m) => ({ id: String(m.id), name: m.name, email: m.email }));
  const mentioned = new Map<string, { name: string; email: string }>();
  for (const segment of splitMentions(note.text, directory))
    if (segment.kind === 'mention' && Number(segment.person.id) !== note.author?.id)
      mentioned.set(segment.person.id, segment.person);
  const by = note.author?.name ?? 'A teammate';
  const link = appLink(mail, `/candidates/${candidate.id}`);
  for (const person of mentioned.values())
    await tx.outbox.add(
      {
        kind: 'mention',
        to: person.email,
        subject: oneLine(`${by} mentioned you on ${candidate.name}`),
        text: [
          `${by} mentioned you in a note on ${candidate.name}:`,
          note.text,
          `Open ${candidate.name}'s profile:\n${link}`,
        ].join('\n\n'),
        candidateId: candidate.id,
      },
      note.createdAt,
    );
}

const template = (key: string) => DEFAULT_TEMPLATES.find((t) => t.key === key)!;

/**
 * An application's emails: the applicant's confirmation (unless the job turned it off), replied
 * to by the job's owner, and the owner's notice with a link to the candidate. Both go with the
 * candidate when they are erased.
 */
export async function applicationEmails(
  tx: TeamTx,
  mail: MailContext,
  job: Job,
  candidate: Candidate,
  at: string,
): Promise<void> {
  const owner = job.ownerId === undefined ? undefined : await tx.accounts.getUser(job.ownerId);
  const sender = owner?.active ? owner : undefined;
  if (job.confirmationEmail !== false) {
    const { subject, text, html } = renderEmail(template('application-received'), {
      'candidate.name': candidate.name,
      'candidate.first_name': firstName(candidate.name),
      'candidate.email': candidate.email,
      'job.title': job.title,
      'sender.name': sender?.name ?? `The ${job.title} hiring team`,
      'sender.email': sender?.email ?? '',
    });
    await tx.outbox.add(
      {
        kind: 'application-received',
        to: candidate.email,
        ...(sender && { replyTo: sender.email }),
        subject: oneLine(subject),
        text,
        html,
        candidateId: candidate.id,
      },
      at,
    );
  }
  if (sender)
    await tx.outbox.add(
      {
        kind: 'application',
        to: sender.email,
        subject: oneLine(`New application for ${job.title}: ${candidate.name}`),
        text: [
          `${candidate.name} applied for ${job.title}.`,
          `Open their profile:\n${appLink(mail, `/candidates/${candidate.id}`)}`,
        ].join('\n\n'),
        candidateId: candidate.id,
      },
      at,
    );
}
