import { z } from 'zod';
import { defineJob } from '../jobs/job';
import { deliverer } from './delivery';

/**
 * `email`: one outbox message to deliver (its id: nothing personal in the queue), asked for by the
 * outbox in the transaction that keeps the message. Retried on the deliveries' schedule for a day
 * (mail/delivery.ts); worked only by a server with a mail server, 16 at a time.
 */
export const emailJob = defineJob({
  name: 'email',
  payload: z.object({ id: z.number().int().positive() }),
  queue: {
    // Enough to outlast a day of backoff capped at an hour: the handler gives up at a day.
    retryLimit: 100,
    retryDelay: 'schedule',
    backoff: true,
    expireInSeconds: 'schedule',
    notify: true,
  },
  worker: { batchSize: 16 },
  worked: (context) => context.mailer !== undefined,
  handle: ({ data, retryCount, retryLimit }, context) =>
    deliverer(context.store, context.mailer!, {
      ...context.email,
      linkBase: context.mail.linkBase,
    })({ id: data.id, retryCount, retryLimit }),
});
