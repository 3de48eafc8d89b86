import { escapeHtml, firstName, greetingName, renderEmail } from '@/domain/email-templates';
import { splitMentions } from '@/domain/mentions';
import type { Candidate, Job, Note } from '@/domain/types';
import { isDigestKind, type NotificationKind } from '@/domain/notifications';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, STATUS_LINK_MASK } from '@/domain/outbox';
import { mayOwnJob } from '@/domain/access';
import type { Account, OutgoingEmail, TeamTx } from '../store/types';
import { mayOpen, whoMayOpen } from './candidate-access';
import { templateFor } from './email-templates';

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
  /** PUBLIC_URL when it is set: links shown in an answer use it, else the request's own origin. */
  publicUrl?: string;
}

/** What the confirmation email says above the applicant's private status link. */
export const STATUS_LINK_LINE =
  'Follow your application, download your data or withdraw it with your private link:';

/** An address of the app, made from the configured base. */
export const appLink = (mail: MailContext, path: string): string =>
  new URL(path, mail.linkBase).href;

/** A subject is one line: line breaks in a value become spaces. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

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
 * Tells a member: a notification on their bell (announced live, to them), and the email too unless
 * they turned that kind off (or want it in their daily digest: then it waits for that). A notice
 * about a candidate goes only to an active member who may open that candidate (candidate-access):
 * to anyone else it is nothing, neither bell, email nor event.
 */
export async function notifyMember(
  tx: TeamTx,
  member: Pick<Account, 'id'>,
  notice: { kind: NotificationKind; title: string; link: string; candidateId?: number },
  at: string,
  email?: OutgoingEmail,
): Promise<void> {
  const account = await tx.accounts.getUser(member.id);
  if (!account?.active) return;
  if (notice.candidateId !== undefined && !(await mayOpen(tx, account, notice.candidateId))) return;
  const added = await tx.notifications.add({ userId: member.id, ...notice, createdAt: at });
  tx.record({ type: 'notification.added', userId: member.id, id: added.id });
  if (!email) return;
  const prefs = await tx.notifications.emailPrefs(member.id);
  if (prefs.off.includes(notice.kind)) return;
  // Wanted daily: it waits for the member's digest (team/services/digest.ts), not emailed now.
  if (isDigestKind(notice.kind) && prefs.daily.includes(notice.kind))
    await tx.notifications.holdForDigest(added.id);
  else await tx.outbox.add(email, at);
}

/** Who may be @-mentioned in a note on this candidate: the active members who may open them. */
export async function mentionableMembers(tx: TeamTx, candidateId: number): Promise<Account[]> {
  return whoMayOpen(tx, candidateId, await tx.accounts.listActiveUsers());
}

/**
 * Each member a note mentions ("@Name"), but its author, is told: on their bell and by email, with
 * what the note says and a link to the candidate. Both go with the candidate. Names are read
 * against the members who may open the candidate, the list the note box offers: anyone else's
 * name is plain text, and they hear nothing of the note.
 */
export async function mentionEmails(
  tx: TeamTx,
  mail: MailContext,
  candidate: Candidate,
  note: Note,
): Promise<void> {
  const members = await mentionableMembers(tx, candidate.id);
  const directory = members.map((m) => ({ id: String(m.id), name: m.name, email: m.email }));
  const mentioned = new Map<string, { id: string; name: string; email: string }>();
  for (const segment of splitMentions(note.text, directory))
    if (segment.kind === 'mention' && Number(segment.person.id) !== note.author?.id)
      mentioned.set(segment.person.id, segment.person);
  const by = note.author?.name ?? 'A teammate';
  const path = `/candidates/${candidate.id}`;
  const subject = oneLine(`${by} mentioned you on ${candidate.name}`);
  for (const person of mentioned.values())
    await notifyMember(
      tx,
      { id: Number(person.id) },
      { kind: 'mention', title: subject, link: path, candidateId: candidate.id },
      note.createdAt,
      {
        kind: 'mention',
        to: person.email,
        subject,
        text: [
          `${by} mentioned you in a note on ${candidate.name}:`,
          note.text,
          `Open ${candidate.name}'s profile:\n${appLink(mail, path)}`,
        ].join('\n\n'),
        candidateId: candidate.id,
      },
    );
}

/**
 * An application's emails: the applicant's confirmation (unless the job turned it off), replied
 * to by the job's owner, and the owner's notice with a link to the candidate. Both go with the
 * candidate when they are erased. An owner deactivated or made an interviewer since stays the
 * job's owner but neither signs nor hears of its applications until they may again
 * (docs/decisions.md): the job answers as one with no owner.
 */
/** Whether an address may get another confirmation today (CONFIRMATIONS_PER_ADDRESS_PER_DAY). */
async function mayConfirm(tx: TeamTx, to: string, at: string): Promise<boolean> {
  const since = new Date(Date.parse(at) - 24 * 60 * 60 * 1000).toISOString();
  return (
    (await tx.outbox.countTo(to, 'application-received', since)) < CONFIRMATIONS_PER_ADDRESS_PER_DAY
  );
}

export async function applicationEmails(
  tx: TeamTx,
  mail: MailContext,
  job: Job,
  candidate: Candidate,
  at: string,
  /** The submission whose confirmation this is: the message carries a status link to it. */
  statusLink?: { responseId: number },
): Promise<void> {
  const sender = await jobOwner(tx, job);
  if (job.confirmationEmail !== false && (await mayConfirm(tx, candidate.email, at))) {
    // Whoever typed the address also typed the name: no link of theirs rides in the greeting.
    const greeted = greetingName(candidate.name);
    const { subject, text, html } = renderEmail(await templateFor(tx, 'application-received'), {
      'candidate.name': greeted,
      'candidate.first_name': firstName(greeted),
      'candidate.email': candidate.email,
      'job.title': job.title,
      'sender.name': sender?.name ?? `The ${job.title} hiring team`,
      'sender.email': sender?.email ?? '',
    });
    // The private status link goes under whatever the team's template says. It is made as the
    // message leaves (team/mail/delivery.ts): what is kept holds only its mask.
    const footer = statusLink && [STATUS_LINK_LINE, STATUS_LINK_MASK];
    await tx.outbox.add(
      {
        kind: 'application-received',
        to: candidate.email,
        ...(sender && { replyTo: sender.email }),
        subject: oneLine(subject),
        text: footer ? `${text}\n\n${footer.join('\n')}` : text,
        html: footer ? `${html}\n<p>${footer.map(escapeHtml).join('<br>')}</p>` : html,
        candidateId: candidate.id,
        ...(statusLink && { statusLink }),
      },
      at,
    );
  }
  if (sender)
    await tellOwner(tx, mail, sender, candidate, at, {
      subject: `New application for ${job.title}: ${candidate.name}`,
      lead: `${candidate.name} applied for ${job.title}.`,
    });
}

/** A job's owner, when they are an active member who may own jobs: who hears of its applicants. */
async function jobOwner(tx: TeamTx, job: Job): Promise<Account | undefined> {
  const owner = job.ownerId === undefined ? undefined : await tx.accounts.getUser(job.ownerId);
  return owner?.active && mayOwnJob(owner.role) ? owner : undefined;
}

/** Tells a job's owner of an applicant, on their bell and by email (the kind of new applications). */
async function tellOwner(
  tx: TeamTx,
  mail: MailContext,
  owner: Account,
  candidate: Candidate,
  at: string,
  words: { subject: string; lead: string },
): Promise<void> {
  const path = `/candidates/${candidate.id}`;
  const subject = oneLine(words.subject);
  await notifyMember(
    tx,
    owner,
    { kind: 'application', title: subject, link: path, candidateId: candidate.id },
    at,
    {
      kind: 'application',
      to: owner.email,
      subject,
      text: [words.lead, `Open their profile:\n${appLink(mail, path)}`].join('\n\n'),
      candidateId: candidate.id,
    },
  );
}

/**
 * The job's owner hears that an applicant withdrew, on their bell and by email (the kind of new
 * applications), if they may open the candidate.
 */
export async function withdrawalNotice(
  tx: TeamTx,
  mail: MailContext,
  job: Job,
  candidate: Candidate,
  at: string,
): Promise<void> {
  const owner = await jobOwner(tx, job);
  if (owner)
    await tellOwner(tx, mail, owner, candidate, at, {
      subject: `${candidate.name} withdrew from ${job.title}`,
      lead: `${candidate.name} withdrew their application for ${job.title}. Their interviews still to come are cancelled; their profile, notes and scorecards are kept.`,
    });
}
