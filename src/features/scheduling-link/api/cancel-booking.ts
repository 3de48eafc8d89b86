import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SchedulingLinkPage } from '@/domain/schemas';
import { settlePage } from './book-slot';
import { schedulingLinkPath } from './keys';

/**
 * POST /api/scheduling-links/:token/cancel (no body): the candidate cancels the interview, their
 * one change. A 409 once the change is no longer allowed.
 */
export function cancelBooking(token: string): Promise<SchedulingLinkPage> {
  return apiRequest<SchedulingLinkPage>(`${schedulingLinkPath(token)}/cancel`, {
    method: 'POST',
  });
}

export function useCancelBooking(token: string, timeZone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(token),
    ...settlePage(client, token, timeZone),
  });
}
