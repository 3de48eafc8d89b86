import { z } from 'zod';
import { assessmentSchema, responseSchema } from './assessments';
import { candidateSchema, noteSchema, timelineRowSchema } from './candidates';
import { isoDateSchema } from './common';
import { jobSchema } from './jobs';

/**
 * A whole-database backup: one JSON document. Its rows are checked by the same schemas as the API's
 * requests and answers, so a restore cannot store what the API would refuse.
 */

export const BACKUP_FORMAT = 'talentflow-backup';
/** The backup format's own version: it changes when the file's shape changes, not with a store's schema. */
export const BACKUP_VERSION = 1;
/**
 * Backups written before the format had its own version carry `schemaVersion`, the browser
 * database's schema version when they were made (1 to 6). They are format 1.
 */
export const LEGACY_SCHEMA_VERSION = 6;

export const backupTablesSchema = z.strictObject({
  jobs: z.array(jobSchema),
  candidates: z.array(candidateSchema),
  assessments: z.array(assessmentSchema).default([]),
  notes: z.array(noteSchema).default([]),
  responses: z.array(responseSchema).default([]),
  timeline: z.array(timelineRowSchema).default([]),
});

export const backupSchema = z
  .strictObject({
    format: z.literal(BACKUP_FORMAT, {
      message: `is not a TalentFlow backup (format must be "${BACKUP_FORMAT}").`,
    }),
    version: z.number({ message: 'must be a number.' }).int().min(1).optional(),
    schemaVersion: z.number({ message: 'must be a number.' }).int().min(1).optional(),
    exportedAt: isoDateSchema,
    tables: backupTablesSchema,
  })
  .refine((backup) => backup.version !== undefined || backup.schemaVersion !== undefined, {
    message: 'says nothing of its version (version is missing).',
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
  }),
});

export type BackupDocument = z.output<typeof backupSchema>;
export type RestoreOutput = z.output<typeof restoreResultSchema>;
