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
