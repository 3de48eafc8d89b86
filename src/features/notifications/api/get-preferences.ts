import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailNotificationKind } from '@/domain/notifications';
import { notificationKeys } from './keys';

export interface NotificationPrefs {
  email: Record<EmailNotificationKind, boolean>;
}

/** GET /api/notifications/preferences: which kinds also come by email. */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      apiRequest<NotificationPrefs>('/notifications/preferences', { signal }),
  });
}
