import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Download, Locator, Page } from '@playwright/test';

/**
 * Files an applicant sends, made byte by byte: a small valid PDF (with a binary comment line, so
 * a download that changed any byte is caught) and a Windows executable renamed to `.pdf`.
 */

/** A one-page PDF 1.4 that says `text`, with a correct cross-reference table. */
export function minimalPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  // The second line is the customary binary comment: bytes above 127 that must survive the trip.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A Windows executable's first 512 bytes: the DOS header ("MZ"), its stub, and a PE header. */
export function dosExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt16LE(0x90, 2); // bytes on the last page
  bytes.writeUInt16LE(3, 4); // pages
  bytes.writeUInt16LE(4, 8); // header size in paragraphs
  bytes.writeUInt16LE(0xffff, 12); // most extra paragraphs
  bytes.writeUInt16LE(0xb8, 16); // initial SP
  bytes.writeUInt16LE(0x40, 24); // relocation table offset
  bytes.writeUInt32LE(0x80, 0x3c); // where the PE header starts
  // The DOS stub: print the message and exit.
  Buffer.from([
    0x0e, 0x1f, 0xba, 0x0e, 0x00, 0xb4, 0x09, 0xcd, 0x21, 0xb8, 0x01, 0x4c, 0xcd, 0x21,
  ]).copy(bytes, 0x40);
  bytes.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84); // machine: i386
  bytes.writeUInt16LE(1, 0x86); // sections
  return bytes;
}

/** The message the API (and so the apply page) gives for a file of a kind not accepted. */
export const notAcceptedMessage = (name: string) =>
  `“${name}” is not a file type we accept. Send a PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG file.`;

/** Clicks a download button and returns the saved file's name and bytes. */
export async function download(
  page: Page,
  button: Locator,
): Promise<{ name: string; bytes: Buffer; download: Download }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await saved.path();
  return { name: saved.suggestedFilename(), bytes: await readFile(path), download: saved };
}

/** A DOCX (Office Open XML) of these paragraphs: the parts Word itself needs, made with JSZip. */
export async function minimalDocx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraphs
        .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escape(p)}</w:t></w:r></w:p>`)
        .join('') +
      '</w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
