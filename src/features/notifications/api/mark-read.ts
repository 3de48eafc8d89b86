import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { NotificationList } from './get-notifications';
import { notificationKeys } from './keys';

export type MarkReadBody = { ids: number[] } | { all: true };

/** POST /api/notifications/read: some of the member's notifications, or all, marked read. */
export function markRead(body: MarkReadBody): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>('/notifications/read', { method: 'POST', body });
}

/** Shows them read at once; a failure puts the list back as it was. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: notificationKeys.list() });
      const before = client.getQueryData<NotificationList>(notificationKeys.list());
      if (before) {
        const read = (id: number) => 'all' in body || body.ids.includes(id);
        const at = new Date().toISOString();
        const notifications = before.notifications.map((n) =>
          n.readAt === null && read(n.id) ? { ...n, readAt: at } : n,
        );
        client.setQueryData<NotificationList>(notificationKeys.list(), {
          notifications,
          unread:
            'all' in body
              ? 0
              : Math.max(
                  0,
                  before.unread -
                    before.notifications.filter((n) => n.readAt === null && read(n.id)).length,
                ),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(notificationKeys.list(), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
