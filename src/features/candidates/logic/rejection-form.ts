import type { RejectBody } from '@/api/types';
import { DEFAULT_TEMPLATES, templateProblems } from '@/domain/email-templates';
import type { EmailState } from '@/domain/outbox';
import { isBlank } from '@/domain/text';

/**
 * The Reject dialog's form, checked here before anything is sent so the recruiter hears what is
 * wrong at once; the API checks it all again (the reason against the team's list, the email's
 * template and time).
 */

export interface RejectionDraft {
  /** One of the team's reasons; '' is none chosen. */
  reason: string;
  note: string;
  sendEmail: boolean;
  subject: string;
  message: string;
  /** 'later' is offered on a team server only: browser mode's mail app sends at once. */
  when: 'now' | 'later';
  /** A datetime-local input's value ("2030-01-31T09:00"), in the viewer's time zone. */
  sendAt: string;
}

export type RejectionProblems = Partial<
  Record<'reason' | 'subject' | 'message' | 'sendAt', string>
>;

export const REJECTION_FIELDS = ['reason', 'subject', 'message', 'sendAt'] as const;

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

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input shows it, in the viewer's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as the API's ISO time; null when it is no time. */
export function localInputToIso(value: string): string | null {
  // Without an offset, a date and time is read in the viewer's own time zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Tomorrow at nine in the morning, the time "Send later" starts from. */
export function defaultSendAt(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return toLocalInput(next);
}

/** The template's own problems, the body's called the message's as the form names it. */
function wordingProblem(subject: string, message: string): RejectionProblems {
  const problems: RejectionProblems = {};
  // Checked one at a time, each beside a stand-in for the other, so each problem finds its field.
  const [subjectProblem] = templateProblems({ name: 'Rejection', subject, body: 'x' });
  const [messageProblem] = templateProblems({ name: 'Rejection', subject: 'x', body: message });
  if (subjectProblem) problems.subject = subjectProblem;
  if (messageProblem) problems.message = messageProblem.replace(/^The body/, 'The message');
  return problems;
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
  Object.assign(problems, wordingProblem(draft.subject, draft.message));
  if (isBlank(draft.subject)) problems.subject = 'Enter a subject.';
  if (isBlank(draft.message)) problems.message = 'Enter a message.';
  if (options.later && draft.when === 'later') {
    const at = localInputToIso(draft.sendAt);
    if (at === null) problems.sendAt = 'Choose when to send the email.';
    else if (Date.parse(at) <= options.now.getTime())
      problems.sendAt = 'Choose a time later than now.';
  }
  return problems;
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
  const sendAt = options.later && draft.when === 'later' ? localInputToIso(draft.sendAt) : null;
  return {
    reason: draft.reason,
    ...(note && { note }),
    ...(draft.sendEmail && {
      email: {
        ...(options.templateId && { templateId: options.templateId }),
        subject: draft.subject,
        body: draft.message,
        ...(sendAt && { sendAt }),
      },
    }),
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
