import { z } from 'zod';
import { APPLICANT_STATUSES, NOTICE_MAX, RETENTION_MONTHS_MAX } from '../privacy';
import { idSchema, isoDateSchema, text } from './common';

/** PUT /settings/privacy: the notice applicants see, consent, and how long data is kept. */
export const privacySettingsInputSchema = z.strictObject({
  noticeText: text(NOTICE_MAX).transform((value) => value.trim()),
  noticeUrl: z
    .string({ message: 'must be a string.' })
    .trim()
    .max(2000, 'must be at most 2000 characters.')
    .nullable()
    .transform((value) => value || null)
    .refine((value) => {
      if (value === null) return true;
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'must be an https:// address.'),
  consentRequired: z.boolean({ message: 'must be true or false.' }),
  retentionMonths: z
    .number({ message: 'must be a number of months, or null to keep until erased by hand.' })
    .int('must be a whole number of months.')
    .min(1, 'must be at least 1 month.')
    .max(RETENTION_MONTHS_MAX, `must be at most ${RETENTION_MONTHS_MAX} months.`)
    .nullable(),
});

export const privacySettingsSchema = z.strictObject({
  noticeText: z.string(),
  noticeUrl: z.string().nullable(),
  consentRequired: z.boolean(),
  retentionMonths: z.number().int().nullable(),
  noticeVersion: z.number().int(),
  updatedAt: isoDateSchema.nullable(),
});

export type PrivacySettingsInput = z.output<typeof privacySettingsInputSchema>;

/**
 * An applicant's private status link, as stored: only the SHA-256 of its token, hex. `responseId`
 * is the submission it was given for; `scope` what it reaches (domain/privacy's LinkScope).
 */
export const applicationLinkSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  responseId: idSchema.optional(),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in hex.'),
  scope: z.enum(['candidate', 'submission']),
  createdAt: isoDateSchema,
});

/** GET /my-application/:token: where the application stands, in the applicant's words. */
export const myApplicationSchema = z.strictObject({
  job: z.strictObject({ id: idSchema, title: z.string() }),
  appliedAt: isoDateSchema,
  status: z.enum(APPLICANT_STATUSES),
});

/** GET /my-application/:token/data: what the applicant gave, as a file for them to keep. */
export const myApplicationDataSchema = z.strictObject({
  job: z.strictObject({ id: idSchema, title: z.string() }),
  name: z.string().optional(),
  email: z.string(),
  phone: z.string().optional(),
  consentAt: isoDateSchema.optional(),
  noticeVersion: z.number().int().optional(),
  applications: z.array(
    z.strictObject({
      submittedAt: isoDateSchema,
      answers: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
      files: z.array(z.strictObject({ name: z.string(), type: z.string(), size: z.number() })),
    }),
  ),
});

/** POST /my-application/:token/withdraw: asked once more, then everything goes. */
export const withdrawSchema = z.strictObject({
  confirm: z.literal(true, { message: 'must be true: withdrawing ends your application.' }),
});

/** POST /my-application/:token/erase: asked twice, since nothing of it can be undone. */
export const eraseMyApplicationSchema = z.strictObject({
  confirm: z.literal(true, { message: 'must be true: erasing deletes your application for good.' }),
});

/** DELETE /candidates/:id?scope=: this application only (the default), or every one of this email. */
export const eraseQuerySchema = z.object({
  scope: z
    .enum(['application', 'person'], { message: 'scope must be application or person.' })
    .optional()
    .default('application'),
});

/** GET /retention/preview: who a run would erase today (the first RETENTION_PREVIEW_MAX), and how many. */
export const retentionPreviewSchema = z.strictObject({
  candidates: z.array(
    z.strictObject({
      id: idSchema,
      name: z.string(),
      jobId: idSchema,
      stage: z.string(),
      lastActivityAt: isoDateSchema.nullable(),
    }),
  ),
  count: z.number().int(),
  retentionMonths: z.number().int().nullable(),
  lastRun: z.strictObject({ at: isoDateSchema, erased: z.number().int() }).nullable(),
});

/** POST /retention/run: how many candidates the run erased. */
export const retentionRunSchema = z.strictObject({ erased: z.number().int().min(0) });

/** DELETE /candidates/:id?scope=person: how many candidates (applications) were erased. */
export const erasureResultSchema = z.strictObject({ erased: z.number().int().min(1) });

export type ApplicationLink = z.output<typeof applicationLinkSchema>;
export type MyApplication = z.output<typeof myApplicationSchema>;
export type MyApplicationData = z.output<typeof myApplicationDataSchema>;
export type RetentionPreview = z.output<typeof retentionPreviewSchema>;
