import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  TABLE_NAMES,
  type BackupDocument,
  type HiringTable,
  type RestoreOutput,
} from '@/domain/schemas';
import type { HiringData, Store, Tx } from '../store/types';
import { markStarted } from '../seed/started';
import { readBackup } from './backup-reader';

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

export async function exportBackup(store: Store): Promise<BackupDocument> {
  // Recorded before anything is read: no export goes unrecorded.
  await store.transaction('write', (tx) => tx.audit.record('backup.exported'));
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

/**
 * Replaces the hiring data with a backup read as it arrives (`readBackup` checks each row), in one
 * transaction: all or nothing.
 */
export async function restoreBackup(
  store: Store,
  body: ReadableStream<Uint8Array> | null,
): Promise<RestoreOutput> {
  const backup = readBackup(body);
  await store.restore(backup.parts, async (tx) => {
    await tx.audit.record('backup.restored', { detail: { ...backup.counts() } });
    tx.record({ type: 'data.restored' });
    // What was restored is the user's data, even when empty: no sample data is ever added to it.
    await markStarted(tx);
  });
  return { restored: backup.counts() };
}
