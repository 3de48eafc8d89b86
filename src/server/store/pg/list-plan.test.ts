// @vitest-environment node
import type { Tx } from '../types';
import { SEARCH_PLAN } from './repos/candidates';
import { openPgliteStore } from './testing';

/**
 * The candidate list's text query takes one of two ways in SQL, by how common its words are
 * (a set of ids for rare words, a check of each candidate in the list's order for common ones):
 * both find the same candidates in the same order.
 */
describe('the candidate list’s text query in SQL', () => {
  // A fresh PGlite database is migrated first: seconds on an idle machine, more on a busy one.
  it('finds the same candidates, in the same order and count, whichever way it takes', async () => {
    const opened = await openPgliteStore();
    const plan = { ...SEARCH_PLAN };
    try {
      const { store } = opened;
      await store.transaction('write', async (tx: Tx) => {
        const job = await tx.jobs.insert({
          title: 'Welder',
          slug: 'welder',
          status: 'active',
          tags: [],
          order: 0,
        });
        for (let i = 0; i < 30; i += 1) {
          const c = await tx.candidates.insert({
            name: i % 5 === 0 ? `Kube Fan ${i}` : `Person ${i}`,
            email: `p${i}@example.com`,
            stage: 'applied',
            jobId: job.id,
            tags: [],
          });
          await tx.timeline.insert({
            candidateId: c.id,
            date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
            stage: 'applied',
            notes: 'Applied',
          });
          if (i % 3 === 0)
            await tx.notes.insert({
              candidateId: c.id,
              text: `Knows Kubernetes ${i % 2 === 0 ? 'and Terraform' : ''}`,
              createdAt: new Date(Date.UTC(2026, 1, 1)).toISOString(),
            });
        }
      });
      const read = (q: string) =>
        store.query((tx) =>
          tx.candidates.list({ q }, { sort: 'appliedAt', order: 'desc' }, { offset: 2, limit: 5 }),
        );
      Object.assign(SEARCH_PLAN, { commonTokens: 1_000_000, probeMs: 0 });
      const rare = [await read('kube'), await read('kubernetes terraform')];
      Object.assign(SEARCH_PLAN, { commonTokens: 1, probeMs: 0 });
      const common = [await read('kube'), await read('kubernetes terraform')];
      expect(common).toEqual(rare);
      expect(rare[0]!.totalCount).toBe(14);
      expect(rare[1]!.totalCount).toBe(5);
    } finally {
      Object.assign(SEARCH_PLAN, plan);
      await opened.close();
    }
  }, 60_000);
});
