import type { ChangeEvent } from '@/domain/changes';
import { type ContractContext, job, person } from './fixture';

/** The store contract: Transactions. */
export function describeTransactions({ read, write, store }: ContractContext): void {
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
      const unsubscribe = await store().subscribe({ change: (event) => heard.push(event) });
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
}
