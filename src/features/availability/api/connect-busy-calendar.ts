import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { BusyCalendarStatus } from '@/domain/schemas';
import { availabilityKeys } from './keys';

/**
 * PUT /api/calendar/busy: reads one's own calendar (its private iCalendar address) for busy times,
 * at once, and answers how that went; a 400 says why the address may not be read.
 */
export function connectBusyCalendar(url: string): Promise<BusyCalendarStatus> {
  return apiRequest<BusyCalendarStatus>('/calendar/busy', { method: 'PUT', body: { url } });
}

/** Connects one's calendar; the server's answer replaces what is on screen. */
export function useConnectBusyCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectBusyCalendar,
    onSuccess: (status) => client.setQueryData(availabilityKeys.busyCalendar(), status),
  });
}
