// @vitest-environment node
import { sql } from 'drizzle-orm';
import { NOT_REASSIGNED, reassignedTableNames } from './repos/merge';
import { openPgliteStore, rowsOf } from './testing';

/**
 * A merge moves every row of the candidate it erases: each table with a foreign key to candidates
 * is moved by `reassign` or knowingly left (NOT_REASSIGNED). A migration that adds another one
 * fails here until merge.ts says which. Read from the catalog of the migrated schema.
 */
describe('PostgreSQL schema: what a merge moves', () => {
  it('moves or knowingly leaves every table with a foreign key to candidates', async () => {
    const { db, close } = await openPgliteStore();
    try {
      const keys = rowsOf<{ table: string; column: string }>(
        await db.execute(sql`
          select c.conrelid::regclass::text as table, a.attname as column
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'candidates'::regclass
          order by 1`),
      );
      expect(keys.length).toBeGreaterThan(0);
      // reassign moves `candidate_id`: every reference must be that column.
      expect(keys.filter((k) => k.column !== 'candidate_id')).toEqual([]);
      expect(keys.map((k) => k.table).sort()).toEqual(
        [...reassignedTableNames(), ...NOT_REASSIGNED].sort(),
      );
    } finally {
      await close();
    }
  });
});
