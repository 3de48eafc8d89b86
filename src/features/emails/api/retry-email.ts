import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailList, EmailListItem } from '@/domain/schemas';
import { emailKeys } from './keys';

/** POST /api/emails/:id/retry (team mode, admin): a failed message queued again (409 for any other). */
export function retryEmail(id: number): Promise<{ email: EmailListItem }> {
  return apiRequest<{ email: EmailListItem }>(`/emails/${id}/retry`, { method: 'POST' });
}

/**
 * Sends a failed message again. The lists show the server's answer at once, then are fetched
 * again (the counts changed, and a "Failed" list no longer holds it). A refusal refetches
 * nothing, so the row stays where the admin can read why.
 *
 * `onQueued` is the hook's own callback, not `mutate`'s: the refetch may take the row (and the
 * component that sent it) away, and `mutate`'s callbacks never run once it has gone.
 */
export function useRetryEmail({ onQueued }: { onQueued?: (email: EmailListItem) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: ({ email }) => {
      client.setQueriesData<InfiniteData<EmailList, number>>(
        { queryKey: emailKeys.lists() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              emails: page.emails.map((row) => (row.id === email.id ? email : row)),
            })),
          },
      );
      onQueued?.(email);
      void client.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}
