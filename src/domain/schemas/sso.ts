import { z } from 'zod';
import { roleSchema } from './accounts';
import { idSchema, text } from './common';

/**
 * Signing in with the company's identity provider (team mode): the providers an admin adds, the
 * email domains each claims, and the sign-in's first step.
 */

export const SSO_LIMITS = {
  domains: 20,
  name: 100,
  url: 500,
  clientId: 300,
  secret: 2000,
  metadata: 200_000,
} as const;

/** An email domain as claimed: lowercase labels, at least one dot, no trailing dot. */
const domainSchema = z
  .string({ message: 'must be an email domain such as example.com.' })
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be an email domain such as example.com.',
  );

const issuerSchema = z
  .string({ message: 'must be the provider’s issuer URL.' })
  .trim()
  .max(SSO_LIMITS.url, `must be at most ${SSO_LIMITS.url} characters.`)
  .refine((raw) => {
    try {
      const url = new URL(raw);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.hash;
    } catch {
      return false;
    }
  }, 'must be the provider’s issuer URL, such as https://login.example.com.');

/** What every provider has: its name, domains and how its people become members. */
const providerRules = {
  name: text(SSO_LIMITS.name).min(1, 'must not be empty.'),
  domains: z
    .array(domainSchema, { message: 'must be a list of email domains.' })
    .min(1, 'must claim at least one email domain.')
    .max(SSO_LIMITS.domains, `must claim at most ${SSO_LIMITS.domains} domains.`)
    .refine((list) => new Set(list).size === list.length, 'must name each domain once.'),
  defaultRole: roleSchema.exclude(['admin'], { message: 'must be recruiter or interviewer.' }),
  createMembers: z.boolean({ message: 'must be true or false.' }).meta({
    description:
      'A first sign-in of someone who is not a member makes them one, with `defaultRole` (just in time); false: they need an invitation first.',
  }),
  requireSso: z.boolean({ message: 'must be true or false.' }).optional().meta({
    description:
      'Its proved domains sign in through it only: their passwords no longer sign in nor are reset, but `breakGlassMemberId`’s. Absent: false.',
  }),
  breakGlassMemberId: idSchema.nullable().optional().meta({
    description:
      'The active admin who still signs in with a password (required with `requireSso`).',
  }),
};

/**
 * POST /sso/providers and PUT /sso/providers/:id: an OpenID Connect provider. The client secret
 * is required when adding one; left out of a change, the one kept stays.
 */
export const oidcProviderInputSchema = z.strictObject({
  kind: z.literal('oidc', { message: 'must be oidc or saml.' }),
  ...providerRules,
  issuer: issuerSchema,
  clientId: text(SSO_LIMITS.clientId).min(1, 'must not be empty.'),
  clientSecret: z
    .string({ message: 'must be the client secret.' })
    .min(1, 'must not be empty.')
    .max(SSO_LIMITS.secret, `must be at most ${SSO_LIMITS.secret} characters.`)
    .optional(),
});

/**
 * A SAML 2.0 provider: its metadata (the XML, or the URL it is published at), or its entity id,
 * sign-in URL and signing certificate given one by one.
 */
export const samlProviderInputSchema = z.strictObject({
  kind: z.literal('saml', { message: 'must be oidc or saml.' }),
  ...providerRules,
  metadataXml: z
    .string({ message: 'must be the provider’s SAML metadata (XML).' })
    .max(SSO_LIMITS.metadata, `must be at most ${SSO_LIMITS.metadata} characters.`)
    .optional()
    .meta({ description: 'The provider’s metadata: its entity id, sign-in URL and certificates.' }),
  metadataUrl: z
    .url({ protocol: /^https?$/, message: 'must be the URL of the provider’s SAML metadata.' })
    .max(SSO_LIMITS.url, `must be at most ${SSO_LIMITS.url} characters.`)
    .optional()
    .meta({ description: 'Where the provider publishes its metadata: read once, when saved.' }),
  entityId: text(SSO_LIMITS.url).min(1, 'must not be empty.').optional(),
  ssoUrl: z
    .url({ protocol: /^https?$/, message: 'must be the provider’s sign-in URL.' })
    .max(SSO_LIMITS.url, `must be at most ${SSO_LIMITS.url} characters.`)
    .optional()
    .meta({ description: 'The provider’s single sign-on URL (HTTP-Redirect binding).' }),
  certificate: z
    .string({ message: 'must be the provider’s signing certificate (PEM).' })
    .max(SSO_LIMITS.metadata, `must be at most ${SSO_LIMITS.metadata} characters.`)
    .optional()
    .meta({
      description: 'The certificate (PEM) its responses are signed with; several while it rotates.',
    }),
});

export const identityProviderInputSchema = z.discriminatedUnion(
  'kind',
  [oidcProviderInputSchema, samlProviderInputSchema],
  { message: 'Identity provider field "kind": must be oidc or saml.' },
);
export type IdentityProviderInput = z.output<typeof identityProviderInputSchema>;

const providerAnswer = {
  id: z.number().int(),
  name: z.string(),
  domains: z.array(
    z.strictObject({
      domain: z.string(),
      verified: z.boolean().meta({
        description:
          'Proved by an admin signing in through the provider as someone of the domain: only then does the domain’s sign-in go to it.',
      }),
    }),
  ),
  defaultRole: roleSchema,
  createMembers: z.boolean(),
  requireSso: z.boolean(),
  breakGlassMemberId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A provider as an admin reads it: never its secret. */
export const identityProviderSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('oidc'),
    ...providerAnswer,
    issuer: z.string(),
    clientId: z.string(),
    /** Where the provider sends people back: register it with the provider. */
    redirectUri: z.string(),
  }),
  z.strictObject({
    kind: z.literal('saml'),
    ...providerAnswer,
    entityId: z.string().meta({ description: 'The provider’s entity id (its responses’ issuer).' }),
    ssoUrl: z.string(),
    certificates: z.array(
      z.strictObject({
        fingerprint: z.string().meta({ description: 'SHA-256, as the provider shows it.' }),
        expiresAt: z.string(),
      }),
    ),
    spEntityId: z.string().meta({
      description:
        'TalentFlow’s entity id (the audience of the provider’s assertions), the same for every SAML provider.',
    }),
    acsUrl: z.string().meta({
      description: 'Where the provider posts its responses (assertion consumer service).',
    }),
    spMetadataUrl: z.string().meta({
      description: 'TalentFlow’s SAML metadata for this provider, to give the provider.',
    }),
  }),
]);
export type IdentityProviderOutput = z.output<typeof identityProviderSchema>;

export const identityProvidersSchema = z.strictObject({
  providers: z.array(identityProviderSchema),
  redirectUri: z.string().meta({ description: 'Where OpenID Connect providers send people back.' }),
  acsUrl: z.string().meta({ description: 'Where SAML providers post their responses.' }),
  samlEntityId: z.string().meta({
    description: 'TalentFlow’s entity id for SAML providers (the audience of their assertions).',
  }),
});

/** GET /sso/start?email=: where a sign-in of this address goes. */
export const ssoStartQuerySchema = z.object({
  email: z
    .string({ message: 'email is required.' })
    .trim()
    .min(3, 'email must be an email address.')
    .max(320, 'email must be an email address.')
    .refine((raw) => /^[^@\s]+@[^@\s]+$/.test(raw), 'email must be an email address.'),
});

export const ssoStartSchema = z.union([
  z.strictObject({
    sso: z.literal(true),
    provider: z
      .string()
      .meta({ description: 'The provider’s name, to say where the sign-in goes.' }),
    url: z.string().meta({ description: 'Where to send the browser: the provider’s sign-in.' }),
  }),
  z.strictObject({ sso: z.literal(false) }),
]);

/** POST /sso/providers/:id/verify: where the admin signs in to prove the provider's domains. */
export const ssoVerifySchema = z.strictObject({ url: z.string() });

/** POST /sso/saml/acs: the provider's response, posted by the person's browser. */
export const samlAcsFormSchema = z.object({
  SAMLResponse: z.string().max(500_000).optional(),
  RelayState: z.string().max(200).optional(),
});

/** GET /sso/oidc/callback: the provider's answer (the rest of the URL is read as it came). */
export const ssoCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});
