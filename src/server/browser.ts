import { getDb } from './db';
import { seedIfNeeded } from './seed';

export interface StartOptions {
  onProgress?: (share: number) => void;
  /** Reproducible sample data, for tests and demos. */
  seed?: number;
  /** A newer TalentFlow opened the database in another tab: this tab must reload. */
  onVersionChange?: () => void;
}

/** Starts the in-browser backend: open the database, seed it when empty, start the worker. */
export async function startBackend(options: StartOptions = {}): Promise<void> {
  const db = getDb();
  // Never block a newer version's upgrade: let go of the database and ask for a reload.
  db.on('versionchange', () => {
    db.close();
    options.onVersionChange?.();
    return false;
  });
  await db.open();
  // Marks for `npm run bench` (and the browser's performance panel): how long a first start seeds.
  performance.mark('talentflow:seed:start');
  if (await seedIfNeeded(db, { seed: options.seed, onProgress: options.onProgress })) {
    performance.measure('talentflow:seed', 'talentflow:seed:start');
  }
  const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('./handlers')]);
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  performance.mark('talentflow:backend:ready');
}
