import {
  careersQuerySchema,
  careersSchema,
  createJobSchema,
  jobCountsQuerySchema,
  jobCountsSchema,
  jobSchema,
  jobsListSchema,
  jobsQuerySchema,
  replaceStagesSchema,
  reorderJobsResultSchema,
  stagesAnswerSchema,
  attentionSchema,
  reorderJobsSchema,
  updateJobSchema,
} from '@/domain/schemas';
import { allow, allowApplicant, authorOf, personOf } from '../access';
import { ApiRoutes, created, ids, jsonRequest, ok, createRoute } from '../openapi/define';
import { scopeOf } from '../scope';
import {
  countCandidatesByJob,
  createJob,
  getJob,
  listCareers,
  listJobs,
  reorderJobs,
  updateJob,
} from '../services/jobs';
import { getStages, needsAttention, replaceStages } from '../services/stages';
import type { Store } from '../store/types';

const jobId = ids({ id: 'Job' });

export function jobRoutes(store: Store): ApiRoutes {
  return (
    new ApiRoutes()
      .handle(
        createRoute({
          method: 'get',
          path: '/',
          operationId: 'listJobs',
          tags: ['Jobs'],
          summary: 'List jobs (a page)',
          middleware: allow('read'),
          request: { query: jobsQuerySchema },
          responses: { 200: ok(jobsListSchema) },
        }),
        async (c) => c.json(await listJobs(store, c.req.valid('query'))),
      )
      .handle(
        createRoute({
          method: 'post',
          path: '/',
          operationId: 'createJob',
          tags: ['Jobs'],
          summary: 'Create a job',
          middleware: allow('edit-jobs'),
          request: { body: jsonRequest(createJobSchema) },
          responses: { 201: created(jobSchema) },
        }),
        async (c) => c.json(await createJob(store, c.req.valid('json'), personOf(c)?.id), 201),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/candidate-counts',
          operationId: 'countCandidatesByJob',
          tags: ['Jobs'],
          summary: 'Candidates per stage of some jobs',
          middleware: allow('read'),
          request: { query: jobCountsQuerySchema },
          responses: { 200: ok(jobCountsSchema) },
        }),
        async (c) => c.json(await countCandidatesByJob(store, c.req.valid('query'), scopeOf(c))),
      )
      // Before /:id, so "reorder" is never read as an id.
      .handle(
        createRoute({
          method: 'patch',
          path: '/reorder',
          operationId: 'reorderJobs',
          tags: ['Jobs'],
          summary: 'Move a job in the order',
          middleware: allow('edit-jobs'),
          request: { body: jsonRequest(reorderJobsSchema) },
          responses: { 200: ok(reorderJobsResultSchema) },
        }),
        async (c) => c.json(await reorderJobs(store, c.req.valid('json'))),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id',
          operationId: 'getJob',
          tags: ['Jobs'],
          summary: 'One job',
          middleware: allowApplicant(store, 'id'),
          request: { params: jobId },
          responses: { 200: ok(jobSchema) },
        }),
        async (c) => {
          const job = await getJob(store, c.req.valid('param').id);
          // An applicant reads the job, not how the team hires for it.
          if (c.get('visitor').kind !== 'anonymous') return c.json(job);
          const { stages: _stages, ...open } = job;
          return c.json(open);
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/stages',
          operationId: 'getJobStages',
          tags: ['Jobs'],
          summary: 'A job’s hiring pipeline: its stages, in order',
          middleware: allow('read'),
          request: { params: jobId },
          responses: { 200: ok(stagesAnswerSchema) },
        }),
        async (c) => c.json({ stages: await getStages(store, c.req.valid('param').id) }),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/attention',
          operationId: 'getJobAttention',
          tags: ['Jobs'],
          summary: 'Candidates longer in their stage than it expects (the board’s Needs attention)',
          middleware: allow('read'),
          request: { params: jobId },
          responses: { 200: ok(attentionSchema) },
        }),
        async (c) => c.json(await needsAttention(store, c.req.valid('param').id, scopeOf(c))),
      )
      .handle(
        createRoute({
          method: 'put',
          path: '/:id/stages',
          operationId: 'replaceJobStages',
          tags: ['Jobs'],
          summary: 'Replace a job’s stages (a removed stage’s candidates move where moveTo says)',
          middleware: allow('edit-jobs'),
          request: { params: jobId, body: jsonRequest(replaceStagesSchema) },
          responses: { 200: ok(stagesAnswerSchema) },
        }),
        async (c) =>
          c.json({
            stages: await replaceStages(
              store,
              c.req.valid('param').id,
              c.req.valid('json'),
              authorOf(c),
            ),
          }),
      )
      .handle(
        createRoute({
          method: 'patch',
          path: '/:id',
          operationId: 'updateJob',
          tags: ['Jobs'],
          summary: 'Change a job',
          middleware: allow('edit-jobs'),
          request: { params: jobId, body: jsonRequest(updateJobSchema) },
          responses: { 200: ok(jobSchema) },
        }),
        async (c) =>
          c.json(
            await updateJob(
              store,
              c.req.valid('param').id,
              c.req.valid('json'),
              c.get('visitor').kind !== 'local',
            ),
          ),
      )
  );
}

/** The careers page's list: the active jobs, open to anyone (what an applicant may see anyway). */
export function careerRoutes(store: Store): ApiRoutes {
  return new ApiRoutes().handle(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listCareers',
      tags: ['Jobs'],
      summary: 'The careers page: active jobs',
      middleware: allow('public'),
      request: { query: careersQuerySchema },
      responses: { 200: ok(careersSchema) },
    }),
    async (c) => c.json(await listCareers(store, c.req.valid('query'))),
  );
}
