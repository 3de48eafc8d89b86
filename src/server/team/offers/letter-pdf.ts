import { fromMarkdown } from 'mdast-util-from-markdown';
import PDFDocument from 'pdfkit';

/** An offer letter to print: its Markdown already filled in. */
export interface LetterPdfInput {
  /** The employer's name, printed at the top of every page. */
  organization: string;
  /** The letter's title, e.g. "Offer letter" (the PDF's Title too). */
  title: string;
  /** The letter in Markdown, with its variables already filled in (user text: render it as text). */
  markdown: string;
  /** ISO time the letter version was made: the PDF's creation date, so the same input gives the same bytes. */
  createdAt: string;
}

type Root = ReturnType<typeof fromMarkdown>;
type Node = Root | Root['children'][number];
type Doc = PDFKit.PDFDocument;

/** Where text goes on a page: A4 (595.28 × 841.89 pt) less 56 pt margins. */
const MARGIN = 56;
const BODY_SIZE = 11;
const HEADING_SIZES = [18, 15, 13, 12, 11, 11] as const;
const LINE_GAP = 2;
/** How far a list's items stand in from its marker, and a block quote from its text. */
const INDENT = 18;
const HEADER_SIZE = 9;
const GREY = '#555555';

/**
 * The characters outside Latin-1 that the standard fonts' WinAnsi encoding has (the Euro sign,
 * curly quotes, dashes, the bullet, …): pdfkit maps these to their WinAnsi codes itself.
 */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

/** Look-alikes for common characters WinAnsi lacks (spaces, hyphens, the minus sign, primes). */
const LOOK_ALIKES: Record<number, string> = {
  0x09: ' ',
  0x2010: '-',
  0x2011: '-',
  0x2012: '-',
  0x2015: '-',
  0x2212: '-',
  0x2032: "'",
  0x2033: '"',
  0x2044: '/',
  0x200b: '',
  0x200c: '',
  0x200d: '',
  0x2060: '',
  0xfeff: '',
};

/**
 * The text as the standard PDF fonts (Helvetica and its family) can show it: WinAnsi only. Latin-1
 * letters (é, ü, ñ) and WinAnsi's extra signs (€, “ ”, –, •) stay; spaces, hyphens and a few
 * others outside it become their look-alikes; anything else (CJK, emoji, control characters)
 * becomes `replacement`, one for each character. Line breaks stay.
 */
export function toWinAnsi(text: string, replacement = '?'): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += char;
    } else if (WIN_ANSI_EXTRA.has(code)) {
      out += char;
    } else if (code in LOOK_ALIKES) {
      out += LOOK_ALIKES[code];
    } else if (code >= 0x2000 && code <= 0x200a) {
      out += ' ';
    } else if (code === 0x202f || code === 0x205f || code === 0x3000) {
      out += ' ';
    } else {
      out += replacement;
    }
  }
  return out;
}

interface Style {
  bold: boolean;
  italic: boolean;
}

interface Run {
  text: string;
  font: string;
}

function fontOf({ bold, italic }: Style): string {
  if (bold && italic) return 'Helvetica-BoldOblique';
  if (bold) return 'Helvetica-Bold';
  if (italic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

/** A node's text, all marks dropped (an image's is its alternative text). */
function plainText(node: Node): string {
  if (node.type === 'break') return '\n';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return node.children.map((child) => plainText(child as Node)).join('');
  return '';
}

/** The runs of text of inline content, each in its font; a hard line break is a "\n". */
function inlineRuns(nodes: readonly Node[], style: Style, runs: Run[] = []): Run[] {
  const add = (text: string, runStyle = style) => {
    if (text !== '') runs.push({ text, font: fontOf(runStyle) });
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A soft line break in the source is a space on the page.
        add(node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' '));
        break;
      case 'strong':
        inlineRuns(node.children, { ...style, bold: true }, runs);
        break;
      case 'emphasis':
        inlineRuns(node.children, { ...style, italic: true }, runs);
        break;
      case 'break':
        add('\n');
        break;
      case 'link': {
        inlineRuns(node.children, style, runs);
        const text = plainText(node).trim();
        // An autolink's text is its URL already.
        if (text !== node.url && text !== node.url.replace(/^mailto:/, '')) add(` (${node.url})`);
        break;
      }
      case 'inlineCode':
      case 'html':
        add(node.value.replace(/\r?\n/g, ' '));
        break;
      default:
        if ('children' in node) inlineRuns(node.children as Node[], style, runs);
        else add(plainText(node));
    }
  }
  return runs;
}

/** Runs in a row with the same font as one: fewer pieces for pdfkit to join. */
function merged(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const text = toWinAnsi(run.text);
    const last = out.at(-1);
    if (last && last.font === run.font) last.text += text;
    else out.push({ text, font: run.font });
  }
  // No blank line at either end, nor a paragraph of spaces.
  while (out.length > 0 && out[0]!.text.trim() === '') out.shift();
  while (out.length > 0 && out.at(-1)!.text.trim() === '') out.pop();
  if (out.length > 0) {
    out[0]!.text = out[0]!.text.trimStart();
    out.at(-1)!.text = out.at(-1)!.text.trimEnd();
  }
  return out;
}

interface Frame {
  /** The left edge of the text. */
  x: number;
  /** The width of the text. */
  width: number;
}

/** A new page unless `height` more points fit on this one. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** Lines of text at `size`, in one or more fonts, from the current height. */
function writeRuns(doc: Doc, runs: readonly Run[], frame: Frame, size: number, gapAfter: number) {
  const pieces = merged(runs);
  if (pieces.length === 0) return;
  doc.fontSize(size);
  ensureRoom(doc, doc.currentLineHeight(true));
  pieces.forEach((piece, index) => {
    doc.font(piece.font);
    const options = { width: frame.width, lineGap: LINE_GAP, continued: index < pieces.length - 1 };
    if (index === 0) doc.text(piece.text, frame.x, doc.y, options);
    else doc.text(piece.text, options);
  });
  doc.y += gapAfter;
}

const BODY: Style = { bold: false, italic: false };

function writeBlocks(doc: Doc, nodes: readonly Node[], frame: Frame) {
  for (const node of nodes) writeBlock(doc, node, frame);
}

function writeBlock(doc: Doc, node: Node, frame: Frame) {
  switch (node.type) {
    case 'heading': {
      const size = HEADING_SIZES[node.depth - 1] ?? BODY_SIZE;
      // A heading keeps at least a line of what follows it on its page.
      ensureRoom(doc, size * 1.6 + BODY_SIZE * 2.5);
      doc.y += size * 0.3;
      writeRuns(doc, inlineRuns(node.children, { bold: true, italic: false }), frame, size, 6);
      break;
    }
    case 'paragraph':
      writeRuns(doc, inlineRuns(node.children, BODY), frame, BODY_SIZE, 8);
      break;
    case 'list': {
      const start = node.start ?? 1;
      node.children.forEach((item, index) => {
        const marker = node.ordered ? `${start + index}.` : '•';
        doc.fontSize(BODY_SIZE).font('Helvetica');
        ensureRoom(doc, doc.currentLineHeight(true));
        const top = doc.y;
        doc.text(marker, frame.x, top, { width: INDENT, lineBreak: false });
        doc.y = top;
        const inner = { x: frame.x + INDENT, width: frame.width - INDENT };
        if (item.children.length === 0) doc.y += doc.currentLineHeight(true);
        writeBlocks(doc, item.children, inner);
        // Items of a tight list sit closer than paragraphs.
        if (!item.spread && !node.spread) doc.y -= 4;
      });
      if (!node.spread) doc.y += 4;
      break;
    }
    case 'blockquote':
      writeBlocks(doc, node.children, { x: frame.x + INDENT, width: frame.width - INDENT });
      break;
    case 'thematicBreak': {
      ensureRoom(doc, 16);
      const y = doc.y + 6;
      doc
        .save()
        .lineWidth(0.75)
        .strokeColor('#999999')
        .moveTo(frame.x, y)
        .lineTo(frame.x + frame.width, y)
        .stroke()
        .restore();
      doc.y = y + 12;
      break;
    }
    case 'code':
    case 'html':
      writeRuns(doc, [{ text: node.value, font: 'Helvetica' }], frame, BODY_SIZE, 8);
      break;
    case 'definition':
      break;
    default:
      if ('children' in node && node.type !== 'root') {
        // Tables and the like: a line of text for each of their rows.
        for (const child of node.children as Node[]) {
          const text =
            'children' in child
              ? (child.children as Node[]).map((cell) => plainText(cell)).join('   ')
              : plainText(child);
          writeRuns(doc, [{ text, font: 'Helvetica' }], frame, BODY_SIZE, 4);
        }
        doc.y += 4;
      } else {
        writeRuns(doc, [{ text: plainText(node), font: 'Helvetica' }], frame, BODY_SIZE, 8);
      }
  }
}

/** The organization's name above each page's text, "Page X of Y" below it. */
function writeHeadersAndFooters(doc: Doc, organization: string, frame: Frame) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would otherwise start a new page.
    margins.bottom = 0;
    doc.font('Helvetica').fontSize(HEADER_SIZE).fillColor(GREY);
    doc.text(toWinAnsi(organization.replace(/\s+/g, ' ').trim()), frame.x, MARGIN / 2, {
      width: frame.width,
      height: HEADER_SIZE,
      ellipsis: true,
    });
    doc.text(`Page ${index - start + 1} of ${count}`, frame.x, doc.page.height - MARGIN / 2 - 10, {
      width: frame.width,
      align: 'center',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
}

/**
 * An offer letter as an A4 PDF in the standard Helvetica fonts: the title, then the Markdown laid
 * out (headings, paragraphs, bold and italic, lists, links with their URL, rules, line breaks; any
 * other Markdown as its text); the organization's name at the top of every page and "Page X of Y"
 * at the bottom. The same input gives the same bytes: the PDF's dates are `createdAt` and its file
 * ID is made from them. For the team server (Node) only.
 */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const createdAt = new Date(input.createdAt);
  if (Number.isNaN(createdAt.getTime())) {
    throw new RangeError(`Not a date and time: ${JSON.stringify(input.createdAt)}`);
  }
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: true,
    displayTitle: true,
    // pdfkit makes the file ID from these, so it is the same for the same letter.
    info: {
      Title: input.title,
      Author: input.organization,
      Producer: 'TalentFlow',
      Creator: 'TalentFlow',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const frame: Frame = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
  const tree = fromMarkdown(input.markdown);
  const first = tree.children[0];
  const title = input.title.trim();
  // The title, unless the letter opens with it as a heading already.
  const opensWithTitle =
    first?.type === 'heading' && plainText(first).trim().toLowerCase() === title.toLowerCase();
  doc.fillColor('black');
  if (title !== '' && !opensWithTitle) {
    writeBlock(
      doc,
      { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
      frame,
    );
  }
  writeBlocks(doc, tree.children, frame);
  writeHeadersAndFooters(doc, input.organization, frame);
  doc.end();
  await done;

  const pdf = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, offset);
    offset += chunk.length;
  }
  return pdf;
}
