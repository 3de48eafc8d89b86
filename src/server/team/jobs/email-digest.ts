import { z } from 'zod';
import { emailDigests } from '../services/digest';
import { defineJob } from './job';

/**
 * `email-digest`: every hour on the hour (pg-boss's schedule: one job however many instances run),
 * the members for whom it is DIGEST_HOUR (07:00) in their time zone, else the organization's, get
 * their daily digest (team/services/digest.ts). Hourly because each reader's 07:00 is a different
 * UTC hour; a member's items are listed once, so a retried or repeated run sends nothing twice.
 */
export const emailDigestJob = defineJob({
  name: 'email-digest',
  payload: z.null(),
  queue: { retryLimit: 3, retryDelay: 120, expireInSeconds: 900 },
  worker: { pollSeconds: 60 },
  schedule: '0 * * * *',
  async handle(_run, context) {
    const { sent } = await emailDigests(context.store, context.mail)();
    if (sent > 0) context.log?.('email digests', { sent });
  },
});
