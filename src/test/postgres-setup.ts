/**
 * Vitest's globalSetup: the PostgreSQL store's tests read the admin URL of a PostgreSQL server from
 * TALENTFLOW_TEST_DATABASE_URL. When it is not set, scripts/ensure-postgres.mjs makes a server
 * ready (on Debian as root: installs, starts, creates the role) and tells its URL. When that
 * fails, the variable stays unset and the PostgreSQL test file fails saying why; the rest run.
 *
 * This file runs in Vitest's Node process, but the app's tsconfig (src is browser code) carries
 * no Node types: it names the little of Node it uses itself.
 */
interface NodeProcess {
  env: Record<string, string | undefined>;
  execPath: string;
}
type ExecFileSync = (
  file: string,
  args: string[],
  options: { encoding: 'utf8'; stdio: Array<'ignore' | 'pipe' | 'inherit'> },
) => string;

export default async function setup(): Promise<void> {
  const { env, execPath } = (globalThis as unknown as { process: NodeProcess }).process;
  if (env.TALENTFLOW_TEST_DATABASE_URL) return;
  const childProcess = 'node:child_process';
  const { execFileSync } = (await import(/* @vite-ignore */ childProcess)) as {
    execFileSync: ExecFileSync;
  };
  const script = decodeURIComponent(
    new URL('../../scripts/ensure-postgres.mjs', import.meta.url).pathname,
  );
  try {
    const out = execFileSync(execPath, [script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = out.trim().split('\n').pop();
    if (url) env.TALENTFLOW_TEST_DATABASE_URL = url;
  } catch {
    console.error(
      'postgres-setup: no PostgreSQL server for the PostgreSQL store tests (see the line above).',
    );
  }
}
