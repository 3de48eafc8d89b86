import {
  EMAIL_NOTIFICATION_KINDS,
  isDigestKind,
  NOTIFICATIONS_PAGE,
  type Notification,
} from '@/domain/notifications';
import type { MarkReadInput, NotificationPrefs, NotificationPrefsInput } from '@/domain/schemas';
import type { EmailPrefs } from '../../store/types';
import type { TeamServiceDeps } from './context';

/** The choices as answered: each digest kind's ("instant", "daily", "off"), the others on or off. */
function prefsOf({ off, daily }: EmailPrefs): NotificationPrefs {
  return {
    email: Object.fromEntries(
      EMAIL_NOTIFICATION_KINDS.map((kind) => [
        kind,
        isDigestKind(kind)
          ? off.includes(kind)
            ? 'off'
            : daily.includes(kind)
              ? 'daily'
              : 'instant'
          : !off.includes(kind),
      ]),
    ) as NotificationPrefs['email'],
  };
}

/** A member's own notifications (the bell) and which of them also come by email. */
export function notificationsService(deps: TeamServiceDeps) {
  const { store, sessions } = deps;
  return {
    list: (userId: number): Promise<{ notifications: Notification[]; unread: number }> =>
      store.transaction('read', (tx) => tx.notifications.list(userId, NOTIFICATIONS_PAGE)),

    /** Marks some or all read; only the member's own are touched. How many stay unread. */
    markRead: (userId: number, input: MarkReadInput): Promise<{ unread: number }> =>
      store.transaction('write', async (tx) => {
        const unread = await tx.notifications.markRead(
          userId,
          'all' in input ? 'all' : input.ids,
          sessions.now().toISOString(),
        );
        // The member's other tabs and devices follow.
        tx.record({ type: 'notification.read', userId });
        return { unread };
      }),

    preferences: async (userId: number): Promise<NotificationPrefs> =>
      prefsOf(await store.query((tx) => tx.notifications.emailPrefs(userId))),

    /** Saves them as one write; `true` and `false` of a digest kind were read as "instant", "off". */
    savePreferences: async (
      userId: number,
      input: NotificationPrefsInput,
    ): Promise<NotificationPrefs> =>
      store.transaction('write', async (tx) => {
        const kept = prefsOf(await tx.notifications.emailPrefs(userId)).email;
        const choices = EMAIL_NOTIFICATION_KINDS.map(
          (kind) => [kind, input.email[kind] ?? kept[kind]] as const,
        );
        const prefs = {
          off: choices
            .filter(([, choice]) => choice === false || choice === 'off')
            .map(([kind]) => kind),
          daily: choices.filter(([, choice]) => choice === 'daily').map(([kind]) => kind),
        };
        await tx.notifications.setEmailPrefs(userId, prefs);
        return prefsOf(prefs);
      }),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
