// `npm run bench:server`: the team server (dist-server/main.js) over a real PostgreSQL, loaded with
// 10,000 to 1,000,000 candidates restored from generated backups, measured with autocannon.
// Writes bench/server-results.json and prints a Markdown table. Every size gets its own throw-away
// database and its own server process; both are stopped and dropped at the end, also on failure
// or Ctrl-C. At the smallest size it also times live event delivery between two server processes
// on the same database (measureEvents). Settings (all optional): see SETTINGS below and
// docs/performance.md.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { random, sourceOf, STAGE_SHARES, STAGES, timelineRows } from './histories.mjs';
import { openEventStream, summarize } from './server-events.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const SETTINGS = {
  sizes: (env.BENCH_SERVER_SIZES ?? '10000,100000,1000000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  seconds: Number(env.BENCH_SERVER_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_SERVER_WARMUP ?? 2),
  /** Runs of each measure (the figures are their medians). */
  runs: Math.max(1, Number(env.BENCH_SERVER_RUNS ?? 1)),
  connections: Number(env.BENCH_SERVER_CONNECTIONS ?? 16),
  /** Word prefix searched (a last name of the word list: about 1 candidate in 54). */
  search: env.BENCH_SERVER_SEARCH ?? 'ngu',
  /** VACUUM (ANALYZE) after each restore, as autovacuum does within a minute; 0 measures the raw restore. */
  vacuum: env.BENCH_SERVER_VACUUM !== '0',
  /** Passed on to the server (its default, 10, when unset). */
  poolSize: env.TALENTFLOW_POOL_SIZE || undefined,
  /** Extra Node options for the server process only (e.g. --max-old-space-size=8192). */
  serverNodeOptions: env.BENCH_SERVER_NODE_OPTIONS || undefined,
  restoreTimeoutMs: Number(env.BENCH_SERVER_RESTORE_TIMEOUT_S ?? 1800) * 1000,
  /** How long a server may take to start (on rows loaded by SQL it first counts the reports). */
  startTimeoutMs: Number(env.BENCH_SERVER_START_TIMEOUT_S ?? 900) * 1000,
  /** Fresh browser contexts that open the reports page, for its time to first chart. */
  pageRuns: Math.max(1, Number(env.BENCH_SERVER_PAGE_RUNS ?? 5)),
  out: resolve(ROOT, env.BENCH_SERVER_OUT ?? 'bench/server-results.json'),
  /**
   * Only these measures (comma-separated keys: me, column, columnAfter, countsAll, countsJob,
   * search, move, reports, reportsJob, reportsPage, events); `events` or `reportsPage` alone skip
   * every autocannon measure.
   */
  only: env.BENCH_SERVER_ONLY ? env.BENCH_SERVER_ONLY.split(',').map((k) => k.trim()) : null,
  /** Measure with a fresh server process after the data is in (1), or with the one that restored it (default). */
  restartAfterLoad: env.BENCH_SERVER_RESTART === '1',
  /** `sql`: load every size with SQL COPY instead of the API's restore (a first start then counts the reports). */
  load: env.BENCH_SERVER_LOAD === 'sql' ? 'sql' : 'restore',
  /** When the API's restore fails, load the same rows with SQL COPY and measure the requests anyway. */
  sqlFallback: env.BENCH_SERVER_SQL_FALLBACK !== '0',
  /** Keep each size's database (and print its URL) for EXPLAIN afterwards: investigation only. */
  keep: env.BENCH_SERVER_KEEP === '1',
  /** Live event delivery between two server processes, at the smallest size; 0 skips it. */
  events: env.BENCH_SERVER_EVENTS !== '0',
  /** Changes timed for it (after EVENT_GOAL.warmup untimed ones). */
  eventChanges: Math.max(1, Number(env.BENCH_SERVER_EVENT_CHANGES ?? 200)),
};
const SEED = 20261123;
const JOB_COUNT = 25;
const GOAL = { size: 100_000, p99Ms: 50, rps: 400 };
/** A change made through one instance reaches a client of another within this, at p99. */
const EVENT_GOAL = { p99Ms: 250, warmup: 10, waitMs: 10_000 };
const DIST = resolve(ROOT, env.TALENTFLOW_DIST ?? 'dist');
const SERVER_JS = join(ROOT, 'dist-server/main.js');

const log = (...args) => console.error('[bench:server]', ...args);

// ---------- data: a deterministic backup, generated in chunks ----------

// The sample data's own word lists (src/server/seed/words.ts), copied: accents and an apostrophe
// included, so the search tokens are folded as they are in real data.
const FIRST_NAMES = [
  'Aisha',
  'Alejandro',
  'Amara',
  'Amelia',
  'Andrea',
  'Anika',
  'Arjun',
  'Ben',
  'Camila',
  'Carlos',
  'Chen',
  'Chloe',
  'Daniel',
  'David',
  'Diego',
  'Elena',
  'Elif',
  'Emily',
  'Emma',
  'Ethan',
  'Fatima',
  'Felix',
  'Gabriel',
  'Grace',
  'Hana',
  'Hannah',
  'Hiro',
  'Isabel',
  'Ivan',
  'Jack',
  'James',
  'Jamal',
  'Jonas',
  'José',
  'Julia',
  'Kai',
  'Karim',
  'Laura',
  'Leila',
  'Liam',
  'Lucas',
  'Lucía',
  'Maya',
  'Mateo',
  'Mei',
  'Mia',
  'Noah',
  'Nora',
  'Olivia',
  'Omar',
  'Priya',
  'Rafael',
  'Rohan',
  'Ruth',
  'Sakura',
  'Samuel',
  'Sara',
  'Sofia',
  'Tariq',
  'Thomas',
  'Tomás',
  'Valentina',
  'Wei',
  'Yusuf',
  'Zara',
  'Zoë',
];
const LAST_NAMES = [
  'Adeyemi',
  'Ahmed',
  'Andersson',
  'Bauer',
  'Becker',
  'Brown',
  'Castillo',
  'Chen',
  'Costa',
  'Dubois',
  'Fernández',
  'Fischer',
  'García',
  'Gupta',
  'Hansen',
  'Hernández',
  'Ibrahim',
  'Ito',
  'Jansen',
  'Johnson',
  'Kim',
  'Kowalski',
  'Kumar',
  'Larsen',
  'Lee',
  'Lopez',
  'Martin',
  'Müller',
  'Nakamura',
  'Nguyen',
  'Novak',
  "O'Brien",
  'Okafor',
  'Patel',
  'Petrov',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Singh',
  'Smith',
  'Sørensen',
  'Tanaka',
  'Taylor',
  'Thompson',
  'Tran',
  'Walker',
  'Wang',
  'Williams',
  'Wilson',
  'Yamamoto',
  'Yilmaz',
  'Zhang',
  'Zimmermann',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
const ROLES = [
  'Frontend Engineer',
  'Backend Engineer',
  'Data Analyst',
  'Product Designer',
  'Product Manager',
  'DevOps Engineer',
  'Account Executive',
  'Recruiter',
  'Data Scientist',
  'QA Engineer',
  'Growth Marketer',
  'Support Specialist',
  'Security Engineer',
];
const SENIORITY = ['', 'Senior ', 'Lead ', 'Junior ', 'Staff '];
const TAGS = [
  'Remote',
  'Hybrid',
  'Full-time',
  'Contract',
  'Engineering',
  'Design',
  'Data',
  'Sales',
];

/** The part of a name an address can hold: no accents, letters and digits only. */
const asciiWord = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace('ø', 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function makeJobs() {
  const jobs = [];
  const slugs = new Set();
  for (let i = 0; i < JOB_COUNT; i++) {
    const title = `${SENIORITY[i % SENIORITY.length]}${ROLES[i % ROLES.length]}`;
    let slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (let n = 2; slugs.has(slug); n++) slug = `${slug.replace(/-\d+$/, '')}-${n}`;
    slugs.add(slug);
    const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]].filter(
      (tag, k, all) => all.indexOf(tag) === k,
    );
    jobs.push({
      id: i + 1,
      title,
      slug,
      status: i % 8 === 7 ? 'archived' : 'active',
      tags,
      order: i,
    });
  }
  return jobs;
}

/**
 * The candidates of a backup of `count`, one at a time (the same rows for the same count on every
 * run): spread over the jobs unevenly (some jobs draw more), over the stages by STAGE_SHARES.
 */
function* generateCandidates(count) {
  const rand = random(SEED ^ count);
  const jobWeights = Array.from({ length: JOB_COUNT }, (_, i) => 1 + ((i * 7) % 5)); // 1 to 5
  const totalWeight = jobWeights.reduce((a, b) => a + b, 0);
  const jobCumulative = [];
  jobWeights.reduce((sum, w, i) => ((jobCumulative[i] = (sum + w) / totalWeight), sum + w), 0);
  const pick = (cumulative) => {
    const r = rand();
    let i = 0;
    while (cumulative[i] <= r && i < cumulative.length - 1) i++;
    return i;
  };
  for (let id = 1; id <= count; id++) {
    const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)];
    const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)];
    const domain = DOMAINS[Math.floor(rand() * DOMAINS.length)];
    const stage = pick(STAGE_SHARES);
    const job = pick(jobCumulative);
    const email = `${asciiWord(first)}.${asciiWord(last)}${id % 1000}@${domain}`;
    yield { id, name: `${first} ${last}`, email, stage, job };
  }
}

const END = Date.parse('2026-11-23T09:00:00.000Z');
/** Each candidate's timeline (histories.mjs), ids counting up from `firstId`. */
const timelineOf = (id, count, jobs, job, stage, firstId) =>
  timelineRows({
    id,
    count,
    stage: STAGES[stage],
    jobTitle: jobs[job].title,
    firstId,
    seed: SEED,
    end: END,
  });

/**
 * The backup of `count` candidates as Buffers of JSON text (a few MB each), and each candidate's
 * stage (index into STAGES); every candidate has the timeline that led to its stage (timelineRows).
 */
function makeBackup(count) {
  const jobs = makeJobs();
  const stages = new Uint8Array(count + 1);
  const jobOf = new Uint8Array(count + 1);
  const chunks = [];
  const BATCH = 20_000;
  const head = { format: 'talentflow-backup', version: 1, exportedAt: '2026-11-23T12:00:00.000Z' };
  chunks.push(
    Buffer.from(
      `${JSON.stringify(head).slice(0, -1)},"tables":{"jobs":${JSON.stringify(jobs)},"candidates":[`,
    ),
  );
  let parts = [];
  const flush = (first) => {
    chunks.push(Buffer.from((first ? '' : ',') + parts.join(',')));
    parts = [];
  };
  for (const c of generateCandidates(count)) {
    stages[c.id] = c.stage;
    jobOf[c.id] = c.job;
    parts.push(
      JSON.stringify({
        id: c.id,
        name: c.name,
        email: c.email,
        stage: STAGES[c.stage],
        jobId: c.job + 1,
        source: sourceOf(c.id),
      }),
    );
    if (parts.length === BATCH || c.id === count) flush(c.id <= BATCH);
  }
  chunks.push(Buffer.from('],"assessments":[],"notes":[],"responses":[],"timeline":['));
  let entryId = 1;
  let firstFlush = true;
  for (let id = 1; id <= count; id++) {
    const rows = timelineOf(id, count, jobs, jobOf[id], stages[id], entryId);
    for (const row of rows) parts.push(JSON.stringify(row));
    entryId += rows.length;
    if (parts.length >= BATCH || id === count) {
      flush(firstFlush);
      firstFlush = false;
    }
  }
  chunks.push(Buffer.from(']}}'));
  return { chunks, bytes: chunks.reduce((sum, c) => sum + c.length, 0), stages, jobs };
}

// The search tokens of a candidate, as src/domain/search.ts makes them (candidateSearchTokens):
// only for loading the data by SQL when the API's restore fails.
const NOT_A_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;
const foldText = (text) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text) =>
  foldText(text)
    .split(NOT_A_LETTER_OR_DIGIT)
    .filter((w) => w !== '');
function searchTokens({ name, email }) {
  const tokens = new Set([...words(name), ...words(email)]);
  const whole = foldText(email.trim());
  if (whole) tokens.add(whole);
  return [...tokens];
}

/**
 * Loads the same rows as the backup straight into the tables with COPY, as the restore would have
 * stored them (the search tokens included), and restarts the id sequences past them. This is not
 * TalentFlow's way in: the bench uses it only when the API's restore failed, so the requests can
 * still be measured at that size, and reports it.
 */
async function loadBySql(dbUrl, count, jobs) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const tsv = (values) =>
    `${values.map((v) => (v === null ? '\\N' : String(v).replace(/[\\\t\n\r]/g, ' '))).join('\t')}\n`;
  async function copy(statement, rows) {
    const stream = await sql.unsafe(statement).writable();
    await new Promise((resolveCopy, rejectCopy) => {
      stream.on('error', rejectCopy);
      stream.on('finish', resolveCopy);
      let buffer = [];
      (async () => {
        for (const row of rows) {
          buffer.push(tsv(row));
          if (buffer.length === 5000) {
            if (!stream.write(buffer.join(''))) await new Promise((r) => stream.once('drain', r));
            buffer = [];
          }
        }
        if (buffer.length) stream.write(buffer.join(''));
        stream.end();
      })().catch(rejectCopy);
    });
  }
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(
        "delete from candidate_tokens; delete from candidates; delete from timeline; delete from jobs; delete from report_tallies; delete from settings where key = 'reportTallies'",
      );
    });
    await sql.unsafe(
      `insert into jobs (id, title, slug, status, tags, "order") select id, title, slug, status, array(select jsonb_array_elements_text(tags)), "order" from jsonb_to_recordset($1::text::jsonb) as r(id int, title text, slug text, status text, tags jsonb, "order" bigint)`,
      [JSON.stringify(jobs)],
    );
    const jobOf = new Uint8Array(count + 1);
    const stageOf = new Uint8Array(count + 1);
    await copy(
      'copy candidates (id, name, email, stage, job_id, source) from stdin',
      (function* () {
        for (const c of generateCandidates(count)) {
          jobOf[c.id] = c.job;
          stageOf[c.id] = c.stage;
          yield [c.id, c.name, c.email, STAGES[c.stage], c.job + 1, sourceOf(c.id)];
        }
      })(),
    );
    await copy(
      'copy candidate_tokens (token, candidate_id) from stdin',
      (function* () {
        for (const c of generateCandidates(count))
          for (const token of searchTokens(c)) yield [token, c.id];
      })(),
    );
    let entries = 0;
    await copy(
      'copy timeline (id, candidate_id, date, stage, notes) from stdin',
      (function* () {
        for (let id = 1; id <= count; id++) {
          for (const t of timelineOf(id, count, jobs, jobOf[id], stageOf[id], entries + 1)) {
            entries += 1;
            yield [t.id, t.candidateId, t.date, t.stage, t.notes];
          }
        }
      })(),
    );
    // The reports' counts are made by the server when it starts on these rows (ensureTallies).
    for (const [table, greatest] of [
      ['jobs', jobs.length],
      ['candidates', count],
      ['timeline', entries],
    ])
      await sql.unsafe(`alter sequence ${table}_id_seq restart with ${greatest + 1}`);
    await sql.unsafe(
      `insert into settings (key, value) values ('started', to_jsonb(now()::text)) on conflict (key) do nothing`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// ---------- machine and process accounting ----------

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) of one process, from /proc; null when it is gone. */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}

/** CPU seconds of every process named postgres (the whole cluster: backends and helpers). */
function postgresCpu() {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy and total CPU time of the machine (all cores), from /proc/stat. */
function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const v = line.split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / CLK_TCK, total: total / CLK_TCK };
}

/** Peak and current resident memory of a process in MB (VmHWM, VmRSS). */
function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return null;
  }
}

function osName() {
  try {
    const pretty = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    return `${pretty ?? os.type()} (${os.type()} ${os.release()} ${os.arch()})`;
  } catch {
    return `${os.type()} ${os.release()} ${os.arch()}`;
  }
}

const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const round = (n, digits = 1) => (n == null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

// ---------- PostgreSQL and the server ----------

function adminUrl() {
  const out = execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-postgres.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').pop();
}

function databaseUrl(admin, name) {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What is to be undone: the server running and the databases created (each removed when done). */
const live = { servers: new Set(), databases: new Set(), admin: null };

async function createDatabase(admin, name) {
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.unsafe(`create database "${name}"`);
    live.databases.add(name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function dropDatabase(admin, name) {
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    live.databases.delete(name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Starts `node dist-server/main.js` on a free port and resolves once it prints its address. */
function startServer(dbUrl, dataDir) {
  const serverEnv = {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    TALENTFLOW_DATA_DIR: dataDir,
    TALENTFLOW_DIST: DIST,
    TALENTFLOW_DEMO: '0',
    NODE_ENV: 'production',
  };
  if (SETTINGS.poolSize) serverEnv.TALENTFLOW_POOL_SIZE = SETTINGS.poolSize;
  else delete serverEnv.TALENTFLOW_POOL_SIZE;
  if (SETTINGS.serverNodeOptions) serverEnv.NODE_OPTIONS = SETTINGS.serverNodeOptions;
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, pid: child.pid, url: null, output: [], exit: null };
  live.servers.add(server);
  const keep = (stream, chunk) => {
    const text = chunk.toString();
    server.output.push(text);
    if (server.output.length > 200) server.output.shift();
    if (stream === 'err') process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  child.stdout.on('data', (c) => keep('out', c));
  child.stderr.on('data', (c) => keep('err', c));
  server.exited = new Promise((resolveExit) =>
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
        server.url = match[1];
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
async function stopServer(server) {
  if (server.exit) return server.exit;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 35_000);
  const exit = await server.exited;
  clearTimeout(killer);
  return exit;
}

// ---------- HTTP ----------

/** One request; resolves with status, headers and body text. `chunks` are sent with a Content-Length. */
function request(base, method, path, { headers = {}, body, chunks, timeoutMs = 60_000 } = {}) {
  const url = new URL(path, base);
  const payload =
    chunks ??
    (body === undefined
      ? []
      : [Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]);
  const length = payload.reduce((sum, c) => sum + c.length, 0);
  return new Promise((resolveReq, rejectReq) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          ...(payload.length
            ? { 'Content-Type': 'application/json', 'Content-Length': String(length) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () =>
          resolveReq({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(parts).toString(),
          }),
        );
        res.on('error', rejectReq);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs / 1000} s`)),
    );
    req.on('error', rejectReq);
    (async () => {
      for (const chunk of payload) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(rejectReq);
  });
}

async function json(base, method, path, options) {
  const res = await request(base, method, path, options);
  let parsed;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    parsed = undefined;
  }
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 500)}`);
  return { ...res, body: parsed };
}

// ---------- one size ----------

/** The measures, in order: reads first, the writes (stage moves) last, so reads see restored data. */
function measures(size, jobs, stages, search) {
  const mid = Math.floor(size / 2);
  // One job that is not the largest nor the smallest: job 7.
  const job = jobs[6].id;
  // Stage moves: many different candidates (a stride through the ids), each to another stage
  // than the one it is in (tracked here), so every request is a real move with a timeline entry.
  const stride = 7919; // prime, so it visits every id of 10^k before repeating
  let k = 0;
  const nextMove = () => {
    const id = 1 + ((k * stride) % size);
    const to = (stages[id] + 1 + (k % 5)) % STAGES.length;
    stages[id] = to;
    k += 1;
    return { id, stage: STAGES[to] };
  };
  return [
    {
      key: 'me',
      label: 'Session only: `GET /api/auth/me` (baseline)',
      baseline: true,
      path: '/api/auth/me',
    },
    {
      key: 'column',
      label: 'Board column: `?stage=screen&pageSize=51`',
      path: '/api/candidates?stage=screen&pageSize=51',
    },
    {
      key: 'columnAfter',
      label: `Column after a cursor: \`?stage=screen&pageSize=51&afterId=${mid}\``,
      path: `/api/candidates?stage=screen&pageSize=51&afterId=${mid}`,
    },
    {
      key: 'countsAll',
      label: 'Stage counts, all: `/stage-counts`',
      path: '/api/candidates/stage-counts',
    },
    {
      key: 'countsJob',
      label: `Stage counts, one job: \`/stage-counts?jobId=${job}\``,
      path: `/api/candidates/stage-counts?jobId=${job}`,
    },
    {
      key: 'search',
      label: `Search: \`?search=${search}&pageSize=50\``,
      path: `/api/candidates?search=${encodeURIComponent(search)}&pageSize=50`,
    },
    {
      key: 'reports',
      label: 'Reports, all jobs: `GET /api/reports`',
      path: '/api/reports',
    },
    {
      key: 'reportsJob',
      label: `Reports, one job: \`GET /api/reports?jobId=${job}\``,
      path: `/api/reports?jobId=${job}`,
    },
    {
      key: 'move',
      label: 'Stage move: `PATCH /api/candidates/:id`',
      method: 'PATCH',
      write: true,
      setupRequest: (req) => {
        const { id, stage } = nextMove();
        return {
          ...req,
          method: 'PATCH',
          path: `/api/candidates/${id}`,
          body: JSON.stringify({ stage }),
        };
      },
    },
  ];
}

async function cannon(base, measure, headers, seconds) {
  const opts = {
    url: base,
    connections: SETTINGS.connections,
    duration: seconds,
    headers: measure.write ? { ...headers, 'Content-Type': 'application/json' } : headers,
    requests: [
      measure.setupRequest
        ? { method: measure.method, setupRequest: measure.setupRequest }
        : { method: measure.method ?? 'GET', path: measure.path },
    ],
  };
  return autocannon(opts);
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A warm-up, then BENCH_SERVER_RUNS runs of BENCH_SERVER_SECONDS each: with several runs each
 * figure is the median of the runs' (the machine is shared: a burst of other work can stall one
 * run), errors and non-2xx answers are summed, and every run is kept in `runs`.
 */
async function runMeasure(server, measure, headers) {
  if (SETTINGS.warmupSeconds > 0)
    await cannon(server.url, measure, headers, SETTINGS.warmupSeconds);
  const runs = [];
  for (let i = 0; i < SETTINGS.runs; i++) runs.push(await measureOnce(server, measure, headers));
  if (runs.length === 1) return runs[0];
  const pick = (get) => round(median(runs.map(get)), 3);
  const sum = (get) => runs.reduce((total, run) => total + (get(run) ?? 0), 0);
  return {
    ...runs[0],
    rps: pick((r) => r.rps),
    requests: sum((r) => r.requests),
    durationS: sum((r) => r.durationS),
    latencyMs: Object.fromEntries(
      Object.keys(runs[0].latencyMs).map((k) => [k, pick((r) => r.latencyMs[k])]),
    ),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodes: undefined,
    cpu: Object.fromEntries(Object.keys(runs[0].cpu).map((k) => [k, pick((r) => r.cpu[k])])),
    loadavg: { before: runs[0].loadavg.before, after: runs.at(-1).loadavg.after },
    runs,
  };
}

async function measureOnce(server, measure, headers) {
  const loadBefore = loadavg();
  const cpu0 = {
    server: processCpu(server.pid),
    pg: postgresCpu(),
    self: process.cpuUsage(),
    machine: machineCpu(),
  };
  const result = await cannon(server.url, measure, headers, SETTINGS.seconds);
  const cpu1 = {
    server: processCpu(server.pid),
    pg: postgresCpu(),
    self: process.cpuUsage(cpu0.self),
    machine: machineCpu(),
  };
  const total = result.requests.total;
  const perRequestMs = (seconds) => (total > 0 ? round((seconds * 1000) / total, 3) : null);
  // The rate this machine's CPUs would allow if the bench had them to itself: the server's one
  // event loop, and all cores shared by server, PostgreSQL and autocannon (an upper bound: it
  // ignores waits, such as the write lock that serializes stage moves).
  const serverMs = perRequestMs(cpu1.server - cpu0.server);
  const allMs =
    serverMs +
    perRequestMs(cpu1.pg - cpu0.pg) +
    perRequestMs((cpu1.self.user + cpu1.self.system) / 1e6);
  const cpuBoundRps =
    total > 0 ? Math.round(Math.min(1000 / serverMs, (os.cpus().length * 1000) / allMs)) : null;
  const machineBusy = cpu1.machine.busy - cpu0.machine.busy;
  const machineTotal = cpu1.machine.total - cpu0.machine.total;
  return {
    key: measure.key,
    label: measure.label,
    method: measure.method ?? 'GET',
    path: measure.path ?? '/api/candidates/:id',
    baseline: !!measure.baseline,
    rps: round(result.requests.average, 1),
    requests: total,
    durationS: result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: round(result.latency.average, 2),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    cpu: {
      serverMsPerRequest: perRequestMs(cpu1.server - cpu0.server),
      postgresMsPerRequest: perRequestMs(cpu1.pg - cpu0.pg),
      autocannonMsPerRequest: perRequestMs((cpu1.self.user + cpu1.self.system) / 1e6),
      machineBusyShare: machineTotal > 0 ? round(machineBusy / machineTotal, 3) : null,
      cpuBoundRps,
    },
    loadavg: { before: loadBefore, after: loadavg() },
  };
}

/**
 * The reports page in Chromium, signed in with the bench's session: from navigation start to the
 * first chart drawn (the page's `talentflow:first-chart` mark), for all jobs and for one job, each
 * in SETTINGS.pageRuns fresh browser contexts (nothing cached). Medians, with every run.
 */
async function measureReportsPage(server, headers, jobId) {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../scripts/chromium.mjs');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const cut = headers.Cookie.indexOf('=');
  const [name, value] = [headers.Cookie.slice(0, cut), headers.Cookie.slice(cut + 1)];
  const { hostname } = new URL(server.url);
  const result = {};
  try {
    for (const [key, path] of [
      ['all', '/reports'],
      ['job', `/reports?job=${jobId}`],
    ]) {
      const runs = [];
      for (let i = 0; i < SETTINGS.pageRuns; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await context.addCookies([
          { name, value, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
        ]);
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        await page.waitForFunction(
          () => performance.getEntriesByName('talentflow:first-chart', 'mark').length > 0,
          null,
          {
            timeout: 60_000,
          },
        );
        runs.push(
          Math.round(
            await page.evaluate(
              () => performance.getEntriesByName('talentflow:first-chart', 'mark')[0].startTime,
            ),
          ),
        );
        await context.close();
      }
      const sorted = [...runs].sort((a, b) => a - b);
      result[key] = { path, medianMs: sorted[Math.floor(sorted.length / 2)], runs };
      log(
        `  reports page ${path}: first chart at ${result[key].medianMs} ms (median of ${runs.join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
  result.met = result.all.medianMs < 1000 && result.job.medianMs < 1000;
  return result;
}

/**
 * Live event delivery across two instances. A second server process (B) is started on the same
 * database as `server` (A); a client opens `GET /api/events` on B, and another on A for
 * comparison. Then changes are made through A one after the other, alternately a note added
 * (`POST /api/candidates/:id/notes`) and a stage move (`PATCH /api/candidates/:id`, to another
 * stage than the candidate's, read just before and not timed), each on another candidate. For each
 * change: t0 just before the write is sent, the write's answer, and the arrival on each stream of
 * its `change` event (matched by entity and id: the note's id from the answer, the moved
 * candidate's id). Delivery is arrival − t0: the write, its commit and NOTIFY, the other
 * instance's LISTEN and its stream. The next change is sent once the event reached both streams
 * (or after EVENT_GOAL.waitMs, counted as missed). The first EVENT_GOAL.warmup changes are not
 * timed. B is stopped at the end, also on failure.
 */
async function measureEvents(server, dbUrl, dataDir, headers, size) {
  const result = {
    size,
    changes: SETTINGS.eventChanges,
    warmupChanges: EVENT_GOAL.warmup,
    goalP99Ms: EVENT_GOAL.p99Ms,
    loadavgStart: loadavg(),
  };
  let other;
  const streams = [];
  try {
    other = await startServer(dbUrl, dataDir);
    result.instanceB = { pid: other.pid, url: other.url };
    const cookie = { Cookie: headers.Cookie };
    const onB = await openEventStream(other.url, cookie);
    streams.push(onB);
    const onA = await openEventStream(server.url, cookie);
    streams.push(onA);
    result.instances = { a: onA.ready.data?.instance, b: onB.ready.data?.instance };
    if (!result.instances.a || result.instances.a === result.instances.b)
      throw new Error(
        `The two streams' "ready" name instances ${JSON.stringify(result.instances)}: not two instances.`,
      );
    log(
      `  events: instance ${result.instances.b} (pid ${other.pid}) streams, ${SETTINGS.eventChanges} changes through ${result.instances.a}...`,
    );

    const samples = [];
    const missed = { otherInstance: 0, sameInstance: 0 };
    const from = { b: 0, a: 0 };
    const stride = 7919;
    const total = EVENT_GOAL.warmup + SETTINGS.eventChanges;
    for (let k = 0; k < total; k++) {
      if (interrupted) throw new Error('interrupted');
      const id = 1 + ((k * stride + 4242) % size);
      const kind = k % 2 === 0 ? 'note' : 'move';
      let send;
      if (kind === 'note') {
        send = () =>
          json(server.url, 'POST', `/api/candidates/${id}/notes`, {
            headers,
            body: { text: `Bench note ${k + 1}: live event delivery` },
          });
      } else {
        const { stage } = (await json(server.url, 'GET', `/api/candidates/${id}`, { headers }))
          .body;
        const to = STAGES[(STAGES.indexOf(stage) + 1 + (k % 5)) % STAGES.length];
        send = () =>
          json(server.url, 'PATCH', `/api/candidates/${id}`, { headers, body: { stage: to } });
      }
      const t0 = performance.now();
      const answer = await send();
      const t1 = performance.now();
      const key =
        kind === 'note'
          ? { entity: 'note', action: 'added', id: answer.body?.id }
          : { entity: 'candidate', action: 'moved', id };
      if (!Number.isInteger(key.id))
        throw new Error(`The note's answer has no id: ${answer.text.slice(0, 200)}`);
      const match = (m) =>
        m.event === 'change' &&
        m.data?.entity === key.entity &&
        m.data.action === key.action &&
        m.data.id === key.id;
      const [atB, atA] = await Promise.all([
        onB.waitFor(match, { from: from.b, timeoutMs: EVENT_GOAL.waitMs }),
        onA.waitFor(match, { from: from.a, timeoutMs: EVENT_GOAL.waitMs }),
      ]);
      if (atB) from.b = atB.index + 1;
      if (atA) from.a = atA.index + 1;
      if (onB.ended) throw new Error(`The stream on instance B ended: ${onB.ended}`);
      if (onA.ended) throw new Error(`The stream on instance A ended: ${onA.ended}`);
      if (k < EVENT_GOAL.warmup) continue;
      if (!atB) missed.otherInstance += 1;
      if (!atA) missed.sameInstance += 1;
      samples.push({
        kind,
        writeMs: t1 - t0,
        deliveryMs: atB ? atB.message.at - t0 : null,
        sameInstanceMs: atA ? atA.message.at - t0 : null,
      });
    }

    const pick = (get, only) => summarize(samples.filter((s) => !only || s.kind === only).map(get));
    result.deliveryMs = pick((s) => s.deliveryMs);
    result.writeMs = pick((s) => s.writeMs);
    result.sameInstanceDeliveryMs = pick((s) => s.sameInstanceMs);
    /** Arrival on B after A's answer came back (negative: the event came first). */
    result.afterAnswerMs = pick((s) => (s.deliveryMs == null ? null : s.deliveryMs - s.writeMs));
    result.byKind = {
      note: {
        deliveryMs: pick((s) => s.deliveryMs, 'note'),
        writeMs: pick((s) => s.writeMs, 'note'),
      },
      move: {
        deliveryMs: pick((s) => s.deliveryMs, 'move'),
        writeMs: pick((s) => s.writeMs, 'move'),
      },
    };
    result.missed = missed;
    const count = (stream, event) => stream.messages.filter((m) => m.event === event).length;
    result.streamMessages = {
      b: { change: count(onB, 'change'), refresh: count(onB, 'refresh'), ping: count(onB, 'ping') },
      a: { change: count(onA, 'change'), refresh: count(onA, 'refresh'), ping: count(onA, 'ping') },
    };
    result.met =
      missed.otherInstance === 0 &&
      result.deliveryMs != null &&
      result.deliveryMs.p99 < EVENT_GOAL.p99Ms;
    log(
      `  events: delivery to instance B p50 ${result.deliveryMs?.p50} ms  p95 ${result.deliveryMs?.p95} ms  p99 ${result.deliveryMs?.p99} ms  max ${result.deliveryMs?.max} ms  (write p50 ${result.writeMs?.p50} ms, p99 ${result.writeMs?.p99} ms; missed ${missed.otherInstance})`,
    );
  } catch (error) {
    result.error = String(error.stack ?? error).slice(0, 3000);
    result.met = false;
    log(`  events FAILED: ${error.message ?? error}`);
  } finally {
    for (const stream of streams) stream.close();
    if (other) {
      result.instanceBExit = await stopServer(other);
      if (result.error) result.instanceBOutput = other.output.join('').slice(-2000);
    }
    result.loadavgEnd = loadavg();
  }
  return result;
}

async function benchSize(size, admin, withEvents) {
  const entry = { size, startedAt: new Date().toISOString(), loadavgStart: loadavg() };
  const name = `talentflow_bench_${process.pid}_${size}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'talentflow-bench-'));
  let server;
  try {
    log(`${size.toLocaleString('en')} candidates: generating the backup...`);
    const t0 = performance.now();
    const backup = makeBackup(size);
    entry.backup = {
      bytes: backup.bytes,
      mb: round(backup.bytes / 1024 / 1024, 1),
      generateMs: Math.round(performance.now() - t0),
    };
    log(
      `  ${entry.backup.mb} MB of JSON in ${entry.backup.generateMs} ms; database ${name}, starting the server...`,
    );
    await createDatabase(admin, name);
    const dbUrl = databaseUrl(admin, name);
    server = await startServer(dbUrl, dataDir);
    entry.server = { pid: server.pid, url: server.url };
    const origin = server.url;

    // The first member: the admin, signed in by the setup.
    const setup = await json(server.url, 'POST', '/api/auth/setup', {
      headers: { Origin: origin },
      body: { name: 'Bench Admin', email: 'bench@example.com', password: 'bench-password-1234' },
    });
    const cookie = [setup.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('talentflow_session='));
    if (!cookie) throw new Error('The setup answered no talentflow_session cookie.');
    const headers = { Cookie: cookie.split(';')[0], Origin: origin };

    log(`  restoring ${size.toLocaleString('en')} candidates (${entry.backup.mb} MB)...`);
    const r0 = performance.now();
    let restored;
    try {
      if (SETTINGS.load === 'sql')
        throw new Error('not restored: BENCH_SERVER_LOAD=sql loads by COPY');
      restored = await json(server.url, 'POST', '/api/backup/restore', {
        headers,
        chunks: backup.chunks,
        timeoutMs: SETTINGS.restoreTimeoutMs,
      });
    } catch (error) {
      entry.restore = {
        ok: false,
        ms: Math.round(performance.now() - r0),
        error: String(error.message ?? error).slice(0, 2000),
        serverExit: server.exit,
        serverMemory: processMemory(server.pid),
        serverOutput: server.output.join('').slice(-2000),
      };
      log(`  restore FAILED after ${entry.restore.ms} ms: ${entry.restore.error}`);
      backup.chunks.length = 0;
      if (!SETTINGS.sqlFallback) return entry;
      // Measure what can be measured: the same rows loaded with COPY, by a fresh server process.
      log(
        '  loading the same rows with SQL COPY instead (BENCH_SERVER_SQL_FALLBACK=0 skips this)...',
      );
      await stopServer(server);
      const l0 = performance.now();
      await loadBySql(dbUrl, size, backup.jobs);
      entry.load = {
        by: 'sql-copy',
        ms: Math.round(performance.now() - l0),
        asked: SETTINGS.load === 'sql',
      };
      log(`  loaded by SQL in ${(entry.load.ms / 1000).toFixed(1)} s; restarting the server`);
      const s0 = performance.now();
      server = await startServer(dbUrl, dataDir);
      entry.load.serverStartMs = Math.round(performance.now() - s0);
      log(
        `  the server started in ${(entry.load.serverStartMs / 1000).toFixed(1)} s (counting the reports' tallies first)`,
      );
      entry.server = { pid: server.pid, url: server.url, restartedAfterSqlLoad: true };
      headers.Origin = server.url;
    }
    if (restored) {
      entry.load = { by: 'restore' };
      entry.restore = {
        ok: true,
        ms: Math.round(performance.now() - r0),
        restored: restored.body.restored,
        serverMemory: processMemory(server.pid),
      };
      log(
        `  restored in ${(entry.restore.ms / 1000).toFixed(1)} s (server peak RSS ${entry.restore.serverMemory?.peakMb} MB)`,
      );
      backup.chunks.length = 0; // the body is no longer needed
    }

    if (SETTINGS.restartAfterLoad && !entry.server.restartedAfterSqlLoad) {
      await stopServer(server);
      server = await startServer(dbUrl, dataDir);
      entry.server = { pid: server.pid, url: server.url, restartedAfterLoad: true };
      headers.Origin = server.url;
    }

    if (SETTINGS.vacuum) {
      const v0 = performance.now();
      const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(
          'vacuum (analyze) candidates, candidate_tokens, timeline, jobs, sessions, users',
        );
      } finally {
        await sql.end({ timeout: 5 });
      }
      entry.vacuumMs = Math.round(performance.now() - v0);
      log(`  VACUUM (ANALYZE) in ${(entry.vacuumMs / 1000).toFixed(1)} s`);
    }

    // What the measured requests answer, checked once (a wrong answer fast is no result).
    const column = (
      await json(server.url, 'GET', '/api/candidates?stage=screen&pageSize=51', { headers })
    ).body;
    const counts = (await json(server.url, 'GET', '/api/candidates/stage-counts', { headers }))
      .body;
    const found = (
      await json(
        server.url,
        'GET',
        `/api/candidates?search=${encodeURIComponent(SETTINGS.search)}&pageSize=50`,
        { headers },
      )
    ).body;
    const expected = Object.fromEntries(STAGES.map((s) => [s, 0]));
    for (let id = 1; id <= size; id++) expected[STAGES[backup.stages[id]]] += 1;
    const problems = [];
    if (counts.totalCount !== size)
      problems.push(`stage-counts total ${counts.totalCount}, expected ${size}`);
    for (const s of STAGES)
      if (counts.counts[s] !== expected[s])
        problems.push(`count of ${s} ${counts.counts[s]}, expected ${expected[s]}`);
    if (column.candidates.some((c) => c.stage !== 'screen'))
      problems.push('the screen column holds other stages');
    if (column.candidates.length !== Math.min(51, expected.screen))
      problems.push(`the screen column has ${column.candidates.length} cards`);
    if (
      found.candidates.length === 0 ||
      found.candidates.some(
        (c) => !/ngu/i.test(`${c.name} ${c.email}`) && SETTINGS.search === 'ngu',
      )
    )
      problems.push('the search found nothing, or candidates without the term');
    const report = (await json(server.url, 'GET', '/api/reports', { headers })).body;
    if (report.candidates !== size)
      problems.push(`the report counts ${report.candidates} candidates, expected ${size}`);
    const hired = expected.hired;
    if (report.funnel?.at(-1)?.reached !== hired)
      problems.push(`the report counts ${report.funnel?.at(-1)?.reached} hires, expected ${hired}`);
    if (problems.length) throw new Error(`Wrong answers before measuring: ${problems.join('; ')}`);
    entry.answers = {
      stageCounts: counts.counts,
      screenTotal: column.totalCount,
      searchTotal: found.totalCount,
    };
    log(
      `  answers checked: ${found.totalCount} candidates match "${SETTINGS.search}", ${column.totalCount} in screen`,
    );

    entry.measures = [];
    for (const measure of measures(size, backup.jobs, backup.stages, SETTINGS.search)) {
      if (SETTINGS.only && !SETTINGS.only.includes(measure.key)) continue;
      const m = await runMeasure(server, measure, headers);
      entry.measures.push(m);
      log(
        `  ${measure.key.padEnd(12)} ${String(m.rps).padStart(7)} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms  errors ${m.errors}  non-2xx ${m.non2xx}  (server ${m.cpu.serverMsPerRequest} ms, postgres ${m.cpu.postgresMsPerRequest} ms CPU/request; load ${m.loadavg.after[0]})`,
      );
    }
    if (!SETTINGS.only || SETTINGS.only.includes('reportsPage'))
      entry.reportsPage = await measureReportsPage(server, headers, backup.jobs[6].id);
    if (withEvents) entry.events = await measureEvents(server, dbUrl, dataDir, headers, size);
    entry.serverMemory = processMemory(server.pid);
    return entry;
  } catch (error) {
    entry.error = String(error.stack ?? error).slice(0, 3000);
    log(`  FAILED: ${error.message ?? error}`);
    return entry;
  } finally {
    if (server) {
      entry.serverExit = await stopServer(server);
    }
    if (SETTINGS.keep) {
      entry.keptDatabase = databaseUrl(admin, name);
      live.databases.delete(name);
      log(`  kept ${entry.keptDatabase} (BENCH_SERVER_KEEP=1): drop it when done`);
    } else {
      await dropDatabase(admin, name).catch((error) =>
        log(`  could not drop ${name}: ${error.message}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
    entry.loadavgEnd = loadavg();
    entry.finishedAt = new Date().toISOString();
  }
}

// ---------- report ----------

const fmt = (n) => (n == null ? '–' : n.toLocaleString('en', { maximumFractionDigits: 0 }));
const fmtMs = (n) =>
  n == null ? '–' : `${n.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;

function verdict(results) {
  const at = results.sizes.find((s) => s.size === GOAL.size);
  if (!at)
    return {
      judged: false,
      text: `not judged: ${GOAL.size.toLocaleString('en')} candidates were not measured`,
    };
  if (at.measures?.length === 0)
    return {
      judged: false,
      text: `not judged: no request was measured at ${GOAL.size.toLocaleString('en')} candidates`,
    };
  if (!at.measures)
    return {
      judged: true,
      met: false,
      text: `not met: the ${GOAL.size.toLocaleString('en')} run failed (${at.restore?.error ?? at.error})`,
      misses: [],
    };
  const misses = [];
  for (const m of at.measures) {
    if (m.baseline) continue;
    const why = [];
    if (m.latencyMs.p99 > GOAL.p99Ms) why.push(`p99 ${m.latencyMs.p99} ms`);
    if (m.rps < GOAL.rps) why.push(`${m.rps} req/s`);
    if (m.errors || m.non2xx) why.push(`${m.errors} errors, ${m.non2xx} non-2xx`);
    if (why.length) misses.push({ key: m.key, why: why.join(', ') });
  }
  return {
    judged: true,
    met: misses.length === 0,
    misses,
    text:
      misses.length === 0
        ? 'met'
        : `not met: ${misses.map((m) => `${m.key} (${m.why})`).join('; ')}`,
  };
}

function markdown(results) {
  const lines = [];
  lines.push(
    '| Candidates | Request | req/s | p50 | p99 | errors / non-2xx | CPU/request: server, PostgreSQL | CPU ceiling req/s |',
  );
  lines.push(
    '| ---------: | ------- | ----: | --: | --: | ---------------: | ------------------------------- | ----------------: |',
  );
  for (const s of results.sizes) {
    const size = fmt(s.size);
    const restore = s.load?.asked
      ? 'not used (`BENCH_SERVER_LOAD=sql`)'
      : s.restore
        ? s.restore.ok
          ? `${(s.restore.ms / 1000).toFixed(1)} s (${s.backup.mb} MB body, server peak RSS ${s.restore.serverMemory?.peakMb ?? '?'} MB)`
          : `**failed** after ${(s.restore.ms / 1000).toFixed(1)} s: ${s.restore.error.split('\n')[0].slice(0, 160)}`
        : `not reached${s.error ? `: ${s.error.split('\n')[0].slice(0, 160)}` : ''}`;
    lines.push(`| ${size} | Restore (\`POST /api/backup/restore\`) | | | | | ${restore} | |`);
    if (s.load?.by === 'sql-copy')
      lines.push(
        `| ${size} | *The rows below: the same data loaded with SQL COPY (${(s.load.ms / 1000).toFixed(1)} s${s.load.asked ? ', as asked' : ', as the restore failed'}); the server's first start on them, counting the reports, took ${((s.load.serverStartMs ?? 0) / 1000).toFixed(1)} s* | | | | | | |`,
      );
    for (const m of s.measures ?? []) {
      const goal =
        s.size === GOAL.size && !m.baseline
          ? m.latencyMs.p99 <= GOAL.p99Ms && m.rps >= GOAL.rps && !m.errors && !m.non2xx
            ? ' ✓'
            : ' ✗'
          : '';
      lines.push(
        `| ${size} | ${m.label}${goal} | ${fmt(m.rps)} | ${fmtMs(m.latencyMs.p50)} | ${fmtMs(m.latencyMs.p99)} | ${m.errors} / ${m.non2xx} | ${m.cpu.serverMsPerRequest ?? '–'} ms, ${m.cpu.postgresMsPerRequest ?? '–'} ms | ${fmt(m.cpu.cpuBoundRps)} |`,
      );
    }
    for (const [key, label] of [
      ['all', 'all jobs'],
      ['job', 'one job'],
    ]) {
      const p = s.reportsPage?.[key];
      if (p)
        lines.push(
          `| ${size} | Reports page in Chromium, ${label} (\`${p.path}\`): time to first chart, median of ${p.runs.length} fresh loads${p.medianMs < 1000 ? ' ✓' : ' ✗'} | | ${fmtMs(p.medianMs)} | | | runs: ${p.runs.join(', ')} ms | |`,
        );
    }
    if (s.error && s.measures)
      lines.push(`| ${size} | **failed**: ${s.error.split('\n')[0].slice(0, 200)} | | | | | | |`);
  }
  return lines.join('\n');
}

function eventsMarkdown(events) {
  const lines = [];
  const head = `Live event delivery (${fmt(events.changes)} changes at ${fmt(events.size)} candidates)`;
  lines.push(`| ${head} | p50 | p95 | p99 | max |`);
  lines.push(`| ${'-'.repeat(head.length)} | --: | --: | --: | --: |`);
  if (events.error && !events.deliveryMs) {
    lines.push(`| **failed**: ${events.error.split('\n')[0].slice(0, 200)} | | | | |`);
    return lines.join('\n');
  }
  const row = (label, s) =>
    lines.push(
      `| ${label} | ${fmtMs(s?.p50)} | ${fmtMs(s?.p95)} | ${fmtMs(s?.p99)} | ${fmtMs(s?.max)} |`,
    );
  const goal = events.met ? ' ✓' : ' ✗';
  row(`From instance A to a client of instance B${goal}`, events.deliveryMs);
  row('From instance A to a client of instance A', events.sameInstanceDeliveryMs);
  row("The write's own answer (A)", events.writeMs);
  return lines.join('\n');
}

function eventsVerdict(events) {
  const goal = `Live event delivery goal (p99 under ${events.goalP99Ms ?? EVENT_GOAL.p99Ms} ms from one instance to a client of the other)`;
  if (!events.deliveryMs)
    return `${goal}: not met: ${events.error?.split('\n')[0] ?? 'no figures'}.`;
  const missed = events.missed?.otherInstance
    ? `, ${events.missed.otherInstance} of ${events.changes} events never arrived`
    : '';
  return `${goal}: ${events.met ? 'met' : 'not met'} (p99 ${fmtMs(events.deliveryMs.p99)}${missed}).`;
}

// ---------- main ----------

async function cleanup() {
  for (const server of [...live.servers]) await stopServer(server).catch(() => {});
  if (live.admin)
    for (const name of [...live.databases]) await dropDatabase(live.admin, name).catch(() => {});
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the server and dropping the bench database...`);
    cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  if (!existsSync(SERVER_JS))
    throw new Error(
      'dist-server/main.js is missing: run "npm run build:server" (npm run bench:server does).',
    );
  if (!existsSync(join(DIST, 'index.html'))) {
    log(
      `${DIST}/index.html is missing (the server needs the UI build): running "npx vite build"...`,
    );
    execFileSync('npx', ['vite', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', process.stderr, process.stderr],
    });
  }
  const admin = adminUrl();
  live.admin = admin;

  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  let pg;
  try {
    const [{ version }] = await sql`select version()`;
    const settings =
      await sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_connections', 'effective_cache_size', 'synchronous_commit', 'random_page_cost', 'jit')`;
    pg = {
      version,
      settings: Object.fromEntries(
        settings.map((s) => [s.name, s.unit ? `${s.setting} ${s.unit}` : s.setting]),
      ),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }

  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench:server',
    settings: {
      ...SETTINGS,
      out: undefined,
      poolSize: SETTINGS.poolSize ?? 'default (10)',
      seed: SEED,
      jobs: JOB_COUNT,
    },
    goal: {
      ...GOAL,
      text: `at ${GOAL.size.toLocaleString('en')} candidates: every p99 ≤ ${GOAL.p99Ms} ms and ≥ ${GOAL.rps} requests/s`,
    },
    machine: {
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
      os: osName(),
      node: process.version,
      postgres: pg.version,
      postgresSettings: pg.settings,
      loadavgStart: loadavg(),
    },
    commit: (() => {
      try {
        const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
          cwd: ROOT,
          encoding: 'utf8',
        }).trim();
        const dirty =
          execFileSync('git', ['status', '--porcelain', '--', 'src'], {
            cwd: ROOT,
            encoding: 'utf8',
          }).trim() !== '';
        return dirty ? `${head} (with uncommitted changes in src/)` : head;
      } catch {
        return null;
      }
    })(),
    sizes: [],
  };
  log(
    `${results.machine.cores} × ${results.machine.cpu}, ${results.machine.memoryGiB} GiB, ${results.machine.os}, Node ${process.version}`,
  );
  log(`${pg.version}; load average ${results.machine.loadavgStart.join(' ')}`);

  // Live event delivery is timed once, at the smallest size (it does not read the data).
  const eventsSize =
    SETTINGS.events && (!SETTINGS.only || SETTINGS.only.includes('events'))
      ? Math.min(...SETTINGS.sizes)
      : null;
  for (const size of SETTINGS.sizes) {
    if (interrupted) break;
    const entry = await benchSize(size, admin, size === eventsSize);
    if (entry.events) {
      results.events = entry.events;
      delete entry.events;
    } else if (size === eventsSize) {
      results.events = {
        size,
        error: `not reached: ${entry.error ?? 'the size failed first'}`,
        met: false,
      };
    }
    results.sizes.push(entry);
    writeFileSync(SETTINGS.out, `${JSON.stringify(results, null, 2)}\n`);
  }
  results.machine.loadavgEnd = loadavg();
  results.verdict = verdict(results);
  writeFileSync(SETTINGS.out, `${JSON.stringify(results, null, 2)}\n`);

  const measured = results.sizes.some((s) => s.measures?.length);
  if (measured || !results.events) {
    console.log(markdown(results));
    console.log(`\nGoal (${results.goal.text}): ${results.verdict.text}.`);
  }
  if (results.events) {
    console.log(`${measured ? '\n' : ''}${eventsMarkdown(results.events)}`);
    console.log(`\n${eventsVerdict(results.events)}`);
  }
  console.log(`Raw numbers: ${SETTINGS.out}`);
}

main()
  .catch(async (error) => {
    log(`failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
  });
