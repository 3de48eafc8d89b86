import { PHONE_MIN_DIGITS } from './phone';

/**
 * Possible duplicates: one person entered twice under different email addresses. Two candidates
 * are flagged when they share a phone number (its digits), or a name together with a résumé of
 * the same content. The same email is never a duplicate: that is one person's applications to
 * several jobs, which the profile already links.
 */

export const DUPLICATE_REASONS = ['phone', 'name-and-resume'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The reasons in words, for the profile's notice and the Duplicates page. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  phone: 'Same phone number',
  'name-and-resume': 'Same name and résumé',
};

/** A name as duplicates compare it: trimmed, lowercase, accents folded, inner spaces collapsed. */
export function normalizeName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * A phone number's digits, the rest being layout ("+44 (20) 7946-0958" is "442079460958"); null
 * when there are too few digits to be a number (PHONE_MIN_DIGITS).
 */
export function phoneDigits(phone: string | undefined | null): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return digits.length >= PHONE_MIN_DIGITS ? digits : null;
}

/** Emails are one address whatever their case or surrounding spaces. */
const emailKey = (email: string) => email.trim().toLowerCase();

/** What grouping needs of a candidate: `resumes` are keys of their résumés' content (a hash). */
export interface DuplicateCandidate {
  id: number;
  name: string;
  email: string;
  phone?: string;
  resumes?: readonly string[];
}

export interface DuplicateGroup {
  /** By id; at least two, with at least two different emails among them. */
  candidateIds: number[];
  reason: DuplicateReason;
}

/** Whether a set of candidates holds at least two emails: only then is anyone a duplicate. */
const twoEmails = (people: readonly DuplicateCandidate[]) =>
  new Set(people.map((p) => emailKey(p.email))).size > 1;

function bucket<K>(
  people: readonly DuplicateCandidate[],
  keyOf: (p: DuplicateCandidate) => K | null,
): Map<K, DuplicateCandidate[]> {
  const buckets = new Map<K, DuplicateCandidate[]>();
  for (const person of people) {
    const key = keyOf(person);
    if (key === null) continue;
    const found = buckets.get(key);
    if (found) found.push(person);
    else buckets.set(key, [person]);
  }
  return buckets;
}

/**
 * Candidates of one name who share a résumé, joined transitively (A shares one with B, B another
 * with C: one group), by smallest id.
 */
function resumeClusters(people: readonly DuplicateCandidate[]): DuplicateCandidate[][] {
  const parent = new Map<number, number>(people.map((p) => [p.id, p.id]));
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const firstWith = new Map<string, number>();
  for (const person of people)
    for (const resume of new Set(person.resumes ?? [])) {
      const other = firstWith.get(resume);
      if (other === undefined) firstWith.set(resume, person.id);
      else parent.set(root(person.id), root(other));
    }
  const clusters = bucket(people, (p) => ((p.resumes ?? []).length > 0 ? root(p.id) : null));
  return [...clusters.values()].filter((cluster) => cluster.length > 1);
}

/**
 * Every group of possible duplicates: one per phone number shared under several emails, and one
 * per name whose candidates share a résumé under several emails, unless a phone group already
 * holds all of them. Groups come by their smallest id, phone groups first on a tie.
 */
export function duplicateGroups(people: readonly DuplicateCandidate[]): DuplicateGroup[] {
  const groups: DuplicateGroup[] = [];
  const ids = (members: readonly DuplicateCandidate[]) =>
    members.map((p) => p.id).sort((a, b) => a - b);
  for (const members of bucket(people, (p) => phoneDigits(p.phone)).values())
    if (twoEmails(members)) groups.push({ candidateIds: ids(members), reason: 'phone' });
  const phoneOf = new Map(people.map((p) => [p.id, phoneDigits(p.phone)]));
  for (const named of bucket(people, (p) => normalizeName(p.name) || null).values()) {
    if (named.length < 2 || !twoEmails(named)) continue;
    for (const cluster of resumeClusters(named)) {
      if (!twoEmails(cluster)) continue;
      const phones = new Set(cluster.map((p) => phoneOf.get(p.id)));
      const [phone] = phones;
      const coveredByPhone = phones.size === 1 && phone !== null;
      if (!coveredByPhone) groups.push({ candidateIds: ids(cluster), reason: 'name-and-resume' });
    }
  }
  return groups.sort(
    (a, b) =>
      a.candidateIds[0]! - b.candidateIds[0]! ||
      DUPLICATE_REASONS.indexOf(a.reason) - DUPLICATE_REASONS.indexOf(b.reason),
  );
}

/**
 * One candidate's possible duplicates among `people` (who may include them): each other candidate
 * with another email in a group with them, once, with the first reason found (phone before name).
 */
export function duplicatesOf(
  id: number,
  people: readonly DuplicateCandidate[],
): Array<{ id: number; reason: DuplicateReason }> {
  const self = people.find((p) => p.id === id);
  if (!self) return [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const found = new Map<number, DuplicateReason>();
  const groups = duplicateGroups(people);
  for (const group of DUPLICATE_REASONS.flatMap((r) => groups.filter((g) => g.reason === r))) {
    if (!group.candidateIds.includes(id)) continue;
    for (const other of group.candidateIds)
      if (
        other !== id &&
        emailKey(byId.get(other)!.email) !== emailKey(self.email) &&
        !found.has(other)
      )
        found.set(other, group.reason);
  }
  return [...found].map(([other, reason]) => ({ id: other, reason })).sort((a, b) => a.id - b.id);
}

/**
 * The pairs of a group that may be merged: two of its candidates with different emails (two
 * applications of one email are one person already), by ids.
 */
export function mergeablePairs<T extends { id: number; email: string }>(
  members: readonly T[],
): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  const sorted = [...members].sort((a, b) => a.id - b.id);
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1))
      if (emailKey(a.email) !== emailKey(b.email)) pairs.push([a, b]);
  });
  return pairs;
}
