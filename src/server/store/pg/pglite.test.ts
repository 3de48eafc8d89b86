// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { StorageError } from '../types';
import { describeStoreContract } from '../test/contract';
import { describeMigrationFiles, describePgBehaviour } from './test/behaviour';
import { connectPgStore } from './connect';
import { migrate, MIGRATIONS } from './migrate';
import { reusedPgliteStores } from './testing';

// One in-memory PGlite for the contract, emptied before each test (see testing.ts).
const contractStore = reusedPgliteStores();
describeStoreContract('PGlite', contractStore);

// The same database for the PostgreSQL store's own behaviour, as postgres.test.ts runs it.
describePgBehaviour('PGlite', contractStore);

describeMigrationFiles();

describe('PGlite connections', () => {
  // Migrating a fresh PGlite database takes seconds on an idle machine, more on a busy one.
  it('migrate a new in-memory database when opened, and refuse work once closed', async () => {
    const { store, close } = await connectPgStore({});
    await store.transaction('write', (tx) => tx.settings.set('a', 1));
    expect(await store.transaction('read', (tx) => tx.settings.get('a'))).toBe(1);
    await close();
    await close(); // a second close is harmless
    await expect(store.transaction('read', (tx) => tx.settings.get('a'))).rejects.toMatchObject({
      name: 'StorageError',
      kind: 'unavailable',
    });
  }, 60_000);

  it('leave an instance they were given open for its owner', async () => {
    const pglite = await PGlite.create();
    try {
      const first = await connectPgStore({ pglite });
      await first.store.transaction('write', (tx) => tx.settings.set('kept', 'yes'));
      await first.close();
      const second = await connectPgStore({ pglite });
      expect(await second.store.transaction('read', (tx) => tx.settings.get('kept'))).toBe('yes');
      await second.close();
    } finally {
      await pglite.close();
    }
  });

  it('keep the data in a data directory across opens', async () => {
    // Node's modules by name: the app's tsconfig (browser code) has no Node types.
    const node = (name: string): Promise<any> => import(/* @vite-ignore */ name);
    const [fs, os, path] = await Promise.all([node('node:fs'), node('node:os'), node('node:path')]);
    const dataDir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'talentflow-pglite-'));
    try {
      const first = await connectPgStore({ dataDir });
      const job = await first.store.transaction('write', (tx) =>
        tx.jobs.insert({ title: 'Kept', slug: 'kept', status: 'active', tags: [], order: 0 }),
      );
      await first.close();
      const second = await connectPgStore({ dataDir });
      expect(await second.store.transaction('read', (tx) => tx.jobs.all())).toEqual([job]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuse to add the foreign keys to a database whose rows point nowhere, counting them, and change nothing', async () => {
    const pglite = await PGlite.create();
    try {
      const { drizzle } = await import('drizzle-orm/pglite');
      const db = drizzle(pglite);
      // The database as migration 7 left it, with rows of candidates and jobs it does not have.
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version < 8),
      );
      await pglite.exec(`
        insert into jobs (title, slug, status, tags, "order") values ('Welder', 'welder', 'active', '{}', 0);
        insert into candidates (name, email, stage, job_id) values ('Ann', 'ann@example.com', 'applied', 1), ('Bo', 'bo@example.com', 'applied', 9);
        insert into notes (candidate_id, text, created_at) values (1, 'kept', now()), (77, 'orphan', now()), (78, 'orphan', now());
        insert into timeline (candidate_id, date, stage, notes) values (5, now(), 'applied', 'orphan');`);
      const refused = migrate(db);
      await expect(refused).rejects.toThrow(/cannot add its references/);
      const message = await refused.catch((error: Error) => String(error.cause ?? error.message));
      for (const line of [
        '1 candidate(s) of jobs that do not exist',
        '2 note(s) of candidates that do not exist',
        '1 timeline entr(y/ies) of candidates that do not exist',
      ])
        expect(message).toContain(line);
      const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from notes');
      expect(rows[0]!.n).toBe(3);
      const versions = await pglite.query<{ v: number }>(
        'select max(version)::int as v from talentflow_migrations',
      );
      expect(versions.rows[0]!.v).toBe(7);
    } finally {
      await pglite.close();
    }
  });

  it('fail as unavailable when the data directory cannot be opened', async () => {
    await expect(
      connectPgStore({ dataDir: '/proc/talentflow-cannot-be-here' }),
    ).rejects.toBeInstanceOf(StorageError);
  });
});
