import { Hono } from 'hono';
import { jsonBody } from '../http';
import { exportBackup, importBackup, parseBackup } from '../services/backup';
import type { Store } from '../store/types';

export function backupRoutes(store: Store): Hono {
  return new Hono()
    .get('/', async (c) => c.json(await exportBackup(store)))
    .post('/restore', async (c) => c.json(await importBackup(store, parseBackup(await jsonBody(c)))));
}
