import { sql, type SQL } from 'drizzle-orm';
import { documentWords } from '@/domain/search';

/**
 * Full-text search in SQL over words that TalentFlow finds itself (domain/search), so both homes
 * agree on what a word is. Words are only letters, digits and marks: quoting them needs no escapes.
 */

/** A text's words as a `tsvector` literal. */
export const wordsLiteral = (text: string): string =>
  documentWords(text)
    .map((word) => `'${word}'`)
    .join(' ');

/**
 * Every term as a word prefix, all of them: a `tsquery`, in the statement's text (terms are
 * letters, digits and marks only), so each query is planned for its own words.
 */
export const prefixQuery = (terms: readonly string[]): SQL =>
  sql.raw(`'${terms.map((term) => `''${term}'':*`).join(' & ')}'::tsquery`);
