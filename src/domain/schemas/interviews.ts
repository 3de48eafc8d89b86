import { z } from 'zod';
import { PLAN_LIMITS, PLAN_STAGES } from '../interviews';
import { idSchema, text } from './common';

/** Interview plans (see domain/interviews.ts): the API's bodies and a backup's rows. */

const planId = z
  .string({ message: 'must be a string.' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes.')
  .max(PLAN_LIMITS.id, `must be at most ${PLAN_LIMITS.id} characters.`);

const attributeShape = {
  heading: text(PLAN_LIMITS.heading),
  name: text(PLAN_LIMITS.name),
};
const interviewShape = {
  name: text(PLAN_LIMITS.name),
  stage: z.enum(PLAN_STAGES, { message: `must be one of ${PLAN_STAGES.join(', ')}.` }),
  durationMinutes: z
    .number({ message: 'must be a number of minutes.' })
    .int('must be whole minutes.')
    .min(PLAN_LIMITS.minMinutes, `must be at least ${PLAN_LIMITS.minMinutes} minutes.`)
    .max(PLAN_LIMITS.maxMinutes, `must be at most ${PLAN_LIMITS.maxMinutes} minutes.`),
};

/** PUT /jobs/:id/interview-plan: ids of new interviews and attributes may be left out. */
export const interviewPlanInputSchema = z.strictObject({
  interviews: z
    .array(
      z.strictObject({
        id: planId.optional(),
        ...interviewShape,
        attributes: z
          .array(z.strictObject({ id: planId.optional(), ...attributeShape }))
          .max(PLAN_LIMITS.attributes, `must have at most ${PLAN_LIMITS.attributes} attributes.`),
      }),
    )
    .max(PLAN_LIMITS.interviews, `must have at most ${PLAN_LIMITS.interviews} interviews.`),
});

/** A plan as stored and answered: every interview and attribute with its id. */
export const interviewPlanSchema = z.strictObject({
  interviews: z
    .array(
      z.strictObject({
        id: planId,
        ...interviewShape,
        attributes: z
          .array(z.strictObject({ id: planId, ...attributeShape }))
          .max(PLAN_LIMITS.attributes),
      }),
    )
    .max(PLAN_LIMITS.interviews),
});

/** A job's plan in a backup (a job without one has the default plan, and no row). */
export const interviewPlanRowSchema = z.strictObject({
  jobId: idSchema,
  interviews: interviewPlanSchema.shape.interviews,
});

export type InterviewPlanRow = z.output<typeof interviewPlanRowSchema>;
