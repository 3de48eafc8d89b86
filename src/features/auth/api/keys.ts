/**
 * The signed-in member's own account queries. Not under 'auth' (the invitation previews): the
 * app drops every other query when another member signs in on the page, and these are theirs.
 */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => ['account', 'sessions'] as const,
  twoFactor: () => ['account', 'two-factor'] as const,
  me: () => ['account', 'me'] as const,
};
