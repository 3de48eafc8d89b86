import { z } from 'zod';
import {
  INTERVIEW_STATUSES,
  isWebLink,
  PLAN_LIMITS,
  PLAN_STAGES,
  RATINGS,
  RECOMMENDATIONS,
  REMINDER_HOURS,
} from '../interviews';
import { TAKEAWAYS_MAX } from '../scorecards';
import { authorSchema, idSchema, isoDateSchema, optionalId, text } from './common';
import { stageCategorySchema, stageIdSchema } from './pipelines';

/** The most interviewers one interview has. */
export const INTERVIEWERS_MAX = 10;

/** Interview plans (see domain/interviews.ts): the API's bodies and a backup's rows. */

export const planId = z
  .string({ message: 'must be a string.' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes.')
  .max(PLAN_LIMITS.id, `must be at most ${PLAN_LIMITS.id} characters.`);

const attributeShape = {
  heading: text(PLAN_LIMITS.heading),
  name: text(PLAN_LIMITS.name),
};
export const interviewShape = {
  name: text(PLAN_LIMITS.name),
  stage: z.enum(PLAN_STAGES, { message: `must be one of ${PLAN_STAGES.join(', ')}.` }),
  stageId: stageIdSchema.optional().meta({
    description:
      'The job’s stage the interview belongs to, one of `stage`’s category. Absent: the category’s first stage of the job.',
  }),
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
  .refine(isWebLink, 'must be an http or https link.');

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
  /** The candidate was emailed the invitation (a team server), and so hears of its changes. */
  inviteCandidate: z.literal(true).optional(),
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
  takeaways: text(TAKEAWAYS_MAX),
  recommendation: z
    .enum(RECOMMENDATIONS, { message: `must be one of ${RECOMMENDATIONS.join(', ')}.` })
    .optional(),
  submittedAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema,
  editedAt: isoDateSchema.optional(),
});

export type InterviewRow = z.output<typeof interviewRowSchema>;
export type ScorecardRow = z.output<typeof scorecardRowSchema>;

/** A time as the API takes it: ISO 8601 in UTC (`Z`); stored with milliseconds. */
export const utcTime = z
  .string({ message: 'must be a string.' })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/,
    'must be a time in UTC like 2026-12-01T09:30:00Z.',
  )
  .refine((value) => Number.isFinite(Date.parse(value)), 'must be a real time.')
  .transform((value) => new Date(Date.parse(value)).toISOString());

export const interviewerIdsSchema = z
  .array(idSchema, { message: 'must be a list of member ids.' })
  .min(1, 'must name at least one interviewer.')
  .max(INTERVIEWERS_MAX, `must name at most ${INTERVIEWERS_MAX} interviewers.`)
  .refine((ids) => new Set(ids).size === ids.length, 'must name each interviewer once.');

/** Optional text: blank is absent. */
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => value?.trim() || undefined);

/** POST /candidates/:id/interviews. */
export const createInterviewSchema = z.strictObject({
  planInterviewId: planId,
  startsAt: utcTime,
  durationMinutes: interviewShape.durationMinutes,
  interviewerIds: interviewerIdsSchema,
  location: optionalText(300),
  videoUrl: webLinkSchema.optional(),
  instructions: optionalText(4000),
  /** Email the candidate the invitation too (a team server with mail). */
  inviteCandidate: z.boolean({ message: 'must be true or false.' }).optional(),
  moveCandidate: z.boolean({ message: 'must be true or false.' }).optional().meta({
    description:
      'Move the candidate into the interview’s stage too, in the same write, when they are in an earlier stage of the job (never back, never out of Hired or Rejected). Absent: false.',
  }),
});

/**
 * PATCH /interviews/:id: a new time, length, interviewers, place, link or instructions (null
 * clears the last three), or `{ status: "cancelled" }` alone.
 */
export const updateInterviewSchema = z.union([
  z.strictObject({ status: z.literal('cancelled', { message: 'can only be cancelled.' }) }),
  z
    .strictObject({
      startsAt: utcTime.optional(),
      durationMinutes: interviewShape.durationMinutes.optional(),
      interviewerIds: interviewerIdsSchema.optional(),
      location: text(300).nullable().optional(),
      videoUrl: webLinkSchema.nullable().optional(),
      instructions: text(4000).nullable().optional(),
    })
    .refine((changes) => Object.keys(changes).length > 0, 'must change something.'),
]);

/** An interview as the API answers it: absent optional fields as null. */
export const interviewSchema = interviewRowSchema.omit({ createdAt: true, author: true }).extend({
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  instructions: z.string().nullable(),
});

/** POST /candidates/:id/interviews and PATCH /interviews/:id: the interview as it now is. */
export const scheduledInterviewSchema = z.strictObject({
  interview: interviewSchema,
  overlaps: z.array(z.strictObject({ interviewerId: idSchema, interviewId: idSchema })).meta({
    description: 'Interviewers who already have another interview then: a warning, not a refusal.',
  }),
  movedTo: z.strictObject({ stage: stageCategorySchema, stageId: stageIdSchema }).optional().meta({
    description:
      'Where scheduling moved the candidate (`moveCandidate`): present only when they moved.',
  }),
});

/** GET /candidates/:id/interviews: by start. */
export const candidateInterviewsSchema = z.strictObject({ interviews: z.array(interviewSchema) });

/** An interview in a list across candidates: with whom it is. */
export const listedInterviewSchema = interviewSchema.extend({ candidateName: z.string() });
/** GET /interviews. */
export const listedInterviewsSchema = z.strictObject({
  interviews: z.array(listedInterviewSchema),
});

export type CreateInterviewInput = z.output<typeof createInterviewSchema>;
export type UpdateInterviewInput = z.output<typeof updateInterviewSchema>;
export type InterviewOutput = z.output<typeof interviewSchema>;
export type ListedInterview = z.output<typeof listedInterviewSchema>;

/**
 * GET /interviews: a window of start times, a job, only the caller's own (`mine=1`), and only
 * those over whose scorecards are still due (`due=1`).
 */
export const interviewsQuerySchema = z
  .object({
    from: utcTime.optional(),
    to: utcTime.optional(),
    jobId: optionalId('jobId'),
    mine: z
      .enum(['0', '1'], { message: 'mine must be 1 or 0.' })
      .optional()
      .transform((value) => value === '1'),
    due: z
      .enum(['0', '1'], { message: 'due must be 1 or 0.' })
      .optional()
      .transform((value) => value === '1'),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, {
    message: 'from must be before to.',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'A window of interviews spans at most 366 days.',
    path: ['to'],
  });

export type InterviewsQueryInput = z.output<typeof interviewsQuerySchema>;

/** PUT /interviews/:id/scorecards/mine: a draft, or (with `submit`) the card to make visible. */
export const scorecardInputSchema = z.strictObject({
  ratings: scorecardRowSchema.shape.ratings.default({}),
  takeaways: text(TAKEAWAYS_MAX).default(''),
  recommendation: z
    .enum(RECOMMENDATIONS, { message: `must be one of ${RECOMMENDATIONS.join(', ')}, or null.` })
    .nullable()
    .default(null),
  submit: z.boolean({ message: 'must be true or false.' }).default(false),
});

/** A scorecard as the API answers it: absent fields as null. */
export const scorecardSchema = scorecardRowSchema.omit({ id: true, candidateId: true }).extend({
  recommendation: scorecardRowSchema.shape.recommendation.unwrap().nullable(),
  submittedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
});

/** The submitted scorecards one may read, and whose are still due. */
export const scorecardSummarySchema = z.strictObject({
  scorecards: z.array(scorecardSchema),
  pending: z
    .array(z.strictObject({ interviewId: idSchema, interviewerId: idSchema }))
    .meta({ description: 'The interviewers of scheduled interviews who have not submitted.' }),
});

/** GET /interviews/:id/scorecards/mine: null before the first save. */
export const myScorecardSchema = z.strictObject({ scorecard: scorecardSchema.nullable() });
/** PUT /interviews/:id/scorecards/mine: the card as saved. */
export const savedScorecardSchema = z.strictObject({ scorecard: scorecardSchema });

/** GET /calendar/feed: whether one has a feed; its address was shown once, when made. */
export const calendarFeedSchema = z.strictObject({
  url: z.null(),
  createdAt: isoDateSchema.nullable(),
});
/** POST /calendar/feed: the new feed's secret address, shown this once. */
export const newCalendarFeedSchema = z.strictObject({ url: z.string(), createdAt: isoDateSchema });

export type ScorecardInputBody = z.output<typeof scorecardInputSchema>;
export type ScorecardOutput = z.output<typeof scorecardSchema>;

/** Browser mode's `?interviewerId=`: for whom the local recruiter writes a scorecard. */
export const scorecardWriterQuerySchema = z.object({ interviewerId: optionalId('interviewerId') });

/** GET and PUT /settings/interview-reminders: the hours before an interview reminders go. */
export const interviewReminderSettingsSchema = z.strictObject({
  hours: z
    .array(
      z
        .number({ message: 'must be a number of hours.' })
        .int('must be whole hours.')
        .min(REMINDER_HOURS.min, `must be at least ${REMINDER_HOURS.min} hour.`)
        .max(REMINDER_HOURS.max, `must be at most ${REMINDER_HOURS.max} hours (a week).`),
      { message: 'must be a list of hours.' },
    )
    .max(REMINDER_HOURS.most, `must have at most ${REMINDER_HOURS.most} reminders.`)
    .refine((hours) => new Set(hours).size === hours.length, 'must name each hour once.'),
});
export type InterviewReminderSettingsInput = z.output<typeof interviewReminderSettingsSchema>;
