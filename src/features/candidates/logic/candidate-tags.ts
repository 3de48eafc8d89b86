import { LIMITS } from '@/domain/constants';
import { normalizeTags, tagKey } from '@/domain/tags';

/** One change of a candidate's tags, as the profile makes it. */
export type TagChange = { add: string } | { remove: string };

/** The tags after a change; a tag is compared ignoring case, as the API does. */
export function applyTagChange(tags: readonly string[], change: TagChange): string[] {
  if ('add' in change) return normalizeTags([...tags, change.add]);
  const gone = tagKey(change.remove.trim());
  return tags.filter((tag) => tagKey(tag) !== gone);
}

/** Why a typed tag cannot be added to these tags, or undefined when it can. */
export function tagProblem(tags: readonly string[], typed: string): string | undefined {
  const tag = typed.trim();
  if (!tag) return 'Type a tag first.';
  const same = tags.find((held) => tagKey(held) === tagKey(tag));
  if (same !== undefined) return `“${same}” is already a tag.`;
  if (tags.length >= LIMITS.tagsPerCandidate)
    return `A candidate can have at most ${LIMITS.tagsPerCandidate} tags. Remove one to add another.`;
  return undefined;
}
