import type { getDocument } from 'pdfjs-dist';
import type { PdfText } from './index';

/** The pages read of a longer PDF: a résumé's text is on its first pages. */
export const PDF_TEXT_MAX_PAGES = 50;

/**
 * A `PdfText` over one build of PDF.js: the page's (with its Web Worker) or Node's legacy build.
 * Text items are joined with a space, or a line break where PDF.js says a line ends; pages are
 * apart by a blank line.
 */
export function pdfTextReader(open: typeof getDocument): PdfText {
  return async (content, signal) => {
    signal.throwIfAborted();
    const task = open({
      // A copy: PDF.js hands its input to its worker, which leaves it empty, and refuses Node's
      // Buffer (which the team server's database gives).
      data: new Uint8Array(content),
      // No eval: the team server's Content-Security-Policy does not allow it.
      isEvalSupported: false,
      // Errors only: a résumé's missing fonts are not worth a line in the server's log.
      verbosity: 0,
    });
    const stop = () => void task.destroy();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const pdf = await task.promise;
      const pages: string[] = [];
      for (let n = 1; n <= Math.min(pdf.numPages, PDF_TEXT_MAX_PAGES); n += 1) {
        signal.throwIfAborted();
        const page = await pdf.getPage(n);
        const { items } = await page.getTextContent();
        let text = '';
        for (const item of items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
        pages.push(text);
        page.cleanup();
      }
      signal.throwIfAborted();
      return pages.join('\n\n');
    } finally {
      signal.removeEventListener('abort', stop);
      await task.destroy();
    }
  };
}
