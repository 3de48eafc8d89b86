import type { Store } from '../store/types';
import type { SeedOptions } from './options';
import { seedDatabase } from './seed-database';
import { hasStarted, markStarted } from './started';

export type { SeedOptions } from './options';

/** Seeding runs on a first start only: never started, and jobs or candidates empty. */
export async function needsSeed(store: Store): Promise<boolean> {
  return store.transaction('read', async (tx) => {
    if (await hasStarted(tx)) return false;
    const [jobs, candidates] = await Promise.all([
      tx.jobs.list({}, { offset: 0, limit: 1 }),
      tx.candidates.count(),
    ]);
    return jobs.totalCount === 0 || candidates === 0;
  });
}

/**
 * Seeds on a first start; answers whether it did. A database with data from before the marker
 * existed (jobs and candidates both there) is marked as started without seeding.
 */
export async function seedIfNeeded(store: Store, options: SeedOptions = {}): Promise<boolean> {
  if (await needsSeed(store)) {
    await seedDatabase(store, options);
    return true;
  }
  await store.transaction('write', async (tx) => {
    if (!(await hasStarted(tx))) await markStarted(tx);
  });
  return false;
}
