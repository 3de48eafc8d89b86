import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAX_ID } from '@/domain/ids';
import type { PgDb } from './migrate';
import { guardIds, idsExhausted } from './errors';

/** Values into and out of SQL, the same on PGlite and postgres.js. */

// --- Values in and out --------------------------------------------------------------------------

/**
 * An ISO timestamp as PostgreSQL reads it: the same instant, with years past 9999 and before 1
 * (which `toISOString` writes as +010000 and -000001) in PostgreSQL's own form.
 */
export function pgTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso; // PostgreSQL says what is wrong with it.
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const rest = date.toISOString().slice(-20); // -MM-DDTHH:mm:ss.sssZ
  return year >= 1
    ? `${String(year).padStart(4, '0')}${rest}`
    : `${String(1 - year).padStart(4, '0')}${rest} BC`;
}

/** A JSON value read as text and parsed here: the same on every driver, whatever its own parsers. */
export function fromJson<T>(expression: SQL | AnyPgColumn): SQL<T> {
  return sql`(${expression})::text`.mapWith((text: string) => JSON.parse(text) as T);
}

/** A JSON value written as text: undefined (which JSON cannot hold) becomes SQL NULL. */
export function toJsonb(value: unknown): SQL {
  const text = JSON.stringify(value);
  return text === undefined ? sql`null` : sql`${text}::jsonb`;
}

/** A count as a number (count(*) is a bigint, which drivers answer as text or BigInt). */
export const countAll = () => sql`count(*)`.mapWith(Number);

/** Whether a number can be a stored id: ids are whole numbers from 1 to MAX_ID. */
export const isId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** PostgreSQL text cannot hold U+0000: text with it is in no stored row. */
export const hasNul = (text: string) => text.includes('\u0000');

/** `column = any('{1,2,3}'::int[])`: one parameter for any number of ids. */
export function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** Rows of a raw statement, whichever the driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * `insert into <table> (<columns>) select ... from jsonb_to_recordset(<rows>)`: any number of rows
 * in one statement with one parameter (a statement takes at most 65,535 parameters). Each record
 * holds the rows' values under the columns' database names.
 */
export function insertRecords(
  table: PgTable,
  columns: readonly AnyPgColumn[],
  records: readonly Record<string, unknown>[],
): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${definitions})`;
}

/** A list of strings as a text[] value (one jsonb parameter, whatever the driver's array rules). */
export const pgTextArray = (values: readonly string[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

/** Ids for `count` new rows of a table, counting up, from its identity sequence. */
export async function nextIds(q: PgDb, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const sequence = `${table}_id_seq`;
  const rows = await guardIds(table, () =>
    q
      .select({ id: sql`nextval(${sequence}::regclass)`.mapWith(Number) })
      .from(sql`generate_series(1, ${count}::int)`),
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if ((ids[ids.length - 1] ?? 0) > MAX_ID) throw idsExhausted(table);
  return ids;
}

/**
 * Every statement of a PostgreSQL server's pool is stopped after this long (`statement_timeout`),
 * so one slow request cannot hold a connection for long: it fails as a 503.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** For the few long jobs of a transaction (a restore, migrations): no timeout, until it ends. */
export const NO_STATEMENT_TIMEOUT = sql.raw('set local statement_timeout = 0');

/**
 * Sends `text` to a `copy ... from stdin` statement on the transaction's connection (postgres.js;
 * PGlite has none, and its restore inserts).
 */
export type CopyRows = (statement: string, text: string) => Promise<void>;

/** Rows per insert statement in a restore. */
export const RESTORE_BATCH = 20_000;

export function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += RESTORE_BATCH) yield rows.slice(i, i + RESTORE_BATCH);
}
