import { completePlan, DEFAULT_PLAN, planProblems, type InterviewPlan } from '@/domain/interviews';
import type { z } from 'zod';
import type { interviewPlanInputSchema } from '@/domain/schemas';
import { badRequest } from '../errors';
import type { Store } from '../store/types';
import { requireJob } from './jobs';

/** A job's interview plan: the one its recruiters saved, or the default plan. */
export async function getInterviewPlan(store: Store, jobId: number): Promise<InterviewPlan> {
  return store.transaction('read', async (tx) => {
    await requireJob(tx, jobId);
    const saved = await tx.interviewPlans.get(jobId);
    return { interviews: saved?.interviews ?? DEFAULT_PLAN.interviews };
  });
}

/**
 * Replaces a job's plan with one checked as a whole (shape by zod, rules by domain: the first
 * problem is a 400), new interviews and attributes given ids. Answers the plan as stored.
 */
export async function saveInterviewPlan(
  store: Store,
  jobId: number,
  input: z.output<typeof interviewPlanInputSchema>,
): Promise<InterviewPlan> {
  const problem = planProblems(input)[0];
  if (problem) throw badRequest(problem);
  const plan = completePlan(input);
  return store.transaction('write', async (tx) => {
    await requireJob(tx, jobId);
    await tx.interviewPlans.put({ jobId, interviews: plan.interviews });
    tx.notify({ entity: 'interview-plan', action: 'saved', jobId });
    return plan;
  });
}
