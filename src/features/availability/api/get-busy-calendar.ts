import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { BusyCalendarStatus } from '@/domain/schemas';
import { availabilityKeys } from './keys';

/**
 * GET /api/calendar/busy (team mode): whether one's own calendar is read for busy times, its host
 * (never its address, which is a secret) and how its last reading went.
 */
export function getBusyCalendar(signal?: AbortSignal): Promise<BusyCalendarStatus> {
  return apiRequest<BusyCalendarStatus>('/calendar/busy', { signal });
}

export function busyCalendarQueryOptions() {
  return queryOptions({
    queryKey: availabilityKeys.busyCalendar(),
    queryFn: ({ signal }) => getBusyCalendar(signal),
  });
}

export function useBusyCalendar() {
  return useQuery(busyCalendarQueryOptions());
}
