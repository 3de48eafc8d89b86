import { Hono } from 'hono';
import { structureSchema, submitSchema } from '@/domain/schemas';
import { parseBody, parseId } from '../http';
import { getAssessment, saveAssessment, submitAssessment } from '../services/assessments';
import { listJobResponses } from '../services/responses';
import type { Store } from '../store/types';

/** A job's assessment and responses (under /jobs/:id) and applicants' submissions (under /assessments). */
export function jobAssessmentRoutes(store: Store): Hono {
  const jobId = (raw: string | undefined) => parseId(raw, 'Job');
  return new Hono()
    .get('/:id/assessment', async (c) => c.json(await getAssessment(store, jobId(c.req.param('id')))))
    .put('/:id/assessment', async (c) => {
      const id = jobId(c.req.param('id'));
      return c.json(await saveAssessment(store, id, await parseBody(c, structureSchema, 'Assessment')));
    })
    .get('/:id/responses', async (c) => c.json(await listJobResponses(store, jobId(c.req.param('id')))));
}

export function submissionRoutes(store: Store): Hono {
  return new Hono().post('/:jobId/submit', async (c) => {
    const jobId = parseId(c.req.param('jobId'), 'Job');
    return c.json(await submitAssessment(store, jobId, await parseBody(c, submitSchema)), 201);
  });
}
