import Dexie from 'dexie';
import { api, failInStore, snapshotDb, write } from '@/test/api';

/** Writes the browser refuses become clear errors, and nothing is half-written. */
describe('storage failures', () => {
  it('reports a full storage quota as 507 with advice, writing nothing', async () => {
    const before = await snapshotDb();
    failInStore(
      'jobs',
      'insert',
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const res = await api('POST', '/jobs', { title: 'Designer' });
    expect(res.status).toBe(507);
    expect(res.body.error).toMatchObject({ code: 'storage_full' });
    expect(res.body.error.message).toMatch(/storage is full/);
    expect(await snapshotDb()).toEqual(before);
  });

  it('reports an aborted transaction as 503 and rolls back the part already written', async () => {
    const candidate = await write(async (tx) => {
      const job = await tx.jobs.insert({
        title: 'A',
        slug: 'a',
        status: 'active',
        tags: [],
        order: 0,
      });
      return tx.candidates.insert({
        name: 'Jane',
        email: 'jane@x.io',
        stage: 'applied',
        jobId: job.id,
      });
    });
    const before = await snapshotDb();
    // The stage is written first; the timeline write then fails: the whole move must be undone.
    failInStore('timeline', 'insert', new Dexie.AbortError('Transaction aborted'));
    const res = await api('PATCH', `/candidates/${candidate.id}`, { stage: 'offer' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('storage_unavailable');
    expect(res.body.error.message).toMatch(/Nothing was saved/);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 500 with a JSON error for anything unexpected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failInStore('jobs', 'get', new TypeError('boom'));
    const res = await api('GET', '/jobs/1');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
  });
});
