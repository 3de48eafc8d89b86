// Starts the built team server (dist-server/main.js) on a throw-away database of the machine's
// PostgreSQL (made ready by scripts/ensure-postgres.mjs), and drops the database when the server
// stops: the e2e suite's team-postgres project runs on it.
import { execFileSync, spawn } from 'node:child_process';
import postgres from 'postgres';

const adminUrl =
  process.env.TALENTFLOW_TEST_DATABASE_URL ??
  execFileSync(process.execPath, ['scripts/ensure-postgres.mjs'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
const name = `talentflow_e2e_team_${Date.now().toString(36)}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: { ...process.env, DATABASE_URL: url.href },
  stdio: 'inherit',
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await admin
    .unsafe(`DROP DATABASE IF EXISTS "${name}"`)
    .catch(() => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    .catch(() => {});
  await admin.end();
  process.exit(code ?? 0);
});
