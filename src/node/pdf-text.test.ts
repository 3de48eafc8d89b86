// @vitest-environment node
import { minimalPdf } from '@/test/documents';
import { pdfText } from './pdf-text';

const read = (content: Uint8Array, signal = new AbortController().signal) =>
  pdfText(content, signal);

describe("the team server's PDF text", () => {
  it('reads the lines of every page, a line end where PDF.js reports one', async () => {
    const pdf = minimalPdf([['Ana Souza', 'Kubernetes and Go'], ['José Müller (referee)']]);
    // Items end with a space, or a line break where PDF.js saw the line end; a blank line between
    // pages.
    expect(await read(pdf)).toBe('Ana Souza\nKubernetes and Go \n\nJosé Müller (referee) ');
  });

  it('leaves the bytes it was given untouched', async () => {
    const pdf = minimalPdf([['Ana Souza']]);
    const copy = pdf.slice();
    await read(pdf);
    expect(pdf).toEqual(copy);
  });

  it("reads a Node Buffer, the team server's database's", async () => {
    expect(await read(Buffer.from(minimalPdf([['Ana Souza']])))).toBe('Ana Souza ');
  });

  it('reads the first 50 pages only', async () => {
    const pages = Array.from({ length: 52 }, (_, n) => [`Page${n + 1}`]);
    const text = await read(minimalPdf(pages));
    expect(text).toContain('Page50');
    expect(text).not.toContain('Page51');
  });

  it('refuses a PDF locked with a password', async () => {
    await expect(read(minimalPdf([['Secret']], { locked: true }))).rejects.toMatchObject({
      name: 'PasswordException',
    });
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(read(new TextEncoder().encode('%PDF-1.4\nnothing else'))).rejects.toThrow();
  });

  it('stops once its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('Too slow'));
    await expect(read(minimalPdf([['Ana']]), controller.signal)).rejects.toThrow('Too slow');
  });
});
