import { Hono, type MiddlewareHandler } from 'hono';
import { structureSchema, submitSchema, type SubmitReceived } from '@/domain/schemas';
import { allow, allowApplicant, type ApiEnv } from '../access';
import { scopeOf } from '../scope';
import { applicationBody, fileResponse, parseBody, parseId } from '../http';
import { checkFile, getFile, type CheckedFile } from '../services/files';
import { statusPath } from '../services/applicants';
import { getAssessment, saveAssessment, submitAssessment } from '../services/assessments';
import type { MailContext } from '../services/messages';
import { listJobResponses } from '../services/responses';
import type { Store } from '../store/types';

/** A job's assessment and responses (under /jobs/:id) and applicants' submissions (under /assessments). */
export function jobAssessmentRoutes(store: Store): Hono<ApiEnv> {
  const jobId = (raw: string | undefined) => parseId(raw, 'Job');
  return new Hono<ApiEnv>()
    .get('/:id/assessment', allowApplicant(store, 'id'), async (c) =>
      c.json(await getAssessment(store, jobId(c.req.param('id')))),
    )
    .put('/:id/assessment', allow('edit-assessments'), async (c) => {
      const id = jobId(c.req.param('id'));
      return c.json(
        await saveAssessment(store, id, await parseBody(c, structureSchema, 'Assessment')),
      );
    })
    .get('/:id/responses', allow('read'), async (c) =>
      c.json(await listJobResponses(store, jobId(c.req.param('id')), scopeOf(c))),
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
): Hono<ApiEnv> {
  const noLimit: MiddlewareHandler<ApiEnv> = (_c, next) => next();
  return new Hono<ApiEnv>().post(
    '/:jobId/submit',
    allowApplicant(store, 'jobId'),
    limit ?? noLimit,
    async (c) => {
      const jobId = parseId(c.req.param('jobId'), 'Job');
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
export function fileRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/:id', allow('read'), async (c) =>
    fileResponse(await getFile(store, parseId(c.req.param('id'), 'File'))),
  );
}
