import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InterviewReminderSettings } from '@/domain/interviews';
import { settingsKeys } from './keys';

/** PUT /api/settings/interview-reminders: the hours, answered as kept (largest first); 400 says why not. */
export function saveInterviewReminders(
  settings: InterviewReminderSettings,
): Promise<InterviewReminderSettings> {
  return apiRequest<InterviewReminderSettings>('/settings/interview-reminders', {
    method: 'PUT',
    body: settings,
  });
}

/** Saves the hours; what the server kept replaces what is on screen. */
export function useSaveInterviewReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInterviewReminders,
    onSuccess: (saved) => client.setQueryData(settingsKeys.interviewReminders(), saved),
  });
}
