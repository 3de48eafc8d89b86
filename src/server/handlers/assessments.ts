import type { HttpHandler } from 'msw';
import { parseId, parseInput, route } from '../http';
import { getAssessment, saveAssessment, submitAssessment } from '../services/assessments';
import { listCandidateResponses, listJobResponses } from '../services/responses';
import { structureSchema, submitSchema } from '../validate/assessment';

export const assessmentHandlers: HttpHandler[] = [
  route('get', '/jobs/:id/assessment', async ({ db, params }) => ({ body: await getAssessment(db, parseId(params.id, 'Job')) })),
  route('put', '/jobs/:id/assessment', async ({ db, params, json }) => {
    const jobId = parseId(params.id, 'Job');
    return { body: await saveAssessment(db, jobId, parseInput(structureSchema, await json(), 'Assessment')) };
  }),
  route('post', '/assessments/:jobId/submit', async ({ db, params, json }) => {
    const jobId = parseId(params.jobId, 'Job');
    return { status: 201, body: await submitAssessment(db, jobId, parseInput(submitSchema, await json())) };
  }),
  route('get', '/jobs/:id/responses', async ({ db, params }) => ({ body: await listJobResponses(db, parseId(params.id, 'Job')) })),
  route('get', '/candidates/:id/responses', async ({ db, params }) => ({ body: await listCandidateResponses(db, parseId(params.id, 'Candidate')) })),
];
