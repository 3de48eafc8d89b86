import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { interviewKeys } from './keys';

export interface CalendarFeedStatus {
  /** Only in the answer that made it: the address is shown once. */
  url: string | null;
  createdAt: string | null;
}

/** GET /api/calendar/feed (team mode): whether the member has a feed, and since when. */
export function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return apiRequest('/calendar/feed', { signal });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: interviewKeys.feed(),
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });
}
