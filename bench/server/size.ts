// One size of the bench, from an empty database to its figures.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { backupSchema } from '@/domain/schemas';
import { STAGES } from '../histories.mjs';
import { loadBySql, makeBackup } from './data';
import { json } from './http';
import { loadavg, processMemory, round } from './machine';
import { measureMail } from './mail';
import { addBusyBlocks } from './slots';
import { measureWebhooks } from './webhooks';
import { addListData, checkList, listMeasures, measureBulkMove } from './list';
import { measureEvents, measureReportsPage, measures, OWN_STAGES, runMeasure } from './measures';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  live,
  startServer,
  stopServer,
  type BenchServer,
} from './processes';
import { log, selected, SETTINGS } from './settings';

/**
 * One size: a throw-away database, a server, the generated backup restored through the API (or
 * loaded by SQL COPY), the answers checked, then every measure (live events and email when asked).
 * Everything is undone at the end.
 */
export async function benchSize(
  size: number,
  admin: string,
  withEvents: boolean,
  withMail: boolean,
  withWebhooks = false,
): Promise<any> {
  const entry: any = { size, startedAt: new Date().toISOString(), loadavgStart: loadavg() };
  const name = `talentflow_bench_${process.pid}_${size}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'talentflow-bench-'));
  let server: BenchServer | undefined;
  try {
    log(`${size.toLocaleString('en')} candidates: generating the backup...`);
    const t0 = performance.now();
    // The bench's interviewer joins after the admin and the recruiters: their id is known now.
    const interviewerId = SETTINGS.members + 1;
    const backup = makeBackup(size, interviewerId);
    // The rows are the API's own: a small backup is checked whole by the backup's schema.
    if (size <= 20_000) backupSchema.parse(JSON.parse(Buffer.concat(backup.chunks).toString()));
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
      .find((c): c is string => !!c?.startsWith('talentflow_session='));
    if (!cookie) throw new Error('The setup answered no talentflow_session cookie.');
    const headers: Record<string, string> = { Cookie: cookie.split(';')[0]!, Origin: origin };
    // The rest of the team: recruiters, whose sessions the measured requests take turns with.
    const sessions = [headers.Cookie!];
    for (let n = 2; n <= SETTINGS.members; n++) {
      const { token } = (
        await json(server.url, 'POST', '/api/invitations', {
          headers,
          body: { email: `recruiter${n}@example.com`, role: 'recruiter' },
        })
      ).body;
      const joined = await json(server.url, 'POST', `/api/invitations/${token}/accept`, {
        headers: { Origin: origin },
        body: { name: `Recruiter ${n}`, password: `bench-password-${n}-recruiter` },
      });
      const session = [joined.headers['set-cookie']]
        .flat()
        .find((c): c is string => !!c?.startsWith('talentflow_session='));
      if (!session) throw new Error('Accepting an invitation answered no session cookie.');
      sessions.push(session.split(';')[0]!);
    }
    // One interviewer, who sees only the candidates they interview.
    const invited = (
      await json(server.url, 'POST', '/api/invitations', {
        headers,
        body: { email: 'interviewer@example.com', role: 'interviewer' },
      })
    ).body;
    const interviewerJoined = await json(
      server.url,
      'POST',
      `/api/invitations/${invited.token}/accept`,
      {
        headers: { Origin: origin },
        body: { name: 'Ivy Interviewer', password: 'bench-password-interviewer-9' },
      },
    );
    if (interviewerJoined.body.user?.id !== interviewerId)
      throw new Error(
        `The interviewer joined as ${interviewerJoined.body.user?.id}, not ${interviewerId}.`,
      );
    const interviewerSession = [interviewerJoined.headers['set-cookie']]
      .flat()
      .find((c): c is string => !!c?.startsWith('talentflow_session='))!
      .split(';')[0]!;

    log(`  restoring ${size.toLocaleString('en')} candidates (${entry.backup.mb} MB)...`);
    const r0 = performance.now();
    let restored: Awaited<ReturnType<typeof json>> | undefined;
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
        error: String((error as Error).message ?? error).slice(0, 2000),
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

    // Job 8 gets stages of its own (Screen named otherwise, ids kept): its board reads by stage id.
    const own = backup.jobs[7]!.id;
    const renamed = await json(server.url, 'PUT', `/api/jobs/${own}/stages`, {
      headers,
      body: { stages: OWN_STAGES },
    });
    if (renamed.status !== 200) throw new Error(`job ${own}'s stages: ${renamed.status}`);

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
    const expected: Record<string, number> = Object.fromEntries(STAGES.map((s) => [s, 0]));
    for (let id = 1; id <= size; id++) expected[STAGES[backup.stages[id]!]!]! += 1;
    const problems: string[] = [];
    if (counts.totalCount !== size)
      problems.push(`stage-counts total ${counts.totalCount}, expected ${size}`);
    for (const s of STAGES)
      if (counts.counts[s] !== expected[s])
        problems.push(`count of ${s} ${counts.counts[s]}, expected ${expected[s]}`);
    if (column.candidates.some((c: { stage: string }) => c.stage !== 'screen'))
      problems.push('the screen column holds other stages');
    if (column.candidates.length !== Math.min(51, expected.screen ?? 0))
      problems.push(`the screen column has ${column.candidates.length} cards`);
    if (
      found.candidates.length === 0 ||
      found.candidates.some(
        (c: { name: string; email: string }) =>
          !/ngu/i.test(`${c.name} ${c.email}`) && SETTINGS.search === 'ngu',
      )
    )
      problems.push('the search found nothing, or candidates without the term');
    const report = (await json(server.url, 'GET', '/api/reports', { headers })).body;
    if (report.candidates !== size)
      problems.push(`the report counts ${report.candidates} candidates, expected ${size}`);
    const hired = expected.hired;
    if (report.funnel?.at(-1)?.reached !== hired)
      problems.push(`the report counts ${report.funnel?.at(-1)?.reached} hires, expected ${hired}`);
    const asInterviewer = { ...headers, Cookie: interviewerSession };
    const mine = (
      await json(server.url, 'GET', '/api/interviews?mine=1', { headers: asInterviewer })
    ).body;
    if (
      !mine.interviews?.length ||
      mine.interviews.some(
        (i: { interviewerIds: number[] }) => !i.interviewerIds.includes(interviewerId),
      )
    )
      problems.push(`"mine" answered ${mine.interviews?.length} interviews, or someone else's`);
    const summary = (
      await json(server.url, 'GET', `/api/candidates/${backup.interviewed[0]}/scorecards`, {
        headers,
      })
    ).body;
    if (summary.scorecards?.length !== 2) problems.push('a summary without its two scorecards');
    const theirColumn = (
      await json(server.url, 'GET', '/api/candidates/stage-counts', { headers: asInterviewer })
    ).body;
    const theirs = backup.interviewed.filter((_, i) => (i + 1) % 100 === 0).length;
    if (theirColumn.totalCount !== theirs)
      problems.push(
        `the interviewer counts ${theirColumn.totalCount} candidates, expected ${theirs}`,
      );
    if (problems.length) throw new Error(`Wrong answers before measuring: ${problems.join('; ')}`);
    entry.answers = {
      stageCounts: counts.counts,
      screenTotal: column.totalCount,
      searchTotal: found.totalCount,
    };
    log(
      `  answers checked: ${found.totalCount} candidates match "${SETTINGS.search}", ${column.totalCount} in screen`,
    );

    // The candidate list's data (tags, résumés) and its answers, at its sizes only.
    const withList =
      SETTINGS.listSizes.includes(size) &&
      [...listMeasures().map((m) => m.key), 'bulkMove'].some((key) => selected(key, 'list'));
    if (withList) {
      log(`  the candidate list: tags and résumés...`);
      entry.listData = await addListData(dbUrl, size);
      log(
        `  ${entry.listData.resumes} résumés (${entry.listData.resumeWords.min}-${entry.listData.resumeWords.max} words, mean ${entry.listData.resumeWords.mean}) in ${(entry.listData.ms.files / 1000).toFixed(1)} s, tags in ${(entry.listData.ms.tags / 1000).toFixed(1)} s, VACUUM in ${(entry.listData.ms.vacuum / 1000).toFixed(1)} s; expected ${JSON.stringify(entry.listData.expected)}`,
      );
      entry.listData.totals = await checkList(server, headers, size, entry.listData);
      log(`  the list's answers checked: ${JSON.stringify(entry.listData.totals)}`);
    }

    if (selected('slots')) {
      entry.busyBlocks = await addBusyBlocks(dbUrl);
      log(`  ${entry.busyBlocks} busy blocks for the slots' panel`);
    }

    entry.measures = [];
    for (const measure of measures(
      size,
      backup.jobs,
      backup.stages,
      SETTINGS.search,
      backup.interviewed,
      withList,
    )) {
      if (!selected(measure.key, measure.group)) continue;
      const m = await runMeasure(
        server,
        measure,
        headers,
        measure.asInterviewer ? [interviewerSession] : sessions,
      );
      entry.measures.push(m);
      log(
        `  ${measure.key.padEnd(12)} ${String(m.rps).padStart(7)} req/s  p50 ${m.latencyMs.p50} ms  p95 ${m.latencyMs.p95} ms  p99 ${m.latencyMs.p99} ms  errors ${m.errors}  non-2xx ${m.non2xx}  (server ${m.cpu.serverMsPerRequest} ms, postgres ${m.cpu.postgresMsPerRequest} ms CPU/request; load ${m.loadavg.after[0]})`,
      );
    }
    if (withList && selected('bulkMove', 'list'))
      entry.bulkMove = await measureBulkMove(server, headers, size);
    if (!SETTINGS.only || SETTINGS.only.includes('reportsPage'))
      entry.reportsPage = await measureReportsPage(server, headers, backup.jobs[6]!.id);
    if (withEvents) entry.events = await measureEvents(server, dbUrl, dataDir, headers, size);
    if (withMail) entry.mail = await measureMail(dbUrl, dataDir, sessions, size);
    if (withWebhooks) entry.webhooks = await measureWebhooks(dbUrl, dataDir, sessions, size);
    entry.serverMemory = processMemory(server.pid);
    return entry;
  } catch (error) {
    entry.error = String((error as Error).stack ?? error).slice(0, 3000);
    log(`  FAILED: ${(error as Error).message ?? error}`);
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
      await dropDatabase(admin, name).catch((error: Error) =>
        log(`  could not drop ${name}: ${error.message}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
    entry.loadavgEnd = loadavg();
    entry.finishedAt = new Date().toISOString();
  }
}
