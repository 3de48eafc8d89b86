import { Hono, type Context } from 'hono';
import {
  createInterviewSchema,
  interviewPlanInputSchema,
  interviewsQuerySchema,
  updateInterviewSchema,
} from '@/domain/schemas';
import { allow, authorOf, type ApiEnv } from '../access';
import { parseBody, parseId, parseQuery } from '../http';
import { interviewInvite } from '../services/calendar';
import {
  changeInterview,
  getInterviewPlan,
  listCandidateInterviews,
  listInterviews,
  saveInterviewPlan,
  scheduleInterview,
} from '../services/interviews';
import type { Store } from '../store/types';

/** Who schedules: their name for the timeline, and whether interviewers are a team's members. */
const whoOf = (c: Context<ApiEnv>) => ({
  author: authorOf(c),
  team: c.get('visitor').kind !== 'local',
});

/** A job's interview plan (under /jobs/:id). */
export function jobInterviewPlanRoutes(store: Store): Hono<ApiEnv> {
  const jobId = (raw: string | undefined) => parseId(raw, 'Job');
  return new Hono<ApiEnv>()
    .get('/:id/interview-plan', allow('read'), async (c) =>
      c.json(await getInterviewPlan(store, jobId(c.req.param('id')))),
    )
    .put('/:id/interview-plan', allow('plan-interviews'), async (c) => {
      const id = jobId(c.req.param('id'));
      const plan = await parseBody(c, interviewPlanInputSchema, 'Interview plan');
      return c.json(await saveInterviewPlan(store, id, plan));
    });
}

/** A candidate's interviews (under /candidates/:id). */
export function candidateInterviewRoutes(store: Store): Hono<ApiEnv> {
  const candidateId = (raw: string | undefined) => parseId(raw, 'Candidate');
  return new Hono<ApiEnv>()
    .get('/:id/interviews', allow('read'), async (c) =>
      c.json(await listCandidateInterviews(store, candidateId(c.req.param('id')))),
    )
    .post('/:id/interviews', allow('plan-interviews'), async (c) => {
      const id = candidateId(c.req.param('id'));
      const input = await parseBody(c, createInterviewSchema, 'Interview');
      return c.json(await scheduleInterview(store, id, input, whoOf(c)), 201);
    });
}

/** Interviews across candidates (under /interviews): a window, one to change, its invitation. */
export function interviewRoutes(store: Store): Hono<ApiEnv> {
  const interviewId = (raw: string | undefined) => parseId(raw, 'Interview');
  return new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) =>
      c.json(await listInterviews(store, parseQuery(c, interviewsQuerySchema), authorOf(c)?.id)),
    )
    .patch('/:id', allow('plan-interviews'), async (c) => {
      const id = interviewId(c.req.param('id'));
      const changes = await parseBody(c, updateInterviewSchema, 'Interview');
      return c.json(await changeInterview(store, id, changes, whoOf(c)));
    })
    .get('/:id/invite.ics', allow('read'), async (c) => {
      const text = await interviewInvite(store, interviewId(c.req.param('id')), whoOf(c).team);
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
        'Content-Disposition': 'attachment; filename="interview.ics"',
      });
    });
}
