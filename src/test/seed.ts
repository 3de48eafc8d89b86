import { seedDatabase } from '@/server/seed/seed-database';
import { markStarted } from '@/server/seed/started';
import { readAll } from '@/server/services/backup';
import type { HiringData } from '@/server/store/types';
import { backend } from './backend';

/**
 * The sample data each seed made, once per test process: seeding writes 1,000 candidates row by
 * row and takes seconds, where writing the same rows again (`replaceAll`, as a restore does)
 * takes a tenth of that. What seeding itself does is tested in seed-database.test.ts.
 */
const made = new Map<number, HiringData>();

/** Fills the current test database with the reproducible sample data (25 jobs, 1000 candidates). */
export async function seedSample(seed = 1): Promise<void> {
  const { store } = backend();
  const rows = made.get(seed);
  if (rows) {
    await store.transaction('write', async (tx) => {
      await markStarted(tx);
      await tx.replaceAll(structuredClone(rows));
      // As seeding does: the reports' counts are made from what was written.
      tx.record({ type: 'data.seeded' });
    });
    return;
  }
  await seedDatabase(store, { seed });
  made.set(seed, await store.transaction('read', readAll));
}
