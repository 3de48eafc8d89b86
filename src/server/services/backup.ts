import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupSchema,
  HIRING_TABLES,
  LEGACY_SCHEMA_VERSION,
  TABLE_NAMES,
  type BackupDocument,
  type HiringTable,
  type RestoreOutput,
  type TableSpec,
} from '@/domain/schemas';
import { badRequest } from '../errors';
import type { HiringData, Store, Tx } from '../store/types';
import { markStarted } from '../seed/started';
import { assertValidStructure } from './assessments';
import { CANNOT_RESTORE, describeIssue, rowName, rowsOf } from './backup-problems';
import { checkRestoredFile } from './files';

/** Every row of the hiring data, read in one transaction. */
export async function readAll(tx: Tx): Promise<HiringData> {
  const data: Partial<Record<HiringTable, unknown[]>> = {};
  for (const name of TABLE_NAMES) data[name] = await tx[name].all();
  return data as HiringData;
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

type Row = Record<string, unknown>;

/** No two rows of a table share its key ("two notes have the id 3", "job 3 has two assessments"). */
function assertUniqueKeys(rows: Row[], table: HiringTable) {
  const { key, refs, words } = HIRING_TABLES[table];
  const seen = new Set<unknown>();
  for (const row of rows) {
    const value = row[key];
    if (seen.has(value))
      throw badRequest(
        key === 'id'
          ? `${CANNOT_RESTORE} two ${rowsOf(table)} have the id ${String(value)}.`
          : `${CANNOT_RESTORE} ${rowName(refs[key as keyof typeof refs] as string, value as number)} has two ${words[1]}.`,
      );
    seen.add(value);
  }
}

/** What the API keeps unique stays unique: a restore cannot make two jobs share a slug or a place. */
function assertDistinct(rows: Row[], table: HiringTable, field: string) {
  const seen = new Set<unknown>();
  for (const row of rows) {
    const value = row[field];
    if (seen.has(value))
      throw badRequest(
        `${CANNOT_RESTORE} two ${rowsOf(table)} have the ${field} ${JSON.stringify(value)}.`,
      );
    seen.add(value);
  }
}

/** Each row's reference (`field`) is a row of `target` in the same file. */
function assertRefs(
  rows: Row[],
  table: HiringTable,
  field: string,
  target: string,
  known: Set<unknown>,
) {
  for (const row of rows) {
    const id = row[field] as number;
    // A row without an id of its own (an assessment, one per job) is named by its kind.
    const subject =
      typeof row.id === 'number' ? rowName(table, row.id) : `an ${HIRING_TABLES[table].words[0]}`;
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
  const rowsOfTable = (name: HiringTable) => tables[name] as Row[];
  for (const name of TABLE_NAMES) {
    assertUniqueKeys(rowsOfTable(name), name);
    const spec: TableSpec = HIRING_TABLES[name];
    for (const field of spec.unique ?? []) assertDistinct(rowsOfTable(name), name, field);
  }
  const idsOf = new Map(
    TABLE_NAMES.map((name) => [name as string, new Set(rowsOfTable(name).map((row) => row.id))]),
  );
  for (const name of TABLE_NAMES)
    for (const [field, target] of Object.entries(HIRING_TABLES[name].refs))
      assertRefs(rowsOfTable(name), name, field, target, idsOf.get(target)!);
  for (const file of tables.files) {
    if (fromBase64(file.content).length !== file.size) {
      throw badRequest(
        `${CANNOT_RESTORE} the content of file ${file.id} is not ${file.size} bytes long, as its size says.`,
      );
    }
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
    restored: Object.fromEntries(
      TABLE_NAMES.map((name) => [name, tables[name].length]),
    ) as RestoreOutput['restored'],
  };
}
