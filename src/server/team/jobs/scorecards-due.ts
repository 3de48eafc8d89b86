import { z } from 'zod';
import { scorecardsDue } from '../services/scorecards-due';
import { defineJob } from './job';

/**
 * `scorecards-due`: at an interview's end, its interviewers whose scorecard is missing are
 * reminded (team/services/scorecards-due.ts). Asked for when the interview is scheduled or changed
 * (`scorecardReminders`, a handler of the interview's events), with its SEQUENCE: a reminder of an older version does nothing.
 */
export const scorecardsDueJob = defineJob({
  name: 'scorecards-due',
  payload: z.object({
    interviewId: z.number().int().positive(),
    sequence: z.number().int().nonnegative(),
  }),
  queue: { retryLimit: 5, retryDelay: 60, backoff: true, expireInSeconds: 120 },
  handle: ({ data }, context) => scorecardsDue(context.store, context.mail)(data),
});
