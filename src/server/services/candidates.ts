import type {
  CandidatesListOutput,
  CandidatesQueryInput,
  CreateCandidateInput,
  StageCountsOutput,
  StageCountsQueryInput,
  UpdateCandidateInput,
} from '@/domain/schemas';
import {
  DUPLICATE_CANDIDATE_CODE,
  DUPLICATE_CANDIDATE_MESSAGE,
  SEARCH_COUNT_LIMIT,
  JOB_CLOSED_MESSAGE,
  MOVED_MEANWHILE_CODE,
  movedMeanwhileMessage,
} from '@/domain/constants';
import { mayChangeNote, type NoteChanger } from '@/domain/access';
import type { AuditDetail } from '@/domain/audit';
import { journeyEntryOf } from '@/domain/events';
import { stillToCome } from '@/domain/interviews';
import { stageKey } from '@/domain/reports';
import { findMatch, searchTerms } from '@/domain/search';
import { isListQuery } from '@/domain/schemas';
import {
  STAGES,
  type Author,
  type Candidate,
  type Note,
  type Stage,
  type TimelineEntry,
} from '@/domain/types';
import { badRequest, DomainError, notFound } from '../errors';
import { visibleIds, type CandidateScope } from '../scope';
import {
  ALL_JOBS,
  type CandidateFilter,
  type CandidateListFilter,
  type ListedCandidate,
  type Store,
  teamOf,
  type Tx,
} from '../store/types';
import { requireJob } from './jobs';
import { moveNote, placeIn, placeOfMove } from './stages';
import { isAt, placeFields, placeOf } from '@/domain/pipelines';
import type { Job } from '@/domain/types';
import { mentionEmails, type MailContext } from './messages';

/** Whether a search has anything to look for (a search of only punctuation filters nothing). */
const searching = (search: string | undefined) => !!search && searchTerms(search).length > 0;

/**
 * How many candidates each stage holds, as the stores keep it in every write (the reports'
 * tallies): by job, or for all jobs. Read, never counted.
 */
async function keptCounts(tx: Tx, jobId: number | undefined): Promise<Record<Stage, number>> {
  const tallies = await tx.tallies.readKeys(jobId ?? ALL_JOBS, STAGE_KEYS);
  return Object.fromEntries(
    STAGES.map((stage) => [stage, tallies.get(stageKey(stage)) ?? 0]),
  ) as Record<Stage, number>;
}

const STAGE_KEYS = STAGES.map(stageKey);

const sum = (counts: Record<Stage, number>) =>
  STAGES.reduce((total, stage) => total + counts[stage], 0);

/**
 * One page of candidates in id order, and the count of the whole match. `afterId` starts the page
 * after that id (a stable cursor for a column that is loaded while cards move); such a page is
 * answered without its total unless `withTotal=1` (and `withTotal=0` leaves out a first page's). Without a search the total is read from the
 * kept counts; a search's is counted up to SEARCH_COUNT_LIMIT (`capped` beyond).
 */
export async function listCandidates(
  store: Store,
  query: CandidatesQueryInput,
  scope?: CandidateScope,
): Promise<CandidatesListOutput> {
  if (isListQuery(query)) return listPeople(store, query, scope);
  const { stage, stageId, jobId, search, afterId } = query;
  requireJobOfStage(query);
  const withTotal = query.withTotal === undefined ? afterId === undefined : query.withTotal === '1';
  const slice = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  // An interviewer's page: one statement, the store narrowing it to the member's candidates.
  if (scope)
    return store.query((tx) =>
      tx.candidates.page(
        { stage, stageId, jobId, search, afterId, interviewerId: scope.interviewerId },
        slice,
        withTotal ? 'exact' : 'none',
      ),
    );
  // A page and its kept total are one statement each, sent at once, with no transaction around
  // them: a card moved between the two is in the next answer's total, as in the next stage counts.
  // A job's own stage is counted as its page is read (the kept counts are by category).
  if (stageId !== undefined && !searching(search))
    return store.query((tx) =>
      tx.candidates.page(
        { stage, stageId, jobId, search, afterId },
        slice,
        withTotal ? 'exact' : 'none',
      ),
    );
  if (!withTotal || !searching(search))
    return store.query(async (tx) => {
      const [{ candidates }, counts] = await Promise.all([
        tx.candidates.page({ stage, jobId, search, afterId }, slice, 'none'),
        withTotal ? keptCounts(tx, jobId) : undefined,
      ]);
      if (!counts) return { candidates };
      return { candidates, totalCount: stage ? counts[stage] : sum(counts) };
    });
  return store.transaction('read', async (tx) => {
    const { candidates, totalCount = 0 } = await tx.candidates.page(
      { stage, stageId, jobId, search, afterId },
      slice,
      {
        upTo: SEARCH_COUNT_LIMIT + 1,
      },
    );
    return totalCount > SEARCH_COUNT_LIMIT
      ? { candidates, totalCount: SEARCH_COUNT_LIMIT, capped: true as const }
      : { candidates, totalCount };
  });
}

/** A stage id is its job's own: asked without the job, it names nothing (400). */
function requireJobOfStage(query: { stageId?: string; jobId?: number }): void {
  if (query.stageId !== undefined && query.jobId === undefined)
    throw badRequest('stageId needs jobId: a stage id is its job’s own.');
}

/** The day after a YYYY-MM-DD day, at its start (UTC). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The list's filters as the store takes them: days become times, the search stays a search. */
export function listFilterOf(
  query: Partial<
    Pick<
      CandidatesQueryInput,
      | 'stage'
      | 'stageId'
      | 'jobId'
      | 'search'
      | 'source'
      | 'tag'
      | 'appliedFrom'
      | 'appliedTo'
      | 'q'
    >
  >,
  scope?: CandidateScope,
): CandidateListFilter {
  const { appliedFrom, appliedTo } = query;
  requireJobOfStage(query);
  if (appliedFrom !== undefined && appliedTo !== undefined && appliedFrom > appliedTo)
    throw badRequest('appliedFrom must be on or before appliedTo.');
  return {
    stage: query.stage,
    ...(query.stageId !== undefined && { stageId: query.stageId }),
    jobId: query.jobId,
    search: query.search,
    source: query.source,
    tag: query.tag,
    q: query.q,
    ...(appliedFrom !== undefined && { appliedFrom: `${appliedFrom}T00:00:00.000Z` }),
    ...(appliedTo !== undefined && { appliedBefore: dayAfter(appliedTo) }),
    ...(scope && { interviewerId: scope.interviewerId }),
  };
}

/**
 * The candidate list (GET /candidates with any of its parameters): every job's candidates, filtered
 * and sorted (newest application first unless asked), a page and the whole match's count. With a
 * text query, each candidate carries where it matched (`match`), found in their name, email,
 * notes or files' text.
 */
async function listPeople(
  store: Store,
  query: CandidatesQueryInput,
  scope: CandidateScope,
): Promise<CandidatesListOutput> {
  const filter = listFilterOf(query, scope);
  const sort = query.sort ?? 'appliedAt';
  const order = query.order ?? (sort === 'appliedAt' || sort === 'lastActivityAt' ? 'desc' : 'asc');
  const slice = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  // Job and stage alone are counted by the kept tallies; other filters up to SEARCH_COUNT_LIMIT.
  const kept =
    !scope &&
    [
      filter.stageId,
      filter.search,
      filter.source,
      filter.tag,
      filter.appliedFrom,
      filter.appliedBefore,
      filter.q,
    ].every((value) => value === undefined);
  return store.transaction('read', async (tx) => {
    const [found, counts] = await Promise.all([
      tx.candidates.list(
        filter,
        { sort, order },
        slice,
        kept ? 'none' : { upTo: SEARCH_COUNT_LIMIT + 1 },
      ),
      kept ? keptCounts(tx, filter.jobId) : undefined,
    ]);
    const { candidates } = found;
    const counted = counts
      ? filter.stage
        ? counts[filter.stage]
        : sum(counts)
      : (found.totalCount ?? 0);
    // The kept counts are exact at no cost; only a count the store made stops at the bound.
    const capped = !counts && counted > SEARCH_COUNT_LIMIT;
    const total = capped
      ? { totalCount: SEARCH_COUNT_LIMIT, capped: true as const }
      : { totalCount: counted };
    const q = query.q;
    if (q === undefined || candidates.length === 0) return { candidates, ...total };
    const texts = await tx.candidates.matchingTexts(
      candidates.map((c) => c.id),
      q,
    );
    return {
      candidates: candidates.map((candidate) => {
        const theirs = texts.filter((t) => t.candidateId === candidate.id);
        const match = findMatch(
          q,
          candidate,
          theirs.filter((t) => t.field === 'note').map((t) => t.text),
          theirs.filter((t) => t.field === 'resume').map((t) => t.text),
        );
        return match ? { ...candidate, match } : candidate;
      }),
      ...total,
    };
  });
}

/**
 * Every candidate a filter of the list matches, a batch at a time, in id order, in one snapshot
 * (the bulk action's and the CSV export's targets).
 */
export async function* listedPages(
  tx: Tx,
  filter: CandidateListFilter,
  size = 1000,
): AsyncGenerator<ListedCandidate[]> {
  for (let offset = 0; ; offset += size) {
    const { candidates } = await tx.candidates.list(
      filter,
      { sort: 'appliedAt', order: 'asc' },
      { offset, limit: size },
      'none',
    );
    if (candidates.length > 0) yield candidates;
    if (candidates.length < size) return;
  }
}

/**
 * How many candidates each stage holds under the job filter and search: the kept counts, or a
 * search's, each counted up to SEARCH_COUNT_LIMIT (`capped` when one reached it).
 */
export async function countByStage(
  store: Store,
  query: StageCountsQueryInput,
  scope?: CandidateScope,
): Promise<StageCountsOutput> {
  const { jobId } = query;
  if (jobId === undefined) return countByCategory(store, query, scope);
  // The job is read beside the counts, not after them: a job on the six stages waits no longer.
  const [byCategory, job] = await Promise.all([
    countByCategory(store, query, scope),
    store.query((tx) => tx.jobs.get(jobId)),
  ]);
  if (!job?.stages) return byCategory;
  // A job's own stages are counted by stage id (the kept counts are by category).
  const counted = await store.query((tx) =>
    tx.candidates.stageIdCounts(
      { jobId, search: query.search, interviewerId: scope?.interviewerId },
      searching(query.search) ? SEARCH_COUNT_LIMIT : undefined,
    ),
  );
  return {
    ...byCategory,
    stageIds: Object.fromEntries(job.stages.map(({ id }) => [id, counted[id] ?? 0])),
  };
}

async function countByCategory(
  store: Store,
  query: StageCountsQueryInput,
  scope?: CandidateScope,
): Promise<StageCountsOutput> {
  if (scope) {
    const counts = await store.query((tx) =>
      tx.candidates.stageCounts({ ...query, interviewerId: scope.interviewerId }),
    );
    return { counts, totalCount: sum(counts) };
  }
  if (!searching(query.search)) {
    // The kept counts are one read: no transaction around it.
    const counts = await store.query((tx) => keptCounts(tx, query.jobId));
    return { counts, totalCount: sum(counts) };
  }
  return store.transaction('read', async (tx) => {
    const counts = await tx.candidates.stageCounts(
      { jobId: query.jobId, search: query.search },
      SEARCH_COUNT_LIMIT + 1,
    );
    const capped = STAGES.some((stage) => counts[stage] > SEARCH_COUNT_LIMIT);
    for (const stage of STAGES) counts[stage] = Math.min(counts[stage], SEARCH_COUNT_LIMIT);
    return { counts, totalCount: sum(counts), ...(capped && { capped: true as const }) };
  });
}

/** The candidate, or a 404; with `lock`, locked until the transaction ends (to change them). */
export async function requireCandidate(tx: Tx, id: number, lock = false): Promise<Candidate> {
  const candidate = await (lock ? tx.candidates.lock(id) : tx.candidates.get(id));
  if (!candidate) throw notFound(`Candidate ${id} not found.`);
  return candidate;
}

export async function getCandidate(store: Store, id: number): Promise<Candidate> {
  return store.query((tx) => requireCandidate(tx, id));
}

/**
 * Adds a candidate by hand to a job, with a timeline entry naming the source. One email is one
 * candidate per job: an email already on the job is a 409 that carries that candidate's id.
 */
export async function createCandidate(
  store: Store,
  input: CreateCandidateInput,
  author?: Author,
): Promise<Candidate> {
  return store.transaction('write', async (tx) => {
    const { name, email, phone, jobId, stage, stageId, source } = input;
    const job = await requireOpenJob(tx, jobId);
    const place = placeIn(job, { stage, stageId });
    await requireEmailFree(tx, jobId, email);
    // A blank phone is none: a stored candidate never holds an empty one.
    const candidate = await tx.candidates.insert({
      name,
      email,
      ...place,
      jobId,
      source,
      ...(phone && { phone }),
    });
    await recordAdded(tx, [candidate], 'Added by hand', author);
    return candidate;
  });
}

/** A closed job takes no one new, by hand, by import or by application. */
export async function requireOpenJob(tx: Tx, jobId: number): Promise<Job> {
  const job = await requireJob(tx, jobId);
  if (job.status === 'archived')
    throw new DomainError('conflict', 'job_closed', JOB_CLOSED_MESSAGE);
  return job;
}

/**
 * What follows writing candidates added by hand or imported: each one's first timeline entry,
 * saying how they came (`how`) and their source, and the change recorded.
 */
export async function recordAdded(
  tx: Tx,
  added: readonly Candidate[],
  how: string,
  author?: Author,
): Promise<void> {
  const date = new Date().toISOString();
  const entries = added.map((candidate) => ({
    candidateId: candidate.id,
    date,
    ...placeFields(placeOf(candidate)),
    notes: `${how} (${candidate.source})`,
    ...(author && { author }),
  }));
  // One row as the single insert it always was; an import's many in one statement.
  if (entries.length === 1) await tx.timeline.insert(entries[0]!);
  else await tx.timeline.insertMany(entries);
  for (const candidate of added)
    tx.record({ type: 'candidate.created', candidate, entry: { date, stage: candidate.stage } });
}

/** One email per job: another candidate of the job with it is a 409 naming them. */
async function requireEmailFree(tx: Tx, jobId: number, email: string, self?: number) {
  const existing = await tx.candidates.findByJobAndEmail(jobId, email);
  if (existing && existing.id !== self)
    throw new DomainError('conflict', DUPLICATE_CANDIDATE_CODE, DUPLICATE_CANDIDATE_MESSAGE, {
      candidateId: existing.id,
    });
}

/**
 * Changes a candidate's stage, name, email, phone, source or tags. A real change of stage is a move,
 * recorded on the timeline; any other change is an edit. An empty phone removes it. Nothing that is
 * already so is written again. It locks only this candidate (changes to others run meanwhile),
 * but for a new email, which must stay unique on the job, as when adding.
 */
export async function updateCandidate(
  store: Store,
  id: number,
  changes: UpdateCandidateInput,
  author?: Author,
): Promise<Candidate> {
  return store.transaction(changes.email === undefined ? 'candidate' : 'write', async (tx) => {
    const candidate = await requireCandidate(tx, id, true);
    const from = placeOf(candidate);
    if (
      (changes.fromStage !== undefined && changes.fromStage !== candidate.stage) ||
      (changes.fromStageId !== undefined && changes.fromStageId !== from.stageId)
    ) {
      const last = (await tx.timeline.listByCandidate(id)).at(-1);
      const by = last?.stage === candidate.stage ? last.author : undefined;
      throw new DomainError(
        'conflict',
        MOVED_MEANWHILE_CODE,
        movedMeanwhileMessage(candidate.name, candidate.stage, by?.name),
        {
          ...placeFields(from),
          ...(by && { movedBy: by }),
        },
      );
    }
    const asked = changes.stage !== undefined || changes.stageId !== undefined;
    const job = asked ? await requireJob(tx, candidate.jobId) : undefined;
    const place = job
      ? placeOfMove(job, candidate, { stage: changes.stage, stageId: changes.stageId })
      : from;
    const { stage } = place;
    const {
      source = candidate.source,
      name = candidate.name,
      email = candidate.email,
      tags = candidate.tags ?? [],
    } = changes;
    if (email !== candidate.email) await requireEmailFree(tx, candidate.jobId, email, id);
    const { phone: oldPhone, withdrawnAt, stageId: _stageId, ...rest } = candidate;
    // '' removes the phone; the stored candidate then has none rather than an empty one.
    const phone = changes.phone === undefined ? oldPhone : changes.phone || undefined;
    const next: Candidate = {
      ...rest,
      name,
      email,
      ...placeFields(place),
      ...(source && { source }),
      ...(phone && { phone }),
      // A withdrawal holds only while Rejected.
      ...(withdrawnAt && stage === 'rejected' && { withdrawnAt }),
      tags,
    };
    const moved = !isAt(candidate, place);
    const edited =
      name !== candidate.name ||
      email !== candidate.email ||
      phone !== candidate.phone ||
      source !== candidate.source ||
      tags.join('\n') !== (candidate.tags ?? []).join('\n');
    if (!moved && !edited) return candidate;
    // A move alone leaves the rest of the row, and its search tokens, untouched.
    if (edited) await tx.candidates.update(next);
    else await tx.candidates.setStage(id, place);
    if (moved) {
      const date = new Date().toISOString();
      await tx.timeline.insert({
        candidateId: id,
        date,
        ...placeFields(place),
        notes: moveNote(job ?? {}, from.stageId, place.stageId),
        ...(author && { author }),
      });
      tx.record({
        type: 'candidate.moved',
        id,
        jobId: candidate.jobId,
        from: candidate.stage,
        to: stage,
        fromStageId: from.stageId,
        toStageId: place.stageId,
        entry: { date, ...placeFields(place) },
      });
    }
    if (edited) tx.record({ type: 'candidate.edited', before: candidate, after: next });
    return next;
  });
}

export async function getTimeline(store: Store, id: number): Promise<TimelineEntry[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, id);
    const rows = await tx.timeline.listByCandidate(id);
    return rows.map(({ date, stage, stageId, notes, author, reason }) => ({
      date,
      stage,
      ...(stageId && { stageId }),
      notes,
      ...(author && { author }),
      ...(reason && { reason }),
    }));
  });
}

export async function listNotes(store: Store, candidateId: number): Promise<Note[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, candidateId);
    return tx.notes.listByCandidate(candidateId);
  });
}

export async function addNote(
  store: Store,
  candidateId: number,
  text: string,
  author?: Author,
  mail?: MailContext,
): Promise<Note> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, candidateId);
    const note = await tx.notes.insert({
      candidateId,
      text,
      createdAt: new Date().toISOString(),
      ...(author && { author }),
    });
    // On a team server, each member mentioned hears of it by email (sent once this commits).
    const team = teamOf(tx);
    if (mail && team) await mentionEmails(team, mail, candidate, note);
    tx.record({ type: 'note.added', note });
    return note;
  });
}

export const NOTE_NOT_YOURS_MESSAGE =
  'Only its author can edit a note; its author or an admin can delete it.';

/**
 * A note of this candidate that `who` may change this way: 404 when there is none (a note of
 * someone else is not theirs to reach through them), 403 when it is not theirs to change.
 */
async function changeableNote(
  tx: Tx,
  candidateId: number,
  noteId: number,
  who: NoteChanger,
  change: 'edit' | 'delete',
): Promise<Note> {
  await requireCandidate(tx, candidateId);
  const note = await tx.notes.get(noteId);
  if (!note || note.candidateId !== candidateId) throw notFound(`Note ${noteId} not found.`);
  if (!mayChangeNote(who, note, change))
    throw new DomainError('forbidden', 'forbidden', NOTE_NOT_YOURS_MESSAGE);
  return note;
}

/** Changes a note's text, marked edited now; only its author may (403 for anyone else). */
export async function editNote(
  store: Store,
  candidateId: number,
  noteId: number,
  text: string,
  who: NoteChanger,
): Promise<Note> {
  return store.transaction('write', async (tx) => {
    const note = await changeableNote(tx, candidateId, noteId, who, 'edit');
    if (note.text === text) return note;
    const edited: Note = { ...note, text, editedAt: new Date().toISOString() };
    await tx.notes.update(edited);
    tx.record({ type: 'note.edited', before: note, after: edited });
    return edited;
  });
}

/** Deletes a note, for everyone; its author or an admin may (403 for anyone else). */
export async function deleteNote(
  store: Store,
  candidateId: number,
  noteId: number,
  who: NoteChanger,
): Promise<void> {
  await store.transaction('write', async (tx) => {
    const note = await changeableNote(tx, candidateId, noteId, who, 'delete');
    await tx.notes.remove(noteId);
    tx.record({ type: 'note.deleted', note });
  });
}

/**
 * Every candidate a filter matches, in id order, a page of `size` at a time (a cursor, so a long
 * match is read in bounded statements): for work over a whole match in one transaction.
 */
export async function* matchingPages(
  tx: Tx,
  filter: CandidateFilter,
  size = 1000,
): AsyncGenerator<Candidate[]> {
  for (let afterId = 0; ;) {
    const { candidates } = await tx.candidates.page(
      { ...filter, afterId },
      { offset: 0, limit: size },
      'none',
    );
    if (candidates.length > 0) yield candidates;
    if (candidates.length < size) return;
    afterId = candidates[candidates.length - 1]!.id;
  }
}

/**
 * GET /candidates/:id/applications: the person's other applications, the candidates with the same
 * email on other jobs (by id), as far as the caller may see them.
 */
export async function listApplications(
  store: Store,
  id: number,
  scope: CandidateScope,
): Promise<{ applications: Candidate[] }> {
  return store.transaction('read', async (tx) => {
    const { email } = await requireCandidate(tx, id);
    const visible = await visibleIds(tx, scope);
    const others = (await tx.candidates.listByEmail(email)).filter(
      (other) => other.id !== id && (!visible || visible.has(other.id)),
    );
    return { applications: others };
  });
}

/**
 * The one erasure: a candidate and every row of theirs (the list of tables says which), recorded
 * in the audit log by id only. The profile's Erase, an applicant's withdrawal and retention use it.
 */
export async function eraseIn(
  tx: Tx,
  candidate: Candidate,
  action: 'candidate.erased' | 'candidate.withdrawn' = 'candidate.erased',
  detail?: AuditDetail,
): Promise<void> {
  // What they were, for what counted them (the reports): their rows are gone after this.
  const entries = (await tx.timeline.listByCandidate(candidate.id)).map(journeyEntryOf);
  const now = Date.now();
  const upcoming = (await tx.interviews.listByCandidate(candidate.id)).filter((interview) =>
    stillToCome(interview, now),
  );
  await tx.candidates.remove(candidate.id);
  // The id only: the log keeps nothing of the person.
  await tx.audit.record(action, { target: `candidate:${candidate.id}`, ...(detail && { detail }) });
  tx.record({
    type: 'candidate.erased',
    id: candidate.id,
    jobId: candidate.jobId,
    journey: { candidate, entries },
    upcoming,
  });
}

/**
 * Forgets a candidate, in one transaction: this application only, or the person (every candidate
 * with their email, on every job). Answers how many candidates were erased.
 */
export async function eraseCandidate(
  store: Store,
  id: number,
  scope: 'application' | 'person' = 'application',
): Promise<{ erased: number }> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, id);
    const people =
      scope === 'person' ? await tx.candidates.listByEmail(candidate.email) : [candidate];
    for (const one of people)
      await eraseIn(tx, one, 'candidate.erased', scope === 'person' ? { scope } : undefined);
    return { erased: people.length };
  });
}
