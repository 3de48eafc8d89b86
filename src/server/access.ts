import type { Context, MiddlewareHandler } from 'hono';
import { can, type Action, type NoteChanger, type Role } from '@/domain/access';
import type { Author } from '@/domain/types';
import { DomainError, notFound } from './errors';
import { parseId } from './http';
import type { Store } from './store/types';

/**
 * Who is calling, and what every route lets them do. Browser mode has one local recruiter and no
 * accounts; a team server tells members (by their session) from anonymous visitors. Every route
 * starts with `allow(...)`, which names what it needs: its definition's first middleware
 * (openapi/define.ts), so no route can lack one.
 */

export interface Member {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export type Visitor =
  /** Browser mode's recruiter: no account, all of the hiring work. */
  | { kind: 'local' }
  | { kind: 'anonymous' }
  /** The company's identity provider, by the team's SCIM token: the /scim/v2 routes alone. */
  | { kind: 'provisioner' }
  /**
   * `twoFactor`: whether the member uses two-factor sign-in (a team may require it). `apiToken`:
   * the caller is an API token (server/team/api-tokens), a member of its role with no account:
   * `user.id` is the token's id, never a member's, and `sessionId` is empty.
   */
  | {
      kind: 'member';
      user: Member;
      sessionId: string;
      twoFactor?: boolean;
      apiToken?: { id: number; name: string };
      /** The member's own time zone, kept with the session (no read: /auth/me answers it). */
      timeZone?: string;
    };

export type ApiEnv = {
  /** The request's id (X-Request-Id, server/request-log), who sent it, and from where (team mode). */
  Variables: { requestId: string; visitor: Visitor; clientAddress?: string };
};
export type ApiContext = Context<ApiEnv>;

/**
 * What a route needs: an action of a member's role (domain/access), `public` (anyone, the route
 * answers 401 itself where it must), or `applicant`: a member who may read, or anyone at all when
 * the job in the path is active (an applicant reaching the form they apply through); `scim`: the
 * identity provider with the team's SCIM token, and nobody else.
 */
export type Need = Action | 'public' | 'applicant' | 'scim';

export const POLICY = Symbol('talentflow.policy');
export type Guard = MiddlewareHandler<ApiEnv> & { [POLICY]: Need };

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';

export const unauthenticated = () =>
  new DomainError('unauthenticated', 'unauthenticated', SIGN_IN_MESSAGE);

/** The member behind the request, or undefined (browser mode, anonymous visitors). */
export function memberOf(c: ApiContext): Member | undefined {
  const visitor = c.get('visitor');
  return visitor.kind === 'member' ? visitor.user : undefined;
}

/** The member, when a person signed in (not an API token): who owns a job and is told of it. */
export function personOf(c: ApiContext): Member | undefined {
  const visitor = c.get('visitor');
  return visitor.kind === 'member' && !visitor.apiToken ? visitor.user : undefined;
}

/** Who to name as the author of what this request writes: team mode's member, else nobody. */
export function authorOf(c: ApiContext): Author | undefined {
  const member = memberOf(c);
  return member && { id: member.id, name: member.name };
}

/** Who changes a note in this request: the member, or null for browser mode's local recruiter. */
export function noteChangerOf(c: ApiContext): NoteChanger {
  const visitor = c.get('visitor');
  if (visitor.kind === 'local') return null;
  // Never an anonymous visitor: the route's guard refuses them first; this refuses them again.
  if (visitor.kind !== 'member') throw unauthenticated();
  return { id: visitor.user.id, role: visitor.user.role };
}

function check(visitor: Visitor, action: Action): void {
  if (visitor.kind === 'local') return;
  if (visitor.kind === 'anonymous') throw unauthenticated();
  if (visitor.kind === 'provisioner' || !can(visitor.user.role, action))
    throw new DomainError('forbidden', 'forbidden', FORBIDDEN_MESSAGE);
}

export function allow(need: Action | 'public'): Guard {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (need !== 'public') check(c.get('visitor'), need);
    await next();
  };
  return Object.assign(guard, { [POLICY]: need });
}

const SCIM_TOKEN_MESSAGE =
  'The team’s SCIM token is needed (Authorization: Bearer tfscim_…): an admin makes one in Settings.';

/** The SCIM routes: the identity provider's token only (a member is a 403, anyone else a 401). */
export function allowProvisioner(): Guard {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const visitor = c.get('visitor');
    if (visitor.kind === 'anonymous')
      throw new DomainError('unauthenticated', 'unauthenticated', SCIM_TOKEN_MESSAGE);
    if (visitor.kind !== 'provisioner')
      throw new DomainError('forbidden', 'forbidden', FORBIDDEN_MESSAGE);
    await next();
  };
  return Object.assign(guard, { [POLICY]: 'scim' as const });
}

/**
 * The applicant's way in: members who may read pass; an anonymous visitor passes only for an
 * active job (the job id in path parameter `param`). An archived or unknown job is a 404 to them,
 * the same answer, so nobody learns which archived jobs exist.
 */
export function allowApplicant(store: Store, param: string): Guard {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const visitor = c.get('visitor');
    if (visitor.kind !== 'anonymous') {
      check(visitor, 'read');
      return next();
    }
    const id = parseId(c.req.param(param), 'Job');
    const job = await store.transaction('read', (tx) => tx.jobs.get(id));
    if (job?.status !== 'active') throw notFound(`Job ${id} not found.`);
    await next();
  };
  return Object.assign(guard, { [POLICY]: 'applicant' as const });
}
