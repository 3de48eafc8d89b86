import { Hono } from 'hono';
import { emailTemplateSchema } from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseBody } from '../http';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../services/email-templates';
import type { Store } from '../store/types';

/** The team's email templates: every member reads them, recruiters and admins keep them. */
export function emailTemplateRoutes(store: Store): Hono<ApiEnv> {
  const body = (c: Parameters<typeof parseBody>[0]) =>
    parseBody(c, emailTemplateSchema, 'Template');
  return new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) => c.json(await listTemplates(store)))
    .post('/', allow('move-candidates'), async (c) =>
      c.json(await createTemplate(store, await body(c)), 201),
    )
    .put('/:id{[A-Za-z0-9-]{1,100}}', allow('move-candidates'), async (c) =>
      c.json(await updateTemplate(store, c.req.param('id'), await body(c))),
    )
    .delete('/:id{[A-Za-z0-9-]{1,100}}', allow('move-candidates'), async (c) => {
      await deleteTemplate(store, c.req.param('id'));
      return c.body(null, 204);
    });
}
