// Starts the built team server (dist-server/main.js) on a throw-away database of the machine's
// PostgreSQL, and drops the database when the server stops: the e2e suite's team-postgres project
// runs on it.
import { spawn } from 'node:child_process';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const database = await createThrowawayDatabase('talentflow_e2e_team');
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: { ...process.env, DATABASE_URL: database.url },
  stdio: 'inherit',
});
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', async (code) => {
  await database.drop().catch(() => {});
  process.exit(code ?? 0);
});
