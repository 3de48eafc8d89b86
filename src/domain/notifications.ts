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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that also come by email (unless turned off); interviews come with their invitation. */
export const EMAIL_NOTIFICATION_KINDS = [
  'mention',
  'application',
  'scorecard',
] as const satisfies readonly NotificationKind[];
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

/** What each kind is, for the preferences. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mentions in notes',
  application: 'Applications to jobs I own',
  interview: 'Interviews I am on',
  scorecard: 'Scorecards due after my interviews',
  webhook: 'Webhooks turned off after failing',
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
