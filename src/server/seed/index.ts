import type { Store } from '../store/types';
import type { SeedOptions } from './options';
import { seedDatabase } from './seed-database';

export type { SeedOptions } from './options';

/** Seeding runs only while jobs or candidates are empty. */
export async function needsSeed(store: Store): Promise<boolean> {
  return store.transaction('read', async (tx) => {
    const [jobs, candidates] = await Promise.all([tx.jobs.list({}, { offset: 0, limit: 1 }), tx.candidates.count()]);
    return jobs.totalCount === 0 || candidates === 0;
  });
}

/** Seeds when needed; answers whether it did. */
export async function seedIfNeeded(store: Store, options: SeedOptions = {}): Promise<boolean> {
  if (!(await needsSeed(store))) return false;
  await seedDatabase(store, options);
  return true;
}
