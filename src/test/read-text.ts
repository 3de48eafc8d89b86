import { extractResumeText } from '@/lib/resume-text';
import { pdfText } from '@/node/pdf-text';
import type { ReadText } from '@/server/services/search-index';

/** Reads files' text as a team server does (PDF.js for Node, mammoth, the small converters). */
export const readText: ReadText = (content, type) => extractResumeText(content, type, { pdfText });
