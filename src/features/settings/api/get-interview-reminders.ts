import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InterviewReminderSettings } from '@/domain/interviews';
import { settingsKeys } from './keys';

/** GET /api/settings/interview-reminders: how many hours before an interview reminders go. */
export function getInterviewReminders(signal?: AbortSignal): Promise<InterviewReminderSettings> {
  return apiRequest<InterviewReminderSettings>('/settings/interview-reminders', { signal });
}

export function interviewRemindersQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.interviewReminders(),
    queryFn: ({ signal }) => getInterviewReminders(signal),
  });
}

export function useInterviewReminders() {
  return useQuery(interviewRemindersQueryOptions());
}
