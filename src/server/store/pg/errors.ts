import { MAX_ID } from '@/domain/ids';
import { StorageError } from '../types';

/** Failures of PostgreSQL told apart, so the API can say what to do about each. */

// --- Errors -------------------------------------------------------------------------------------

/** Codes of a failure and of the errors it wraps (Drizzle wraps the driver's error as its cause). */
function errorCodes(error: unknown): { code: string; message: string }[] {
  const found: { code: string; message: string }[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    found.push({
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    });
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/** Errors of a connection that is gone or cannot be made: postgres.js's own, and Node's. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Whether a failure means the connection it ran on is gone (closed, reset, or ended by the server). */
export function isConnectionLost(error: unknown): boolean {
  return errorCodes(error).some(
    ({ code }) =>
      CONNECTION_CODES.has(code) ||
      code.startsWith('08') ||
      ['57P01', '57P02', '57P03'].includes(code),
  );
}

/**
 * Server states that pass: shutting down, not accepting connections yet, too many connections,
 * out of memory, a statement or lock timeout, a deadlock or serialization failure. Nothing was
 * saved and trying again can work.
 */
function isUnavailable(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    (code.startsWith('53') && code !== '53100') || // insufficient resources, but disk full
    ['57P01', '57P02', '57P03', '57014', '55P03', '40001', '40P01'].includes(code) ||
    CONNECTION_CODES.has(code)
  );
}

/**
 * Maps a failure of the database to a StorageError with a message a person can act on; undefined
 * for anything else (a bad statement, the work's own errors), which is left as it is.
 */
export function pgStorageError(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  for (const { code, message } of errorCodes(error)) {
    if (code === '23505') {
      return new StorageError(
        'conflict',
        'The change collides with data stored meanwhile (a duplicate). Nothing was saved; reload and try again.',
        { cause: error },
      );
    }
    if (code === '23P01') {
      return new StorageError(
        'conflict',
        'An interviewer was booked for that time meanwhile. Nothing was saved; pick another time.',
        { cause: error },
      );
    }
    if (code === '53100' || code === 'ENOSPC') {
      return new StorageError(
        'full',
        'The database refused to store more data: its disk is full. Nothing was saved. Free some space or export a backup, then try again.',
        { cause: error },
      );
    }
    if (code === '2200H') return idsExhausted('a table', error);
    if (code === '57014') {
      return new StorageError(
        'unavailable',
        'The request took longer than the database allows, and was stopped. Nothing was saved. Narrow it down (a longer search word) or try again later.',
        { cause: error },
      );
    }
    if (isUnavailable(code) || message === 'PGlite is closed') {
      return new StorageError(
        'unavailable',
        `The database cannot be reached or is busy (${code || message}). Nothing was saved; try again.`,
        { cause: error },
      );
    }
  }
  return undefined;
}

export function idsExhausted(table: string, cause?: unknown): StorageError {
  return new StorageError(
    'full',
    `No more rows fit in ${table}: its ids have reached ${MAX_ID}. Nothing was saved.`,
    { cause },
  );
}

/** Runs an insert, telling "the id sequence is used up" (2200H) apart as a full table, like Dexie. */
export async function guardIds<T>(table: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (errorCodes(error).some(({ code }) => code === '2200H')) throw idsExhausted(table, error);
    throw error;
  }
}
