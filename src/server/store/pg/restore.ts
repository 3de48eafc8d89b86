import { getTableName, sql } from 'drizzle-orm';
import { MAX_ID } from '@/domain/ids';
import { HIRING_TABLES, TABLE_NAMES, type HiringTable } from '@/domain/schemas';
import type { OwnedTableName } from '@/domain/schemas';
import type { HiringData, RestoreWriter } from '../types';
import type { PgDb } from './migrate';
import { writeOwned } from './repos/owned';
import {
  assessments,
  interviewPlans,
  pipelineTemplates,
  responses,
  HIRING_PG_TABLES,
} from './schema';
import {
  assessmentRecord,
  interviewPlanRecord,
  pipelineTemplateRecord,
  candidateRecord,
  insertCandidates,
  insertFile,
  insertJobs,
  noteRecord,
  OWNED_TABLES,
  responseRecord,
  timelineRecord,
  tokenRecords,
} from './rows';
import { batches, insertRecords, NO_STATEMENT_TIMEOUT, type CopyRows } from './values';

/** A restore in SQL: every table of the list replaced in one transaction, ids kept. */

/** The greatest id of rows, 0 when there are none. */
export function greatestId(rows: ReadonlyArray<{ id: number }>): number {
  let greatest = 0;
  for (const row of rows) if (row.id > greatest) greatest = row.id;
  return greatest;
}

type Writers<K extends HiringTable> = { [T in K]: (q: PgDb, rows: HiringData[T]) => Promise<void> };

/** Each owned table's rows, in batches, by its description (rows.ts's OWNED_TABLES). */
const OWNED_WRITERS = Object.fromEntries(
  Object.entries(OWNED_TABLES).map(([name, table]) => [
    name,
    (q: PgDb, rows: ReadonlyArray<{ id: number; candidateId: number }>) =>
      writeOwned<{ id: number; candidateId: number }>(q, table, rows),
  ]),
) as unknown as Writers<OwnedTableName>;

/**
 * How each table of the list (domain/schemas/tables.ts) is written back by a restore, in batches:
 * one statement's rows travel as one jsonb parameter, which PostgreSQL caps at 256 MB (a million
 * candidates' search tokens alone pass it). The owned tables' come from their descriptions; a
 * table added to the list must have one, or this does not compile.
 */
const RESTORE_WRITERS: Writers<HiringTable> = {
  ...OWNED_WRITERS,
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
  interviewPlans: async (q, rows) => {
    for (const part of batches(rows))
      await q.execute(
        insertRecords(
          interviewPlans,
          [interviewPlans.jobId, interviewPlans.interviews],
          part.map(interviewPlanRecord),
        ),
      );
  },
  pipelineTemplates: async (q, rows) => {
    const columns = [
      pipelineTemplates.id,
      pipelineTemplates.name,
      pipelineTemplates.stages,
      pipelineTemplates.isDefault,
    ];
    for (const part of batches(rows))
      await q.execute(insertRecords(pipelineTemplates, columns, part.map(pipelineTemplateRecord)));
  },
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
  // One by one: a file may be 10 MB, and its bytes travel as a parameter of their own.
  files: async (q, rows) => {
    for (const file of rows) await insertFile(q, file);
  },
};

/**
 * Rows as COPY reads them (CSV): every value quoted but NULL, which is an empty field. JSON values
 * (a response's answers) as their text.
 */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** A text[] as COPY reads it: `{"a","b \\"c\\""}`, each element quoted and escaped. */
const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** `copy <table> (<columns>) from stdin` of records keyed by column: one round trip per part. */
async function copyRecords(
  copy: CopyRows,
  table: string,
  records: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (records.length === 0) return;
  const columns = Object.keys(records[0]!);
  const lines = records.map((record) => columns.map((c) => csvField(record[c])).join(','));
  await copy(
    `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin with (format csv)`,
    `${lines.join('\n')}\n`,
  );
}

/** The tables a COPY writes where the driver has it (postgres.js); the few others are inserted. */
const COPY_WRITERS: {
  [K in HiringTable]?: (copy: CopyRows, rows: HiringData[K]) => Promise<void>;
} = {
  candidates: async (copy, rows) => {
    await copyRecords(
      copy,
      'candidates',
      rows.map((c) => ({ ...candidateRecord(c), tags: arrayLiteral(c.tags ?? []) })),
    );
    await copyRecords(copy, 'candidate_tokens', rows.flatMap(tokenRecords));
  },
  notes: (copy, rows) => copyRecords(copy, 'notes', rows.map(noteRecord)),
  responses: (copy, rows) => copyRecords(copy, 'responses', rows.map(responseRecord)),
  timeline: (copy, rows) => copyRecords(copy, 'timeline', rows.map(timelineRecord)),
};

/**
 * A restore in one transaction: every hiring row deleted, the parts written as they come (by
 * COPY where `copy` is given), then each id sequence restarted just past the greatest id written.
 */
export async function restoreWriter(q: PgDb, copy?: CopyRows): Promise<RestoreWriter> {
  // An admin's restore of a large backup may take longer than a request is allowed to.
  await q.execute(NO_STATEMENT_TIMEOUT);
  // A backup may hold interviews that overlap, as they could before bookings were refused: kept
  // (the later books nothing; migration 39).
  await q.execute(sql`select set_config('talentflow.restoring', 'on', true)`);
  // Deleted rather than truncated: a read transaction already under way keeps its snapshot. Rows
  // that point at others go first (the search tokens go with their candidates).
  for (const name of [...TABLE_NAMES].reverse())
    await q.execute(sql`delete from ${HIRING_PG_TABLES[name]}`);
  const greatest = new Map<HiringTable, number>();
  return {
    async add({ table, rows }) {
      if ('id' in (rows[0] ?? {}))
        greatest.set(
          table,
          Math.max(greatest.get(table) ?? 0, greatestId(rows as ReadonlyArray<{ id: number }>)),
        );
      const write = copy && COPY_WRITERS[table];
      if (write) await (write as (copy: CopyRows, rows: unknown[]) => Promise<void>)(copy, rows);
      else await (RESTORE_WRITERS[table] as (q: PgDb, rows: unknown[]) => Promise<void>)(q, rows);
    },
    async finish() {
      // Each table with ids goes on after the greatest it holds now, so ids go back down after a
      // restore of smaller ones, as in the Dexie store. ALTER SEQUENCE (unlike setval) is undone
      // with the transaction: a failed restore leaves the ids as they were.
      for (const name of TABLE_NAMES) {
        if (HIRING_TABLES[name].key !== 'id') continue;
        const last = greatest.get(name) ?? 0;
        const sequence = `${getTableName(HIRING_PG_TABLES[name])}_id_seq`;
        // At MAX_ID the next id would not fit: restart at it and use it up, so the next insert is refused.
        await q.execute(
          sql.raw(`alter sequence ${sequence} restart with ${Math.min(last + 1, MAX_ID)}`),
        );
        if (last >= MAX_ID) await q.execute(sql`select nextval(${sequence}::regclass)`);
      }
      // The first reads after a restore are planned on what the tables now hold, not on the
      // statistics of the tables before (empty ones, say): PostgreSQL is told now, not by
      // autovacuum a minute later.
      await q.execute(
        sql.raw(
          `analyze ${[...TABLE_NAMES.map((name) => getTableName(HIRING_PG_TABLES[name])), 'candidate_tokens'].map((name) => `"${name}"`).join(', ')}`,
        ),
      );
    },
  };
}
