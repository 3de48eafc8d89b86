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
 * the database's own, whatever the migrations made, but the record of the migrations. DELETEs in
 * the order of the foreign keys (rows that point first), in one transaction: a test leaves a few
 * rows, and a TRUNCATE of the thirty-odd tables costs about 90 ms on PostgreSQL and more on PGlite,
 * before each of hundreds of tests. TRUNCATE when the foreign keys go round in a circle.
 */
export async function emptyAll(db: PgDb): Promise<void> {
  const statements = await emptyingOf(db);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** The statements that empty a database, worked out once per connection. */
const emptying = new WeakMap<PgDb, Promise<string[]>>();
function emptyingOf(db: PgDb): Promise<string[]> {
  let statements = emptying.get(db);
  if (!statements) {
    statements = emptyingStatements(db);
    emptying.set(db, statements);
    statements.catch(() => emptying.delete(db));
  }
  return statements;
}

async function emptyingStatements(db: PgDb): Promise<string[]> {
  const tables = (
    await runSql(
      db,
      `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'talentflow_migrations'`,
    )
  ).map((row) => String(row.name));
  const references = await runSql(
    db,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c join pg_class t on t.oid = c.conrelid where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace and c.conrelid <> c.confrelid`,
  );
  const sequences = (
    await runSql(
      db,
      `select relname as name from pg_class where relkind = 'S' and relnamespace = current_schema()::regnamespace`,
    )
  ).map((row) => String(row.name));
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    // A table whose rows no table still to empty points at.
    const next = [...left].find(
      (table) => !references.some((r) => r.parent === table && left.has(String(r.child))),
    );
    if (next === undefined) {
      order.length = 0;
      break;
    }
    order.push(next);
    left.delete(next);
  }
  const emptied =
    order.length === tables.length
      ? order.map((table) => `DELETE FROM "${table}"`)
      : [`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`];
  return [
    // The audit log refuses DELETE and TRUNCATE (append-only); its owner may lift that, as a
    // test does here.
    'ALTER TABLE audit_events DISABLE TRIGGER USER',
    ...emptied,
    'ALTER TABLE audit_events ENABLE TRIGGER USER',
    ...sequences.map((sequence) => `ALTER SEQUENCE "${sequence}" RESTART`),
  ];
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
