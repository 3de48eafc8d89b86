import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookDeliveryRow, WebhookRow, WebhooksRepo } from '../types';
import type { PgDb } from './migrate';
import { webhookDeliveries, webhooks } from './schema';
import { isoTime, optionalIsoTime } from './time';
import { isId } from './values';

/**
 * Webhooks in SQL: the endpoints and their deliveries. What is delivered, and when, is team
 * mode's business (team/webhooks): the events of a write are made into deliveries by a job it
 * asks for, and tried by another.
 */

const endpointColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  enabled: webhooks.enabled,
  createdAt: isoTime(webhooks.createdAt),
  lastSuccessAt: optionalIsoTime(webhooks.lastSuccessAt),
  disabledAt: optionalIsoTime(webhooks.disabledAt),
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  webhookId: webhookDeliveries.webhookId,
  messageId: webhookDeliveries.messageId,
  type: webhookDeliveries.type,
  payload: webhookDeliveries.payload,
  state: webhookDeliveries.state,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  createdAt: isoTime(webhookDeliveries.createdAt),
  queuedAt: isoTime(webhookDeliveries.queuedAt),
  lastAttemptAt: optionalIsoTime(webhookDeliveries.lastAttemptAt),
};

export function webhooksRepo(q: PgDb): WebhooksRepo {
  const get = async (id: number): Promise<WebhookRow | undefined> => {
    if (!isId(id)) return undefined;
    const [row] = await q.select(endpointColumns).from(webhooks).where(eq(webhooks.id, id));
    return row;
  };
  return {
    async insert(webhook) {
      const [row] = await q
        .insert(webhooks)
        .values({ ...webhook, enabled: true })
        .returning(endpointColumns);
      return row!;
    },
    list: () => q.select(endpointColumns).from(webhooks).orderBy(asc(webhooks.id)),
    get,
    async update(id, changes) {
      if (!isId(id)) return undefined;
      if (Object.keys(changes).length > 0)
        await q.update(webhooks).set(changes).where(eq(webhooks.id, id));
      return get(id);
    },
    async remove(id) {
      if (!isId(id)) return false;
      const removed = await q
        .delete(webhooks)
        .where(eq(webhooks.id, id))
        .returning({ id: webhooks.id });
      return removed.length > 0;
    },
    deliveries: async (webhookId, limit) =>
      isId(webhookId)
        ? ((await q
            .select(deliveryColumns)
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.webhookId, webhookId))
            .orderBy(desc(webhookDeliveries.id))
            .limit(limit)) as WebhookDeliveryRow[])
        : [],
    async getDelivery(id) {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      return row as WebhookDeliveryRow | undefined;
    },
    subscribed: () =>
      q
        .select({ id: webhooks.id, events: webhooks.events })
        .from(webhooks)
        .where(eq(webhooks.enabled, true)),
    async addDeliveries(deliveries) {
      if (deliveries.length === 0) return [];
      const made = await q
        .insert(webhookDeliveries)
        .values(
          deliveries.map(({ at, ...delivery }) => ({
            ...delivery,
            state: 'pending' as const,
            createdAt: at,
            queuedAt: at,
          })),
        )
        .returning({ id: webhookDeliveries.id });
      return made.map(({ id }) => id);
    },
    async toSend(ids) {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return [];
      const rows = await q
        .select({ delivery: deliveryColumns, endpoint: endpointColumns, secret: webhooks.secret })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(inArray(webhookDeliveries.id, wanted))
        .orderBy(asc(webhookDeliveries.id));
      return rows as Array<{ delivery: WebhookDeliveryRow; endpoint: WebhookRow; secret: string }>;
    },
    async requeue(id, at) {
      await q
        .update(webhookDeliveries)
        .set({ state: 'pending', queuedAt: at })
        .where(eq(webhookDeliveries.id, id));
    },
    async settle(tries) {
      const known = tries.filter(({ id }) => isId(id));
      if (known.length === 0) return;
      const rows = JSON.stringify(
        known.map(({ id, outcome }) => ({
          id,
          state: outcome.state,
          status: outcome.status,
          error: outcome.state === 'delivered' ? null : outcome.error,
          at: outcome.at,
        })),
      );
      // One statement for them all. An endpoint's last success moves only when it is older than a
      // minute: a busy endpoint's deliveries would otherwise all queue on its one row's lock, and
      // what reads it (the list, a day of failures turning it off) needs no finer time.
      await q.execute(sql`
        with tries as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as t(id integer, state text, status integer, error text, at timestamptz)
        ), settled as (
          update ${webhookDeliveries} d
          set attempts = d.attempts + 1, last_attempt_at = t.at, last_status = t.status,
            state = t.state, last_error = t.error
          from tries t where d.id = t.id
          returning d.webhook_id, t.state, t.at
        ), succeeded as (
          select webhook_id, max(at) as at from settled where state = 'delivered' group by webhook_id
        )
        update ${webhooks} w set last_success_at = s.at from succeeded s
        where w.id = s.webhook_id
          and (w.last_success_at is null or w.last_success_at < s.at - interval '1 minute')`);
    },
  };
}
