import {
  completePlan,
  DEFAULT_PLAN,
  endsAt,
  interviewTimelineNote,
  LOCAL_INTERVIEWERS,
  type CancelCause,
  overlaps,
  PLAN_LIMITS,
  interviewMoveTarget,
  planOnStages,
  planProblems,
  planStageProblems,
  type Interview,
  type InterviewPlan,
  type PlanInterview,
} from '@/domain/interviews';
import type { z } from 'zod';
import type {
  CreateInterviewInput,
  InterviewOutput,
  InterviewsQueryInput,
  interviewPlanInputSchema,
  ListedInterview,
  UpdateInterviewInput,
} from '@/domain/schemas';
import type { JourneyEntry } from '@/domain/events';
import { placeFields, placeOf, stageIdOf, stagesOf, type Place } from '@/domain/pipelines';
import type { Author, Candidate, Job } from '@/domain/types';
import { badRequest, DomainError, notFound } from '../errors';
import { visibleIds, type CandidateScope } from '../scope';
import { teamOf, type Store, type Tx } from '../store/types';
import { requireCandidate } from './candidates';
import { requireJob } from './jobs';
import { moveNote, writeMoves } from './stages';
import { interviewEmails } from './interview-emails';
import { notifyMember, type MailContext } from './messages';
import type { People } from './invite-calendar';
import { organizationOf } from './settings';
import { readerZone, timeInZone } from '@/domain/time-zones';

/**
 * The interviews of a job's plan: the ones its recruiters saved, or the default plan's. Given the
 * job, each on the job's stages as they now are (a stage it named and the job no longer has in
 * its category is left out: the interview is in its category's first stage).
 */
export async function planOf(
  tx: Tx,
  jobId: number,
  job?: Pick<Job, 'stages'>,
): Promise<InterviewPlan['interviews']> {
  const interviews = (await tx.interviewPlans.get(jobId))?.interviews ?? DEFAULT_PLAN.interviews;
  return job ? planOnStages(interviews, stagesOf(job)) : interviews;
}

/** A job's interview plan: the one its recruiters saved, or the default plan. */
export async function getInterviewPlan(store: Store, jobId: number): Promise<InterviewPlan> {
  return store.transaction('read', async (tx) => {
    const job = await requireJob(tx, jobId);
    return { interviews: await planOf(tx, jobId, job) };
  });
}

/**
 * Replaces a job's plan with one checked as a whole (shape by zod, rules by domain: the first
 * problem is a 400; a `stageId` must be a stage of the job in the interview's category), new
 * interviews and attributes given ids. Answers the plan as the job reads it.
 */
export async function saveInterviewPlan(
  store: Store,
  jobId: number,
  input: z.output<typeof interviewPlanInputSchema>,
): Promise<InterviewPlan> {
  const problem = planProblems(input)[0];
  if (problem) throw badRequest(problem);
  const plan = completePlan(input);
  return store.transaction('write', async (tx) => {
    const job = await requireJob(tx, jobId);
    const stages = stagesOf(job);
    const wrong = planStageProblems(input, stages)[0];
    if (wrong) throw badRequest(wrong);
    // Kept as the job reads it: a stage id that says no more than its absence is left out.
    const interviews = planOnStages(plan.interviews, stages);
    await tx.interviewPlans.put({ jobId, interviews });
    tx.record({ type: 'interview-plan.saved', jobId });
    return { interviews };
  });
}

/** How an interview is answered: the fields it may leave out as null. */
export function interviewOutput(interview: Interview): InterviewOutput {
  const { createdAt: _at, author: _by, location, videoUrl, instructions, ...rest } = interview;
  return {
    ...rest,
    location: location ?? null,
    videoUrl: videoUrl ?? null,
    instructions: instructions ?? null,
  };
}

/**
 * Who may interview: on a team server (`team`) its active members, in browser mode the
 * directory's people.
 */
export async function interviewersOf(tx: Tx, team: boolean): Promise<People> {
  const accounts = team ? tx.accounts : undefined;
  if (accounts) {
    const members = await accounts.listActiveUsers();
    return new Map(
      members.map((m) => [m.id, { name: m.name, email: m.email, timeZone: m.timeZone }]),
    );
  }
  return new Map(LOCAL_INTERVIEWERS.map((p) => [p.id, { name: p.name }]));
}

export async function requireInterviewers(
  tx: Tx,
  ids: readonly number[],
  team: boolean,
): Promise<void> {
  const known = await interviewersOf(tx, team);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw badRequest(`Interviewer ${unknown} is not a member of the team who can interview.`);
}

/** An interviewer's other interview at that time (409): a candidate's booking reads it as the slot taken. */
export class DoubleBooked extends DomainError {
  constructor(message: string) {
    super('conflict', 'conflict', message);
    this.name = 'DoubleBooked';
  }
}

/**
 * Refuses (409) a time when one of the interviewers has another scheduled interview that overlaps
 * it: nobody is booked twice. Checked in the write's transaction (IndexedDB's are one at a time);
 * PostgreSQL's bookings refuse it too when two writes cross (migration 39).
 */
async function refuseDoubleBooking(
  tx: Tx,
  interview: Pick<Interview, 'id' | 'startsAt' | 'durationMinutes' | 'interviewerIds'>,
  team: boolean,
): Promise<void> {
  // The longest interview is 8 hours: one that overlaps began at most that long before.
  const from = new Date(Date.parse(interview.startsAt) - PLAN_LIMITS.maxMinutes * 60_000);
  const around = await tx.interviews.listStarting(
    from.toISOString(),
    new Date(endsAt(interview)).toISOString(),
  );
  const clash = overlaps(interview, around)[0];
  if (!clash) return;
  const name = (await interviewersOf(tx, team)).get(clash.interviewerId)?.name;
  throw new DoubleBooked(
    `${name ?? `Interviewer ${clash.interviewerId}`} already has an interview at that time. Pick another time.`,
  );
}

/** Says on the candidate's timeline, at their current stage, what became of an interview. */
async function noteOnTimeline(
  tx: Tx,
  candidate: Candidate,
  name: string,
  change: Parameters<typeof interviewTimelineNote>[1],
  author: Author | undefined,
  because?: CancelCause,
): Promise<JourneyEntry> {
  const entry = { date: new Date().toISOString(), ...placeFields(placeOf(candidate)) };
  await tx.timeline.insert({
    candidateId: candidate.id,
    ...entry,
    notes: interviewTimelineNote(name, change, because),
    ...(author && { author }),
  });
  return entry;
}

export interface ScheduledInterview {
  interview: InterviewOutput;
  /** Interviewers who already have another interview then: a warning, not a refusal. */
  overlaps: Array<{ interviewerId: number; interviewId: number }>;
  /** Where scheduling moved the candidate (`moveCandidate`), only when they moved. */
  movedTo?: Place;
}

/**
 * Moves a candidate into the stage of the plan's interview just scheduled for them, as a move
 * asked on its own would (a timeline entry and `candidate.moved`): only forward, from an earlier
 * stage of the job and out of neither Hired nor Rejected, and only when the job has a stage for
 * the interview. Answers where they went, or nothing when they stay.
 */
async function moveForInterview(
  tx: Tx,
  candidate: Candidate,
  planned: PlanInterview,
  author: Author | undefined,
): Promise<Place | undefined> {
  if (candidate.stage === 'hired' || candidate.stage === 'rejected') return undefined;
  const job = await requireJob(tx, candidate.jobId);
  const to = interviewMoveTarget(candidate, planned, stagesOf(job));
  if (!to) return undefined;
  const place = { stage: to.category, stageId: to.id };
  await writeMoves(tx, [{ candidate, place, notes: moveNote(job, stageIdOf(candidate), to.id) }], {
    date: new Date().toISOString(),
    author,
  });
  return place;
}

/**
 * Schedules one of the job's planned interviews for a candidate, with its interviewers (who must
 * be able to interview), and says so on the candidate's timeline, in one transaction.
 */
export async function scheduleInterview(
  store: Store,
  candidateId: number,
  input: CreateInterviewInput,
  who: { author?: Author; team: boolean; mail?: MailContext },
): Promise<ScheduledInterview> {
  if (input.inviteCandidate && !who.mail)
    throw badRequest(
      'inviteCandidate: only a team server with email sends the candidate an invitation.',
    );
  return store.transaction('write', (tx) => scheduleIn(tx, candidateId, input, who));
}

/** Schedules an interview in the caller's transaction (a candidate's booking is one). */
export async function scheduleIn(
  tx: Tx,
  candidateId: number,
  input: CreateInterviewInput,
  who: { author?: Author; team: boolean; mail?: MailContext },
): Promise<ScheduledInterview> {
  const { author, team } = who;
  const candidate = await requireCandidate(tx, candidateId, true);
  const planned = (await planOf(tx, candidate.jobId)).find(
    (item) => item.id === input.planInterviewId,
  );
  if (!planned)
    throw badRequest(`The job's interview plan has no interview “${input.planInterviewId}”.`);
  await requireInterviewers(tx, input.interviewerIds, team);
  const now = new Date().toISOString();
  // A new interview (no id yet) against every scheduled one.
  await refuseDoubleBooking(tx, { ...input, id: 0 }, team);
  const interview = await tx.interviews.insert({
    candidateId,
    jobId: candidate.jobId,
    planInterviewId: planned.id,
    name: planned.name,
    startsAt: input.startsAt,
    durationMinutes: input.durationMinutes,
    interviewerIds: input.interviewerIds,
    ...(input.location && { location: input.location }),
    ...(input.videoUrl && { videoUrl: input.videoUrl }),
    ...(input.instructions && { instructions: input.instructions }),
    ...(input.inviteCandidate && { inviteCandidate: true as const }),
    status: 'scheduled',
    sequence: 0,
    createdAt: now,
    ...(author && { author }),
  });
  const entry = await noteOnTimeline(tx, candidate, planned.name, 'scheduled', author);
  // Then, when asked, into the interview's stage: the timeline says it was scheduled, then moved.
  const movedTo = input.moveCandidate
    ? await moveForInterview(tx, candidate, planned, author)
    : undefined;
  // At its end, the interviewers who have not written their scorecard are reminded (a
  // handler of the event, team/services/scorecards-due.ts).
  tx.record({ type: 'interview.scheduled', interview, entry });
  const teamTx = team ? teamOf(tx) : undefined;
  if (teamTx) await emailsOf(tx, who.mail, interview, candidate);
  // On a team server each interviewer (but whoever scheduled it) finds it on their bell.
  if (teamTx) {
    const people = await interviewersOf(tx, true);
    const { timeZone: teamZone } = await organizationOf(tx);
    for (const id of interview.interviewerIds)
      if (id !== author?.id)
        await notifyMember(
          teamTx,
          { id },
          {
            kind: 'interview',
            title: `You interview ${candidate.name}: ${interview.name}, ${timeInZone(interview.startsAt, readerZone(people.get(id)?.timeZone, teamZone))}`,
            link: `/candidates/${candidateId}`,
            candidateId,
          },
          interview.createdAt,
        );
  }
  return { interview: interviewOutput(interview), overlaps: [], ...(movedTo && { movedTo }) };
}

/** The interview, or a 404 (an interview goes with its candidate: it names one that exists). */
export async function requireInterview(tx: Tx, id: number): Promise<Interview> {
  const interview = await tx.interviews.get(id);
  if (!interview) throw notFound(`Interview ${id} not found.`);
  return interview;
}

export const INTERVIEW_CANCELLED_MESSAGE = 'This interview was cancelled: schedule a new one.';

/** Changes an interview's time, interviewers, place or instructions, or cancels it. */
export async function changeInterview(
  store: Store,
  id: number,
  changes: UpdateInterviewInput,
  who: { author?: Author; team: boolean; mail?: MailContext },
): Promise<ScheduledInterview> {
  return store.transaction('write', async (tx) => {
    const found = await requireInterview(tx, id);
    const candidate = await requireCandidate(tx, found.candidateId, true);
    return changeIn(tx, found, candidate, changes, who);
  });
}

/** Changes or cancels an interview in the caller's transaction (a candidate's new time is one). */
export async function changeIn(
  tx: Tx,
  found: Interview,
  candidate: Candidate,
  changes: UpdateInterviewInput,
  who: { author?: Author; team: boolean; mail?: MailContext },
): Promise<ScheduledInterview> {
  const { author, team } = who;
  if (found.status === 'cancelled')
    throw new DomainError('conflict', 'conflict', INTERVIEW_CANCELLED_MESSAGE);
  const mail = team ? who.mail : undefined;
  if ('status' in changes)
    return {
      interview: interviewOutput(await cancelIn(tx, found, candidate, { author, mail })),
      overlaps: [],
    };
  if (changes.interviewerIds) await requireInterviewers(tx, changes.interviewerIds, team);
  const { location, videoUrl, instructions, ...rest } = { ...found, ...changes };
  // A blank or null text is cleared: the interview then leaves it out.
  const text = { location, videoUrl, instructions };
  const next = { ...rest, sequence: found.sequence + 1 } as Interview;
  for (const [key, value] of Object.entries(text))
    if (value?.trim()) next[key as keyof typeof text] = value.trim();
  const rescheduled =
    next.startsAt !== found.startsAt || next.durationMinutes !== found.durationMinutes;
  await refuseDoubleBooking(tx, next, team);
  await tx.interviews.update(next);
  const change = rescheduled ? 'rescheduled' : 'changed';
  const entry = await noteOnTimeline(tx, candidate, found.name, change, author);
  await emailsOf(tx, mail, next, candidate, found);
  // A change sets a new reminder (team/services/scorecards-due.ts); the old one finds the
  // SEQUENCE moved on.
  tx.record({ type: 'interview.changed', before: found, after: next, rescheduled, entry });
  return { interview: interviewOutput(next), overlaps: [] };
}

/** On a team server with email, an interview's invitation, update or cancellation (interview-emails.ts). */
async function emailsOf(
  tx: Tx,
  mail: MailContext | undefined,
  interview: Interview,
  candidate: Candidate,
  before?: Interview,
  because?: CancelCause,
): Promise<void> {
  const teamTx = teamOf(tx);
  if (mail && teamTx)
    await interviewEmails(teamTx, mail, interview, candidate, await interviewersOf(tx, true), {
      before,
      because,
    });
}

/**
 * Cancels an interview in the caller's transaction: its SEQUENCE moves on, the candidate's
 * timeline says so (and why, when it followed another change: `because`), the interviewers (and
 * the candidate if invited) get the cancellation when `mail` is given on a team server, and
 * `interview.cancelled` is recorded (the live events; the reminder finds it cancelled).
 */
export async function cancelIn(
  tx: Tx,
  found: Interview,
  candidate: Candidate,
  who: { author?: Author; mail?: MailContext; because?: CancelCause },
): Promise<Interview> {
  const next: Interview = { ...found, status: 'cancelled', sequence: found.sequence + 1 };
  await tx.interviews.update(next);
  const entry = await noteOnTimeline(
    tx,
    candidate,
    found.name,
    'cancelled',
    who.author,
    who.because,
  );
  await emailsOf(tx, who.mail, next, candidate, found, who.because);
  tx.record({ type: 'interview.cancelled', before: found, after: next, entry });
  return next;
}

/** A candidate's interviews, by start. */
export async function listCandidateInterviews(
  store: Store,
  candidateId: number,
): Promise<{ interviews: InterviewOutput[] }> {
  return store.query(async (tx) => {
    await requireCandidate(tx, candidateId);
    return { interviews: (await tx.interviews.listByCandidate(candidateId)).map(interviewOutput) };
  });
}

/** How far back scorecards are looked for as due: a quarter. */
export const DUE_DAYS = 90;

/**
 * The interviews starting in a window (by default the 31 days from a day ago), of a job or of one
 * member (`mine`), each with its candidate's name. With `due`, the interviews already over whose
 * scorecards are missing (the caller's own, or in browser mode anyone's), from the last 90 days.
 */
export async function listInterviews(
  store: Store,
  query: InterviewsQueryInput,
  memberId?: number,
  now = Date.now(),
  scope?: CandidateScope,
): Promise<{ interviews: ListedInterview[] }> {
  const day = 24 * 3_600_000;
  const from = query.from ?? new Date(now - (query.due ? DUE_DAYS : 1) * day).toISOString();
  const to =
    query.to ??
    (query.due ? new Date(now).toISOString() : new Date(Date.parse(from) + 31 * day).toISOString());
  return store.query(async (tx) => {
    if (query.jobId !== undefined) await requireJob(tx, query.jobId);
    const mine = query.mine || query.due ? memberId : undefined;
    let found = (await tx.interviews.listStarting(from, to, mine)).filter(
      (i) => query.jobId === undefined || i.jobId === query.jobId,
    );
    // An interviewer's own scheduled interviews are of their candidates by definition: the others
    // are checked.
    if (scope && found.some((i) => i.status !== 'scheduled' || mine !== scope.interviewerId)) {
      const visible = (await visibleIds(tx, scope))!;
      found = found.filter((i) => visible.has(i.candidateId));
    }
    if (query.due) found = await dueOnly(tx, found, memberId, now);
    const people = await tx.candidates.getMany([...new Set(found.map((i) => i.candidateId))]);
    const names = new Map(people.flatMap((c) => (c ? [[c.id, c.name] as const] : [])));
    return {
      interviews: found.map((i) => ({
        ...interviewOutput(i),
        candidateName: names.get(i.candidateId) ?? '',
      })),
    };
  });
}

/** The interviews over, not cancelled, with a scorecard missing (the member's, or anyone's). */
async function dueOnly(
  tx: Tx,
  interviews: Interview[],
  memberId: number | undefined,
  now: number,
): Promise<Interview[]> {
  const over = interviews.filter((i) => i.status === 'scheduled' && endsAt(i) <= now);
  const due: Interview[] = [];
  for (const interview of over) {
    const submitted = new Set(
      (await tx.scorecards.listByInterview(interview.id))
        .filter((card) => card.submittedAt)
        .map((card) => card.interviewerId),
    );
    const owing = memberId === undefined ? interview.interviewerIds : [memberId];
    if (owing.some((id) => !submitted.has(id))) due.push(interview);
  }
  return due;
}
