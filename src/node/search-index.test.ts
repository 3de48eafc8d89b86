// @vitest-environment node
import { indexAll } from '@/server/services/search-index';
import { connectPgStore } from '@/server/store/pg/connect';
import { runSql } from '@/server/store/pg/testing';
import { TEAM_HANDLERS } from '@/server/team/handlers';
import { searchIndexJob } from '@/server/team/jobs/search-index';

/**
 * The search index's queue: a write that stores a file asks for its text to be read, in its own
 * transaction (a handler of its event, not the files repository).
 */
describe('the search index queue', () => {
  it('reads a stored file’s text in the background, and a rolled-back upload asks for nothing', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    const { store, queue, close, db } = await connectPgStore(
      { pglite },
      { queue: { pollSeconds: 1 }, jobs: [searchIndexJob] },
    );
    store.handle(...TEAM_HANDLERS);
    /** Every search-index job ever asked for (done or not). */
    const asked = async () =>
      (
        await runSql(db, `select count(*)::int as n from pgboss.job where name = 'search-index'`)
      )[0]!.n as number;
    let rounds = 0;
    try {
      await queue!.work('search-index', async () => {
        rounds += 1;
        await indexAll(store, async (content) => ({
          status: 'indexed',
          text: new TextDecoder().decode(content),
        }));
      });
      const id = await store.transaction('write', async (tx) => {
        const job = await tx.jobs.insert({
          title: 'Welder',
          slug: 'welder',
          status: 'active',
          tags: [],
          order: 0,
        });
        const kim = await tx.candidates.insert({
          name: 'Kim',
          email: 'kim@example.com',
          stage: 'applied',
          jobId: job.id,
          tags: [],
        });
        const file = await tx.files.insert({
          candidateId: kim.id,
          jobId: job.id,
          name: 'cv.txt',
          type: 'text/plain',
          size: 21,
          createdAt: new Date().toISOString(),
          content: new Blob(['Kubernetes and Terraform']),
        });
        tx.record({ type: 'file.attached', id: file.id, candidateId: kim.id, jobId: job.id });
        return kim.id;
      });
      await expect
        .poll(() => store.query((tx) => tx.files.textCounts()), { timeout: 15_000 })
        .toEqual({ pending: 0, indexed: 1, unreadable: 0 });
      const found = await store.query((tx) =>
        tx.candidates.list(
          { q: 'terraform' },
          { sort: 'name', order: 'asc' },
          { offset: 0, limit: 5 },
        ),
      );
      expect(found.candidates.map((c) => c.id)).toEqual([id]);
      expect(rounds).toBeGreaterThan(0);
      const before = await asked();
      await expect(
        store.transaction('write', async (tx) => {
          const file = await tx.files.insert({
            candidateId: id,
            jobId: 1,
            name: 'b.txt',
            type: 'text/plain',
            size: 1,
            createdAt: new Date().toISOString(),
            content: new Blob(['b']),
          });
          tx.record({ type: 'file.attached', id: file.id, candidateId: id, jobId: 1 });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      // The job table itself says no round was asked for: no wait for one that never comes.
      expect(await asked()).toBe(before);
      // Storing a file is not what asks: the event of the write that stores one is.
      await store.transaction('write', (tx) =>
        tx.files.insert({
          candidateId: id,
          jobId: 1,
          name: 'c.txt',
          type: 'text/plain',
          size: 1,
          createdAt: new Date().toISOString(),
          content: new Blob(['c']),
        }),
      );
      expect(await asked()).toBe(before);
      expect(await store.query((tx) => tx.files.textCounts())).toEqual({
        pending: 1,
        indexed: 1,
        unreadable: 0,
      });
    } finally {
      await close();
      await pglite.close();
    }
  });
});
