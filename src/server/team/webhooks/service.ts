import { randomBytes } from 'node:crypto';
import { WEBHOOK_DELIVERIES_PAGE } from '@/domain/webhooks';
import type {
  CreateWebhookInput,
  CreatedWebhook,
  UpdateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
} from '@/domain/schemas';
import { conflict, notFound } from '../../errors';
import type { TeamStore, TeamTx, WebhookDeliveryRow, WebhookRow } from '../../store/types';
import { checkDestination, type Resolve } from './destination';

/**
 * Webhook endpoints, for admins: registered after the address is checked (SSRF), listed without
 * their secret, turned on or off, deleted; the secret is answered when made and when rotated, and
 * never again. Each change is on the audit log with the endpoint's origin only (a path or query
 * may hold a receiver's own token).
 */

export interface WebhookOptions {
  /** TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE: endpoints on private addresses (and http) allowed. */
  allowPrivate?: boolean;
  /** How host names are resolved (the system's DNS unless a test says otherwise). */
  resolve?: Resolve;
  now?: () => Date;
}

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What the audit log and notifications say of an endpoint: its origin, never its path. */
export const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

const publicWebhook = ({ id, url, events, enabled }: WebhookRow): WebhookEndpoint => ({
  id,
  url,
  events,
  enabled,
});

const publicDelivery = ({
  id,
  messageId,
  type,
  state,
  attempts,
  lastStatus,
  lastError,
  createdAt,
  lastAttemptAt,
}: WebhookDeliveryRow): WebhookDelivery => ({
  id,
  messageId,
  type,
  state,
  attempts,
  lastStatus,
  lastError,
  createdAt,
  lastAttemptAt,
});

async function requireWebhook(tx: TeamTx, id: number): Promise<WebhookRow> {
  const found = await tx.webhooks.get(id);
  if (!found) throw notFound(`Webhook ${id} not found.`);
  return found;
}

export function webhooksService(store: TeamStore, options: WebhookOptions = {}) {
  const now = options.now ?? (() => new Date());
  const check = (url: string) =>
    checkDestination(url, {
      allowPrivate: options.allowPrivate ?? false,
      resolve: options.resolve,
    });
  return {
    async create(input: CreateWebhookInput): Promise<CreatedWebhook> {
      // Resolved before the transaction, which waits on nothing but the store.
      const { url } = await check(input.url);
      const secret = newSecret();
      return store.transaction('write', async (tx) => {
        const webhook = await tx.webhooks.insert({
          url: url.href,
          events: input.events,
          secret,
          createdAt: now().toISOString(),
        });
        await tx.audit.record('webhook.created', {
          target: `webhook:${webhook.id}`,
          detail: { origin: url.origin, events: input.events.join(' ') },
        });
        return { webhook: publicWebhook(webhook), secret };
      });
    },

    list: async (): Promise<WebhookEndpoint[]> =>
      (await store.transaction('read', (tx) => tx.webhooks.list())).map(publicWebhook),

    /** Turns it on or off, or changes its events. */
    update: (id: number, input: UpdateWebhookInput): Promise<WebhookEndpoint> =>
      store.transaction('write', async (tx) => {
        const found = await requireWebhook(tx, id);
        const target = `webhook:${id}`;
        const origin = originOf(found.url);
        if (input.enabled !== undefined && input.enabled !== found.enabled)
          await tx.audit.record(input.enabled ? 'webhook.enabled' : 'webhook.disabled', {
            target,
            detail: input.enabled ? { origin } : { origin, reason: 'member' },
          });
        if (input.events && input.events.join(' ') !== found.events.join(' '))
          await tx.audit.record('webhook.updated', {
            target,
            detail: { origin, events: input.events.join(' ') },
          });
        const updated = await tx.webhooks.update(id, {
          ...(input.events && { events: input.events }),
          ...(input.enabled !== undefined && {
            enabled: input.enabled,
            disabledAt: input.enabled ? null : now().toISOString(),
          }),
        });
        return publicWebhook(updated!);
      }),

    remove: (id: number): Promise<void> =>
      store.transaction('write', async (tx) => {
        const found = await requireWebhook(tx, id);
        await tx.webhooks.remove(id);
        await tx.audit.record('webhook.deleted', {
          target: `webhook:${id}`,
          detail: { origin: originOf(found.url) },
        });
      }),

    /** A new secret: the deliveries tried from now on, retries included, are signed with it. */
    /** The endpoint with its new secret, as its creation answers (shown this once). */
    rotateSecret: (id: number): Promise<{ webhook: WebhookEndpoint; secret: string }> =>
      store.transaction('write', async (tx) => {
        const found = await requireWebhook(tx, id);
        const secret = newSecret();
        const updated = await tx.webhooks.update(id, { secret });
        await tx.audit.record('webhook.secret_rotated', {
          target: `webhook:${id}`,
          detail: { origin: originOf(found.url) },
        });
        return { webhook: publicWebhook(updated!), secret };
      }),

    deliveries: (id: number): Promise<WebhookDelivery[]> =>
      store.transaction('read', async (tx) => {
        await requireWebhook(tx, id);
        return (await tx.webhooks.deliveries(id, WEBHOOK_DELIVERIES_PAGE)).map(publicDelivery);
      }),

    /** Sends a delivery again now (the same webhook-id), with another day of tries. */
    retry: (id: number, deliveryId: number): Promise<void> =>
      store.transaction('write', async (tx) => {
        const found = await requireWebhook(tx, id);
        const delivery = await tx.webhooks.getDelivery(deliveryId);
        if (delivery?.webhookId !== id)
          throw notFound(`Delivery ${deliveryId} of webhook ${id} not found.`);
        if (!found.enabled)
          throw conflict('This webhook is turned off: turn it on before sending a delivery again.');
        await tx.webhooks.requeue(deliveryId, now().toISOString());
        // Its waiting try, if any, moves to now; else one is asked for.
        await tx.later.send(
          'webhook',
          { ids: [deliveryId] },
          { key: String(deliveryId), replace: true },
        );
      }),
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
