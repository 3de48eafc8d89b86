import { z } from 'zod';
import { defineJob } from '../jobs/job';
import { webhookDeliverer } from './delivery';

/**
 * `webhook`: deliveries to try again: those the `webhook-events` job made (asked for with them,
 * due after the first retry delay: it tries those still pending, and goes on with backoff while
 * some fail), or one an admin sends again now. Their ids only: nothing personal in the queue.
 * 'exclusive' by key (a delivery's id, or `batch:` and the first's), so a job is never tried by
 * two instances at once, and an admin's retry moves its waiting job to now. Four workers of four
 * jobs per instance: a try's time is mostly the receiver's, and a slow receiver holds up a quarter
 * of them at most.
 */
export const webhookJob = defineJob({
  name: 'webhook',
  payload: z.object({ ids: z.array(z.number().int().positive()).min(1) }),
  queue: {
    policy: 'exclusive',
    // Enough to outlast a day of backoff capped at an hour: the worker gives up at a day.
    retryLimit: 100,
    retryDelay: 'schedule',
    backoff: true,
    expireInSeconds: 'schedule',
    notify: true,
  },
  worker: { batchSize: 4, workers: 4 },
  handle: ({ data, retryCount, retryLimit }, context) =>
    webhookDeliverer(context.store, context.webhooks)({ ids: data.ids, retryCount, retryLimit }),
});
