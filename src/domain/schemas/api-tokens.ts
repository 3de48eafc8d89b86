import { z } from 'zod';
import { API_TOKEN_NAME_MAX, API_TOKEN_ROLES } from '../api-tokens';
import { isBlank } from '../text';
import { idSchema, isoDateSchema } from './common';

/** Team mode's API tokens: made by an admin, listed without their secret, revoked. */

export const createApiTokenSchema = z.strictObject({
  name: z
    .string({ message: 'must be a string.' })
    .trim()
    .refine((name) => !isBlank(name), 'Give the token a name.')
    .pipe(z.string().max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters.`)),
  role: z.enum(API_TOKEN_ROLES, { message: `must be one of ${API_TOKEN_ROLES.join(', ')}.` }),
  /** When it stops working: an instant in the future (the server checks), or none. */
  expiresAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time like 2027-01-31T00:00:00Z.' })
    .transform((instant) => new Date(instant).toISOString())
    .nullable()
    .optional(),
});
export type CreateApiTokenInput = z.output<typeof createApiTokenSchema>;
export type CreateApiTokenBody = z.input<typeof createApiTokenSchema>;

/** A token as the API answers it: never its secret, nor the secret's hash. */
export const apiTokenSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  role: z.enum(API_TOKEN_ROLES),
  createdAt: isoDateSchema,
  expiresAt: isoDateSchema.nullable(),
  lastUsedAt: isoDateSchema.nullable(),
  /** The admin who made it. */
  createdBy: z.strictObject({ id: idSchema, name: z.string() }),
  /** Its maker is deactivated or no longer an admin: it is refused until they are one again. */
  suspended: z.boolean(),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

export const apiTokensSchema = z.strictObject({ tokens: z.array(apiTokenSchema) });
export type ApiTokens = z.output<typeof apiTokensSchema>;

/** The answer to its creation: the only time the secret is shown. */
export const apiTokenCreatedSchema = z.strictObject({ token: apiTokenSchema, secret: z.string() });
export type ApiTokenCreated = z.output<typeof apiTokenCreatedSchema>;
