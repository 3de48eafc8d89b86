import Dexie from 'dexie';
import { MAX_ID } from '@/domain/ids';
import { emptyHiringData } from '../types';
import { TalentflowDB } from './schema';
import { createDexieStore } from './store';

/** New rows take the id after the greatest one held, whatever IndexedDB's key generator says. */

let db: TalentflowDB;
beforeEach(async () => {
  db = new TalentflowDB(`ids-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const job = { title: 'A', slug: 'a', status: 'active' as const, tags: [], order: 0 };

it('a database once given huge ids takes new rows normally after a restore of normal ones', async () => {
  // An older TalentFlow restored a backup with ids of 2^53 - 1: the key generator is past every safe id.
  await db.jobs.add({ ...job, id: Number.MAX_SAFE_INTEGER });
  await db.candidates.add({
    id: Number.MAX_SAFE_INTEGER,
    name: 'Jane Doe',
    email: 'jane@example.com',
    stage: 'applied',
    jobId: 1,
  });
  const store = createDexieStore(db);
  await store.transaction('write', (tx) =>
    tx.replaceAll({
      ...emptyHiringData(),
      jobs: [{ ...job, id: 3 }],
      candidates: [{ id: 5, name: 'Bo Li', email: 'bo@example.com', stage: 'tech', jobId: 3 }],
    }),
  );
  const made = await store.transaction('write', async (tx) => ({
    job: await tx.jobs.insert({ ...job, slug: 'b', order: 1 }),
    candidates: await tx.candidates.insertMany([
      { name: 'Cy Doe', email: 'cy@example.com', stage: 'applied', jobId: 3 },
      { name: 'Di Doe', email: 'di@example.com', stage: 'applied', jobId: 3 },
    ]),
  }));
  expect(made.job.id).toBe(4);
  expect(made.candidates.map((c) => c.id)).toEqual([6, 7]);
});

it('refuses a row past the greatest id, writing nothing', async () => {
  await db.jobs.add({ ...job, id: MAX_ID });
  const store = createDexieStore(db);
  await expect(
    store.transaction('write', (tx) => tx.jobs.insert({ ...job, slug: 'b' })),
  ).rejects.toMatchObject({ name: 'StorageError', kind: 'full' });
  expect(await db.jobs.count()).toBe(1);
});
