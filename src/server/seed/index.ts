import type { TalentflowDB } from '../db';
import type { SeedOptions } from './options';

export type { SeedOptions } from './options';

/** Seeding runs only while jobs or candidates are empty. */
export async function needsSeed(db: TalentflowDB): Promise<boolean> {
  const [jobs, candidates] = await Promise.all([db.jobs.count(), db.candidates.count()]);
  return jobs === 0 || candidates === 0;
}

/** Seeds when needed; the generator is its own chunk, loaded only on a first start. */
export async function seedIfNeeded(db: TalentflowDB, options: SeedOptions = {}): Promise<boolean> {
  if (!(await needsSeed(db))) return false;
  const { seedDatabase } = await import('./seed-database');
  await seedDatabase(db, options);
  return true;
}
