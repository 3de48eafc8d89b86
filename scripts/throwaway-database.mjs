// A throw-away database on the machine's PostgreSQL, for the e2e suite: made ready by
// scripts/ensure-postgres.mjs (or TALENTFLOW_TEST_DATABASE_URL), named at random, dropped by `drop`.
import { execFileSync } from 'node:child_process';
import postgres from 'postgres';

/** @returns {Promise<{ url: string, drop: () => Promise<void> }>} */
export async function createThrowawayDatabase(prefix = 'talentflow_e2e') {
  const adminUrl =
    process.env.TALENTFLOW_TEST_DATABASE_URL ??
    execFileSync(process.execPath, ['scripts/ensure-postgres.mjs'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      // Without FORCE first: it waits for autovacuum, which a role that is not superuser may not end.
      await admin
        .unsafe(`DROP DATABASE IF EXISTS "${name}"`)
        .catch(() => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await admin.end();
    },
  };
}
