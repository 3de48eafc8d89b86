import { asc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CANDIDATE_TABLES } from '@/domain/schemas';
import type { CandidatesRepo } from '../../types';
import type { PgDb } from '../migrate';
import { candidateColumns, toCandidate } from '../rows';
import { candidates, HIRING_PG_TABLES, notifications, outbox } from '../schema';
import { hasNul, isId } from '../values';

/**
 * A merge in SQL: every row of one candidate moved to another, and the lookup of candidates by
 * their phone's digits. Every table that points at candidates is either moved here or named in
 * NOT_REASSIGNED; a test reads the foreign keys from the catalog and fails on one that is neither.
 */

/**
 * The tables whose rows a merge moves: the list of tables' candidate tables (notes, timeline,
 * responses, files, interviews, scorecards, status links...) and team mode's outbox and notifications.
 */
export const REASSIGNED: readonly PgTable[] = [
  ...CANDIDATE_TABLES.map((name) => HIRING_PG_TABLES[name]),
  outbox,
  notifications,
];

/**
 * Tables that point at candidates and stay: a candidate's search words are made of their own row;
 * webhook deliveries name the merged candidate's id in their signed body, so they go with them.
 */
export const NOT_REASSIGNED: readonly string[] = ['candidate_tokens', 'webhook_deliveries'];

/** The SQL names of the tables a merge moves. */
export const reassignedTableNames = (): string[] => REASSIGNED.map((t) => getTableName(t));

/** A phone's digits, as domain/duplicates' phoneDigits reads them. */
const digitsOf = (column: SQL | typeof candidates.phone) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

export function mergeMethods(q: PgDb): Pick<CandidatesRepo, 'withPhone' | 'reassign'> {
  return {
    withPhone: async (digits) => {
      if (hasNul(digits) || digits === '') return [];
      const rows = await q
        .select(candidateColumns)
        .from(candidates)
        .where(sql`${digitsOf(candidates.phone)} = ${digits}`)
        .orderBy(asc(candidates.id));
      return rows.map(toCandidate);
    },
    reassign: async (fromId, toId) => {
      if (!isId(fromId) || !isId(toId) || fromId === toId) return;
      for (const table of REASSIGNED)
        await q.execute(
          sql`update ${table} set candidate_id = ${toId} where candidate_id = ${fromId}`,
        );
      // The moved rows move the kept candidate's dates (migration 32's triggers), but not past what
      // the other's kept dates say (rows since deleted count too): the kept candidate applied when
      // the first of the two did, and was last active when either was.
      await q.execute(sql`
        update ${candidates} k
        set applied_at = least(k.applied_at, o.applied_at),
          last_activity_at = greatest(k.last_activity_at, o.last_activity_at)
        from ${candidates} o
        where k.id = ${toId} and o.id = ${fromId}`);
    },
  };
}
