// Email delivery, end to end: notes that mention a member, written through a team server that
// sends mail, and their messages' arrival at an SMTP server in the bench (mail-sink.mjs).
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import postgres from 'postgres';
import { summarize } from '../server-events.mjs';
import { json } from './http';
import { loadavg, postgresCpu, processCpu, round } from './machine';
import { cannon, type Measure } from './measures';
import { startServer, stopServer, type BenchServer } from './processes';
import { log, MAIL_GOAL, SETTINGS, state } from './settings';

/** Milliseconds since the epoch, to the microsecond: the same clock in the sink's thread. */
const now = () => performance.timeOrigin + performance.now();

/** One message as the SMTP server received it. */
interface Arrival {
  at: number;
  bytes: number;
  messageId: string | null;
  subject: string | null;
  /** The note's marker found in its text, or null (a message of something else). */
  marker: string | null;
}

/** The member the notes mention (invited by the measure) and the marker each note carries. */
const MENTIONED = { name: 'Mona Mention', email: 'mona.mention@example.com' };
const markerOf = (run: string, k: number) => `TFMAIL-${run}-${k}`;

/** A port free on 127.0.0.1 now: the mail server's, known before it starts (its PUBLIC_URL). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const probe = net.createServer();
    probe.once('error', rejectPort);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The SMTP server in its worker thread: every message it receives, and a wait for a count. */
async function startSink(marker: string) {
  const worker = new Worker(new URL('./mail-sink.mjs', import.meta.url), {
    workerData: { marker },
  });
  const arrivals: Arrival[] = [];
  const waiters = new Set<() => void>();
  let failure: string | null = null;
  const port = await new Promise<number>((resolvePort, rejectPort) => {
    worker.once('error', rejectPort);
    worker.on('message', (message: any) => {
      if (message.port) resolvePort(message.port);
      else if (message.error) failure = message.error;
      else {
        arrivals.push(message as Arrival);
        for (const wake of waiters) wake();
      }
    });
  });
  return {
    port,
    arrivals,
    failure: () => failure,
    /** Resolves once `done()` holds (checked at each arrival) or at `deadline` (epoch ms). */
    until(done: () => boolean, deadline: number): Promise<boolean> {
      if (done()) return Promise.resolve(true);
      return new Promise((resolveWait) => {
        const finish = (met: boolean) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolveWait(met);
        };
        const check = () => {
          if (done()) finish(true);
        };
        const timer = setTimeout(() => finish(false), Math.max(0, deadline - now()));
        waiters.add(check);
      });
    },
    stop: async () => {
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await new Promise((resolveExit) => worker.once('exit', resolveExit));
      clearTimeout(timer);
    },
  };
}

/**
 * autocannon's load on `measure` for MAIL_GOAL.loadSeconds, each answer kept with the time it
 * came, so a part of the run can be read apart (the answers while messages were still arriving).
 */
async function timedLoad(
  url: string,
  measure: Measure,
  headers: Record<string, string>,
  sessions: readonly string[],
) {
  const answers: Array<[at: number, latencyMs: number]> = [];
  const startedAt = now();
  const result = await cannon(
    url,
    measure,
    headers,
    MAIL_GOAL.loadSeconds,
    sessions,
    (latencyMs) => {
      answers.push([now(), latencyMs]);
    },
  );
  return {
    startedAt,
    endedAt: now(),
    answers,
    figures: {
      rps: round(result.requests.average, 1),
      requests: result.requests.total,
      latencyMs: summarize(answers.map(([, ms]) => ms)),
      autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      errors: result.errors,
      non2xx: result.non2xx,
    },
  };
}

/** Polls the outbox until no message waits to be sent (the team's invitations), or `ms` passed. */
async function outboxDrained(sql: postgres.Sql, ms: number): Promise<number> {
  const deadline = now() + ms;
  for (;;) {
    const [{ pending }] = (await sql`
      select count(*)::int as pending from outbox where state in ('queued', 'waiting')
    `) as unknown as [{ pending: number }];
    if (pending === 0 || now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A backlog of mentions, kept while the mail server process (B) is stopped: written through a
 * server process without mail (C) on the same database, so they wait in the outbox. B, started
 * again, queues them at start and sends them; meanwhile the board column is loaded on B for
 * MAIL_GOAL.loadSeconds, after the same warm-up as step 1 (twice the notes, so the backlog
 * outlasts both). The API's p99 while sending is of the answers before the backlog's last
 * message arrived, against B's p99 without mail (step 1): judged when they overlap MAIL_GOAL.minOverlapMs.
 */
async function measureBacklog(options: {
  dbUrl: string;
  dataDir: string;
  sessions: readonly string[];
  sink: Awaited<ReturnType<typeof startSink>>;
  run: string;
  candidateId: number;
  /** The first marker number of the backlog (after the notes of the main measure). */
  first: number;
  restart: () => Promise<BenchServer>;
  without: number | null;
}): Promise<any> {
  const { sink, run, sessions, first } = options;
  // Twice the notes: the backlog outlasts the warm-up and the load.
  const count = SETTINGS.mailNotes * 2;
  const writerServer = await startServer(options.dbUrl, options.dataDir, {
    PORT: String(await freePort()),
  });
  try {
    let next = 0;
    const writer = async () => {
      while (next < count && !state.interrupted) {
        const k = first + next++;
        await json(writerServer.url, 'POST', `/api/candidates/${options.candidateId}/notes`, {
          headers: { Cookie: sessions[k % sessions.length]!, Origin: writerServer.url },
          body: { text: `@${MENTIONED.name} ${markerOf(run, k)}: kept while mail was stopped` },
        });
      }
    };
    await Promise.all(Array.from({ length: SETTINGS.connections }, writer));
  } finally {
    await stopServer(writerServer);
  }
  if (state.interrupted) throw new Error('interrupted');
  const ours = () =>
    sink.arrivals.filter(
      (a) => a.marker && Number(a.marker.slice(a.marker.lastIndexOf('-') + 1)) >= first,
    );
  const startedAt = now();
  const server = await options.restart();
  const read: Measure = {
    key: 'mailBacklogRead',
    label: 'Board column: `?stage=screen&pageSize=51`',
    path: '/api/candidates?stage=screen&pageSize=51',
  };
  const headers = { Cookie: sessions[0]!, Origin: server.url };
  // The process is new: warmed up as step 1's was, while the backlog already goes out.
  if (SETTINGS.warmupSeconds > 0)
    await cannon(server.url, read, headers, SETTINGS.warmupSeconds, sessions);
  const loaded = await timedLoad(server.url, read, headers, sessions);
  await sink.until(
    () => new Set(ours().map((a) => a.marker)).size >= count,
    now() + MAIL_GOAL.waitMs,
  );
  const arrivals = ours().map((a) => a.at);
  const lastArrival = arrivals.length ? Math.max(...arrivals) : null;
  const firstArrival = arrivals.length ? Math.min(...arrivals) : null;
  const sending = loaded.answers.filter(([at]) => lastArrival !== null && at <= lastArrival);
  const overlapMs =
    lastArrival === null
      ? 0
      : Math.max(0, Math.round(Math.min(lastArrival, loaded.endedAt) - loaded.startedAt));
  const p99 = summarize(sending.map(([, ms]) => ms))?.p99 ?? null;
  const ratio = p99 !== null && options.without ? round(p99 / options.without, 2) : null;
  const judged = overlapMs >= MAIL_GOAL.minOverlapMs;
  const result = {
    messages: count,
    arrived: new Set(ours().map((a) => a.marker)).size,
    /** From B's start to the backlog's last message. */
    drainMs: lastArrival === null ? null : Math.round(lastArrival - startedAt),
    perSecond:
      lastArrival !== null && firstArrival !== null && lastArrival > firstArrival
        ? round((arrivals.length * 1000) / (lastArrival - firstArrival), 1)
        : null,
    api: {
      ...loaded.figures,
      whileSending: { ms: overlapMs, latencyMs: summarize(sending.map(([, ms]) => ms)) },
    },
    apiRatio: ratio,
    judged,
    met: judged ? ratio !== null && ratio <= MAIL_GOAL.apiRatio : null,
  };
  log(
    `  mail backlog: ${result.arrived}/${count} sent in ${result.drainMs} ms after the restart (${result.perSecond} messages/s); API p99 ${p99} ms while sending (${ratio}× without, over ${overlapMs} ms)`,
  );
  return result;
}

/**
 * Email delivery at one size, on the database the size's server (A) restored. The bench starts an
 * SMTP server on 127.0.0.1 in a worker thread, and a second team server process (B) on the same
 * database with `SMTP_URL` pointing at it and `PUBLIC_URL` its own address (a port chosen free
 * beforehand); A, which sends no mail, is left alone. Through B the admin invites a member (Mona
 * Mention), and the messages kept while email was not set up (the team's invitations) are let
 * through first. Then:
 * 1. the API without mail: MAIL_GOAL.loadSeconds of the board column on B (after a warm-up);
 * 2. SETTINGS.mailNotes notes on one candidate, each "@Mona Mention" with a marker of its own,
 *    written SETTINGS.connections at a time by the team's members in turn, each note's answer
 *    time kept (the write's answer: its transaction, with its email and delivery job, committed);
 * 3. right after the last answer, the same load on the API while the messages still arrive;
 * 4. the wait for every message (up to MAIL_GOAL.waitMs after the last note).
 * Each arriving message is matched to its note by the marker in its text. Delivery is its arrival
 * minus its note's answer; the rate is the messages over the time from the first answer to the
 * last arrival. The API's p99 "while sending" is of the answers of step 3 that came before the
 * last message arrived. B and the SMTP server are stopped at the end, also on failure.
 */
export async function measureMail(
  dbUrl: string,
  dataDir: string,
  sessions: readonly string[],
  size: number,
): Promise<any> {
  const notes = SETTINGS.mailNotes;
  const concurrency = SETTINGS.connections;
  const result: any = {
    size,
    notes,
    concurrency,
    goal: { ...MAIL_GOAL },
    loadavgStart: loadavg(),
  };
  const run = String(process.pid);
  let sink: Awaited<ReturnType<typeof startSink>> | undefined;
  let server: BenchServer | undefined;
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    sink = await startSink(`TFMAIL-${run}-\\d+`);
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    server = await startServer(dbUrl, dataDir, {
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: publicUrl,
    });
    if (server.url !== publicUrl)
      throw new Error(`The mail server listens on ${server.url}, not ${publicUrl}.`);
    result.server = { pid: server.pid, url: server.url, smtpPort: sink.port };
    const url = server.url;
    const asAdmin = { Cookie: sessions[0]!, Origin: url };

    // The member the notes mention, and the candidate they are written on.
    const { token } = (
      await json(url, 'POST', '/api/invitations', {
        headers: asAdmin,
        body: { email: MENTIONED.email, role: 'recruiter' },
      })
    ).body;
    await json(url, 'POST', `/api/invitations/${token}/accept`, {
      headers: { Origin: url },
      body: { name: MENTIONED.name, password: 'bench-password-mentioned-7' },
    });
    const candidateId = Math.ceil(size / 2);
    const candidate = (
      await json(url, 'GET', `/api/candidates/${candidateId}`, { headers: asAdmin })
    ).body;
    result.candidate = { id: candidateId, name: candidate.name };
    const pending = await outboxDrained(sql, 60_000);
    if (pending) throw new Error(`${pending} messages of the setup were still unsent after 60 s.`);
    const before = sink.arrivals.length;
    result.setupMessages = before;
    log(
      `  mail: ${url} sends to SMTP 127.0.0.1:${sink.port} (${before} setup messages arrived); the API without mail...`,
    );

    const read: Measure = {
      key: 'mailRead',
      label: 'Board column: `?stage=screen&pageSize=51`',
      path: '/api/candidates?stage=screen&pageSize=51',
    };
    if (SETTINGS.warmupSeconds > 0)
      await cannon(url, read, asAdmin, SETTINGS.warmupSeconds, sessions);
    const quiet = await timedLoad(url, read, asAdmin, sessions);
    result.apiWithoutMail = {
      path: read.path,
      seconds: MAIL_GOAL.loadSeconds,
      ...quiet.figures,
      /** Messages that arrived meanwhile (none is expected). */
      messages: sink.arrivals.length - before,
    };

    log(`  mail: ${notes} notes mentioning @${MENTIONED.name}, ${concurrency} at a time...`);
    const cpu0 = { server: processCpu(server.pid), pg: postgresCpu(), at: now() };
    const sent = new Array<number>(notes);
    const answered = new Array<number>(notes);
    let next = 0;
    const writer = async () => {
      while (next < notes && !state.interrupted) {
        const k = next++;
        const text = `@${MENTIONED.name} ${markerOf(run, k)}: worth a call about the platform role?`;
        sent[k] = now();
        await json(url, 'POST', `/api/candidates/${candidateId}/notes`, {
          headers: { Cookie: sessions[k % sessions.length]!, Origin: url },
          body: { text },
        });
        answered[k] = now();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, writer));
    if (state.interrupted) throw new Error('interrupted');
    const firstAnswer = Math.min(...answered);
    const lastAnswer = Math.max(...answered);
    const firstSent = Math.min(...sent);
    const marked = () => sink!.arrivals.filter((a) => a.marker);
    const arrivedByLastAnswer = marked().length;

    const busy = await timedLoad(url, read, asAdmin, sessions);
    const unique = () => new Set(marked().map((a) => a.marker)).size;
    const all = await sink.until(() => unique() >= notes, lastAnswer + MAIL_GOAL.waitMs);
    const cpu1 = { server: processCpu(server.pid), pg: postgresCpu(), at: now() };
    if (sink.failure()) throw new Error(`The SMTP server failed: ${sink.failure()}`);
    if (server.exit)
      throw new Error(
        `The mail server exited during the measure (${JSON.stringify(server.exit)}), after ${sink.arrivals.length - before} messages.`,
      );

    // Each message matched to its note by its marker; the first arrival of each counts.
    const ours = marked();
    const firstArrival = new Map<number, number>();
    const seen = new Map<string, number>();
    for (const a of ours) {
      const k = Number(a.marker!.slice(a.marker!.lastIndexOf('-') + 1));
      seen.set(a.marker!, (seen.get(a.marker!) ?? 0) + 1);
      if (k < notes && !firstArrival.has(k)) firstArrival.set(k, a.at);
    }
    const messageIds = new Map<string, number>();
    for (const a of ours)
      if (a.messageId) messageIds.set(a.messageId, (messageIds.get(a.messageId) ?? 0) + 1);
    const lastArrival = firstArrival.size ? Math.max(...firstArrival.values()) : null;
    const deliveries = [...firstArrival].map(([k, at]) => at - answered[k]!);
    result.arrived = firstArrival.size;
    result.missing = notes - firstArrival.size;
    result.twice = [...seen.values()].filter((n) => n > 1).length;
    result.twiceByMessageId = [...messageIds.values()].filter((n) => n > 1).length;
    /** Messages of something else that arrived during the measure (none is expected). */
    result.otherMessages = sink.arrivals.slice(before).filter((a) => !a.marker).length;
    result.subjects = [...new Set(ours.map((a) => a.subject))].slice(0, 5);
    result.bytes = summarize(ours.map((a) => a.bytes));
    result.deliveryMs = summarize(deliveries);
    result.writes = {
      ms: Math.round(lastAnswer - firstSent),
      perSecond: round((notes * 1000) / (lastAnswer - firstSent), 1),
      answerMs: summarize(answered.map((at, k) => at - sent[k]!)),
    };
    result.perSecond =
      lastArrival !== null && lastArrival > firstAnswer
        ? round((firstArrival.size * 1000) / (lastArrival - firstAnswer), 1)
        : null;
    // The backlog left when the last note was answered, and how fast it went.
    const backlog = firstArrival.size - arrivedByLastAnswer;
    result.afterLastAnswer = {
      messages: backlog,
      ms: lastArrival === null ? null : Math.max(0, Math.round(lastArrival - lastAnswer)),
      perSecond:
        lastArrival !== null && backlog > 0 && lastArrival > lastAnswer
          ? round((backlog * 1000) / (lastArrival - lastAnswer), 1)
          : null,
    };
    result.timeline = {
      /** From the first note's answer, in ms. */
      lastAnswerMs: Math.round(lastAnswer - firstAnswer),
      lastArrivalMs: lastArrival === null ? null : Math.round(lastArrival - firstAnswer),
      arrivedByLastAnswer,
      loadStartMs: Math.round(busy.startedAt - firstAnswer),
      loadEndMs: Math.round(busy.endedAt - firstAnswer),
    };
    // The answers of step 3 that came while messages still arrived.
    const sending = busy.answers.filter(([at]) => lastArrival !== null && at <= lastArrival);
    result.apiWhileSending = {
      path: read.path,
      seconds: MAIL_GOAL.loadSeconds,
      ...busy.figures,
      whileSending: {
        ms:
          lastArrival === null
            ? 0
            : Math.max(0, Math.round(Math.min(lastArrival, busy.endedAt) - busy.startedAt)),
        latencyMs: summarize(sending.map(([, ms]) => ms)),
      },
    };
    const elapsed = cpu1.at - cpu0.at;
    result.cpu = {
      /** From the first note sent to the last message's arrival (writes, delivery, the load). */
      ms: Math.round(elapsed),
      serverShare:
        cpu0.server != null && cpu1.server != null
          ? round(((cpu1.server - cpu0.server) * 1000) / elapsed, 2)
          : null,
      postgresShare: round(((cpu1.pg - cpu0.pg) * 1000) / elapsed, 2),
    };
    // What the outbox says of the mentions' messages: all sent, each at its first try.
    const states = await sql`
      select state, count(*)::int as count, count(*) filter (where attempts > 1)::int as retried
      from outbox where kind = 'mention' group by state
    `;
    result.outbox = Object.fromEntries(
      states.map((s) => [s.state, { count: s.count, retried: s.retried }]),
    );

    // The goals.
    const withMail = result.apiWhileSending.whileSending.latencyMs?.p99 ?? null;
    const without = result.apiWithoutMail.latencyMs?.p99 ?? null;
    result.apiRatio = withMail !== null && without ? round(withMail / without, 2) : null;
    // The API's goal is judged only if the load overlapped the sending long enough.
    const overlapped = result.apiWhileSending.whileSending.ms >= MAIL_GOAL.minOverlapMs;
    result.goals = {
      delivery: !!all && result.deliveryMs !== null && result.deliveryMs.p99 < MAIL_GOAL.p99Ms,
      rate: result.perSecond !== null && result.perSecond >= MAIL_GOAL.perSecond,
      complete: result.missing === 0 && result.twice === 0 && result.twiceByMessageId === 0,
      api: overlapped ? result.apiRatio !== null && result.apiRatio <= MAIL_GOAL.apiRatio : null,
    };
    // 5. A backlog sent while the API is loaded: the goal the pace of the notes leaves unjudged.
    await stopServer(server);
    server = undefined;
    result.backlog = await measureBacklog({
      dbUrl,
      dataDir,
      sessions,
      sink,
      run,
      candidateId,
      first: notes,
      restart: async () => {
        server = await startServer(dbUrl, dataDir, {
          PORT: String(port),
          SMTP_URL: `smtp://127.0.0.1:${sink!.port}`,
          PUBLIC_URL: publicUrl,
        });
        return server;
      },
      without: result.apiWithoutMail.latencyMs?.p99 ?? null,
    });
    if (result.backlog.judged) result.goals.api = result.goals.api !== false && result.backlog.met;
    result.met = Object.values(result.goals).every((met) => met !== false);
    log(
      `  mail: ${result.arrived}/${notes} arrived (${result.twice} twice), delivery p50 ${result.deliveryMs?.p50} ms  p99 ${result.deliveryMs?.p99} ms  max ${result.deliveryMs?.max} ms; ${result.perSecond} messages/s; notes ${result.writes.perSecond}/s; API p99 ${without} ms without mail, ${withMail} ms while sending (${result.apiWhileSending.whileSending.ms} ms of the load)`,
    );
  } catch (error) {
    result.error = String((error as Error).stack ?? error).slice(0, 3000);
    result.met = false;
    log(`  mail FAILED: ${(error as Error).message ?? error}`);
  } finally {
    if (server) {
      result.serverExit = await stopServer(server);
      if (result.error) result.serverOutput = server.output.join('').slice(-2000);
    }
    await sink?.stop().catch(() => {});
    await sql.end({ timeout: 5 });
    result.loadavgEnd = loadavg();
  }
  return result;
}
