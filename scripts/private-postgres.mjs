// A PostgreSQL server of its own for the e2e tests that stop and start it (an outage while the
// team servers run): a fresh cluster in a temporary directory on a free port, made with the
// machine's PostgreSQL binaries (Debian's /usr/lib/postgresql/<version>/bin). It never touches the
// machine's own cluster, which other tests share. As root, the server runs as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function binaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error(
      'No PostgreSQL binaries in /usr/lib/postgresql: run scripts/ensure-postgres.mjs first.',
    );
  return path.join(root, versions[0], 'bin');
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private PostgreSQL. Returns its URL (database `postgres`, user `postgres`, trust
 * authentication on 127.0.0.1 only), `stop()` (fast shutdown: open connections are cut, as in an
 * outage), `start()`, and `destroy()` (stops it and removes its directory).
 * @returns {Promise<{ url: string, port: number, stop: () => void, start: () => void, destroy: () => void }>}
 */
export async function startPrivatePostgres() {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentflow-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (file, args) => {
    const command = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]]
      : [path.join(bin, file), args];
    execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
