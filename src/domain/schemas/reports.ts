import { z } from 'zod';
import { optionalId } from './common';

/** A day as the reports' ranges take it: YYYY-MM-DD, a real calendar day. */
export const reportDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD.`)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00.000Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
    }, `${name} must be a real calendar date.`)
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
