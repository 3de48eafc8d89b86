/**
 * Plain text out of documents, as search keeps it: the shared clean-up, a TXT file's bytes and an
 * ODT's `content.xml`. The RTF converter is `rtf-text.ts`; the formats that need a library (PDF,
 * DOCX) are read in `src/lib/resume-text`.
 */

/** What search keeps of a file: its text, or why it has none (the file itself is kept anyway). */
export type ResumeText =
  { status: 'indexed'; text: string } | { status: 'unreadable'; reason: string };

// Characters that draw nothing or are not text at all. NUL in particular: PostgreSQL's `text`
// refuses it.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;
// Line and page breaks of every kind, as Unicode counts them.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g;
// Lone halves of a surrogate pair, which no UTF-8 text can hold.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Runs of spaces (tabs included) as one space, lines without spaces at their ends, at most one
 * blank line in a row, trimmed. Line and page breaks of every kind become `\n`; soft hyphens,
 * which only say where a word may break, go.
 */
export function normalizeDocumentText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROL, ' ')
    .replace(/\u00AD/g, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first `max` characters, never half of a surrogate pair, without trailing space. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end).trimEnd();
}

// windows-1252's characters for bytes 0x80 to 0x9F; every other byte is the character of its code.
const CP1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Bytes in windows-1252, decoded here: Node 20's TextDecoder reads that label as ISO-8859-1, so
 * "€" and curly quotes would come out as control characters on the team server.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) {
    const codes = Array.from(bytes.subarray(at, at + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F.charCodeAt(byte - 0x80) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

/**
 * A text file's characters: UTF-8 with or without its byte order mark, UTF-16 when it starts with
 * one, and windows-1252 (what Windows' Notepad long saved) when the bytes are not valid UTF-8.
 */
export function decodePlainText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** `&lt;`, `&#233;`, `&#xE9;` as their characters; an unknown or invalid one is left as written. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// Elements whose content is not the document's text: comments in the margin, the record of
// tracked changes (deleted text among it), a footnote's number in the line.
const SKIPPED = new Set(['office:annotation', 'text:tracked-changes', 'text:note-citation']);
const LINES = new Set(['text:p', 'text:h']);

// A comment, CDATA, a processing instruction or declaration, a tag (its name, whether it closes
// or is empty, its attributes), or text between tags.
const XML_TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<[?!][\s\S]*?>|<(\/?)([^\s/>]+)([^>]*?)(\/?)>|([^<]+)/g;

/**
 * The text of an OpenDocument's `content.xml`: each paragraph and heading on a line of its own,
 * `text:s` as its count of spaces, `text:tab` as a tab, `text:line-break` as a line break, other
 * markup dropped. Spaces and line ends written in the XML are one space, as ODF reads them.
 */
export function odtContentText(xml: string): string {
  const out: string[] = [];
  let skipped = 0;
  // Whether the line being written holds more than spaces: a paragraph that starts inside another
  // (a text box's) starts a line of its own.
  let lineOpen = false;
  const write = (chars: string) => {
    out.push(chars);
    if (chars === '\n') lineOpen = false;
    else if (/\S/.test(chars)) lineOpen = true;
  };
  for (const match of xml.matchAll(XML_TOKEN)) {
    const [, cdata, closing, name, attributes = '', empty, text] = match;
    if (text !== undefined || cdata !== undefined) {
      if (skipped === 0)
        write((cdata ?? decodeXmlEntities(text ?? '')).replace(/[ \t\r\n]+/g, ' '));
      continue;
    }
    if (name === undefined) continue;
    if (SKIPPED.has(name)) {
      if (!empty) skipped = Math.max(0, skipped + (closing ? -1 : 1));
      continue;
    }
    if (skipped > 0) continue;
    if (LINES.has(name)) {
      if (closing || empty) write('\n');
      else if (lineOpen) write('\n');
    } else if (closing) continue;
    else if (name === 'text:s') {
      const count = /\btext:c\s*=\s*["'](\d+)["']/.exec(attributes)?.[1];
      write(' '.repeat(Math.min(Number(count ?? 1), 1000)));
    } else if (name === 'text:tab') write('\t');
    else if (name === 'text:line-break') write('\n');
  }
  return out.join('');
}
