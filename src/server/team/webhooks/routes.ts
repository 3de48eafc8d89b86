import { z } from 'zod';
import {
  createdWebhookSchema,
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesSchema,
  webhookListSchema,
  webhookSchema,
} from '@/domain/schemas';
import { allow } from '../../access';
import {
  accepted,
  ApiRoutes,
  created,
  ids,
  jsonRequest,
  noContent,
  ok,
  createRoute,
} from '../../openapi/define';
import type { WebhooksService } from './service';

const webhookId = ids({ id: 'Webhook' });

/** /api/webhooks (team mode, admins): endpoints, their secret, and their deliveries log. */
export function webhookRoutes(webhooks: WebhooksService): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'post',
        path: '/',
        operationId: 'createWebhook',
        tags: ['Integrations'],
        summary: 'Register a webhook endpoint',
        middleware: allow('manage-settings'),
        request: { body: jsonRequest(createWebhookSchema) },
        responses: { 201: created(createdWebhookSchema) },
      }),
      async (c) => c.json(await webhooks.create(c.req.valid('json')), 201),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listWebhooks',
        tags: ['Integrations'],
        summary: 'Webhook endpoints',
        middleware: allow('manage-settings'),
        responses: { 200: ok(webhookListSchema) },
      }),
      async (c) => c.json({ webhooks: await webhooks.list() }),
    )
    .handle(
      createRoute({
        method: 'patch',
        path: '/:id',
        operationId: 'updateWebhook',
        tags: ['Integrations'],
        summary: 'Change a webhook endpoint',
        middleware: allow('manage-settings'),
        request: { params: webhookId, body: jsonRequest(updateWebhookSchema) },
        responses: { 200: ok(z.object({ webhook: webhookSchema })) },
      }),
      async (c) =>
        c.json({
          webhook: await webhooks.update(c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id',
        operationId: 'deleteWebhook',
        tags: ['Integrations'],
        summary: 'Remove a webhook endpoint',
        middleware: allow('manage-settings'),
        request: { params: webhookId },
        responses: { 204: noContent },
      }),
      async (c) => {
        await webhooks.remove(c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id/rotate-secret',
        operationId: 'rotateWebhookSecret',
        tags: ['Integrations'],
        summary: 'A new signing secret',
        middleware: allow('manage-settings'),
        request: { params: webhookId },
        responses: { 200: ok(createdWebhookSchema) },
      }),
      async (c) => c.json(await webhooks.rotateSecret(c.req.valid('param').id)),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/deliveries',
        operationId: 'listWebhookDeliveries',
        tags: ['Integrations'],
        summary: 'An endpoint’s deliveries',
        middleware: allow('manage-settings'),
        request: { params: webhookId },
        responses: { 200: ok(webhookDeliveriesSchema) },
      }),
      async (c) => c.json({ deliveries: await webhooks.deliveries(c.req.valid('param').id) }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id/deliveries/:deliveryId/retry',
        operationId: 'retryWebhookDelivery',
        tags: ['Integrations'],
        summary: 'Send a delivery again',
        middleware: allow('manage-settings'),
        request: { params: ids({ id: 'Webhook', deliveryId: 'Delivery' }) },
        responses: { 202: accepted },
      }),
      async (c) => {
        const { id, deliveryId } = c.req.valid('param');
        await webhooks.retry(id, deliveryId);
        return c.body(null, 202);
      },
    );
}
