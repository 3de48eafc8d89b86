import type { Tx } from '../../types';
import { type ContractContext, job, person, readTables } from './fixture';

/** The store contract: Candidates: the board's reads, search and erasure. */
export function describeCandidates({ read, write }: ContractContext): void {
  describe('candidates', () => {
    let jobA: number;
    let jobB: number;
    let ids: number[];
    beforeEach(async () => {
      [jobA, jobB] = (await write((tx) => tx.jobs.insertMany([job('A', 0), job('B', 1)])).then(
        (jobs) => jobs.map((j) => j.id),
      )) as [number, number];
      ids = (
        await write((tx) =>
          tx.candidates.insertMany([
            person('Jane Doe', 'jane.doe@example.com', 'applied', jobA),
            person('John Roe', 'john.roe@example.com', 'tech', jobA),
            person('Ana Lima', 'ana@lima.dev', 'applied', jobB),
            person('José Núñez', 'jose.nunez@example.org', 'screen', jobA),
            person('Zoë Park', 'zoe.park@example.com', 'hired', jobB),
            person('Jan Östlund', 'jan@ostlund.se', 'applied', jobA),
          ]),
        )
      ).map((c) => c.id);
    });

    const names = async (filter: Parameters<Tx['candidates']['page']>[0], offset = 0, limit = 50) =>
      (await read((tx) => tx.candidates.page(filter, { offset, limit }))).candidates.map(
        (c) => c.name,
      );

    it('are read by id, by several ids, all in id order, and counted', async () => {
      const all = await read((tx) => tx.candidates.all());
      expect(all.map((c) => c.id)).toEqual(ids);
      expect(all[0]).toEqual({
        id: ids[0],
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        stage: 'applied',
        jobId: jobA,
        tags: [],
      });
      expect(await read((tx) => tx.candidates.get(ids[1]!))).toEqual(all[1]);
      expect(await read((tx) => tx.candidates.getMany([ids[2]!, 999_999]))).toEqual([
        all[2],
        undefined,
      ]);
      expect(await read((tx) => tx.candidates.count())).toBe(6);
    });

    it('page in id order under the stage and job filters, with the count of the whole match', async () => {
      expect(await names({})).toEqual([
        'Jane Doe',
        'John Roe',
        'Ana Lima',
        'José Núñez',
        'Zoë Park',
        'Jan Östlund',
      ]);
      expect(await names({ stage: 'applied' })).toEqual(['Jane Doe', 'Ana Lima', 'Jan Östlund']);
      expect(await names({ jobId: jobB })).toEqual(['Ana Lima', 'Zoë Park']);
      expect(await names({ jobId: jobA, stage: 'applied' })).toEqual(['Jane Doe', 'Jan Östlund']);
      expect(await names({}, 2, 3)).toEqual(['Ana Lima', 'José Núñez', 'Zoë Park']);
      const page = await read((tx) =>
        tx.candidates.page({ stage: 'applied' }, { offset: 1, limit: 1 }),
      );
      expect(page).toEqual({
        candidates: [expect.objectContaining({ name: 'Ana Lima' })],
        totalCount: 3,
      });
    });

    it('page after a cursor: ids above it, the count still of the whole match', async () => {
      expect(await names({ afterId: ids[1] })).toEqual([
        'Ana Lima',
        'José Núñez',
        'Zoë Park',
        'Jan Östlund',
      ]);
      expect(
        await read((tx) =>
          tx.candidates.page({ stage: 'applied', afterId: ids[0] }, { offset: 0, limit: 1 }),
        ),
      ).toEqual({
        candidates: [expect.objectContaining({ name: 'Ana Lima' })],
        totalCount: 3,
      });
      expect(await names({ jobId: jobA, afterId: ids[3] })).toEqual(['Jan Östlund']);
      expect(await names({ search: 'example', afterId: ids[0] })).toEqual([
        'John Roe',
        'José Núñez',
        'Zoë Park',
      ]);
      expect(await names({ afterId: ids[5] })).toEqual([]);
    });

    it('search by word prefix of name or email, without regard to case or accents, every term matching', async () => {
      expect(await names({ search: 'ja' })).toEqual(['Jane Doe', 'Jan Östlund']);
      expect(await names({ search: 'JANE' })).toEqual(['Jane Doe']);
      expect(await names({ search: 'nunez' })).toEqual(['José Núñez']);
      expect(await names({ search: 'NÚÑ' })).toEqual(['José Núñez']);
      expect(await names({ search: 'ostl' })).toEqual(['Jan Östlund']);
      expect(await names({ search: 'zoe' })).toEqual(['Zoë Park']);
      expect(await names({ search: 'roe john' })).toEqual(['John Roe']);
      expect(await names({ search: 'jane zoe' })).toEqual([]);
      expect(await names({ search: 'dev' })).toEqual(['Ana Lima']);
      expect(await names({ search: 'jane.doe@exa' })).toEqual(['Jane Doe']);
      expect(await names({ search: 'example.com' })).toEqual(['Jane Doe', 'John Roe', 'Zoë Park']);
      // Not the middle of a word; only punctuation filters nothing; pattern characters are text.
      expect(await names({ search: 'oe' })).toEqual([]);
      expect(await names({ search: 'xample' })).toEqual([]);
      expect(await names({ search: '--' })).toHaveLength(6);
      expect(await names({ search: 'j%' })).toEqual([
        'Jane Doe',
        'John Roe',
        'José Núñez',
        'Jan Östlund',
      ]);
      expect(await names({ search: 'ja_' })).toEqual(['Jane Doe', 'Jan Östlund']);
      expect(await names({ search: 'example', stage: 'applied' })).toEqual(['Jane Doe']);
      expect(await names({ search: 'example', jobId: jobA, stage: 'tech' })).toEqual(['John Roe']);
      const page = await read((tx) =>
        tx.candidates.page({ search: 'example' }, { offset: 1, limit: 1 }),
      );
      expect(page).toEqual({
        candidates: [expect.objectContaining({ name: 'John Roe' })],
        totalCount: 4,
      });
    });

    it('count each stage under the job filter and the search', async () => {
      const counts = (filter: Parameters<Tx['candidates']['stageCounts']>[0]) =>
        read((tx) => tx.candidates.stageCounts(filter));
      const zero = { applied: 0, screen: 0, tech: 0, offer: 0, hired: 0, rejected: 0 };
      expect(await counts({})).toEqual({ ...zero, applied: 3, tech: 1, screen: 1, hired: 1 });
      expect(await counts({ jobId: jobB })).toEqual({ ...zero, applied: 1, hired: 1 });
      expect(await counts({ search: 'example' })).toEqual({
        ...zero,
        applied: 1,
        tech: 1,
        screen: 1,
        hired: 1,
      });
      expect(await counts({ search: 'example', jobId: jobA })).toEqual({
        ...zero,
        applied: 1,
        tech: 1,
        screen: 1,
      });
      expect(await counts({ search: 'nobody' })).toEqual(zero);
    });

    it('count and page a search with many matches the same way as one with few', async () => {
      const stages = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
      await write((tx) =>
        tx.candidates.insertMany(
          Array.from({ length: 1_050 }, (_, i) =>
            person(`Alex Many${i}`, `many${i}@bulk.example`, stages[i % 6]!, i % 2 ? jobA : jobB),
          ),
        ),
      );
      const counts = await read((tx) => tx.candidates.stageCounts({ search: 'alex' }));
      expect(counts).toEqual({
        applied: 175,
        screen: 175,
        tech: 175,
        offer: 175,
        hired: 175,
        rejected: 175,
      });
      const inJob = await read((tx) => tx.candidates.stageCounts({ search: 'alex', jobId: jobA }));
      expect(Object.values(inJob).reduce((a, b) => a + b, 0)).toBe(525);
      expect(inJob.screen).toBe(
        (
          await read((tx) =>
            tx.candidates.page(
              { search: 'alex', jobId: jobA, stage: 'screen' },
              { offset: 0, limit: 1 },
            ),
          )
        ).totalCount,
      );
      const page = await read((tx) =>
        tx.candidates.page({ search: 'alex', stage: 'tech' }, { offset: 0, limit: 2 }),
      );
      expect(page.totalCount).toBe(175);
      expect(page.candidates.map((c) => c.name)).toEqual(['Alex Many2', 'Alex Many8']);
    });

    it('are found by job and email', async () => {
      expect(
        await read((tx) => tx.candidates.findByJobAndEmail(jobB, 'ana@lima.dev')),
      ).toMatchObject({ id: ids[2], name: 'Ana Lima' });
      expect(
        await read((tx) => tx.candidates.findByJobAndEmail(jobA, 'ana@lima.dev')),
      ).toBeUndefined();
    });

    it('are replaced whole by an update, and searched by what they hold now', async () => {
      const jane = (await read((tx) => tx.candidates.get(ids[0]!)))!;
      await write((tx) =>
        tx.candidates.update({
          ...jane,
          name: 'Janet Smith',
          email: 'janet@smith.io',
          stage: 'offer',
          jobId: jobB,
        }),
      );
      expect(await read((tx) => tx.candidates.get(jane.id))).toEqual({
        ...jane,
        name: 'Janet Smith',
        email: 'janet@smith.io',
        stage: 'offer',
        jobId: jobB,
      });
      expect(await names({ search: 'doe' })).toEqual([]);
      expect(await names({ search: 'smith' })).toEqual(['Janet Smith']);
      expect(await names({ stage: 'applied' })).toEqual(['Ana Lima', 'Jan Östlund']);
      expect(
        await read((tx) => tx.candidates.findByJobAndEmail(jobB, 'janet@smith.io')),
      ).toMatchObject({ id: jane.id });
    });

    it('keep their tags, quotes, commas and backslashes too, through insert, update and a restore', async () => {
      const tags = ['Python', 'a "quoted, comma" \\ tag', 'Ünïcode'];
      const [many] = await write((tx) =>
        tx.candidates.insertMany([
          { ...person('Mo Many', 'mo@example.com', 'screen', jobA), tags },
        ]),
      );
      const one = await write((tx) =>
        tx.candidates.insert({ ...person('Olu One', 'olu@example.com', 'applied', jobB), tags }),
      );
      expect(one.tags).toEqual(tags);
      for (const id of [many!.id, one.id])
        expect((await read((tx) => tx.candidates.get(id)))?.tags).toEqual(tags);
      await write((tx) => tx.candidates.update({ ...one, tags: ['Go'] }));
      expect((await read((tx) => tx.candidates.get(one.id)))?.tags).toEqual(['Go']);
      const all = await read((tx) => tx.candidates.all());
      await write(async (tx) => tx.replaceAll({ ...(await readTables(tx)), candidates: all }));
      expect(await read((tx) => tx.candidates.all())).toEqual(all);
    });

    it('keep a phone and a source through insert, update, get and all, and drop them when absent', async () => {
      const contact = { phone: '+49 30 1234567', source: 'referral' as const };
      const [many] = await write((tx) =>
        tx.candidates.insertMany([
          { ...person('Mo Many', 'mo@example.com', 'screen', jobA), ...contact },
        ]),
      );
      const one = await write((tx) =>
        tx.candidates.insert({
          ...person('Olu One', 'olu@example.com', 'applied', jobB),
          ...contact,
        }),
      );
      expect(one).toStrictEqual({
        id: one.id,
        ...person('Olu One', 'olu@example.com', 'applied', jobB),
        ...contact,
      });
      expect(await read((tx) => tx.candidates.get(many!.id))).toStrictEqual(many);
      expect(await read((tx) => tx.candidates.getMany([one.id]))).toStrictEqual([one]);
      expect(
        await read((tx) => tx.candidates.findByJobAndEmail(jobB, 'olu@example.com')),
      ).toStrictEqual(one);
      expect(
        (
          await read((tx) =>
            tx.candidates.page({ jobId: jobB, search: 'olu' }, { offset: 0, limit: 5 }),
          )
        ).candidates,
      ).toStrictEqual([one]);

      const { phone: _phone, ...withoutPhone } = one;
      await write((tx) => tx.candidates.update({ ...withoutPhone, source: 'agency' }));
      expect(await read((tx) => tx.candidates.get(one.id))).toStrictEqual({
        ...withoutPhone,
        source: 'agency',
      });
      const { source: _source, ...plain } = withoutPhone;
      await write((tx) => tx.candidates.update(plain));
      const all = await read((tx) => tx.candidates.all());
      expect(all.find((c) => c.id === one.id)).toStrictEqual(plain);
      expect(all.find((c) => c.id === many!.id)).toStrictEqual(many);
      // Candidates stored without them have neither, not an empty value.
      expect(all[0]).not.toHaveProperty('phone');
      expect(all[0]).not.toHaveProperty('source');
    });
  });
}
