import type { Context } from 'hono';
import type { z } from 'zod';
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser';
import { LIMITS } from '@/domain/constants';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES } from '@/domain/files';
import { parsePositiveId } from '@/domain/ids';
import { badRequest, DomainError } from './errors';
import type { StoredFile } from './store/types';

/** PostgreSQL cannot keep U+0000 in text, so no home accepts it: the same answer everywhere. */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';
const hasNul = (text: string) => text.includes('\u0000');

/** Parses input with a zod schema; a failure is a 400 naming the first offending field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what = 'Request',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw refusal(result.error, what);
}

/** The 400 of a failed parse: the first offending field, named in words. */
export function refusal(error: z.ZodError, what = 'Request'): DomainError {
  const issue = error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : '';
  return badRequest(
    path
      ? `${what} field "${path}": ${issue?.message}`
      : `${what}: ${issue?.message ?? 'invalid input'}`,
  );
}

/**
 * The 400 of a bad path parameter: a positive id's own sentence (`Job id must be a positive whole
 * number.`), or `what` and the rule broken (`Session: is not a session of yours.`).
 */
export function pathRefusal(error: z.ZodError, what = 'Request'): DomainError {
  const issue = error.issues[0];
  return badRequest(
    issue?.code === 'custom' ? issue.message : `${what}: ${issue?.message ?? 'invalid input'}`,
  );
}

/** A positive whole-number id from a path segment. */
export function parseId(raw: string | undefined, what: string): number {
  const id = parsePositiveId(raw);
  if (id === undefined) throw badRequest(`${what} id must be a positive whole number.`);
  return id;
}

/** The query string as a plain object of its first values, for zod to parse. */
export function queryObject(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (hasNul(key) || hasNul(value)) throw badRequest(NUL_MESSAGE);
    if (!(key in out)) out[key] = value;
  }
  return out;
}

export const PROTO_KEY_MESSAGE = 'Request body must not use the key "__proto__" anywhere.';

/**
 * The parsed JSON body; a body that is empty or not JSON is a 400. So is one with a `__proto__`
 * key at any depth: JavaScript objects cannot hold that key as data (an assignment sets the
 * prototype instead), so it would be dropped silently on the way to the store.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  return jsonText(await c.req.text());
}

/** JSON text read with the same checks as a body's. */
export function jsonText(text: string): unknown {
  if (!text.trim()) throw badRequest('Request body must be a JSON value.');
  let protoKey = false;
  let nul = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === '__proto__') protoKey = true;
      if (hasNul(key) || (typeof item === 'string' && hasNul(item))) nul = true;
      return item;
    });
  } catch {
    throw badRequest('Request body must be valid JSON.');
  }
  if (protoKey) throw badRequest(PROTO_KEY_MESSAGE);
  if (nul) throw badRequest(NUL_MESSAGE);
  return value;
}

/** A query parsed by its schema. */
export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  parseInput(schema, queryObject(c), 'Query');

/** An application may carry a few files of up to 10 MB each. */
export const APPLICATION_BODY_LIMIT = 50 * 1024 * 1024;
/** Parts an application's form may have: its JSON, a résumé and a file per question. */
const MAX_FORM_PARTS = 2 + LIMITS.questionsPerAssessment;

/**
 * Reads a multipart form as a stream, one part at a time, handing each to `take`: it stops at the
 * first field that `take` refuses (a 400), or as soon as a file passes 10 MB, and answers at once,
 * so nobody can make the server hold a whole large body in memory before it is checked.
 */
async function readForm(
  c: Context,
  limits: { maxParts: number; maxTotalSize: number; what: string },
  take: (key: string, part: { isFile: boolean; text: string; file: () => File }) => boolean,
): Promise<void> {
  try {
    for await (const part of parseMultipartRequest(c.req.raw, {
      maxFileSize: MAX_FILE_BYTES,
      maxParts: limits.maxParts,
      maxTotalSize: limits.maxTotalSize,
    })) {
      const key = part.name ?? '';
      const file = () =>
        new File([part.bytes as Uint8Array<ArrayBuffer>], part.filename ?? '', {
          type: part.mediaType ?? '',
        });
      if (!take(key, { isFile: part.isFile, text: part.isFile ? '' : part.text, file }))
        throw badRequest(`Request form field "${key}" is not expected here (or is sent twice).`);
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) throw badRequest(FILE_TOO_LARGE_MESSAGE);
    if (error instanceof MaxPartsExceededError)
      throw badRequest(`Request form has more fields than ${limits.what} can.`);
    if (error instanceof MaxTotalSizeExceededError)
      throw new DomainError(
        'too_large',
        'payload_too_large',
        `The request body is larger than ${limits.maxTotalSize / 1024 / 1024} MB.`,
      );
    if (error instanceof MultipartParseError)
      throw badRequest('Request body must be a valid multipart form.');
    throw error;
  }
}

const isMultipart = (c: Context) =>
  c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * An application: a JSON body, or a multipart form (an applicant's files): its `application` field
 * is the JSON, `resume` a résumé, and `answer:<question id>` a file-upload question's file.
 */
export async function applicationBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ input: z.output<S>; resume?: File; answerFiles: Map<string, File> }> {
  const answerFiles = new Map<string, File>();
  if (!isMultipart(c)) return { input: parseInput(schema, await jsonBody(c)), answerFiles };
  let application: unknown;
  let resume: File | undefined;
  const limits = {
    maxParts: MAX_FORM_PARTS,
    maxTotalSize: APPLICATION_BODY_LIMIT,
    what: 'an application',
  };
  await readForm(c, limits, (key, part) => {
    if (key === 'application' && !part.isFile && application === undefined)
      application = jsonText(part.text);
    else if (key === 'resume' && part.isFile && !resume) resume = part.file();
    else if (key.startsWith('answer:') && part.isFile && !answerFiles.has(key.slice(7)))
      answerFiles.set(key.slice(7), part.file());
    else return false;
    return true;
  });
  if (application === undefined)
    throw badRequest('Request form must have an "application" field of JSON.');
  return { input: parseInput(schema, application), resume, answerFiles };
}

/** Largest body of one file's upload: a file of 10 MB and its form's framing. */
export const FILE_BODY_LIMIT = 11 * 1024 * 1024;

/** A multipart form of one file in its `file` field (a résumé attached on a profile). */
export async function fileBody(c: Context): Promise<File> {
  if (!isMultipart(c))
    throw badRequest('Request body must be a multipart form with the file in its "file" field.');
  let upload: File | undefined;
  const limits = { maxParts: 1, maxTotalSize: FILE_BODY_LIMIT, what: 'an upload of one file' };
  await readForm(c, limits, (key, part) => {
    if (key !== 'file' || !part.isFile || upload) return false;
    upload = part.file();
    return true;
  });
  if (!upload) throw badRequest('Request form must have a "file" field with the file.');
  return upload;
}

/**
 * A CSV file sent as the body (`text/csv`; any other type is a 415), as text. Its size is bounded
 * before it is read (app.ts: IMPORT_MAX_BYTES).
 */
export async function csvBody(c: Context): Promise<string> {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv')
    throw new DomainError(
      'unsupported_type',
      'unsupported_media_type',
      'Request body must be a CSV file sent as text/csv.',
    );
  const text = await c.req.text();
  if (hasNul(text)) throw badRequest(NUL_MESSAGE);
  return text;
}

/** A JSON body parsed by its schema. */
export const parseBody = async <S extends z.ZodType>(
  c: Context,
  schema: S,
  what?: string,
): Promise<z.output<S>> => parseInput(schema, await jsonBody(c), what);

/**
 * How a stored file is answered: always as a download (`attachment`), with its stored type,
 * `nosniff` and a sandboxing CSP, so an uploaded file can never run as a page of TalentFlow.
 */
export function fileResponse(file: StoredFile): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return new Response(file.content, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
