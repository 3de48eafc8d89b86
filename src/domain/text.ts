/**
 * Text that only looks filled: nothing but spaces, line breaks and characters that draw nothing
 * (zero-width spaces and joiners, the word joiner, the byte order mark, soft hyphens, Hangul
 * fillers, the Braille blank ...). A title, a name, a note or a required answer must hold more.
 */
const INVISIBLE = /^[\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800\u180E]*$/u;

export function isBlank(text: string): boolean {
  return INVISIBLE.test(text);
}

// A lone half of a surrogate pair (JSON's `"\ud800"`): no UTF-8 text, PostgreSQL's included, holds one.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether text is whole characters only: no lone half of a surrogate pair. */
export function isWholeText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Text with each lone half of a surrogate pair as U+FFFD, as UTF-8 would keep it. */
export function toWholeText(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

/** What a form says of text holding a lone half of a surrogate pair (a character cut in two). */
export const BROKEN_TEXT_MESSAGE =
  'must not hold half of a character (a lone UTF-16 surrogate). Type it again.';

/** A count with its noun, one or many ("1 hire", "1,204 candidates"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
