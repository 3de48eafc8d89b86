import type { Interview } from '@/domain/interviews';
import type { InterviewPlanRow } from '@/domain/schemas';
import { type ContractContext, interviewOf, jobsUpTo, person, scorecardOf } from './fixture';

/** The store contract: each job's interview plan. */
export function describeInterviewPlans({ read, write }: ContractContext): void {
  describe('interview plans', () => {
    const plan = (jobId: number, name: string): InterviewPlanRow => ({
      jobId,
      interviews: [
        {
          id: 'talk',
          name,
          stage: 'screen',
          durationMinutes: 25,
          attributes: [
            { id: 'talk-calm', heading: 'Traits', name: 'Calm' },
            { id: 'talk-sql', heading: 'Skills', name: 'SQL “joins” & <tags>' },
          ],
        },
      ],
    });

    it('are kept per job, replaced whole by a put, and listed by job', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(3)));
      expect(await read((tx) => tx.interviewPlans.get(1))).toBeUndefined();
      await write(async (tx) => {
        await tx.interviewPlans.put(plan(3, 'Chat'));
        await tx.interviewPlans.put(plan(1, 'First'));
      });
      await write((tx) => tx.interviewPlans.put(plan(1, 'Second')));
      expect(await read((tx) => tx.interviewPlans.get(1))).toEqual(plan(1, 'Second'));
      expect(await read((tx) => tx.interviewPlans.all())).toEqual([
        plan(1, 'Second'),
        plan(3, 'Chat'),
      ]);
      expect(await read((tx) => tx.interviewPlans.get(2))).toBeUndefined();
      await expect(
        write(async (tx) => {
          await tx.interviewPlans.put(plan(2, 'Halfway'));
          throw new Error('halfway');
        }),
      ).rejects.toThrow('halfway');
      expect(await read((tx) => tx.interviewPlans.get(2))).toBeUndefined();
    });
  });

  describe('interviews and scorecards', () => {
    /** A draft: no recommendation, not submitted. */
    const draftOf = (interview: Interview) => {
      const {
        recommendation: _r,
        submittedAt: _s,
        ...draft
      } = scorecardOf(interview, {
        interviewerId: 3,
        ratings: {},
      });
      return draft;
    };
    it('keep every field, list a candidate’s interviews by start, and are changed by id', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(2)));
      const [ann, bo] = await write((tx) =>
        tx.candidates.insertMany([
          person('Ann', 'ann@x.io', 'tech', 1),
          person('Bo', 'bo@x.io', 'screen', 2),
        ]),
      );
      const owner = { candidateId: ann!.id, jobId: 1 };
      // Without the fields an interview may leave out.
      const {
        location: _where,
        videoUrl: _link,
        instructions: _notes,
        author: _by,
        ...bare
      } = interviewOf(owner, { startsAt: '2026-03-01T08:00:00.000Z', interviewerIds: [7] });
      const [late, early, other] = await write(async (tx) => [
        await tx.interviews.insert(interviewOf(owner)),
        await tx.interviews.insert(bare),
        await tx.interviews.insert(interviewOf({ candidateId: bo!.id, jobId: 2 })),
      ]);
      expect(await read((tx) => tx.interviews.get(late!.id))).toEqual(late);
      expect(await read((tx) => tx.interviews.get(early!.id))).not.toHaveProperty('location');
      expect(await read((tx) => tx.interviews.listByCandidate(ann!.id))).toEqual([early, late]);
      expect(await read((tx) => tx.interviews.get(9999))).toBeUndefined();

      const { location: _gone, ...kept } = late!;
      const moved = {
        ...kept,
        startsAt: '2026-03-04T13:00:00.000Z',
        interviewerIds: [3],
        sequence: 1,
      };
      await write((tx) => tx.interviews.update(moved));
      expect(await read((tx) => tx.interviews.get(late!.id))).toEqual(moved);
      await write((tx) => tx.interviews.update({ ...moved, status: 'cancelled', sequence: 2 }));
      expect((await read((tx) => tx.interviews.get(late!.id)))?.status).toBe('cancelled');

      const [draft, sent] = await write(async (tx) => [
        await tx.scorecards.insert(draftOf(late!)),
        await tx.scorecards.insert(scorecardOf(late!)),
      ]);
      await write((tx) => tx.scorecards.insert(scorecardOf(other!)));
      expect(await read((tx) => tx.scorecards.listByInterview(late!.id))).toEqual([draft, sent]);
      expect(await read((tx) => tx.scorecards.listByCandidate(ann!.id))).toEqual([draft, sent]);
      const submitted = {
        ...draft!,
        ratings: { 'technical-interview-domain': 'no' as const },
        recommendation: 'no' as const,
        submittedAt: '2026-03-05T10:00:00.000Z',
        updatedAt: '2026-03-05T10:00:00.000Z',
      };
      await write((tx) => tx.scorecards.update(submitted));
      expect(await read((tx) => tx.scorecards.listByInterview(late!.id))).toEqual([
        submitted,
        sent,
      ]);

      // Both go with their candidate, and nobody else's.
      await write((tx) => tx.candidates.remove(ann!.id));
      expect(await read((tx) => tx.interviews.all())).toEqual([other]);
      expect((await read((tx) => tx.scorecards.all())).map((c) => c.candidateId)).toEqual([bo!.id]);
    });

    it('list a window of starts, by start then id, and one interviewer’s alone', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
      const [ann] = await write((tx) =>
        tx.candidates.insertMany([person('Ann', 'ann@x.io', 'tech', 1)]),
      );
      const owner = { candidateId: ann!.id, jobId: 1 };
      const at = (startsAt: string, interviewerIds: number[]) =>
        interviewOf(owner, { startsAt, interviewerIds });
      const [nine, tenA, tenB, before, after] = await write(async (tx) => [
        await tx.interviews.insert(at('2026-03-02T09:00:00.000Z', [2, 3])),
        await tx.interviews.insert(at('2026-03-02T10:00:00.000Z', [3])),
        await tx.interviews.insert(at('2026-03-02T10:00:00.000Z', [2])),
        await tx.interviews.insert(at('2026-03-01T23:59:59.999Z', [2])),
        await tx.interviews.insert(at('2026-03-03T00:00:00.000Z', [2])),
      ]);
      const day = ['2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z'] as const;
      expect(await read((tx) => tx.interviews.listStarting(...day))).toEqual([nine, tenA, tenB]);
      expect(await read((tx) => tx.interviews.listStarting(...day, 2))).toEqual([nine, tenB]);
      expect(await read((tx) => tx.interviews.listStarting(...day, 3))).toEqual([nine, tenA]);
      expect(await read((tx) => tx.interviews.listStarting(...day, 99))).toEqual([]);
      expect(
        await read((tx) =>
          tx.interviews.listStarting('2026-03-01T00:00:00.000Z', '2026-03-04T00:00:00.000Z', 2),
        ),
      ).toEqual([before, nine, tenB, after]);
    });

    it('name the candidates a member interviews, once each, leaving out cancelled interviews', async () => {
      await write((tx) => tx.jobs.insertMany(jobsUpTo(1)));
      const [ann, bo, cy] = await write((tx) =>
        tx.candidates.insertMany([
          person('Ann', 'ann@x.io', 'tech', 1),
          person('Bo', 'bo@x.io', 'screen', 1),
          person('Cy', 'cy@x.io', 'offer', 1),
        ]),
      );
      await write(async (tx) => {
        const on = (candidateId: number, interviewerIds: number[], extra = {}) =>
          tx.interviews.insert(
            interviewOf({ candidateId, jobId: 1 }, { interviewerIds, ...extra }),
          );
        await on(cy!.id, [7]);
        await on(ann!.id, [7, 8]);
        await on(ann!.id, [7]);
        await on(bo!.id, [7], { status: 'cancelled' });
        await on(bo!.id, [8]);
      });
      expect(await read((tx) => tx.interviews.candidateIdsOf(7))).toEqual([ann!.id, cy!.id]);
      expect(await read((tx) => tx.interviews.candidateIdsOf(8))).toEqual([ann!.id, bo!.id]);
      expect(await read((tx) => tx.interviews.candidateIdsOf(9))).toEqual([]);
      // The board's filters narrowed to a member's candidates, in one read.
      const page = await read((tx) =>
        tx.candidates.page({ interviewerId: 7 }, { offset: 0, limit: 10 }),
      );
      expect(page.candidates.map((c) => c.id)).toEqual([ann!.id, cy!.id]);
      expect(page.totalCount).toBe(2);
      expect(
        (
          await read((tx) =>
            tx.candidates.page({ interviewerId: 7, stage: 'offer' }, { offset: 0, limit: 10 }),
          )
        ).candidates.map((c) => c.id),
      ).toEqual([cy!.id]);
      expect(
        (
          await read((tx) =>
            tx.candidates.page({ interviewerId: 8, search: 'bo' }, { offset: 0, limit: 10 }),
          )
        ).candidates.map((c) => c.id),
      ).toEqual([bo!.id]);
      expect(await read((tx) => tx.candidates.stageCounts({ interviewerId: 7 }))).toMatchObject({
        tech: 1,
        offer: 1,
        screen: 0,
      });
      expect(
        (await read((tx) => tx.candidates.page({ interviewerId: 9 }, { offset: 0, limit: 10 })))
          .candidates,
      ).toEqual([]);
    });
  });
}
