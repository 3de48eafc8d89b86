import { sql } from 'drizzle-orm';
import { MAX_ID } from '@/domain/ids';
import { HIRING_TABLES, TABLE_NAMES, type HiringTable } from '@/domain/schemas';
import type { HiringData } from '../types';
import type { PgDb } from './migrate';
import { writeOwned } from './repos/owned';
import { assessments, responses, HIRING_PG_TABLES } from './schema';
import {
  assessmentRecord,
  insertCandidates,
  insertFile,
  insertJobs,
  NOTES,
  responseRecord,
  TIMELINE,
} from './rows';
import { batches, insertRecords, NO_STATEMENT_TIMEOUT } from './values';

/** A restore in SQL: every table of the list replaced in one transaction, ids kept. */

/** The greatest id of rows, 0 when there are none. */
export function greatestId(rows: ReadonlyArray<{ id: number }>): number {
  let greatest = 0;
  for (const row of rows) if (row.id > greatest) greatest = row.id;
  return greatest;
}

/**
 * Replaces the hiring tables with the rows given (ids kept) and restarts each id sequence just
 * past the greatest id, so later inserts get ids above them and ids go back down after a restore
 * of smaller ones, as in the Dexie store. The restart is ALTER SEQUENCE, which (unlike setval)
 * is undone with the transaction: a failed restore leaves the ids as they were. Settings stay.
 */

/**
 * How each table of the list (domain/schemas/tables.ts) is written back by a restore, in batches:
 * one statement's rows travel as one jsonb parameter, which PostgreSQL caps at 256 MB (a million
 * candidates' search tokens alone pass it). A table added to the list must have one to compile.
 */
const RESTORE_WRITERS: { [K in HiringTable]: (q: PgDb, rows: HiringData[K]) => Promise<void> } = {
  jobs: async (q, rows) => {
    for (const part of batches(rows)) await q.execute(insertJobs(part));
  },
  candidates: async (q, rows) => {
    for (const part of batches(rows)) {
      const [candidatesInsert, tokensInsert] = insertCandidates(part);
      await q.execute(candidatesInsert);
      await q.execute(tokensInsert);
    }
  },
  assessments: async (q, rows) => {
    for (const part of batches(rows))
      await q.execute(
        insertRecords(
          assessments,
          [assessments.jobId, assessments.structure],
          part.map(assessmentRecord),
        ),
      );
  },
  notes: (q, rows) => writeOwned(q, NOTES, rows),

  responses: async (q, rows) => {
    const columns = [
      responses.id,
      responses.jobId,
      responses.candidateId,
      responses.answers,
      responses.submittedAt,
      responses.unverified,
    ];
    for (const part of batches(rows))
      await q.execute(insertRecords(responses, columns, part.map(responseRecord)));
  },
  timeline: (q, rows) => writeOwned(q, TIMELINE, rows),

  // One by one: a file may be 10 MB, and its bytes travel as a parameter of their own.
  files: async (q, rows) => {
    for (const file of rows) await insertFile(q, file);
  },
};

export async function replaceAll(q: PgDb, data: HiringData): Promise<void> {
  // An admin's restore of a large backup may take longer than a request is allowed to.
  await q.execute(NO_STATEMENT_TIMEOUT);
  // Deleted rather than truncated: a read transaction already under way keeps its snapshot. Rows
  // that point at others go first (the search tokens go with their candidates).
  for (const name of [...TABLE_NAMES].reverse())
    await q.execute(sql`delete from ${HIRING_PG_TABLES[name]}`);
  for (const name of TABLE_NAMES)
    await (RESTORE_WRITERS[name] as (q: PgDb, rows: unknown[]) => Promise<void>)(q, data[name]);
  // Each table with ids goes on after the greatest it holds now.
  for (const name of TABLE_NAMES) {
    if (HIRING_TABLES[name].key !== 'id') continue;
    const greatest = greatestId(data[name] as ReadonlyArray<{ id: number }>);
    const sequence = `${name}_id_seq`;
    // At MAX_ID the next id would not fit: restart at it and use it up, so the next insert is refused.
    await q.execute(
      sql.raw(`alter sequence ${sequence} restart with ${Math.min(greatest + 1, MAX_ID)}`),
    );
    if (greatest >= MAX_ID) await q.execute(sql`select nextval(${sequence}::regclass)`);
  }
  // The first reads after a restore are planned on what the tables now hold, not on the
  // statistics of the tables before (empty ones, say): PostgreSQL is told now, not by autovacuum
  // a minute later.
  await q.execute(sql.raw(`analyze ${[...TABLE_NAMES, 'candidate_tokens'].map((name) => `"${name}"`).join(', ')}`));
}
