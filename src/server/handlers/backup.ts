import type { HttpHandler } from 'msw';
import { structureProblems } from '@/domain/assessment';
import { badRequest } from '../errors';
import { parseInput, route } from '../http';
import { exportBackup, importBackup, parseBackup } from '../services/backup';
import { structureSchema } from '../validate/assessment';

/** A restored assessment passes the same checks as one saved from the builder. */
function validateStructure(input: unknown): void {
  const structure = parseInput(structureSchema, input, 'Backup assessment');
  const problem = structureProblems(structure)[0];
  if (problem) throw badRequest(`Backup assessment: ${problem.message}`);
}

export const backupHandlers: HttpHandler[] = [
  route('get', '/backup', async ({ db }) => ({ body: await exportBackup(db) })),
  route('post', '/backup/restore', async ({ db, json }) => {
    const backup = parseBackup(await json(), validateStructure);
    return { body: { restored: await importBackup(db, backup) } };
  }),
];
