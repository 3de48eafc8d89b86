import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SchedulingLinkPage } from '@/domain/schemas';
import { settlePage } from './book-slot';
import { schedulingLinkPath } from './keys';

/**
 * POST /api/scheduling-links/:token/reschedule: the candidate's one change, to another free start.
 * A 409 when the slot was taken or the change is no longer allowed.
 */
export function rescheduleBooking(token: string, start: string): Promise<SchedulingLinkPage> {
  return apiRequest<SchedulingLinkPage>(`${schedulingLinkPath(token)}/reschedule`, {
    method: 'POST',
    body: { start },
  });
}

export function useRescheduleBooking(token: string, timeZone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => rescheduleBooking(token, start),
    ...settlePage(client, token, timeZone),
  });
}
