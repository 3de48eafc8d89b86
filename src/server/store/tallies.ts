import { journeyTallies } from '@/domain/reports';
import type { Candidate, TimelineRow } from '@/domain/types';
import { ALL_JOBS, type HiringData, type Store, type TallyChange, type Tx } from './types';

/**
 * Keeping the reports' counts right, the same way in every store. A write transaction is watched:
 * before it first changes a candidate or their timeline, what that candidate added to the counts is
 * worked out; when the work is done, what they add now; the store is given the difference, in the
 * same transaction. A report then reads a few counts instead of every candidate.
 */

/** Raised whenever the rules in domain/reports.ts change what a candidate adds: stores then count again. */
export const TALLIES_VERSION = 1;
/** The setting that says which rules the stored counts follow. */
export const TALLIES_VERSION_KEY = 'reportTallies';
/** Candidates read at once when counting again. */
const BATCH = 5000;

/** What one candidate adds to the counts: keys under their job (and all jobs); null when there is no candidate. */
type Share = { jobId: number; keys: string[] } | null;

function shareOf(candidate: Candidate | undefined, entries: readonly TimelineRow[]): Share {
  if (!candidate) return null;
  return { jobId: candidate.jobId, keys: journeyTallies({ stage: candidate.stage, source: candidate.source, entries }) };
}

/** Sums changes by scope and key, dropping those that come to nothing: what TalliesRepo.add takes. */
class ChangeSum {
  private readonly sums = new Map<string, TallyChange>();
  addShare(share: Share, sign: 1 | -1): void {
    if (!share) return;
    for (const key of share.keys) {
      this.add(share.jobId, key, sign);
      this.add(ALL_JOBS, key, sign);
    }
  }
  private add(scope: number, key: string, n: number): void {
    const id = `${scope}\u0000${key}`;
    const sum = this.sums.get(id);
    if (sum) sum.n += n;
    else this.sums.set(id, { scope, key, n });
  }
  changes(): TallyChange[] {
    return [...this.sums.values()].filter((change) => change.n !== 0);
  }
}

function groupByCandidate(entries: readonly TimelineRow[]): Map<number, TimelineRow[]> {
  const groups = new Map<number, TimelineRow[]>();
  for (const entry of entries) {
    const group = groups.get(entry.candidateId);
    if (group) group.push(entry);
    else groups.set(entry.candidateId, [entry]);
  }
  return groups;
}

/** The shares of these candidates as stored now, by id (null for ids with no candidate). */
async function sharesNow(tx: Tx, ids: readonly number[]): Promise<Map<number, Share>> {
  const [candidates, entries] = await Promise.all([tx.candidates.getMany(ids), tx.timeline.listByCandidates(ids)]);
  const byCandidate = groupByCandidate(entries);
  return new Map(ids.map((id, i) => [id, shareOf(candidates[i], byCandidate.get(id) ?? [])]));
}

/**
 * Watches a write transaction's repositories. `flush` (called by the store when the work is done,
 * before it commits) stores the difference the work made to the counts.
 */
export function trackTallies<X extends Tx>(tx: X): { tx: X; flush: () => Promise<void> } {
  /** Each changed candidate's share before the transaction changed it. */
  const before = new Map<number, Share>();
  const remember = async (ids: readonly number[]) => {
    const unseen = [...new Set(ids)].filter((id) => !before.has(id));
    if (unseen.length === 0) return;
    for (const [id, share] of await sharesNow(tx, unseen)) before.set(id, share);
  };
  const added = (ids: readonly number[]) => {
    for (const id of ids) if (!before.has(id)) before.set(id, null);
  };

  const watched: X = {
    ...tx,
    candidates: {
      ...tx.candidates,
      insert: async (candidate) => {
        const made = await tx.candidates.insert(candidate);
        added([made.id]);
        return made;
      },
      insertMany: async (candidates) => {
        const made = await tx.candidates.insertMany(candidates);
        added(made.map((candidate) => candidate.id));
        return made;
      },
      update: async (candidate) => {
        await remember([candidate.id]);
        return tx.candidates.update(candidate);
      },
      remove: async (id) => {
        await remember([id]);
        return tx.candidates.remove(id);
      },
    },
    timeline: {
      ...tx.timeline,
      insert: async (entry) => {
        await remember([entry.candidateId]);
        return tx.timeline.insert(entry);
      },
      insertMany: async (entries) => {
        await remember(entries.map((entry) => entry.candidateId));
        return tx.timeline.insertMany(entries);
      },
    },
    replaceAll: async (data) => {
      await tx.replaceAll(data);
      // Everything is new: the counts are made again from the rows given.
      before.clear();
      await tx.tallies.clear();
      await tx.tallies.add(talliesOf(data));
    },
  };

  const flush = async () => {
    const ids = [...before.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const part = ids.slice(i, i + BATCH);
      const now = await sharesNow(tx, part);
      const sum = new ChangeSum();
      for (const id of part) {
        sum.addShare(before.get(id) ?? null, -1);
        sum.addShare(now.get(id) ?? null, 1);
      }
      await tx.tallies.add(sum.changes());
    }
    before.clear();
  };
  return { tx: watched, flush };
}

/** The counts of a whole data set, as a restore stores it. */
export function talliesOf(data: Pick<HiringData, 'candidates' | 'timeline'>): TallyChange[] {
  const byCandidate = groupByCandidate(
    [...data.timeline].sort((a, b) => a.candidateId - b.candidateId || a.date.localeCompare(b.date) || a.id - b.id),
  );
  const sum = new ChangeSum();
  for (const candidate of data.candidates) sum.addShare(shareOf(candidate, byCandidate.get(candidate.id) ?? []), 1);
  return sum.changes();
}

/** Counts every stored candidate again, batch by batch, replacing the counts held; answers how many. */
export async function countAgain(tx: Tx): Promise<number> {
  await tx.tallies.clear();
  let afterId = 0;
  let counted = 0;
  for (;;) {
    const { candidates } = await tx.candidates.page({ afterId }, { offset: 0, limit: BATCH });
    if (candidates.length === 0) return counted;
    const entries = await tx.timeline.listByCandidates(candidates.map((candidate) => candidate.id));
    await tx.tallies.add(talliesOf({ candidates, timeline: entries }));
    afterId = candidates.at(-1)!.id;
    counted += candidates.length;
  }
}

/**
 * Makes sure the stored counts follow the current rules: on the first start after the reports came
 * (or after their rules changed), counts every candidate again and answers how many; null when the
 * counts were up to date. Hosts call it when they start.
 */
export async function ensureTallies(store: Store): Promise<number | null> {
  return store.transaction('write', async (tx) => {
    if ((await tx.settings.get(TALLIES_VERSION_KEY)) === TALLIES_VERSION) return null;
    const counted = await countAgain(tx);
    await tx.settings.set(TALLIES_VERSION_KEY, TALLIES_VERSION);
    return counted;
  });
}
