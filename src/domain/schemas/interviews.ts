import { z } from 'zod';
import {
  INTERVIEW_STATUSES,
  PLAN_LIMITS,
  PLAN_STAGES,
  RATINGS,
  RECOMMENDATIONS,
} from '../interviews';
import { authorSchema, idSchema, isoDateSchema, text } from './common';

/** The most interviewers one interview has. */
export const INTERVIEWERS_MAX = 10;

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

/** A link that opens in a browser: http or https only (never javascript: or data:). */
export const webLinkSchema = z
  .string({ message: 'must be a string.' })
  .max(2000, 'must be at most 2000 characters.')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http or https link.');

/** A scheduled interview in a backup (see domain/interviews.ts). */
export const interviewRowSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  jobId: idSchema,
  planInterviewId: planId,
  name: text(PLAN_LIMITS.name).min(1, 'must not be empty.'),
  startsAt: isoDateSchema,
  durationMinutes: interviewShape.durationMinutes,
  interviewerIds: z.array(idSchema).min(1, 'must name an interviewer.').max(INTERVIEWERS_MAX),
  location: text(300).optional(),
  videoUrl: webLinkSchema.optional(),
  instructions: text(4000).optional(),
  status: z.enum(INTERVIEW_STATUSES, { message: 'must be scheduled or cancelled.' }),
  sequence: z.number().int().min(0),
  createdAt: isoDateSchema,
  author: authorSchema.optional(),
});

/** An interviewer's scorecard in a backup. */
export const scorecardRowSchema = z.strictObject({
  id: idSchema,
  interviewId: idSchema,
  candidateId: idSchema,
  interviewerId: idSchema,
  ratings: z.record(planId, z.enum(RATINGS, { message: `must be one of ${RATINGS.join(', ')}.` })),
  takeaways: text(10_000),
  recommendation: z
    .enum(RECOMMENDATIONS, { message: `must be one of ${RECOMMENDATIONS.join(', ')}.` })
    .optional(),
  submittedAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema,
  editedAt: isoDateSchema.optional(),
});

export type InterviewRow = z.output<typeof interviewRowSchema>;
export type ScorecardRow = z.output<typeof scorecardRowSchema>;
