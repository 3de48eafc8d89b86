// @vitest-environment node
import postgres from 'postgres';
import { createApp } from '@/server/app';
import { createTeamAccess } from '@/server/team';
import { connectPgStore, type PgConnection } from '@/server/store/pg/connect';
import { emptyAll } from '@/server/store/pg/testing';
import { readSse } from '@/test/sse';

/**
 * Several team server instances on one PostgreSQL, as behind a load balancer: two stores with
 * their own pools and listening connections on one throw-away database, each under its own API.
 */
const adminUrl: string | undefined = import.meta.env.TALENTFLOW_TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error(
    'TALENTFLOW_TEST_DATABASE_URL is not set: run `node scripts/ensure-postgres.mjs`.',
  );
const name = `talentflow_test_instances_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
let admin: postgres.Sql;

async function createDatabase(): Promise<string> {
  admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.href;
}
afterAll(async () => {
  await admin
    ?.unsafe(`DROP DATABASE IF EXISTS "${name}"`)
    .catch(() => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await admin?.end();
});

describe('PostgreSQL: two server instances on one database', () => {
  const H = { 'Content-Type': 'application/json' };
  let a: PgConnection;
  let b: PgConnection;
  let appA: ReturnType<typeof createApp>;
  let appB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const instancesUrl = await createDatabase();
    a = await connectPgStore({ url: instancesUrl, max: 4 });
    b = await connectPgStore({ url: instancesUrl, max: 4 });
    appA = createApp({ store: a.store });
    appB = createApp({ store: b.store });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  beforeEach(async () => {
    await emptyAll(a.db);
  });

  const call = async (
    app: ReturnType<typeof createApp>,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const response = await app.fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers: H,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as any };
  };
  const stream = async (app: ReturnType<typeof createApp>) => {
    const events = readSse(await app.fetch(new Request('http://localhost/api/events')));
    expect((await events.next()).event).toBe('ready');
    return events;
  };

  it('a change made through one instance reaches a stream on the other', async () => {
    const onB = await stream(appB);
    try {
      const job = (await call(appA, 'POST', '/jobs', { title: 'Welder', tags: [] })).body;
      const heard = await onB.nextNotPing();
      expect(heard.event).toBe('change');
      expect(JSON.parse(heard.data)).toEqual({ entity: 'job', action: 'created', id: job.id });
    } finally {
      await onB.close();
    }
  });

  it('200 notes written at once through both instances are all stored, and announced, exactly once', async () => {
    const job = (await call(appA, 'POST', '/jobs', { title: 'Welder', tags: [] })).body;
    const candidate = await a.store.transaction('write', (tx) =>
      tx.candidates.insert({
        name: 'Nia',
        email: 'nia@example.com',
        stage: 'applied',
        jobId: job.id,
      }),
    );
    const onB = await stream(appB);
    try {
      const written = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(i % 2 ? appB : appA, 'POST', `/candidates/${candidate.id}/notes`, {
            text: `Note ${i}`,
          }),
        ),
      );
      expect(written.every((answer) => answer.status === 201)).toBe(true);
      const stored = (await call(appB, 'GET', `/candidates/${candidate.id}/notes`)).body as Array<{
        id: number;
        text: string;
      }>;
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((note) => note.text)).size).toBe(200);
      expect(new Set(stored.map((note) => note.id))).toEqual(
        new Set(written.map((answer) => answer.body.id)),
      );

      const announced: number[] = [];
      while (announced.length < 200) {
        const message = await onB.nextNotPing();
        announced.push(JSON.parse(message.data).id);
      }
      expect(new Set(announced)).toEqual(new Set(written.map((answer) => answer.body.id)));
    } finally {
      await onB.close();
    }
  });

  it('two reorders from the same view through both instances at once: one lands, the other is a 409, orders stay unique', async () => {
    for (const title of ['A', 'B', 'C']) await call(appA, 'POST', '/jobs', { title, tags: [] });
    const view = (await call(appA, 'GET', '/jobs?pageSize=10&sort=order')).body.jobs as Array<{
      id: number;
      order: number;
    }>;
    const [first, second, third] = view;
    const swap = (x: typeof first, y: typeof first) => ({
      jobsToUpdate: [
        { id: x!.id, order: y!.order },
        { id: y!.id, order: x!.order },
      ],
    });
    const answers = await Promise.all([
      call(appA, 'PATCH', '/jobs/reorder', swap(first, second)),
      call(appB, 'PATCH', '/jobs/reorder', swap(second, third)),
    ]);
    // Whichever lands first, the other's view of the job they share is stale.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = (await call(appB, 'GET', '/jobs?pageSize=10&sort=order')).body.jobs as Array<{
      order: number;
    }>;
    expect(new Set(after.map((job) => job.order)).size).toBe(3);
  });

  it('a stage move answers the candidate as stored, whichever instance moved it last', async () => {
    const job = (await call(appA, 'POST', '/jobs', { title: 'Welder', tags: [] })).body;
    const candidate = await a.store.transaction('write', (tx) =>
      tx.candidates.insert({
        name: 'Ola',
        email: 'ola@example.com',
        stage: 'applied',
        jobId: job.id,
      }),
    );
    const moves = await Promise.all(
      (['screen', 'tech', 'offer', 'hired'] as const).map((stage, i) =>
        call(i % 2 ? appB : appA, 'PATCH', `/candidates/${candidate.id}`, { stage }),
      ),
    );
    const stored = (await call(appA, 'GET', `/candidates/${candidate.id}`)).body;
    // Moves run one at a time: each answer is what was stored then, and the last one stays.
    expect(moves.every((move) => move.status === 200)).toBe(true);
    expect(moves.map((move) => move.body.stage)).toContain(stored.stage);
    const timeline = (await call(appB, 'GET', `/candidates/${candidate.id}/timeline`))
      .body as Array<{ stage: string; notes: string }>;
    expect(timeline.at(-1)!.stage).toBe(stored.stage);
    // No move read a stage another had already replaced: each starts where the one before ended.
    const chain = timeline.map((entry) =>
      /^Moved from (\w+) to (\w+)$/.exec(entry.notes)!.slice(1),
    );
    expect(chain).toHaveLength(4);
    chain.forEach(([from], i) => expect(from).toBe(i === 0 ? 'applied' : chain[i - 1]![1]));
  });
});

describe('PostgreSQL: two team server instances keep sessions in memory for a moment', () => {
  const ORIGIN = 'http://talentflow.test';
  const PASSWORD = 'correct horse battery';
  let a: PgConnection;
  let b: PgConnection;
  let teamA: ReturnType<typeof createApp>;
  let teamB: ReturnType<typeof createApp>;
  const cheap = { N: 2 ** 10, r: 8, p: 1 };

  beforeAll(async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    a = await connectPgStore({ url: url.href, max: 4 });
    b = await connectPgStore({ url: url.href, max: 4 });
    teamA = createApp({
      store: a.store,
      team: createTeamAccess({ store: a.store, passwordCost: cheap }),
    });
    teamB = createApp({
      store: b.store,
      team: createTeamAccess({ store: b.store, passwordCost: cheap }),
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  beforeEach(async () => {
    await emptyAll(a.db);
  });

  const call = async (
    app: ReturnType<typeof createApp>,
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ) => {
    const response = await app.fetch(
      new Request(`${ORIGIN}/api${path}`, {
        method,
        headers: {
          Origin: ORIGIN,
          Host: new URL(ORIGIN).host,
          'Content-Type': 'application/json',
          ...(options.cookie ? { Cookie: options.cookie } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    const cookie = /talentflow_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    return {
      status: response.status,
      body: (await response.json().catch(() => undefined)) as any,
      cookie,
    };
  };
  /** How long, in ms, until `check` holds: at most `limit`, else the test fails. */
  const within = async (limit: number, check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > limit) throw new Error(`Not within ${limit} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  };

  it('a sign-out, a role change and a deactivation on one instance reach the other within a second', async () => {
    const admin = (
      await call(teamA, 'POST', '/auth/setup', {
        body: { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD },
      })
    ).cookie!;
    const { token } = (
      await call(teamA, 'POST', '/invitations', {
        cookie: admin,
        body: { email: 'rita@example.com', role: 'recruiter' },
      })
    ).body;
    const joined = await call(teamA, 'POST', `/invitations/${token}/accept`, {
      body: { name: 'Rita Recruiter', password: PASSWORD },
    });
    const rita = joined.cookie!;
    const ritaId = joined.body.user.id as number;
    const me = (cookie: string) => call(teamB, 'GET', '/auth/me', { cookie });
    // B reads and keeps both sessions.
    expect((await me(rita)).body.user.role).toBe('recruiter');
    expect((await me(admin)).status).toBe(200);

    await call(teamA, 'PATCH', `/users/${ritaId}`, {
      cookie: admin,
      body: { role: 'interviewer' },
    });
    await within(1000, async () => (await me(rita)).body?.user?.role === 'interviewer');
    await call(teamA, 'PATCH', `/users/${ritaId}`, { cookie: admin, body: { active: false } });
    await within(1000, async () => (await me(rita)).status === 401);

    expect((await call(teamA, 'POST', '/auth/logout', { cookie: admin })).status).toBe(204);
    await within(1000, async () => (await me(admin)).status === 401);
  });
});
