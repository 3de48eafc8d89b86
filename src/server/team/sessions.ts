import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv, Member, Visitor } from '../access';
import type { Account, TeamStore, TeamTx } from '../store/types';
import { newToken, tokenHash } from './tokens';

/**
 * Sessions live in the database (they survive restarts and can be revoked): the browser holds a
 * random token in an HttpOnly cookie, the database its SHA-256. A session ends after a week
 * without use, or 30 days after sign-in, whichever comes first.
 */

export const SESSION_COOKIE = 'talentflow_session';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

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

  function expired(createdAt: string, lastSeenAt: string, at: Date): boolean {
    return (
      at.getTime() - Date.parse(lastSeenAt) > idleMs ||
      at.getTime() - Date.parse(createdAt) > SESSION_MAX_MS
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
      const found = await store.transaction('read', (tx) => tx.accounts.getSession(id));
      if (!found) return { kind: 'anonymous' };
      const { session, user } = found;
      if (!user.active || expired(session.createdAt, session.lastSeenAt, at)) {
        await store.transaction('write', (tx) => tx.accounts.deleteSession(id));
        return { kind: 'anonymous' };
      }
      if (touch && at.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
        await store.transaction('write', (tx) => tx.accounts.touchSession(id, at.toISOString()));
      }
      return { kind: 'member', user: publicMember(user), sessionId: id };
    },

    /**
     * Opens a new session for the user inside `tx` (a fresh id at every sign-in: a session id an
     * attacker planted before sign-in is worth nothing after it) and returns its token.
     */
    async open(tx: TeamTx, userId: number): Promise<string> {
      const token = newToken();
      const at = now().toISOString();
      // Housekeeping: sessions long unused go whenever someone signs in.
      await tx.accounts.deleteSessionsSeenBefore(new Date(now().getTime() - idleMs).toISOString());
      await tx.accounts.insertSession({
        id: tokenHash(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
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

    now,
  };
}

export type SessionLayer = ReturnType<typeof sessionLayer>;
