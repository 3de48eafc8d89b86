/**
 * @-mentions in candidate notes: pure text rules shared by the note composer and the note list.
 * A mention is typed as "@" at the start of the last word (after the last whitespace before the
 * caret); a saved mention is "@" followed by exactly a directory name.
 */

export interface MentionTarget {
  id: string;
  name: string;
}

export interface ActiveMention {
  /** The text typed after "@" (may be empty). */
  query: string;
  /** Index of the "@" in the text. */
  start: number;
  /** Index just past the query: the caret. */
  end: number;
}

/**
 * The "@query" being typed at the caret, or null. Only the word after the last whitespace before
 * the caret counts, so "@Ali" opens suggestions but "@Alice J" (a space typed since) does not.
 */
export function activeMention(text: string, caret: number = text.length): ActiveMention | null {
  const end = Math.max(0, Math.min(caret, text.length));
  const before = text.slice(0, end);
  const wordStart =
    Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'), before.lastIndexOf('\t')) + 1;
  if (before[wordStart] !== '@') return null;
  return { query: before.slice(wordStart + 1), start: wordStart, end };
}

/** Directory entries whose name contains the query, ignoring case; all of them for an empty query. */
export function filterMentions<T extends MentionTarget>(
  directory: readonly T[],
  query: string,
): T[] {
  const needle = query.toLocaleLowerCase();
  return directory.filter((person) => person.name.toLocaleLowerCase().includes(needle));
}

/**
 * Replaces the active "@query" with "@Name " (the name followed by a space) and gives the caret
 * position just after that space. Text after the caret is kept as it was.
 */
export function insertMention(
  text: string,
  mention: ActiveMention,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(mention.end);
  return {
    text: text.slice(0, mention.start) + inserted + after,
    caret: mention.start + inserted.length,
  };
}

export type NoteSegment<T extends MentionTarget = MentionTarget> =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; person: T };

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Splits saved note text into plain text and mentions. Only "@" + an exact (case-sensitive)
 * directory name counts, not inside a word (an e-mail address) and not running on into a longer
 * word ("@Bob Smithson"). When names overlap, the longest one wins.
 */
export function splitMentions<T extends MentionTarget>(
  text: string,
  directory: readonly T[],
): NoteSegment<T>[] {
  const people = [...directory]
    .filter((p) => p.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const segments: NoteSegment<T>[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !WORD_CHAR.test(text[i - 1] as string);
    if (text[i] === '@' && atWordStart) {
      const person = people.find((p) => {
        if (!text.startsWith(p.name, i + 1)) return false;
        const next = text[i + 1 + p.name.length];
        return next === undefined || !WORD_CHAR.test(next);
      });
      if (person) {
        if (plain) segments.push({ kind: 'text', text: plain });
        plain = '';
        segments.push({ kind: 'mention', text: `@${person.name}`, person });
        i += 1 + person.name.length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
