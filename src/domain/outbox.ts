/**
 * The outbox: every email a team server sends is kept first, then delivered by a worker. Pure
 * rules shared by the store, the worker and the Email page.
 */

/** What an email is about: the member-facing kinds carry secrets (links that sign in). */
export const EMAIL_KINDS = [
  'invitation',
  'password-reset',
  'mention',
  'application-received',
  'application',
  'rejection',
  'candidate',
  'interview',
  'interview-invitation',
  'scorecard-due',
  'interview-reminder',
  'digest',
  'test',
  'offer',
  'offer-link',
  'scheduling-link',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * What an applicant's confirmation keeps in place of their private status link: the link is made
 * when the message is sent and put in the copy that leaves, never in the one kept (members, API
 * tokens and database readers see only this).
 */
export const STATUS_LINK_MASK = '[private link: sent to the applicant only]';
/** What an offer's email keeps in place of the candidate's link to it, made as it is sent. */
export const OFFER_LINK_MASK = '[private link to the offer: sent to the candidate only]';
/** What a scheduling link's email keeps in place of the candidate's link, made as it is sent. */
export const SCHEDULING_LINK_MASK = '[private link to pick a time: sent to the candidate only]';

/**
 * How many application confirmations one address gets in a day: anyone may type an address on the
 * public form, so the team's mail server must not become a way to flood someone's inbox.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;

/** Kinds whose body holds a secret link: it is cleared once the message is delivered or given up. */
export const SECRET_KINDS: ReadonlySet<EmailKind> = new Set(['invitation', 'password-reset']);

/**
 * Where a message stands:
 * - `waiting`: kept, not sent, because this server has no mail server set up;
 * - `queued`: its delivery is queued (and retried after failures);
 * - `sent`: the mail server accepted it;
 * - `failed`: given up on after a day of failures, with the mail server's last answer;
 * - `scheduled`: to be sent at its `sendAt` (a rejection sent later), cancellable until then;
 * - `cancelled`: a scheduled message that will not be sent.
 */
export const EMAIL_STATES = [
  'waiting',
  'queued',
  'scheduled',
  'sent',
  'failed',
  'cancelled',
] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** How long failed deliveries are retried before a message is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The retry schedule: after a failure, the next try waits `firstDelaySeconds`, doubling each
 * time (with some jitter) up to `maxDelaySeconds`, for at least a day.
 */
export const RETRY_SCHEDULE = { firstDelaySeconds: 30, maxDelaySeconds: 3600 } as const;

/** Whether a message first queued at `queuedAt` has been retried long enough. */
export function givesUp(queuedAt: string, now: Date, giveUpAfterMs = GIVE_UP_AFTER_MS): boolean {
  return now.getTime() - Date.parse(queuedAt) >= giveUpAfterMs;
}

/**
 * A stable Message-ID for a stored message: the same on every try, so a message sent again after
 * a crash is recognisable as the same one. `key` is random and kept with the message.
 */
export function messageId(id: number, key: string, host: string): string {
  return `<talentflow.${id}.${key}@${host}>`;
}

/** What the Email page says a state is. */
export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  waiting: 'Waiting: email is not set up',
  queued: 'Sending',
  scheduled: 'Scheduled',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The kinds a candidate receives: shown in their activity. */
export const CANDIDATE_KINDS: ReadonlySet<EmailKind> = new Set([
  'application-received',
  'rejection',
  'candidate',
  'interview-invitation',
]);
