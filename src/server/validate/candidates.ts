import { z } from 'zod';
import { BOARD_PAGE_SIZE, CANDIDATES_MAX_PAGE_SIZE, LIMITS } from '@/domain/constants';
import { STAGES } from '@/domain/types';
import { optionalText, wholeNumber } from './common';

/** Request schemas of the candidates endpoints. Strict objects: unknown fields are a 400. */

/** An optional id in the query: a positive whole number, or absent when empty. */
const optionalId = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (!/^[1-9]\d{0,15}$/.test(raw)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a positive whole number.` });
        return z.NEVER;
      }
      return Number(raw);
    });

export const candidatesQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  pageSize: wholeNumber('pageSize', 1, CANDIDATES_MAX_PAGE_SIZE, BOARD_PAGE_SIZE),
  search: optionalText(LIMITS.search),
  stage: z.enum(STAGES, { message: `stage must be one of ${STAGES.join(', ')}.` }).optional(),
  jobId: optionalId('jobId'),
  /** Only candidates with a greater id: a cursor that stays right while candidates move. */
  afterId: optionalId('afterId'),
});
export type CandidatesQueryInput = z.output<typeof candidatesQuerySchema>;

export const stageCountsQuerySchema = candidatesQuerySchema.pick({ search: true, jobId: true });
export type StageCountsQueryInput = z.output<typeof stageCountsQuerySchema>;

export const updateCandidateSchema = z.strictObject({
  stage: z.enum(STAGES, { message: `must be one of ${STAGES.join(', ')}.` }),
});

export const createNoteSchema = z.strictObject({
  text: z
    .string({ message: 'must be a string.' })
    .trim()
    .min(1, 'A note cannot be empty.')
    .max(LIMITS.noteText, `must be at most ${LIMITS.noteText} characters.`),
});
