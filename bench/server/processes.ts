// PostgreSQL's throw-away databases and the team server's processes, undone at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import postgres from 'postgres';
import { DIST, env, ROOT, SERVER_JS, SETTINGS } from './settings';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A team server process the bench started. */
export interface BenchServer {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Its last output, for failures. */
  output: string[];
  exit: Exit | null;
  exited: Promise<Exit>;
}

export function adminUrl(): string {
  const out = execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-postgres.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').pop() ?? '';
}

export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What is to be undone: the server running and the databases created (each removed when done). */
export const live = {
  servers: new Set<BenchServer>(),
  databases: new Set<string>(),
  admin: null as string | null,
};

export async function createDatabase(admin: string, name: string): Promise<void> {
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.unsafe(`create database "${name}"`);
    live.databases.add(name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function dropDatabase(admin: string, name: string): Promise<void> {
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    live.databases.delete(name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Starts `node dist-server/main.js` on a free port (or `extraEnv.PORT`) and resolves once it prints
 * its address. `extraEnv` adds settings of its own (the email measure's SMTP_URL and PUBLIC_URL).
 */
export function startServer(
  dbUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const serverEnv: NodeJS.ProcessEnv = {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    TALENTFLOW_DATA_DIR: dataDir,
    TALENTFLOW_DIST: DIST,
    TALENTFLOW_DEMO: '0',
    NODE_ENV: 'production',
    // The webhook measure's receivers listen on 127.0.0.1, and every instance on the database
    // delivers: all of them must allow private addresses, or one refuses what another took.
    TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE: '1',
    // Every instance on the database writes one audit chain: they share its key.
    TALENTFLOW_AUDIT_KEY: 'talentflow bench audit key, the same for every instance',
    ...extraEnv,
  };
  if (SETTINGS.poolSize) serverEnv.TALENTFLOW_POOL_SIZE = SETTINGS.poolSize;
  else delete serverEnv.TALENTFLOW_POOL_SIZE;
  // Given as arguments, not NODE_OPTIONS: --cpu-prof is allowed only there.
  const nodeArgs = SETTINGS.serverNodeOptions?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_JS], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    pid: child.pid!,
    url: '',
    output: [] as string[],
    exit: null as Exit | null,
    exited: undefined as unknown as Promise<Exit>,
  };
  live.servers.add(server);
  const keep = (stream: 'out' | 'err', chunk: Buffer) => {
    const text = chunk.toString();
    server.output.push(text);
    if (server.output.length > 200) server.output.shift();
    if (stream === 'err') process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  child.stdout.on('data', (c) => keep('out', c));
  child.stderr.on('data', (c) => keep('err', c));
  server.exited = new Promise<Exit>((resolveExit) =>
    child.on('exit', (code, signal) => {
      server.exit = { code, signal };
      live.servers.delete(server);
      resolveExit(server.exit);
    }),
  );
  return new Promise((resolveStart, rejectStart) => {
    // A first start on rows loaded by SQL counts the reports' tallies of every candidate first.
    const timer = setTimeout(
      () =>
        rejectStart(
          new Error(`The server did not start within ${SETTINGS.startTimeoutMs / 1000} s.`),
        ),
      SETTINGS.startTimeoutMs,
    );
    const onData = () => {
      const match = /team server on (http:\/\/[^\s]+)/.exec(server.output.join(''));
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        server.url = match[1]!;
        resolveStart(server);
      }
    };
    child.stdout.on('data', onData);
    server.exited.then((exit) => {
      clearTimeout(timer);
      rejectStart(
        new Error(
          `The server exited (${JSON.stringify(exit)}): ${server.output.join('').trim().slice(-2000)}`,
        ),
      );
    });
  });
}

/** SIGTERM, then SIGKILL after 35 s (the server's own limit for requests in flight is 30 s). */
export async function stopServer(server: BenchServer): Promise<Exit> {
  if (server.exit) return server.exit;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 35_000);
  const exit = await server.exited;
  clearTimeout(killer);
  return exit;
}
