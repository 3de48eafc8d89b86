import { Webhook } from 'standardwebhooks';
import { GIVE_UP_AFTER_MS, givesUp } from '@/domain/outbox';
import { disablesEndpoint, WEBHOOK_TIMEOUT_MS } from '@/domain/webhooks';
import type { TeamStore, WebhookDeliveryRow, WebhookOutcome, WebhookRow } from '../../store/types';
import { checkDestination, type Resolve } from './destination';
import { postWebhook } from './send';
import { originOf } from './service';

/**
 * Webhook deliveries' tries. A delivery's body is signed with the endpoint's current secret
 * (Standard Webhooks: `webhook-id` is the delivery's message id, the same on every try) and posted
 * to the address checked again now. A 2xx is delivered; anything else is recorded and the job
 * fails, so the queue tries again with backoff; after a day (or the queue's last try) the delivery
 * is failed, and an endpoint that answered nothing but failures all that time is turned off, its
 * admins told on their bell and the audit log.
 */

export interface WebhookDeliveryOptions {
  /** TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivate?: boolean;
  resolve?: Resolve;
  now?: () => Date;
  /** A day, unless a test says otherwise. */
  giveUpAfterMs?: number;
  /** One try's limit (10 s). */
  timeoutMs?: number;
  /** Told of each try that failed (the server logs it: never the body or the secret). */
  onFailure?: (deliveryId: number, error: string, final: boolean) => void;
}

/** The link of the notification: where admins manage webhooks. */
export const INTEGRATIONS_PATH = '/integrations';

type ToSend = { delivery: WebhookDeliveryRow; endpoint: WebhookRow; secret: string };

/**
 * Tries under way at once for one job: a write's deliveries to many endpoints of one receiver
 * then reuse a few kept-alive connections instead of opening one each.
 */
const TRIES_AT_ONCE = 16;

/** `work` for each item, at most `limit` at once; the answers in the items' order. */
async function inTurn<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/**
 * The webhook job's worker: one try of each delivery of the job still pending (a write's to every
 * endpoint at once, or one retried), their outcomes recorded in one statement. When some failed
 * and may be tried again it throws, so the queue tries the job again with backoff: then only the
 * deliveries still pending are tried.
 */
export function webhookDeliverer(store: TeamStore, options: WebhookDeliveryOptions = {}) {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const at = () => now().toISOString();
  /** One try: delivered, or why not (`status` if it answered). */
  const tryOne = async ({ delivery, endpoint, secret }: ToSend) => {
    let status: number | null = null;
    try {
      const destination = await checkDestination(endpoint.url, {
        allowPrivate: options.allowPrivate ?? false,
        resolve: options.resolve,
      });
      const sentAt = now();
      const signature = new Webhook(secret).sign(delivery.messageId, sentAt, delivery.payload);
      status = await postWebhook(
        destination,
        delivery.payload,
        {
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        timeoutMs,
      );
      if (status >= 200 && status < 300) return { delivered: true as const, status };
      return { delivered: false as const, status, error: `The endpoint answered ${status}.` };
    } catch (caught) {
      const error = caught instanceof Error ? caught.message : String(caught);
      return { delivered: false as const, status, error };
    }
  };
  return async (job: { ids: readonly number[]; retryCount: number; retryLimit: number }) => {
    // Delivered already, given up, or gone with its endpoint or its candidate: nothing to do.
    const pending = (await store.query((tx) => tx.webhooks.toSend(job.ids))).filter(
      (found) => found.delivery.state === 'pending',
    );
    if (pending.length === 0) return;
    const tries = await inTurn(pending, TRIES_AT_ONCE, async (found) =>
      found.endpoint.enabled
        ? { found, ...(await tryOne(found)) }
        : {
            found,
            delivered: false as const,
            status: null,
            error: 'Not sent: the webhook is turned off.',
            off: true,
          },
    );
    const settled: Array<{ id: number; outcome: WebhookOutcome }> = [];
    const givenUp: Array<{ id: number; outcome: WebhookOutcome }> = [];
    const failures: string[] = [];
    for (const one of tries) {
      const { delivery } = one.found;
      if (one.delivered) {
        settled.push({
          id: delivery.id,
          outcome: { state: 'delivered', status: one.status, at: at() },
        });
        continue;
      }
      if ('off' in one) {
        settled.push({
          id: delivery.id,
          outcome: { state: 'failed', status: null, error: one.error, at: at() },
        });
        continue;
      }
      const final =
        givesUp(delivery.queuedAt, now(), options.giveUpAfterMs ?? GIVE_UP_AFTER_MS) ||
        job.retryCount >= job.retryLimit;
      const outcome: WebhookOutcome = {
        state: final ? 'failed' : 'pending',
        status: one.status,
        error: one.error,
        at: at(),
      };
      (final ? givenUp : settled).push({ id: delivery.id, outcome });
      options.onFailure?.(delivery.id, one.error, final);
      if (!final) failures.push(one.error);
    }
    await store.settleWebhooks(settled);
    for (const { id, outcome } of givenUp) await giveUp(store, id, outcome);
    if (failures.length > 0) throw new Error(failures[0]);
  };
}

/** A delivery failed for good; its endpoint turned off if it has failed all along (one transaction). */
async function giveUp(store: TeamStore, deliveryId: number, outcome: WebhookOutcome) {
  await store.transaction('write', async (tx) => {
    await tx.webhooks.settle([{ id: deliveryId, outcome }]);
    const delivery = await tx.webhooks.getDelivery(deliveryId);
    const endpoint = delivery && (await tx.webhooks.get(delivery.webhookId));
    if (!delivery || !endpoint?.enabled) return;
    if (!disablesEndpoint(endpoint.lastSuccessAt, delivery.queuedAt)) return;
    await tx.webhooks.update(endpoint.id, { enabled: false, disabledAt: outcome.at });
    const origin = originOf(endpoint.url);
    await tx.audit.record('webhook.disabled', {
      target: `webhook:${endpoint.id}`,
      detail: { origin, reason: 'failures' },
    });
    // Every active admin is told on their bell (admins alone manage webhooks).
    for (const member of await tx.accounts.listActiveUsers()) {
      if (member.role !== 'admin') continue;
      const added = await tx.notifications.add({
        userId: member.id,
        kind: 'webhook',
        title: `Webhook to ${origin} turned off: its deliveries failed for a day.`,
        link: INTEGRATIONS_PATH,
        createdAt: outcome.at,
      });
      tx.record({ type: 'notification.added', userId: member.id, id: added.id });
    }
  });
}
