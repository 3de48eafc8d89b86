import {
  emailTemplateSchema,
  emailTemplatesSchema,
  storedEmailTemplateSchema,
} from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, created, jsonRequest, noContent, ok, createRoute } from '../openapi/define';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../services/email-templates';
import type { Store } from '../store/types';

/** The team's email templates: every member reads them, recruiters and admins keep them. */
export function emailTemplateRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listEmailTemplates',
        tags: ['Emails'],
        summary: 'Email templates',
        middleware: allow('read'),
        responses: { 200: ok(emailTemplatesSchema) },
      }),
      async (c) => c.json(await listTemplates(store)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/',
        operationId: 'createEmailTemplate',
        tags: ['Emails'],
        summary: 'Add an email template',
        middleware: allow('move-candidates'),
        request: { body: jsonRequest(emailTemplateSchema) },
        noun: 'Template',
        responses: { 201: created(storedEmailTemplateSchema) },
      }),
      async (c) => c.json(await createTemplate(store, c.req.valid('json')), 201),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/:id{[A-Za-z0-9-]{1,100}}',
        operationId: 'updateEmailTemplate',
        tags: ['Emails'],
        summary: 'Change an email template',
        middleware: allow('move-candidates'),
        request: { body: jsonRequest(emailTemplateSchema) },
        noun: 'Template',
        responses: { 200: ok(storedEmailTemplateSchema) },
      }),
      async (c) => c.json(await updateTemplate(store, c.req.param('id'), c.req.valid('json'))),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id{[A-Za-z0-9-]{1,100}}',
        operationId: 'deleteEmailTemplate',
        tags: ['Emails'],
        summary: 'Delete an email template',
        middleware: allow('move-candidates'),
        responses: { 204: noContent },
      }),
      async (c) => {
        await deleteTemplate(store, c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
