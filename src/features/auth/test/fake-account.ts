import type { Member, MemberSession } from '@/api/types';
import { apiError, interceptApi, publishedAnswer, type SeenRequest } from '@/test/api';
import { teamMember } from '@/test/render';

const fieldError = (status: number, code: string, message: string, field: string) =>
  apiError(status, message, code, { field });

export const PASSWORD = 'correct horse battery';
/** The one code the fake authenticator shows. */
export const GOOD_CODE = '123456';
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const URI = `otpauth://totp/TalentFlow:rita%40example.com?secret=${SECRET}&period=30&digits=6&algorithm=SHA1&issuer=TalentFlow`;
export const RECOVERY = Array.from({ length: 10 }, (_, i) => `code${i}-abcd${i}`);
export const WRONG_CODE = 'That code is not right, or was used already.';
export const WRONG_PASSWORD = 'Your password is not right.';
export const SETUP_REQUIRED =
  'Your team requires two-factor sign-in. Set it up on your Account page to continue.';

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const session = (
  id: string,
  userAgent: string,
  ip: string,
  lastSeenAt: string,
  current = false,
): MemberSession => ({
  id: id.padEnd(22, 'x'),
  createdAt: '2030-03-01T09:00:00.000Z',
  lastSeenAt,
  userAgent,
  ip,
  current,
});

/** What a request to the account routes may reach while the team's rule keeps a member out. */
const SETUP_PATHS = /^\/api\/(auth\/|notifications\/preferences$|settings\/security$)/;

/**
 * The account endpoints of a team server, faked (the browser-mode API under the tests has none):
 * /api/auth/me, the member's sessions, two-factor sign-in and the team's rule. While the rule
 * requires two-factor sign-in and the member has not set it up, every other request answers 403
 * `two_factor_setup_required`, as the server does. The rest reach the real (browser-mode) API.
 */
export function fakeAccount(
  initial: { enabled?: boolean; required?: boolean; recoveryCodesLeft?: number; me?: Member } = {},
  more?: (request: SeenRequest) => Response | undefined,
) {
  const state = {
    me: initial.me ?? teamMember('recruiter'),
    enabled: initial.enabled ?? false,
    required: initial.required ?? false,
    recoveryCodesLeft: initial.recoveryCodesLeft ?? (initial.enabled ? 10 : 0),
    pendingSecret: null as string | null,
    sessions: [
      session('this', CHROME_LINUX, '203.0.113.7', '2030-03-01T12:00:00.000Z', true),
      session('phone', SAFARI_IPHONE, '198.51.100.23', '2030-03-02T18:30:00.000Z'),
      session('office', FIREFOX_WINDOWS, '192.0.2.44', '2030-03-03T08:15:00.000Z'),
    ],
    /** Signed out: every request answers 401. */
    signedOut: false,
    /** The member's own time zone; none: the team's. */
    timeZone: undefined as string | undefined,
  };
  const watch = interceptApi((request) => {
    const { method, url } = request;
    const path = url.pathname;
    const body = request.body as Record<string, string> | undefined;
    const answer = more?.(request);
    if (answer) return answer;
    if (state.signedOut && path !== '/api/auth/setup')
      return apiError(401, 'Sign in to continue.', 'unauthorized');
    if (path === '/api/auth/setup' && method === 'GET')
      return publishedAnswer('GET /api/auth/setup', { needed: false, tokenRequired: false });
    if (state.required && !state.enabled && !SETUP_PATHS.test(path))
      return apiError(403, SETUP_REQUIRED, 'two_factor_setup_required');
    if (path === '/api/auth/me' && method === 'PATCH')
      state.timeZone = (body?.timeZone as string | null) ?? undefined;
    if (path === '/api/auth/me')
      return publishedAnswer(`${method === 'PATCH' ? 'PATCH' : 'GET'} /api/auth/me`, {
        user: state.me,
        twoFactor: { enabled: state.enabled, required: state.required },
        ...(state.timeZone && { timeZone: state.timeZone }),
      });
    if (path === '/api/auth/sessions' && method === 'GET')
      return publishedAnswer('GET /api/auth/sessions', { sessions: state.sessions });
    if (path === '/api/auth/sessions' && method === 'DELETE') {
      const ended = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return publishedAnswer('DELETE /api/auth/sessions', { ended });
    }
    const one = /^\/api\/auth\/sessions\/([\w-]+)$/.exec(path);
    if (one && method === 'DELETE') {
      const found = state.sessions.find((s) => s.id === one[1]);
      if (!found)
        return apiError(404, 'That session is not one of yours, or it has ended.', 'not_found');
      state.sessions = state.sessions.filter((s) => s !== found);
      if (found.current) state.signedOut = true;
      return new Response(null, { status: 204 });
    }
    if (path === '/api/auth/two-factor' && method === 'GET')
      return publishedAnswer('GET /api/auth/two-factor', {
        enabled: state.enabled,
        required: state.required,
        recoveryCodesLeft: state.enabled ? state.recoveryCodesLeft : 0,
      });
    if (path === '/api/auth/two-factor/setup' && method === 'POST') {
      if (state.enabled)
        return apiError(
          409,
          'Two-factor sign-in is already on. Turn it off first to set it up again.',
          'conflict',
        );
      state.pendingSecret = SECRET;
      return publishedAnswer('POST /api/auth/two-factor/setup', { secret: SECRET, uri: URI });
    }
    if (path === '/api/auth/two-factor/enable' && method === 'POST') {
      if (!state.pendingSecret)
        return apiError(
          409,
          'Start the setup again: scan the new QR code, then enter its code.',
          'conflict',
        );
      if (body?.password !== PASSWORD)
        return fieldError(400, 'wrong_password', WRONG_PASSWORD, 'password');
      if (body?.code !== GOOD_CODE) return fieldError(400, 'wrong_code', WRONG_CODE, 'code');
      state.enabled = true;
      state.recoveryCodesLeft = RECOVERY.length;
      return publishedAnswer('POST /api/auth/two-factor/enable', { recoveryCodes: RECOVERY });
    }
    if (path === '/api/auth/two-factor/disable' && method === 'POST') {
      if (body?.password !== PASSWORD)
        return fieldError(400, 'wrong_password', WRONG_PASSWORD, 'password');
      if (body?.code !== GOOD_CODE) return fieldError(400, 'wrong_code', WRONG_CODE, 'code');
      state.enabled = false;
      state.pendingSecret = null;
      return new Response(null, { status: 204 });
    }
    if (path === '/api/notifications/preferences' && method === 'GET')
      return publishedAnswer('GET /api/notifications/preferences', {
        email: { mention: 'instant', application: 'instant', scorecard: true, offer: true },
      });
    if (path === '/api/notifications' && method === 'GET')
      return publishedAnswer('GET /api/notifications', { notifications: [], unread: 0 });
    if (path === '/api/calendar/busy' && method === 'GET')
      return publishedAnswer('GET /api/calendar/busy', {
        connected: false,
        host: null,
        createdAt: null,
        syncedAt: null,
        error: null,
        errorAt: null,
      });
    return undefined;
  });
  return { state, ...watch };
}
