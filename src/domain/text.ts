/**
 * Text that only looks filled: nothing but spaces, line breaks and characters that draw nothing
 * (zero-width spaces and joiners, the word joiner, the byte order mark, soft hyphens, Hangul
 * fillers, the Braille blank ...). A title, a name, a note or a required answer must hold more.
 */
const INVISIBLE = /^[\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800\u180E]*$/u;

export function isBlank(text: string): boolean {
  return INVISIBLE.test(text);
}

/** A count with its noun, one or many ("1 hire", "1,204 candidates"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
