import { Webhook } from 'standardwebhooks';
import { GIVE_UP_AFTER_MS, givesUp } from '@/domain/outbox';
import { disablesEndpoint, WEBHOOK_TIMEOUT_MS } from '@/domain/webhooks';
import type { TeamStore, WebhookOutcome } from '../../store/types';
import { checkDestination, type Resolve } from './destination';
import { postWebhook } from './send';
import { originOf } from './service';

/**
 * The webhook queue's worker: one try of one delivery. The body stored with the delivery is signed
 * with the endpoint's current secret (Standard Webhooks: `webhook-id` is the delivery's message id,
 * the same on every try) and posted to the address checked again now. A 2xx is delivered; anything
 * else is recorded and thrown, so the queue tries again with backoff; after a day (or the queue's
 * last try) the delivery is failed, and an endpoint that answered nothing but failures all that
 * time is turned off, its admins told on their bell and the audit log.
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

export function webhookDeliverer(store: TeamStore, options: WebhookDeliveryOptions = {}) {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return async (job: { id: number; retryCount: number; retryLimit: number }): Promise<void> => {
    const found = await store.query((tx) => tx.webhooks.toSend(job.id));
    // Delivered already, given up, or gone with its endpoint or its candidate.
    if (found?.delivery.state !== 'pending') return;
    const { delivery, endpoint, secret } = found;
    const at = () => now().toISOString();
    if (!endpoint.enabled) {
      await store.settleWebhook(delivery.id, {
        state: 'failed',
        status: null,
        error: 'Not sent: the webhook is turned off.',
        at: at(),
      });
      return;
    }
    let status: number | null = null;
    let error: string;
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
      if (status >= 200 && status < 300) {
        await store.settleWebhook(delivery.id, { state: 'delivered', status, at: at() });
        return;
      }
      error = `The endpoint answered ${status}.`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const final =
      givesUp(delivery.queuedAt, now(), options.giveUpAfterMs ?? GIVE_UP_AFTER_MS) ||
      job.retryCount >= job.retryLimit;
    const outcome: WebhookOutcome = {
      state: final ? 'failed' : 'pending',
      status,
      error,
      at: at(),
    };
    if (final) await giveUp(store, delivery.id, outcome);
    else await store.settleWebhook(delivery.id, outcome);
    options.onFailure?.(delivery.id, error, final);
    if (!final) throw new Error(error);
  };
}

/** A delivery failed for good; its endpoint turned off if it has failed all along (one transaction). */
async function giveUp(store: TeamStore, deliveryId: number, outcome: WebhookOutcome) {
  await store.transaction('write', async (tx) => {
    await tx.webhooks.settle(deliveryId, outcome);
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
      await tx.notifications.add({
        userId: member.id,
        kind: 'webhook',
        title: `Webhook to ${origin} turned off: its deliveries failed for a day.`,
        link: INTEGRATIONS_PATH,
        createdAt: outcome.at,
      });
      tx.notify({ entity: 'notification', action: 'added', userId: member.id });
    }
  });
}
