import {
  countAgain,
  ensureTallies,
  talliesOf,
  TALLIES_VERSION,
  TALLIES_VERSION_KEY,
} from '../../tallies';
import { DATED_MARK, datedKeyRange, STAGE_TALLY_PREFIX, undatedKey } from '@/domain/reports';
import type { Candidate } from '@/domain/types';
import { emptyHiringData, type Tx } from '../../types';
import { type ContractContext, jobsUpTo, person } from './fixture';

/** The store contract: The reports' counts. */
export function describeTallies({ read, write, store }: ContractContext): void {
  describe('report tallies', () => {
    const day = (n: number, hour = 0) => new Date(Date.UTC(2026, 10, n, hour)).toISOString();
    type NewPerson = ReturnType<typeof person>;
    /**
     * Candidates added as the services add them, in `tx`: each with their first timeline entry (in
     * their stage, on the date given) and the event that records it.
     */
    async function added(tx: Tx, people: ReadonlyArray<readonly [NewPerson, string]>) {
      const made = await tx.candidates.insertMany(people.map(([one]) => one));
      const entries = people.map(([one, date]) => ({ date, stage: one.stage }));
      await tx.timeline.insertMany(
        made.map((candidate, i) => ({ candidateId: candidate.id, ...entries[i]!, notes: '' })),
      );
      made.forEach((candidate, i) =>
        tx.record({ type: 'candidate.created', candidate, entry: entries[i]! }),
      );
      return made;
    }
    /** A candidate erased as the services erase one, in `tx`: their journey in the event. */
    async function erased(tx: Tx, candidate: Candidate) {
      const entries = await tx.timeline.listByCandidate(candidate.id);
      await tx.candidates.remove(candidate.id);
      tx.record({
        type: 'candidate.erased',
        id: candidate.id,
        jobId: candidate.jobId,
        journey: { candidate, entries },
        upcoming: [],
      });
    }
    /** What the counts must be: every stored candidate counted again from scratch. */
    async function countedAgain(scope: number): Promise<Map<string, number>> {
      const data = await read(async (tx) => ({
        candidates: await tx.candidates.all(),
        timeline: await tx.timeline.all(),
      }));
      const counts = new Map<string, number>();
      for (const change of talliesOf(data))
        if (change.scope === scope && !change.key.startsWith(DATED_MARK))
          counts.set(change.key, change.n);
      return counts;
    }
    /** What the counts of the applications made from day `from` to `to` must be, counted again. */
    async function countedAgainOver(
      scope: number,
      from: string,
      to: string,
    ): Promise<Map<string, number>> {
      const data = await read(async (tx) => ({
        candidates: await tx.candidates.all(),
        timeline: await tx.timeline.all(),
      }));
      const counts = new Map<string, number>();
      const [low, high] = datedKeyRange(from, to);
      for (const { scope: at, key, n } of talliesOf(data))
        if (at === scope && key >= low && key < high)
          counts.set(undatedKey(key), (counts.get(undatedKey(key)) ?? 0) + n);
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
      // Some keys of a scope: those held, not those at zero, absent or of another scope.
      expect(
        await read((tx) =>
          tx.tallies.readKeys(4, ['furthest:applied', 'week:2026-11-16', 'stay:screen:36', 'none']),
        ),
      ).toEqual(new Map([['furthest:applied', 1]]));
      expect(await read((tx) => tx.tallies.readKeys(0, []))).toEqual(new Map());
      // The keys of a job's own stages: read by their prefix alone, never with the plain or dated ones.
      await write((tx) =>
        tx.tallies.add([
          { scope: 4, key: `${STAGE_TALLY_PREFIX}s1:in`, n: 2 },
          { scope: 4, key: `${STAGE_TALLY_PREFIX}s1:stay:30`, n: 1 },
          { scope: 5, key: `${STAGE_TALLY_PREFIX}s1:in`, n: 1 },
          { scope: 4, key: '~2026-11-16|furthest:applied', n: 1 },
        ]),
      );
      expect(await read((tx) => tx.tallies.readPrefix(4, STAGE_TALLY_PREFIX))).toEqual(
        new Map([
          [`${STAGE_TALLY_PREFIX}s1:in`, 2],
          [`${STAGE_TALLY_PREFIX}s1:stay:30`, 1],
        ]),
      );
      expect(await read((tx) => tx.tallies.read(4))).toEqual(new Map([['furthest:applied', 1]]));
      expect(await read((tx) => tx.tallies.readDays(4, '0000-01-01', '9999-12-31'))).toEqual(
        new Map([['furthest:applied', 1]]),
      );
      await write((tx) => tx.tallies.clear());
      expect(await read((tx) => tx.tallies.read(0))).toEqual(new Map());
    });

    it('follow every write the services record, per job and for all jobs, and undo with a failed write', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(2)));
      // Two candidates added, their first entries with them; Bo then moved on.
      const [, b] = await write((tx) =>
        added(tx, [
          [person('Ann', 'ann@x.io', 'applied', 1), day(2)],
          [person('Bo', 'bo@x.io', 'applied', 2), day(3)],
        ]),
      );
      await write(async (tx) => {
        await tx.candidates.setStage(b!.id, { stage: 'screen', stageId: 'screen' });
        const entry = { date: day(4, 12), stage: 'screen' as const };
        await tx.timeline.insert({ candidateId: b!.id, ...entry, notes: '' });
        tx.record({
          type: 'candidate.moved',
          id: b!.id,
          jobId: 2,
          from: 'applied',
          to: 'screen',
          fromStageId: 'applied',
          toStageId: 'screen',
          entry,
        });
      });
      const cy = await write(async (tx) => {
        const [made] = await added(tx, [[person('Cy', 'cy@x.io', 'applied', 1), day(9)]]);
        // An edit of the source, recorded with the row before and after.
        const sourced = { ...made!, source: 'referral' as const };
        await tx.candidates.update(sourced);
        tx.record({ type: 'candidate.edited', before: made!, after: sourced });
        return sourced;
      });
      // A move, as the services make it: the candidate, their timeline, the event.
      await write(async (tx) => {
        await tx.candidates.update({ ...cy, stage: 'hired' });
        const entry = { date: day(12), stage: 'hired' as const };
        await tx.timeline.insert({ candidateId: cy.id, ...entry, notes: '' });
        tx.record({
          type: 'candidate.moved',
          id: cy.id,
          jobId: 1,
          from: 'applied',
          to: 'hired',
          fromStageId: 'applied',
          toStageId: 'hired',
          entry,
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
          // How many each stage holds now: the board's counts.
          ['stage:applied', 1],
          ['stage:hired', 1],
        ]),
      );
      expect(await read((tx) => tx.tallies.read(0))).toEqual(await countedAgain(0));
      expect((await read((tx) => tx.tallies.read(0))).get('furthest:screen')).toBe(1);
      // Over a range of days: only who applied then (Cy on the 9th), their stage counts aside.
      expect(await read((tx) => tx.tallies.readDays(1, '2026-11-03', '2026-11-09'))).toEqual(
        new Map([
          ['furthest:hired', 1],
          ['stay:applied:72', 1],
          ['hire:72', 1],
          ['source:referral', 1],
          ['week:2026-11-09', 1],
        ]),
      );
      // The first and last days count, whole; a day outside does not.
      expect(await read((tx) => tx.tallies.readDays(0, '2026-11-02', '2026-11-03'))).toEqual(
        await countedAgainOver(0, '2026-11-02', '2026-11-03'),
      );
      expect(
        (await read((tx) => tx.tallies.readDays(0, '2026-11-02', '2026-11-03'))).get(
          'furthest:applied',
        ),
      ).toBe(1);
      expect(await read((tx) => tx.tallies.readDays(0, '2026-11-10', '2026-11-30'))).toEqual(
        new Map(),
      );
      expect(await read((tx) => tx.tallies.readDays(0, '0000-01-01', '9999-12-31'))).toEqual(
        await countedAgainOver(0, '0000-01-01', '9999-12-31'),
      );

      await expect(
        write(async (tx) => {
          await tx.candidates.update({ ...b!, stage: 'rejected' });
          const entry = { date: day(13), stage: 'rejected' as const, reason: 'Withdrew' };
          await tx.timeline.insert({ candidateId: b!.id, ...entry, notes: '' });
          tx.record({
            type: 'candidate.rejected',
            id: b!.id,
            jobId: 2,
            from: 'screen',
            fromStageId: 'screen',
            toStageId: 'rejected',
            reason: 'Withdrew',
            entry,
          });
          throw new Error('halfway');
        }),
      ).rejects.toThrow('halfway');
      expect(await read((tx) => tx.tallies.read(2))).toEqual(await countedAgain(2));
      expect((await read((tx) => tx.tallies.read(2))).has('rejected:screen')).toBe(false);

      await write(async (tx) => erased(tx, (await tx.candidates.get(cy.id))!));
      expect(await read((tx) => tx.tallies.read(1))).toEqual(
        new Map([
          ['furthest:applied', 1],
          ['week:2026-11-02', 1],
          ['stage:applied', 1],
        ]),
      );
      for (const scope of [0, 1, 2])
        expect(await read((tx) => tx.tallies.read(scope))).toEqual(await countedAgain(scope));
    });

    it('stay right when one write removes a candidate and adds another (an id may come back), or changes one twice at once', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(6)));
      const [ivy, first] = (await write((tx) =>
        added(tx, [
          [{ ...person('Ivy', 'ivy@x.io', 'applied', 6), source: 'referral' }, day(16)],
          [{ ...person('Gil', 'gil@x.io', 'hired', 5), source: 'agency' }, day(2)],
        ]),
      )) as [Candidate, Candidate];
      await write(async (tx) => {
        await erased(tx, first);
        await added(tx, [[person('Hal', 'hal@x.io', 'applied', 5), day(16)]]);
        // A move whose two writes go out together, as a service that does not wait between them would.
        const moved = { date: day(17), stage: 'screen' as const };
        await Promise.all([
          tx.candidates.update({ ...ivy, stage: 'screen' }),
          tx.timeline.insert({ candidateId: ivy.id, ...moved, notes: '' }),
        ]);
        tx.record({
          type: 'candidate.moved',
          id: ivy.id,
          jobId: 6,
          from: 'applied',
          to: 'screen',
          fromStageId: 'applied',
          toStageId: 'screen',
          entry: moved,
        });
      });
      expect(await read((tx) => tx.tallies.read(5))).toEqual(
        new Map([
          ['furthest:applied', 1],
          ['week:2026-11-16', 1],
          ['stage:applied', 1],
        ]),
      );
      expect(await read((tx) => tx.tallies.read(6))).toEqual(
        new Map([
          ['furthest:screen', 1],
          ['stay:applied:24', 1],
          ['week:2026-11-16', 1],
          ['stage:screen', 1],
        ]),
      );
      for (const scope of [0, 5, 6])
        expect(await read((tx) => tx.tallies.read(scope))).toEqual(await countedAgain(scope));
    });

    it('are made again from the rows a restore brings, and counted again from scratch on request', async () => {
      await write((tx) => tx.tallies.add([{ scope: 0, key: 'furthest:offer', n: 5 }]));
      await write(async (tx) => {
        await tx.replaceAll({
          ...emptyHiringData(),
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
        });
        // As a restore records it: the counts are made again from the rows written.
        tx.record({ type: 'data.restored' });
      });
      const expected = new Map([
        ['furthest:hired', 1],
        ['furthest:applied', 1],
        ['rejected:applied', 1],
        ['stay:applied:96', 1],
        ['hire:96', 1],
        ['source:agency', 1],
        ['week:2026-11-16', 2],
        ['stage:hired', 1],
        ['stage:rejected', 1],
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
          ...emptyHiringData(),
          jobs: jobsUpTo(2),
          candidates: [{ id: 3, name: 'Flo', email: 'flo@x.io', stage: 'screen', jobId: 2 }],
          timeline: [{ id: 1, candidateId: 3, date: day(2), stage: 'applied', notes: '' }],
        }),
      );
      await write(async (tx) => {
        await tx.tallies.add([{ scope: 2, key: 'furthest:offer', n: 9 }]);
        await tx.settings.set(TALLIES_VERSION_KEY, TALLIES_VERSION - 1);
      });
      expect(await ensureTallies(store())).toBe(1);
      expect(await read((tx) => tx.tallies.read(2))).toEqual(
        new Map([
          ['furthest:screen', 1],
          ['week:2026-11-02', 1],
          ['stage:screen', 1],
        ]),
      );
      expect(await ensureTallies(store())).toBeNull();
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
}
