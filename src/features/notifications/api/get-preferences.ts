import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type {
  DigestNotificationKind,
  EmailChoice,
  EmailNotificationKind,
} from '@/domain/notifications';
import { notificationKeys } from './keys';

/** Mentions and applications: at once, daily or not by email; the other kinds on or off. */
export interface NotificationPrefs {
  email: {
    [K in EmailNotificationKind]: K extends DigestNotificationKind ? EmailChoice : boolean;
  };
}

/** GET /api/notifications/preferences: how each kind comes by email. */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      apiRequest<NotificationPrefs>('/notifications/preferences', { signal }),
  });
}
