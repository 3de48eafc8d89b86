// @vitest-environment node
import { strToU8, unzipSync, zipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FILE_KINDS } from '@/domain/files';
import { minimalDocx, minimalOdt, minimalPdf } from '@/test/documents';
import {
  extractResumeText,
  MAX_UNPACKED_BYTES,
  type PdfText,
  RESUME_TEXT_MAX_CHARS,
  UNREADABLE_REASONS,
} from './index';
import { pdfTextReader } from './read-pdf';

// What the team server passes (src/node/pdf-text.ts), without the lazy import.
const deps = { pdfText: pdfTextReader(getDocument) };
const extract = (
  content: Uint8Array,
  type: string,
  limits?: { maxChars?: number; timeoutMs?: number },
) => extractResumeText(content, type, deps, limits);
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('résumé text', () => {
  describe('PDF', () => {
    it('reads the text of its pages', async () => {
      const pdf = minimalPdf([['Ana   Souza', 'Kubernetes and Go'], ['José Müller (referee)']]);
      expect(await extract(pdf, FILE_KINDS.pdf.mime)).toEqual({
        status: 'indexed',
        text: 'Ana Souza\nKubernetes and Go\n\nJosé Müller (referee)',
      });
    });

    it('says a damaged PDF cannot be read', async () => {
      expect(await extract(bytes('%PDF-1.4\n1 0 obj\n<< /Ty'), FILE_KINDS.pdf.mime)).toEqual({
        status: 'unreadable',
        reason: 'The PDF file could not be read: it may be damaged.',
      });
    });

    it('says a PDF locked with a password cannot be read', async () => {
      expect(await extract(minimalPdf([['Secret']], { locked: true }), 'application/pdf')).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.password,
      });
    });

    it('says a PDF without text (a scan) has none', async () => {
      expect(await extract(minimalPdf([[]]), 'application/pdf')).toEqual({
        status: 'unreadable',
        reason: 'No text was found in the file.',
      });
    });

    it('gives up when reading takes too long, and aborts the work', async () => {
      let signal: AbortSignal | undefined;
      const stuck: PdfText = (_content, given) => {
        signal = given;
        return new Promise(() => {});
      };
      const result = await extractResumeText(
        minimalPdf([['Ana']]),
        'application/pdf',
        { pdfText: stuck },
        {
          timeoutMs: 30,
        },
      );
      expect(result).toEqual({ status: 'unreadable', reason: 'Reading the text took too long.' });
      expect(signal?.aborted).toBe(true);
    });

    it('never throws, even when the reader throws at once', async () => {
      const broken: PdfText = () => {
        throw new TypeError('boom');
      };
      expect(
        await extractResumeText(minimalPdf([['Ana']]), 'application/pdf', { pdfText: broken }),
      ).toEqual({
        status: 'unreadable',
        reason: 'The PDF file could not be read: it may be damaged.',
      });
    });
  });

  describe('DOCX', () => {
    it('reads its paragraphs', async () => {
      const docx = minimalDocx(['Ana Souza', 'Kubernetes & Go', 'Café in Zürich']);
      expect(await extract(docx, FILE_KINDS.docx.mime)).toEqual({
        status: 'indexed',
        text: 'Ana Souza\n\nKubernetes & Go\n\nCafé in Zürich',
      });
    });

    it('says a truncated DOCX cannot be read', async () => {
      const docx = minimalDocx(['Ana Souza']);
      expect(
        await extract(docx.subarray(0, Math.floor(docx.length / 2)), FILE_KINDS.docx.mime),
      ).toEqual({
        status: 'unreadable',
        reason: 'The DOCX file could not be read: it may be damaged.',
      });
    });

    it('says a ZIP archive that is no DOCX cannot be read', async () => {
      const zip = zipSync({ 'notes.txt': strToU8('Ana Souza') });
      expect(await extract(zip, FILE_KINDS.docx.mime)).toMatchObject({ status: 'unreadable' });
    });

    it('stops unpacking a DOCX that unpacks to too much', async () => {
      const bomb = zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': new Uint8Array(MAX_UNPACKED_BYTES + 1).fill(0x20),
      });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await extract(bomb, FILE_KINDS.docx.mime)).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.tooLarge,
      });
    });

    it('never reads a part outside the XML it counted: a main document `word/doc.bin` that unpacks past the budget', async () => {
      // The package's relationships name any part as the main document; mammoth would unpack it
      // whole, whatever its size.
      const text =
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Ana Souza</w:t></w:r></w:p></w:body></w:document>';
      const padding = new Uint8Array(MAX_UNPACKED_BYTES + 1).fill(0x20);
      const main = new Uint8Array(text.length + padding.length);
      main.set(strToU8(text));
      main.set(padding, text.length);
      const bomb = zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        '_rels/.rels': strToU8(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/doc.bin"/>' +
            '</Relationships>',
        ),
        'word/doc.bin': main,
      });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await extract(bomb, FILE_KINDS.docx.mime)).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.damaged('DOCX'),
      });
    });

    it('still reads a DOCX with pictures and other parts beside its XML', async () => {
      const docx = unzipSync(minimalDocx(['Ana Souza']));
      const withPhoto = zipSync({
        ...docx,
        'word/media/photo.png': new Uint8Array(MAX_UNPACKED_BYTES + 1),
      });
      expect(await extract(withPhoto, FILE_KINDS.docx.mime)).toEqual({
        status: 'indexed',
        text: 'Ana Souza',
      });
    });
  });

  describe('ODT', () => {
    it('reads its headings and paragraphs', async () => {
      const odt = minimalOdt(
        '<text:h text:outline-level="1">Ana Souza</text:h>' +
          '<text:p>Kubernetes<text:s text:c="2"/>&amp;<text:tab/>Go<text:line-break/>Lisbon, Portugal</text:p>' +
          '<text:p/><text:p/><text:p>Caf&#233; &lt;3</text:p>',
      );
      expect(await extract(odt, FILE_KINDS.odt.mime)).toEqual({
        status: 'indexed',
        text: 'Ana Souza\nKubernetes & Go\nLisbon, Portugal\n\nCafé <3',
      });
    });

    it('says an ODT without its content cannot be read', async () => {
      const zip = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') });
      expect(await extract(zip, FILE_KINDS.odt.mime)).toEqual({
        status: 'unreadable',
        reason: 'The ODT file could not be read: it may be damaged.',
      });
    });

    it('stops unpacking an ODT that unpacks to too much', async () => {
      const bomb = zipSync({ 'content.xml': new Uint8Array(MAX_UNPACKED_BYTES + 1).fill(0x20) });
      expect(await extract(bomb, FILE_KINDS.odt.mime)).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.tooLarge,
      });
    });
  });

  describe('RTF', () => {
    it('reads accents, hex escapes and Unicode', async () => {
      const rtf = bytes(
        '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Calibri;}}{\\colortbl;\\red0\\green0\\blue0;}' +
          "{\\*\\generator Riched20;}\\pard\\b Jos\\'e9 M\\u252?ller\\b0\\par\\par\\par " +
          '\\u26085?\\u26412? \\tab Kubernetes\\par}',
      );
      expect(await extract(rtf, FILE_KINDS.rtf.mime)).toEqual({
        status: 'indexed',
        text: 'José Müller\n\n日本 Kubernetes',
      });
    });

    it('says a file that is not RTF cannot be read', async () => {
      expect(await extract(bytes('PK\u0003\u0004'), FILE_KINDS.rtf.mime)).toEqual({
        status: 'unreadable',
        reason: 'The RTF file could not be read: it may be damaged.',
      });
    });
  });

  describe('TXT', () => {
    it('reads UTF-8 by the type files are stored with', async () => {
      const text = new TextEncoder().encode('\uFEFFJosé  Müller\r\n\r\n\r\n\tKubernetes ');
      expect(await extract(text, FILE_KINDS.txt.mime)).toEqual({
        status: 'indexed',
        text: 'José Müller\n\nKubernetes',
      });
    });

    it('reads windows-1252 when the bytes are not UTF-8', async () => {
      expect(
        await extract(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x80]), 'text/plain'),
      ).toEqual({
        status: 'indexed',
        text: 'José €',
      });
    });

    it('says an empty or blank file has no text', async () => {
      expect(await extract(bytes(' \n\t\n '), 'text/plain')).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.empty,
      });
    });
  });

  describe('limits', () => {
    it('cuts the text at maxChars', async () => {
      const text = new TextEncoder().encode('word '.repeat(100));
      const result = await extract(text, 'text/plain', { maxChars: 12 });
      expect(result).toEqual({ status: 'indexed', text: 'word word wo' });
    });

    it('keeps 200,000 characters by default', async () => {
      const text = new TextEncoder().encode('a'.repeat(RESUME_TEXT_MAX_CHARS + 10));
      const result = await extract(text, 'text/plain');
      expect(result.status === 'indexed' && result.text.length).toBe(200_000);
    });
  });

  describe('kinds without text', () => {
    it('says DOC files cannot be read', async () => {
      expect(await extract(bytes('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'), FILE_KINDS.doc.mime)).toEqual(
        {
          status: 'unreadable',
          reason: 'Text cannot be read from DOC files.',
        },
      );
    });

    it('says images hold no text', async () => {
      for (const type of [FILE_KINDS.png.mime, FILE_KINDS.jpeg.mime])
        expect(await extract(bytes('\x89PNG'), type)).toEqual({
          status: 'unreadable',
          reason: 'Images hold no text to search.',
        });
    });

    it('says a type it does not know cannot be read', async () => {
      expect(await extract(bytes('PK'), 'application/zip')).toEqual({
        status: 'unreadable',
        reason: UNREADABLE_REASONS.unknown,
      });
    });
  });

  it("reads Node's Buffers (the team server's database gives them), views of larger ones too", async () => {
    // A Buffer inside a larger one, as Node's small buffers are.
    const view = (content: Uint8Array) =>
      Buffer.concat([Buffer.alloc(7, 1), content, Buffer.alloc(5, 2)]).subarray(
        7,
        7 + content.length,
      );
    expect(await extract(view(minimalPdf([['Ana Souza']])), FILE_KINDS.pdf.mime)).toEqual({
      status: 'indexed',
      text: 'Ana Souza',
    });
    expect(await extract(view(minimalDocx(['Ana Souza'])), FILE_KINDS.docx.mime)).toEqual({
      status: 'indexed',
      text: 'Ana Souza',
    });
    expect(
      await extract(view(minimalOdt('<text:p>Ana Souza</text:p>')), FILE_KINDS.odt.mime),
    ).toEqual({
      status: 'indexed',
      text: 'Ana Souza',
    });
  });

  it('reads the type without regard to case or parameters', async () => {
    expect(await extract(bytes('Ana'), 'Text/Plain; charset=UTF-8')).toEqual({
      status: 'indexed',
      text: 'Ana',
    });
  });
});
