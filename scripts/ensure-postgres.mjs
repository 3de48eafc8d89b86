// The PostgreSQL store's tests need a PostgreSQL server. On Debian as root, make one ready: install
// the postgresql package when missing, start its cluster when it is down, create the test role when
// it is missing. Prints the admin URL the tests use (TALENTFLOW_TEST_DATABASE_URL) as the only line
// on stdout; everything else goes to stderr. Exits 1 with one line saying what to do otherwise.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ROLE = 'talentflow';
const PASSWORD = 'talentflow';

if (process.env.TALENTFLOW_TEST_DATABASE_URL) {
  console.log(process.env.TALENTFLOW_TEST_DATABASE_URL);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function fail(message) {
  console.error(`ensure-postgres: ${message}`);
  process.exit(1);
}

function run(file, args, options = {}) {
  return execFileSync(file, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
}

/** The clusters pg_lsclusters knows: version, name, port and whether each is online. */
function clusters() {
  const out = run('pg_lsclusters', ['--no-header']);
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version, name, port, status]) => ({
      version,
      name,
      port: Number(port),
      online: status.startsWith('online'),
    }));
}

if (!existsSync('/usr/bin/pg_lsclusters') || clusters().length === 0) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      'no PostgreSQL server here. Install one (Debian: "sudo apt-get install -y postgresql") or set TALENTFLOW_TEST_DATABASE_URL to an admin URL, e.g. postgres://user:password@127.0.0.1:5432/postgres.',
    );
  }
  console.error(
    "ensure-postgres: PostgreSQL is missing: installing Debian's postgresql package...",
  );
  try {
    execFileSync(
      '/bin/bash',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
      ],
      {
        stdio: ['ignore', process.stderr, process.stderr],
      },
    );
  } catch {
    fail(
      'installing postgresql with apt-get failed: install it by hand ("apt-get install -y postgresql") and run the tests again.',
    );
  }
}

const all = clusters();
// The Debian package's cluster is "main"; prefer version 15's, else the newest one.
const cluster =
  all.find((c) => c.version === '15' && c.name === 'main') ??
  all.filter((c) => c.name === 'main').sort((a, b) => Number(b.version) - Number(a.version))[0] ??
  all[0];
if (!cluster)
  fail(
    'pg_lsclusters lists no cluster: create one ("pg_createcluster 15 main") and run the tests again.',
  );

if (!cluster.online) {
  if (!isRoot)
    fail(
      `PostgreSQL ${cluster.version}/${cluster.name} is down: start it ("sudo pg_ctlcluster ${cluster.version} ${cluster.name} start").`,
    );
  console.error(`ensure-postgres: starting PostgreSQL ${cluster.version}/${cluster.name}...`);
  try {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'start'], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
  } catch {
    fail(
      `pg_ctlcluster could not start ${cluster.version}/${cluster.name}: see /var/log/postgresql/postgresql-${cluster.version}-${cluster.name}.log.`,
    );
  }
}

/** Runs one SQL command as the postgres superuser over the local socket. */
function psql(command) {
  const args = [
    '-X',
    '-q',
    '-t',
    '-A',
    '-p',
    String(cluster.port),
    '-d',
    'postgres',
    '-c',
    command,
  ];
  if (!isRoot) return run('psql', args); // maybe the current user may; if not, the error says so.
  return run('runuser', ['-u', 'postgres', '--', 'psql', ...args]);
}

try {
  const exists = psql(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`).trim() === '1';
  if (!exists) {
    console.error(`ensure-postgres: creating role ${ROLE}...`);
    psql(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'`);
  }
} catch (error) {
  fail(
    `could not check or create the role ${ROLE} (${String(error.stderr ?? error.message).trim()}). Create it ("CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'") or set TALENTFLOW_TEST_DATABASE_URL.`,
  );
}

console.log(`postgres://${ROLE}:${PASSWORD}@127.0.0.1:${cluster.port}/postgres`);
