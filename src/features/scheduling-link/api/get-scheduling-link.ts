import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SchedulingLinkPage } from '@/domain/schemas';
import { schedulingLinkKeys, schedulingLinkPath } from './keys';

/**
 * GET /api/scheduling-links/:token?timeZone= (public): the interview, and the free slots to pick
 * from or the booking. The zone tells the API which zone the candidate reads times in. A link that
 * no longer opens is a 404.
 */
export function fetchSchedulingLink(
  token: string,
  timeZone: string,
  signal?: AbortSignal,
): Promise<SchedulingLinkPage> {
  return apiRequest<SchedulingLinkPage>(schedulingLinkPath(token), {
    query: { timeZone },
    signal,
  });
}

export function schedulingLinkQueryOptions(token: string, timeZone: string) {
  return queryOptions({
    queryKey: schedulingLinkKeys.detail(token, timeZone),
    queryFn: ({ signal }) => fetchSchedulingLink(token, timeZone, signal),
    // Another zone chosen: the slots shown stay (relabelled) while the page is read again.
    placeholderData: keepPreviousData,
    // Free time changes whenever anyone books: read again each time the page is shown.
    staleTime: 0,
  });
}

export function useSchedulingLink(token: string, timeZone: string) {
  return useQuery(schedulingLinkQueryOptions(token, timeZone));
}
