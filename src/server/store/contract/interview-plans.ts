import type { InterviewPlanRow } from '@/domain/schemas';
import { type ContractContext, jobsUpTo } from './fixture';

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
}
