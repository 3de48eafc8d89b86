import { Inflate } from 'fflate';

/**
 * Reads entries of a ZIP archive (DOCX and ODT are ZIP archives) within a budget of unpacked
 * bytes. The archive's directory gives where each entry is; fflate inflates it a slice at a time,
 * so a small file that unpacks to gigabytes (a "zip bomb") is refused after the budget, not after
 * filling the memory, and the work pauses now and then for the rest of the page or server.
 */

/** Unpacked, the archive's entries asked for hold more than the budget. */
export class ZipTooLargeError extends Error {
  constructor() {
    super('The archive unpacks to more than can be read.');
    this.name = 'ZipTooLargeError';
  }
}

interface ZipEntry {
  name: string;
  method: number;
  /** Where the entry's packed bytes start and end in the archive. */
  start: number;
  end: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// Packed bytes inflated at a time: DEFLATE unpacks 4 KB to 4 MB at most, so a hostile entry
// overruns the budget by no more than that before it is noticed.
const SLICE = 4 * 1024;
// The work pauses after about this much unpacking, or this many slices.
const BYTES_BETWEEN_PAUSES = 4 * 1024 * 1024;
const SLICES_BETWEEN_PAUSES = 64;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The archive's entries, from its central directory (ZIP64 archives are not read). */
function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  // The directory's end record is in the last 22 bytes, before a comment of up to 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('Not a ZIP archive.');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw new Error('The ZIP directory is damaged.');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new Error('The archive is encrypted.');
    if (local + 30 > zip.length || view.getUint32(local, true) !== LOCAL_HEADER)
      throw new Error('The ZIP archive is damaged.');
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + packed > zip.length) throw new Error('The ZIP archive is truncated.');
    entries.push({ name, method, start, end: start + packed });
  }
  return entries;
}

/**
 * The unpacked bytes of each entry whose name `wanted` accepts, in the archive's order. Throws
 * `ZipTooLargeError` once they pass `maxBytes` together, an Error for a damaged archive, and the
 * signal's reason once it aborts.
 */
export async function readZipEntries(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let slices = 0;
  let paused = 0;
  for (const entry of zipEntries(zip)) {
    if (!wanted(entry.name)) continue;
    const packed = zip.subarray(entry.start, entry.end);
    if (entry.method === STORED) {
      total += packed.length;
      if (total > maxBytes) throw new ZipTooLargeError();
      files.set(entry.name, packed);
      continue;
    }
    if (entry.method !== DEFLATED) throw new Error(`Unknown ZIP compression ${entry.method}.`);
    const parts: Uint8Array[] = [];
    const inflate = new Inflate((chunk) => {
      total += chunk.length;
      if (total > maxBytes) throw new ZipTooLargeError();
      parts.push(chunk);
    });
    for (let at = 0; ; at += SLICE) {
      const last = at + SLICE >= packed.length;
      inflate.push(packed.subarray(at, at + SLICE), last);
      if (last) break;
      slices += 1;
      if (slices % SLICES_BETWEEN_PAUSES === 0 || total - paused >= BYTES_BETWEEN_PAUSES) {
        await pause();
        paused = total;
        signal?.throwIfAborted();
      }
    }
    files.set(entry.name, concat(parts));
  }
  return files;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
