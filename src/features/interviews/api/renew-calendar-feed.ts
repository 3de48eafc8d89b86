import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CalendarFeedStatus } from './get-calendar-feed';
import { interviewKeys } from './keys';

/** POST /api/calendar/feed: a new private address, which ends the old one. */
export function renewCalendarFeed(): Promise<{ url: string; createdAt: string }> {
  return apiRequest('/calendar/feed', { method: 'POST' });
}

export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: ({ createdAt }) =>
      client.setQueryData<CalendarFeedStatus>(interviewKeys.feed(), { url: null, createdAt }),
  });
}
