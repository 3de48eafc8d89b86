import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Availability } from '@/domain/scheduling';
import { availabilityKeys } from './keys';

/**
 * GET /api/availability/mine: one's own working hours, the week and the days that differ; until
 * saved, Monday to Friday, 09:00 to 17:00, in the organization's zone.
 */
export function getMyAvailability(signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>('/availability/mine', { signal });
}

export function myAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: availabilityKeys.mine(),
    queryFn: ({ signal }) => getMyAvailability(signal),
  });
}

export function useMyAvailability() {
  return useQuery(myAvailabilityQueryOptions());
}
