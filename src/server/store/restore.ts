import { TABLE_NAMES } from '@/domain/schemas';
import type { HiringData, RestoreWriter, TableRows, Tx } from './types';

/** A restore's parts, as every store writes them: through the transaction's restore writer. */

/** All of `data`, each table whole, in the list's order (a restore already in memory). */
export async function writeAll(writer: RestoreWriter, data: HiringData): Promise<void> {
  for (const table of TABLE_NAMES) await writer.add({ table, rows: data[table] } as TableRows);
  await writer.finish();
}

/** Parts as they come, then `then`, all in `tx`. */
export async function writeParts<X extends Tx>(
  tx: X,
  parts: readonly TableRows[] | AsyncIterable<TableRows>,
  then: (tx: X) => Promise<void>,
): Promise<void> {
  const writer = await tx.replaceStart();
  // Parts already in memory are written without waiting between them (IndexedDB would commit).
  if (Array.isArray(parts)) for (const part of parts) await writer.add(part);
  else for await (const part of parts as AsyncIterable<TableRows>) await writer.add(part);
  await writer.finish();
  await then(tx);
}

/** Every part of a restore, gathered: for a store whose transactions cannot wait on a request. */
export async function gather(parts: AsyncIterable<TableRows>): Promise<TableRows[]> {
  const all: TableRows[] = [];
  for await (const part of parts) all.push(part);
  return all;
}
