// The live event stream (`GET /api/events`, Server-Sent Events) as a client reads it, for
// bench/server/measures.ts: every message is kept with the time it arrived (performance.now(), taken when
// its bytes came off the socket), so a change's delivery can be timed from the moment its write was
// sent.
import http from 'node:http';

/**
 * Opens `GET /api/events` on `base` with `headers` (the session cookie). Resolves once the stream
 * answered 200 and sent `event: ready`; rejects on any other answer, or after `timeoutMs`.
 * The result: `ready` (its data), `messages` (every message after it: `{ event, data, id, at }`,
 * `data` parsed as JSON when it is JSON), `waitFor(match, { from, timeoutMs })` (the first message
 * at or after index `from` that `match` accepts, or null when none came in time), `close()`.
 */
export function openEventStream(base, headers, { timeoutMs = 10_000 } = {}) {
  const url = new URL('/api/events', base);
  const messages = [];
  const waiters = new Set();
  let ready;
  let ended = null;

  return new Promise((resolveOpen, rejectOpen) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } });
    const timer = setTimeout(() => {
      req.destroy();
      rejectOpen(new Error(`GET /api/events on ${base}: no "ready" within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      rejectOpen(error);
    };
    req.on('error', (error) => {
      ended = String(error.message ?? error);
      fail(error);
    });
    req.on('response', (res) => {
      if (
        res.statusCode !== 200 ||
        !/^text\/event-stream/.test(res.headers['content-type'] ?? '')
      ) {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () =>
          fail(
            new Error(
              `GET /api/events on ${base}: ${res.statusCode} ${res.headers['content-type'] ?? ''} ${Buffer.concat(parts).toString().slice(0, 500)}`,
            ),
          ),
        );
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let current = { event: 'message', data: [], id: undefined };
      const dispatch = (at) => {
        const text = current.data.join('\n');
        let data = text;
        try {
          data = text === '' ? text : JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        const message = { event: current.event, data, id: current.id, at };
        current = { event: 'message', data: [], id: undefined };
        if (message.event === 'ready' && !ready) {
          ready = message;
          clearTimeout(timer);
          resolveOpen(stream);
          return;
        }
        messages.push(message);
        for (const waiter of [...waiters]) waiter();
      };
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        // Lines end with \n, \r\n or \r; a blank line ends a message.
        let match;
        while ((match = /\r\n|\r|\n/.exec(buffer))) {
          // A \r at the very end may be the first half of \r\n: wait for the next chunk.
          if (match[0] === '\r' && match.index === buffer.length - 1) break;
          const line = buffer.slice(0, match.index);
          buffer = buffer.slice(match.index + match[0].length);
          if (line === '') {
            if (current.data.length || current.event !== 'message') dispatch(at);
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          let value = colon === -1 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'event') current.event = value;
          else if (field === 'data') current.data.push(value);
          else if (field === 'id') current.id = value;
        }
      });
      res.on('end', () => {
        ended ??= 'the server ended the stream';
        for (const waiter of [...waiters]) waiter();
      });
      res.on('error', (error) => {
        ended ??= String(error.message ?? error);
      });
    });

    const stream = {
      get ready() {
        return ready;
      },
      messages,
      /** Why the stream ended, or null while it is open. */
      get ended() {
        return ended;
      },
      waitFor(match, { from = 0, timeoutMs: waitMs = 10_000 } = {}) {
        const find = () => {
          for (let i = from; i < messages.length; i++) if (match(messages[i], i)) return i;
          return -1;
        };
        const found = find();
        if (found !== -1) return Promise.resolve({ index: found, message: messages[found] });
        return new Promise((resolveWait) => {
          const done = (result) => {
            clearTimeout(waitTimer);
            waiters.delete(check);
            resolveWait(result);
          };
          const check = () => {
            const i = find();
            if (i !== -1) done({ index: i, message: messages[i] });
            else if (ended) done(null);
          };
          const waitTimer = setTimeout(() => done(null), waitMs);
          waiters.add(check);
        });
      },
      close() {
        ended ??= 'closed by the bench';
        req.destroy();
      },
    };
  });
}

/** Nearest-rank percentiles (p50, p95, p99), max and mean of a list of milliseconds. */
export function summarize(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = (p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
  const r = (n) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: r(rank(0.5)),
    p95: r(rank(0.95)),
    p99: r(rank(0.99)),
    max: r(sorted.at(-1)),
    min: r(sorted[0]),
    mean: r(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}
