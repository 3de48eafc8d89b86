import type { HttpHandler } from 'msw';
import { route } from '../http';
import { exportBackup, importBackup, parseBackup } from '../services/backup';

export const backupHandlers: HttpHandler[] = [
  route('get', '/backup', async ({ db }) => ({ body: await exportBackup(db) })),
  route('post', '/backup/restore', async ({ db, json }) => {
    const backup = parseBackup(await json());
    return { body: { restored: await importBackup(db, backup) } };
  }),
];
