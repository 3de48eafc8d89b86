import { decodeWindows1252 } from './document-text';

/**
 * The text of an RTF document. No library reads RTF in both the browser and Node without a DOM or
 * Node's streams, and the part of RTF that carries text is small: groups, control words, `\'hh`
 * bytes in the document's code page and `\uN` characters. Formatting, pictures, fonts, colours,
 * styles, the document's properties and every `{\*...}` destination are dropped.
 */

// Groups whose content is not the document's text: tables of fonts, colours and styles, the
// document's properties, pictures and embedded objects' data, field instructions (a link's
// address), lists' definitions and the editor's bookkeeping.
const DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'nonshppict',
  'objdata',
  'fldinst',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'filetbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'mmathPr',
  'pgdsctbl',
  'template',
]);

// Control words that stand for a character.
const CHARACTERS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  tab: '\t',
  cell: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201C',
  rdblquote: '\u201D',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
};

// Control symbols (a backslash and one character that is not a letter).
const SYMBOLS: Record<string, string> = {
  '~': '\u00A0',
  _: '\u2011',
  '-': '',
  '\n': '\n',
  '\r': '\n',
};

// A font's `\fcharsetN` as the code page of its `\'hh` bytes. ANSI (0) and default (1) mean the
// document's own code page: writers put `\fcharset0` on fonts of documents in any code page.
const CHARSET_CODE_PAGES: Record<number, number> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

// Code pages by the names TextDecoder knows them by; any other is read as windows-1252.
const ENCODINGS: Record<number, string> = {
  866: 'ibm866',
  874: 'windows-874',
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  10000: 'macintosh',
  20866: 'koi8-r',
  21866: 'koi8-u',
  65001: 'utf-8',
};

const decoders = new Map<number, (bytes: Uint8Array) => string>();

/** How bytes of a code page become text; windows-1252 when TextDecoder does not know the page. */
function decoder(codePage: number): (bytes: Uint8Array) => string {
  let known = decoders.get(codePage);
  if (!known) {
    const label =
      ENCODINGS[codePage] ??
      (codePage >= 1250 && codePage <= 1258 && codePage !== 1252
        ? `windows-${codePage}`
        : codePage >= 28592 && codePage <= 28605
          ? `iso-8859-${codePage - 28590}`
          : undefined);
    known = decodeWindows1252;
    try {
      if (label) {
        const text = new TextDecoder(label);
        known = (bytes) => text.decode(bytes);
      }
    } catch {
      // A code page this runtime cannot decode: windows-1252 is the likeliest.
    }
    decoders.set(codePage, known);
  }
  return known;
}

/** One group's settings; a group starts with its parent's and forgets its own at its end. */
interface Group {
  /** Inside a destination whose content is not text. */
  skip: boolean;
  /** Inside the font table, where `\f` and `\fcharset` describe fonts. */
  fontTable: boolean;
  /** Hidden text (`\v`). */
  hidden: boolean;
  /** How many characters stand in for each `\uN` (`\ucN`), for readers without Unicode. */
  uc: number;
  font: number | undefined;
}

/** Every byte as the character of the same code: RTF itself is 7-bit, its bytes are text later. */
function bytesAsChars(bytes: Uint8Array): string {
  let chars = '';
  for (let at = 0; at < bytes.length; at += 8192)
    chars += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return chars;
}

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The document's text: paragraphs and line breaks as `\n`, tabs and table cells as `\t`, spacing
 * left as written. Throws when the bytes are not an RTF document.
 */
export function rtfText(bytes: Uint8Array): string {
  const rtf = bytesAsChars(bytes);
  if (!/^\s*\{\\rtf/.test(rtf.slice(0, 64))) throw new Error('Not an RTF document.');

  const out: string[] = [];
  const stack: Group[] = [];
  let group: Group = { skip: false, fontTable: false, hidden: false, uc: 1, font: undefined };
  let documentCodePage = 1252;
  let defaultFont: number | undefined;
  const fontCodePages = new Map<number, number>();
  let describedFont: number | undefined;
  // Fallback characters still to drop after a `\uN`.
  let fallback = 0;
  // Bytes (`\'hh` or literal) waiting to be decoded together: one character of a double-byte code
  // page takes two.
  let bytesOf: number[] = [];
  let bytesCodePage = 1252;

  const shown = () => !group.skip && !group.hidden;
  const codePage = () =>
    (group.font === undefined ? undefined : fontCodePages.get(group.font)) ?? documentCodePage;
  const flush = () => {
    if (bytesOf.length === 0) return;
    out.push(decoder(bytesCodePage)(Uint8Array.from(bytesOf)));
    bytesOf = [];
  };
  const text = (chars: string) => {
    if (!shown()) return;
    flush();
    out.push(chars);
  };
  const byte = (value: number) => {
    if (fallback > 0) {
      fallback -= 1;
      return;
    }
    if (!shown()) return;
    const page = codePage();
    if (bytesOf.length > 0 && page !== bytesCodePage) flush();
    bytesCodePage = page;
    bytesOf.push(value);
  };

  const controlWord = (word: string, param: number | undefined) => {
    const character = CHARACTERS[word];
    if (character !== undefined) return text(character);
    switch (word) {
      case 'ansi':
        documentCodePage = 1252;
        return;
      case 'mac':
        documentCodePage = 10000;
        return;
      case 'pc':
        documentCodePage = 437;
        return;
      case 'pca':
        documentCodePage = 850;
        return;
      case 'ansicpg':
        if (param !== undefined) documentCodePage = param;
        return;
      case 'deff':
        defaultFont = param;
        if (group.font === undefined) group.font = param;
        return;
      case 'f':
        if (group.fontTable) describedFont = param;
        else group.font = param;
        return;
      case 'fcharset': {
        const page = param === undefined ? undefined : CHARSET_CODE_PAGES[param];
        if (group.fontTable && describedFont !== undefined && page !== undefined)
          fontCodePages.set(describedFont, page);
        return;
      }
      case 'cpg':
        if (group.fontTable && describedFont !== undefined && param !== undefined)
          fontCodePages.set(describedFont, param);
        return;
      case 'plain':
        group.font = defaultFont;
        group.hidden = false;
        return;
      case 'v':
        group.hidden = param !== 0;
        return;
      case 'uc':
        group.uc = Math.max(0, param ?? 1);
        return;
      case 'u':
        if (param !== undefined) {
          text(String.fromCharCode(param < 0 ? param + 0x10000 : param));
          fallback = group.uc;
        }
        return;
      case 'fonttbl':
        group.fontTable = true;
        group.skip = true;
        return;
      default:
        if (DESTINATIONS.has(word)) group.skip = true;
    }
  };

  let at = 0;
  while (at < rtf.length) {
    const char = rtf[at]!;
    if (char === '{') {
      stack.push(group);
      group = { ...group };
      fallback = 0;
      at += 1;
    } else if (char === '}') {
      flush();
      const parent = stack.pop();
      fallback = 0;
      at += 1;
      // The document's own group has ended: what follows is not part of it.
      if (!parent || stack.length === 0) break;
      group = parent;
    } else if (char === '\\') {
      const next = rtf[at + 1];
      if (next === undefined) break;
      if (isLetter(next.charCodeAt(0))) {
        let end = at + 1;
        while (end < rtf.length && end - at <= 32 && isLetter(rtf.charCodeAt(end))) end += 1;
        const word = rtf.slice(at + 1, end);
        // A parameter: digits, perhaps after a minus sign.
        const negative = rtf[end] === '-' && isDigit(rtf.charCodeAt(end + 1));
        const first = negative ? end + 1 : end;
        let stop = first;
        while (stop < rtf.length && stop - first < 10 && isDigit(rtf.charCodeAt(stop))) stop += 1;
        const param =
          stop > first ? (negative ? -1 : 1) * Number(rtf.slice(first, stop)) : undefined;
        if (param === undefined) stop = end;
        // One space after a control word only ends it.
        at = rtf[stop] === ' ' ? stop + 1 : stop;
        // Binary data of that many bytes follows (a picture): never text, and may hold braces.
        if (word === 'bin') at += Math.max(0, param ?? 0);
        else controlWord(word, param);
      } else if (next === "'") {
        const hex = rtf.slice(at + 2, at + 4);
        at += 4;
        if (/^[0-9a-f]{2}$/i.test(hex)) byte(parseInt(hex, 16));
      } else {
        at += 2;
        if (next === '*') group.skip = true;
        // Bytes of the text, which may be the second of a double-byte character.
        else if (next === '\\' || next === '{' || next === '}') byte(next.charCodeAt(0));
        else if (fallback > 0) fallback -= 1;
        else if (SYMBOLS[next] !== undefined) text(SYMBOLS[next]);
      }
    } else {
      at += 1;
      // Line ends in the file are not text; RTF marks its own with \par and \line.
      if (char === '\r' || char === '\n') continue;
      byte(char.charCodeAt(0));
    }
  }
  flush();
  return out.join('');
}
