import { pdfTextReader } from '@/lib/resume-text/read-pdf';
import { getDocument } from './pdfjs';

/** The page's `PdfText` (browser mode reads résumés' text in a page): PDF.js with its Web Worker. */
export const pdfText = pdfTextReader(getDocument);
