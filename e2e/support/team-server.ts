import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase } from '../../scripts/throwaway-database.mjs';
import { expect, test } from '../fixtures';

/**
 * Team servers for the e2e tests, started as the image starts them: `node dist-server/main.js`
 * (built by `npm run build:server`, serving the UI in dist/), configured by the environment.
 */

export interface TeamServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startTeamServer(env: Record<string, string>): Promise<TeamServer> {
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: nothing would stop it once the test gives up on it.
      child.kill('SIGKILL');
      reject(new Error(`The team server did not start:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /TalentFlow team server on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The team server exited while starting:\n${output}`));
    });
  });
  return { url, process: child, output: () => output, exited };
}

/** A fresh data directory for the embedded PostgreSQL; `remove` deletes it. */
export function embeddedDataDir(): { env: Record<string, string>; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-e2e-'));
  return {
    env: { TALENTFLOW_DATA_DIR: dir },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

let template: Promise<string> | undefined;

/**
 * A data directory for the embedded PostgreSQL that a server has started on once before (its
 * database made and migrated, no one set up yet): a copy of one made once per worker process,
 * which spares each test's server the seconds a first start takes. What a first start does is
 * tested from `embeddedDataDir`.
 */
export async function migratedDataDir(): Promise<{
  env: Record<string, string>;
  remove: () => void;
}> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'talentflow-e2e-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await stopTeamServer(await startTeamServer({ TALENTFLOW_DATA_DIR: dir }));
    return dir;
  })();
  const copy = embeddedDataDir();
  cpSync(await template, copy.env.TALENTFLOW_DATA_DIR!, { recursive: true });
  return copy;
}

/** A throw-away database on the machine's PostgreSQL (scripts/ensure-postgres.mjs makes it ready). */
export async function throwawayPostgres(): Promise<{
  env: Record<string, string>;
  remove: () => Promise<void>;
}> {
  const database = await createThrowawayDatabase();
  return { env: { DATABASE_URL: database.url }, remove: database.drop };
}

/** Calls the team API as a script would: JSON, the session cookie, and this server's Origin. */
export async function teamApi(
  server: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: any; cookie?: string }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      Origin: server.url,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const cookie = /talentflow_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  return { status: response.status, body: text ? JSON.parse(text) : undefined, cookie };
}

export const ADMIN = {
  name: 'Ada Admin',
  email: 'ada@example.com',
  password: 'correct horse battery',
};

/** What an earlier step of a serial spec handed on; a clear failure when it did not. */
export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`An earlier step did not provide ${what}.`);
  return value;
};

/** Stops a team server as a supervisor would: SIGTERM, then SIGKILL after 15 s. */
export async function stopTeamServer(server: TeamServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  const kill = setTimeout(() => server.process.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(kill);
}

/**
 * A team server for a spec file's serial tests: on a new embedded PostgreSQL (migratedDataDir), started with
 * `env` and its first admin (ADMIN) set up before the file's other beforeAll hooks, stopped and
 * its data removed after them.
 */
export function useTeamServer(env: Record<string, string> = {}) {
  let data: Awaited<ReturnType<typeof migratedDataDir>> | undefined;
  let server: TeamServer | undefined;
  let adminCookie: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    data = await migratedDataDir();
    server = await startTeamServer({ ...data.env, ...env });
    const setup = await teamApi(server, 'POST', '/auth/setup', { body: ADMIN });
    expect(setup.status).toBe(201);
    adminCookie = need(setup.cookie, 'the session cookie');
  });
  test.afterAll(async () => {
    await stopTeamServer(server);
    data?.remove();
  });
  const running = () => need(server, 'the server');
  return {
    get server() {
      return running();
    },
    /** The first admin's session cookie. */
    get adminCookie() {
      return need(adminCookie, 'the admin session');
    },
    url: (path: string) => `${running().url}${path}`,
    api: (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
      teamApi(running(), method, path, options),
  };
}
