import {
  pipelineTemplateInputSchema,
  pipelineTemplateSchema,
  pipelineTemplatesSchema,
} from '@/domain/schemas';
import { allow } from '../access';
import {
  ApiRoutes,
  created,
  createRoute,
  ids,
  jsonRequest,
  noContent,
  ok,
} from '../openapi/define';
import {
  createPipelineTemplate,
  deletePipelineTemplate,
  listPipelineTemplates,
  updatePipelineTemplate,
} from '../services/pipeline-templates';
import type { Store } from '../store/types';

const templateId = ids({ id: 'Pipeline template' });

/** The organization's pipeline templates: every member reads them, recruiters and admins keep them. */
export function pipelineTemplateRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listPipelineTemplates',
        tags: ['Jobs'],
        summary: 'Pipeline templates',
        middleware: allow('read'),
        responses: { 200: ok(pipelineTemplatesSchema) },
      }),
      async (c) => c.json({ templates: await listPipelineTemplates(store) }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/',
        operationId: 'createPipelineTemplate',
        tags: ['Jobs'],
        summary: 'Add a pipeline template',
        middleware: allow('edit-jobs'),
        request: { body: jsonRequest(pipelineTemplateInputSchema) },
        responses: { 201: created(pipelineTemplateSchema) },
      }),
      async (c) => c.json(await createPipelineTemplate(store, c.req.valid('json')), 201),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/:id',
        operationId: 'updatePipelineTemplate',
        tags: ['Jobs'],
        summary: 'Change a pipeline template',
        middleware: allow('edit-jobs'),
        request: { params: templateId, body: jsonRequest(pipelineTemplateInputSchema) },
        responses: { 200: ok(pipelineTemplateSchema) },
      }),
      async (c) =>
        c.json(await updatePipelineTemplate(store, c.req.valid('param').id, c.req.valid('json'))),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id',
        operationId: 'deletePipelineTemplate',
        tags: ['Jobs'],
        summary: 'Delete a pipeline template',
        middleware: allow('edit-jobs'),
        request: { params: templateId },
        responses: { 204: noContent },
      }),
      async (c) => {
        await deletePipelineTemplate(store, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
