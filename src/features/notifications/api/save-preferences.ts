import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { NotificationPrefs } from './get-preferences';
import { notificationKeys } from './keys';

/** PUT /api/notifications/preferences. */
export function useSaveNotificationPrefs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPrefs) =>
      apiRequest<NotificationPrefs>('/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (prefs) => client.setQueryData(notificationKeys.preferences(), prefs),
  });
}
