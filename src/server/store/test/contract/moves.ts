import { STAGES, type Stage } from '@/domain/types';
import { DATED_MARK, STAGE_TALLY_PREFIX, undatedKey } from '@/domain/reports';
import { countAgain, talliesOf } from '../../tallies';
import { ALL_JOBS, type Tx } from '../../types';
import { type ContractContext, jobsUpTo, person } from './fixture';

/**
 * The store contract: 'candidate' transactions (a stage move). Many at once, of different
 * candidates and of the same one, leave every stage, timeline and count as if they had run one
 * after another.
 */
export function describeMoves({ read, write, store }: ContractContext): void {
  describe("'candidate' transactions (moves)", () => {
    const next = (stage: Stage) => STAGES[(STAGES.indexOf(stage) + 1) % STAGES.length]!;

    /**
     * A move as the service makes one: lock, read the stage, change it, say so on the timeline,
     * record it.
     */
    const move = (id: number) =>
      store().transaction('candidate', async (tx) => {
        const candidate = await tx.candidates.lock(id);
        if (!candidate) throw new Error(`no candidate ${id}`);
        const to = next(candidate.stage);
        await tx.candidates.setStage(id, { stage: to, stageId: to });
        const entry = { date: new Date().toISOString(), stage: to };
        await tx.timeline.insert({ candidateId: id, ...entry, notes: `from ${candidate.stage}` });
        tx.record({
          type: 'candidate.moved',
          id,
          jobId: candidate.jobId,
          from: candidate.stage,
          to,
          fromStageId: candidate.stage,
          toStageId: to,
          entry,
        });
        return to;
      });

    /** Candidates written as the store's rows alone (no event): counted by a recount. */
    const added = async (rows: Parameters<Tx['candidates']['insertMany']>[0]) => {
      const made = await write((tx) => tx.candidates.insertMany(rows));
      await write((tx) => countAgain(tx));
      return made;
    };

    /** The kept counts of a scope, beside what counting every candidate again gives. */
    async function counts(scope: number) {
      return read(async (tx: Tx) => {
        // The plain counts, and the dated ones summed over every day (as `days|<key>`).
        const kept = await tx.tallies.read(scope);
        for (const [key, n] of await tx.tallies.readDays(scope, '0000-01-01', '9999-12-31'))
          kept.set(`days|${key}`, n);
        // And a job's own stages' (read apart).
        for (const [key, n] of await tx.tallies.readPrefix(scope, STAGE_TALLY_PREFIX))
          kept.set(key, n);
        const data = { candidates: await tx.candidates.all(), timeline: await tx.timeline.all() };
        const again = new Map<string, number>();
        for (const { scope: at, key, n } of talliesOf(data)) {
          if (at !== scope) continue;
          const as =
            key.startsWith(DATED_MARK) && !key.startsWith(STAGE_TALLY_PREFIX)
              ? `days|${undatedKey(key)}`
              : key;
          again.set(as, (again.get(as) ?? 0) + n);
        }
        return { kept, again };
      });
    }

    it('keep a withdrawal while Rejected, and end it on a move out of Rejected', async () => {
      const [job] = await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
      const withdrawnAt = '2026-11-28T10:00:00.000Z';
      const [wes] = await write((tx) =>
        tx.candidates.insertMany([
          { ...person('Wes Withdrawn', 'wes@example.com', 'rejected', job!.id), withdrawnAt },
        ]),
      );
      expect(await read((tx) => tx.candidates.get(wes!.id))).toMatchObject({ withdrawnAt });
      await write((tx) =>
        tx.candidates.setStage(wes!.id, { stage: 'rejected', stageId: 'rejected' }),
      );
      expect(await read((tx) => tx.candidates.get(wes!.id))).toMatchObject({ withdrawnAt });
      await write((tx) => tx.candidates.setStage(wes!.id, { stage: 'screen', stageId: 'screen' }));
      const back = await read((tx) => tx.candidates.get(wes!.id));
      expect(back).toMatchObject({ stage: 'screen' });
      expect(back).not.toHaveProperty('withdrawnAt');
    });

    it('of different candidates at once each land, with one timeline entry each and right counts', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(2)));
      const made = await added(
        Array.from({ length: 24 }, (_, i) =>
          person(`P ${i}`, `p${i}@x.io`, STAGES[i % STAGES.length]!, 1 + (i % 2)),
        ),
      );
      const landed = await Promise.all(made.map((candidate) => move(candidate.id)));
      expect(landed).toEqual(made.map((candidate) => next(candidate.stage)));
      const after = await read((tx) => tx.candidates.getMany(made.map((c) => c.id)));
      expect(after.map((c) => c?.stage)).toEqual(landed);
      // Nothing else of them changed.
      expect(after.map((c) => c && { ...c, stage: undefined })).toEqual(
        made.map((c) => ({ ...c, stage: undefined })),
      );
      const entries = await read((tx) => tx.timeline.all());
      expect(entries.map((e) => e.candidateId).sort((a, b) => a - b)).toEqual(
        made.map((c) => c.id),
      );
      for (const scope of [ALL_JOBS, 1, 2]) {
        const { kept, again } = await counts(scope);
        expect(kept).toEqual(again);
      }
    });

    it('of the same candidate at once run one after another: each starts from the stage the last left', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
      const [one] = await added([person('Ann', 'ann@x.io', 'applied', 1)]);
      const times = 9;
      await Promise.all(Array.from({ length: times }, () => move(one!.id)));
      const entries = await read((tx) => tx.timeline.listByCandidate(one!.id));
      expect(entries).toHaveLength(times);
      // A chain: each move left from where the one before arrived (none read a stale stage).
      let at: Stage = 'applied';
      for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
        expect(entry.notes).toBe(`from ${at}`);
        at = entry.stage;
      }
      let expected: Stage = 'applied';
      for (let i = 0; i < times; i++) expected = next(expected);
      expect((await read((tx) => tx.candidates.get(one!.id)))?.stage).toBe(expected);
      const { kept, again } = await counts(ALL_JOBS);
      expect(kept).toEqual(again);
    });

    it('leave a candidate’s name, email and search as they were, and write nothing when the work fails', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
      const [ann] = await added([person('Ann Lee', 'ann@x.io', 'applied', 1)]);
      await move(ann!.id);
      const found = await read((tx) =>
        tx.candidates.page({ search: 'lee' }, { offset: 0, limit: 5 }),
      );
      expect(found.candidates).toEqual([{ ...ann, stage: 'screen' }]);
      await expect(
        store().transaction('candidate', async (tx) => {
          await tx.candidates.lock(ann!.id);
          await tx.candidates.setStage(ann!.id, { stage: 'hired', stageId: 'hired' });
          throw new Error('halfway');
        }),
      ).rejects.toThrow('halfway');
      expect((await read((tx) => tx.candidates.get(ann!.id)))?.stage).toBe('screen');
      const { kept, again } = await counts(ALL_JOBS);
      expect(kept).toEqual(again);
      expect(kept.get('stage:hired')).toBeUndefined();
    });
  });
}
