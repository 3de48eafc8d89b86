import type { Invitation, Member } from '@/api/types';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { teamMember } from '@/test/render';

export const LAST_ADMIN = 'The team needs at least one admin.';
export const CHANGED_ELSEWHERE = 'This member was changed meanwhile. Reload the page.';

/**
 * The team endpoints of a team server, faked (the browser-mode API under the tests has none):
 * GET/PATCH /api/users, GET /api/users/deactivated, GET/POST/DELETE /api/invitations and
 * POST /api/invitations/:id/resend, DELETE /api/users/:id/sessions and /two-factor. The admin
 * `me` is signed in.
 */
export function fakeTeam() {
  const me = teamMember('admin');
  const state = {
    members: [me, teamMember('recruiter'), teamMember('interviewer')] as Member[],
    invitations: [
      {
        id: 40,
        email: 'old@example.com',
        role: 'interviewer',
        createdAt: '2030-01-01T10:00:00.000Z',
        expiresAt: '2030-01-08T10:00:00.000Z',
      },
    ] as Invitation[],
    deactivated: [] as Member[],
    nextInvitation: 41,
    /** How many sessions each member has open (by id). */
    sessions: { 2: 2, 3: 0 } as Record<number, number>,
    /** The members who use two-factor sign-in (by id). */
    twoFactor: new Set<number>([2]),
    /** Every PATCH of a member answers 409 with this message. */
    refuse: null as string | null,
  };
  const watch = interceptApi(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/users' && method === 'GET')
      return publishedAnswer('GET /api/users', { users: state.members });
    if (path === '/api/users/deactivated' && method === 'GET')
      return publishedAnswer('GET /api/users/deactivated', { users: state.deactivated });
    const reset = /^\/api\/users\/(\d+)\/password-reset$/.exec(path);
    if (reset && method === 'POST')
      return state.members.some((m) => m.id === Number(reset[1]))
        ? new Response(null, { status: 202 })
        : apiError(404, 'No such member.', 'not_found');
    const signOut = /^\/api\/users\/(\d+)\/sessions$/.exec(path);
    if (signOut && method === 'DELETE') {
      const id = Number(signOut[1]);
      if (!state.members.some((m) => m.id === id))
        return apiError(404, 'No such member.', 'not_found');
      const ended = state.sessions[id] ?? 0;
      state.sessions[id] = 0;
      return publishedAnswer('DELETE /api/users/:id{[0-9]+}/sessions', { ended });
    }
    const secondFactor = /^\/api\/users\/(\d+)\/two-factor$/.exec(path);
    if (secondFactor && method === 'DELETE') {
      const id = Number(secondFactor[1]);
      if (!state.members.some((m) => m.id === id))
        return apiError(404, 'No such member.', 'not_found');
      const removed = state.twoFactor.delete(id);
      return publishedAnswer('DELETE /api/users/:id{[0-9]+}/two-factor', { removed });
    }
    const user = /^\/api\/users\/(\d+)$/.exec(path);
    if (user && method === 'PATCH') {
      if (state.refuse) return apiError(409, state.refuse, 'conflict');
      const id = Number(user[1]);
      const patch = body as { role?: Member['role']; active?: boolean };
      const gone = state.deactivated.find((m) => m.id === id);
      if (gone && patch.active === true) {
        state.deactivated = state.deactivated.filter((m) => m.id !== id);
        state.members = [...state.members, gone];
        return publishedAnswer('PATCH /api/users/:id{[0-9]+}', { user: gone });
      }
      const member = state.members.find((m) => m.id === id);
      if (!member) return apiError(404, 'No such member.', 'not_found');
      const admins = state.members.filter((m) => m.role === 'admin');
      if (
        member.role === 'admin' &&
        admins.length === 1 &&
        (patch.active === false || (patch.role && patch.role !== 'admin'))
      )
        return apiError(409, LAST_ADMIN, 'conflict');
      if (patch.active === false) {
        state.members = state.members.filter((m) => m.id !== id);
        state.deactivated = [...state.deactivated, member];
        return publishedAnswer('PATCH /api/users/:id{[0-9]+}', { user: member });
      }
      const changed = { ...member, role: patch.role ?? member.role };
      state.members = state.members.map((m) => (m.id === id ? changed : m));
      return publishedAnswer('PATCH /api/users/:id{[0-9]+}', { user: changed });
    }
    if (path === '/api/invitations' && method === 'GET')
      return publishedAnswer('GET /api/invitations', { invitations: state.invitations });
    if (path === '/api/invitations' && method === 'POST') {
      const { email, role } = body as { email: string; role: Member['role'] };
      const id = state.nextInvitation++;
      state.invitations = [
        ...state.invitations,
        {
          id,
          email,
          role,
          createdAt: '2030-02-01T10:00:00.000Z',
          expiresAt: '2030-02-08T10:00:00.000Z',
        },
      ];
      return publishedAnswer('POST /api/invitations', {
        token: `tok-${id}`,
        url: `/invite/tok-${id}`,
      });
    }
    const resend = /^\/api\/invitations\/(\d+)\/resend$/.exec(path);
    if (resend && method === 'POST') {
      const old = state.invitations.find((i) => i.id === Number(resend[1]));
      if (!old) return apiError(404, 'Invitation not found.', 'not_found');
      const id = state.nextInvitation++;
      state.invitations = [...state.invitations.filter((i) => i !== old), { ...old, id }];
      return publishedAnswer('POST /api/invitations/:id{[0-9]+}/resend', {
        token: `tok-${id}`,
        url: `/invite/tok-${id}`,
      });
    }
    const invitation = /^\/api\/invitations\/(\d+)$/.exec(path);
    if (invitation && method === 'DELETE') {
      state.invitations = state.invitations.filter((i) => i.id !== Number(invitation[1]));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { me, state, ...watch };
}
