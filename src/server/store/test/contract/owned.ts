import { CANDIDATE_TABLES, HIRING_TABLES } from '@/domain/schemas';
import { type ContractContext, OWNED_ROWS, job, person } from './fixture';

/** The store contract: Notes, timeline entries, assessments and responses. */
export function describeOwnedRows({ read, write }: ContractContext): void {
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

    it('read, edit and delete one note by its id, and leave the others as they were', async () => {
      const author = { id: 7, name: 'Rita Recruiter' };
      const at = '2026-03-01T10:00:00.000Z';
      const [first, second] = await write(async (tx) => [
        await tx.notes.insert({ candidateId, text: 'First', createdAt: at, author }),
        await tx.notes.insert({ candidateId, text: 'Second', createdAt: at }),
      ]);
      expect(await read((tx) => tx.notes.get(first!.id))).toEqual(first);
      expect(await read((tx) => tx.notes.get(999_999))).toBeUndefined();
      expect(await read((tx) => tx.notes.get(first!.id))).not.toHaveProperty('editedAt');

      const edited = { ...first!, text: 'First, corrected', editedAt: '2026-03-02T09:30:00.000Z' };
      await write((tx) => tx.notes.update(edited));
      expect(await read((tx) => tx.notes.get(first!.id))).toEqual(edited);
      expect(await read((tx) => tx.notes.listByCandidate(candidateId))).toEqual([edited, second]);
      // Backups carry the mark.
      expect((await read((tx) => tx.notes.all())).find((n) => n.id === first!.id)).toEqual(edited);

      expect(await write((tx) => tx.notes.remove(second!.id))).toBe(true);
      expect(await write((tx) => tx.notes.remove(second!.id))).toBe(false);
      expect(await read((tx) => tx.notes.listByCandidate(candidateId))).toEqual([edited]);
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
        found: (await tx.candidates.page({ search: 'jane' }, { offset: 0, limit: 10 })).totalCount,
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
            questions: [{ id: 'q1', type: 'short-text' as const, label: 'Name?', required: true }],
          },
        ],
      };
      await write((tx) => tx.assessments.put({ jobId, structure }));
      await write((tx) => tx.assessments.put({ jobId, structure: { ...structure, title: 'T2' } }));
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
}
