// Webhook delivery, end to end: candidate moves written through a team server, and their signed
// deliveries' arrival at receivers in a worker thread of the bench; and what ten subscribed
// endpoints cost a write.
// Both server processes on the database (the size's and this one) deliver.
import { Worker } from 'node:worker_threads';
import { summarize } from '../server-events.mjs';
import { json } from './http';
import { loadavg, round } from './machine';
import { startServer, stopServer, type BenchServer } from './processes';
import { log, state, WEBHOOK_GOAL } from './settings';

/** Milliseconds since the epoch, to the microsecond. */
const now = () => performance.timeOrigin + performance.now();

interface Arrival {
  at: number;
  endpoint: string;
  candidateId: number;
  to: string;
}

/**
 * The receivers in their worker thread (webhook-receiver.mjs): their address, how many deliveries
 * have arrived, and, once the moves are done, every arrival.
 */
async function startReceiver() {
  const worker = new Worker(new URL('./webhook-receiver.mjs', import.meta.url));
  const replies: Array<(message: any) => void> = [];
  const port = await new Promise<number>((resolvePort, rejectPort) => {
    worker.once('error', rejectPort);
    worker.on('message', (message: any) => {
      if (message.port) resolvePort(message.port);
      else if (message.error) rejectPort(new Error(message.error));
      else replies.shift()?.(message);
    });
  });
  const ask = <T>(question: 'count' | 'arrivals'): Promise<T> =>
    new Promise((resolveAnswer) => {
      replies.push((message) => resolveAnswer(message[question]));
      worker.postMessage(question);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => ask<number>('count'),
    arrivals: () => ask<Arrival[]>('arrivals'),
    stop: () =>
      new Promise<void>((resolveStop) => {
        worker.once('exit', () => resolveStop());
        worker.postMessage('stop');
      }),
  };
}

/**
 * Candidates moved to `stage`, `concurrency` at a time, each move's answer time kept (its
 * transaction, with its deliveries and their jobs, committed).
 */
async function moves(
  server: BenchServer,
  sessions: readonly string[],
  ids: readonly number[],
  concurrency: number,
  stage: string,
) {
  const move = async (id: number, k: number) => {
    const started = now();
    const answer = await json(server.url, 'PATCH', `/api/candidates/${id}`, {
      headers: { Cookie: sessions[k % sessions.length]!, Origin: server.url },
      body: { stage },
    });
    if (answer.status !== 200) throw new Error(`A move answered ${answer.status}.`);
    return { started, answered: now() };
  };
  const answers = new Map<number, { started: number; answered: number }>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length && !state.interrupted) {
      const k = next++;
      answers.set(ids[k]!, await move(ids[k]!, k));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/**
 * Webhooks at one size, on the database the size's server (A) restored, through a second server
 * process (B) on it that allows private addresses (the receivers listen on 127.0.0.1):
 * 1. WEBHOOK_GOAL.events moves (screen to tech) with no endpoint: the write's latency without
 *    webhooks;
 * 2. WEBHOOK_GOAL.endpoints endpoints subscribed to `candidate.stage_changed`, then as many moves
 *    of other candidates: the write's latency with them, and each delivery's arrival minus its
 *    move's answer (every endpoint gets every event), waited for up to WEBHOOK_GOAL.waitMs.
 */
export async function measureWebhooks(
  dbUrl: string,
  dataDir: string,
  sessions: readonly string[],
  size: number,
): Promise<any> {
  const { events, endpoints, concurrency } = WEBHOOK_GOAL;
  const result: any = { size, events, endpoints, concurrency, loadavgStart: loadavg() };
  const receiver = await startReceiver();
  let server: BenchServer | undefined;
  try {
    server = await startServer(dbUrl, dataDir);
    const asAdmin = { Cookie: sessions[0]!, Origin: server.url };
    const first = Math.floor(size / 4);
    const untimed = Array.from({ length: events }, (_, i) => first + i);
    const timed = Array.from({ length: events }, (_, i) => first + events + i);
    // Both sets in screen first, untimed and before any endpoint, so every timed move is a change
    // and no delivery of these is under way while the moves are timed.
    await moves(server, sessions, [...untimed, ...timed], concurrency, 'screen');
    const without = await moves(server, sessions, untimed, concurrency, 'tech');
    for (let n = 0; n < endpoints; n++) {
      const made = await json(server.url, 'POST', '/api/webhooks', {
        headers: asAdmin,
        body: { url: `${receiver.url}/e${n}`, events: ['candidate.stage_changed'] },
      });
      if (made.status !== 201) throw new Error(`Registering an endpoint answered ${made.status}.`);
    }
    const subscribed = await moves(server, sessions, timed, concurrency, 'tech');
    const deadline = now() + WEBHOOK_GOAL.waitMs;
    const wanted = events * endpoints;
    while ((await receiver.count()) < wanted && now() < deadline && !state.interrupted)
      await new Promise((r) => setTimeout(r, 100));
    // The timed moves' deliveries (to tech) of the candidates moved with endpoints subscribed.
    const latest = new Map<string, Arrival>();
    for (const a of await receiver.arrivals())
      if (a.to === 'tech' && subscribed.has(a.candidateId))
        latest.set(`${a.endpoint} ${a.candidateId}`, a);
    const delivery = [...latest.values()].map(
      (a) => a.at - subscribed.get(a.candidateId)!.answered,
    );
    const latency = (answers: Map<number, { started: number; answered: number }>) =>
      summarize([...answers.values()].map((a) => a.answered - a.started));
    result.delivered = latest.size;
    result.expected = events * endpoints;
    result.deliveryMs = summarize(delivery);
    result.writeMs = { without: latency(without), with: latency(subscribed) };
    result.loadavgEnd = loadavg();
    const p99 = (s: { p99: number } | null) => s?.p99 ?? null;
    result.met =
      result.delivered === result.expected &&
      (p99(result.deliveryMs) ?? Infinity) <= WEBHOOK_GOAL.p99Ms;
    log(
      `  webhooks: ${result.delivered}/${result.expected} delivered, p50 ${result.deliveryMs?.p50} ms, p99 ${p99(result.deliveryMs)} ms after the write's answer; a move's p99 ${p99(result.writeMs.without)} ms without endpoints, ${p99(result.writeMs.with)} ms with ${endpoints}`,
    );
    return result;
  } catch (error) {
    result.error = String((error as Error).stack ?? error).slice(0, 2000);
    log(`  webhooks FAILED: ${(error as Error).message ?? error}`);
    return result;
  } finally {
    if (server) await stopServer(server);
    await receiver.stop();
  }
}

/** The measure as a Markdown table. */
export function webhooksMarkdown(w: any): string {
  if (w.error)
    return `Webhooks at ${w.size.toLocaleString('en')} candidates: failed (${w.error.split('\n')[0]}).`;
  const ms = (s: any) => (s ? `p50 ${round(s.p50, 1)} ms, p99 ${round(s.p99, 1)} ms` : '–');
  return [
    `| Webhooks (${w.size.toLocaleString('en')} candidates) | figures |`,
    '| --- | --- |',
    `| Deliveries of \`candidate.stage_changed\`: ${w.events} moves × ${w.endpoints} endpoints, ${w.concurrency} moves at a time | ${w.delivered} of ${w.expected} arrived; from the move's answer: ${ms(w.deliveryMs)} |`,
    `| A move (\`PATCH /api/candidates/:id\`), no endpoint | ${ms(w.writeMs.without)} |`,
    `| A move, ${w.endpoints} endpoints subscribed | ${ms(w.writeMs.with)} |`,
    `\nGoal (every delivery, p99 ≤ ${WEBHOOK_GOAL.p99Ms} ms after the write's answer): ${w.met ? 'met' : 'missed'}.`,
  ].join('\n');
}
