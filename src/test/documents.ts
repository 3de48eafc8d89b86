import { strToU8, zipSync, zlibSync } from 'fflate';

/**
 * Documents made byte by byte for the résumé text tests: PDFs, DOCX and ODT files that their own
 * programs would open, each as small as its format allows.
 */

/** A PDF string: its bytes in WinAnsi (Helvetica's encoding here), escaped. */
const pdfString = (text: string) =>
  `(${[...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      return code < 128 ? char : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('')})`;

/**
 * A PDF 1.4 whose pages show these lines in Helvetica, with a correct cross-reference table.
 * `locked`: encrypted with a user password (random keys: PDF.js then asks for the password).
 */
export function minimalPdf(pages: string[][], { locked = false } = {}): Uint8Array {
  const pageIds = pages.map((_, n) => 4 + n * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, n) => {
    const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `${pdfString(line)} Tj T*`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[n]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, (_, i) =>
      ((i * 37 + 11) % 256).toString(16).padStart(2, '0'),
    ).join('');
  if (locked)
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -44 >>`);
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const encrypt = locked ? ` /Encrypt ${objects.length} 0 R /ID [<${hex(16)}> <${hex(16)}>]` : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX (Office Open XML) of these paragraphs: the three parts Word itself needs. */
export function minimalDocx(paragraphs: string[]): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        paragraphs
          .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
          .join('') +
        '</w:body></w:document>',
    ),
  });
}

/**
 * An OpenDocument text whose `office:text` is `body` (ODF markup): the mimetype first and stored,
 * as the format asks, then the manifest and `content.xml`.
 */
export function minimalOdt(body: string): Uint8Array {
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'META-INF/manifest.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
        '</manifest:manifest>',
    ),
    'content.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">\n' +
        '  <office:body>\n    <office:text>\n' +
        body +
        '\n    </office:text>\n  </office:body>\n</office:document-content>\n',
    ),
  });
}

/** A PNG's first bytes (signature and header of a 1×1 image): a kind kept, with no text to read. */
export const PNG_HEAD = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

/**
 * A one-page PDF showing "Ana" in a font whose embedded file (a CFF font, which PDF.js reads whole)
 * unpacks to `unpacked` bytes, though the PDF is a few kilobytes: run-length coded (128 bytes in
 * 2), then deflated.
 */
export function bulkyPdf(unpacked: number): Uint8Array {
  const runs = Math.ceil(unpacked / 128);
  const coded = new Uint8Array(runs * 2 + 1);
  for (let at = 0; at < runs * 2; at += 2) coded[at] = 129;
  coded[runs * 2] = 128;
  const packed = zlibSync(coded, { level: 9 });
  const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const content = 'BT /F1 12 Tf 72 720 Td (Ana) Tj ET';
  const objects: (string | Uint8Array)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Bulky /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
    '<< /Type /FontDescriptor /FontName /Bulky /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile3 7 0 R >>',
    packed,
  ];
  const parts: Uint8Array[] = [latin1('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (typeof body === 'string') add(latin1(`${i + 1} 0 obj\n${body}\nendobj\n`));
    else {
      add(
        latin1(
          `${i + 1} 0 obj\n<< /Subtype /Type1C /Length ${body.length} /Filter [/FlateDecode /RunLengthDecode] >>\nstream\n`,
        ),
      );
      add(body);
      add(latin1('\nendstream\nendobj\n'));
    }
  });
  const xref = length;
  add(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
        offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  const pdf = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    pdf.set(part, at);
    at += part.length;
  }
  return pdf;
}
