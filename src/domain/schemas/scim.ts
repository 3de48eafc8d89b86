import { z } from 'zod';
import { SCIM_LIMITS } from '../scim';
import { roleSchema } from './accounts';

/**
 * Provisioning through SCIM 2.0 (team mode): the team's SCIM token, and which of the identity
 * provider's groups gives which role.
 */

/** GET/PUT /scim/settings: the role of a member the provider makes, and each group's role. */
export const scimSettingsSchema = z.strictObject({
  defaultRole: roleSchema
    .exclude(['admin'], { message: 'must be recruiter or interviewer.' })
    .meta({
      description:
        'The role of a member the provider makes, and of one in none of the mapped groups.',
    }),
  groupRoles: z
    .array(
      z.strictObject({
        group: z
          .string({ message: 'must be the group’s name.' })
          .trim()
          .min(1, 'must not be empty.')
          .max(SCIM_LIMITS.group, `must be at most ${SCIM_LIMITS.group} characters.`),
        role: roleSchema,
      }),
      { message: 'must be a list of groups and roles.' },
    )
    .max(SCIM_LIMITS.mappings, `must map at most ${SCIM_LIMITS.mappings} groups.`)
    .refine(
      (list) => new Set(list.map((m) => m.group.toLowerCase())).size === list.length,
      'must name each group once.',
    )
    .meta({
      description:
        'A member in one of these groups (by name, whatever its case) has its role; in several, the highest.',
    }),
});
export type ScimSettings = z.output<typeof scimSettingsSchema>;

/** GET /scim/token: whether the team has a SCIM token (never the token itself). */
export const scimTokenStatusSchema = z.strictObject({
  baseUrl: z.string().meta({ description: 'The SCIM base URL to give the identity provider.' }),
  token: z.strictObject({ createdAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
});

/** POST /scim/token: the new token, shown once; it replaces any other. */
export const scimTokenCreatedSchema = z.strictObject({
  baseUrl: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
