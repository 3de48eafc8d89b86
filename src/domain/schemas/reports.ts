import { z } from 'zod';
import { optionalId } from './common';

/** GET /reports: one job's figures, or all jobs' when no job is asked for. */
export const reportQuerySchema = z.object({ jobId: optionalId('jobId') });

export type ReportQueryInput = z.output<typeof reportQuerySchema>;
