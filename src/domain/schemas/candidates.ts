import { z } from 'zod';
import { isValidEmail, EMAIL_MESSAGE } from '../assessment/validation';
import { BOARD_PAGE_SIZE, CANDIDATES_MAX_PAGE_SIZE, LIMITS } from '../constants';
import { STAGES } from '../enums';
import { isBlank } from '../text';
import { authorSchema, idSchema, isoDateSchema, optionalId, optionalText, text, wholeNumber } from './common';

/** The candidates resource, its notes and its timeline. */

export const stageSchema = z.enum(STAGES, { message: `must be one of ${STAGES.join(', ')}.` });

export const candidateNameSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((name) => !isBlank(name), 'Your name is required.')
  .max(LIMITS.candidateName, `must be at most ${LIMITS.candidateName} characters.`);

export const emailSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .toLowerCase()
  .min(1, 'Your email is required.')
  .refine(isValidEmail, EMAIL_MESSAGE);

export const candidateSchema = z.strictObject({
  id: idSchema,
  name: candidateNameSchema,
  email: emailSchema,
  stage: stageSchema,
  jobId: idSchema,
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

export const stageCountsQuerySchema = candidatesQuerySchema.pick({ search: true, jobId: true });

export const updateCandidateSchema = z.strictObject({ stage: stageSchema });

export const noteTextSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((text) => !isBlank(text), 'A note cannot be empty.')
  .max(LIMITS.noteText, `must be at most ${LIMITS.noteText} characters.`);

export const createNoteSchema = z.strictObject({ text: noteTextSchema });

export const noteSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  text: noteTextSchema,
  createdAt: isoDateSchema,
  author: authorSchema.optional(),
});

/** A timeline entry as the API answers it. */
export const timelineEntrySchema = z.strictObject({
  date: isoDateSchema,
  stage: stageSchema,
  notes: text(LIMITS.noteText),
  author: authorSchema.optional(),
});
/** A timeline entry as it is stored (and backed up). */
export const timelineRowSchema = timelineEntrySchema.extend({
  id: idSchema,
  candidateId: idSchema,
});

export const candidatesListSchema = z.strictObject({
  candidates: z.array(candidateSchema),
  totalCount: z.number().int().min(0),
});

export const stageCountsSchema = z.strictObject({
  counts: z.strictObject(
    Object.fromEntries(STAGES.map((stage) => [stage, z.number().int().min(0)])) as Record<
      (typeof STAGES)[number],
      z.ZodNumber
    >,
  ),
  totalCount: z.number().int().min(0),
});

export type CandidatesQueryInput = z.output<typeof candidatesQuerySchema>;
export type StageCountsQueryInput = z.output<typeof stageCountsQuerySchema>;
export type CandidatesListOutput = z.output<typeof candidatesListSchema>;
export type StageCountsOutput = z.output<typeof stageCountsSchema>;
