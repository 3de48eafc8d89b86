import { z } from 'zod';
import { isoDateSchema } from './common';
import {
  HIRING_TABLES,
  TABLE_NAMES,
  type BackupTables,
  type HiringTable,
  type TableSpec,
} from './tables';

/**
 * A whole-database backup: one JSON document. Its rows are checked by the same schemas as the API's
 * requests and answers, so a restore cannot store what the API would refuse.
 */

export const BACKUP_FORMAT = 'talentflow-backup';
/** What a file with another format, or none, is told: nothing else in it matters then. */
export const NOT_A_BACKUP = 'This file is not a TalentFlow backup.';
/**
 * The backup format's own version: it changes when the file's shape changes, not with a store's
 * schema. 2 adds `files` (applicants' files, their content in base64); 3 adds
 * `interviewPlans`, `interviews` and `scorecards`; 4 adds a candidate's `consentAt` and
 * `noticeVersion` (optional: every older file still restores); 5 adds `applicationLinks`, the
 * applicants' status links (their tokens' hashes, so a restored link still opens), and a
 * candidate's `tags`; 6 adds `pipelineTemplates`, a job's `stages` and a candidate's and a timeline
 * entry's `stageId` (a file without them restores with the default stages). A table's entry in the list of tables says which format first held it: the
 * version is the newest of those, or of the rows' own changes.
 */
export const BACKUP_VERSION = Math.max(
  5,
  ...TABLE_NAMES.map((name) => (HIRING_TABLES[name] as TableSpec).format ?? 1),
);
/**
 * Backups written before the format had its own version carry `schemaVersion`, the browser
 * database's schema version when they were made (1 to 6). They are format 1.
 */
export const LEGACY_SCHEMA_VERSION = 6;

export const backupTablesSchema = z.strictObject(
  Object.fromEntries(
    TABLE_NAMES.map((name) => {
      const table: TableSpec = HIRING_TABLES[name];
      const rows = z.array(table.schema);
      // Tables that came after the first backups are absent from older files: none of them.
      return [name, table.inEveryBackup ? rows : rows.default([])];
    }),
  ),
) as unknown as z.ZodType<BackupTables>;

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
  restored: z.strictObject(
    Object.fromEntries(TABLE_NAMES.map((name) => [name, z.number()])),
  ) as unknown as z.ZodType<Record<HiringTable, number>>,
});

export type BackupDocument = z.output<typeof backupSchema>;
export type RestoreOutput = z.output<typeof restoreResultSchema>;
