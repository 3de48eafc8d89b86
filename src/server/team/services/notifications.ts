import {
  EMAIL_NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE,
  type Notification,
} from '@/domain/notifications';
import type { MarkReadInput, NotificationPrefs } from '@/domain/schemas';
import type { TeamServiceDeps } from './context';

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

    preferences: async (userId: number): Promise<NotificationPrefs> => {
      const off = await store.query((tx) => tx.notifications.emailOff(userId));
      return {
        email: Object.fromEntries(
          EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)]),
        ) as NotificationPrefs['email'],
      };
    },

    savePreferences: async (
      userId: number,
      prefs: NotificationPrefs,
    ): Promise<NotificationPrefs> => {
      await store.transaction('write', (tx) =>
        tx.notifications.setEmailOff(
          userId,
          EMAIL_NOTIFICATION_KINDS.filter((kind) => !prefs.email[kind]),
        ),
      );
      return prefs;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
