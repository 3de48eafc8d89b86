import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrations as migrationsTable } from './schema';

/** Any Drizzle database over PostgreSQL: PGlite, postgres.js, or a transaction of either. */
export type PgDb = PgDatabase<PgQueryResultHKT>;

/** One versioned schema change: `migrations/0001_initial.sql` is version 1, named "initial". */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /(?:^|\/)(\d+)_([\w-]+)\.sql$/;

/**
 * The migrations this code knows, read from `migrations/*.sql` when the module is built (Vite and
 * Vitest inline them; a plain Node host runs the store from a Vite build).
 */
export const MIGRATIONS: readonly Migration[] = parseMigrations(
  import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
);

/** Migrations from their files (path to SQL text), in version order; refuses odd names and duplicates. */
export function parseMigrations(files: Record<string, string>): Migration[] {
  const list = Object.entries(files).map(([path, text]) => {
    const match = FILE_NAME.exec(path);
    if (!match) throw new Error(`Migration file ${path} is not named like 0001_name.sql.`);
    return { version: Number(match[1]), name: match[2] as string, sql: text };
  });
  list.sort((a, b) => a.version - b.version);
  list.forEach((migration, i) => {
    if (migration.version < 1 || list[i - 1]?.version === migration.version) {
      throw new Error(`Migration version ${migration.version} is not a unique number from 1 up.`);
    }
  });
  return list;
}

/**
 * The statements of a migration file: drizzle-kit's convention, one `--> statement-breakpoint`
 * line between statements, so each runs on its own over any driver (PGlite's and postgres.js's
 * extended protocol take one statement at a time).
 */
export function migrationStatements(text: string): string[] {
  return text
    .split(/^\s*-->\s*statement-breakpoint\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/^\s*--.*$/gm, '').trim() !== '');
}

/**
 * The advisory lock that lets one process migrate at a time ("TFlw", 1). Its transaction-scoped
 * form is released by the commit or rollback, whatever happens to the process.
 */
const MIGRATION_LOCK = sql.raw('select pg_advisory_xact_lock(1414941815, 1)');

/**
 * Applies the pending migrations in version order, all in one transaction under the migration
 * lock, and records each in `talentflow_migrations`. A second process waits for the lock, then
 * finds nothing pending. Refuses a database migrated by a newer TalentFlow (a version it does not
 * know). Answers the versions it applied.
 */
export async function migrate(
  db: PgDb,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Waiting for another instance's migrations, or a long one, is no request to stop.
    await tx.execute(sql.raw('set local statement_timeout = 0'));
    await tx.execute(MIGRATION_LOCK);
    // Created only when missing, checked first: CREATE ... IF NOT EXISTS would print a notice.
    const [found] = await tx
      .select({ present: sql<boolean>`to_regclass('talentflow_migrations') is not null` })
      .from(sql`(select 1) as one`);
    if (!found?.present) {
      await tx.execute(
        sql.raw(
          'CREATE TABLE talentflow_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
        ),
      );
    }
    const applied = new Set(
      (await tx.select({ version: migrationsTable.version }).from(migrationsTable)).map(
        (row) => row.version,
      ),
    );
    const known = new Set(migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(
        `This database was migrated by a newer TalentFlow (migration ${unknown.join(', ')} is unknown here). Run the newer version, or restore a backup into a new database.`,
      );
    }
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      for (const statement of migrationStatements(migration.sql)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.insert(migrationsTable).values({ version: migration.version, name: migration.name });
      done.push(migration.version);
    }
    return done;
  });
}
