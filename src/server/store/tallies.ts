import { journeyTalliesWithDays, stageKey } from '@/domain/reports';
import type { Candidate, TimelineRow } from '@/domain/types';
import { writeAll } from './restore';
import {
  ALL_JOBS,
  type HiringData,
  type RestoreWriter,
  type Store,
  type TallyChange,
  type Tx,
} from './types';

/**
 * Keeping the reports' counts right, the same way in every store. A write transaction is watched:
 * before it first changes a candidate or their timeline, what that candidate added to the counts is
 * worked out; when the work is done, what they add now; the store is given the difference, in the
 * same transaction. A report then reads a few counts instead of every candidate.
 */

/** Raised whenever the rules in domain/reports.ts change what a candidate adds: stores then count again. */
export const TALLIES_VERSION = 4;
/** The setting that says which rules the stored counts follow. */
export const TALLIES_VERSION_KEY = 'reportTallies';
/** Candidates read at once when counting again. */
const BATCH = 5000;

/** What one candidate adds to the counts: keys under their job (and all jobs); null when there is no candidate. */
type Share = { jobId: number; keys: string[] } | null;

function shareOf(
  candidate: Candidate | undefined,
  entries: ReadonlyArray<Pick<TimelineRow, 'date' | 'stage' | 'reason'>>,
): Share {
  if (!candidate) return null;
  return {
    jobId: candidate.jobId,
    keys: [
      ...journeyTalliesWithDays({ stage: candidate.stage, source: candidate.source, entries }),
      stageKey(candidate.stage),
    ],
  };
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

/** A candidate a write transaction changes: what they added before it, and their rows as it leaves them. */
interface Watched {
  before: Share;
  candidate: Candidate | undefined;
  /** Their timeline, oldest first; entries added by the transaction at the end. */
  entries: Array<Pick<TimelineRow, 'date' | 'stage' | 'reason'>>;
}

/** By time, as PostgreSQL orders dates (the text of years past 9999 sorts otherwise). */
const compareDates = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** Oldest first; entries of one date keep their order, which is their ids' (ids only grow). */
const byDate = (entries: Watched['entries']) =>
  [...entries].sort((a, b) => compareDates(a.date, b.date));

/**
 * Watches a write transaction's repositories. Before a candidate is first changed, their rows are
 * read once; from then on the watcher keeps them as the transaction changes them, so `flush`
 * (called by the store when the work is done, before it commits) works out what they add now
 * without reading again, and stores the difference the work made to the counts.
 */
export function trackTallies<X extends Tx>(tx: X): { tx: X; flush: () => Promise<void> } {
  const watched = new Map<number, Watched>();
  // Candidates the work has read and not yet changed: a move reads its candidate first, and
  // remembering it then costs one read fewer. Writes hold the store's write lock, or a lock on
  // that candidate ('candidate' transactions), so this is what is stored.
  const read = new Map<number, Candidate | undefined>();
  // Reads under way, so two changes to one candidate at once wait for the same read.
  const loading = new Map<number, Promise<void>>();
  const load = async (ids: number[]) => {
    const unread = ids.filter((id) => !read.has(id));
    const [fetched, entries] = await Promise.all([
      unread.length > 0 ? tx.candidates.getMany(unread) : [],
      tx.timeline.listByCandidates(ids),
    ]);
    unread.forEach((id, i) => read.set(id, fetched[i]));
    const byCandidate = groupByCandidate(entries);
    for (const id of ids) {
      const candidate = read.get(id);
      const own = byCandidate.get(id) ?? [];
      watched.set(id, { before: shareOf(candidate, own), candidate, entries: own });
      loading.delete(id);
    }
  };
  const remember = async (ids: readonly number[]) => {
    const wanted = [...new Set(ids)];
    const fresh = wanted.filter((id) => !watched.has(id) && !loading.has(id));
    if (fresh.length > 0) {
      const reading = load(fresh);
      for (const id of fresh) loading.set(id, reading);
    }
    await Promise.all(wanted.map((id) => loading.get(id)));
  };
  const added = (candidates: readonly Candidate[]) => {
    // An id can come back in one transaction (the Dexie store gives the next id after the highest):
    // what the removed candidate added before is still to be taken away.
    for (const candidate of candidates)
      watched.set(candidate.id, {
        before: watched.get(candidate.id)?.before ?? null,
        candidate,
        entries: [],
      });
  };
  const watch = (id: number) => watched.get(id)!;
  const { candidates, timeline } = tx;

  // Everything is new after a restore: the counts are made again from the rows written, read
  // back in batches (a restore's rows are never all in memory at once).
  const replaceStart = async (): Promise<RestoreWriter> => {
    const writer = await tx.replaceStart();
    return {
      add: (part) => writer.add(part),
      finish: async () => {
        await writer.finish();
        watched.clear();
        read.clear();
        await countAgain(tx);
      },
    };
  };
  const repos: X = {
    ...tx,
    // Every method is listed, never spread: a write method added to the interface must be watched
    // here before it compiles.
    candidates: {
      getMany: (ids) => candidates.getMany(ids),
      page: (filter, slice, count) => candidates.page(filter, slice, count),
      list: (filter, order, slice, count) => candidates.list(filter, order, slice, count),
      matchingTexts: (ids, q) => candidates.matchingTexts(ids, q),
      stageCounts: (filter, upTo) => candidates.stageCounts(filter, upTo),
      findByJobAndEmail: (jobId, email) => candidates.findByJobAndEmail(jobId, email),
      count: () => candidates.count(),
      all: () => candidates.all(),
      listByEmail: (email) => candidates.listByEmail(email),
      withPhone: (digits) => candidates.withPhone(digits),
      idle: (cutoff, limit) => candidates.idle(cutoff, limit),
      countIdle: (cutoff) => candidates.countIdle(cutoff),
      get: async (id) => {
        const candidate = await tx.candidates.get(id);
        if (!watched.has(id)) read.set(id, candidate);
        return candidate;
      },
      lock: async (id) => {
        const candidate = await tx.candidates.lock(id);
        if (!watched.has(id)) read.set(id, candidate);
        return candidate;
      },
      insert: async (candidate) => {
        const made = await tx.candidates.insert(candidate);
        added([made]);
        return made;
      },
      insertMany: async (rows) => {
        const made = await tx.candidates.insertMany(rows);
        added(made);
        return made;
      },
      update: async (candidate) => {
        await remember([candidate.id]);
        await tx.candidates.update(candidate);
        // Only a stored candidate is changed by an update.
        if (watch(candidate.id).candidate) watch(candidate.id).candidate = candidate;
      },
      setStage: async (id, stage) => {
        await remember([id]);
        await tx.candidates.setStage(id, stage);
        const { candidate } = watch(id);
        if (candidate) watch(id).candidate = { ...candidate, stage };
      },
      // A merge: the kept candidate's journey takes in the timeline moved to them (read back in
      // the order a recount reads it), and the other adds nothing from now on.
      reassign: async (fromId, toId) => {
        await remember([fromId, toId]);
        await tx.candidates.reassign(fromId, toId);
        watched.set(fromId, { ...watch(fromId), entries: [] });
        if (watch(toId).candidate) watch(toId).entries = await tx.timeline.listByCandidate(toId);
      },
      remove: async (id) => {
        await remember([id]);
        const removed = await tx.candidates.remove(id);
        watched.set(id, { ...watch(id), candidate: undefined, entries: [] });
        return removed;
      },
    },
    timeline: {
      listByCandidate: (candidateId) => timeline.listByCandidate(candidateId),
      listByCandidates: (candidateIds) => timeline.listByCandidates(candidateIds),
      all: () => timeline.all(),
      insert: async (entry) => {
        await remember([entry.candidateId]);
        const made = await tx.timeline.insert(entry);
        watch(entry.candidateId).entries.push(made);
        return made;
      },
      insertMany: async (entries) => {
        await remember(entries.map((entry) => entry.candidateId));
        await tx.timeline.insertMany(entries);
        for (const entry of entries) watch(entry.candidateId).entries.push(entry);
      },
    },
    replaceStart,
    replaceAll: async (data) => writeAll(await replaceStart(), data),
  };

  const flush = async () => {
    const sum = new ChangeSum();
    for (const { before, candidate, entries } of watched.values()) {
      sum.addShare(before, -1);
      sum.addShare(shareOf(candidate, byDate(entries)), 1);
    }
    watched.clear();
    const changes = sum.changes();
    if (changes.length > 0) await tx.tallies.add(changes);
  };
  return { tx: repos, flush };
}

/** The counts of a whole data set, as a restore stores it. */
export function talliesOf(data: Pick<HiringData, 'candidates' | 'timeline'>): TallyChange[] {
  const byCandidate = groupByCandidate(
    [...data.timeline].sort(
      (a, b) => a.candidateId - b.candidateId || compareDates(a.date, b.date) || a.id - b.id,
    ),
  );
  const sum = new ChangeSum();
  for (const candidate of data.candidates)
    sum.addShare(shareOf(candidate, byCandidate.get(candidate.id) ?? []), 1);
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
  const current = async (tx: Tx) =>
    (await tx.settings.get(TALLIES_VERSION_KEY)) === TALLIES_VERSION;
  // Most starts find the counts current: a read says so without taking the write lock.
  if (await store.transaction('read', current)) return null;
  return store.transaction('write', async (tx) => {
    // Asked again under the lock: another instance may have counted meanwhile.
    if (await current(tx)) return null;
    const counted = await countAgain(tx);
    await tx.settings.set(TALLIES_VERSION_KEY, TALLIES_VERSION);
    return counted;
  });
}
