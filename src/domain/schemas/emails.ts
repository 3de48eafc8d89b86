import { z } from 'zod';
import { CANDIDATE_KINDS, EMAIL_KINDS, EMAIL_STATES, type EmailKind } from '../outbox';
import { BROKEN_TEXT_MESSAGE, isWholeText } from '../text';
import { memberSchema, newPasswordSchema, PASSWORD_MAX } from './accounts';
import { idSchema, isoDateSchema } from './common';

/** Team mode's outbox as admins read it, and the password endpoints that send links by email. */

export const EMAILS_PAGE = 50;

export const emailsQuerySchema = z.strictObject({
  state: z.enum(EMAIL_STATES, { message: `must be one of ${EMAIL_STATES.join(', ')}.` }).optional(),
  before: z.coerce.number({ message: 'must be an id.' }).pipe(idSchema).optional(),
});

/** A message in the Email page's list: never its body, which may hold a link that signs in. */
export const emailListItemSchema = z.object({
  id: idSchema,
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(EMAIL_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailListItem = z.output<typeof emailListItemSchema>;

export const emailListSchema = z.object({
  /** Whether this server has a mail server (SMTP_URL). */
  configured: z.boolean(),
  counts: z.record(z.enum(EMAIL_STATES), z.number()),
  emails: z.array(emailListItemSchema),
  /** The id to ask `before` for the next page, when there is one. */
  next: idSchema.nullable(),
});
export type EmailList = z.output<typeof emailListSchema>;

/** POST /emails/:id/retry: the failed message, queued again. */
export const retriedEmailSchema = z.strictObject({ email: emailListItemSchema });

/** A message to a candidate as their activity lists it (a team server's outbox). */
export const candidateEmailItemSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(
    EMAIL_KINDS.filter((kind) => CANDIDATE_KINDS.has(kind)) as [EmailKind, ...EmailKind[]],
  ),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  state: z.enum(EMAIL_STATES),
  createdAt: isoDateSchema,
  /** When a scheduled message goes; null for one sent at once. */
  sendAt: isoDateSchema.nullable(),
  sentAt: isoDateSchema.nullable(),
});

/** GET /candidates/:id/emails: always empty in browser mode, which sends nothing itself. */
export const candidateEmailsSchema = z.strictObject({ emails: z.array(candidateEmailItemSchema) });

export const forgotPasswordSchema = z.strictObject({
  email: z
    .string({ message: 'must be a string.' })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters.')
    .refine(isWholeText, BROKEN_TEXT_MESSAGE),
});

export const resetPasswordSchema = z.strictObject({
  token: z.string({ message: 'must be a string.' }).max(200, 'must be at most 200 characters.'),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ message: 'must be a string.' })
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`),
  password: newPasswordSchema,
});

/** POST /auth/reset-password: signed in, or (two-factor sign-in) the next sign-in asks a code. */
export const resetPasswordResultSchema = z.union([
  z.strictObject({ user: memberSchema }),
  z.strictObject({ twoFactorRequired: z.literal(true) }),
]);

export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
