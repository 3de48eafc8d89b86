import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DATED_MARK, DATED_PREFIX_LENGTH, datedKeyRange } from '@/domain/reports';
import { MAX_ID } from '@/domain/ids';
import type { TalliesRepo } from '../../types';
import type { PgDb } from '../migrate';
import { reportTallies } from '../schema';

/** The reports' counts in SQL. */

/** After every key that starts with a prefix (keys are compared byte by byte). */
const PREFIX_END = '\uffff';

/** Rows per statement when adding to the reports' counts. */
const TALLY_BATCH = 5000;

export function talliesRepo(q: PgDb): TalliesRepo {
  /** The counts of one scope that `where` keeps, those at zero left out. */
  const counts = async (scope: number, ...where: SQL[]) => {
    const rows = await q
      .select({ key: reportTallies.key, n: reportTallies.n })
      .from(reportTallies)
      .where(and(eq(reportTallies.scope, scope), ...where, ne(reportTallies.n, 0)));
    return new Map(rows.map((row) => [row.key, row.n]));
  };
  const isScope = (scope: number) => Number.isInteger(scope) && scope >= 0 && scope <= MAX_ID;
  return {
    read: async (scope) =>
      isScope(scope)
        ? // The plain keys: the dated ones (domain/reports.ts) sort from DATED_MARK on.
          counts(scope, lt(reportTallies.key, DATED_MARK))
        : new Map(),
    readDays: async (scope, from, to) => {
      if (!isScope(scope)) return new Map();
      const [low, high] = datedKeyRange(from, to);
      // Summed in the database: a year of days holds many more rows than plain keys.
      // A constant in the text, so the select and the group by are the same expression.
      const plain = sql<string>`substr(${reportTallies.key}, ${sql.raw(String(DATED_PREFIX_LENGTH + 1))})`;
      const rows = await q
        .select({ key: plain, n: sql<number>`sum(${reportTallies.n})::integer` })
        .from(reportTallies)
        .where(
          and(
            eq(reportTallies.scope, scope),
            gte(reportTallies.key, low),
            lt(reportTallies.key, high),
          ),
        )
        .groupBy(plain);
      return new Map(rows.filter((row) => row.n !== 0).map((row) => [row.key, row.n]));
    },
    readPrefix: async (scope, prefix) =>
      isScope(scope)
        ? counts(
            scope,
            gte(reportTallies.key, prefix),
            lt(reportTallies.key, `${prefix}${PREFIX_END}`),
          )
        : new Map(),
    readKeys: async (scope, keys) =>
      isScope(scope) && keys.length > 0
        ? counts(scope, inArray(reportTallies.key, [...keys]))
        : new Map(),
    add: async (changes) => {
      // In one order (scope, then key) in every transaction: two moves at once lock the counts
      // they share in the same order, so neither waits for a lock the other waits on.
      const sorted = [...changes].sort(
        (a, b) => a.scope - b.scope || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
      for (let i = 0; i < sorted.length; i += TALLY_BATCH) {
        const part = sorted.slice(i, i + TALLY_BATCH);
        const records = JSON.stringify(part.map(({ scope, key, n }) => ({ scope, key, n })));
        // One statement per write: a count that comes to zero stays as a row of 0, which reads
        // skip (there are only so many keys: hours, weeks, stages and sources).
        await q.execute(sql`
          insert into ${reportTallies} (scope, key, n)
          select scope, key, n from jsonb_to_recordset(${records}::jsonb) as r(scope integer, key text, n integer)
          on conflict (scope, key) do update set n = ${reportTallies}.n + excluded.n`);
      }
    },
    clear: async () => {
      await q.execute(sql`delete from ${reportTallies}`);
    },
  };
}
