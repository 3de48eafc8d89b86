// @vitest-environment node
import { indexAll } from '@/server/services/search-index';
import { connectPgStore } from '@/server/store/pg/connect';

/** The search index's queue: a file stored asks for its text to be read, in its own transaction. */
describe('the search index queue', () => {
  it('reads a stored file’s text in the background, and a rolled-back upload asks for nothing', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    const { store, queue, close } = await connectPgStore({ pglite }, { queue: { pollSeconds: 1 } });
    let rounds = 0;
    try {
      await queue!.workIndex(async () => {
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
        await tx.files.insert({
          candidateId: kim.id,
          jobId: job.id,
          name: 'cv.txt',
          type: 'text/plain',
          size: 21,
          createdAt: new Date().toISOString(),
          content: new Blob(['Kubernetes and Terraform']),
        });
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
      const before = rounds;
      await expect(
        store.transaction('write', async (tx) => {
          await tx.files.insert({
            candidateId: id,
            jobId: 1,
            name: 'b.txt',
            type: 'text/plain',
            size: 1,
            createdAt: new Date().toISOString(),
            content: new Blob(['b']),
          });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(rounds).toBe(before);
    } finally {
      await close();
      await pglite.close();
    }
  });
});
