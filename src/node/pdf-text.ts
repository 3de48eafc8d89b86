import type { PdfText } from '@/lib/resume-text';
import { pdfTextReader } from '@/lib/resume-text/read-pdf';

/**
 * The team server's `PdfText`: PDF.js's build for Node (its worker runs in the same thread),
 * loaded with the first PDF read rather than when the server starts.
 */
export const pdfText: PdfText = async (content, signal) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfTextReader(getDocument)(content, signal);
};
