import { Hono } from 'hono';
import { allow, type ApiEnv } from '../access';
import { jsonBody } from '../http';
import { exportBackup, importBackup, parseBackup } from '../services/backup';
import type { Store } from '../store/types';

export function backupRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/', allow('backup'), async (c) => c.json(await exportBackup(store)))
    .post('/restore', allow('backup'), async (c) =>
      c.json(await importBackup(store, parseBackup(await jsonBody(c)))),
    );
}
