import { z } from 'zod';
import { NOTICE_MAX, RETENTION_MONTHS_MAX } from '../privacy';
import { isoDateSchema, text } from './common';

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
