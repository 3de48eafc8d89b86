import { z } from 'zod';
import { assessmentSchema, responseSchema } from './assessments';
import { candidateSchema, noteSchema, timelineRowSchema } from './candidates';
import { LIMITS } from '../constants';
import { FILE_KINDS, FILE_NAME_MAX, MAX_FILE_BYTES } from '../files';
import { idSchema, isoDateSchema, text } from './common';
import { jobSchema } from './jobs';

/**
 * A whole-database backup: one JSON document. Its rows are checked by the same schemas as the API's
 * requests and answers, so a restore cannot store what the API would refuse.
 */

export const BACKUP_FORMAT = 'talentflow-backup';
/** What a file with another format, or none, is told: nothing else in it matters then. */
export const NOT_A_BACKUP = 'This file is not a TalentFlow backup.';
/**
 * The backup format's own version: it changes when the file's shape changes, not with a store's
 * schema. 2 adds `files` (applicants' files, their content in base64).
 */
export const BACKUP_VERSION = 2;
/**
 * Backups written before the format had its own version carry `schemaVersion`, the browser
 * database's schema version when they were made (1 to 6). They are format 1.
 */
export const LEGACY_SCHEMA_VERSION = 6;

/** An applicant's file in a backup: its record, and its content in base64. */
export const backupFileSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  jobId: idSchema,
  responseId: idSchema,
  questionId: text(LIMITS.structureId).optional(),
  name: text(FILE_NAME_MAX).min(1, 'must not be empty.'),
  type: z.enum(Object.values(FILE_KINDS).map((kind) => kind.mime) as [string, ...string[]], {
    message: 'is not a file type TalentFlow keeps.',
  }),
  size: z.number().int().min(1).max(MAX_FILE_BYTES),
  createdAt: isoDateSchema,
  content: z
    .string({ message: 'must be the file in base64.' })
    .max(Math.ceil(MAX_FILE_BYTES / 3) * 4, 'is larger than 10 MB.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be the file in base64.'),
});

export const backupTablesSchema = z.strictObject({
  jobs: z.array(jobSchema),
  candidates: z.array(candidateSchema),
  assessments: z.array(assessmentSchema).default([]),
  notes: z.array(noteSchema).default([]),
  responses: z.array(responseSchema).default([]),
  timeline: z.array(timelineRowSchema).default([]),
  files: z.array(backupFileSchema).default([]),
});

export const backupSchema = z
  .strictObject({
    format: z.literal(BACKUP_FORMAT, { message: NOT_A_BACKUP }),
    version: z.number({ message: 'must be a number.' }).int().min(1).optional(),
    schemaVersion: z.number({ message: 'must be a number.' }).int().min(1).optional(),
    exportedAt: isoDateSchema,
    tables: backupTablesSchema,
  })
  .refine((backup) => backup.version !== undefined || backup.schemaVersion !== undefined, {
    message: 'is missing.',
    path: ['version'],
  });

export const restoreResultSchema = z.strictObject({
  restored: z.strictObject({
    jobs: z.number(),
    candidates: z.number(),
    assessments: z.number(),
    notes: z.number(),
    responses: z.number(),
    timeline: z.number(),
    files: z.number(),
  }),
});

export type BackupDocument = z.output<typeof backupSchema>;
export type RestoreOutput = z.output<typeof restoreResultSchema>;
