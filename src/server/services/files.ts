import { fileTypeFromBuffer } from 'file-type';
import {
  EMPTY_FILE_MESSAGE,
  FILE_KINDS,
  FILE_NAME_MAX,
  fileSizeMessage,
  fileTypeMessage,
  MAX_FILE_BYTES,
  type FileKind,
} from '@/domain/files';
import type { CandidateFileOutput } from '@/domain/schemas';
import { badRequest, notFound } from '../errors';
import { requireCandidate } from './candidates';
import { CANNOT_RESTORE } from './backup-problems';
import type { FileMeta, FileTextState, Store, StoredFile } from '../store/types';

/** An applicant's file, checked: a kind TalentFlow accepts (by its content), at most 10 MB. */
export interface CheckedFile {
  name: string;
  type: string;
  size: number;
  content: Blob;
}

/** file-type's names for the kinds it recognizes; TXT has no signature and is checked here. */
const DETECTED: Record<string, FileKind> = {
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
  odt: 'odt',
  rtf: 'rtf',
  png: 'png',
  jpg: 'jpeg',
};

/** Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * Characters that change how text around them is shown: bidirectional embeddings, overrides and
 * isolates, and directional marks. `cv\u202Efdp.exe` shows as `cvexe.pdf`.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/**
 * The file's name as stored: no folders, no control or bidirectional characters, an extension
 * that matches its content (appended when it does not: `notes.html` holding text is
 * `notes.html.txt`), at most FILE_NAME_MAX long.
 */
export function cleanFileName(name: string, kind: FileKind): string {
  const { extensions } = FILE_KINDS[kind];
  let clean = (name.split(/[\\/]/).pop() ?? '').replace(INVISIBLE, '').trim();
  const extension = /\.([^.]+)$/.exec(clean)?.[1]?.toLowerCase();
  const suffix = `.${extensions[0]}`;
  if (!/[^.\s]/.test(clean)) clean = `file${suffix}`;
  else if (!(extensions as readonly string[]).includes(extension ?? '')) clean += suffix;
  if (clean.length <= FILE_NAME_MAX) return clean;
  const kept = clean.slice(clean.lastIndexOf('.'));
  return clean.slice(0, FILE_NAME_MAX - kept.length) + kept;
}

/** The kind of a file by its content (file-type's signatures, or plain text), if accepted. */
async function kindOf(bytes: Uint8Array): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? DETECTED[detected.ext] : isPlainText(bytes) ? 'txt' : undefined;
}

/** Checks an uploaded file by its content; refuses (400) what is not accepted, saying why. */
export async function checkFile(file: File): Promise<CheckedFile> {
  const shownName = file.name || 'The file';
  if (file.size === 0) throw badRequest(`${shownName}: ${EMPTY_FILE_MESSAGE}`);
  if (file.size > MAX_FILE_BYTES) throw badRequest(fileSizeMessage(shownName));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await kindOf(bytes);
  if (!kind) throw badRequest(fileTypeMessage(shownName));
  const { mime } = FILE_KINDS[kind];
  return {
    name: cleanFileName(file.name, kind),
    type: mime,
    size: bytes.length,
    content: new Blob([bytes], { type: mime }),
  };
}

/**
 * A restored file by the rules of an upload: its content must be a kind TalentFlow accepts and the
 * type it declares; its name must have no folders, control or bidirectional characters. A name
 * whose extension does not match its content gets the matching one, as an upload's would.
 * Answers the name to store, or refuses (400) naming the file.
 */
export async function checkRestoredFile(
  file: { id: number; name: string; type: string },
  bytes: Uint8Array,
): Promise<string> {
  const which = `file ${file.id} (“${file.name.replace(INVISIBLE, '')}”)`;
  const kind = await kindOf(bytes);
  if (!kind || FILE_KINDS[kind].mime !== file.type)
    throw badRequest(
      `${CANNOT_RESTORE} ${which} does not hold what its type says (${file.type}): TalentFlow keeps only files whose content is their type.`,
    );
  if (/[\\/]/.test(file.name) || file.name.replace(INVISIBLE, '') !== file.name)
    throw badRequest(
      `${CANNOT_RESTORE} the name of ${which} has folders, control or direction characters in it.`,
    );
  return cleanFileName(file.name, kind);
}

export async function getFile(store: Store, id: number): Promise<StoredFile> {
  const file = await store.transaction('read', (tx) => tx.files.get(id));
  if (!file) throw notFound(`File ${id} not found.`);
  return file;
}

/**
 * A file as GET /candidates/:id/files lists it: its record without its candidate, and whether its
 * text is searchable (`state` absent: read).
 */
function candidateFileOf(
  { candidateId: _candidate, ...file }: FileMeta,
  state?: FileTextState,
): CandidateFileOutput {
  if (!state) return { ...file, textStatus: 'indexed' };
  return state.status === 'unreadable'
    ? { ...file, textStatus: 'unreadable', textReason: state.reason }
    : { ...file, textStatus: 'pending' };
}

/** A candidate's files (without content), oldest first; 404 for no such candidate. */
export async function listCandidateFiles(
  store: Store,
  candidateId: number,
): Promise<CandidateFileOutput[]> {
  return store.query(async (tx) => {
    await requireCandidate(tx, candidateId);
    const [files, states] = await Promise.all([
      tx.files.listByCandidate(candidateId),
      tx.files.textStates(candidateId),
    ]);
    return files.map((file) => candidateFileOf(file, states.get(file.id)));
  });
}

/**
 * Keeps a file checked by `checkFile` as the candidate's newest résumé; earlier ones stay. The
 * candidate is locked, so an erasure under way finishes first (and this answers 404).
 */
export async function attachCandidateFile(
  store: Store,
  candidateId: number,
  file: CheckedFile,
): Promise<CandidateFileOutput> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, candidateId, true);
    const stored = await tx.files.insert({
      candidateId,
      jobId: candidate.jobId,
      ...file,
      createdAt: new Date().toISOString(),
    });
    tx.record({ type: 'file.attached', id: stored.id, candidateId, jobId: candidate.jobId });
    return candidateFileOf(stored, { status: 'pending' });
  });
}
