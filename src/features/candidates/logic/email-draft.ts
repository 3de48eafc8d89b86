import type { CandidateEmailBody } from '@/api/types';
import type { EmailTemplate } from '@/domain/email-templates';
import { templateProblems } from '@/domain/email-templates';
import { isBlank } from '@/domain/text';

/**
 * An email to a candidate as it is being written (the Reject dialog's and "Email …"'s): its
 * words, and when it goes. Checked here so the recruiter hears at once what is wrong; the API
 * checks it all again.
 */

export interface EmailDraft {
  subject: string;
  message: string;
  /** 'later' is offered on a team server only: browser mode's mail app sends at once. */
  when: 'now' | 'later';
  /** A datetime-local input's value ("2030-01-31T09:00"), in the viewer's time zone. */
  sendAt: string;
}

export const EMAIL_FIELDS = ['subject', 'message', 'sendAt'] as const;
export type EmailField = (typeof EMAIL_FIELDS)[number];
export type EmailProblems = Partial<Record<EmailField, string>>;

export const emptyEmailDraft = (): EmailDraft => ({
  subject: '',
  message: '',
  when: 'now',
  sendAt: '',
});

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

/** The template rules' problems, the body's called the message's as the form names it. */
function wordingProblems(subject: string, message: string): EmailProblems {
  const problems: EmailProblems = {};
  // Checked one at a time, each beside a stand-in for the other, so each problem finds its field.
  const [subjectProblem] = templateProblems({ name: 'Email', subject, body: 'x' });
  const [messageProblem] = templateProblems({ name: 'Email', subject: 'x', body: message });
  if (subjectProblem) problems.subject = subjectProblem;
  if (messageProblem) problems.message = messageProblem.replace(/^The body/, 'The message');
  return problems;
}

/**
 * What keeps the email from being sent, per field. `later` says whether sending later is offered
 * (a team server); `now` is the moment a scheduled time must come after.
 */
export function emailProblems(
  draft: EmailDraft,
  options: { later: boolean; now: Date },
): EmailProblems {
  const problems = wordingProblems(draft.subject, draft.message);
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
 * The email as a request sends it: the template it started from when there is one, and its time
 * only when it goes later (browser mode has no later: a leftover choice is not sent).
 */
export function emailRequest(
  draft: EmailDraft,
  options: { later: boolean; templateId?: string },
): CandidateEmailBody {
  const sendAt = options.later && draft.when === 'later' ? localInputToIso(draft.sendAt) : null;
  return {
    ...(options.templateId && { templateId: options.templateId }),
    subject: draft.subject,
    body: draft.message,
    ...(sendAt && { sendAt }),
  };
}

/** The words a template gives the form; "Write from scratch" (no id, or one gone) gives none. */
export function templateWords(
  templates: readonly EmailTemplate[] | undefined,
  id: string,
): Pick<EmailDraft, 'subject' | 'message'> {
  const template = id ? templates?.find((t) => t.id === id) : undefined;
  return template
    ? { subject: template.subject, message: template.body }
    : { subject: '', message: '' };
}

/** What the API answered of an email it made: sent (or queued, scheduled, waiting), or for the mail app. */
export interface EmailOutcome {
  state: 'queued' | 'scheduled' | 'waiting' | 'mail-app';
  sendAt?: string;
}

/**
 * The words after an email was written on a profile. `openedMailApp` is false when the mail app
 * could not be given the email (an address a link cannot carry).
 */
export function emailSentMessage(
  name: string,
  email: EmailOutcome,
  options: { openedMailApp: boolean; formatTime: (iso: string) => string },
): string {
  switch (email.state) {
    case 'mail-app':
      return options.openedMailApp
        ? 'Your mail app opens with the email.'
        : 'Their address cannot be put in a mail link: write to them from your mail app.';
    case 'scheduled':
      return email.sendAt
        ? `Email to ${name} scheduled for ${options.formatTime(email.sendAt)}.`
        : `Email to ${name} scheduled.`;
    case 'waiting':
      return `The email to ${name} waits until email is set up on the server.`;
    case 'queued':
      return `Email sent to ${name}.`;
  }
}
