import { placeFields, placeOf } from '@/domain/pipelines';
import { LIMITS } from '@/domain/constants';
import { journeyEntryOf } from '@/domain/events';
import {
  duplicateGroups,
  duplicatesOf,
  normalizeName,
  phoneDigits,
  type DuplicateGroup,
  type DuplicateReason,
} from '@/domain/duplicates';
import { searchTerms } from '@/domain/search';
import { normalizeTags } from '@/domain/tags';
import type { Author, Candidate } from '@/domain/types';
import { badRequest } from '../errors';
import { visibleIds, type CandidateScope } from '../scope';
import type { Store, Tx } from '../store/types';
import { requireCandidate } from './candidates';
import { sha256Hex } from './tokens';

/**
 * Possible duplicates (domain/duplicates) and merging two candidates into one. Résumés are
 * compared by content: no store keeps a hash of a file, so only résumés of the same size are read,
 * and hashed (SHA-256) once the read transaction is over (IndexedDB would commit a transaction
 * that waits on anything but itself).
 */

/** The most same-named candidates the profile's check reads (a very common name stops there). */
const SAME_NAME_LIMIT = 500;

interface ResumeContent {
  candidateId: number;
  content: Blob;
}

/**
 * The résumés (files not answering a question) of these candidates whose size another one's
 * résumé shares: the only ones that can hold the same content.
 */
async function comparableResumes(tx: Tx, ids: readonly number[]): Promise<ResumeContent[]> {
  const metas = (await Promise.all(ids.map((id) => tx.files.listByCandidate(id))))
    .flat()
    .filter((file) => file.questionId === undefined);
  const ownersBySize = new Map<number, Set<number>>();
  for (const file of metas)
    ownersBySize.set(file.size, (ownersBySize.get(file.size) ?? new Set()).add(file.candidateId));
  const found: ResumeContent[] = [];
  for (const file of metas) {
    if (ownersBySize.get(file.size)!.size < 2) continue;
    const stored = await tx.files.get(file.id);
    if (stored) found.push({ candidateId: file.candidateId, content: stored.content });
  }
  return found;
}

/** Each candidate's résumés as keys of their content (size and SHA-256). */
async function resumeKeys(resumes: readonly ResumeContent[]): Promise<Map<number, string[]>> {
  const keys = new Map<number, string[]>();
  for (const { candidateId, content } of resumes) {
    const hex = await sha256Hex(await content.arrayBuffer());
    keys.set(candidateId, [...(keys.get(candidateId) ?? []), `${content.size}:${hex}`]);
  }
  return keys;
}

/** The candidates of a name shared under two or more emails: only their résumés are compared. */
function sharingAName(people: readonly Candidate[]): number[] {
  const emailsByName = new Map<string, Set<string>>();
  for (const p of people) {
    const name = normalizeName(p.name);
    emailsByName.set(name, (emailsByName.get(name) ?? new Set()).add(p.email.toLowerCase()));
  }
  return people.filter((p) => emailsByName.get(normalizeName(p.name))!.size > 1).map((p) => p.id);
}

const withResumes = (people: readonly Candidate[], keys: Map<number, string[]>) =>
  people.map((p) => ({ ...p, resumes: keys.get(p.id) ?? [] }));

/** GET /candidates/duplicates: every group of possible duplicates the caller may see. */
export async function listDuplicateGroups(
  store: Store,
  scope: CandidateScope,
): Promise<{ groups: DuplicateGroup[] }> {
  const { people, resumes } = await store.transaction('read', async (tx) => {
    const visible = await visibleIds(tx, scope);
    const all = (await tx.candidates.all()).filter((c) => !visible || visible.has(c.id));
    return { people: all, resumes: await comparableResumes(tx, sharingAName(all)) };
  });
  return { groups: duplicateGroups(withResumes(people, await resumeKeys(resumes))) };
}

/** GET /candidates/:id/duplicates: the candidate's possible duplicates, for their profile. */
export async function listDuplicatesOf(
  store: Store,
  id: number,
  scope: CandidateScope,
): Promise<{ duplicates: Array<{ candidate: Candidate; reason: DuplicateReason }> }> {
  const { people, resumes } = await store.transaction('read', async (tx) => {
    const self = await requireCandidate(tx, id);
    const digits = phoneDigits(self.phone);
    const name = normalizeName(self.name);
    // Found by the name's words (the search index), then held to the whole name.
    const named =
      searchTerms(self.name).length > 0
        ? (
            await tx.candidates.page(
              { search: self.name },
              { offset: 0, limit: SAME_NAME_LIMIT },
              'none',
            )
          ).candidates.filter((c) => normalizeName(c.name) === name)
        : [];
    const byId = new Map<number, Candidate>([[self.id, self]]);
    for (const c of [...(digits ? await tx.candidates.withPhone(digits) : []), ...named])
      byId.set(c.id, c);
    const visible = await visibleIds(tx, scope);
    const found = [...byId.values()].filter((c) => c.id === id || !visible || visible.has(c.id));
    const sameName = found.filter((c) => normalizeName(c.name) === name);
    return { people: found, resumes: await comparableResumes(tx, sharingAName(sameName)) };
  });
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    duplicates: duplicatesOf(id, withResumes(people, await resumeKeys(resumes))).map(
      ({ id: other, reason }) => ({ candidate: byId.get(other)!, reason }),
    ),
  };
}

/**
 * POST /candidates/:id/merge: keeps `keptId` and erases `otherId`, in one transaction. Everything
 * the other candidate owns (notes, timeline, answers, files, interviews, scorecards, status links,
 * emails, notifications) becomes the kept one's; their tags are joined, a phone or source the kept
 * one lacks is taken; the kept one's timeline records the merge. Answers the kept candidate.
 */
export async function mergeCandidates(
  store: Store,
  keptId: number,
  otherId: number,
  author?: Author,
): Promise<Candidate> {
  if (keptId === otherId) throw badRequest('A candidate cannot be merged with themselves.');
  return store.transaction('write', async (tx) => {
    const kept = await requireCandidate(tx, keptId);
    const other = await requireCandidate(tx, otherId);
    // The other's status links were given to whoever typed their email: they keep reaching what
    // that person sent, never the kept candidate's whole record.
    await tx.applicationLinks.narrowToSubmissions(other.id);
    // What the other was, for what counted them (the reports): their entries become the kept one's.
    const absorbed = (await tx.timeline.listByCandidate(other.id)).map(journeyEntryOf);
    await tx.candidates.reassign(other.id, kept.id);
    const merged: Candidate = {
      ...kept,
      tags: normalizeTags([...(kept.tags ?? []), ...(other.tags ?? [])]).slice(
        0,
        LIMITS.tagsPerCandidate,
      ),
      ...(kept.phone === undefined && other.phone !== undefined && { phone: other.phone }),
      ...(kept.source === undefined && other.source !== undefined && { source: other.source }),
    };
    await tx.candidates.update(merged);
    const date = new Date().toISOString();
    await tx.timeline.insert({
      candidateId: kept.id,
      date,
      ...placeFields(placeOf(kept)),
      notes: `Merged with ${other.name} (${other.email}): their notes, timeline, answers, files and interviews moved here.`,
      ...(author && { author }),
    });
    await tx.candidates.remove(other.id);
    // The ids only: the log keeps nothing of the person.
    await tx.audit.record('candidate.merged', {
      target: `candidate:${kept.id}`,
      detail: { mergedId: other.id },
    });
    tx.record({
      type: 'candidate.merged',
      before: kept,
      after: merged,
      entry: { date, stage: kept.stage },
      other: { candidate: other, entries: absorbed },
    });
    return merged;
  });
}
