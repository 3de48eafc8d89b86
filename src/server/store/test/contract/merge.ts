import { journeyEntryOf } from '@/domain/events';
import { CANDIDATE_TABLES } from '@/domain/schemas';
import { countAgain } from '../../tallies';
import type { Candidate } from '@/domain/types';
import { ALL_JOBS, type Tx } from '../../types';
import { type ContractContext, OWNED_ROWS, job, person, withBytes } from './fixture';

/** The store contract: a merge's store work, moving a candidate's rows and finding by phone. */
export function describeMerge({ read, write }: ContractContext): void {
  describe('merging candidates', () => {
    let jobA: number;
    let jobB: number;
    let kept: number;
    let other: number;
    let bystander: number;
    beforeEach(async () => {
      [jobA, jobB] = (await write((tx) => tx.jobs.insertMany([job('A', 0), job('B', 1)]))).map(
        (j) => j.id,
      ) as [number, number];
      [kept, other, bystander] = (
        await write((tx) =>
          tx.candidates.insertMany([
            { ...person('Ann Lee', 'ann@a.com', 'screen', jobA), phone: '+1 (555) 010-2030' },
            { ...person('Ann Lee', 'ann.lee@b.com', 'tech', jobB), phone: '1 555 010 2030' },
            { ...person('Bo Roe', 'bo@c.com', 'applied', jobA), phone: '555-999-1111' },
          ]),
        )
      ).map((c) => c.id) as [number, number, number];
    });

    const ownersIn = (table: (typeof CANDIDATE_TABLES)[number]) =>
      read(async (tx): Promise<number[]> => {
        const rows: Array<{ candidateId: number }> = await tx[table].all();
        return rows.map((row) => row.candidateId).sort((a, b) => a - b);
      });

    it('find candidates by their phone’s digits, whatever its layout, by id', async () => {
      const found = await read((tx) => tx.candidates.withPhone('15550102030'));
      expect(found.map((c) => c.id)).toEqual([kept, other]);
      expect(found[0]).toMatchObject({ name: 'Ann Lee', phone: '+1 (555) 010-2030' });
      expect(await read((tx) => tx.candidates.withPhone('5550102030'))).toEqual([]);
      expect(await read((tx) => tx.candidates.withPhone('5559991111'))).toHaveLength(1);
    });

    it('move every row of every table that points at candidates, and nobody else’s', async () => {
      await write(async (tx) => {
        for (const id of [kept, other, bystander])
          for (const table of CANDIDATE_TABLES)
            await OWNED_ROWS[table](tx, { candidateId: id, jobId: id === other ? jobB : jobA });
      });
      const before = new Map<string, number[]>();
      for (const table of CANDIDATE_TABLES) before.set(table, await ownersIn(table));

      await write((tx) => tx.candidates.reassign(other, kept));

      for (const table of CANDIDATE_TABLES) {
        const expected = before
          .get(table)!
          .map((id) => (id === other ? kept : id))
          .sort((a, b) => a - b);
        expect({ table, owners: await ownersIn(table) }).toEqual({ table, owners: expected });
      }
      // The rows are read as theirs, and the other candidate's own row is left as it was.
      const moved = await read(async (tx) => ({
        notes: (await tx.notes.listByCandidate(kept)).length,
        files: (await tx.files.listByCandidate(kept)).map((f) => f.jobId).sort(),
        interviews: (await tx.interviews.listByCandidate(kept)).length,
        left: await tx.files.listByCandidate(other),
        otherRow: (await tx.candidates.get(other))?.email,
      }));
      // A moved file keeps its content.
      const file = await read(async (tx) =>
        tx.files.get((await tx.files.listByCandidate(kept))[3]!.id),
      );
      expect((await withBytes(file!)).content).toEqual([...new TextEncoder().encode('cv')]);
      expect(moved).toEqual({
        notes: 2,
        files: [jobA, jobA, jobB, jobB],
        interviews: 4,
        left: [],
        otherRow: 'ann.lee@b.com',
      });
    });

    it('leave nothing of the erased candidate but what moved, and counts a recount agrees with', async () => {
      const entry = (candidateId: number, date: string, stage: 'applied' | 'screen' | 'tech') => ({
        candidateId,
        date,
        stage,
        notes: stage,
      });
      await write((tx) =>
        tx.timeline.insertMany([
          entry(kept, '2026-03-02T09:00:00.000Z', 'applied'),
          entry(kept, '2026-03-05T09:00:00.000Z', 'screen'),
          entry(other, '2026-03-01T09:00:00.000Z', 'applied'),
          entry(other, '2026-03-03T09:00:00.000Z', 'tech'),
          entry(bystander, '2026-03-04T09:00:00.000Z', 'applied'),
        ]),
      );
      // The rows above were written without events: the counts start from a recount.
      await write((tx) => countAgain(tx));
      // A merge as the service records it: the other's journey, then the kept one's entry.
      await write(async (tx) => {
        const [was, gone] = (await tx.candidates.getMany([kept, other])) as [Candidate, Candidate];
        const absorbed = (await tx.timeline.listByCandidate(other)).map(journeyEntryOf);
        await tx.candidates.reassign(other, kept);
        const at = { date: '2026-03-06T09:00:00.000Z', stage: was.stage };
        await tx.timeline.insert({ candidateId: kept, ...at, notes: 'merged' });
        await tx.candidates.remove(other);
        tx.record({
          type: 'candidate.merged',
          before: was,
          after: was,
          entry: at,
          other: { candidate: gone, entries: absorbed },
        });
      });
      const reads = (tx: Tx) =>
        Promise.all(
          [ALL_JOBS, jobA, jobB].map(async (scope) =>
            [...(await tx.tallies.read(scope))].sort(([a], [b]) => a.localeCompare(b)),
          ),
        );
      const kept_ = await read(reads);
      await write((tx) => countAgain(tx));
      expect(kept_).toEqual(await read(reads));
      // Job B lost its only candidate; job A still has two.
      expect(kept_[2]).toEqual([]);
      expect(Object.fromEntries(kept_[1]!)['stage:screen']).toBe(1);
      expect(await read((tx) => tx.candidates.count())).toBe(2);
      expect(
        (await read((tx) => tx.timeline.listByCandidate(kept))).map((t) => t.date.slice(0, 10)),
      ).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']);
    });
  });
}
