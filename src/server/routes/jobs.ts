import { Hono } from 'hono';
import {
  careersQuerySchema,
  createJobSchema,
  jobCountsQuerySchema,
  jobsQuerySchema,
  reorderJobsSchema,
  updateJobSchema,
} from '@/domain/schemas';
import { allow, allowApplicant, personOf, type ApiEnv } from '../access';
import { scopeOf } from '../scope';
import { parseBody, parseId, parseQuery } from '../http';
import {
  countCandidatesByJob,
  createJob,
  getJob,
  listCareers,
  listJobs,
  reorderJobs,
  updateJob,
} from '../services/jobs';
import type { Store } from '../store/types';

export function jobRoutes(store: Store): Hono<ApiEnv> {
  return (
    new Hono<ApiEnv>()
      .get('/', allow('read'), async (c) =>
        c.json(await listJobs(store, parseQuery(c, jobsQuerySchema))),
      )
      .post('/', allow('edit-jobs'), async (c) =>
        c.json(await createJob(store, await parseBody(c, createJobSchema), personOf(c)?.id), 201),
      )
      .get('/candidate-counts', allow('read'), async (c) =>
        c.json(await countCandidatesByJob(store, parseQuery(c, jobCountsQuerySchema), scopeOf(c))),
      )
      // Before /:id, so "reorder" is never read as an id.
      .patch('/reorder', allow('edit-jobs'), async (c) =>
        c.json(await reorderJobs(store, await parseBody(c, reorderJobsSchema))),
      )
      .get('/:id', allowApplicant(store, 'id'), async (c) =>
        c.json(await getJob(store, parseId(c.req.param('id'), 'Job'))),
      )
      .patch('/:id', allow('edit-jobs'), async (c) => {
        const id = parseId(c.req.param('id'), 'Job');
        return c.json(
          await updateJob(
            store,
            id,
            await parseBody(c, updateJobSchema),
            c.get('visitor').kind !== 'local',
          ),
        );
      })
  );
}

/** The careers page's list: the active jobs, open to anyone (what an applicant may see anyway). */
export function careerRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/', allow('public'), async (c) =>
    c.json(await listCareers(store, parseQuery(c, careersQuerySchema))),
  );
}
