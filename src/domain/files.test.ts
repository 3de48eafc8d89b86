import { FILE_KINDS, fileView, formatFileSize } from './files';

describe('fileView', () => {
  it('shows PDFs, DOCX, images and text in the page, and only downloads the rest', () => {
    expect(
      Object.fromEntries(
        Object.entries(FILE_KINDS).map(([kind, { mime }]) => [kind, fileView(mime)]),
      ),
    ).toEqual({
      pdf: 'pdf',
      doc: undefined,
      docx: 'docx',
      odt: undefined,
      rtf: undefined,
      txt: 'text',
      png: 'image',
      jpeg: 'image',
    });
    // A type the server never stores (an HTML page) is never shown.
    expect(fileView('text/html')).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('says bytes, kilobytes or megabytes', () => {
    expect([formatFileSize(622), formatFileSize(2048), formatFileSize(3 * 1024 * 1024)]).toEqual([
      '622 B',
      '2 KB',
      '3.0 MB',
    ]);
  });
});
