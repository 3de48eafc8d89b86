import { z } from 'zod';
import { CAREERS_INTRO_MAX, ORGANIZATION_NAME_MAX } from '../organization';
import { timeZoneSchema } from '../time-zones';

/** An absolute http(s) address, or the empty string for none. */
const websiteSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .max(2000, 'must be at most 2000 characters.')
  .refine((value) => {
    if (value === '') return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http:// or https:// address, or empty.');

/** PUT /settings/organization: who posts the jobs, as the careers page and job boards show it. */
export const organizationInputSchema = z.strictObject({
  name: z
    .string({ message: 'must be a string.' })
    .trim()
    .min(1, 'is required.')
    .max(ORGANIZATION_NAME_MAX, `must be at most ${ORGANIZATION_NAME_MAX} characters.`),
  website: websiteSchema,
  careersIntro: z
    .string({ message: 'must be a string.' })
    .trim()
    .max(CAREERS_INTRO_MAX, `must be at most ${CAREERS_INTRO_MAX} characters.`),
  /** The default time zone of emails (IANA); absent keeps the one saved. */
  timeZone: timeZoneSchema.optional(),
});

export const organizationSchema = z.strictObject({
  name: z.string(),
  website: z.string(),
  careersIntro: z.string(),
  timeZone: z.string(),
});

export type OrganizationInput = z.output<typeof organizationInputSchema>;
export type OrganizationOutput = z.output<typeof organizationSchema>;
