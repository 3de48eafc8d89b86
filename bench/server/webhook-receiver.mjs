// The webhook measure's receivers (bench/server/webhooks.ts), run in a worker thread of the bench:
// ten endpoints' deliveries per move, answered on the bench's own event loop, would delay the
// answers of the moves it times (and so count against the server what the receivers cost). One
// path per endpoint on 127.0.0.1 (a free port), each delivery answered 204 and kept: the time its
// last byte arrived (performance.timeOrigin + performance.now(), milliseconds since the epoch,
// comparable across threads), its path, and its event's candidate and stage. The bench asks for the
// count while it waits, and for the arrivals once: nothing is posted per delivery.
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();
const arrivals = [];

const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk.toString()));
  request.on('end', () => {
    const at = now();
    try {
      const { data } = JSON.parse(body);
      arrivals.push({
        at,
        endpoint: request.url ?? '',
        candidateId: data.candidateId,
        to: data.to,
      });
    } catch {
      // Not a delivery: counted as nothing.
    }
    response.writeHead(204).end();
  });
});

server.on('error', (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
parentPort.on('message', (message) => {
  if (message === 'count') parentPort.postMessage({ count: arrivals.length });
  else if (message === 'arrivals') parentPort.postMessage({ arrivals });
  else if (message === 'stop') server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
