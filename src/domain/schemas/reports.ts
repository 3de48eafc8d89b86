import { z } from 'zod';
import { isDay } from '../days';
import { FUNNEL_STAGES, HIRE_SOURCES, STAY_STAGES } from '../reports';
import { stageSchema } from './candidates';
import { daySchema, idSchema, optionalId } from './common';

/** A day as the reports' ranges take it: YYYY-MM-DD, a real calendar day. */
export const reportDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD.`)
    .refine(isDay, `${name} must be a real calendar date.`)
    .optional();

/**
 * GET /reports: one job's figures, or all jobs' when no job is asked for; with `from` and `to`
 * (inclusive, UTC days), only the applications made in that range.
 */
export const reportQuerySchema = z
  .object({ jobId: optionalId('jobId'), from: reportDay('from'), to: reportDay('to') })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['from'],
  });

export type ReportQueryInput = z.output<typeof reportQuerySchema>;

const countSchema = z.number().int().min(0);

/** Durations measured in a report: how many, and their median and 90th percentile. */
export const reportDurationSchema = z.strictObject({
  count: countSchema,
  medianDays: z
    .number()
    .min(0)
    .nullable()
    .meta({ description: 'In days, to one decimal; null when nothing was measured.' }),
  p90Days: z.number().min(0).nullable(),
});

/** GET /reports: the hiring report of one job or of all jobs (src/domain/reports.ts). */
export const hiringReportSchema = z.strictObject({
  jobId: idSchema.nullable().meta({ description: 'The job reported on; null for all jobs.' }),
  from: daySchema
    .nullable()
    .meta({ description: 'The first day of applications counted (UTC); null: no bound.' }),
  to: daySchema
    .nullable()
    .meta({ description: 'The last day of applications counted (UTC); null: no bound.' }),
  candidates: countSchema,
  funnel: z.array(
    z.strictObject({
      stage: z.enum(FUNNEL_STAGES),
      /** Candidates who reached this stage or a later one. */
      reached: countSchema,
      conversion: z.number().min(0).max(1).nullable().meta({
        description:
          'The share who reached the next stage; null for the last stage or when none reached this one.',
      }),
      /** Rejected after reaching this stage, and no further. */
      rejected: countSchema,
    }),
  ),
  timeInStage: z.array(reportDurationSchema.extend({ stage: z.enum(STAY_STAGES) })),
  timeToHire: reportDurationSchema,
  applicationsPerWeek: z.array(z.strictObject({ weekStart: daySchema, count: countSchema })),
  sourceOfHire: z.array(z.strictObject({ source: z.enum(HIRE_SOURCES), count: countSchema })),
  rejectionReasons: z.array(
    z.strictObject({
      reason: z.string(),
      total: countSchema,
      byStage: z.strictObject(
        Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, countSchema])) as Record<
          (typeof FUNNEL_STAGES)[number],
          typeof countSchema
        >,
      ),
    }),
  ),
  withdrawals: countSchema.meta({
    description: 'Applications their applicants withdrew, in the range when one is asked.',
  }),
  offers: z
    .strictObject({
      sent: countSchema,
      accepted: countSchema,
      declined: countSchema,
      acceptanceRate: z.number().min(0).max(1).nullable(),
      declineReasons: z.array(z.strictObject({ reason: z.string(), count: countSchema })),
    })
    .optional()
    .meta({
      description:
        'Offers sent, accepted and declined (with the candidates’ reasons) in the period, by the day each happened, and the share accepted among those decided. Absent for members who see no offers.',
    }),
  stages: z
    .array(
      reportDurationSchema.extend({
        id: z.string(),
        name: z.string(),
        category: stageSchema,
        entered: countSchema.meta({ description: 'Candidates who entered this stage.' }),
      }),
    )
    .optional()
    .meta({
      description:
        'A job with its own stages: each stage in order, who entered it, and how long stays in it lasted (the durations are of stays that ended). Absent for all jobs and for a job on the six default stages.',
    }),
});
