/**
 * Ids of stored rows are positive whole numbers up to MAX_ID. They are written in paths and query
 * strings as plain decimal digits: "0x10", "1e3", "01" or "+5" are not ids, so every screen and
 * the API agree on what a link points at.
 */

/**
 * The greatest id a row may have: PostgreSQL's `integer`, far beyond any real data, and far enough
 * below 2^53 that the next id is always a safe integer in JavaScript and IndexedDB.
 */
export const MAX_ID = 2_147_483_647;

const DECIMAL_ID = /^[1-9]\d{0,9}$/;

/** The id a path or query segment names, or undefined when it is not a positive whole number up to MAX_ID. */
export function parsePositiveId(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string' || !DECIMAL_ID.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
