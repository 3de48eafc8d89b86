import type { New } from '@/server/store/types';
import type { Candidate, Job } from '@/domain/types';
import { backend } from '@/test/backend';
import { allow, type Member } from './access';
import { createApp, type TeamAccess } from './app';
import { ApiRoutes } from './openapi/define';
import type { RequestInfo, RequestLogEntry } from './request-log';
import type { Store } from './store/types';

/** What the API tells its host of each request: route patterns, statuses, ids, never contents. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MEMBER: Member = {
  id: 7,
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  role: 'recruiter',
};
const INVITATION_TOKEN = 'inv-9f8e7d6c5b4a39281706';
const PASSWORD = 'correct horse battery';

/**
 * Team access reduced to what the log needs: a request with `X-Test-Member` is the member's, a
 * write with `X-Test-Cross-Site` is refused by the guard, and two account routes that read secrets.
 */
/** Two team routes that answer as the real ones fail: a missing invitation, a wrong password. */
function teamRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  routes.get('/invitations/:token', allow('public'), (c) =>
    c.json({ token: c.req.param('token') }, 404),
  );
  routes.post('/auth/login', allow('public'), async (c) => {
    await c.req.json();
    return c.json({ error: 'wrong password' }, 401);
  });
  return routes;
}

function fakeTeam(): TeamAccess {
  return {
    identify: async (c) =>
      c.req.header('x-test-member')
        ? { kind: 'member', user: MEMBER, sessionId: 'session' }
        : { kind: 'anonymous' },
    guard: async (c, next) => {
      if (c.req.header('x-test-cross-site')) return c.json({ error: 'cross_site' }, 403);
      await next();
    },
    submissionLimit: async (_c, next) => next(),
    memberGate: async (_c, next) => next(),
    admit: async () => {},
    clientAddress: (c) => c.req.header('x-test-peer') ?? '198.51.100.7',
    mail: { linkBase: 'http://localhost' },
    routes: teamRoutes(),
  };
}

function logged(options: { team?: boolean; store?: Store } = {}) {
  const entries: RequestLogEntry[] = [];
  const failures: Array<{ error: unknown; request: RequestInfo }> = [];
  const app = createApp({
    store: options.store ?? backend().store,
    team: options.team ? fakeTeam() : undefined,
    onRequest: (entry) => entries.push(entry),
    onUnexpectedError: (error, request) => failures.push({ error, request }),
  });
  const call = (
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app.fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
        },
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      }),
    );
  return { entries, failures, call };
}

async function addCandidate(): Promise<number> {
  return backend().store.transaction('write', async (tx) => {
    const job: New<Job> = { title: 'Welder', slug: 'welder', status: 'active', tags: [], order: 0 };
    const [{ id: jobId }] = (await tx.jobs.insertMany([job])) as [Job];
    const candidate: New<Candidate> = {
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      stage: 'applied',
      jobId,
    };
    const [{ id }] = (await tx.candidates.insertMany([candidate])) as [Candidate];
    return id;
  });
}

describe('the request log', () => {
  it('tells of each request once, by its route pattern, with its status and a duration', async () => {
    const { entries, call } = logged();
    const missing = await call('GET', '/candidates/987654');
    const listed = await call('GET', '/jobs?search=Welder');
    const created = await call('POST', '/jobs', { body: { title: 'Designer' } });
    expect([missing.status, listed.status, created.status]).toEqual([404, 200, 201]);
    expect(entries).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/candidates/:id', status: 404 }),
      expect.objectContaining({ method: 'GET', route: '/api/jobs', status: 200 }),
      expect.objectContaining({ method: 'POST', route: '/api/jobs', status: 201 }),
    ]);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual([
        'clientAddress',
        'durationMs',
        'ids',
        'method',
        'requestId',
        'route',
        'status',
        'userId',
      ]);
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(entry.userId).toBeUndefined();
      // Browser mode has no client address to tell.
      expect(entry.clientAddress).toBeUndefined();
    }
    // The target's id is named; the query and the body are not.
    expect(entries.map((entry) => entry.ids)).toEqual([{ id: 987654 }, undefined, undefined]);
    const withoutIds = entries.map(({ requestId: _, ids: __, ...rest }) => rest);
    expect(JSON.stringify(withoutIds)).not.toMatch(/987654|Welder|Designer/);
  });

  it('names no route for an unknown endpoint or method, and never its path', async () => {
    const { entries, call } = logged();
    expect((await call('GET', '/nothing/here-secret')).status).toBe(404);
    expect((await call('PUT', '/jobs')).status).toBe(404);
    expect(entries).toEqual([
      expect.objectContaining({ method: 'GET', route: '(none)', status: 404 }),
      expect.objectContaining({ method: 'PUT', route: '(none)', status: 404 }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('secret');
  });

  it('names the route a refused request was bound for (body too large, another site)', async () => {
    const { entries, call } = logged({ team: true });
    const large = await call('POST', '/jobs', {
      body: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }),
    });
    const crossSite = await call('POST', '/auth/login', {
      body: {},
      headers: { 'X-Test-Cross-Site': '1' },
    });
    expect([large.status, crossSite.status]).toEqual([413, 403]);
    expect(entries).toEqual([
      expect.objectContaining({ route: '/api/jobs', status: 413 }),
      expect.objectContaining({ route: '/api/auth/login', status: 403 }),
    ]);
  });

  it("carries the member's id, and never an invitation's token or a password", async () => {
    const { entries, call } = logged({ team: true });
    await call('GET', '/jobs', { headers: { 'X-Test-Member': '1', 'X-Test-Peer': '203.0.113.9' } });
    await call('GET', '/jobs');
    await call('GET', `/invitations/${INVITATION_TOKEN}`);
    await call('POST', '/auth/login', { body: { email: MEMBER.email, password: PASSWORD } });
    expect(entries).toEqual([
      expect.objectContaining({
        route: '/api/jobs',
        status: 200,
        userId: MEMBER.id,
        clientAddress: '203.0.113.9',
      }),
      expect.objectContaining({ route: '/api/jobs', status: 401, userId: undefined }),
      expect.objectContaining({ route: '/api/invitations/:token', status: 404, userId: undefined }),
      expect.objectContaining({ route: '/api/auth/login', status: 401, userId: undefined }),
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [INVITATION_TOKEN, PASSWORD, MEMBER.email, MEMBER.name])
      expect(text).not.toContain(secret);
  });

  it("never holds a note's text", async () => {
    const { entries, call } = logged();
    const id = await addCandidate();
    const note = 'Strong on welding; @Jane prefers mornings';
    expect((await call('POST', `/candidates/${id}/notes`, { body: { text: note } })).status).toBe(
      201,
    );
    expect((await call('GET', `/candidates/${id}/notes`)).status).toBe(200);
    expect(entries.map((entry) => entry.route)).toEqual([
      '/api/candidates/:id/notes',
      '/api/candidates/:id/notes',
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/welding|Jane/);
  });

  it('sends back a safe X-Request-Id it was given, and a new one for any other', async () => {
    const { entries, call } = logged();
    const given = await call('GET', '/jobs', { headers: { 'X-Request-Id': 'edge-01.A_b' } });
    const none = await call('GET', '/jobs');
    const unsafe = await Promise.all(
      ['has space', 'a'.repeat(65), '<script>', 'line\u00e9'].map((id) =>
        call('GET', '/jobs', { headers: { 'X-Request-Id': id } }),
      ),
    );
    expect(given.headers.get('X-Request-Id')).toBe('edge-01.A_b');
    expect(entries[0]!.requestId).toBe('edge-01.A_b');
    for (const [i, response] of [none, ...unsafe].entries()) {
      expect(response.headers.get('X-Request-Id')).toMatch(UUID);
      expect(entries[i + 1]!.requestId).toBe(response.headers.get('X-Request-Id'));
    }
    expect(new Set(entries.map((entry) => entry.requestId)).size).toBe(entries.length);
  });

  it('tells of a live event stream once it starts', async () => {
    const { entries, call } = logged();
    const response = await call('GET', '/events');
    expect(response.status).toBe(200);
    expect(entries).toEqual([expect.objectContaining({ route: '/api/events', status: 200 })]);
    expect(response.headers.get('X-Request-Id')).toBe(entries[0]!.requestId);
    await response.body?.cancel();
  });

  it('gives an unexpected error to its hook with the request, and logs the 500', async () => {
    const failure = new Error('the disk caught fire');
    const store: Store = { ...backend().store, transaction: () => Promise.reject(failure) };
    const { entries, failures, call } = logged({ store });
    const response = await call('GET', '/jobs', { headers: { 'X-Request-Id': 'fire-1' } });
    expect(response.status).toBe(500);
    expect(failures).toEqual([
      {
        error: failure,
        request: {
          requestId: 'fire-1',
          method: 'GET',
          route: '/api/jobs',
          userId: undefined,
          clientAddress: undefined,
          ids: undefined,
        },
      },
    ]);
    expect(entries).toEqual([
      expect.objectContaining({ requestId: 'fire-1', route: '/api/jobs', status: 500 }),
    ]);
  });
});
