/**
 * Candidate search by word prefix. Each candidate row carries `searchTokens`: the words of its
 * name and email (and the whole email), folded to lowercase without accents. A search term
 * matches a candidate when one of its tokens starts with the term; every term must match.
 * The same folding is applied to rows and to queries, so both sides always agree.
 */

const NOT_A_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;

/** Lowercase, accents removed ("José" and "jose" are the same word). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function words(text: string): string[] {
  return foldText(text)
    .split(NOT_A_LETTER_OR_DIGIT)
    .filter((word) => word !== '');
}

/** The tokens stored with a candidate: name and email words, plus the whole email. */
export function candidateSearchTokens(candidate: { name?: unknown; email?: unknown }): string[] {
  const name = typeof candidate.name === 'string' ? candidate.name : '';
  const email = typeof candidate.email === 'string' ? candidate.email : '';
  const tokens = new Set([...words(name), ...words(email)]);
  const whole = foldText(email.trim());
  if (whole) tokens.add(whole);
  return [...tokens];
}

/**
 * The prefixes a search asks for. Words are split on anything that is not a letter or digit,
 * except that a term with a local part before "@" ("jane.doe@exa") is a prefix of the whole email.
 * A term that is a prefix of another term adds nothing and is left out. An empty result means the
 * search has nothing to look for (only punctuation): it filters nothing.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const part of foldText(query).split(/\s+/)) {
    if (part === '') continue;
    if (part.indexOf('@') > 0) terms.add(part);
    else for (const word of part.split(NOT_A_LETTER_OR_DIGIT)) if (word !== '') terms.add(word);
  }
  const all = [...terms];
  return all.filter((term) => !all.some((other) => other !== term && other.startsWith(term)));
}

/**
 * Search inside documents (notes, résumés' text). Both homes keep a document's distinct words as
 * its index (PostgreSQL as a `tsvector` written word by word, IndexedDB as a multi-entry index),
 * so a query matches the same documents in either: each of its words must start a word of one
 * document.
 */

/** At most this many distinct words of one document are kept for search. */
export const DOCUMENT_WORDS_MAX = 20_000;

/** A word as a `tsvector` keeps it at most (PostgreSQL refuses a lexeme of 2 KB or more). */
const WORD_MAX = 200;

/** A document's distinct words, folded, as both homes index them. */
export function documentWords(text: string): string[] {
  const found = new Set<string>();
  for (const word of words(text)) {
    if (word.length > WORD_MAX) continue;
    found.add(word);
    if (found.size >= DOCUMENT_WORDS_MAX) break;
  }
  return [...found];
}

/** The word prefixes a query asks of a document: its words (an email's parts are words there). */
export function documentTerms(query: string): string[] {
  const all = [...new Set(words(query).filter((word) => word.length <= WORD_MAX))];
  return all.filter((term) => !all.some((other) => other !== term && other.startsWith(term)));
}

/** Where a candidate matched a text query, and the words around it. */
export type MatchField = 'name' | 'email' | 'note' | 'resume';
export interface SearchMatch {
  field: MatchField;
  snippet: string;
}

const WORD_IN_TEXT = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * A snippet of `text` around the first word that a term starts, when every term starts some word
 * of it; undefined otherwise. About `radius` characters each side, cut at spaces, with "…" where
 * it was cut, on one line.
 */
export function snippetOf(text: string, terms: readonly string[], radius = 60): string | undefined {
  if (terms.length === 0) return undefined;
  const missing = new Set(terms);
  let first: number | undefined;
  for (const found of text.matchAll(WORD_IN_TEXT)) {
    const word = foldText(found[0]);
    for (const term of terms)
      if (word.startsWith(term)) {
        first ??= found.index;
        missing.delete(term);
      }
    if (missing.size === 0) break;
  }
  if (missing.size > 0 || first === undefined) return undefined;
  let start = Math.max(0, first - radius);
  let end = Math.min(text.length, first + radius * 2);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const middle = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${middle}${end < text.length ? '…' : ''}`;
}

/**
 * Where a candidate matches a text query, in this order: name, email (the candidate's own words,
 * `searchTerms`), then a note, then a résumé (each with `documentTerms`); undefined for none.
 */
export function findMatch(
  query: string,
  candidate: { name: string; email: string },
  notes: readonly string[],
  resumes: readonly string[],
): SearchMatch | undefined {
  const own = searchTerms(query);
  const tokens = candidateSearchTokens(candidate);
  if (own.length > 0 && own.every((term) => tokens.some((token) => token.startsWith(term)))) {
    const nameWords = words(candidate.name);
    const inName = own.every((term) => nameWords.some((word) => word.startsWith(term)));
    return inName
      ? { field: 'name', snippet: candidate.name }
      : { field: 'email', snippet: candidate.email };
  }
  const terms = documentTerms(query);
  for (const [field, texts] of [
    ['note', notes],
    ['resume', resumes],
  ] as const)
    for (const text of texts) {
      const snippet = snippetOf(text, terms);
      if (snippet !== undefined) return { field, snippet };
    }
  return undefined;
}
