import type { AuditEvent, AuditPage, AuditVerifyResult, Member } from '@/api/types';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { teamMember } from '@/test/render';

export const ADA = teamMember('admin');
export const RITA = teamMember('recruiter');
/** A former member: listed by GET /api/users/deactivated only. */
export const OLGA = teamMember('interviewer', {
  id: 9,
  name: 'Olga Former',
  email: 'olga@example.com',
});

const actorOf = (member: Member) => ({ id: member.id, name: member.name, email: member.email });

/** An event for tests: Ada signing in, unless told otherwise. */
export function auditEvent(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    at: '2030-03-01T09:00:00.000Z',
    actor: actorOf(ADA),
    ip: '203.0.113.7',
    action: 'auth.login',
    target: `member:${ADA.id}`,
    detail: { twoFactor: false },
    ...overrides,
  };
}

export const by = (member: Member) => ({ actor: actorOf(member) });

/**
 * The audit endpoints of a team server, faked (the browser-mode API under the tests has none):
 * GET /api/audit (filters, newest first, pages), GET /api/audit/export (the filtered events as
 * CSV), GET /api/audit/verify, and the members of GET /api/users and /api/users/deactivated.
 * With `unavailable` set, the list fails; `verify` is what the check answers, once `verifyHeld`
 * (if set) settles.
 */
export function fakeAudit(events: AuditEvent[]) {
  const state = {
    events: [...events].sort((a, b) => b.id - a.id),
    verify: { ok: true, count: events.length } as AuditVerifyResult,
    /** The check answers once this settles. */
    verifyHeld: null as Promise<void> | null,
    /** The export answers 403 with this message. */
    exportRefused: null as string | null,
    /** Every list answers 503 with this message. */
    unavailable: null as string | null,
  };
  const matching = (params: URLSearchParams) => {
    const action = params.get('action');
    const actorId = params.get('actorId');
    const from = params.get('from');
    const to = params.get('to');
    return state.events.filter(
      (event) =>
        (!action || event.action === action) &&
        (!actorId || event.actor?.id === Number(actorId)) &&
        (!from || event.at.slice(0, 10) >= from) &&
        (!to || event.at.slice(0, 10) <= to),
    );
  };
  const watch = interceptApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    const params = url.searchParams;
    switch (url.pathname) {
      case '/api/audit': {
        if (state.unavailable) return apiError(503, state.unavailable, 'unavailable');
        const from = params.get('from');
        const to = params.get('to');
        if (from && to && from > to) return apiError(400, 'from must not be after to.', 'invalid');
        const page = Number(params.get('page') ?? 1);
        const pageSize = Number(params.get('pageSize') ?? 50);
        const all = matching(params);
        return publishedAnswer('GET /api/audit', {
          events: all.slice((page - 1) * pageSize, page * pageSize),
          totalCount: all.length,
        } satisfies AuditPage);
      }
      case '/api/audit/export':
        if (state.exportRefused) return apiError(403, state.exportRefused, 'forbidden');
        return new Response(
          ['id,action', ...matching(params).map((event) => `${event.id},${event.action}`)].join(
            '\r\n',
          ),
          {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="talentflow-audit.csv"',
            },
          },
        );
      case '/api/audit/verify':
        return (state.verifyHeld ?? Promise.resolve()).then(() =>
          publishedAnswer('GET /api/audit/verify', state.verify),
        );
      case '/api/users':
        return publishedAnswer('GET /api/users', { users: [ADA, RITA] });
      case '/api/users/deactivated':
        return publishedAnswer('GET /api/users/deactivated', { users: [OLGA] });
      default:
        return undefined;
    }
  });
  return { state, ...watch };
}
