import { z } from 'zod';
import { LIMITS } from '../constants';
import { FILE_KINDS, FILE_NAME_MAX, MAX_FILE_BYTES } from '../files';
import { idSchema, isoDateSchema, text } from './common';

/** An applicant's file in a backup: its record, and its content in base64. */
export const backupFileSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  jobId: idSchema,
  /** Absent for a résumé attached on the profile. */
  responseId: idSchema.optional(),
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

/** GET /settings/search-index: how far the search index has read files' text. */
export const searchIndexStatusSchema = z.strictObject({
  files: z.strictObject({
    pending: z.number().int().min(0),
    indexed: z.number().int().min(0),
    unreadable: z.number().int().min(0),
  }),
  notesWaiting: z.number().int().min(0),
});
export type SearchIndexStatus = z.output<typeof searchIndexStatusSchema>;
