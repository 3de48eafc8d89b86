import type { Job } from '@/domain/types';
import type { Tx } from '../../types';
import { type ContractContext, job } from './fixture';

/** The store contract: Jobs. */
export function describeJobs({ read, write }: ContractContext): void {
  describe('jobs', () => {
    it('get ids counting up, and are read back by id, by several ids and all in id order', async () => {
      const [a, b] = await write((tx) =>
        tx.jobs.insertMany([
          job('Alpha', 0),
          job('Beta', 1, { tags: ['Remote'], status: 'archived' }),
        ]),
      );
      const c = await write((tx) => tx.jobs.insert(job('Gamma', 2)));
      expect(a!.id).toBeLessThan(b!.id);
      expect(b!.id).toBeLessThan(c.id);
      expect(b).toEqual({
        id: b!.id,
        ...job('Beta', 1, { tags: ['Remote'], status: 'archived' }),
      });
      expect(await read((tx) => tx.jobs.get(b!.id))).toEqual(b);
      expect(await read((tx) => tx.jobs.get(c.id + 100))).toBeUndefined();
      expect(await read((tx) => tx.jobs.getMany([c.id, c.id + 100, a!.id]))).toEqual([
        c,
        undefined,
        a,
      ]);
      expect(await read((tx) => tx.jobs.all())).toEqual([a, b, c]);
    });

    it('list by order then id, filtered by status, title text and tag terms, a slice with the count of all matches', async () => {
      await write((tx) =>
        tx.jobs.insertMany([
          job('Senior Frontend Engineer', 2, { tags: ['Engineering', 'Remote'] }),
          job('Product Designer', 0, { tags: ['Design'], status: 'archived' }),
          job('Backend Engineer', 1, { tags: ['Engineering', 'On-site'] }),
          job('Data Engineer', 1, { tags: ['Data', 'Remote work'] }),
        ]),
      );
      const titles = async (filter: Parameters<Tx['jobs']['list']>[0], offset = 0, limit = 10) => {
        const { jobs, totalCount } = await read((tx) => tx.jobs.list(filter, { offset, limit }));
        return { titles: jobs.map((j) => j.title), totalCount };
      };
      expect(await titles({})).toEqual({
        titles: [
          'Product Designer',
          'Backend Engineer',
          'Data Engineer',
          'Senior Frontend Engineer',
        ],
        totalCount: 4,
      });
      expect(await titles({}, 1, 2)).toEqual({
        titles: ['Backend Engineer', 'Data Engineer'],
        totalCount: 4,
      });
      expect(await titles({}, 10, 2)).toEqual({ titles: [], totalCount: 4 });
      expect(await titles({ status: 'archived' })).toEqual({
        titles: ['Product Designer'],
        totalCount: 1,
      });
      expect(await titles({ status: 'active', search: 'ENGINEER' })).toEqual({
        titles: ['Backend Engineer', 'Data Engineer', 'Senior Frontend Engineer'],
        totalCount: 3,
      });
      expect(await titles({ search: 'end eng' })).toEqual({
        titles: ['Backend Engineer', 'Senior Frontend Engineer'],
        totalCount: 2,
      });
      expect(await titles({ tagTerms: ['remote'] })).toEqual({
        titles: ['Data Engineer', 'Senior Frontend Engineer'],
        totalCount: 2,
      });
      expect(await titles({ tagTerms: ['remote', 'eng'] })).toEqual({
        titles: ['Senior Frontend Engineer'],
        totalCount: 1,
      });
      expect(await titles({ tagTerms: ['Remote', 'site'] })).toEqual({
        titles: [],
        totalCount: 0,
      });
      // Text is matched as text: pattern characters mean themselves.
      expect(await titles({ search: '%' })).toEqual({ titles: [], totalCount: 0 });
      expect(await titles({ search: '_' })).toEqual({ titles: [], totalCount: 0 });
    });

    it('tell the last order, and the slugs a new slug could collide with', async () => {
      expect(await read((tx) => tx.jobs.lastOrder())).toBeUndefined();
      await write((tx) =>
        tx.jobs.insertMany([
          job('Designer', 3, { slug: 'designer' }),
          job('Designer', 7, { slug: 'designer-2' }),
          job('Designers Lead', 1, { slug: 'designers-lead' }),
          job('Design', 0, { slug: 'design' }),
        ]),
      );
      expect(await read((tx) => tx.jobs.lastOrder())).toBe(7);
      expect((await read((tx) => tx.jobs.slugsLike('designer'))).sort()).toEqual([
        'designer',
        'designer-2',
      ]);
      expect(await read((tx) => tx.jobs.slugsLike('design'))).toEqual(['design']);
      expect(await read((tx) => tx.jobs.slugsLike('des'))).toEqual([]);
    });

    it('are replaced whole by an update', async () => {
      const made = await write((tx) => tx.jobs.insert(job('Designer', 0, { tags: ['A'] })));
      const changed: Job = {
        ...made,
        title: 'Lead Designer',
        slug: 'lead-designer',
        status: 'archived',
        tags: ['B', 'C'],
        order: 4,
      };
      await write((tx) => tx.jobs.update(changed));
      expect(await read((tx) => tx.jobs.all())).toEqual([changed]);
      expect(
        await read((tx) => tx.jobs.list({ status: 'active' }, { offset: 0, limit: 10 })),
      ).toEqual({ jobs: [], totalCount: 0 });
    });
  });
}
