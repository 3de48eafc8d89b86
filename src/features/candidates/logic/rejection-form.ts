import type { RejectBody } from '@/api/types';
import { DEFAULT_TEMPLATES } from '@/domain/email-templates';
import type { EmailState } from '@/domain/outbox';
import { emailProblems, emailRequest, type EmailDraft, type EmailProblems } from './email-draft';

/**
 * The Reject dialog's form, checked here before anything is sent so the recruiter hears what is
 * wrong at once; the API checks it all again (the reason against the team's list, the email's
 * template and time).
 */

export interface RejectionDraft extends EmailDraft {
  /** One of the team's reasons; '' is none chosen. */
  reason: string;
  note: string;
  sendEmail: boolean;
}

export type RejectionProblems = EmailProblems & { reason?: string };

const REJECTION_KEY = 'rejection';
const DEFAULT_REJECTION = DEFAULT_TEMPLATES.find((t) => t.key === REJECTION_KEY)!;

/** The words a rejection email starts from, and the template they come from when it is kept. */
export interface RejectionWording {
  /** Sent as the email's `templateId`: only a template the team still has (the API checks). */
  templateId?: string;
  subject: string;
  body: string;
}

/**
 * The team's rejection template, as they last worded it; the built-in words, without an id, while
 * the list is not there or when the team has removed it.
 */
export function rejectionWording(
  templates: readonly { id: string; subject: string; body: string }[] | undefined,
): RejectionWording {
  const kept = templates?.find((t) => t.id === REJECTION_KEY);
  return kept
    ? { templateId: kept.id, subject: kept.subject, body: kept.body }
    : { subject: DEFAULT_REJECTION.subject, body: DEFAULT_REJECTION.body };
}

/** A fresh form: no reason chosen, the email on and worded as the rejection template. */
export function emptyRejectionDraft(
  wording: RejectionWording = rejectionWording(undefined),
): RejectionDraft {
  return {
    reason: '',
    note: '',
    sendEmail: true,
    subject: wording.subject,
    message: wording.body,
    when: 'now',
    sendAt: '',
  };
}

/**
 * What keeps the form from being sent, per field. `later` says whether sending later is offered
 * (a team server); `now` is the moment a scheduled time must come after.
 */
export function rejectionProblems(
  draft: RejectionDraft,
  options: { later: boolean; now: Date },
): RejectionProblems {
  const problems: RejectionProblems = {};
  if (!draft.reason) problems.reason = 'Choose a reason.';
  if (!draft.sendEmail) return problems;
  return { ...problems, ...emailProblems(draft, options) };
}

/**
 * The request's body: the email only when it is sent, with the template it started from when
 * there is one, and its time only when it is later.
 */
export function rejectBody(
  draft: RejectionDraft,
  options: { later: boolean; templateId?: string },
): RejectBody {
  const note = draft.note.trim();
  return {
    reason: draft.reason,
    ...(note && { note }),
    ...(draft.sendEmail && { email: emailRequest(draft, options) }),
  };
}

/** What the API said of the email it made. */
export interface RejectionEmailOutcome {
  state: EmailState | 'mail-app';
  sendAt?: string;
}

/**
 * The words after a rejection: who was rejected, and what became of the email. `openedMailApp`
 * is false when the mail app could not be given the email (an address a link cannot carry).
 */
export function rejectedMessage(
  name: string,
  email: RejectionEmailOutcome | undefined,
  options: { openedMailApp: boolean; formatTime: (iso: string) => string },
): string {
  const done = `${name} was rejected.`;
  if (!email) return done;
  switch (email.state) {
    case 'mail-app':
      return options.openedMailApp
        ? `${done} Your mail app opens with the email.`
        : `${done} Their address cannot be put in a mail link: write to them from your mail app.`;
    case 'scheduled':
      return email.sendAt
        ? `${done} The email is scheduled for ${options.formatTime(email.sendAt)}.`
        : done;
    case 'waiting':
      return `${done} The email waits until email is set up on the server.`;
    default:
      return done;
  }
}

/** An email's state in words, with its time when it has one. */
export function emailStateText(
  email: { state: EmailState; sendAt: string | null; sentAt: string | null },
  formatTime: (iso: string) => string,
): string {
  switch (email.state) {
    case 'waiting':
      return 'Waiting';
    case 'queued':
      return 'Sending';
    case 'scheduled':
      return email.sendAt ? `Scheduled for ${formatTime(email.sendAt)}` : 'Scheduled';
    case 'sent':
      return email.sentAt ? `Sent ${formatTime(email.sentAt)}` : 'Sent';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/**
 * Whether an email can still be kept from going: one sent later, until it goes (a server without
 * a mail server keeps it waiting, and it can be cancelled then too).
 */
export function isCancellable(email: { state: EmailState; sendAt: string | null }): boolean {
  return email.sendAt !== null && (email.state === 'scheduled' || email.state === 'waiting');
}
