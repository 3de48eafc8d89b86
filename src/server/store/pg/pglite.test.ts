// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { StorageError } from '../types';
import { describeStoreContract } from '../contract';
import { describeMigrationFiles, describePgBehaviour } from './behaviour';
import { connectPgStore } from './connect';
import { openPgliteStore } from './testing';

// A fresh in-memory PGlite per test, loaded from a migrated template (see testing.ts).
describeStoreContract('PGlite', async () => {
  const { store, close } = await openPgliteStore();
  return { store, close };
});

describePgBehaviour('PGlite', () => openPgliteStore());

describeMigrationFiles();

describe('PGlite connections', () => {
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
  });

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

  it('fail as unavailable when the data directory cannot be opened', async () => {
    await expect(
      connectPgStore({ dataDir: '/proc/talentflow-cannot-be-here' }),
    ).rejects.toBeInstanceOf(StorageError);
  });
});
