import type { HttpHandler } from 'msw';
import { parseId, parseInput, queryObject, route } from '../http';
import { createJob, getJob, listJobs, reorderJobs, updateJob } from '../services/jobs';
import { createJobSchema, jobsQuerySchema, reorderSchema, updateJobSchema } from '../validate/jobs';

export const jobHandlers: HttpHandler[] = [
  route('get', '/jobs', async ({ db, url }) => ({ body: await listJobs(db, parseInput(jobsQuerySchema, queryObject(url), 'Query')) })),
  route('post', '/jobs', async ({ db, json }) => ({ status: 201, body: await createJob(db, parseInput(createJobSchema, await json())) })),
  // Before /jobs/:id, so "reorder" is never read as an id.
  route('patch', '/jobs/reorder', async ({ db, json }) => ({ body: await reorderJobs(db, parseInput(reorderSchema, await json())) })),
  route('get', '/jobs/:id', async ({ db, params }) => ({ body: await getJob(db, parseId(params.id, 'Job')) })),
  route('patch', '/jobs/:id', async ({ db, params, json }) => {
    const id = parseId(params.id, 'Job');
    return { body: await updateJob(db, id, parseInput(updateJobSchema, await json())) };
  }),
];
