/** What tags are compared by: one candidate's tags, and the list's tag filter, ignore case. */
export const tagKey = (tag: string): string => tag.toLowerCase();

/** A job's tags: trimmed, empty entries dropped, case-insensitive duplicates kept once (the first). */
export function normalizeTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list) {
    const tag = raw.trim();
    const key = tagKey(tag);
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** Tags as typed in the job form: comma-separated, then normalized as above. */
export function parseTags(input: string): string[] {
  return normalizeTags(input.split(','));
}
