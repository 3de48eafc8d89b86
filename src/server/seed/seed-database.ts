import type { TalentflowDB } from '../db';
import type { SeedOptions } from '.';

export async function seedDatabase(_db: TalentflowDB, _options: SeedOptions): Promise<void> {}
