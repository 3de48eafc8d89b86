// The platform's floor: a bare Node http server on this machine, loaded by the same client with
// the same connections, answering a few bytes of JSON. Every goal is a share of it.
import { spawn } from 'node:child_process';
import { loadavg, processCpu, round } from './machine';
import { cannon } from './measures';
import { log, SETTINGS } from './settings';

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('listening on ' + server.address().port));
`;

export interface Floor {
  rps: number | null;
  latencyMs: { p50: number; p99: number };
  serverMsPerRequest: number | null;
  runs: number[];
  loadavg: number[];
}

export async function measureFloor(): Promise<Floor> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listening on (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error('The bare server exited.')));
    });
    const url = `http://127.0.0.1:${port}/`;
    // The client's work is a measure's: the same headers, a session cookie taken in turn per request.
    const sessions = Array.from(
      { length: SETTINGS.members },
      (_, i) => `tf_session=${'s'.repeat(42)}${i}`,
    );
    const headers = { Cookie: sessions[0]!, Origin: url.slice(0, -1) };
    const run = (seconds: number) =>
      cannon(url, { key: 'floor', label: 'floor', path: '/' }, headers, seconds, sessions);
    if (SETTINGS.warmupSeconds > 0) await run(SETTINGS.warmupSeconds);
    const results = [];
    const cpu0 = processCpu(child.pid!) ?? 0;
    for (let i = 0; i < SETTINGS.runs; i++) results.push(await run(SETTINGS.seconds));
    const cpu1 = processCpu(child.pid!) ?? 0;
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const sorted = results.map((r) => r.requests.average).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? null;
    const pick = results.find((r) => r.requests.average === median) ?? results[0]!;
    const floor: Floor = {
      rps: round(median, 1),
      latencyMs: { p50: pick.latency.p50, p99: pick.latency.p99 },
      serverMsPerRequest: total > 0 ? round(((cpu1 - cpu0) * 1000) / total, 3) : null,
      runs: results.map((r) => r.requests.average),
      loadavg: loadavg(),
    };
    log(
      `floor (a bare Node http server): ${floor.rps} req/s, p50 ${floor.latencyMs.p50} ms, p99 ${floor.latencyMs.p99} ms`,
    );
    return floor;
  } finally {
    child.kill('SIGTERM');
  }
}
