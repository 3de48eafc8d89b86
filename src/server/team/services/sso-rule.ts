import type { TeamTx } from '../../store/types';

/**
 * The password of an account made by an identity provider (signing in through it, or SCIM): no
 * password opens it (verifyPassword never matches it).
 */
export const NO_PASSWORD = 'sso$no-password';

/** An email address's domain, as providers claim it. */
export const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/**
 * Whether an address may use a password: not when its domain is proved for an identity provider
 * that requires sign-in through it, but for that provider's break-glass admin. Answers the
 * provider's name when the password is refused.
 */
export async function passwordRefusedBy(
  tx: TeamTx,
  email: string,
  memberId: number | undefined,
): Promise<string | undefined> {
  const domain = domainOf(email);
  const provider = await tx.sso.providerOfDomain(domain);
  if (!provider?.requireSso || (memberId !== undefined && memberId === provider.breakGlassId))
    return undefined;
  const proved = provider.domains.some((d) => d.domain === domain && d.verifiedAt !== null);
  return proved ? provider.name : undefined;
}

/** What a password sign-in of such an address is told. */
export const SSO_REQUIRED = (provider: string) =>
  `Your team signs in through ${provider}. Leave the password empty and choose Sign in.`;
