import { Hono } from 'hono';
import { allow, type ApiEnv } from '../access';
import { exportBackup, restoreBackup } from '../services/backup';
import type { Store } from '../store/types';

export function backupRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/', allow('backup'), async (c) => c.json(await exportBackup(store)))
    .post('/restore', allow('backup'), async (c) =>
      c.json(await restoreBackup(store, c.req.raw.body)),
    );
}
