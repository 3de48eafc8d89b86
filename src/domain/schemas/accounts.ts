import { timeZoneSchema } from '../time-zones';
import { z } from 'zod';
import { PASSWORD_MIN, ROLES } from '../access';
import { BROKEN_TEXT_MESSAGE, isBlank, isWholeText } from '../text';
import { emailSchema } from './candidates';
import { idSchema, isoDateSchema, optionalId } from './common';

/** Team mode's accounts: sign-in, invitations and members. */

export { PASSWORD_MIN };
export const PASSWORD_MAX = 200;

export const roleSchema = z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}.` });

export const memberNameSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((name) => !isBlank(name), 'Your name is required.')
  .refine(isWholeText, BROKEN_TEXT_MESSAGE)
  .max(100, 'must be at most 100 characters.');

export const accountEmailSchema = emailSchema.pipe(
  z.string().max(254, 'must be at most 254 characters.'),
);

/**
 * A new password: never trimmed (spaces are characters too), and whole characters only (a lone
 * surrogate would be hashed as U+FFFD: another password than the one typed).
 */
export const newPasswordSchema = z
  .string({ message: 'must be a string.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`)
  .refine(isWholeText, BROKEN_TEXT_MESSAGE);

export const setupSchema = z.strictObject({
  name: memberNameSchema,
  email: accountEmailSchema,
  password: newPasswordSchema,
  /** The server's one-time setup token, when it listens beyond this machine. */
  token: z
    .string({ message: 'must be a string.' })
    .max(200, 'must be at most 200 characters.')
    .optional(),
});

/** An authenticator app's code: 6 digits (spaces, as apps show them, are dropped). */
export const totpCodeSchema = z
  .string({ message: 'must be a string.' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows.'));

/** A recovery code as it was shown (`abcde-fghij`); case and dashes do not matter. */
export const recoveryCodeSchema = z
  .string({ message: 'must be a string.' })
  .max(40, 'must be at most 40 characters.')
  .transform((code) => code.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'must be one of your recovery codes.'));

export const loginSchema = z.strictObject({
  email: z
    .string({ message: 'must be a string.' })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters.'),
  password: z
    .string({ message: 'must be a string.' })
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`),
  /** The authenticator app's code, for a member who uses two-factor sign-in. */
  code: totpCodeSchema.optional(),
  /** Or one of their recovery codes. */
  recoveryCode: recoveryCodeSchema.optional(),
});

/** The member's current password, as a check asks for it (never a new one: not judged). */
const currentPasswordSchema = z
  .string({ message: 'must be a string.' })
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`);

export const twoFactorSetupSchema = z.strictObject({ secret: z.string(), uri: z.string() });
/** Turning it on asks for the password too: a session alone cannot lock its member out. */
export const twoFactorEnableSchema = z.strictObject({
  password: currentPasswordSchema,
  code: totpCodeSchema,
});
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export const twoFactorDisableSchema = z.strictObject({
  password: currentPasswordSchema,
  code: totpCodeSchema,
});
/** An admin's reset of a member's second factor: whether it was on (a setup under way goes too). */
export const twoFactorResetSchema = z.strictObject({ removed: z.boolean() });

/** A member's signed-in session as they see it: `id` names it, and is not its secret. */
export const sessionSchema = z.strictObject({
  id: z.string(),
  createdAt: isoDateSchema,
  lastSeenAt: isoDateSchema,
  userAgent: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export const sessionsSchema = z.strictObject({ sessions: z.array(sessionSchema) });
export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'is not a session of yours.');

/** The team's sign-in rules (admins set them; every member reads them). */
export const securityPolicySchema = z.strictObject({
  twoFactorRequired: z.boolean({ message: 'must be true or false.' }),
});

/** Whether the signed-in member uses two-factor sign-in, and whether the team requires it. */
export const twoFactorStatusSchema = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const inviteSchema = z.strictObject({ email: accountEmailSchema, role: roleSchema });

export const acceptInvitationSchema = z.strictObject({
  name: memberNameSchema,
  password: newPasswordSchema,
});

export const updateMemberSchema = z
  .strictObject({
    role: roleSchema.optional(),
    /** false deactivates the member and ends their sessions; true brings a deactivated member back. */
    active: z.boolean({ message: 'must be true (reactivate) or false (deactivate).' }).optional(),
  })
  .refine(
    (body) => body.role !== undefined || body.active !== undefined,
    'Send a role, or active: true or false.',
  );

/** A member as every answer shows them: never a password or a session. */
export const memberSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});

export const meSchema = z.strictObject({
  user: memberSchema,
  /** /auth/me says whether the member uses two-factor sign-in and whether the team requires it. */
  twoFactor: z.strictObject({ enabled: z.boolean(), required: z.boolean() }).optional(),
  /** /auth/me: the member's own time zone (IANA); absent, their emails use the organization's. */
  timeZone: z.string().optional(),
});

/** PATCH /auth/me: one's own time zone; null goes back to the organization's. */
export const updateMeSchema = z.strictObject({
  timeZone: timeZoneSchema.nullable(),
});
export const membersSchema = z.strictObject({ users: z.array(memberSchema) });
/**
 * GET /users: with `candidateId`, only the members who may open that candidate (whom a note on
 * them may mention).
 */
export const membersQuerySchema = z.strictObject({ candidateId: optionalId('candidateId') });
/** GET /users/deactivated (admins): the members who were deactivated, whom an admin may bring back. */
export const deactivatedMembersSchema = membersSchema;
/** Whether the first account is still to be made, and whether making it asks for the setup token. */
export const setupStatusSchema = z.strictObject({
  needed: z.boolean(),
  tokenRequired: z.boolean(),
});
export const invitationCreatedSchema = z.strictObject({ token: z.string(), url: z.string() });

export const invitationSchema = z.strictObject({
  id: idSchema,
  email: z.string(),
  role: roleSchema,
  createdAt: isoDateSchema,
  expiresAt: isoDateSchema,
});
export const invitationsSchema = z.strictObject({ invitations: z.array(invitationSchema) });
/** What the accept page shows before the invitee chooses a name and password. */
export const invitationPreviewSchema = z.strictObject({ email: z.string(), role: roleSchema });

export type SetupInput = z.output<typeof setupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type TwoFactorEnableInput = z.output<typeof twoFactorEnableSchema>;
export type TwoFactorDisableInput = z.output<typeof twoFactorDisableSchema>;
export type SecurityPolicy = z.output<typeof securityPolicySchema>;
export type MemberSession = z.output<typeof sessionSchema>;
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;
export type InviteInput = z.output<typeof inviteSchema>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;
