import type { ApiToken } from '@/domain/schemas';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';

export const SECRET = 'tf_Zm9yIHRlc3RzIG9ubHk6IG5vdCBhIHJlYWwgdG9rZW4';

/**
 * The API token endpoints of a team server, faked (the browser-mode API under the tests has
 * none): GET, POST /api/tokens and DELETE /api/tokens/:id. `fail` answers the next write of that
 * kind with an error; `failList` makes the list fail.
 */
export function fakeApiTokens() {
  const state = {
    tokens: [
      {
        id: 21,
        name: 'Job board sync',
        role: 'recruiter',
        createdAt: '2026-10-01T09:00:00.000Z',
        expiresAt: null,
        lastUsedAt: '2026-11-20T08:30:00.000Z',
        createdBy: { id: 1, name: 'Ada Admin' },
        suspended: false,
      },
      {
        id: 20,
        name: 'Calendar bridge',
        role: 'interviewer',
        createdAt: '2026-09-01T09:00:00.000Z',
        expiresAt: '2027-03-01T00:00:00.000Z',
        lastUsedAt: null,
        createdBy: { id: 2, name: 'Otto Former' },
        suspended: true,
      },
    ] as ApiToken[],
    nextId: 30,
    fail: {} as { create?: string; revoke?: string },
    failList: false,
  };
  const watch = interceptApi(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/tokens' && method === 'GET')
      return state.failList
        ? apiError(503, 'The database is unavailable.', 'storage_unavailable')
        : publishedAnswer('GET /api/tokens', { tokens: state.tokens });
    if (path === '/api/tokens' && method === 'POST') {
      if (state.fail.create) return apiError(400, state.fail.create, 'bad_request');
      const input = body as { name: string; role: ApiToken['role']; expiresAt?: string | null };
      const token: ApiToken = {
        id: (state.nextId += 1),
        name: input.name,
        role: input.role,
        createdAt: '2026-11-26T10:00:00.000Z',
        expiresAt: input.expiresAt ?? null,
        lastUsedAt: null,
        createdBy: { id: 1, name: 'Ada Admin' },
        suspended: false,
      };
      state.tokens = [token, ...state.tokens];
      return publishedAnswer('POST /api/tokens', { token, secret: SECRET });
    }
    const one = /^\/api\/tokens\/(\d+)$/.exec(path);
    if (one && method === 'DELETE') {
      if (state.fail.revoke) return apiError(503, state.fail.revoke, 'storage_unavailable');
      const id = Number(one[1]);
      if (!state.tokens.some((token) => token.id === id))
        return apiError(404, `API token ${id} not found.`, 'not_found');
      state.tokens = state.tokens.filter((token) => token.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { ...watch, state };
}
