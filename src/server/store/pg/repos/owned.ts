import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { PgArray, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { CandidateOwnedRepo, New } from '../../types';
import { guardIds } from '../errors';
import type { PgDb } from '../migrate';
import { batches, idIn, insertRecords, isId, nextIds, rowsOf } from '../values';

/**
 * A table whose rows belong to a candidate, in SQL: what a repository of it needs to know, and
 * `ownedRepo` makes its repository. rows.ts's `plainOwnedTable` makes it from the Drizzle table
 * for a table whose rows hold only their fields; a table that keeps more (notes' search words)
 * writes its own.
 */
export interface OwnedTable<T extends { id: number; candidateId: number }> {
  /** Its SQL name, and its id sequence's (`<name>_id_seq`). */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  candidateId: AnyPgColumn;
  /** The columns read, and the row they make. */
  columns: Record<string, unknown>;
  read: (row: never) => T;
  /** A candidate's rows in this order, to the last tie (the id). */
  order: readonly SQL[];
  /** The columns a row is written to, the id first, and its record under their database names. */
  recordColumns: readonly AnyPgColumn[];
  // A method: any table's description is one of a row with an id and a candidate.
  record(row: T): Record<string, unknown>;
}

/** Rows of several candidates at once, by candidate, then in the table's order. */
export type OwnedRepoOf<T extends { id: number; candidateId: number }> = CandidateOwnedRepo<T> & {
  listByCandidates(candidateIds: readonly number[]): Promise<T[]>;
};

export function ownedRepo<T extends { id: number; candidateId: number }>(
  q: PgDb,
  t: OwnedTable<T>,
): OwnedRepoOf<T> {
  const read = t.read as (row: unknown) => T;
  const select = () => q.select(t.columns as never).from(t.table as never);
  const withoutId = t.recordColumns.filter((column) => column !== t.id);
  return {
    listByCandidate: async (candidateId) =>
      isId(candidateId)
        ? (
            (await select()
              .where(eq(t.candidateId, candidateId))
              .orderBy(...t.order)) as unknown[]
          ).map(read)
        : [],
    listByCandidates: async (candidateIds) => {
      const ids = candidateIds.filter(isId);
      if (ids.length === 0) return [];
      const rows = await select()
        .where(idIn(t.candidateId, ids))
        .orderBy(asc(t.candidateId), ...t.order);
      return (rows as unknown[]).map(read);
    },
    insert: async (row) => {
      // One statement: the record without its id, which the identity gives.
      const { id: _id, ...record } = t.record({ ...row, id: 0 } as T);
      const result = await guardIds(t.name, () =>
        q.execute(sql`${insertRecords(t.table, withoutId, [record])} returning ${t.id}`),
      );
      return { ...row, id: Number(rowsOf<{ id: number }>(result)[0]!.id) } as T;
    },
    insertMany: async (rows: ReadonlyArray<New<T>>) => {
      const ids = await nextIds(q, t.name, rows.length);
      await writeOwned(
        q,
        t,
        rows.map((row, i) => ({ ...row, id: ids[i]! }) as T),
      );
    },
    all: async () => ((await select().orderBy(asc(t.id))) as unknown[]).map(read),
  };
}

/** Rows with their ids, in batches (a restore, insertMany). */
export async function writeOwned<T extends { id: number; candidateId: number }>(
  q: PgDb,
  t: OwnedTable<T>,
  rows: readonly T[],
): Promise<void> {
  for (const part of batches(rows))
    await q.execute(insertRecords(t.table, t.recordColumns, part.map(t.record)));
}

/** Replaces a stored row (same id): every column from its record. */
export async function updateOwned<T extends { id: number; candidateId: number }>(
  q: PgDb,
  t: OwnedTable<T>,
  row: T,
): Promise<void> {
  if (!isId(row.id)) return;
  const record = t.record(row);
  const sets = t.recordColumns
    .filter((column) => column !== t.id)
    .map((column) => {
      const value = record[column.name];
      const typed = sql.raw(column.getSQLType());
      // An array column (interviewers' ids) takes its own type; other objects are JSON.
      return sql`${sql.identifier(column.name)} = ${
        value === null || value === undefined
          ? sql`null`
          : column instanceof PgArray
            ? sql`${JSON.stringify(value).replace('[', '{').replace(/]$/, '}')}::${typed}`
            : typeof value === 'object'
              ? sql`${JSON.stringify(value)}::jsonb`
              : sql`${value}::${typed}`
      }`;
    });
  await q.execute(sql`update ${t.table} set ${sql.join(sets, sql`, `)} where ${t.id} = ${row.id}`);
}
