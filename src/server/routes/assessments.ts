import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  assessmentSchema,
  jobResponseSchema,
  structureSchema,
  submitReceivedSchema,
  submitResultSchema,
  submitSchema,
  type SubmitReceived,
} from '@/domain/schemas';
import { allow, allowApplicant, type ApiEnv, type Guard } from '../access';
import { scopeOf } from '../scope';
import { applicationBody, fileResponse } from '../http';
import {
  ApiRoutes,
  created,
  formRequest,
  ids,
  jsonRequest,
  media,
  ok,
  refusals,
  createRoute,
} from '../openapi/define';
import { checkFile, getFile, type CheckedFile } from '../services/files';
import { statusPath } from '../services/applicants';
import { getAssessment, saveAssessment, submitAssessment } from '../services/assessments';
import type { MailContext } from '../services/messages';
import { listJobResponses } from '../services/responses';
import type { Store } from '../store/types';

const jobId = ids({ id: 'Job' });

/** A job's assessment and responses (under /jobs/:id) and applicants' submissions (under /assessments). */
export function jobAssessmentRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/assessment',
        operationId: 'getAssessment',
        tags: ['Assessments'],
        summary: 'A job’s application form',
        middleware: allowApplicant(store, 'id'),
        request: { params: jobId },
        responses: { 200: ok(assessmentSchema) },
      }),
      async (c) => c.json(await getAssessment(store, c.req.valid('param').id)),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/:id/assessment',
        operationId: 'saveAssessment',
        tags: ['Assessments'],
        summary: 'Save a job’s application form',
        middleware: allow('edit-assessments'),
        request: { params: jobId, body: jsonRequest(structureSchema) },
        noun: 'Assessment',
        responses: { 200: ok(assessmentSchema) },
      }),
      async (c) =>
        c.json(await saveAssessment(store, c.req.valid('param').id, c.req.valid('json'))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/responses',
        operationId: 'listJobResponses',
        tags: ['Assessments'],
        summary: 'A job’s responses',
        middleware: allow('read'),
        request: { params: jobId },
        responses: { 200: ok(z.array(jobResponseSchema)) },
      }),
      async (c) => c.json(await listJobResponses(store, c.req.valid('param').id, scopeOf(c))),
    );
}

/**
 * `limit` (team mode) holds back a flood of submissions from one address; `mail` (team mode)
 * emails the applicant and the job's owner.
 */
export function submissionRoutes(
  store: Store,
  limit?: MiddlewareHandler<ApiEnv>,
  mail?: MailContext,
): ApiRoutes {
  const noLimit: MiddlewareHandler<ApiEnv> = (_c, next) => next();
  const middleware: [Guard, MiddlewareHandler<ApiEnv>] = [
    allowApplicant(store, 'jobId'),
    limit ?? noLimit,
  ];
  return new ApiRoutes().handle(
    createRoute({
      method: 'post',
      path: '/:jobId/submit',
      operationId: 'submitApplication',
      tags: ['Assessments'],
      summary: 'Apply to an active job',
      description:
        'JSON, or a multipart form: `application` (the JSON), `resume` and `answer:<question id>` files. An anonymous applicant gets `{ received, statusUrl }` only.',
      middleware,
      request: {
        params: ids({ jobId: 'Job' }),
        body: {
          required: true,
          content: {
            'application/json': { schema: submitSchema },
            // The applicant's application as a form: its JSON, a résumé, a file per upload question.
            'multipart/form-data': formRequest(
              { application: 'json', resume: 'file' },
              {
                json: submitSchema,
                description:
                  'A file-upload question’s file goes in a field `answer:<question id>`.',
              },
            ),
          },
        },
      },
      // JSON or a form, read as a stream by applicationBody.
      ownBody: true,
      responses: {
        201: created(z.union([submitResultSchema, submitReceivedSchema])),
        ...refusals(415, 503),
      },
    }),
    async (c) => {
      const { jobId } = c.req.valid('param');
      const { input, resume, answerFiles } = await applicationBody(c, submitSchema);
      // Every file is checked (type by content, size) before anything is written.
      const checked = new Map<string, CheckedFile>();
      for (const [id, file] of answerFiles) checked.set(id, await checkFile(file));
      const files = { resume: resume && (await checkFile(resume)), answers: checked };
      const { statusToken, ...result } = await submitAssessment(store, jobId, input, files, mail);
      // PUBLIC_URL where one is set, else this server as the request reached it.
      const statusUrl = new URL(statusPath(statusToken), mail?.publicUrl ?? c.req.url).href;
      // An anonymous applicant learns nothing stored, whether the email was known or new.
      if (c.get('visitor').kind === 'anonymous')
        return c.json({ received: true, statusUrl } satisfies SubmitReceived, 201);
      return c.json({ ...result, statusUrl }, 201);
    },
  );
}

/** An applicant's file, for members: always downloaded, never shown as a page. */
export function fileRoutes(store: Store): ApiRoutes {
  return new ApiRoutes().handle(
    createRoute({
      method: 'get',
      path: '/:id',
      operationId: 'getFile',
      tags: ['Files'],
      summary: 'Download a file',
      middleware: allow('read'),
      request: { params: ids({ id: 'File' }) },
      responses: { 200: media('application/octet-stream') },
    }),
    async (c) => fileResponse(await getFile(store, c.req.valid('param').id)),
  );
}
