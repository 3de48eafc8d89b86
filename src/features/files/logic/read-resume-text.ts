import { extractResumeText, type ResumeText } from '@/lib/resume-text';
import { pdfText } from './pdf-text';

/**
 * Browser mode's reader of files' text for search: the service worker cannot load these chunks,
 * so it asks an open page, which loads this module when first asked.
 */
export const readResumeText = (content: Uint8Array, type: string): Promise<ResumeText> =>
  extractResumeText(content, type, { pdfText });
