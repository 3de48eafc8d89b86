import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/api/client';
import type { SchedulingLinkPage } from '@/domain/schemas';
import { schedulingLinkKeys, schedulingLinkPath } from './keys';

/** POST /api/scheduling-links/:token/book: the candidate books a slot by its start (UTC). */
export function bookSlot(token: string, start: string): Promise<SchedulingLinkPage> {
  return apiRequest<SchedulingLinkPage>(`${schedulingLinkPath(token)}/book`, {
    method: 'POST',
    body: { start },
  });
}

/**
 * What every change of the page does once answered: the answer is the page as it is now (other
 * zones' copies read again when shown); a 409 (the slot taken, the change closed) reads the page
 * again, so the times still free are shown with the message.
 */
export function settlePage(client: QueryClient, token: string, timeZone: string) {
  return {
    onSuccess: (page: SchedulingLinkPage) => {
      void client.invalidateQueries({
        queryKey: schedulingLinkKeys.link(token),
        refetchType: 'none',
      });
      client.setQueryData(schedulingLinkKeys.detail(token, timeZone), page);
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: schedulingLinkKeys.detail(token, timeZone) });
    },
  };
}

export function useBookSlot(token: string, timeZone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => bookSlot(token, start),
    ...settlePage(client, token, timeZone),
  });
}
