import { EMAIL_STATES, type EmailKind, type EmailState } from '@/domain/outbox';

/** What each kind of message is, in words. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  invitation: 'Invitation',
  'password-reset': 'Password reset',
  mention: 'Mention',
  'application-received': 'Application received',
  application: 'New application',
  rejection: 'Rejection',
  candidate: 'To a candidate',
  interview: 'Interview (interviewer)',
  'interview-invitation': 'Interview (candidate)',
  'scorecard-due': 'Scorecard due',
  'interview-reminder': 'Interview reminder',
  digest: 'Daily digest',
  test: 'Test',
  offer: 'Offer (members)',
  'offer-link': 'Offer (candidate)',
  'scheduling-link': 'Scheduling link (candidate)',
};

/** The states' short names, for the filter and the counts (the rows say more, EMAIL_STATE_LABELS). */
export const EMAIL_STATE_NAMES: Record<EmailState, string> = {
  waiting: 'Waiting',
  queued: 'Sending',
  scheduled: 'Scheduled',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What an empty list says, per filter. */
export const NO_EMAILS: Record<EmailState | 'all', string> = {
  all: 'No messages yet.',
  waiting: 'No messages are waiting.',
  queued: 'No messages are being sent.',
  scheduled: 'No messages are scheduled.',
  sent: 'No messages were sent yet.',
  failed: 'No messages failed.',
  cancelled: 'No messages were cancelled.',
};

/** The address's `state`, when it is one; anything else shows every message. */
export function parseStateFilter(value: string | null): EmailState | undefined {
  return EMAIL_STATES.find((state) => state === value);
}

/** "1 message", "3 messages". */
export function messageCount(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'}`;
}
