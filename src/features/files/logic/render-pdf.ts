import { getDocument, TextLayer } from './pdfjs';

/** A résumé longer than this shows its first pages and says so. */
export const MAX_PDF_PAGES = 20;

/**
 * Draws a PDF's pages into `container`, each a canvas as wide as the container with PDF.js's text
 * layer over it. Answers how many pages it drew of how many. Stops (and frees the document) once
 * `signal` aborts.
 */
export async function renderPdf(
  content: Blob,
  container: HTMLElement,
  signal: AbortSignal,
): Promise<{ shown: number; total: number }> {
  // No eval: the team server's Content-Security-Policy does not allow it.
  const task = getDocument({
    data: new Uint8Array(await content.arrayBuffer()),
    isEvalSupported: false,
  });
  signal.addEventListener('abort', () => void task.destroy());
  const pdf = await task.promise;
  const total = pdf.numPages;
  const shown = Math.min(total, MAX_PDF_PAGES);
  // Drawn at the width the pages have now (no wider than a page is read), then scaled with the
  // page: the text layer follows through --total-scale-factor, so it stays over its words.
  const width = Math.min(container.clientWidth || 600, 900);
  const ratio = window.devicePixelRatio || 1;
  const fit = new ResizeObserver(() => {
    for (const sheet of container.querySelectorAll<HTMLElement>('.pdf-page'))
      sheet.style.setProperty(
        '--total-scale-factor',
        String(sheet.clientWidth / Number(sheet.dataset.width)),
      );
  });
  fit.observe(container);
  signal.addEventListener('abort', () => fit.disconnect());
  container.replaceChildren();
  for (let n = 1; n <= shown && !signal.aborted; n += 1) {
    const page = await pdf.getPage(n);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / natural.width });
    const sheet = document.createElement('div');
    sheet.className = 'pdf-page';
    sheet.setAttribute('role', 'group');
    sheet.setAttribute('aria-label', `Page ${n} of ${total}`);
    sheet.dataset.width = String(natural.width);
    sheet.style.maxWidth = `${natural.width * 1.5}px`;
    sheet.style.aspectRatio = `${natural.width} / ${natural.height}`;
    sheet.style.setProperty('--total-scale-factor', String(viewport.scale));
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.setAttribute('aria-hidden', 'true');
    const text = document.createElement('div');
    text.className = 'textLayer';
    sheet.append(canvas, text);
    container.append(sheet);
    await page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    }).promise;
    await new TextLayer({
      textContentSource: page.streamTextContent(),
      container: text,
      viewport,
    }).render();
  }
  return { shown, total };
}
