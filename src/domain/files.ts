/**
 * Files applicants send (a résumé, a file-upload answer): what is accepted, and the messages that
 * say so. The server decides by the file's content, not its name or the type the browser claims.
 */

/** The longest file name kept (longer ones are shortened, keeping the extension). */
export const FILE_NAME_MAX = 200;

/** The largest file kept: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The accepted kinds, with the type each is stored and served with. */
export const FILE_KINDS = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['pdf'] },
  doc: { label: 'DOC', mime: 'application/msword', extensions: ['doc'] },
  docx: {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  odt: { label: 'ODT', mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  rtf: { label: 'RTF', mime: 'application/rtf', extensions: ['rtf'] },
  txt: { label: 'TXT', mime: 'text/plain; charset=utf-8', extensions: ['txt'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['png'] },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** For a file input's `accept`: a hint to the picker; the server checks the content anyway. */
export const FILE_ACCEPT = '.pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg';

export const fileTypeMessage = (name: string) =>
  `“${name}” is not a file type we accept. Send a PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG file.`;
export const fileSizeMessage = (name: string) =>
  `“${name}” is larger than 10 MB. Send a smaller file.`;
/** A file found too large while its form streams in, before its part (and name) is complete. */
export const FILE_TOO_LARGE_MESSAGE = 'A file is larger than 10 MB. Send a smaller file.';
export const EMPTY_FILE_MESSAGE = 'The file is empty.';

/** A file as a page shows it: never its content. */
export interface FileInfo {
  id: number;
  name: string;
  type: string;
  size: number;
  /** The question it answers; absent for a basic application's résumé. */
  questionId?: string;
}

/** "1.2 MB", "340 KB": a file's size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** How a profile shows a file in the page: PDF.js, a DOCX's text, an image, plain text. */
export type FileView = 'pdf' | 'docx' | 'image' | 'text';

const VIEWS: Record<string, FileView> = {
  [FILE_KINDS.pdf.mime]: 'pdf',
  [FILE_KINDS.docx.mime]: 'docx',
  [FILE_KINDS.png.mime]: 'image',
  [FILE_KINDS.jpeg.mime]: 'image',
  [FILE_KINDS.txt.mime]: 'text',
};

/** The way a file of this stored type is shown in the page; undefined: it is only downloaded. */
export const fileView = (type: string): FileView | undefined => VIEWS[type];

/** Whether a file's text has been read for search: waiting, read, or not readable (with a reason). */
export const FILE_TEXT_STATUSES = ['pending', 'indexed', 'unreadable'] as const;
export type FileTextStatus = (typeof FILE_TEXT_STATUSES)[number];
