// @vitest-environment node
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describeStoreContract } from '../contract';
import { describePgBehaviour } from './behaviour';
import { MIGRATIONS } from './migrate';
import { readSse } from '@/test/sse';
import { createApp } from '../../app';
import { connectPgStore, type PgConnection } from './connect';
import { emptyAll, rowsOf } from './testing';

/**
 * The store contract against a real PostgreSQL server: a throw-away database for this file, made
 * from the admin URL in TALENTFLOW_TEST_DATABASE_URL (src/test/postgres-setup.ts sets it, by way of
 * scripts/ensure-postgres.mjs, when it can) and dropped at the end. Each test connects anew and
 * finds every table empty with ids restarted.
 */
const adminUrl: string | undefined = import.meta.env.TALENTFLOW_TEST_DATABASE_URL;
if (!adminUrl) {
  throw new Error(
    'TALENTFLOW_TEST_DATABASE_URL is not set, so the PostgreSQL store cannot be tested. Run `node scripts/ensure-postgres.mjs` (as root on Debian it installs and starts PostgreSQL) and see what it says, or set the variable to an admin URL such as postgres://talentflow:talentflow@127.0.0.1:5432/postgres.',
  );
}

const prefix = `talentflow_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
const databaseUrl = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};
const url = databaseUrl(prefix);
let admin: postgres.Sql;
const made: string[] = [];

async function createDatabase(name: string): Promise<string> {
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  made.push(name);
  return databaseUrl(name);
}

beforeAll(async () => {
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await createDatabase(prefix);
});
afterAll(async () => {
  // Without FORCE first: it waits for autovacuum, which a role that is not superuser may not end.
  for (const name of made) {
    await admin
      ?.unsafe(`DROP DATABASE IF EXISTS "${name}"`)
      .catch(() => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
  await admin?.end();
});

const open = async () => {
  const opened = await connectPgStore({ url, max: 4 });
  await emptyAll(opened.db);
  return opened;
};

describeStoreContract('PostgreSQL', open);

describePgBehaviour('PostgreSQL', open);

describe('PostgreSQL: several connections', () => {
  const job = (title: string) => ({
    title,
    slug: title,
    status: 'active' as const,
    tags: [],
    order: 0,
  });
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(condition()).toBe(true);
  };

  it('two processes opening a new database at once migrate it once', async () => {
    const fresh = await createDatabase(`${prefix}_m`);
    const [a, b] = await Promise.all([
      connectPgStore({ url: fresh, max: 1 }),
      connectPgStore({ url: fresh, max: 1 }),
    ]);
    try {
      const rows = rowsOf<{ version: number }>(
        await a.db.execute(sql.raw('select version from talentflow_migrations')),
      );
      expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
      await a.store.transaction('write', (tx) => tx.jobs.insert(job('A')));
      expect(await b.store.transaction('read', (tx) => tx.jobs.all())).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('write transactions run one at a time; reads go on meanwhile, each in its own snapshot', async () => {
    const { store, close } = await open();
    try {
      let firstHolds = false;
      let secondStarted = false;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first = store.transaction('write', async (tx) => {
        await tx.jobs.insert(job('first'));
        firstHolds = true;
        await gate;
        await tx.jobs.insert(job('first, again'));
      });
      await until(() => firstHolds);
      const second = store.transaction('write', async (tx) => {
        secondStarted = true;
        return (await tx.jobs.all()).map((j) => j.title);
      });
      // A read is not held up, and sees nothing of the open write.
      expect(await store.transaction('read', (tx) => tx.jobs.all())).toEqual([]);
      await new Promise((r) => setTimeout(r, 300));
      expect(secondStarted).toBe(false);
      release();
      await first;
      expect(await second).toEqual(['first', 'first, again']);

      // A read transaction keeps the snapshot it started with.
      const counts = await store.transaction('read', async (tx) => {
        const before = (await tx.jobs.all()).length;
        await store.transaction('write', (w) => w.jobs.insert(job('meanwhile')));
        return [before, (await tx.jobs.all()).length];
      });
      expect(counts).toEqual([2, 2]);
      expect(await store.transaction('read', (tx) => tx.jobs.all())).toHaveLength(3);
    } finally {
      await close();
    }
  });

  it('a server that cannot be reached is unavailable', async () => {
    const unreachable = databaseUrl(prefix).replace(/@[^/]+\//, '@127.0.0.1:1/');
    await expect(connectPgStore({ url: unreachable })).rejects.toMatchObject({
      name: 'StorageError',
      kind: 'unavailable',
    });
  });

  // postgres.js 3.4.9's own begin() would end the process here (see postgres-js.ts).
  for (const [when, next] of [
    ['before its next statement', 'insert'],
    ['before its commit', 'commit'],
  ] as const) {
    it(`a connection lost in a transaction ${when} is unavailable, nothing of it is kept, and the next transaction reconnects`, async () => {
      const { store, close } = await open();
      let holding = false;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lost = store.transaction('write', async (tx) => {
        await tx.jobs.insert(job('lost'));
        holding = true;
        await gate;
        if (next === 'insert') await tx.jobs.insert(job('lost, again'));
      });
      await until(() => holding);
      await admin.unsafe(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'talentflow' and state like 'idle in transaction%'`,
        [prefix],
      );
      // The close reaches the client a moment later.
      await new Promise((r) => setTimeout(r, 100));
      release();
      await expect(lost).rejects.toMatchObject({ name: 'StorageError', kind: 'unavailable' });
      expect(await store.transaction('read', (tx) => tx.jobs.all())).toEqual([]);
      await store.transaction('write', (tx) => tx.jobs.insert(job('after')));
      expect((await store.transaction('read', (tx) => tx.jobs.all())).map((j) => j.title)).toEqual([
        'after',
      ]);
      const closing = performance.now();
      await close();
      // Nothing was left waiting on the lost connection.
      expect(performance.now() - closing).toBeLessThan(1000);
    });
  }
});

describe('PostgreSQL: two server instances on one database', () => {
  const H = { 'Content-Type': 'application/json' };
  let a: PgConnection;
  let b: PgConnection;
  let appA: ReturnType<typeof createApp>;
  let appB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const instancesUrl = await createDatabase(`${prefix}_instances`);
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

  const call = async (app: ReturnType<typeof createApp>, method: string, path: string, body?: unknown) => {
    const response = await app.fetch(
      new Request(`http://localhost/api${path}`, { method, headers: H, body: body === undefined ? undefined : JSON.stringify(body) }),
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
      tx.candidates.insert({ name: 'Nia', email: 'nia@example.com', stage: 'applied', jobId: job.id }),
    );
    const onB = await stream(appB);
    try {
      const written = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(i % 2 ? appB : appA, 'POST', `/candidates/${candidate.id}/notes`, { text: `Note ${i}` }),
        ),
      );
      expect(written.every((answer) => answer.status === 201)).toBe(true);
      const stored = (await call(appB, 'GET', `/candidates/${candidate.id}/notes`)).body as Array<{ id: number; text: string }>;
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((note) => note.text)).size).toBe(200);
      expect(new Set(stored.map((note) => note.id))).toEqual(new Set(written.map((answer) => answer.body.id)));

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
    const view = (await call(appA, 'GET', '/jobs?pageSize=10&sort=order')).body.jobs as Array<{ id: number; order: number }>;
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
    const after = (await call(appB, 'GET', '/jobs?pageSize=10&sort=order')).body.jobs as Array<{ order: number }>;
    expect(new Set(after.map((job) => job.order)).size).toBe(3);
  });

  it('a stage move answers the candidate as stored, whichever instance moved it last', async () => {
    const job = (await call(appA, 'POST', '/jobs', { title: 'Welder', tags: [] })).body;
    const candidate = await a.store.transaction('write', (tx) =>
      tx.candidates.insert({ name: 'Ola', email: 'ola@example.com', stage: 'applied', jobId: job.id }),
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
    const timeline = (await call(appB, 'GET', `/candidates/${candidate.id}/timeline`)).body as Array<{ stage: string; notes: string }>;
    expect(timeline.at(-1)!.stage).toBe(stored.stage);
    // No move read a stage another had already replaced: each starts where the one before ended.
    const chain = timeline.map((entry) => /^Moved from (\w+) to (\w+)$/.exec(entry.notes)!.slice(1));
    expect(chain).toHaveLength(4);
    chain.forEach(([from], i) => expect(from).toBe(i === 0 ? 'applied' : chain[i - 1]![1]));
  });
});
