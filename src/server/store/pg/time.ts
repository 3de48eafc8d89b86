import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A stored timestamp as the API writes it (2026-01-01T00:00:00.000Z), whatever the session's time
 * zone and date style: read as milliseconds since the epoch (exact in float8), formatted by Date.
 */
export function isoTime(column: AnyPgColumn): SQL<string> {
  return sql`(extract(epoch from ${column}) * 1000)::float8`.mapWith((ms: number | string) =>
    new Date(Number(ms)).toISOString(),
  );
}

/** The same for a column that may be NULL (Drizzle passes NULL on without mapping it). */
export function optionalIsoTime(column: AnyPgColumn): SQL<string | null> {
  return isoTime(column) as SQL<string | null>;
}
