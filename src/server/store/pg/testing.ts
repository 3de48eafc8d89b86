import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { connectPgStore, type PgConnection } from './connect';
import type { PgDb } from './migrate';
import { rowsOf } from './values';

export { rowsOf };

/**
 * Test helpers for the PostgreSQL store. A new PGlite runs initdb (about 1.3 s here); one loaded
 * from the data directory of a migrated template starts in about 0.3 s, so every test can still
 * have a fresh database of its own.
 */

let template: Promise<Blob> | undefined;

/** The data directory of a freshly migrated PGlite, made once per test file. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pglite = await PGlite.create();
    try {
      const { close } = await connectPgStore({ pglite });
      await close();
      const dump = await pglite.dumpDataDir('none');
      return dump;
    } finally {
      await pglite.close();
    }
  })();
  return template;
}

/** A fresh, migrated, empty in-memory PGlite store; `close` closes the PGlite too. */
export async function openPgliteStore(
  options: { logger?: Logger } = {},
): Promise<PgConnection & { pglite: PGlite }> {
  const pglite = await PGlite.create({ loadDataDir: await migratedTemplate() });
  const opened = await connectPgStore({ pglite }, options);
  return {
    ...opened,
    pglite,
    close: async () => {
      await opened.close();
      await pglite.close();
    },
  };
}

/**
 * A store on one in-memory PGlite kept for the whole test file, emptied at each open (`emptyAll`):
 * as new as `openPgliteStore`'s, without starting a database for every test. `close` closes the
 * store and leaves the database for the next.
 */
export function reusedPgliteStores(): () => Promise<PgConnection> {
  let pglite: Promise<PGlite> | undefined;
  afterAll(async () => (await pglite)?.close());
  return async () => {
    pglite ??= migratedTemplate().then((loadDataDir) => PGlite.create({ loadDataDir }));
    const opened = await connectPgStore({ pglite: await pglite });
    await emptyAll(opened.db);
    return opened;
  };
}

/**
 * Every table of the store emptied and its ids restarted from 1: a store as new. The tables are
 * the database's own, whatever the migrations made, but the record of the migrations.
 */
export async function emptyAll(db: PgDb): Promise<void> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(
        `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'talentflow_migrations'`,
      ),
    ),
  ).map(({ name }) => `"${name}"`);
  // The audit log refuses TRUNCATE (append-only); its owner may lift that, as a test does here.
  await db.execute(sql.raw('ALTER TABLE audit_events DISABLE TRIGGER USER'));
  try {
    await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
  } finally {
    await db.execute(sql.raw('ALTER TABLE audit_events ENABLE TRIGGER USER'));
  }
}

/**
 * Every row of every table of the database, as PostgreSQL writes rows out as text (bytea in hex),
 * one line a row: what an erasure test searches for traces of a person.
 */
export async function dumpAll(db: PgDb): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(
        `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      ),
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = rowsOf<{ text: string | null }>(
      await db.execute(sql.raw(`select string_agg(t::text, E'\n') as text from "${name}" t`)),
    );
    parts.push(`-- ${name}\n${row?.text ?? ''}`);
  }
  return parts.join('\n');
}

/** Runs SQL text as the server's own role: the rows it answers, if any. */
export async function runSql(db: PgDb, text: string): Promise<Record<string, unknown>[]> {
  try {
    return rowsOf(await db.execute(sql.raw(text)));
  } catch (error) {
    // Drizzle wraps the database's own error: its message is what a test looks at.
    throw (error as { cause?: unknown }).cause ?? error;
  }
}
