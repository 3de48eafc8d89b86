import Dexie from 'dexie';
import { TalentflowDB } from './schema';
import { createDexieStore } from './store';

/** The `searchTokens` index is kept by a DBCore middleware on every Dexie write path. */

let db: TalentflowDB;
beforeEach(async () => {
  db = new TalentflowDB(`search-index-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const found = async (search: string) =>
  (
    await createDexieStore(db).transaction('read', (tx) =>
      tx.candidates.page({ search }, { offset: 0, limit: 100 }),
    )
  ).candidates.map((c) => c.email);

it('is kept right by add, bulkAdd, put, bulkPut, update and modify', async () => {
  const jobId = await db.jobs.add({ title: 'A', slug: 'a', status: 'active', tags: [], order: 0 });
  const id = await db.candidates.add({
    name: 'Olga Added',
    email: 'olga@add.io',
    stage: 'applied',
    jobId,
  });
  await db.candidates.bulkAdd([
    { name: 'Bert Bulk', email: 'bert@bulk.io', stage: 'applied', jobId },
  ]);
  expect(await found('added')).toEqual(['olga@add.io']);
  expect(await found('bulk')).toEqual(['bert@bulk.io']);

  await db.candidates.put({ id, name: 'Olga Put', email: 'olga@put.io', stage: 'applied', jobId });
  expect(await found('added')).toEqual([]);
  expect(await found('put')).toEqual(['olga@put.io']);
  await db.candidates.bulkPut([
    { id, name: 'Olga Bulkput', email: 'olga@bp.io', stage: 'applied', jobId },
  ]);
  expect(await found('bulkput')).toEqual(['olga@bp.io']);

  await db.candidates.update(id, { name: 'Olga Updated' });
  expect(await found('bulkput')).toEqual([]);
  expect(await found('olga updated')).toEqual(['olga@bp.io']);
  await db.candidates.where(':id').equals(id).modify({ email: 'olga@modified.io' });
  expect(await found('modified')).toEqual(['olga@modified.io']);
  // A caller that writes stale tokens is corrected too.
  await db.candidates.put({
    id,
    name: 'Olga Final',
    email: 'olga@final.io',
    stage: 'applied',
    jobId,
    searchTokens: ['stale'],
  } as never);
  expect(await found('stale')).toEqual([]);
  expect(await found('final')).toEqual(['olga@final.io']);
});

it('is stored with the rows but never read back with them', async () => {
  const store = createDexieStore(db);
  const [job] = await store.transaction('write', (tx) =>
    tx.jobs.insertMany([{ title: 'A', slug: 'a', status: 'active', tags: [], order: 0 }]),
  );
  const jane = await store.transaction('write', (tx) =>
    tx.candidates.insert({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      stage: 'applied',
      jobId: job!.id,
    }),
  );
  const reads = await store.transaction('read', async (tx) => [
    await tx.candidates.get(jane.id),
    await tx.candidates.getMany([jane.id]),
    await tx.candidates.page({ jobId: job!.id }, { offset: 0, limit: 10 }),
    await tx.candidates.page({ search: 'jane' }, { offset: 0, limit: 10 }),
    await tx.candidates.findByJobAndEmail(job!.id, 'jane.doe@example.com'),
    await tx.candidates.all(),
  ]);
  for (const read of reads) expect(JSON.stringify(read)).not.toContain('searchTokens');
  const raw = await db.candidates.toCollection().raw().first();
  expect(raw).toMatchObject({
    searchTokens: expect.arrayContaining(['jane', 'doe', 'jane.doe@example.com']),
  });
});
