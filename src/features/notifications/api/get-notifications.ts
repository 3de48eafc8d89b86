import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Notification } from '@/domain/notifications';
import { notificationKeys } from './keys';

export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

/** GET /api/notifications (team mode): the member's newest notifications and their unread count. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>('/notifications', { signal });
}

/** Kept fresh by the live event stream (a notification added or read), so it never polls. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
  });
}
