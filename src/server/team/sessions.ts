import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv, Member, Visitor } from '../access';
import type { Account, SessionRow, TeamStore, TeamTx } from '../store/types';
import { newToken, tokenHash } from './tokens';

/**
 * Sessions live in the database (they survive restarts and can be revoked): the browser holds a
 * random token in an HttpOnly cookie, the database its SHA-256. A session ends after 30 days
 * without use, 90 days after sign-in whatever its use, and, for an admin who signed in without a
 * second factor, 12 hours after sign-in (docs/security.md).
 */

export const SESSION_COOKIE = 'talentflow_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_MAX_MS = 90 * DAY_MS;
export const ADMIN_WITHOUT_TWO_FACTOR_MS = 12 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;
/**
 * How long a session read is kept in memory: a request then costs no read of it. A sign-out, a
 * deactivation or a role change drops it at once on this instance, and on the others as soon as
 * the change feed tells them (within a second).
 */
export const SESSION_CACHE_MS = 5 * 1000;
/** Sessions kept at most; the oldest go first. */
const SESSION_CACHE_SIZE = 10_000;

/** Where a session is opened from, as its member later sees it. */
export interface SessionOrigin {
  userAgent: string;
  ip: string;
  /** Whether the sign-in asked for a second factor. */
  twoFactor: boolean;
}
const USER_AGENT_MAX = 400;

/**
 * What a member's list names a session by: derived from the token's hash by a one-way function,
 * so it is neither the cookie nor enough to rebuild it.
 */
export const sessionRef = (id: string): string =>
  createHash('sha256').update(`session-ref:${id}`).digest('base64url').slice(0, 22);

export interface SessionOptions {
  /** Sessions also end after this long without use (tests shorten it). */
  idleMs?: number;
  now?: () => Date;
  /** Whether the cookie must be Secure: the server is reached over https. */
  secure: (c: Context<ApiEnv>) => boolean;
}

export const publicMember = ({ id, name, email, role }: Account): Member => ({
  id,
  name,
  email,
  role,
});

export function sessionLayer(store: TeamStore, options: SessionOptions) {
  const now = options.now ?? (() => new Date());
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const kept = new Map<string, { found: { session: SessionRow; user: Account }; until: number }>();
  /** The session and its member: from memory for a few seconds, else one statement, no transaction. */
  async function lookUp(id: string, at: Date) {
    const hit = kept.get(id);
    if (hit && hit.until > at.getTime()) return hit.found;
    const found = await store.query((tx) => tx.accounts.getSession(id));
    if (!found) {
      kept.delete(id);
      return undefined;
    }
    if (kept.size >= SESSION_CACHE_SIZE) kept.delete(kept.keys().next().value!);
    kept.set(id, { found, until: at.getTime() + SESSION_CACHE_MS });
    return found;
  }
  /** Forgets what is kept of a member's sessions (or of one session). */
  function forget(match: { userId?: number; sessionId?: string }) {
    if (match.sessionId) kept.delete(match.sessionId);
    if (match.userId !== undefined)
      for (const [id, { found }] of kept) if (found.user.id === match.userId) kept.delete(id);
  }
  // Other instances' sign-outs and member changes come through the change feed.
  void store
    .subscribe({
      change: (event) => {
        if (event.entity === 'member') forget({ userId: event.id });
      },
      resync: () => kept.clear(),
    })
    .catch(() => kept.clear());

  function expired(session: SessionRow, user: Account, at: Date): boolean {
    const age = at.getTime() - Date.parse(session.createdAt);
    return (
      at.getTime() - Date.parse(session.lastSeenAt) > idleMs ||
      age > SESSION_MAX_MS ||
      (user.role === 'admin' && !session.twoFactor && age > ADMIN_WITHOUT_TWO_FACTOR_MS)
    );
  }

  return {
    /** The member whose live session the request's cookie names, or an anonymous visitor. */
    /** `touch: false` checks the session without counting this as activity (a live stream's check). */
    async identify(c: Context<ApiEnv>, { touch = true } = {}): Promise<Visitor> {
      const token = options.secure(c)
        ? getCookie(c, SESSION_COOKIE, 'host')
        : getCookie(c, SESSION_COOKIE);
      if (!token || token.length > 100) return { kind: 'anonymous' };
      const id = tokenHash(token);
      const at = now();
      const found = await lookUp(id, at);
      if (!found) return { kind: 'anonymous' };
      const { session, user } = found;
      if (!user.active || expired(session, user, at)) {
        forget({ sessionId: id });
        await store.transaction('write', (tx) => tx.accounts.deleteSession(id));
        return { kind: 'anonymous' };
      }
      if (touch && at.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
        await store.transaction('write', (tx) => tx.accounts.touchSession(id, at.toISOString()));
        found.session = { ...session, lastSeenAt: at.toISOString() };
      }
      return {
        kind: 'member',
        user: publicMember(user),
        sessionId: id,
        twoFactor: !!user.twoFactor,
        ...(user.timeZone && { timeZone: user.timeZone }),
      };
    },

    /**
     * Opens a new session for the user inside `tx` (a fresh id at every sign-in: a session id an
     * attacker planted before sign-in is worth nothing after it) and returns its token.
     */
    async open(tx: TeamTx, userId: number, from: SessionOrigin): Promise<string> {
      const token = newToken();
      const at = now().toISOString();
      // Housekeeping: sessions long unused go whenever someone signs in.
      await tx.accounts.deleteSessionsSeenBefore(new Date(now().getTime() - idleMs).toISOString());
      await tx.accounts.insertSession({
        id: tokenHash(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
        userAgent: from.userAgent.slice(0, USER_AGENT_MAX),
        ip: from.ip,
        twoFactor: from.twoFactor,
      });
      return token;
    },

    /**
     * Over https the cookie is `__Host-talentflow_session`: browsers keep such a cookie only when it
     * is Secure, for this host alone and the whole path, so a sibling subdomain cannot set or
     * overwrite it.
     */
    setCookie(c: Context<ApiEnv>, token: string): void {
      const secure = options.secure(c);
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: Math.floor(SESSION_MAX_MS / 1000),
        ...(secure && { prefix: 'host' as const }),
      });
    },

    clearCookie(c: Context<ApiEnv>): void {
      const secure = options.secure(c);
      deleteCookie(c, SESSION_COOKIE, {
        path: '/',
        secure,
        ...(secure && { prefix: 'host' as const }),
      });
    },

    forget,

    now,
  };
}

export type SessionLayer = ReturnType<typeof sessionLayer>;
