import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookMessage } from '@/domain/webhooks';
import { defineJob } from '../jobs/job';
import { webhookDeliverer } from './delivery';
import { makeDeliveries } from './events';

const messageSchema = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
}) as unknown as z.ZodType<WebhookMessage>;

/**
 * `webhook-events`: a write's webhook events (asked for by team/webhooks/events.ts in its
 * transaction), made into a delivery for each enabled endpoint that wants each, then tried at
 * once. A batch of writes' events is one transaction (one read of the endpoints, one insert of
 * the deliveries), so the write itself costs the same whatever the number of endpoints, and a
 * burst of writes costs a few statements more, not ten per write. The transaction shares the
 * writes' lock as a move does: an erasure waits for it, and no delivery names a candidate erased
 * meanwhile. With the deliveries it asks for a `webhook` job due after the first retry delay: it
 * tries again what is still pending then (a failure, or an instance that stopped before trying).
 */
export const webhookEventsJob = defineJob({
  name: 'webhook-events',
  payload: z.object({ messages: z.array(messageSchema).min(1) }),
  // Not woken by each write: the workers look every half second and take what came meanwhile
  // (16 writes at a time), so a burst of writes costs a few transactions, not one each, and the
  // writes themselves send no NOTIFY. Four workers: a slow receiver (up to its 10 s) holds up a
  // quarter of the batches at most.
  queue: {
    retryLimit: 100,
    retryDelay: 'schedule',
    backoff: true,
    expireInSeconds: 'schedule',
  },
  worker: { batchSize: 16, workers: 4, pollSeconds: 0.5 },
  async handleAll(runs, context) {
    const ids = await context.store.transaction('candidate', (tx) =>
      makeDeliveries(
        tx,
        runs.flatMap((run) => run.data.messages),
      ),
    );
    if (ids.length === 0) return;
    // A try that fails waits for the `webhook` job asked for with them: this one is done.
    await webhookDeliverer(
      context.store,
      context.webhooks,
    )({ ids, retryCount: 0, retryLimit: Number.POSITIVE_INFINITY }).catch(() => {});
  },
});
