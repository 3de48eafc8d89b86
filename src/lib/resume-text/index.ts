import { zipSync } from 'fflate';
import {
  cutText,
  decodePlainText,
  normalizeDocumentText,
  odtContentText,
  type ResumeText,
} from '@/domain/document-text';
import { FILE_KINDS, type FileKind } from '@/domain/files';
import { rtfText } from '@/domain/rtf-text';
import { readZipEntries, ZipTooLargeError } from './zip';

/**
 * A résumé's text for search, in both homes: the team server (Node) and, in browser mode, a page
 * of the app (the service worker cannot load this code's chunks). Each home brings its own PDF.js
 * build as `pdfText`. Load it with `await import(...)`: it stays out of the first load.
 */

export type { ResumeText };

/** The text of a PDF's pages; stops when `signal` aborts. */
export type PdfText = (content: Uint8Array, signal: AbortSignal) => Promise<string>;

/** The most characters kept of one file's text. */
export const RESUME_TEXT_MAX_CHARS = 200_000;
/** How long one file's text may take to read. */
export const RESUME_TEXT_TIMEOUT_MS = 20_000;
/**
 * The most bytes the parts read of a DOCX or ODT (its XML) may unpack to, together: a résumé's are
 * well under 1 MB. Nothing else in the archive is unpacked.
 */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

export const UNREADABLE_REASONS = {
  doc: 'Text cannot be read from DOC files.',
  image: 'Images hold no text to search.',
  unknown: 'Text cannot be read from this kind of file.',
  slow: 'Reading the text took too long.',
  memory: 'Reading the text needed more memory than is allowed.',
  failed: 'Reading the text failed.',
  empty: 'No text was found in the file.',
  password: 'The PDF is protected by a password.',
  tooLarge: 'The file unpacks to more than can be read.',
  damaged: (label: string) => `The ${label} file could not be read: it may be damaged.`,
};

type Reader = (content: Uint8Array, signal: AbortSignal, pdfText: PdfText) => Promise<string>;

const READERS: Partial<Record<FileKind, Reader>> = {
  pdf: (content, signal, pdfText) => pdfText(content, signal),
  docx: docxText,
  odt: odtText,
  rtf: async (content) => rtfText(content),
  txt: async (content) => decodePlainText(content),
};

/** The kind of a stored type, its parameters (`; charset=utf-8`) and letter case aside. */
function kindOf(type: string): FileKind | undefined {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return (Object.keys(FILE_KINDS) as FileKind[]).find(
    (kind) => FILE_KINDS[kind].mime.split(';')[0] === base,
  );
}

async function docxText(content: Uint8Array, signal: AbortSignal): Promise<string> {
  // mammoth unpacks with JSZip, which has no budget, and reads whatever part the package's
  // relationships name (a main document `word/doc.bin` too). So the XML parts are unpacked here,
  // within the budget, and mammoth gets an archive of those alone, stored: it can read nothing
  // that was not counted, and a part named outside them is missing (the file is unreadable).
  const parts = await readZipEntries(
    content,
    (name) => /\.(xml|rels)$/i.test(name),
    MAX_UNPACKED_BYTES,
    signal,
  );
  const { default: mammoth } = await import('mammoth');
  const bytes = zipSync(Object.fromEntries(parts), { level: 0 }).buffer as ArrayBuffer;
  // mammoth's browser build reads `arrayBuffer`, its Node build `buffer`; JSZip takes either.
  const input = { arrayBuffer: bytes, buffer: bytes } as unknown as { arrayBuffer: ArrayBuffer };
  return (await mammoth.extractRawText(input)).value;
}

async function odtText(content: Uint8Array, signal: AbortSignal): Promise<string> {
  const files = await readZipEntries(
    content,
    (name) => name === 'content.xml',
    MAX_UNPACKED_BYTES,
    signal,
  );
  const xml = files.get('content.xml');
  if (!xml) throw new Error('The ODT file has no content.xml.');
  return odtContentText(new TextDecoder().decode(xml));
}

const unreadable = (reason: string): ResumeText => ({ status: 'unreadable', reason });

function reasonFor(kind: FileKind, error: unknown): string {
  if (error instanceof ZipTooLargeError) return UNREADABLE_REASONS.tooLarge;
  // PDF.js's PasswordException, for a PDF that cannot be opened without one.
  if (error instanceof Error && error.name === 'PasswordException')
    return UNREADABLE_REASONS.password;
  return UNREADABLE_REASONS.damaged(FILE_KINDS[kind].label);
}

/**
 * The text of a file of stored type `type`, whitespace tidied and cut at `maxChars`, or why it has
 * none. Never throws: a damaged file, a locked PDF or one that takes longer than `timeoutMs` (whose
 * work is then aborted) is `unreadable`, with a reason for people.
 */
export async function extractResumeText(
  content: Uint8Array,
  type: string,
  deps: { pdfText: PdfText },
  limits: { maxChars?: number; timeoutMs?: number } = {},
): Promise<ResumeText> {
  const kind = kindOf(type);
  if (kind === 'doc') return unreadable(UNREADABLE_REASONS.doc);
  if (kind === 'png' || kind === 'jpeg') return unreadable(UNREADABLE_REASONS.image);
  const read = kind && READERS[kind];
  if (!kind || !read) return unreadable(UNREADABLE_REASONS.unknown);

  const maxChars = limits.maxChars ?? RESUME_TEXT_MAX_CHARS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ResumeText>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('Reading the text took too long.'));
      resolve(unreadable(UNREADABLE_REASONS.slow));
    }, limits.timeoutMs ?? RESUME_TEXT_TIMEOUT_MS);
  });
  // Started a tick later, so that a reader that throws at once is caught like one that rejects.
  const work = Promise.resolve()
    .then(() => read(content, controller.signal, deps.pdfText))
    .then(
      (raw): ResumeText => {
        const text = cutText(normalizeDocumentText(raw), maxChars);
        return text ? { status: 'indexed', text } : unreadable(UNREADABLE_REASONS.empty);
      },
      (error: unknown) => unreadable(reasonFor(kind, error)),
    );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
