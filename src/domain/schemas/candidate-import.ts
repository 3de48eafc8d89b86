import { z } from 'zod';
import { IMPORT_FIELDS } from '../candidate-import-fields';
import { candidateSourceSchema, stageSchema } from './candidates';
import { optionalId } from './common';

/** POST /api/candidates/import?jobId=&dryRun=1 (docs/api.md). */
export const candidateImportQuerySchema = z.object({
  jobId: optionalId('jobId').refine((id) => id !== undefined, 'jobId is required.'),
  /** 1: check the file and answer what would be created, writing nothing. */
  dryRun: z.enum(['0', '1'], { message: 'dryRun must be 0 or 1.' }).optional(),
});

export const importRowErrorSchema = z.strictObject({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int().min(2),
  message: z.string(),
});

export const candidateImportResultSchema = z.strictObject({
  dryRun: z.boolean(),
  /** Candidates created (or that would be, in a dry run). */
  created: z.number().int().min(0),
  /** Each row refused, with why; the others are created. */
  errors: z.array(importRowErrorSchema),
  /** How each header was understood, in the file's order: null for a column not imported. */
  columns: z.array(z.strictObject({ header: z.string(), field: z.enum(IMPORT_FIELDS).nullable() })),
  /** The headers of the columns not imported. */
  ignoredColumns: z.array(z.string()),
  /** The first candidates created (or that would be), with their rows. */
  preview: z.array(
    z.strictObject({
      row: z.number().int().min(2),
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      stage: stageSchema,
      source: candidateSourceSchema,
      tags: z.array(z.string()),
    }),
  ),
});

export type CandidateImportQuery = z.output<typeof candidateImportQuerySchema>;
export type CandidateImportResult = z.output<typeof candidateImportResultSchema>;
export type ImportRowError = z.output<typeof importRowErrorSchema>;
