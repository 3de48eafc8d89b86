// @vitest-environment node
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describeStoreContract } from '../test/contract';
import { describePgBehaviour } from './test/behaviour';
import { MIGRATIONS } from './migrate';
import { connectPgStore } from './connect';
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

  it('stops a statement that runs past the timeout: a 503-kind failure that says what happened', async () => {
    const opened = await connectPgStore({ url, max: 2, statementTimeoutMs: 100 });
    try {
      const slow = opened.store.transaction('read', () =>
        opened.db.execute(sql`select pg_sleep(1)`),
      );
      await expect(slow).rejects.toMatchObject({
        name: 'StorageError',
        kind: 'unavailable',
        message: expect.stringContaining('took longer than the database allows'),
      });
      // The connection it ran on serves the next request.
      expect(await opened.store.transaction('read', (tx) => tx.jobs.all())).toEqual([]);
    } finally {
      await opened.close();
    }
  });

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

  it("'candidate' transactions on different candidates run at once; one on the same candidate, or a 'write', waits", async () => {
    const { store, close } = await open();
    try {
      const [{ id: jobId }] = await store.transaction('write', async (tx) => [
        await tx.jobs.insert(job('J')),
      ]);
      const [ann, bo] = await store.transaction('write', (tx) =>
        tx.candidates.insertMany([
          { name: 'Ann', email: 'ann@x.io', stage: 'applied', jobId },
          { name: 'Bo', email: 'bo@x.io', stage: 'applied', jobId },
        ]),
      );
      let holds = false;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = store.transaction('candidate', async (tx) => {
        await tx.candidates.lock(ann!.id);
        await tx.candidates.setStage(ann!.id, { stage: 'screen', stageId: 'screen' });
        holds = true;
        await gate;
      });
      await until(() => holds);
      // Another candidate's move is not held up.
      await store.transaction('candidate', async (tx) => {
        await tx.candidates.lock(bo!.id);
        await tx.candidates.setStage(bo!.id, { stage: 'tech', stageId: 'tech' });
      });
      const order: string[] = [];
      const sameCandidate = store.transaction('candidate', async (tx) => {
        const seen = await tx.candidates.lock(ann!.id);
        order.push(`same candidate saw ${seen?.stage}`);
      });
      const writing = store.transaction('write', async () => void order.push('write'));
      await new Promise((r) => setTimeout(r, 300));
      expect(order).toEqual([]);
      release();
      await Promise.all([held, sameCandidate, writing]);
      expect(order).toContain('same candidate saw screen');
      expect(order).toContain('write');
    } finally {
      await close();
    }
  });

  it("records a delivery's outcome while a 'write' transaction holds the writes' lock", async () => {
    const { store, close } = await open();
    try {
      const message = await store.transaction('write', (tx) =>
        tx.outbox.add(
          { kind: 'mention', to: 'mona@x.io', subject: 'Mentioned', text: 'Hi' },
          '2026-11-26T10:00:00.000Z',
        ),
      );
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holds = false;
      const writing = store.transaction('write', async () => {
        holds = true;
        await gate;
      });
      await until(() => holds);
      await store.settleEmail(message.id, {
        state: 'sent',
        at: '2026-11-26T10:00:01.000Z',
        clearBody: false,
      });
      // Settled, and read, while the write still holds its lock.
      const settled = await store.query((tx) => tx.outbox.get(message.id));
      release();
      await writing;
      expect(settled).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await close();
    }
  });

  it('prepares a short statement once per connection (executed after that without a parse), not a long list of ids', async () => {
    const opened = await connectPgStore({ url, max: 1 });
    try {
      await opened.store.query((tx) => tx.candidates.get(7));
      await opened.store.transaction('read', (tx) => tx.candidates.get(8));
      await opened.store.query((tx) =>
        tx.candidates.getMany(Array.from({ length: 40 }, (_, i) => i + 1)),
      );
      // One connection: this sees what that connection has prepared.
      const prepared = rowsOf<{ statement: string }>(
        await opened.db.execute(sql.raw('select statement from pg_prepared_statements')),
      ).map((row) => row.statement);
      expect(
        prepared.filter((text) => /from "candidates" where "candidates"."id" = \$1/.test(text)),
      ).toHaveLength(1);
      expect(prepared.some((text) => text.includes('$40'))).toBe(false);
    } finally {
      await opened.close();
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
