import type { Role } from '@/domain/access';
import {
  closeFileDatabase,
  dumpFileDatabase,
  openFileDatabase,
  pgliteBackend,
  postgresBackend,
} from '@/test/backend';
import { routePolicies } from '../access';
import { createApp } from '../app';
import { createEventHub, type EventHubOptions } from '../events';
import type { RequestLogEntry } from '../request-log';
import { hashPassword, verifyPassword } from './passwords';
import type { TeamStore } from '../store/types';
import { createTeamAccess, type TeamOptions } from './index';
import { SESSION_COOKIE } from './sessions';
import { readSse } from '@/test/sse';

/**
 * Team access, proved over a store that keeps accounts (PGlite and a real PostgreSQL call it):
 * every route against anonymous visitors and each role, sign-in and sessions, CSRF, the rate
 * limits and what no answer may ever hold.
 */

const ORIGIN = 'http://talentflow.test';
const PASSWORD = 'correct horse battery';
type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'interviewer', 'recruiter', 'admin'];
const STRUCTURE = {
  title: 'Screening',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [{ id: 'q1', type: 'short-text', label: 'Why us?', required: false }],
    },
  ],
};

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return value ?? '';
}

export function describeTeamAccess(kind: 'pglite' | 'postgres'): void {
  let store: TeamStore;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  const seen: string[] = [];
  const logged: RequestLogEntry[] = [];

  function open(options: Partial<TeamOptions> = {}, hub: EventHubOptions = {}) {
    app = createApp({
      store,
      onRequest: (entry) => logged.push(entry),
      // Quick heartbeats: each one checks that a live stream's member is still signed in.
      events: createEventHub(store, { heartbeatMs: 50, ...hub }),
      team: createTeamAccess({
        store,
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
        now: () => clock,
        peerAddress: (c) => c.req.header('x-test-peer'),
        limits: {
          signInPerAccountAddress: { points: 3, duration: 600 },
          signInPerAddress: { points: 6, duration: 600 },
          passwordPerAddress: { points: 40, duration: 600 },
          submitPerAddress: { points: 3, duration: 600 },
        },

        ...options,
      }),
    });
  }

  async function call<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      peer?: string;
    } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      'x-test-peer': options.peer ?? '10.0.0.1',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    };
    const response = await app.fetch(
      new Request(`${ORIGIN}/api${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    // A live event stream never ends: its first message is enough.
    const text = response.headers.get('content-type')?.startsWith('text/event-stream')
      ? await firstChunk(response)
      : await response.text();
    seen.push(text, [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n'));
    return {
      status: response.status,
      text,
      body:
        text && response.headers.get('content-type')?.includes('json')
          ? JSON.parse(text)
          : undefined,
      headers: response.headers,
    };
  }

  const cookieOf = (answer: Answer) => {
    const match = new RegExp(`((?:__Host-)?${SESSION_COOKIE})=([^;]*)`).exec(
      answer.headers.get('set-cookie') ?? '',
    );
    if (!match?.[2]) throw new Error(`No session cookie in ${answer.status} ${answer.text}`);
    return `${match[1]}=${match[2]}`;
  };

  const emails: Record<Role, string> = {
    admin: 'ada@example.com',
    recruiter: 'rita@example.com',
    interviewer: 'ivan@example.com',
  };
  const names: Record<Role, string> = {
    admin: 'Ada Admin',
    recruiter: 'Rita Recruiter',
    interviewer: 'Ivan Interviewer',
  };

  async function signIn(role: Role): Promise<string> {
    const answer = await call('POST', '/auth/login', {
      body: { email: emails[role], password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    return cookieOf(answer);
  }

  async function invite(
    admin: string,
    email: string,
    role: Role,
  ): Promise<{ token: string; url: string }> {
    const answer = await call('POST', '/invitations', { cookie: admin, body: { email, role } });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  async function join(
    admin: string,
    email: string,
    role: Role,
    name: string,
  ): Promise<{ cookie: string; id: number }> {
    const { token } = await invite(admin, email, role);
    const answer = await call('POST', `/invitations/${token}/accept`, {
      body: { name, password: PASSWORD },
    });
    expect(answer.status).toBe(201);
    return { cookie: cookieOf(answer), id: answer.body.user.id };
  }

  beforeAll(() => openFileDatabase(kind), 60_000);
  afterAll(() => closeFileDatabase(), 60_000);

  let admin: string;
  let activeJob: number;
  let archivedJob: number;
  let candidateId: number;
  const ids: Partial<Record<Role, number>> = {};

  beforeEach(async () => {
    const backend = await (kind === 'pglite' ? pgliteBackend() : postgresBackend());
    store = backend.store as TeamStore;
    clock = new Date('2026-11-23T10:00:00.000Z');
    open();
    const setup = await call('POST', '/auth/setup', {
      body: { name: names.admin, email: emails.admin, password: PASSWORD },
    });
    expect(setup.status).toBe(201);
    admin = cookieOf(setup);
    ids.admin = setup.body.user.id;
    ids.recruiter = (await join(admin, emails.recruiter, 'recruiter', names.recruiter)).id;
    ids.interviewer = (await join(admin, emails.interviewer, 'interviewer', names.interviewer)).id;
    activeJob = (await call('POST', '/jobs', { cookie: admin, body: { title: 'Nurse' } })).body.id;
    archivedJob = (await call('POST', '/jobs', { cookie: admin, body: { title: 'Old job' } })).body
      .id;
    await call('PUT', `/jobs/${activeJob}/assessment`, { cookie: admin, body: STRUCTURE });
    await call('PUT', `/jobs/${archivedJob}/assessment`, { cookie: admin, body: STRUCTURE });
    await call('PATCH', `/jobs/${archivedJob}`, { cookie: admin, body: { status: 'archived' } });
    candidateId = (
      await call('POST', `/assessments/${activeJob}/submit`, {
        cookie: admin,
        body: { name: 'Cara Candidate', email: 'cara@example.com', answers: {} },
      })
    ).body.candidate.id;
  });

  describe(`team access on ${kind}`, () => {
    let count = 0;
    const unique = (what: string) => `${what}-${(count += 1)}`;
    const applicant = () => ({
      name: 'Ann Applicant',
      email: `${unique('ann')}@example.com`,
      answers: {},
    });
    const freshCandidate = async () =>
      (await call('POST', `/assessments/${activeJob}/submit`, { cookie: admin, body: applicant() }))
        .body.candidate.id as number;
    const freshInvitation = async () =>
      invite(admin, `${unique('new')}@example.com`, 'interviewer');

    type Status = Record<Who, number>;
    const member = (ok: number): Status => ({
      anonymous: 401,
      interviewer: ok,
      recruiter: ok,
      admin: ok,
    });
    const hiring = (ok: number): Status => ({
      anonymous: 401,
      interviewer: 403,
      recruiter: ok,
      admin: ok,
    });
    const adminOnly = (ok: number): Status => ({
      anonymous: 401,
      interviewer: 403,
      recruiter: 403,
      admin: ok,
    });
    const everyone = (ok: number): Status => ({
      anonymous: ok,
      interviewer: ok,
      recruiter: ok,
      admin: ok,
    });

    interface Case {
      route: string;
      expect: Status;
      /** The request for one caller: its path (under /api) and body. */
      request: () => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
    }

    const cases: Case[] = [
      { route: 'GET /api/health', expect: everyone(200), request: () => ({ path: '/health' }) },
      { route: 'GET /api/jobs', expect: member(200), request: () => ({ path: '/jobs' }) },
      { route: 'GET /api/events', expect: member(200), request: () => ({ path: '/events' }) },
      { route: 'GET /api/careers', expect: everyone(200), request: () => ({ path: '/careers' }) },
      {
        route: 'GET /api/jobs/candidate-counts',
        expect: member(200),
        request: () => ({ path: `/jobs/candidate-counts?ids=${activeJob}` }),
      },
      {
        route: 'GET /api/reports',
        expect: member(200),
        request: () => ({ path: `/reports?jobId=${activeJob}` }),
      },
      {
        route: 'GET /api/files/:id',
        expect: member(200),
        request: async () => {
          const file = await store.transaction('write', (tx) =>
            tx.files.insert({
              candidateId,
              jobId: activeJob,
              responseId: 1,
              name: 'cv.txt',
              type: 'text/plain; charset=utf-8',
              size: 2,
              createdAt: new Date().toISOString(),
              content: new Blob(['hi']),
            }),
          );
          return { path: `/files/${file.id}` };
        },
      },
      {
        route: 'POST /api/jobs',
        expect: hiring(201),
        request: () => ({ path: '/jobs', body: { title: unique('Job') } }),
      },
      {
        route: 'PATCH /api/jobs/reorder',
        expect: hiring(200),
        request: () => ({
          path: '/jobs/reorder',
          body: { jobsToUpdate: [{ id: activeJob, order: 0 }] },
        }),
      },
      {
        route: 'GET /api/jobs/:id',
        expect: everyone(200),
        request: () => ({ path: `/jobs/${activeJob}` }),
      },
      {
        route: 'PATCH /api/jobs/:id',
        expect: hiring(200),
        request: () => ({ path: `/jobs/${activeJob}`, body: { title: unique('Nurse') } }),
      },
      {
        route: 'GET /api/jobs/:id/assessment',
        expect: everyone(200),
        request: () => ({ path: `/jobs/${activeJob}/assessment` }),
      },
      {
        route: 'PUT /api/jobs/:id/assessment',
        expect: hiring(200),
        request: () => ({ path: `/jobs/${activeJob}/assessment`, body: STRUCTURE }),
      },
      {
        route: 'GET /api/jobs/:id/responses',
        expect: member(200),
        request: () => ({ path: `/jobs/${activeJob}/responses` }),
      },
      {
        route: 'POST /api/assessments/:jobId/submit',
        expect: everyone(201),
        request: () => ({ path: `/assessments/${activeJob}/submit`, body: applicant() }),
      },
      {
        route: 'GET /api/candidates',
        expect: member(200),
        request: () => ({ path: '/candidates' }),
      },
      {
        route: 'POST /api/candidates',
        expect: hiring(201),
        request: () => ({
          path: '/candidates',
          body: {
            name: 'Hana Hand',
            email: `${unique('hana')}@example.com`,
            jobId: activeJob,
            source: 'referral',
          },
        }),
      },
      {
        route: 'GET /api/candidates/stage-counts',
        expect: member(200),
        request: () => ({ path: '/candidates/stage-counts' }),
      },
      {
        route: 'GET /api/candidates/:id',
        expect: member(200),
        request: () => ({ path: `/candidates/${candidateId}` }),
      },
      {
        route: 'PATCH /api/candidates/:id',
        expect: hiring(200),
        request: async () => ({
          path: `/candidates/${await freshCandidate()}`,
          body: { stage: 'screen' },
        }),
      },
      {
        route: 'DELETE /api/candidates/:id',
        expect: hiring(204),
        request: async () => ({ path: `/candidates/${await freshCandidate()}` }),
      },
      {
        route: 'GET /api/candidates/:id/timeline',
        expect: member(200),
        request: () => ({ path: `/candidates/${candidateId}/timeline` }),
      },
      {
        route: 'GET /api/candidates/:id/notes',
        expect: member(200),
        request: () => ({ path: `/candidates/${candidateId}/notes` }),
      },
      {
        route: 'POST /api/candidates/:id/notes',
        expect: member(201),
        request: () => ({ path: `/candidates/${candidateId}/notes`, body: { text: 'Strong.' } }),
      },
      {
        route: 'GET /api/candidates/:id/responses',
        expect: member(200),
        request: () => ({ path: `/candidates/${candidateId}/responses` }),
      },
      { route: 'GET /api/backup', expect: adminOnly(200), request: () => ({ path: '/backup' }) },
      {
        route: 'POST /api/backup/restore',
        expect: adminOnly(200),
        request: async () => ({
          path: '/backup/restore',
          body: (await call('GET', '/backup', { cookie: admin })).body,
        }),
      },
      {
        route: 'GET /api/auth/setup',
        expect: everyone(200),
        request: () => ({ path: '/auth/setup' }),
      },
      {
        route: 'POST /api/auth/setup',
        expect: everyone(409),
        request: () => ({
          path: '/auth/setup',
          body: { name: 'Eve', email: `${unique('eve')}@example.com`, password: PASSWORD },
        }),
      },
      {
        route: 'POST /api/auth/login',
        expect: everyone(200),
        request: () => ({
          path: '/auth/login',
          body: { email: emails.interviewer, password: PASSWORD },
        }),
      },
      {
        route: 'POST /api/auth/logout',
        expect: everyone(204),
        request: () => ({ path: '/auth/logout' }),
      },
      { route: 'GET /api/auth/me', expect: member(200), request: () => ({ path: '/auth/me' }) },
      {
        route: 'POST /api/invitations',
        expect: adminOnly(201),
        request: () => ({
          path: '/invitations',
          body: { email: `${unique('inv')}@example.com`, role: 'recruiter' },
        }),
      },
      {
        route: 'GET /api/invitations',
        expect: adminOnly(200),
        request: () => ({ path: '/invitations' }),
      },
      {
        route: 'DELETE /api/invitations/:id{[0-9]+}',
        expect: adminOnly(204),
        request: async () => {
          await freshInvitation();
          const list = await call('GET', '/invitations', { cookie: admin });
          return { path: `/invitations/${list.body.invitations[0].id}` };
        },
      },
      {
        route: 'GET /api/invitations/:token',
        expect: everyone(200),
        request: async () => ({ path: `/invitations/${(await freshInvitation()).token}` }),
      },
      {
        route: 'POST /api/invitations/:token/accept',
        expect: everyone(201),
        request: async () => ({
          path: `/invitations/${(await freshInvitation()).token}/accept`,
          body: { name: 'Nia New', password: PASSWORD },
        }),
      },
      { route: 'GET /api/users', expect: member(200), request: () => ({ path: '/users' }) },
      {
        route: 'GET /api/users/deactivated',
        expect: adminOnly(200),
        request: () => ({ path: '/users/deactivated' }),
      },
      {
        route: 'POST /api/invitations/:id{[0-9]+}/resend',
        expect: adminOnly(201),
        request: async () => {
          await freshInvitation();
          const list = await call('GET', '/invitations', { cookie: admin });
          return { path: `/invitations/${list.body.invitations[0].id}/resend` };
        },
      },
      {
        route: 'PATCH /api/users/:id{[0-9]+}',
        expect: adminOnly(200),
        request: async () => {
          const { token } = await freshInvitation();
          const joined = await call('POST', `/invitations/${token}/accept`, {
            body: { name: 'Tom Temp', password: PASSWORD },
          });
          return { path: `/users/${joined.body.user.id}`, body: { role: 'recruiter' } };
        },
      },
    ];

    it('declares who may call every route, and this table covers each one', () => {
      const routes = routePolicies(app);
      expect(routes.filter((r) => r.need === undefined)).toEqual([]);
      expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
        cases.map((c) => c.route).sort(),
      );
    });

    it('answers every route for anonymous visitors and each role as the roles allow', async () => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const testCase of cases) {
        const method = testCase.route.split(' ')[0]!;
        for (const who of WHO) {
          const cookie = who === 'anonymous' ? undefined : await signIn(who);
          const { path, body } = await testCase.request();
          const answer = await call(method, path, { cookie, body });
          answers.push(`${testCase.route} as ${who}: ${answer.status}`);
          wanted.push(`${testCase.route} as ${who}: ${testCase.expect[who]}`);
          if (answer.status === 401) expect(answer.body.error.code).toBe('unauthenticated');
          if (answer.status === 403) expect(answer.body.error.code).toBe('forbidden');
        }
      }
      expect(answers).toEqual(wanted);
    }, 60_000);

    it('lets anonymous visitors reach an active job only: archived and unknown jobs are not found', async () => {
      for (const path of [
        `/jobs/${archivedJob}`,
        `/jobs/${archivedJob}/assessment`,
        '/jobs/9999',
        '/jobs/9999/assessment',
      ]) {
        expect((await call('GET', path)).status).toBe(404);
      }
      const before = (await call('GET', '/candidates', { cookie: admin })).body.totalCount;
      const submitted = await call('POST', `/assessments/${archivedJob}/submit`, {
        body: applicant(),
      });
      expect(submitted.status).toBe(404);
      expect((await call('GET', '/candidates', { cookie: admin })).body.totalCount).toBe(before);
      // Members still read archived jobs.
      expect(
        (await call('GET', `/jobs/${archivedJob}`, { cookie: await signIn('interviewer') })).status,
      ).toBe(200);
    });

    it('ends a live event stream at the next heartbeat once its member signs out or is deactivated', async () => {
      const open = async (cookie: string) => {
        const response = await app.fetch(
          new Request(`${ORIGIN}/api/events`, {
            headers: { Cookie: cookie, Host: new URL(ORIGIN).host },
          }),
        );
        expect(response.status).toBe(200);
        const stream = readSse(response);
        expect((await stream.next()).event).toBe('ready');
        return stream;
      };
      const leaving = await signIn('recruiter');
      const stream = await open(leaving);
      // Heartbeats come while the member is signed in.
      expect((await stream.next()).event).toBe('ping');
      expect((await stream.next()).event).toBe('ping');
      await call('POST', '/auth/logout', { cookie: leaving });
      expect(await stream.ended(2_000)).toBe(true);

      const { token } = await freshInvitation();
      const joined = await call('POST', `/invitations/${token}/accept`, {
        body: { name: 'Dee Deactivated', password: PASSWORD },
      });
      const dee = cookieOf(joined);
      const deeStream = await open(dee);
      expect((await deeStream.next()).event).toBe('ping');
      await call('PATCH', `/users/${joined.body.user.id}`, {
        cookie: admin,
        body: { active: false },
      });
      expect(await deeStream.ended(2_000)).toBe(true);
    });

    it('signs in with a new session each time; the old one, logout and inactivity end sessions', async () => {
      const first = await signIn('recruiter');
      const again = await call('POST', '/auth/login', {
        cookie: first,
        body: { email: emails.recruiter, password: PASSWORD },
      });
      const second = cookieOf(again);
      expect(second).not.toBe(first);
      expect((await call('GET', '/auth/me', { cookie: first })).status).toBe(401);
      expect((await call('GET', '/auth/me', { cookie: second })).body.user).toEqual({
        id: ids.recruiter,
        name: names.recruiter,
        email: emails.recruiter,
        role: 'recruiter',
      });
      // A token the browser was given by someone else is no session at all.
      expect(
        (await call('GET', '/auth/me', { cookie: `${SESSION_COOKIE}=planted-by-an-attacker` }))
          .status,
      ).toBe(401);

      const logout = await call('POST', '/auth/logout', { cookie: second });
      expect(logout.status).toBe(204);
      expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect((await call('GET', '/auth/me', { cookie: second })).status).toBe(401);

      const third = await signIn('recruiter');
      clock = new Date(clock.getTime() + 6 * 24 * 60 * 60 * 1000);
      expect((await call('GET', '/auth/me', { cookie: third })).status).toBe(200);
      clock = new Date(clock.getTime() + 6 * 24 * 60 * 60 * 1000);
      expect((await call('GET', '/auth/me', { cookie: third })).status).toBe(200);
      clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000);
      expect((await call('GET', '/auth/me', { cookie: third })).status).toBe(401);
    });

    it('ends a session 30 days after sign-in, however recently it was used', async () => {
      const cookie = await signIn('recruiter');
      // Used every 6 days: never idle for a week.
      for (let day = 6; day <= 30; day += 6) {
        clock = new Date(clock.getTime() + 6 * 24 * 60 * 60 * 1000);
        expect({ day, status: (await call('GET', '/auth/me', { cookie })).status }).toEqual({
          day,
          status: 200,
        });
      }
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
      expect((await call('GET', '/auth/me', { cookie })).status).toBe(401);
    });

    it('counts a failed sign-in until its window ends: a sign-in that works takes back only its own point', async () => {
      const attempt = (password: string) =>
        call('POST', '/auth/login', {
          peer: '10.3.3.3',
          body: { email: emails.recruiter, password },
        });
      expect((await attempt('wrong guess one')).status).toBe(401);
      expect((await attempt('wrong guess two')).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(200);
      // The two failures still count: one more, and the limit of 3 is reached.
      expect((await attempt('wrong guess three')).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(429);
    });

    it('keeps sessions in the database: they outlive the server process', async () => {
      const cookie = await signIn('interviewer');
      open();
      expect((await call('GET', '/auth/me', { cookie })).body.user.role).toBe('interviewer');
    });

    it('sets the cookie HttpOnly, SameSite=Lax, Path=/, and Secure over https', async () => {
      const plain = await call('POST', '/auth/login', {
        body: { email: emails.admin, password: PASSWORD },
      });
      const flags = plain.headers.get('set-cookie')!;
      expect(flags).toMatch(/HttpOnly/);
      expect(flags).toMatch(/SameSite=Lax/);
      expect(flags).toMatch(/Path=\//);
      expect(flags).not.toMatch(/Secure/);
      open({ publicUrl: 'https://talentflow.test' });
      const secure = await call('POST', '/auth/login', {
        body: { email: emails.admin, password: PASSWORD },
      });
      // Over https: Secure, and the __Host- name a sibling subdomain cannot set.
      expect(secure.headers.get('set-cookie')).toMatch(/^__Host-talentflow_session=[^;]+;.*Secure/);
      const cookie = cookieOf(secure);
      expect((await call('GET', '/auth/me', { cookie })).status).toBe(200);
      // The same token under the plain name is no session over https.
      expect(
        (await call('GET', '/auth/me', { cookie: cookie.replace('__Host-', '') })).status,
      ).toBe(401);
      expect((await call('POST', '/auth/logout', { cookie })).headers.get('set-cookie')).toMatch(
        /^__Host-talentflow_session=;.*Max-Age=0/,
      );
    });

    it('asks for the setup token, when the server has one, before making the first admin', async () => {
      const backend = await (kind === 'pglite' ? pgliteBackend() : postgresBackend());
      store = backend.store as TeamStore;
      open({ setupToken: 'the-one-time-setup-token' });
      expect((await call('GET', '/auth/setup')).body).toEqual({
        needed: true,
        tokenRequired: true,
      });
      const admin = { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD };
      const without = await call('POST', '/auth/setup', { body: admin });
      expect(without.status).toBe(403);
      expect(without.body.error.code).toBe('setup_token');
      expect(
        (
          await call('POST', '/auth/setup', {
            body: { ...admin, token: 'the-one-time-setup-tokeN' },
          })
        ).status,
      ).toBe(403);
      expect((await call('GET', '/auth/setup')).body.needed).toBe(true);
      expect(
        (
          await call('POST', '/auth/setup', {
            body: { ...admin, token: 'the-one-time-setup-token' },
          })
        ).status,
      ).toBe(201);
    });

    it('refuses passwords that are easy to guess, saying why', async () => {
      const backend = await (kind === 'pglite' ? pgliteBackend() : postgresBackend());
      store = backend.store as TeamStore;
      open();
      for (const [password, why] of [
        ['aaaaaaaaaa', 'Repeated characters'],
        ['password123', 'commonly used password'],
        ['qwertyuiop', 'frequently used password'],
        ['ada@example.com', 'too easy to guess'],
      ] as const) {
        const weak = await call('POST', '/auth/setup', {
          body: { name: 'Ada Admin', email: 'ada@example.com', password },
        });
        expect(weak.status).toBe(400);
        expect(weak.body.error.message).toContain('This password is too easy to guess.');
        expect(weak.body.error.message).toContain(why);
      }
      const made = await call('POST', '/auth/setup', {
        body: { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD },
      });
      expect(made.status).toBe(201);
      const { token } = await invite(cookieOf(made), 'sam@example.com', 'recruiter');
      const weak = await call('POST', `/invitations/${token}/accept`, {
        body: { name: 'Sam Smith', password: '1234567890' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error.message).toContain('This password is too easy to guess.');
      expect((await call('GET', `/invitations/${token}`)).status).toBe(200);
    });

    it('tells no browser or proxy to keep an answer that names people', async () => {
      const cookie = await signIn('recruiter');
      for (const path of [
        '/candidates',
        `/candidates/${candidateId}`,
        '/users',
        '/auth/me',
        '/jobs',
      ])
        expect((await call('GET', path, { cookie })).headers.get('cache-control')).toBe('no-store');
      expect((await call('GET', '/backup', { cookie: admin })).headers.get('cache-control')).toBe(
        'no-store',
      );
    });

    it('answers a wrong email and a wrong password alike, and holds back failures per account and address, and per address', async () => {
      const wrongPassword = await call('POST', '/auth/login', {
        body: { email: emails.recruiter, password: 'not the password' },
      });
      const wrongEmail = await call('POST', '/auth/login', {
        body: { email: 'nobody@example.com', password: PASSWORD },
      });
      expect([wrongPassword.status, wrongEmail.status]).toEqual([401, 401]);
      expect(wrongPassword.body).toEqual(wrongEmail.body);
      // An attacker's address has its 3 failures for the account: even the right password waits.
      const attacker = (password: string) =>
        call('POST', '/auth/login', {
          peer: '10.6.6.6',
          body: { email: emails.recruiter, password },
        });
      for (const guess of ['guess one!', 'guess two!', 'guess three!'])
        expect((await attacker(guess)).status).toBe(401);
      const held = await attacker(PASSWORD);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
      // The member's own sign-in, from another address, is never locked out by it.
      expect(
        (
          await call('POST', '/auth/login', {
            peer: '10.0.0.3',
            body: { email: emails.recruiter, password: PASSWORD },
          })
        ).status,
      ).toBe(200);
      // One address failing across many accounts is held back too, there only.
      for (let i = 0; i < 6; i += 1) {
        await call('POST', '/auth/login', {
          peer: '10.0.0.9',
          body: { email: `guess${i}@example.com`, password: 'wrong password' },
        });
      }
      const admin = (peer: string) =>
        call('POST', '/auth/login', { peer, body: { email: emails.admin, password: PASSWORD } });
      expect((await admin('10.0.0.9')).status).toBe(429);
      expect((await admin('10.0.0.4')).status).toBe(200);
    });

    it('behind one trusted proxy, counts the address the proxy saw: a forged X-Forwarded-For dodges nothing', async () => {
      open({ trustProxy: 1 });
      const guess = (forged: string, password: string) =>
        call('POST', '/auth/login', {
          peer: '10.0.0.2',
          headers: { 'X-Forwarded-For': `${forged}, 198.51.100.7` },
          body: { email: emails.recruiter, password },
        });
      const statuses = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
        statuses.push((await guess(forged, 'wrong guess!')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Nor can it aim the limit at someone else: the member behind another address signs in.
      const member = await call('POST', '/auth/login', {
        peer: '10.0.0.2',
        headers: { 'X-Forwarded-For': '198.51.100.8' },
        body: { email: emails.recruiter, password: PASSWORD },
      });
      expect(member.status).toBe(200);
    });

    it('checks no more passwords than the limit in a parallel burst: a right guess in it gets no session', async () => {
      const checked = vi.mocked(verifyPassword).mock.calls.length;
      const guesses = Array.from({ length: 30 }, (_, i) =>
        i === 29 ? PASSWORD : `wrong guess ${i}`,
      );
      const answers = await Promise.all(
        guesses.map((password) =>
          call('POST', '/auth/login', {
            peer: '10.5.5.5',
            body: { email: emails.recruiter, password },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
      // Nothing answered 429 was checked; the right guess came after the limit, so it opened nothing.
      expect(vi.mocked(verifyPassword).mock.calls.length - checked).toBe(3);
      expect(answers.at(-1)!.status).toBe(429);
      expect(answers.some((answer) => answer.headers.get('set-cookie'))).toBe(false);
    });

    it('hashes no password for a setup after setup or a link that is not valid, and limits both', async () => {
      const hashed = vi.mocked(hashPassword).mock.calls.length;
      const again = await call('POST', '/auth/setup', {
        peer: '10.4.4.4',
        body: { name: 'Eve', email: 'eve@example.com', password: PASSWORD },
      });
      const unknown = await call('POST', '/invitations/not-a-real-token/accept', {
        peer: '10.4.4.4',
        body: { name: 'Eve', password: PASSWORD },
      });
      expect([again.status, unknown.status]).toEqual([409, 404]);
      expect(vi.mocked(hashPassword).mock.calls.length - hashed).toBe(0);
      open({ limits: { passwordPerAddress: { points: 2, duration: 600 } } });
      const setup = { name: 'Eve', email: 'eve@example.com', password: PASSWORD };
      const statuses = [];
      for (const [path, body] of [
        ['/auth/setup', setup],
        ['/invitations/nope/accept', { name: 'Eve', password: PASSWORD }],
        ['/auth/setup', setup],
      ] as const)
        statuses.push((await call('POST', path, { peer: '10.4.4.5', body })).status);
      expect(statuses).toEqual([409, 404, 429]);
    });

    it('voids the other invitations to an email once it joins, and on deactivation; only an admin brings a member back', async () => {
      const email = 'dana@example.com';
      const asAdmin = await invite(admin, email, 'admin');
      const asRecruiter = await invite(admin, email, 'recruiter');
      const joined = await call('POST', `/invitations/${asRecruiter.token}/accept`, {
        body: { name: 'Dana Doe', password: PASSWORD },
      });
      expect(joined.status).toBe(201);
      const dana = joined.body.user.id as number;
      // The admin link died when she joined with the recruiter one.
      expect((await call('GET', `/invitations/${asAdmin.token}`)).status).toBe(404);
      expect(
        (
          await call('POST', `/invitations/${asAdmin.token}/accept`, {
            body: { name: 'Dana', password: PASSWORD },
          })
        ).status,
      ).toBe(404);
      // A link to her email made behind the API's back is voided by her deactivation.
      await store.transaction('write', (tx) =>
        tx.accounts.insertInvitation({
          tokenHash: 'f'.repeat(64),
          email,
          role: 'admin',
          invitedBy: ids.admin!,
          createdAt: clock.toISOString(),
          expiresAt: new Date(clock.getTime() + 86_400_000).toISOString(),
          acceptedAt: null,
        }),
      );
      expect(
        (await call('PATCH', `/users/${dana}`, { cookie: admin, body: { active: false } })).status,
      ).toBe(200);
      const open = (await call('GET', '/invitations', { cookie: admin })).body.invitations;
      expect(open.filter((i: { email: string }) => i.email === email)).toEqual([]);
      // No new link brings her back, and a deactivated member cannot be changed but by reactivation.
      const refused = await call('POST', '/invitations', {
        cookie: admin,
        body: { email, role: 'admin' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toContain('reactivate');
      expect(
        (await call('PATCH', `/users/${dana}`, { cookie: admin, body: { role: 'admin' } })).status,
      ).toBe(404);
      expect((await call('GET', '/users/deactivated', { cookie: admin })).body.users).toEqual([
        { id: dana, name: 'Dana Doe', email, role: 'recruiter' },
      ]);
      const back = await call('PATCH', `/users/${dana}`, {
        cookie: admin,
        body: { active: true, role: 'interviewer' },
      });
      expect(back.body.user).toEqual({ id: dana, name: 'Dana Doe', email, role: 'interviewer' });
      const signedIn = await call('POST', '/auth/login', { body: { email, password: PASSWORD } });
      expect(signedIn.body.user.role).toBe('interviewer');
      expect((await call('GET', '/users/deactivated', { cookie: admin })).body.users).toEqual([]);
    });

    it('sends an invitation again with a new link; the old link stops working', async () => {
      const first = await invite(admin, 'sam@example.com', 'recruiter');
      const [listed] = (await call('GET', '/invitations', { cookie: admin })).body.invitations;
      const again = await call('POST', `/invitations/${listed.id}/resend`, { cookie: admin });
      expect(again.status).toBe(201);
      expect(again.body.url).toBe(`${ORIGIN}/invite/${again.body.token}`);
      expect(again.body.token).not.toBe(first.token);
      expect((await call('GET', `/invitations/${first.token}`)).status).toBe(404);
      expect((await call('GET', `/invitations/${again.body.token}`)).body).toEqual({
        email: 'sam@example.com',
        role: 'recruiter',
      });
      const list = (await call('GET', '/invitations', { cookie: admin })).body.invitations;
      expect(list).toEqual([
        expect.objectContaining({ email: 'sam@example.com', role: 'recruiter' }),
      ]);
      expect(list[0].id).not.toBe(listed.id);
      expect(
        (await call('POST', `/invitations/${listed.id}/resend`, { cookie: admin })).status,
      ).toBe(404);
    });

    it('logs the client address, the member who signed in and the member changed, never a name or email', async () => {
      logged.length = 0;
      const signedIn = await call('POST', '/auth/login', {
        peer: '192.0.2.44',
        body: { email: emails.recruiter, password: PASSWORD },
      });
      await call('PATCH', `/users/${ids.interviewer}`, {
        cookie: admin,
        body: { role: 'recruiter' },
      });
      expect(logged).toEqual([
        expect.objectContaining({
          route: '/api/auth/login',
          status: 200,
          userId: signedIn.body.user.id,
          clientAddress: '192.0.2.44',
        }),
        expect.objectContaining({
          route: '/api/users/:id{[0-9]+}',
          userId: ids.admin,
          ids: { id: ids.interviewer },
          clientAddress: '10.0.0.1',
        }),
      ]);
      const text = JSON.stringify(logged);
      for (const secret of [PASSWORD, emails.recruiter, names.recruiter, names.interviewer])
        expect(text).not.toContain(secret);
    });

    it('tells an anonymous applicant nothing stored, for a known email as for a new one', async () => {
      // Cara is on the job: a recruiter made her an offer and noted her phone.
      await call('PATCH', `/candidates/${candidateId}`, {
        cookie: admin,
        body: { stage: 'offer', phone: '+1 555 0100' },
      });
      const read = async () => ({
        candidate: (await call('GET', `/candidates/${candidateId}`, { cookie: admin })).body,
        responses: (await call('GET', `/candidates/${candidateId}/responses`, { cookie: admin }))
          .body,
      });
      const before = await read();
      const known = await call('POST', `/assessments/${activeJob}/submit`, {
        peer: '10.7.7.7',
        body: { name: 'Imp Ostor', email: 'CARA@example.com', answers: { q1: 'Not Cara' } },
      });
      const fresh = await call('POST', `/assessments/${activeJob}/submit`, {
        peer: '10.7.7.7',
        body: { name: 'Nel New', email: 'nel@example.com', answers: {} },
      });
      expect([known.status, fresh.status]).toEqual([201, 201]);
      expect(known.body).toEqual({ received: true });
      expect(fresh.body).toEqual(known.body);
      for (const stored of ['Cara Candidate', 'offer', '555 0100', 'Nel New'])
        expect(`${known.text}${fresh.text}`).not.toContain(stored);
      // Nothing of Cara changed; the impostor's answers are a response marked as unverified.
      const after = await read();
      expect(after.candidate).toEqual(before.candidate);
      expect(after.responses).toHaveLength(before.responses.length + 1);
      expect(after.responses[0]).toMatchObject({ answers: { q1: 'Not Cara' }, unverified: true });
      // Members keep the full answer.
      const asMember = await call('POST', `/assessments/${activeJob}/submit`, {
        cookie: admin,
        body: { name: 'Cara Candidate', email: 'cara@example.com', answers: {} },
      });
      expect(asMember.body.candidate).toEqual(before.candidate);
    });

    it('reads a bounded number of uploads at once: one more waits for a 503, then passes', async () => {
      open({ uploadsInFlight: 1 });
      const boundary = 'tfbound';
      const form = (name: string, email: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${JSON.stringify({ name, email, answers: {} })}\r\n--${boundary}--\r\n`;
      const upload = (body: BodyInit, peer: string) =>
        app.fetch(
          new Request(`${ORIGIN}/api/assessments/${activeJob}/submit`, {
            method: 'POST',
            headers: {
              Origin: ORIGIN,
              Host: new URL(ORIGIN).host,
              'x-test-peer': peer,
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
            duplex: 'half',
          } as RequestInit),
        );
      // A slow upload: its form arrives only when `finish` is called.
      let finish!: () => void;
      const arrived = new Promise<void>((resolve) => (finish = resolve));
      let reading!: () => void;
      const read = new Promise<void>((resolve) => (reading = resolve));
      const slowBody = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            reading();
            await arrived;
            controller.enqueue(new TextEncoder().encode(form('Sue Slow', 'sue@example.com')));
            controller.close();
          },
          // Pulled only when the form is read, never ahead.
        },
        { highWaterMark: 0 },
      );
      const slow = upload(slowBody, '10.8.0.1');
      // The form is being read: the upload is in flight.
      await read;
      const busy = await upload(form('Bo Busy', 'bo@example.com'), '10.8.0.2');
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await busy.json()).error.message).toContain('Nothing was saved');
      finish();
      expect((await slow).status).toBe(201);
      expect((await upload(form('Bo Busy', 'bo@example.com'), '10.8.0.2')).status).toBe(201);
    });

    it('works on a few of one member’s requests at once: more wait their turn, a flood is refused, others pass', async () => {
      open({ memberConcurrency: 1, memberQueue: 1 });
      const rita = await signIn('recruiter');
      const ivan = await signIn('interviewer');
      // A request that holds its turn until `finish`: its body (of a declared length) arrives late.
      let finish!: () => void;
      const arrived = new Promise<void>((resolve) => (finish = resolve));
      const note = new TextEncoder().encode(JSON.stringify({ text: 'Slow note' }));
      let reading!: () => void;
      const read = new Promise<void>((resolve) => (reading = resolve));
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            reading();
            await arrived;
            controller.enqueue(note);
            controller.close();
          },
          // Pulled only when the handler reads, never ahead.
        },
        { highWaterMark: 0 },
      );
      const slow = app.fetch(
        new Request(`${ORIGIN}/api/candidates/${candidateId}/notes`, {
          method: 'POST',
          headers: {
            Origin: ORIGIN,
            Host: new URL(ORIGIN).host,
            Cookie: rita,
            'Content-Type': 'application/json',
            'Content-Length': String(note.length),
          },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      // Its handler reads the body: the request has its turn.
      await read;
      // Two more of Rita's: one waits its turn, the other finds the queue full and is refused at once.
      const settled: number[] = [];
      const more = [1, 2].map(() =>
        call('GET', '/jobs', { cookie: rita }).then((answer) => {
          settled.push(answer.status);
          return answer;
        }),
      );
      const flood = await Promise.race(more);
      expect(flood.status).toBe(429);
      expect(flood.body.error.message).toContain('Too many requests from your account at once');
      // Another member is not held up by Rita's requests; Rita's waiting one still waits.
      expect((await call('GET', '/jobs', { cookie: ivan })).status).toBe(200);
      expect(settled).toEqual([429]);
      finish();
      expect((await slow).status).toBe(201);
      expect((await Promise.all(more)).map((answer) => answer.status).sort()).toEqual([200, 429]);
    });

    it('lets a member open at most 20 live streams (a 429 past that) and the instance a bounded number (a 503)', async () => {
      open({}, { maxPerMember: 2, maxStreams: 3 });
      const rita = await signIn('recruiter');
      const ivan = await signIn('interviewer');
      const stream = (cookie: string) =>
        app.fetch(
          new Request(`${ORIGIN}/api/events`, {
            headers: { Cookie: cookie, Host: new URL(ORIGIN).host },
          }),
        );
      const first = await stream(rita);
      const second = await stream(rita);
      const third = await stream(rita);
      expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await stream(ivan)).status).toBe(200);
      const full = await stream(ivan);
      expect(full.status).toBe(503);
      // One closes: its slot is free again.
      await first.body!.cancel();
      await expect
        .poll(async () => {
          const again = await stream(rita);
          if (again.status === 200) await again.body!.cancel();
          return again.status;
        })
        .toBe(200);
      await second.body!.cancel();
    });

    it('holds back a flood of applications from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await call('POST', `/assessments/${activeJob}/submit`, {
              peer: '10.9.9.9',
              body: applicant(),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(
        (
          await call('POST', `/assessments/${activeJob}/submit`, {
            peer: '10.9.9.8',
            body: applicant(),
          })
        ).status,
      ).toBe(201);
    });

    it('refuses writes from other sites, and changes nothing', async () => {
      const cookie = await signIn('recruiter');
      const before = (await call('GET', '/jobs', { cookie })).body;
      const attempts: Array<Record<string, string>> = [
        { Origin: 'https://evil.example' },
        { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-site' },
        { Origin: '' },
        // Look-alikes: a host that merely ends or starts with the server's.
        { Origin: `http://evil${new URL(ORIGIN).host}` },
        { Origin: `http://${new URL(ORIGIN).host}.evil.example` },
        { Origin: `${ORIGIN}.evil.example` },
        { Origin: 'null' },
      ];
      for (const headers of attempts) {
        const answer = await call('POST', '/jobs', { cookie, headers, body: { title: 'Forged' } });
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('cross_site');
      }
      expect(
        (
          await call('POST', '/jobs', {
            cookie,
            headers: { Origin: '', 'Sec-Fetch-Site': 'same-origin' },
            body: { title: 'Real' },
          })
        ).status,
      ).toBe(201);
      expect((await call('GET', '/jobs', { cookie })).body.totalCount).toBe(before.totalCount + 1);
      // Reads from anywhere change nothing and pass.
      expect(
        (await call('GET', '/jobs', { cookie, headers: { Origin: 'https://evil.example' } }))
          .status,
      ).toBe(200);
    });

    it('sets up the admin once: a second setup is a conflict, even at the same time', async () => {
      expect((await call('GET', '/auth/setup')).body).toEqual({
        needed: false,
        tokenRequired: false,
      });
      const both = await Promise.all(
        [1, 2].map((i) =>
          call('POST', '/auth/setup', {
            body: { name: `Eve ${i}`, email: `eve${i}@example.com`, password: PASSWORD },
          }),
        ),
      );
      expect(both.map((a) => a.status)).toEqual([409, 409]);
    });

    it('asks for a password of at least 10 characters', async () => {
      const { token } = await freshInvitation();
      const short = await call('POST', `/invitations/${token}/accept`, {
        body: { name: 'Sam', password: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.error.message).toContain('Use at least 10 characters.');
    });

    it('makes invitation links single-use, good for 7 days, for non-members only', async () => {
      const used = await freshInvitation();
      expect(used.url).toBe(`${ORIGIN}/invite/${used.token}`);
      expect((await call('GET', `/invitations/${used.token}`)).body).toEqual({
        email: expect.stringMatching(/@example.com$/),
        role: 'interviewer',
      });
      expect(
        (
          await call('POST', `/invitations/${used.token}/accept`, {
            body: { name: 'One', password: PASSWORD },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call('POST', `/invitations/${used.token}/accept`, {
            body: { name: 'Two', password: PASSWORD },
          })
        ).status,
      ).toBe(404);
      const late = await freshInvitation();
      clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
      expect((await call('GET', `/invitations/${late.token}`)).status).toBe(404);
      expect(
        (
          await call('POST', `/invitations/${late.token}/accept`, {
            body: { name: 'Late', password: PASSWORD },
          })
        ).status,
      ).toBe(404);
      const fresh = await signIn('admin');
      expect(
        (
          await call('POST', '/invitations', {
            cookie: fresh,
            body: { email: emails.recruiter, role: 'admin' },
          })
        ).status,
      ).toBe(409);
    });

    it('lets an admin change roles and deactivate members, which ends their sessions; a team keeps an admin', async () => {
      const rita = await signIn('recruiter');
      const changed = await call('PATCH', `/users/${ids.recruiter}`, {
        cookie: admin,
        body: { role: 'interviewer' },
      });
      expect(changed.body.user.role).toBe('interviewer');
      expect(
        (await call('POST', '/jobs', { cookie: rita, body: { title: 'Now forbidden' } })).status,
      ).toBe(403);
      expect(
        (await call('PATCH', `/users/${ids.recruiter}`, { cookie: admin, body: { active: false } }))
          .status,
      ).toBe(200);
      expect((await call('GET', '/jobs', { cookie: rita })).status).toBe(401);
      expect(
        (
          await call('POST', '/auth/login', {
            body: { email: emails.recruiter, password: PASSWORD },
          })
        ).status,
      ).toBe(401);
      expect(
        (await call('GET', '/users', { cookie: admin })).body.users.map(
          (u: { email: string }) => u.email,
        ),
      ).toEqual([emails.admin, emails.interviewer]);
      const self = await call('PATCH', `/users/${ids.admin}`, {
        cookie: admin,
        body: { role: 'recruiter' },
      });
      expect(self.status).toBe(409);
      expect(self.body.error.message).toContain('at least one active admin');
    });

    it('names the member who wrote a note or moved a candidate', async () => {
      const rita = await signIn('recruiter');
      await call('POST', `/candidates/${candidateId}/notes`, {
        cookie: rita,
        body: { text: 'Call back' },
      });
      await call('PATCH', `/candidates/${candidateId}`, { cookie: rita, body: { stage: 'tech' } });
      const author = { id: ids.recruiter, name: names.recruiter };
      expect(
        (await call('GET', `/candidates/${candidateId}/notes`, { cookie: admin })).body,
      ).toEqual([expect.objectContaining({ text: 'Call back', author })]);
      const timeline = (await call('GET', `/candidates/${candidateId}/timeline`, { cookie: admin }))
        .body;
      expect(timeline.at(-1)).toEqual(expect.objectContaining({ stage: 'tech', author }));
      // The applicant's own entry names nobody.
      expect(timeline[0]).not.toHaveProperty('author');
    });

    it('refuses a move over a colleague’s, naming who moved the candidate and where', async () => {
      const rita = await signIn('recruiter');
      await call('PATCH', `/candidates/${candidateId}`, {
        cookie: admin,
        body: { stage: 'rejected' },
      });
      const late = await call('PATCH', `/candidates/${candidateId}`, {
        cookie: rita,
        body: { stage: 'screen', fromStage: 'applied' },
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toEqual({
        code: 'moved_meanwhile',
        stage: 'rejected',
        movedBy: { id: ids.admin, name: names.admin },
        message: 'Ada Admin moved Cara Candidate to Rejected meanwhile.',
      });
      const timeline = (await call('GET', `/candidates/${candidateId}/timeline`, { cookie: admin }))
        .body;
      expect(timeline.at(-1)).toEqual(
        expect.objectContaining({
          stage: 'rejected',
          author: { id: ids.admin, name: names.admin },
        }),
      );
    });

    it('leaves nothing of an erased candidate anywhere in the database', async () => {
      // Cara sends a résumé; a recruiter notes her phone, writes a note and moves her.
      const resume = new TextEncoder().encode('Résumé of Dara Doyle, 12 Quiet Lane, Cork\n');
      const form = new FormData();
      form.append(
        'application',
        JSON.stringify({ name: 'Dara Doyle', email: 'dara.doyle@example.net', answers: {} }),
      );
      form.append('resume', new File([resume], 'dara-doyle-cv.txt'));
      const sent = await app.fetch(
        new Request(`${ORIGIN}/api/assessments/${activeJob}/submit`, {
          method: 'POST',
          headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host, Cookie: admin },
          body: form,
        }),
      );
      expect(sent.status).toBe(201);
      const dara = ((await sent.json()) as { candidate: { id: number } }).candidate.id;
      const rita = await signIn('recruiter');
      await call('PATCH', `/candidates/${dara}`, {
        cookie: rita,
        body: { phone: '+353 21 496 0199', stage: 'screen' },
      });
      await call('POST', `/candidates/${dara}/notes`, {
        cookie: rita,
        body: { text: 'Dara prefers calls after 4pm' },
      });
      const traces = [
        'Dara Doyle',
        'dara.doyle@example.net',
        'dara',
        '496 0199',
        'prefers calls after 4pm',
        'dara-doyle-cv',
        Buffer.from(resume).toString('hex'),
      ];
      // Before the erasure, every trace is there to find: the search below can fail.
      const before = (await dumpFileDatabase()).toLowerCase();
      for (const trace of traces) expect(before).toContain(trace.toLowerCase());
      expect((await call('DELETE', `/candidates/${dara}`, { cookie: rita })).status).toBe(204);
      const after = (await dumpFileDatabase()).toLowerCase();
      for (const trace of traces)
        expect({ trace, found: after.includes(trace.toLowerCase()) }).toEqual({
          trace,
          found: false,
        });
    });

    it('names the member who added a candidate by hand', async () => {
      const rita = await signIn('recruiter');
      const added = await call('POST', '/candidates', {
        cookie: rita,
        body: { name: 'Noor Named', email: 'noor@example.com', jobId: activeJob, source: 'agency' },
      });
      expect(added.status).toBe(201);
      const timeline = (
        await call('GET', `/candidates/${added.body.id}/timeline`, { cookie: admin })
      ).body;
      expect(timeline).toEqual([
        expect.objectContaining({
          stage: 'applied',
          notes: 'Added by hand (agency)',
          author: { id: ids.recruiter, name: names.recruiter },
        }),
      ]);
    });

    it('never answers a password, its hash or a session token', async () => {
      const cookie = await signIn('admin');
      await call('GET', '/users', { cookie });
      await call('GET', '/auth/me', { cookie });
      await call('GET', '/invitations', { cookie });
      await call('GET', '/backup', { cookie });
      const everything = seen.join('\n');
      expect(everything).not.toContain(PASSWORD);
      expect(everything).not.toMatch(/scrypt\$/);
      expect(everything).not.toMatch(/passwordHash|password_hash|tokenHash/);
      const rows = await store.transaction('read', (tx) => tx.accounts.listActiveUsers());
      for (const row of rows) expect(everything).not.toContain(row.passwordHash);
    });
  });
}
