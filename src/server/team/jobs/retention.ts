import { z } from 'zod';
import { runRetention } from '../../services/retention';
import { defineJob } from './job';

/**
 * `retention`: the daily retention run (domain/privacy), every day at 03:00 UTC. pg-boss's schedule
 * makes one job a day however many instances run, and one instance works it.
 */
export const retentionJob = defineJob({
  name: 'retention',
  payload: z.null(),
  queue: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  worker: { pollSeconds: 60 },
  schedule: '0 3 * * *',
  async handle(_run, context) {
    const { erased } = await runRetention(context.store);
    context.log?.('retention run', { erased });
  },
});
