import {
  groupByCandidate,
  journeyEntryOf,
  type DomainEvent,
  type Journey,
  type JourneyEntry,
} from '@/domain/events';
import { journeyTalliesWithDays, stageKey, stageTallies } from '@/domain/reports';
import type { Candidate, Stage, TimelineRow } from '@/domain/types';
import {
  ALL_JOBS,
  type EventHandler,
  type HiringData,
  type Store,
  type TallyChange,
  type Tx,
} from './types';

/**
 * Keeping the reports' counts right, the same way in every store: a handler of the events each
 * write records (`reportTallies`) works out what the candidates it changed added to the counts
 * before and add now, and gives the store the difference, in the same transaction. A report then
 * reads a few counts instead of every candidate.
 */

/** Raised whenever the rules in domain/reports.ts change what a candidate adds: stores then count again. */
export const TALLIES_VERSION = 5;
/** The setting that says which rules the stored counts follow. */
export const TALLIES_VERSION_KEY = 'reportTallies';
/** Candidates read at once when counting again. */
const BATCH = 5000;

/**
 * What one candidate adds to the counts: keys under their job and all jobs, and `jobKeys` under
 * their job alone (its own stages'); null when there is no candidate.
 */
type Share = { jobId: number; keys: string[]; jobKeys: string[] } | null;

function shareOf(
  candidate: Candidate | undefined,
  entries: ReadonlyArray<Pick<TimelineRow, 'date' | 'stage' | 'stageId' | 'reason'>>,
): Share {
  if (!candidate) return null;
  const journey = {
    stage: candidate.stage,
    stageId: candidate.stageId,
    source: candidate.source,
    entries,
  };
  return {
    jobId: candidate.jobId,
    keys: [...journeyTalliesWithDays(journey), stageKey(candidate.stage)],
    jobKeys: stageTallies(journey),
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
    for (const key of share.jobKeys) this.add(share.jobId, key, sign);
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

/** By time, as PostgreSQL orders dates (the text of years past 9999 sorts otherwise). */
const compareDates = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** A candidate's journey as the counts read it (none: there was no such candidate). */
type State = { candidate: Candidate; entries: JourneyEntry[] } | null;

/**
 * What one recorded event did to a candidate's journey, to be undone from what the write left:
 * `born` (there was no candidate before), `gone` (they were this before), their row as it was,
 * their stage as it was, timeline entries it wrote. An event about no journey undoes nothing.
 */
type Undo =
  | { id: number; born: true }
  | { id: number; gone: Journey }
  | { id: number; row: Candidate }
  | { id: number; stage: Stage; stageId: string }
  | { id: number; wrote: readonly JourneyEntry[] };

/** Whether an edit changed what the counts read of a candidate (their stage, source or job). */
const countsChanged = (before: Candidate, after: Candidate) =>
  before.stage !== after.stage || before.source !== after.source || before.jobId !== after.jobId;

function undosOf(event: DomainEvent): Undo[] | 'all' {
  switch (event.type) {
    case 'candidate.created':
      return [{ id: event.candidate.id, born: true }];
    case 'application.received':
      return event.created
        ? [{ id: event.candidate.id, born: true }]
        : [{ id: event.candidate.id, wrote: [event.entry] }];
    case 'candidate.moved':
      return [
        { id: event.id, stage: event.from, stageId: event.fromStageId },
        { id: event.id, wrote: [event.entry] },
      ];
    case 'candidate.rejected':
      return [
        { id: event.id, stage: event.from, stageId: event.fromStageId },
        { id: event.id, wrote: [event.entry] },
      ];
    case 'candidate.edited':
      return countsChanged(event.before, event.after)
        ? [{ id: event.after.id, row: event.before }]
        : [];
    case 'candidate.emailed':
      return event.entry ? [{ id: event.id, wrote: [event.entry] }] : [];
    case 'interview.scheduled':
      return [{ id: event.interview.candidateId, wrote: [event.entry] }];
    case 'interview.changed':
    case 'interview.cancelled':
      return [{ id: event.after.candidateId, wrote: [event.entry] }];
    case 'candidate.erased':
      return [{ id: event.id, gone: event.journey }];
    // The kept one took the other's entries and wrote one; the other is gone.
    case 'candidate.merged':
      return [
        { id: event.after.id, row: event.before },
        { id: event.after.id, wrote: [...event.other.entries, event.entry] },
        { id: event.other.candidate.id, gone: event.other },
      ];
    case 'data.restored':
    case 'data.seeded':
      return 'all';
    default:
      return [];
  }
}

/** The same entry as the counts read it: its time, stage and reason. */
const sameEntry = (a: JourneyEntry, b: JourneyEntry) =>
  compareDates(a.date, b.date) === 0 &&
  a.stage === b.stage &&
  (a.reason ?? '') === (b.reason ?? '');

/** A journey with one undo undone (entries written are taken out, the latest alike first). */
function undo(state: State, step: Undo): State {
  if ('born' in step) return null;
  if ('gone' in step) return { candidate: step.gone.candidate, entries: [...step.gone.entries] };
  if (!state) return state;
  if ('row' in step) return { ...state, candidate: step.row };
  if ('stage' in step)
    return {
      ...state,
      candidate: {
        ...state.candidate,
        stage: step.stage,
        stageId: step.stageId,
      },
    };
  const entries = [...state.entries];
  for (const written of step.wrote) {
    const at = entries.findLastIndex((entry) => sameEntry(entry, written));
    if (at >= 0) entries.splice(at, 1);
  }
  return { ...state, entries };
}

const shareOfState = (state: State): Share =>
  state &&
  shareOf(
    state.candidate,
    [...state.entries].sort((a, b) => compareDates(a.date, b.date)),
  );

/**
 * The reports' counts as a handler of what a write records: for each candidate whose journey its
 * events changed, what they add to the counts now (their row and timeline, read once, in two
 * statements for them all) and what they added before (the same with each event undone, from the
 * last: the stage moved from, the row before an edit, the entries it wrote; an erased candidate's
 * journey is in their event). The store gets the difference, in the write's transaction. A restore
 * (or the sample data) counts everything again.
 */
export const reportTallies: EventHandler = {
  name: 'tallies',
  async handle(tx, events) {
    const undos: Undo[] = [];
    for (const event of events) {
      const found = undosOf(event);
      if (found === 'all') {
        await countAgain(tx);
        return;
      }
      undos.push(...found);
    }
    if (undos.length === 0) return;
    const ids = [...new Set(undos.map((step) => step.id))];
    const [rows, entries] = await Promise.all([
      tx.candidates.getMany(ids),
      tx.timeline.listByCandidates(ids),
    ]);
    const byCandidate = groupByCandidate(entries);
    const sum = new ChangeSum();
    ids.forEach((id, i) => {
      const candidate = rows[i];
      const now: State = candidate
        ? { candidate, entries: (byCandidate.get(id) ?? []).map(journeyEntryOf) }
        : null;
      let before = now;
      for (const step of undos.toReversed()) if (step.id === id) before = undo(before, step);
      sum.addShare(shareOfState(before), -1);
      sum.addShare(shareOfState(now), 1);
    });
    const changes = sum.changes();
    if (changes.length > 0) await tx.tallies.add(changes);
  },
};

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
