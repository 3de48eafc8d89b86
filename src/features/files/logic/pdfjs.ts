import { GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** PDF.js for the page, with its Web Worker set once for every use (showing a résumé, reading its text). */
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument, TextLayer } from 'pdfjs-dist';
