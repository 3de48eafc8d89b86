// `npm run bench:server`: the team server (dist-server/main.js) over a real PostgreSQL, loaded with
// 10,000 to 1,000,000 candidates restored from generated backups, measured with autocannon.
// Writes bench/server-results.json and prints a Markdown table. Every size gets its own throw-away
// database and its own server process; both are stopped and dropped at the end, also on failure
// or Ctrl-C. At the smallest size it also times live event delivery between two server processes
// on the same database (measureEvents), and email delivery through an SMTP server of its own
// (measureMail, mail.ts). Settings (all optional): settings.ts and docs/performance.md. Its data is made with the domain's own rules and words (data.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadavg, osName, round } from './machine';
import { adminUrl, dropDatabase, live, stopServer } from './processes';
import {
  eventsMarkdown,
  eventsVerdict,
  listMarkdown,
  mailMarkdown,
  mailVerdict,
  markdown,
  verdict,
} from './report';
import { measureFloor } from './floor';
import {
  DIST,
  GOALS,
  JOB_COUNT,
  LIST_GOAL,
  log,
  ROOT,
  SEED,
  SERVER_JS,
  SETTINGS,
  state,
} from './settings';
import { benchSize } from './size';
import { webhooksMarkdown } from './webhooks';

async function cleanup() {
  for (const server of [...live.servers]) await stopServer(server).catch(() => {});
  if (live.admin)
    for (const name of [...live.databases]) await dropDatabase(live.admin, name).catch(() => {});
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (state.interrupted) return;
    state.interrupted = true;
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
  let pg: { version: string; settings: Record<string, string> };
  try {
    const [{ version }] = (await sql`select version()`) as unknown as [{ version: string }];
    const settings =
      await sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_connections', 'effective_cache_size', 'synchronous_commit', 'random_page_cost', 'jit')`;
    pg = {
      version,
      settings: Object.fromEntries(
        settings.map((s) => [
          s.name as string,
          s.unit ? `${s.setting} ${s.unit}` : (s.setting as string),
        ]),
      ),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }

  const cpus = os.cpus();
  const results: any = {
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
      ...GOALS,
      text: `as shares of the floor: health and the session ≥ ${GOALS.session * 100}%; at ${GOALS.sizes.map((n) => n.toLocaleString('en')).join(' and ')} candidates every board read ≥ ${GOALS.read * 100}% and a move ≥ ${GOALS.move * 100}%, every p99 ≤ ${GOALS.p99Ms} ms; each board read's p99 at the largest size ≤ ${GOALS.growth}× at the smallest; a restore of ${GOALS.restore.size.toLocaleString('en')} in ≤ ${GOALS.restore.ms / 1000} s with ≤ ${GOALS.restore.peakMb} MB; the candidate list's reads p99 ≤ ${LIST_GOAL.p99Ms} ms and a bulk move of ${LIST_GOAL.bulkIds.toLocaleString('en')} under ${LIST_GOAL.bulkMs / 1000} s`,
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

  results.floor = await measureFloor();
  writeFileSync(SETTINGS.out, `${JSON.stringify(results, null, 2)}\n`);

  // Live event delivery is timed once, at the smallest size (it does not read the data).
  const eventsSize =
    SETTINGS.events && (!SETTINGS.only || SETTINGS.only.includes('events'))
      ? Math.min(...SETTINGS.sizes)
      : null;
  // Email delivery too, once, at the smallest size.
  const mailSize =
    SETTINGS.mail && (!SETTINGS.only || SETTINGS.only.includes('mail'))
      ? Math.min(...SETTINGS.sizes)
      : null;
  // And webhook delivery.
  const webhooksSize =
    SETTINGS.webhooks && (!SETTINGS.only || SETTINGS.only.includes('webhooks'))
      ? Math.min(...SETTINGS.sizes)
      : null;
  for (const size of SETTINGS.sizes) {
    if (state.interrupted) break;
    const entry = await benchSize(
      size,
      admin,
      size === eventsSize,
      size === mailSize,
      size === webhooksSize,
    );
    for (const [key, at] of [
      ['events', eventsSize],
      ['mail', mailSize],
      ['webhooks', webhooksSize],
    ] as const) {
      if (entry[key]) {
        results[key] = entry[key];
        delete entry[key];
      } else if (size === at) {
        results[key] = {
          size,
          error: `not reached: ${entry.error ?? 'the size failed first'}`,
          met: false,
        };
      }
    }
    results.sizes.push(entry);
    writeFileSync(SETTINGS.out, `${JSON.stringify(results, null, 2)}\n`);
  }
  results.machine.loadavgEnd = loadavg();
  results.verdict = verdict(results);
  writeFileSync(SETTINGS.out, `${JSON.stringify(results, null, 2)}\n`);

  const measured = results.sizes.some((s: any) => s.measures?.length || s.bulkMove);
  if (measured || (!results.events && !results.mail && !results.webhooks)) {
    console.log(markdown(results));
    const list = listMarkdown(results);
    if (list) console.log(`\nThe candidate list:\n\n${list}`);
    console.log(`\nGoal (${results.goal.text}): ${results.verdict.text}.`);
  }
  let printed = measured;
  if (results.events) {
    console.log(`${printed ? '\n' : ''}${eventsMarkdown(results.events)}`);
    console.log(`\n${eventsVerdict(results.events)}`);
    printed = true;
  }
  if (results.mail) {
    console.log(`${printed ? '\n' : ''}${mailMarkdown(results.mail)}`);
    console.log(`\n${mailVerdict(results.mail)}`);
    printed = true;
  }
  if (results.webhooks) console.log(`${printed ? '\n' : ''}${webhooksMarkdown(results.webhooks)}`);
  console.log(`Raw numbers: ${SETTINGS.out}`);
}

main()
  .catch(async (error: Error) => {
    log(`failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
  });
