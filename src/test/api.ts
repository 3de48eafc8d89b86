import { errorAnswerSchema } from '@/server/openapi/define';
import type { HiringData, Tx } from '@/server/store/types';
import { readAll } from '@/server/services/backup';
import { backend, backendFetch } from './backend';
import { publishedSchema, publishedStatus } from './openapi/published';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Calls the API over HTTP, as any client would. */
export async function api<T = any>(
  method: string,
  path: string,
  body?: unknown,
  rawBody?: string,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers:
      body === undefined && rawBody === undefined
        ? undefined
        : { 'Content-Type': 'application/json' },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Writes test fixtures straight into the current store, in one transaction. */
export function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return backend().store.transaction('write', work);
}

/** Every row of every table, to prove that a rejected request changed nothing. */
export async function snapshotDb(): Promise<HiringData> {
  return backend().store.transaction('read', readAll);
}

/** Slows down every answer and fails a share of writes, as the app's chaos settings do. */
export function setChaos(settings: { latencyMs?: number; failureRate?: number }): void {
  backend().chaos.current = {
    latencyMs: settings.latencyMs ?? 0,
    failureRate: settings.failureRate ?? 0,
  };
}

/**
 * Makes one repository method of the store throw inside every transaction from now on, as a
 * database failing halfway through a write would: the test proves nothing is half-written.
 */
export function failInStore<R extends Exclude<keyof Tx, 'replaceAll' | 'replaceStart'>>(
  repo: R,
  method: keyof Tx[R],
  error: unknown,
): void {
  const { store } = backend();
  const transaction = store.transaction.bind(store);
  vi.spyOn(store, 'transaction').mockImplementation((mode, work) =>
    transaction(mode, (tx) =>
      work({
        ...tx,
        [repo]: {
          ...tx[repo],
          [method]: () => Promise.reject(error),
        },
      }),
    ),
  );
}

export interface SeenRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

type Answer = Response | undefined | Promise<Response | undefined>;

/**
 * The one way a test fakes the API: every request a screen sends is recorded, and `answer` may
 * answer some itself (a failure, a delay, a held response); the rest reach the real API. `pass`
 * sends the request on to the real API, for example after a delay.
 */
/** A request's body as JSON, or as its text when it is none (a multipart form). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function interceptApi(
  answer: (request: SeenRequest, pass: () => Promise<Response>) => Answer = () => undefined,
) {
  const seen: SeenRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input,
      init,
    );
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const seenRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text ? jsonOrText(text) : undefined,
    };
    seen.push(seenRequest);
    const pass = () => backendFetch(request);
    return (await answer(seenRequest, pass)) ?? pass();
  });
  return {
    spy,
    seen,
    /** The requests of one method whose path matches. */
    requests: (method: string, path: string | RegExp) =>
      seen.filter(
        (r) =>
          r.method === method &&
          (typeof path === 'string' ? r.url.pathname === path : path.test(r.url.pathname)),
      ),
    writes: () => seen.filter((r) => r.method !== 'GET'),
  };
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A faked answer of one route, named as it is defined (`GET /api/auth/me`): its body goes through
 * the schema the route publishes for that status (its usual one unless given), so a fake cannot
 * answer what the API never would. A body that does not fit fails the test, naming the route and
 * what does not fit (a soft failure: the screen still gets the answer, so the test's own failure
 * does not hide it).
 */
export function publishedAnswer(
  route: string,
  body: unknown,
  status: number = publishedStatus(route),
): Response {
  const parsed = publishedSchema(route, status).safeParse(body);
  expect.soft([route, parsed.error?.issues]).toEqual([route, undefined]);
  return jsonAnswer(status, parsed.success ? parsed.data : body);
}

/**
 * An API error answer, as the API writes them (the published error answer): `more` names what the
 * error is about (`{ field: 'password' }`).
 */
export function apiError(
  status: number,
  message: string,
  code = 'simulated',
  more: Record<string, unknown> = {},
): Response {
  return jsonAnswer(status, errorAnswerSchema.parse({ error: { code, message, ...more } }));
}

export const SIMULATED_FAILURE =
  'The server is unavailable (simulated failure). Nothing was saved; try again.';

/** Every write fails with a 503, as the app's artificial failure switch makes it. */
export function failWrites() {
  return interceptApi((request) =>
    request.method === 'GET' ? undefined : apiError(503, SIMULATED_FAILURE, 'simulated_failure'),
  );
}
