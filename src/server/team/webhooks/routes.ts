import { Hono } from 'hono';
import { createWebhookSchema, updateWebhookSchema } from '@/domain/schemas';
import { allow, type ApiContext, type ApiEnv } from '../../access';
import { parseBody, parseId } from '../../http';
import type { WebhooksService } from './service';

/** /api/webhooks (team mode, admins): endpoints, their secret, and their deliveries log. */
export function webhookRoutes(webhooks: WebhooksService): Hono<ApiEnv> {
  const id = (c: ApiContext) => parseId(c.req.param('id'), 'Webhook');
  const deliveryId = (c: ApiContext) => parseId(c.req.param('deliveryId'), 'Delivery');
  return new Hono<ApiEnv>()
    .post('/', allow('manage-settings'), async (c) =>
      c.json(await webhooks.create(await parseBody(c, createWebhookSchema)), 201),
    )
    .get('/', allow('manage-settings'), async (c) => c.json({ webhooks: await webhooks.list() }))
    .patch('/:id', allow('manage-settings'), async (c) =>
      c.json({ webhook: await webhooks.update(id(c), await parseBody(c, updateWebhookSchema)) }),
    )
    .delete('/:id', allow('manage-settings'), async (c) => {
      await webhooks.remove(id(c));
      return c.body(null, 204);
    })
    .post('/:id/rotate-secret', allow('manage-settings'), async (c) =>
      c.json(await webhooks.rotateSecret(id(c))),
    )
    .get('/:id/deliveries', allow('manage-settings'), async (c) =>
      c.json({ deliveries: await webhooks.deliveries(id(c)) }),
    )
    .post('/:id/deliveries/:deliveryId/retry', allow('manage-settings'), async (c) => {
      await webhooks.retry(id(c), deliveryId(c));
      return c.body(null, 202);
    });
}
