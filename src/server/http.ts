import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { getDb, type TalentflowDB } from './db';
import { applyChaos } from './chaos';
import { badRequest, HttpError } from './errors';

export { badRequest, conflict, HttpError, notFound } from './errors';

/** Parses input with a zod schema; a failure is a 400 naming the first offending field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, what = 'Request'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : '';
  throw badRequest(path ? `${what} field "${path}": ${issue?.message}` : `${what}: ${issue?.message ?? 'invalid input'}`);
}

/** A positive whole-number id from a path segment. */
export function parseId(raw: string | readonly string[] | undefined, what: string): number {
  const text = typeof raw === 'string' ? raw : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) throw badRequest(`${what} id must be a positive whole number.`);
  return Number(text);
}

/** The query string as a plain object of its first values, for zod to parse. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in out)) out[key] = value;
  return out;
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  db: TalentflowDB;
  /** The parsed JSON body; a body that is not JSON is a 400. */
  json: () => Promise<unknown>;
}

export interface RouteResult {
  status?: number;
  body: unknown;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function errorResponse(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** Maps a failure inside IndexedDB to a message a person can act on. */
function storageError(error: unknown): { status: number; code: string; message: string } | undefined {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return { status: 507, code: 'storage_full', message: 'The browser refused to store more data: storage is full. Free some space or export a backup, then try again.' };
  }
  if (/Abort|Constraint|DatabaseClosed|InvalidState|Transaction|Upgrade|Version/.test(name + inner)) {
    return { status: 503, code: 'storage_unavailable', message: `The browser database refused the change (${inner || name}). Nothing was saved; try again.` };
  }
  return undefined;
}

/** Wraps a route: chaos settings, JSON body parsing, HttpError and storage error mapping. */
export function route(method: Method, path: string, handler: (ctx: RouteContext) => Promise<RouteResult>): HttpHandler {
  return http[method](`*/api${path}`, async ({ request, params }) => {
    try {
      await applyChaos(method);
      const url = new URL(request.url);
      const json = async () => {
        const text = await request.text();
        if (!text.trim()) throw badRequest('Request body must be a JSON value.');
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw badRequest('Request body must be valid JSON.');
        }
      };
      const result = await handler({ request, url, params, db: getDb(), json });
      if (result.status === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(result.body as never, { status: result.status ?? 200 });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message);
      const storage = storageError(error);
      if (storage) return errorResponse(storage.status, storage.code, storage.message);
      console.error('Unexpected API error', error);
      return errorResponse(500, 'internal', 'Something went wrong on our side. Nothing was saved.');
    }
  });
}
