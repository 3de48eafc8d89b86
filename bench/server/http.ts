// One HTTP request to the team server, its body sent in chunks if need be.
import http, { type IncomingHttpHeaders } from 'node:http';

export interface RequestOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as they are, with a Content-Length (a large backup). */
  chunks?: Buffer[];
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request; resolves with status, headers and body text. `chunks` are sent with a Content-Length. */
export function request(
  base: string,
  method: string,
  path: string,
  { headers = {}, body, chunks, timeoutMs = 60_000 }: RequestOptions = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload =
    chunks ??
    (body === undefined
      ? []
      : [Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]);
  const length = payload.reduce((sum, c) => sum + c.length, 0);
  return new Promise<Answer>((resolveReq, rejectReq) => {
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
        const parts: Buffer[] = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () =>
          resolveReq({
            status: res.statusCode ?? 0,
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
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', () => r(undefined)));
      }
      req.end();
    })().catch(rejectReq);
  });
}

export async function json(
  base: string,
  method: string,
  path: string,
  options?: RequestOptions,
): Promise<Answer & { body: any }> {
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
