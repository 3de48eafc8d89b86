import { seedDatabase } from '@/server/seed/seed-database';
import { backend } from './backend';

/** Fills the current test database with the reproducible sample data (25 jobs, 1000 candidates). */
export async function seedSample(seed = 1): Promise<void> {
  await seedDatabase(backend().store, { seed });
}
