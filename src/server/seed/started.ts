import type { Tx } from '../store/types';

/**
 * Set (to the moment) once a database has started: by the first seeding, or by a restore. The
 * sample data is for a first start only: after that an empty table is the user's own doing (an
 * empty backup restored), never a reason to seed again.
 */
const STARTED_KEY = 'started';

export async function hasStarted(tx: Tx): Promise<boolean> {
  return (await tx.settings.get(STARTED_KEY)) !== undefined;
}

export function markStarted(tx: Tx, at: Date = new Date()): Promise<void> {
  return tx.settings.set(STARTED_KEY, at.toISOString());
}
