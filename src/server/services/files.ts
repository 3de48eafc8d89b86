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
import { badRequest, notFound } from '../errors';
import type { Store, StoredFile } from '../store/types';

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

/** The file's name as stored: no folders, no control characters, at most FILE_NAME_MAX long. */
export function cleanFileName(name: string, kind: FileKind): string {
  // eslint-disable-next-line no-control-regex
  let clean = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) clean = `file.${kind === 'jpeg' ? 'jpg' : kind}`;
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

/** Checks an uploaded file by its content; refuses (400) what is not accepted, saying why. */
export async function checkFile(file: File): Promise<CheckedFile> {
  const shownName = file.name || 'The file';
  if (file.size === 0) throw badRequest(`${shownName}: ${EMPTY_FILE_MESSAGE}`);
  if (file.size > MAX_FILE_BYTES) throw badRequest(fileSizeMessage(shownName));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const kind: FileKind | undefined = detected
    ? DETECTED[detected.ext]
    : isPlainText(bytes)
      ? 'txt'
      : undefined;
  if (!kind) throw badRequest(fileTypeMessage(shownName));
  const { mime } = FILE_KINDS[kind];
  return {
    name: cleanFileName(file.name, kind),
    type: mime,
    size: bytes.length,
    content: new Blob([bytes], { type: mime }),
  };
}

export async function getFile(store: Store, id: number): Promise<StoredFile> {
  const file = await store.transaction('read', (tx) => tx.files.get(id));
  if (!file) throw notFound(`File ${id} not found.`);
  return file;
}

/**
 * How a stored file is answered: always as a download (`attachment`), with its stored type,
 * `nosniff` and a sandboxing CSP, so an uploaded file can never run as a page of TalentFlow.
 */
export function fileResponse(file: StoredFile): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return new Response(file.content, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
