/**
 * In-app notifications (team mode's bell): what needs a member, with a link to its place. Each
 * kind may also come by email; every kind does unless the member turns it off.
 */

export const NOTIFICATION_KINDS = [
  'mention',
  'application',
  'interview',
  'scorecard',
  'webhook',
  'offer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that also come by email (unless turned off); interviews come with their invitation. */
export const EMAIL_NOTIFICATION_KINDS = [
  'mention',
  'application',
  'scorecard',
  'offer',
] as const satisfies readonly NotificationKind[];
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

/**
 * The kinds that come in bursts (19 applications in two minutes): each member chooses to hear of
 * them by email at once, in one daily digest, or not by email. The other kinds are on or off.
 */
export const DIGEST_NOTIFICATION_KINDS = [
  'mention',
  'application',
] as const satisfies readonly EmailNotificationKind[];
export type DigestNotificationKind = (typeof DIGEST_NOTIFICATION_KINDS)[number];

export const EMAIL_CHOICES = ['instant', 'daily', 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const EMAIL_CHOICE_LABELS: Record<EmailChoice, string> = {
  instant: 'At once',
  daily: 'Daily digest',
  off: 'Not by email',
};

export const isDigestKind = (kind: NotificationKind): kind is DigestNotificationKind =>
  (DIGEST_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind);

/** The local hour (in the member's time zone, else the organization's) the daily digest goes. */
export const DIGEST_HOUR = 7;

/** What each kind is, for the preferences. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mentions in notes',
  application: 'Applications to jobs I own',
  interview: 'Interviews I am on',
  scorecard: 'Scorecards due after my interviews',
  webhook: 'Webhooks turned off after failing',
  offer: 'Offers to approve, and offers decided',
};

/** How many notifications the bell lists. */
export const NOTIFICATIONS_PAGE = 50;

export interface Notification {
  id: number;
  kind: NotificationKind;
  title: string;
  /** A path of the app: where the notification leads. */
  link: string;
  createdAt: string;
  readAt: string | null;
}
