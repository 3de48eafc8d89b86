import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from '../webhooks';
import { idSchema } from './common';

/** Webhooks (team mode, admins): endpoints, their events and their deliveries log. */

/** The longest endpoint address kept. */
export const WEBHOOK_URL_MAX = 2000;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { message: `must each be one of ${WEBHOOK_EVENTS.join(', ')}.` }), {
    message: 'must be a list of events.',
  })
  .min(1, { message: 'must name at least one event.' })
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

export const createWebhookSchema = z.strictObject({
  url: z
    .string({ message: 'must be an address like https://example.com/webhooks.' })
    .trim()
    .min(1, { message: 'must be an address like https://example.com/webhooks.' })
    .max(WEBHOOK_URL_MAX, { message: `must be at most ${WEBHOOK_URL_MAX} characters.` }),
  events: eventsSchema,
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .strictObject({
    enabled: z.boolean({ message: 'must be true or false.' }).optional(),
    events: eventsSchema.optional(),
  })
  .refine((input) => input.enabled !== undefined || input.events !== undefined, {
    message: 'Send enabled, events or both.',
  });
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;

/** An endpoint as the API answers it: never its secret. */
export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
});
export type WebhookEndpoint = z.output<typeof webhookSchema>;

/** POST /webhooks: the endpoint and its secret, shown this once. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreatedWebhook = z.output<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.output<typeof webhookListSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The `webhook-id` header: the same on every try. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveries = z.output<typeof webhookDeliveriesSchema>;
