import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import type { BusyCalendarStatus } from '@/domain/schemas';
import { availabilityKeys } from './keys';

/** What GET /api/calendar/busy answers once no calendar is connected. */
export const NO_BUSY_CALENDAR: BusyCalendarStatus = {
  connected: false,
  host: null,
  createdAt: null,
  syncedAt: null,
  error: null,
  errorAt: null,
};

/**
 * DELETE /api/calendar/busy: stops reading one's calendar and forgets its busy times. A 404 (none
 * connected: disconnected already, in another tab) ends where the member wanted it to.
 */
export async function disconnectBusyCalendar(): Promise<void> {
  try {
    await apiRequest<void>('/calendar/busy', { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Disconnects one's calendar; the section shows none connected. */
export function useDisconnectBusyCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectBusyCalendar,
    onSuccess: () => client.setQueryData(availabilityKeys.busyCalendar(), NO_BUSY_CALENDAR),
  });
}
