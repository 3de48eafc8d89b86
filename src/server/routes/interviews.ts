import { Hono } from 'hono';
import { interviewPlanInputSchema } from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseBody, parseId } from '../http';
import { getInterviewPlan, saveInterviewPlan } from '../services/interviews';
import type { Store } from '../store/types';

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
