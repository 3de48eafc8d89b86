import { z } from 'zod';
import { PASSWORD_MIN, ROLES } from '../access';
import { isBlank } from '../text';
import { emailSchema } from './candidates';
import { idSchema, isoDateSchema } from './common';

/** Team mode's accounts: sign-in, invitations and members. */

export { PASSWORD_MIN };
export const PASSWORD_MAX = 200;

export const roleSchema = z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}.` });

export const memberNameSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((name) => !isBlank(name), 'Your name is required.')
  .max(100, 'must be at most 100 characters.');

export const accountEmailSchema = emailSchema.pipe(
  z.string().max(254, 'must be at most 254 characters.'),
);

/** A new password: never trimmed (spaces are characters too). */
export const newPasswordSchema = z
  .string({ message: 'must be a string.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`);

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

export const loginSchema = z.strictObject({
  email: z
    .string({ message: 'must be a string.' })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters.'),
  password: z
    .string({ message: 'must be a string.' })
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters.`),
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

export const meSchema = z.strictObject({ user: memberSchema });
export const membersSchema = z.strictObject({ users: z.array(memberSchema) });
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
export type InviteInput = z.output<typeof inviteSchema>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;
