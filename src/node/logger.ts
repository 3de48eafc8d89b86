import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppDeps } from '@/server/app';
import type { LogLevel } from './config';

/**
 * The team server's log: one JSON object a line on stdout (pino). The API tells the server of
 * each request by its route pattern, its status and the member's id (server/request-log); bodies,
 * headers and paths never reach the log. Should a later log call pass one anyway, the keys below
 * are censored wherever they stand, at the top or one level down.
 */

export type { Logger } from 'pino';

/** Keys whose values never reach the log: secrets, people's details and candidates' text. */
export const REDACTED_KEYS = [
  'password',
  'token',
  'cookie',
  'authorization',
  'headers',
  'body',
  'query',
  'path',
  'url',
  'text',
  'answers',
  'email',
  'name',
];
export const CENSORED = '[redacted]';

/** How deep an error's causes are logged. */
const CAUSES = 3;

/**
 * An error as the log shows it: its type, code, first message line and stack frames, and its
 * cause. Nothing else: database errors carry the failed query's parameters (Drizzle's message,
 * after its first line) and details with the rows' values (PostgreSQL's `detail`), which hold
 * candidates' text and people's emails.
 */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const type = error.name || error.constructor.name;
  const message = error.message.split('\n', 1)[0] ?? '';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  return {
    type,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < CAUSES
      ? { cause: errorFields(error.cause, depth + 1) }
      : {}),
  };
}

/** The server's logger, writing to stdout unless given another stream (tests). */
export function createLogger(
  options: { level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  const settings = {
    level: options.level ?? 'info',
    // Each line is the event alone: no pid or host name.
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorFields },
    redact: {
      paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)],
      censor: CENSORED,
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** The API's hooks that log to `logger`: a line for each request, an error line for a 500. */
export function apiLogging(logger: Logger): Pick<AppDeps, 'onRequest' | 'onUnexpectedError'> {
  return {
    onRequest: (entry) => logger.info(entry, 'request'),
    onUnexpectedError: (error, request) =>
      logger.error({ ...request, err: error }, 'unexpected API error'),
  };
}
