import type { ApiContext, Visitor } from '../access';
import type { ApiTokenRow } from '../store/types';
import type { Limit } from './rate-limits';

/**
 * How a request with an API token is told apart: `Authorization: Bearer <secret>`. Such a request
 * is the token's and nobody else's: its cookies are never read (so a session cookie sent beside a
 * token never rides on the token's exemption from the same-origin check), and a token that does
 * not hold is a 401, never an anonymous visit. Other schemes (a proxy's Basic sign-in) are left
 * alone: the request is a browser's, with its session.
 */

/** `Bearer <secret>`; "Bearer" alone (a client that lost its secret) is a Bearer request too. */
const BEARER = /^Bearer(?: +(\S*))? *$/i;

/** The secret a request carries as a Bearer token, or undefined when it carries none. */
export function bearerOf(c: ApiContext): string | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : BEARER.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

/** Requests per token by default: a busy integration, not a flood. */
export const API_TOKEN_LIMIT: Limit = { points: 600, duration: 60 };

/**
 * A token as the caller of a request: a member of its role with no account. Its id comes from the
 * members' sequence (migration 25), so it never names a member: an interviewer token interviews
 * nobody and sees no candidate, and a note it writes is signed "<name> (API token)". It is as
 * strong as the sign-in of the member who made it: a team that requires two-factor sign-in
 * refuses it while they have none (docs/decisions.md).
 */
export const tokenVisitor = (token: ApiTokenRow & { makerTwoFactor: boolean }): Visitor => ({
  kind: 'member',
  user: { id: token.id, name: `${token.name} (API token)`, email: '', role: token.role },
  sessionId: '',
  twoFactor: token.makerTwoFactor,
  apiToken: { id: token.id, name: token.name },
});

/** A member's own account, bell and calendar feed: a token has none of them (403). */
export const ACCOUNT_PATHS = /^\/api\/(auth(\/|$)|notifications(\/|$)|calendar\/feed$)/;
export const NO_ACCOUNT_MESSAGE =
  'An API token has no account of its own: sign in to TalentFlow for this.';
