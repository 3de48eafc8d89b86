import { z } from 'zod';
import { REMINDER_HOURS } from '@/domain/interviews';
import { interviewReminder } from '../services/interview-reminders';
import { defineJob } from './job';

/**
 * `interview-reminder`: so many hours before an interview, its interviewers and invited candidate
 * are emailed a reminder (team/services/interview-reminders.ts). Asked for when the interview is
 * scheduled or changed (`interviewReminders`, a handler of the interview's events), with its
 * SEQUENCE and keyed by both and the hours: one job per key, and a reminder of an older version
 * does nothing.
 */
export const interviewReminderJob = defineJob({
  name: 'interview-reminder',
  payload: z.object({
    interviewId: z.number().int().positive(),
    sequence: z.number().int().nonnegative(),
    hours: z.number().int().min(REMINDER_HOURS.min).max(REMINDER_HOURS.max),
  }),
  queue: {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 60,
    backoff: true,
    expireInSeconds: 120,
  },
  handle: ({ data }, context) => interviewReminder(context.store, context.mail)(data),
});
