import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfTextReader } from '@/lib/resume-text/read-pdf';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The page's `PdfText` (browser mode reads résumés' text in a page): PDF.js with its Web Worker. */
export const pdfText = pdfTextReader(getDocument);
