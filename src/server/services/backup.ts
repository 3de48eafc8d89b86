import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupSchema,
  LEGACY_SCHEMA_VERSION,
  type BackupDocument,
  type RestoreOutput,
} from '@/domain/schemas';
import { badRequest } from '../errors';
import type { HiringData, Store, Tx } from '../store/types';
import { markStarted } from '../seed/started';
import { assertValidStructure } from './assessments';
import { CANNOT_RESTORE, describeIssue, rowName, rowsOf } from './backup-problems';
import { checkRestoredFile } from './files';

/** Every row of the hiring data, read in one transaction. */
export async function readAll(tx: Tx): Promise<HiringData> {
  return {
    jobs: await tx.jobs.all(),
    candidates: await tx.candidates.all(),
    assessments: await tx.assessments.all(),
    notes: await tx.notes.all(),
    responses: await tx.responses.all(),
    timeline: await tx.timeline.all(),
    files: await tx.files.all(),
  };
}

/** Bytes as base64, in slices (a 10 MB file as one string of char codes would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function exportBackup(store: Store): Promise<BackupDocument> {
  const tables = await store.transaction('read', readAll);
  // Files' contents are read once the transaction is over (IndexedDB's would not wait for them).
  const files = await Promise.all(
    tables.files.map(async ({ content, ...file }) => ({
      ...file,
      content: toBase64(new Uint8Array(await content.arrayBuffer())),
    })),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    tables: { ...tables, files },
  };
}

function assertUnique(rows: Array<{ id: number }>, table: string) {
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id))
      throw badRequest(`${CANNOT_RESTORE} two ${rowsOf(table)} have the id ${row.id}.`);
    seen.add(row.id);
  }
}

function assertDistinct<T>(
  rows: T[],
  value: (row: T) => string | number,
  table: string,
  field: string,
) {
  const seen = new Set<string | number>();
  for (const row of rows) {
    const key = value(row);
    if (seen.has(key))
      throw badRequest(`${CANNOT_RESTORE} two ${table} have the ${field} ${JSON.stringify(key)}.`);
    seen.add(key);
  }
}

/** Each row's reference (`ref`) is a row of `target` in the same file. */
function assertRefs<T extends object>(
  rows: T[],
  ref: (row: T) => number,
  known: Set<number>,
  table: string,
  target: string,
) {
  for (const row of rows) {
    const id = ref(row);
    // Only an assessment has no id of its own (there is one per job).
    const subject =
      'id' in row && typeof row.id === 'number' ? rowName(table, row.id) : 'an assessment';
    if (!known.has(id))
      throw badRequest(
        `${CANNOT_RESTORE} ${subject} belongs to ${rowName(target, id)}, which is not in the file.`,
      );
  }
}

/** Refuses a backup written by a newer TalentFlow before reading it, with what to do about it. */
function assertReadableVersion(input: unknown): void {
  const { version, schemaVersion } = (input ?? {}) as {
    version?: unknown;
    schemaVersion?: unknown;
  };
  const newer =
    typeof version === 'number' && version > BACKUP_VERSION
      ? `backup format ${version}`
      : version === undefined &&
          typeof schemaVersion === 'number' &&
          schemaVersion > LEGACY_SCHEMA_VERSION
        ? `schema ${schemaVersion}`
        : undefined;
  if (newer) {
    throw badRequest(
      `This backup was made by a newer version of TalentFlow (${newer}); this one reads backup format ${BACKUP_VERSION} (schema ${LEGACY_SCHEMA_VERSION}) and older. Update TalentFlow first.`,
    );
  }
}

/** Checks a backup file completely before anything is written. */
export function parseBackup(input: unknown): BackupDocument {
  assertReadableVersion(input);
  const result = backupSchema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], input));
  const { tables } = result.data;
  assertUnique(tables.jobs, 'jobs');
  assertUnique(tables.candidates, 'candidates');
  assertUnique(tables.notes, 'notes');
  assertUnique(tables.responses, 'responses');
  assertUnique(tables.timeline, 'timeline');
  assertUnique(tables.files, 'files');
  // What the API keeps unique stays unique: a restore cannot make two jobs share a slug or a place.
  assertDistinct(tables.jobs, (j) => j.slug, 'jobs', 'slug');
  assertDistinct(tables.jobs, (j) => j.order, 'jobs', 'order');
  const jobIds = new Set(tables.jobs.map((j) => j.id));
  const candidateIds = new Set(tables.candidates.map((c) => c.id));
  assertRefs(tables.candidates, (c) => c.jobId, jobIds, 'candidates', 'jobs');
  assertRefs(tables.assessments, (a) => a.jobId, jobIds, 'assessments', 'jobs');
  assertRefs(tables.responses, (r) => r.jobId, jobIds, 'responses', 'jobs');
  assertRefs(tables.responses, (r) => r.candidateId, candidateIds, 'responses', 'candidates');
  assertRefs(tables.notes, (n) => n.candidateId, candidateIds, 'notes', 'candidates');
  assertRefs(tables.timeline, (t) => t.candidateId, candidateIds, 'timeline', 'candidates');
  const responseIds = new Set(tables.responses.map((r) => r.id));
  assertRefs(tables.files, (f) => f.candidateId, candidateIds, 'files', 'candidates');
  assertRefs(tables.files, (f) => f.jobId, jobIds, 'files', 'jobs');
  assertRefs(tables.files, (f) => f.responseId, responseIds, 'files', 'responses');
  for (const file of tables.files) {
    if (fromBase64(file.content).length !== file.size) {
      throw badRequest(
        `${CANNOT_RESTORE} the content of file ${file.id} is not ${file.size} bytes long, as its size says.`,
      );
    }
  }
  const assessed = new Set<number>();
  for (const { jobId } of tables.assessments) {
    if (assessed.has(jobId))
      throw badRequest(`${CANNOT_RESTORE} job ${jobId} has two assessments.`);
    assessed.add(jobId);
  }
  for (const row of tables.assessments)
    assertValidStructure(
      row.structure,
      `${CANNOT_RESTORE} the assessment of job ${row.jobId} breaks a rule of the assessment builder. `,
    );
  return result.data;
}

/** Replaces the hiring data with a checked backup, in one transaction: all or nothing. */
export async function importBackup(store: Store, backup: BackupDocument): Promise<RestoreOutput> {
  const { tables } = backup;
  // Each file by the rules of an upload, before anything is written.
  const files = await Promise.all(
    tables.files.map(async ({ content, ...file }) => {
      const bytes = fromBase64(content);
      const name = await checkRestoredFile(file, bytes);
      return { ...file, name, content: new Blob([bytes], { type: file.type }) };
    }),
  );
  await store.transaction('write', async (tx) => {
    await tx.replaceAll({ ...tables, files });
    tx.notify({ entity: 'data', action: 'restored' });
    // What was restored is the user's data, even when empty: no sample data is ever added to it.
    await markStarted(tx);
  });
  return {
    restored: {
      jobs: tables.jobs.length,
      candidates: tables.candidates.length,
      assessments: tables.assessments.length,
      notes: tables.notes.length,
      responses: tables.responses.length,
      timeline: tables.timeline.length,
      files: tables.files.length,
    },
  };
}
