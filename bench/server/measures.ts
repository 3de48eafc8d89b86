// What is measured at each size: autocannon's load on each request, the reports page in
// Chromium, and live event delivery between two server processes.
import os from 'node:os';
import autocannon from 'autocannon';
import type { Job } from '@/domain/types';
import { DEFAULT_STAGES } from '@/domain/pipelines';
import { STAGES } from '../histories.mjs';
import { openEventStream, summarize } from '../server-events.mjs';
import { END } from './data';
import { json } from './http';
import { listMeasures } from './list';
import { slotsMeasure } from './slots';
import type { Measure } from './measure';
import { loadavg, machineCpu, postgresCpu, processCpu, round } from './machine';
import { startServer, stopServer, type BenchServer } from './processes';
import { EVENT_GOAL, log, SETTINGS, state } from './settings';

/** Job 8's stages in the bench: the six, Screen named as a team might (its id kept). */
export const OWN_STAGES = DEFAULT_STAGES.map((stage) =>
  stage.id === 'screen' ? { ...stage, name: 'Phone screen' } : stage,
);

/** One measured request: a path read, or a write made anew for each request (`setupRequest`). */
export type { Measure } from './measure';

/**
 * The measures, in order: reads first, the writes (stage moves) last, so reads see restored data.
 * The candidate list's reads (`withList`) come after the board's.
 */
export function measures(
  size: number,
  jobs: readonly Job[],
  stages: Uint8Array,
  search: string,
  interviewed: Uint32Array,
  withList = false,
): Measure[] {
  let summaries = 0;
  const mid = Math.floor(size / 2);
  // One job that is not the largest nor the smallest: job 7. Job 8 has stages of its own.
  const job = jobs[6]!.id;
  const own = jobs[7]!.id;
  // The generated applications spread over the year before END: a quarter holds a quarter of them.
  const day = (daysBefore: number) =>
    new Date(END - daysBefore * 86_400_000).toISOString().slice(0, 10);
  const quarter = { from: day(91), to: day(0) };
  const year = { from: day(365), to: day(0) };
  // Stage moves: many different candidates (a stride through the ids), each to another stage
  // than the one it is in (tracked here), so every request is a real move with a timeline entry.
  const stride = 7919; // prime, so it visits every id of 10^k before repeating
  let k = 0;
  let noted = 0;
  const nextMove = () => {
    const id = 1 + ((k * stride) % size);
    const to = (stages[id]! + 1 + (k % 5)) % STAGES.length;
    stages[id] = to;
    k += 1;
    return { id, stage: STAGES[to] };
  };
  return [
    {
      key: 'health',
      label: 'Health: `GET /api/health` (no session)',
      kind: 'session',
      anonymous: true,
      path: '/api/health',
    },
    {
      key: 'me',
      label: 'Session only: `GET /api/auth/me`',
      kind: 'session',
      path: '/api/auth/me',
    },
    {
      key: 'column',
      label: 'Board column: `?stage=screen&pageSize=51`',
      kind: 'read',
      path: '/api/candidates?stage=screen&pageSize=51',
    },
    {
      key: 'columnAfter',
      label: `Column after a cursor: \`?stage=screen&pageSize=51&afterId=${mid}\``,
      kind: 'read',
      path: `/api/candidates?stage=screen&pageSize=51&afterId=${mid}`,
    },
    {
      key: 'columnBoard',
      label:
        'Board column as the board asks it (no total): `?stage=screen&pageSize=51&withTotal=0`',
      kind: 'read',
      path: '/api/candidates?stage=screen&pageSize=51&withTotal=0',
    },
    {
      key: 'columnBoardInterviewer',
      label:
        "The same, an interviewer's (their candidates only): `?stage=screen&pageSize=51&withTotal=0`",
      kind: 'read',
      asInterviewer: true,
      path: '/api/candidates?stage=screen&pageSize=51&withTotal=0',
    },
    {
      key: 'columnInterviewer',
      label: "Board column, an interviewer's (their candidates only): `?stage=screen&pageSize=51`",
      kind: 'read',
      asInterviewer: true,
      path: '/api/candidates?stage=screen&pageSize=51',
    },
    {
      key: 'interviewsMine',
      label: "My interviews, an interviewer's: `GET /api/interviews?mine=1`",
      kind: 'read',
      asInterviewer: true,
      path: '/api/interviews?mine=1',
    },
    {
      key: 'scorecards',
      label: "A candidate's scorecards: `GET /api/candidates/:id/scorecards`",
      kind: 'read',
      setupRequest: (req: any) => {
        const id = interviewed[(summaries++ * stride) % interviewed.length];
        return { ...req, method: 'GET', path: `/api/candidates/${id}/scorecards` };
      },
    },
    {
      key: 'columnJob',
      label: `A job's board column by category (no total): \`?jobId=${own}&stage=screen&pageSize=51&withTotal=0\``,
      kind: 'read',
      path: `/api/candidates?jobId=${own}&stage=screen&pageSize=51&withTotal=0`,
    },
    {
      key: 'columnJobOwn',
      label: `The same column by the job's own stage: \`?jobId=${own}&stageId=screen&pageSize=51&withTotal=0\``,
      kind: 'read',
      path: `/api/candidates?jobId=${own}&stageId=screen&pageSize=51&withTotal=0`,
    },
    {
      key: 'countsJobOwn',
      label: `Stage counts of a job with its own stages: \`/stage-counts?jobId=${own}\``,
      kind: 'read',
      path: `/api/candidates/stage-counts?jobId=${own}`,
    },
    {
      key: 'countsAll',
      label: 'Stage counts, all: `/stage-counts`',
      kind: 'read',
      path: '/api/candidates/stage-counts',
    },
    {
      key: 'countsJob',
      label: `Stage counts, one job: \`/stage-counts?jobId=${job}\``,
      kind: 'read',
      path: `/api/candidates/stage-counts?jobId=${job}`,
    },
    {
      key: 'search',
      label: `Search: \`?search=${search}&pageSize=50\``,
      kind: 'read',
      path: `/api/candidates?search=${encodeURIComponent(search)}&pageSize=50`,
    },
    ...(withList ? listMeasures() : []),
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
      key: 'reportsQuarter',
      label: `Reports over a quarter: \`GET /api/reports?from=${quarter.from}&to=${quarter.to}\``,
      path: `/api/reports?from=${quarter.from}&to=${quarter.to}`,
    },
    {
      key: 'reportsYear',
      label: `Reports over a year: \`GET /api/reports?from=${year.from}&to=${year.to}\``,
      path: `/api/reports?from=${year.from}&to=${year.to}`,
    },
    slotsMeasure(),
    {
      key: 'note',
      label: 'A note: `POST /api/candidates/:id/notes`',
      method: 'POST',
      write: true,
      setupRequest: (req: any) => {
        const id = 1 + ((noted++ * stride) % size);
        return {
          ...req,
          method: 'POST',
          path: `/api/candidates/${id}/notes`,
          body: '{"text":"Called back."}',
        };
      },
    },
    {
      key: 'move',
      label: 'Stage move: `PATCH /api/candidates/:id`',
      kind: 'move',
      method: 'PATCH',
      write: true,
      setupRequest: (req: any) => {
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

/**
 * Loads `base` with autocannon as every measure does (also the floor's: the same client work);
 * `onResponse` is told of each answer's latency in ms as it comes (the email measure's windows).
 */
export async function cannon(
  base: string,
  measure: Measure,
  headers: Record<string, string>,
  seconds: number,
  sessions: readonly string[],
  onResponse?: (latencyMs: number, status: number) => void,
) {
  // Each request takes the next member's session in turn: a team's load, not one member's, whose
  // requests a server works on four at a time.
  const { Cookie: _admin, ...others } = headers;
  let turn = 0;
  const withSession = (req: any) => {
    const prepared = measure.setupRequest
      ? measure.setupRequest(req)
      : { ...req, method: measure.method ?? 'GET', path: measure.path };
    if (measure.anonymous || sessions.length === 0) return prepared;
    const cookie = sessions[turn++ % sessions.length]!;
    return { ...prepared, headers: { ...prepared.headers, cookie } };
  };
  const opts: autocannon.Options = {
    url: base,
    connections: SETTINGS.connections,
    duration: seconds,
    headers: measure.write ? { ...others, 'Content-Type': 'application/json' } : others,
    requests: [
      { method: measure.method ?? 'GET', setupRequest: withSession } as autocannon.Request,
    ],
  };
  // Without a callback autocannon answers its instance, also a promise of the result.
  const run = autocannon(opts) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  if (onResponse)
    run.on('response', (_client, status, _bytes, latencyMs) => onResponse(latencyMs, status));
  return run;
}

export const median = (values: ReadonlyArray<number | null | undefined>): number | null => {
  const sorted = values.filter((v): v is number => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A warm-up, then BENCH_SERVER_RUNS runs of BENCH_SERVER_SECONDS each: with several runs each
 * figure is the median of the runs' (the machine is shared: a burst of other work can stall one
 * run), errors and non-2xx answers are summed, and every run is kept in `runs`.
 */
export async function runMeasure(
  server: BenchServer,
  measure: Measure,
  headers: Record<string, string>,
  sessions: readonly string[],
): Promise<any> {
  if (SETTINGS.warmupSeconds > 0)
    await cannon(server.url, measure, headers, SETTINGS.warmupSeconds, sessions);
  const runs: any[] = [];
  for (let i = 0; i < SETTINGS.runs; i++)
    runs.push(await measureOnce(server, measure, headers, sessions));
  if (runs.length === 1) return runs[0];
  const pick = (get: (run: any) => number | null) => round(median(runs.map(get)), 3);
  const sum = (get: (run: any) => number | null) =>
    runs.reduce((total: number, run) => total + (get(run) ?? 0), 0);
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

async function measureOnce(
  server: BenchServer,
  measure: Measure,
  headers: Record<string, string>,
  sessions: readonly string[],
) {
  const loadBefore = loadavg();
  const cpu0 = {
    server: processCpu(server.pid),
    pg: postgresCpu(),
    self: process.cpuUsage(),
    machine: machineCpu(),
  };
  // Every answer's latency, for the percentiles autocannon does not tell (p95).
  const latencies: number[] = [];
  const result = await cannon(server.url, measure, headers, SETTINGS.seconds, sessions, (ms) =>
    latencies.push(ms),
  );
  const cpu1 = {
    server: processCpu(server.pid),
    pg: postgresCpu(),
    self: process.cpuUsage(cpu0.self),
    machine: machineCpu(),
  };
  const total = result.requests.total;
  const perRequestMs = (seconds: number) => (total > 0 ? round((seconds * 1000) / total, 3) : null);
  // The rate this machine's CPUs would allow if the bench had them to itself: the server's one
  // event loop, and all cores shared by server, PostgreSQL and autocannon (an upper bound: it
  // ignores waits, such as the write lock that serializes stage moves).
  const serverMs = perRequestMs((cpu1.server ?? 0) - (cpu0.server ?? 0)) ?? 0;
  const allMs =
    serverMs +
    (perRequestMs(cpu1.pg - cpu0.pg) ?? 0) +
    (perRequestMs((cpu1.self.user + cpu1.self.system) / 1e6) ?? 0);
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
    kind: measure.kind,
    rps: round(result.requests.average, 1),
    requests: total,
    durationS: result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p95: summarize(latencies)?.p95 ?? null,
      p99: result.latency.p99,
      max: result.latency.max,
      average: round(result.latency.average, 2),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    cpu: {
      serverMsPerRequest: perRequestMs((cpu1.server ?? 0) - (cpu0.server ?? 0)),
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
export async function measureReportsPage(
  server: BenchServer,
  headers: Record<string, string>,
  jobId: number,
): Promise<any> {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../../scripts/chromium.mjs');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const session = headers.Cookie!;
  const cut = session.indexOf('=');
  const [name, value] = [session.slice(0, cut), session.slice(cut + 1)];
  const { hostname } = new URL(server.url);
  const result: any = {};
  try {
    for (const [key, path] of [
      ['all', '/reports'],
      ['job', `/reports?job=${jobId}`],
    ] as const) {
      const runs: number[] = [];
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
              () => performance.getEntriesByName('talentflow:first-chart', 'mark')[0]!.startTime,
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
export async function measureEvents(
  server: BenchServer,
  dbUrl: string,
  dataDir: string,
  headers: Record<string, string>,
  size: number,
): Promise<any> {
  const result: any = {
    size,
    changes: SETTINGS.eventChanges,
    warmupChanges: EVENT_GOAL.warmup,
    goalP99Ms: EVENT_GOAL.p99Ms,
    loadavgStart: loadavg(),
  };
  let other: BenchServer | undefined;
  const streams: any[] = [];
  try {
    other = await startServer(dbUrl, dataDir);
    result.instanceB = { pid: other.pid, url: other.url };
    const cookie = { Cookie: headers.Cookie! };
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

    const samples: Array<{
      kind: 'note' | 'move';
      writeMs: number;
      deliveryMs: number | null;
      sameInstanceMs: number | null;
    }> = [];
    const missed = { otherInstance: 0, sameInstance: 0 };
    const from = { b: 0, a: 0 };
    const stride = 7919;
    const total = EVENT_GOAL.warmup + SETTINGS.eventChanges;
    for (let k = 0; k < total; k++) {
      if (state.interrupted) throw new Error('interrupted');
      const id = 1 + ((k * stride + 4242) % size);
      const kind = k % 2 === 0 ? 'note' : 'move';
      let send: () => Promise<any>;
      if (kind === 'note') {
        send = () =>
          json(server.url, 'POST', `/api/candidates/${id}/notes`, {
            headers,
            body: { text: `Bench note ${k + 1}: live event delivery` },
          });
      } else {
        const { stage } = (await json(server.url, 'GET', `/api/candidates/${id}`, { headers }))
          .body;
        const to = STAGES[(STAGES.indexOf(stage) + 1 + (k % 5)) % STAGES.length]!;
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
      const match = (m: any) =>
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

    const pick = (get: (s: (typeof samples)[number]) => number | null, only?: 'note' | 'move') =>
      summarize(samples.filter((s) => !only || s.kind === only).map(get));
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
    const count = (stream: any, event: string) =>
      stream.messages.filter((m: any) => m.event === event).length;
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
    result.error = String((error as Error).stack ?? error).slice(0, 3000);
    result.met = false;
    log(`  events FAILED: ${(error as Error).message ?? error}`);
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
