import { documentTerms, foldText, searchTerms } from './search';

/** A piece of a snippet, and whether it is a word the query matched. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * A snippet cut into the words a text query matched (each word that one of its terms starts,
 * case and accents folded, as the search matches) and the text between, for showing the matches
 * as text: nothing in it is ever markup.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const terms = [...new Set([...searchTerms(query), ...documentTerms(query)])];
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = foldText(found[0]);
    if (!terms.some((term) => word.startsWith(term))) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
