import { CANDIDATE_TABLES, HIRING_TABLES, type CandidateTable } from '@/domain/schemas';
import type { Candidate, Job, Stage } from '@/domain/types';
import type { ChangeEvent } from '@/domain/changes';
import {
  countAgain,
  ensureTallies,
  talliesOf,
  TALLIES_VERSION,
  TALLIES_VERSION_KEY,
} from './tallies';
import type { New, Store, StoredFile, Tx } from './types';

/** A stored file with its content as a list of bytes, to compare. */
async function withBytes(file: StoredFile) {
  return { ...file, content: [...new Uint8Array(await file.content.arrayBuffer())] };
}

/**
 * The store contract: what every store (Dexie over IndexedDB, SQL over PostgreSQL) must do, method
 * by method, with the same orderings, cursors, counts and search semantics. A store's own test
 * file calls `describeStoreContract` with a way to open a fresh, empty store.
 */
export interface OpenedStore {
  store: Store;
  close: () => Promise<void>;
}

const job = (title: string, order: number, extra: Partial<New<Job>> = {}): New<Job> => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  status: 'active',
  tags: [],
  order,
  ...extra,
});

const person = (name: string, email: string, stage: Stage, jobId: number): New<Candidate> => ({
  name,
  email,
  stage,
  jobId,
});

/**
 * A row of each table that belongs to a candidate (domain/schemas/tables.ts), with what it needs:
 * a table added to the list must have one here, or this does not compile.
 */
const OWNED_ROWS: {
  [K in CandidateTable]: (
    tx: Tx,
    owner: { candidateId: number; jobId: number },
  ) => Promise<unknown>;
} = {
  notes: (tx, { candidateId }) =>
    tx.notes.insert({ candidateId, text: 'n', createdAt: '2026-03-01T10:00:00.000Z' }),
  responses: (tx, { candidateId, jobId }) =>
    tx.responses.insert({
      jobId,
      candidateId,
      answers: { q: 'a' },
      submittedAt: '2026-03-01T10:00:00.000Z',
    }),
  timeline: (tx, { candidateId }) =>
    tx.timeline.insert({
      candidateId,
      date: '2026-03-01T10:00:00.000Z',
      stage: 'applied',
      notes: 'Applied',
    }),
  files: async (tx, { candidateId, jobId }) => {
    const response = await tx.responses.insert({
      jobId,
      candidateId,
      answers: {},
      submittedAt: '2026-03-01T10:00:00.000Z',
    });
    return tx.files.insert({
      candidateId,
      jobId,
      responseId: response.id,
      name: 'cv.txt',
      type: 'text/plain; charset=utf-8',
      size: 2,
      createdAt: '2026-03-01T10:00:00.000Z',
      content: new Blob(['cv']),
    });
  },
};

/** Jobs with ids 1 to `count`, for rows that point at them (PostgreSQL holds references). */
const jobsUpTo = (count: number): Job[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, ...job(`Job ${i + 1}`, i) }));

export function describeStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name}: the store contract`, () => {
    let opened: OpenedStore;
    let store: Store;
    const read = <T>(work: (tx: Tx) => Promise<T>) => store.transaction('read', work);
    const write = <T>(work: (tx: Tx) => Promise<T>) => store.transaction('write', work);

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.close();
    });

    describe('transactions', () => {
      it('keep what a write transaction wrote, and answer what its work returned', async () => {
        const made = await write((tx) => tx.jobs.insert(job('Designer', 0)));
        expect(await read((tx) => tx.jobs.get(made.id))).toEqual(made);
      });

      it('write nothing when the work fails halfway', async () => {
        const failure = new Error('halfway');
        await expect(
          write(async (tx) => {
            const made = await tx.jobs.insert(job('Designer', 0));
            await tx.candidates.insert(person('Jane Doe', 'jane@example.com', 'applied', made.id));
            await tx.settings.set('marker', 1);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(
          await read(async (tx) => [
            await tx.jobs.all(),
            await tx.candidates.all(),
            await tx.settings.get('marker'),
          ]),
        ).toEqual([[], [], undefined]);
      });

      it('refuse a write inside a read transaction, and keep nothing of it', async () => {
        await expect(read((tx) => tx.jobs.insert(job('Designer', 0)))).rejects.toBeDefined();
        expect(await read((tx) => tx.jobs.all())).toEqual([]);
      });

      it('announce the changes of a committed write to subscribers, in order, and none of a failed one', async () => {
        const heard: ChangeEvent[] = [];
        const unsubscribe = await store.subscribe({ change: (event) => heard.push(event) });
        await expect(
          write(async (tx) => {
            tx.notify({ entity: 'jobs', action: 'reordered' });
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        await write(async (tx) => {
          tx.notify({ entity: 'job', action: 'created', id: 1 });
          tx.notify({ entity: 'job', action: 'edited', id: 1 });
        });
        await write(async (tx) =>
          tx.notify({ entity: 'note', action: 'added', id: 7, candidateId: 3 }),
        );
        await vi.waitFor(() => expect(heard).toHaveLength(3));
        expect(heard).toEqual([
          { entity: 'job', action: 'created', id: 1 },
          { entity: 'job', action: 'edited', id: 1 },
          { entity: 'note', action: 'added', id: 7, candidateId: 3 },
        ]);
        unsubscribe();
        await write(async (tx) => tx.notify({ entity: 'jobs', action: 'reordered' }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toHaveLength(3);
      });
    });

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
        const titles = async (
          filter: Parameters<Tx['jobs']['list']>[0],
          offset = 0,
          limit = 10,
        ) => {
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

      const names = async (
        filter: Parameters<Tx['candidates']['page']>[0],
        offset = 0,
        limit = 50,
      ) =>
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
        expect(await names({ search: 'example.com' })).toEqual([
          'Jane Doe',
          'John Roe',
          'Zoë Park',
        ]);
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
        expect(await names({ search: 'example', jobId: jobA, stage: 'tech' })).toEqual([
          'John Roe',
        ]);
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
        const inJob = await read((tx) =>
          tx.candidates.stageCounts({ search: 'alex', jobId: jobA }),
        );
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

    describe('notes, timeline, assessments and responses', () => {
      let candidateId: number;
      let other: number;
      let jobId: number;
      beforeEach(async () => {
        jobId = (await write((tx) => tx.jobs.insert(job('A', 0)))).id;
        [candidateId, other] = (
          await write((tx) =>
            tx.candidates.insertMany([
              person('Jane Doe', 'jane@example.com', 'applied', jobId),
              person('Bo Li', 'bo@example.com', 'tech', jobId),
            ]),
          )
        ).map((c) => c.id) as [number, number];
      });

      it('keep who wrote a note or a timeline entry, and name nobody when none was given', async () => {
        const author = { id: 7, name: 'Rita Recruiter' };
        const at = '2026-03-01T10:00:00.000Z';
        const made = await write(async (tx) => ({
          signed: await tx.notes.insert({ candidateId, text: 'Signed', createdAt: at, author }),
          plain: await tx.notes.insert({ candidateId, text: 'Plain', createdAt: at }),
          moved: await tx.timeline.insert({
            candidateId,
            date: at,
            stage: 'tech',
            notes: 'Moved',
            author,
          }),
        }));
        expect(made.signed.author).toEqual(author);
        expect(made.plain).not.toHaveProperty('author');
        const stored = await read(async (tx) => ({
          notes: await tx.notes.listByCandidate(candidateId),
          timeline: await tx.timeline.listByCandidate(candidateId),
        }));
        expect(stored.notes).toEqual([made.signed, made.plain]);
        expect(stored.notes[1]?.author).toBeUndefined();
        expect(stored.timeline).toEqual([made.moved]);
      });

      it('erase a candidate with every row of theirs that the list of tables erases with them, and nobody else’s', async () => {
        await write(async (tx) => {
          for (const id of [candidateId, other]) {
            for (const table of CANDIDATE_TABLES)
              await OWNED_ROWS[table](tx, { candidateId: id, jobId });
          }
        });
        expect(await write((tx) => tx.candidates.remove(candidateId))).toBe(true);
        expect(await write((tx) => tx.candidates.remove(candidateId))).toBe(false);
        for (const table of CANDIDATE_TABLES) {
          const rows = await read((tx): Promise<Array<{ candidateId: number }>> => tx[table].all());
          const owners = rows.map((row) => row.candidateId);
          const expected =
            HIRING_TABLES[table].erasure === 'erased-with' ? [other] : [candidateId, other];
          expect({ table, owners: [...new Set(owners)].sort() }).toEqual({
            table,
            owners: expected.sort(),
          });
        }
        const left = await read(async (tx) => ({
          candidate: await tx.candidates.get(candidateId),
          candidates: (await tx.candidates.all()).map((c) => c.id),
          found: (await tx.candidates.page({ search: 'jane' }, { offset: 0, limit: 10 }))
            .totalCount,
          counts: await tx.candidates.stageCounts({}),
        }));
        expect(left).toEqual({
          candidate: undefined,
          candidates: [other],
          found: 0,
          counts: { applied: 0, screen: 0, tech: 1, offer: 0, hired: 0, rejected: 0 },
        });
      });

      it('list a candidate’s notes oldest first, then by id', async () => {
        const second = await write((tx) =>
          tx.notes.insert({ candidateId, text: 'second', createdAt: '2026-01-02T00:00:00.000Z' }),
        );
        const first = await write((tx) =>
          tx.notes.insert({ candidateId, text: 'first', createdAt: '2026-01-01T00:00:00.000Z' }),
        );
        const tie = await write((tx) =>
          tx.notes.insert({ candidateId, text: 'tie', createdAt: '2026-01-02T00:00:00.000Z' }),
        );
        await write((tx) =>
          tx.notes.insert({
            candidateId: other,
            text: 'elsewhere',
            createdAt: '2026-01-01T00:00:00.000Z',
          }),
        );
        expect(second).toEqual({
          id: second.id,
          candidateId,
          text: 'second',
          createdAt: '2026-01-02T00:00:00.000Z',
        });
        expect(await read((tx) => tx.notes.listByCandidate(candidateId))).toEqual([
          first,
          second,
          tie,
        ]);
        expect((await read((tx) => tx.notes.all())).map((n) => n.text)).toEqual([
          'second',
          'first',
          'tie',
          'elsewhere',
        ]);
      });

      it('list a candidate’s timeline oldest first, then by id', async () => {
        await write((tx) =>
          tx.timeline.insertMany([
            { candidateId, date: '2026-01-03T00:00:00.000Z', stage: 'tech', notes: 'c' },
            { candidateId, date: '2026-01-01T00:00:00.000Z', stage: 'applied', notes: 'a' },
            { candidateId: other, date: '2026-01-02T00:00:00.000Z', stage: 'screen', notes: 'x' },
          ]),
        );
        const tie = await write((tx) =>
          tx.timeline.insert({
            candidateId,
            date: '2026-01-03T00:00:00.000Z',
            stage: 'offer',
            notes: 'd',
          }),
        );
        expect(tie).toMatchObject({
          candidateId,
          stage: 'offer',
          notes: 'd',
          id: expect.any(Number),
        });
        expect(
          (await read((tx) => tx.timeline.listByCandidate(candidateId))).map((t) => t.notes),
        ).toEqual(['a', 'c', 'd']);
        expect(await read((tx) => tx.timeline.all())).toHaveLength(4);
      });

      it('keep one assessment per job, replaced on put', async () => {
        expect(await read((tx) => tx.assessments.get(jobId))).toBeUndefined();
        const structure = {
          title: 'T',
          sections: [
            {
              id: 's1',
              title: 'S',
              questions: [
                { id: 'q1', type: 'short-text' as const, label: 'Name?', required: true },
              ],
            },
          ],
        };
        await write((tx) => tx.assessments.put({ jobId, structure }));
        await write((tx) =>
          tx.assessments.put({ jobId, structure: { ...structure, title: 'T2' } }),
        );
        expect(await read((tx) => tx.assessments.get(jobId))).toEqual({
          jobId,
          structure: { ...structure, title: 'T2' },
        });
        expect(await read((tx) => tx.assessments.all())).toEqual([
          { jobId, structure: { ...structure, title: 'T2' } },
        ]);
      });

      it('list responses newest first, by job and by candidate, and count a candidate’s answers to a job', async () => {
        const otherJob = (await write((tx) => tx.jobs.insert(job('B', 1)))).id;
        const r1 = await write((tx) =>
          tx.responses.insert({
            jobId,
            candidateId,
            answers: { q1: 'a', q2: ['x', 'y'] },
            submittedAt: '2026-01-01T00:00:00.000Z',
          }),
        );
        const r2 = await write((tx) =>
          tx.responses.insert({
            jobId,
            candidateId: other,
            answers: {},
            submittedAt: '2026-01-03T00:00:00.000Z',
          }),
        );
        const r3 = await write((tx) =>
          tx.responses.insert({
            jobId: otherJob,
            candidateId,
            answers: {},
            submittedAt: '2026-01-02T00:00:00.000Z',
          }),
        );
        const r4 = await write((tx) =>
          tx.responses.insert({
            jobId,
            candidateId,
            answers: {},
            submittedAt: '2026-01-01T00:00:00.000Z',
          }),
        );
        expect(r1).toEqual({
          id: r1.id,
          jobId,
          candidateId,
          answers: { q1: 'a', q2: ['x', 'y'] },
          submittedAt: '2026-01-01T00:00:00.000Z',
        });
        expect(await read((tx) => tx.responses.listByJob(jobId))).toEqual([r2, r4, r1]);
        expect(await read((tx) => tx.responses.listByCandidate(candidateId))).toEqual([r3, r4, r1]);
        expect(await read((tx) => tx.responses.countFor(candidateId, jobId))).toBe(2);
        expect(await read((tx) => tx.responses.countFor(other, otherJob))).toBe(0);
        expect(await read((tx) => tx.responses.all())).toEqual([r1, r2, r3, r4]);
      });
    });

    describe('files', () => {
      const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);
      const file = (
        candidateId: number,
        responseId: number,
        questionId?: string,
      ): New<StoredFile> => ({
        candidateId,
        jobId: 1,
        responseId,
        ...(questionId && { questionId }),
        name: 'cv.pdf',
        type: 'application/pdf',
        size: bytes.length,
        createdAt: '2026-01-01T00:00:00.000Z',
        content: new Blob([bytes]),
      });

      it('keep their content byte for byte, list without it by response, and go with their candidate', async () => {
        const { a, b } = await write(async (tx) => {
          const made = await tx.jobs.insert(job('Welder', 0));
          return {
            a: await tx.candidates.insert(person('Ann', 'ann@example.com', 'applied', made.id)),
            b: await tx.candidates.insert(person('Bo', 'bo@example.com', 'applied', made.id)),
          };
        });
        // Responses 1 and 2 are Ann's, 3 is Bo's.
        await write(async (tx) => {
          for (const candidateId of [a.id, a.id, b.id])
            await tx.responses.insert({
              jobId: 1,
              candidateId,
              answers: {},
              submittedAt: '2026-01-01T00:00:00.000Z',
            });
        });
        const [resume, answer, other] = await write(async (tx) => [
          await tx.files.insert(file(a.id, 1)),
          await tx.files.insert(file(a.id, 2, 'q1')),
          await tx.files.insert(file(b.id, 3, 'q1')),
        ]);
        expect(resume).toEqual({ id: resume!.id, ...file(a.id, 1), content: undefined });
        expect(resume).not.toHaveProperty('content');
        expect(answer!.id).toBeGreaterThan(resume!.id);
        const stored = await read((tx) => tx.files.get(answer!.id));
        expect(await withBytes(stored!)).toEqual({ ...answer, content: [...bytes] });
        expect(await read((tx) => tx.files.get(9999))).toBeUndefined();
        expect(await read((tx) => tx.files.listByResponses([2, 3, 99]))).toEqual([answer, other]);

        await write((tx) => tx.candidates.remove(a.id));
        expect((await read((tx) => tx.files.all())).map((f) => f.id)).toEqual([other!.id]);
      });
    });

    describe('settings', () => {
      it('keep any JSON value by key, replaced on set', async () => {
        expect(await read((tx) => tx.settings.get('chaos'))).toBeUndefined();
        await write((tx) => tx.settings.set('chaos', { latencyMs: 5, failureRate: 0.5 }));
        await write((tx) => tx.settings.set('other', [1, 'two']));
        expect(await read((tx) => tx.settings.get('chaos'))).toEqual({
          latencyMs: 5,
          failureRate: 0.5,
        });
        await write((tx) => tx.settings.set('chaos', 3));
        expect(
          await read(async (tx) => [
            await tx.settings.get('chaos'),
            await tx.settings.get('other'),
          ]),
        ).toEqual([3, [1, 'two']]);
      });
    });

    describe('replaceAll', () => {
      it('replaces every table with the rows given, ids kept; new rows get ids above them; settings stay', async () => {
        await write(async (tx) => {
          const old = await tx.jobs.insert(job('Old', 0));
          await tx.candidates.insert(person('Old Person', 'old@example.com', 'applied', old.id));
          await tx.settings.set('kept', true);
        });
        const data = {
          jobs: [{ id: 40, ...job('Restored', 0) }],
          candidates: [{ id: 70, ...person('Rita Restored', 'rita@example.com', 'screen', 40) }],
          assessments: [{ jobId: 40, structure: { title: 'T', sections: [] } }],
          notes: [
            { id: 8, candidateId: 70, text: 'Hi', createdAt: '2026-01-01T00:00:00.000Z' },
            {
              id: 9,
              candidateId: 70,
              text: 'Hello',
              createdAt: '2026-01-01T00:00:00.000Z',
              author: { id: 3, name: 'Rita Recruiter' },
            },
          ],
          responses: [
            {
              id: 5,
              jobId: 40,
              candidateId: 70,
              answers: { q1: 'x' },
              submittedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          timeline: [
            {
              id: 12,
              candidateId: 70,
              date: '2026-01-01T00:00:00.000Z',
              stage: 'screen' as const,
              notes: 'Moved',
              author: { id: 3, name: 'Rita Recruiter' },
            },
          ],
          files: [
            {
              id: 6,
              candidateId: 70,
              jobId: 40,
              responseId: 5,
              questionId: 'q9',
              name: 'cv.pdf',
              type: 'application/pdf',
              size: 3,
              createdAt: '2026-01-01T00:00:00.000Z',
              content: new Blob([new Uint8Array([1, 2, 3])]),
            },
          ],
        };
        await write((tx) => tx.replaceAll(data));
        const files = await read((tx) => tx.files.all());
        expect(await Promise.all(files.map(withBytes))).toEqual(
          await Promise.all(data.files.map(withBytes)),
        );
        expect(
          await read(async (tx) => ({
            jobs: await tx.jobs.all(),
            candidates: await tx.candidates.all(),
            assessments: await tx.assessments.all(),
            notes: await tx.notes.all(),
            responses: await tx.responses.all(),
            timeline: await tx.timeline.all(),
          })),
        ).toEqual({ ...data, files: undefined });
        expect(await read((tx) => tx.settings.get('kept'))).toBe(true);
        expect(await names()).toEqual(['Rita Restored']);
        const next = await write(async (tx) => ({
          job: await tx.jobs.insert(job('New', 1)),
          candidate: await tx.candidates.insert(
            person('Nia New', 'nia@example.com', 'applied', 40),
          ),
          note: await tx.notes.insert({
            candidateId: 70,
            text: 'n',
            createdAt: '2026-01-02T00:00:00.000Z',
          }),
          response: await tx.responses.insert({
            jobId: 40,
            candidateId: 70,
            answers: {},
            submittedAt: '2026-01-02T00:00:00.000Z',
          }),
          entry: await tx.timeline.insert({
            candidateId: 70,
            date: '2026-01-02T00:00:00.000Z',
            stage: 'tech',
            notes: 'n',
          }),
        }));
        expect(next.job.id).toBeGreaterThan(40);
        expect(next.candidate.id).toBeGreaterThan(70);
        expect(next.note.id).toBeGreaterThan(9);
        expect(next.response.id).toBeGreaterThan(5);
        expect(next.entry.id).toBeGreaterThan(12);

        async function names() {
          return (
            await read((tx) => tx.candidates.page({ search: 'rita' }, { offset: 0, limit: 10 }))
          ).candidates.map((c) => c.name);
        }
      });
    });

    describe('report tallies', () => {
      const day = (n: number, hour = 0) => new Date(Date.UTC(2026, 10, n, hour)).toISOString();
      /** What the counts must be: every stored candidate counted again from scratch. */
      async function countedAgain(scope: number): Promise<Map<string, number>> {
        const data = await read(async (tx) => ({
          candidates: await tx.candidates.all(),
          timeline: await tx.timeline.all(),
        }));
        const counts = new Map<string, number>();
        for (const change of talliesOf(data))
          if (change.scope === scope) counts.set(change.key, change.n);
        return counts;
      }

      it('add up, drop a count that comes to zero, read one scope, and clear', async () => {
        await write((tx) =>
          tx.tallies.add([
            { scope: 0, key: 'furthest:applied', n: 3 },
            { scope: 4, key: 'furthest:applied', n: 2 },
            { scope: 4, key: 'week:2026-11-16', n: 1 },
          ]),
        );
        await write((tx) =>
          tx.tallies.add([
            { scope: 4, key: 'furthest:applied', n: -1 },
            { scope: 4, key: 'week:2026-11-16', n: -1 },
            { scope: 0, key: 'stay:screen:36', n: 1 },
          ]),
        );
        expect(await read((tx) => tx.tallies.read(4))).toEqual(new Map([['furthest:applied', 1]]));
        expect(await read((tx) => tx.tallies.read(0))).toEqual(
          new Map([
            ['furthest:applied', 3],
            ['stay:screen:36', 1],
          ]),
        );
        expect(await read((tx) => tx.tallies.read(9))).toEqual(new Map());
        await write((tx) => tx.tallies.clear());
        expect(await read((tx) => tx.tallies.read(0))).toEqual(new Map());
      });

      it('follow every write to candidates and timelines, per job and for all jobs, and undo with a failed write', async () => {
        await write((tx) => tx.jobs.insertMany(jobsUpTo(2)));
        const [a, b] = await write((tx) =>
          tx.candidates.insertMany([
            person('Ann', 'ann@x.io', 'applied', 1),
            person('Bo', 'bo@x.io', 'screen', 2),
          ]),
        );
        await write((tx) =>
          tx.timeline.insertMany([
            { candidateId: a!.id, date: day(2), stage: 'applied', notes: '' },
            { candidateId: b!.id, date: day(3), stage: 'applied', notes: '' },
            { candidateId: b!.id, date: day(4, 12), stage: 'screen', notes: '' },
          ]),
        );
        const cy = await write(async (tx) => {
          const made = await tx.candidates.insert({
            ...person('Cy', 'cy@x.io', 'applied', 1),
            source: 'referral',
          });
          await tx.timeline.insert({
            candidateId: made.id,
            date: day(9),
            stage: 'applied',
            notes: '',
          });
          return made;
        });
        // A move, as the services make it: the candidate, then their timeline.
        await write(async (tx) => {
          await tx.candidates.update({ ...cy, stage: 'hired' });
          await tx.timeline.insert({
            candidateId: cy.id,
            date: day(12),
            stage: 'hired',
            notes: '',
          });
        });
        expect(await read((tx) => tx.tallies.read(1))).toEqual(
          new Map([
            ['furthest:applied', 1],
            ['furthest:hired', 1],
            ['stay:applied:72', 1],
            ['hire:72', 1],
            ['source:referral', 1],
            ['week:2026-11-02', 1],
            ['week:2026-11-09', 1],
          ]),
        );
        expect(await read((tx) => tx.tallies.read(0))).toEqual(await countedAgain(0));
        expect((await read((tx) => tx.tallies.read(0))).get('furthest:screen')).toBe(1);

        await expect(
          write(async (tx) => {
            await tx.candidates.update({ ...b!, stage: 'rejected' });
            await tx.timeline.insert({
              candidateId: b!.id,
              date: day(13),
              stage: 'rejected',
              notes: '',
            });
            throw new Error('halfway');
          }),
        ).rejects.toThrow('halfway');
        expect(await read((tx) => tx.tallies.read(2))).toEqual(await countedAgain(2));
        expect((await read((tx) => tx.tallies.read(2))).has('rejected:screen')).toBe(false);

        await write((tx) => tx.candidates.remove(cy.id));
        expect(await read((tx) => tx.tallies.read(1))).toEqual(
          new Map([
            ['furthest:applied', 1],
            ['week:2026-11-02', 1],
          ]),
        );
        for (const scope of [0, 1, 2])
          expect(await read((tx) => tx.tallies.read(scope))).toEqual(await countedAgain(scope));
      });

      it('stay right when one write removes a candidate and adds another (an id may come back), or changes one twice at once', async () => {
        await write((tx) => tx.jobs.insertMany(jobsUpTo(6)));
        const [first, ivy] = await write(async (tx) => {
          const made = await tx.candidates.insertMany([
            { ...person('Ivy', 'ivy@x.io', 'applied', 6), source: 'referral' },
            { ...person('Gil', 'gil@x.io', 'hired', 5), source: 'agency' },
          ]);
          await tx.timeline.insertMany([
            { candidateId: made[0]!.id, date: day(16), stage: 'applied', notes: '' },
            { candidateId: made[1]!.id, date: day(2), stage: 'hired', notes: '' },
          ]);
          return [made[1]!, made[0]!];
        });
        await write(async (tx) => {
          await tx.candidates.remove(first.id);
          const next = await tx.candidates.insert(person('Hal', 'hal@x.io', 'applied', 5));
          await tx.timeline.insert({
            candidateId: next.id,
            date: day(16),
            stage: 'applied',
            notes: '',
          });
          // A move whose two writes go out together, as a service that does not wait between them would.
          await Promise.all([
            tx.candidates.update({ ...ivy, stage: 'screen' }),
            tx.timeline.insert({ candidateId: ivy.id, date: day(17), stage: 'screen', notes: '' }),
          ]);
        });
        expect(await read((tx) => tx.tallies.read(5))).toEqual(
          new Map([
            ['furthest:applied', 1],
            ['week:2026-11-16', 1],
          ]),
        );
        expect(await read((tx) => tx.tallies.read(6))).toEqual(
          new Map([
            ['furthest:screen', 1],
            ['stay:applied:24', 1],
            ['week:2026-11-16', 1],
          ]),
        );
        for (const scope of [0, 5, 6])
          expect(await read((tx) => tx.tallies.read(scope))).toEqual(await countedAgain(scope));
      });

      it('are made again from the rows a restore brings, and counted again from scratch on request', async () => {
        await write((tx) => tx.tallies.add([{ scope: 0, key: 'furthest:offer', n: 5 }]));
        await write((tx) =>
          tx.replaceAll({
            jobs: jobsUpTo(3),
            candidates: [
              { id: 10, name: 'Di', email: 'di@x.io', stage: 'hired', jobId: 3, source: 'agency' },
              { id: 11, name: 'Ed', email: 'ed@x.io', stage: 'rejected', jobId: 3 },
            ],
            timeline: [
              { id: 2, candidateId: 10, date: day(20), stage: 'hired', notes: '' },
              { id: 1, candidateId: 10, date: day(16), stage: 'applied', notes: '' },
              { id: 3, candidateId: 11, date: day(17), stage: 'applied', notes: '' },
            ],
            assessments: [],
            notes: [],
            responses: [],
            files: [],
          }),
        );
        const expected = new Map([
          ['furthest:hired', 1],
          ['furthest:applied', 1],
          ['rejected:applied', 1],
          ['stay:applied:96', 1],
          ['hire:96', 1],
          ['source:agency', 1],
          ['week:2026-11-16', 2],
        ]);
        expect(await read((tx) => tx.tallies.read(3))).toEqual(expected);
        expect(await read((tx) => tx.tallies.read(0))).toEqual(expected);

        await write((tx) => tx.tallies.clear());
        await write((tx) => countAgain(tx));
        expect(await read((tx) => tx.tallies.read(3))).toEqual(expected);
      });

      it('are counted again when a store starts with counts of older rules, and left alone when current', async () => {
        await write((tx) =>
          tx.replaceAll({
            jobs: jobsUpTo(2),
            candidates: [{ id: 3, name: 'Flo', email: 'flo@x.io', stage: 'screen', jobId: 2 }],
            timeline: [{ id: 1, candidateId: 3, date: day(2), stage: 'applied', notes: '' }],
            assessments: [],
            notes: [],
            responses: [],
            files: [],
          }),
        );
        await write(async (tx) => {
          await tx.tallies.add([{ scope: 2, key: 'furthest:offer', n: 9 }]);
          await tx.settings.set(TALLIES_VERSION_KEY, TALLIES_VERSION - 1);
        });
        expect(await ensureTallies(store)).toBe(1);
        expect(await read((tx) => tx.tallies.read(2))).toEqual(
          new Map([
            ['furthest:screen', 1],
            ['week:2026-11-02', 1],
          ]),
        );
        expect(await ensureTallies(store)).toBeNull();
      });

      it('list the timelines of several candidates, by candidate and then oldest first', async () => {
        await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
        await write((tx) =>
          tx.candidates.insertMany(
            [1, 2, 3, 4, 5, 6].map((n) => person(`P${n}`, `p${n}@x.io`, 'applied', 1)),
          ),
        );
        await write((tx) =>
          tx.timeline.insertMany([
            { candidateId: 5, date: day(3), stage: 'screen', notes: 'b' },
            { candidateId: 4, date: day(2), stage: 'applied', notes: 'c' },
            { candidateId: 5, date: day(1), stage: 'applied', notes: 'a' },
            { candidateId: 6, date: day(1), stage: 'applied', notes: 'x' },
          ]),
        );
        const rows = await read((tx) => tx.timeline.listByCandidates([5, 4, 99]));
        expect(rows.map((row) => [row.candidateId, row.notes])).toEqual([
          [4, 'c'],
          [5, 'a'],
          [5, 'b'],
        ]);
        expect(await read((tx) => tx.timeline.listByCandidates([]))).toEqual([]);
      });
    });
  });
}
