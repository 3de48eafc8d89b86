import { z } from 'zod';
import { EMAIL_KINDS, EMAIL_STATES } from '../outbox';
import { responseSchema } from './assessments';
import { candidateSchema, noteSchema, timelineRowSchema } from './candidates';
import { idSchema, isoDateSchema } from './common';
import { backupFileSchema } from './files';
import { interviewRowSchema, scorecardRowSchema } from './interviews';
import { offerSchema, offerVersionSchema } from './offers';
import { schedulingLinkRowSchema } from './scheduling-links';

/**
 * GET /candidates/:id/export: everything held on a person, on every job they applied to (their
 * candidates of the same email), each row as a backup holds it.
 */
export const subjectAccessExportSchema = z.strictObject({
  exportedAt: isoDateSchema,
  email: z.string(),
  applications: z.array(
    z.strictObject({
      candidate: candidateSchema,
      /** Null when the job is gone. */
      job: z.strictObject({ id: idSchema, title: z.string() }).nullable(),
      responses: z.array(responseSchema),
      /** Each file with its content in base64. */
      files: z.array(backupFileSchema),
      notes: z.array(noteSchema),
      timeline: z.array(timelineRowSchema),
      interviews: z.array(interviewRowSchema),
      offers: z.array(offerSchema.omit({ tokenHash: true })),
      offerVersions: z.array(offerVersionSchema),
      schedulingLinks: z.array(schedulingLinkRowSchema.omit({ tokenHash: true })),
      scorecards: z.array(
        scorecardRowSchema.extend({
          interviewer: z.strictObject({
            id: idSchema,
            name: z
              .string()
              .nullable()
              .meta({ description: 'Null in browser mode, or when no member has this id.' }),
          }),
        }),
      ),
      emails: z
        .array(
          z.strictObject({
            kind: z.enum(EMAIL_KINDS),
            to: z.string(),
            subject: z.string(),
            text: z.string(),
            state: z.enum(EMAIL_STATES),
            createdAt: isoDateSchema,
            sentAt: isoDateSchema.nullable(),
          }),
        )
        .meta({ description: 'What TalentFlow emailed them (a team server’s outbox).' }),
    }),
  ),
});
