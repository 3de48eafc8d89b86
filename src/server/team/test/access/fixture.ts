import { generate } from 'otplib';
import type { Role } from '@/domain/access';
import {
  closeFileDatabase,
  openFileDatabase,
  pgliteBackend,
  postgresBackend,
} from '@/test/backend';
import { createApp } from '../../../app';
import { createEventHub, type EventHubOptions } from '../../../events';
import type { RequestLogEntry } from '../../../request-log';
import type { TeamStore, TeamTx, TxMode } from '../../../store/types';
import { createTeamAccess, type TeamOptions, type TeamServer } from '../../index';
import { SESSION_COOKIE } from '../../sessions';

/**
 * The fixture of the team access suite: a store that keeps accounts (PGlite or a real PostgreSQL),
 * the team app over it, an admin, a recruiter and an interviewer signed up, an active and an
 * archived job, and Cara, who applied. Each test starts from it afresh.
 */

export const ORIGIN = 'http://talentflow.test';
export const PASSWORD = 'correct horse battery';
export type Who = 'anonymous' | Role;
export const WHO: Who[] = ['anonymous', 'interviewer', 'recruiter', 'admin'];
export const STRUCTURE = {
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

export type TeamFixture = ReturnType<typeof teamFixture>;

/** Registers the suite's hooks in the describe block it is called in, and answers its fixture. */
export function teamFixture(kind: 'pglite' | 'postgres') {
  let store: TeamStore;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let team: TeamServer;
  const seen: string[] = [];
  const logged: RequestLogEntry[] = [];

  function open(options: Partial<TeamOptions> = {}, hub: EventHubOptions = {}) {
    team = createTeamAccess({
      store,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      now: () => clock,
      peerAddress: (c) => c.req.header('x-test-peer'),
      limits: {
        signInPerAccountAddress: { points: 3, duration: 600 },
        signInPerAddress: { points: 6, duration: 600 },
        passwordPerAddress: { points: 40, duration: 600 },
        submitPerAddress: { points: 3, duration: 600 },
        // Above the tests' own wrong codes; its own test sets the default.
        codesPerAccount: { points: 10, duration: 600 },
      },

      ...options,
    });
    app = createApp({
      store,
      onRequest: (entry) => logged.push(entry),
      // Quick heartbeats: each one checks that a live stream's member is still signed in.
      events: createEventHub(store, { heartbeatMs: 50, ...hub }),
      team,
    });
  }

  /**
   * Opens the app again over the same database, each transaction's repositories seen through
   * `wrap`: a test stands in for a store that behaves otherwise (slower, or with a guard less).
   */
  function openThrough(wrap: (tx: TeamTx) => TeamTx) {
    const real = store;
    store = {
      ...real,
      transaction: <T>(mode: TxMode, work: (tx: TeamTx) => Promise<T>) =>
        real.transaction(mode, (tx) => work(wrap(tx))),
    };
    open();
  }

  const sentAsIs = (body: unknown): body is FormData | Blob | URLSearchParams =>
    body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;

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
      // A form sets its own Content-Type (multipart, with its boundary, or urlencoded), a Blob its type.
      ...(options.body === undefined || sentAsIs(options.body)
        ? {}
        : { 'Content-Type': 'application/json' }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    };
    const response = await app.fetch(
      new Request(`${ORIGIN}/api${path}`, {
        method,
        headers,
        body:
          options.body === undefined || sentAsIs(options.body)
            ? options.body
            : JSON.stringify(options.body),
      }),
    );
    // A live event stream never ends: its first message is enough.
    const text = response.headers.get('content-type')?.startsWith('text/event-stream')
      ? await firstChunk(response)
      : await response.text();
    seen.push(text, [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n'));
    // What the answer left running (a reset link being made) is done before the test goes on.
    await team.settled();
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

  /** The code an authenticator app shows for `secret` at the fixture's clock, `steps` away. */
  const codeAt = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(clock.getTime() / 1000) + steps * 30 });
  /** A code that no step near the fixture's clock has. */
  async function wrongCode(secret: string): Promise<string> {
    const near = await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, steps)));
    for (let n = 0; ; n += 1) {
      const code = String(n).padStart(6, '0');
      if (!near.includes(code)) return code;
    }
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
    // Each test's database is new: its first interview is at the first time again.
    interviewings = 0;
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
    // The interviewer interviews Cara (long ago): an interviewer sees only their candidates.
    await interviewing(candidateId);
  });

  /**
   * Schedules the interviewer for a candidate, so that they may see them: each an hour after the
   * last (long ago), as nobody is booked twice.
   */
  let interviewings = 0;
  async function interviewing(id: number): Promise<void> {
    const made = await call('POST', `/candidates/${id}/interviews`, {
      cookie: admin,
      body: {
        // In the default plan, and in the plan the route table saves.
        planInterviewId: 'technical-interview',
        startsAt: new Date(
          Date.parse('2025-01-10T09:00:00Z') + interviewings++ * 3_600_000,
        ).toISOString(),
        durationMinutes: 30,
        interviewerIds: [ids.interviewer],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }

  let count = 0;
  const unique = (what: string) => `${what}-${(count += 1)}`;
  const applicant = () => ({
    name: 'Ann Applicant',
    email: `${unique('ann')}@example.com`,
    answers: {},
  });
  /** A new applicant; the interviewer interviews them unless `interviewed` is false. */
  const freshCandidate = async ({ interviewed = true } = {}) => {
    const id = (
      await call('POST', `/assessments/${activeJob}/submit`, { cookie: admin, body: applicant() })
    ).body.candidate.id as number;
    if (interviewed) await interviewing(id);
    return id;
  };
  const freshInvitation = async () => invite(admin, `${unique('new')}@example.com`, 'interviewer');

  return {
    kind,
    get store() {
      return store;
    },
    set store(value: TeamStore) {
      store = value;
    },
    get clock() {
      return clock;
    },
    set clock(value: Date) {
      clock = value;
    },
    get app() {
      return app;
    },
    get team() {
      return team;
    },
    seen,
    logged,
    open,
    openThrough,
    call,
    cookieOf,
    emails,
    names,
    signIn,
    codeAt,
    wrongCode,
    invite,
    join,
    get admin() {
      return admin;
    },
    get activeJob() {
      return activeJob;
    },
    get archivedJob() {
      return archivedJob;
    },
    get candidateId() {
      return candidateId;
    },
    ids,
    unique,
    applicant,
    freshCandidate,
    freshInvitation,
  };
}
