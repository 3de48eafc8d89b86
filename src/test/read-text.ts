import { extractResumeText } from '@/lib/resume-text';
import { pdfText } from '@/node/pdf-text';
import { indexAll, type ReadText } from '@/server/services/search-index';
import { backend } from './backend';

/** Reads files' text as a team server does (PDF.js for Node, mammoth, the small converters). */
export const readText: ReadText = (content, type) => extractResumeText(content, type, { pdfText });

/** Works through the current store's search index backlog, as the background work would. */
export const indexTexts = (): Promise<void> => indexAll(backend().store, readText);
