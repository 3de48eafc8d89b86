import { firstName } from '@/domain/email-templates';
import { endsAt } from '@/domain/interviews';
import { SCHEDULING_LINK_MASK } from '@/domain/outbox';
import {
  CHANGE_CLOSED,
  SCHEDULING_LINK_GONE,
  schedulingPath,
  SLOT_TAKEN,
} from '@/domain/scheduling-links';
import type {
  CreateSchedulingLinkInput,
  SchedulingLink,
  SchedulingLinkOutput,
  SchedulingLinkPage,
  SlotsAnswer,
} from '@/domain/schemas';
import { placeFields, placeOf } from '@/domain/pipelines';
import type { Author, Candidate } from '@/domain/types';
import { badRequest, conflict, notFound } from '../errors';
import { StorageError, teamOf, type Store, type Tx } from '../store/types';
import { requireCandidate } from './candidates';
import {
  changeIn,
  DoubleBooked,
  planOf,
  requireInterview,
  requireInterviewers,
  scheduleIn,
} from './interviews';
import { oneLine, type MailContext } from './messages';
import { slotsIn } from './scheduling';
import { organizationOf } from './settings';
import { newToken, sha256Hex } from './tokens';

/**
 * Self-scheduling links: the candidate picks one of the panel's free slots (scheduling.ts) on a
 * private page, which books the interview as scheduling it would (its invitations, a move to its
 * stage if asked) and ends the link; from the confirmation they may move or cancel it once, up to
 * the link's notice. Only the hash of the token is kept. A team server emails the link (made as
 * the message leaves, like an offer's); browser mode answers it once, for the recruiter to open or
 * copy.
 */

const HOUR = 3_600_000;

/** Whoever makes a link: the member (team mode), and whether the server sends email. */
export interface LinkMaker {
  author?: Author;
  team: boolean;
  mail?: MailContext;
}

const outputOf = (
  { tokenHash: _hash, windowFrom, windowTo, ...link }: SchedulingLink,
  token?: string,
): SchedulingLinkOutput => ({
  ...link,
  window: { from: windowFrom, to: windowTo },
  ...(token && { link: schedulingPath(token) }),
});

async function noteOnTimeline(tx: Tx, candidate: Candidate, notes: string, author?: Author) {
  await tx.timeline.insert({
    candidateId: candidate.id,
    date: new Date().toISOString(),
    ...placeFields(placeOf(candidate)),
    notes,
    ...(author && { author }),
  });
}

/**
 * POST /candidates/:id/scheduling-links: a link for one of the job's planned interviews. A newer
 * link for the same interview ends the open one before it (the candidate picks from one page).
 */
export async function createSchedulingLink(
  store: Store,
  candidateId: number,
  input: CreateSchedulingLinkInput,
  who: LinkMaker,
  now = Date.now(),
): Promise<SchedulingLinkOutput> {
  const ids = (input.anyOf ?? input.interviewerIds)!;
  if (Date.parse(input.window.to) <= now)
    throw badRequest('window: the window has already passed; pick days to come.');
  // Browser mode shows the link once; a team server's is made as its email leaves.
  const token = who.team ? undefined : newToken();
  const tokenHash = token ? await sha256Hex(token) : undefined;
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, candidateId, true);
    if (candidate.stage === 'hired' || candidate.stage === 'rejected')
      throw conflict(`${candidate.name} is ${candidate.stage}: no interview is booked for them.`);
    const planned = (await planOf(tx, candidate.jobId)).find(
      (item) => item.id === input.planInterviewId,
    );
    if (!planned)
      throw badRequest(`The job's interview plan has no interview “${input.planInterviewId}”.`);
    await requireInterviewers(tx, ids, who.team);
    const at = new Date(now).toISOString();
    for (const older of await tx.schedulingLinks.listByCandidate(candidateId))
      if (older.status === 'open' && older.planInterviewId === planned.id)
        await tx.schedulingLinks.update({
          ...older,
          status: 'ended',
          tokenHash: undefined,
          updatedAt: at,
        });
    const link = await tx.schedulingLinks.insert({
      candidateId,
      jobId: candidate.jobId,
      planInterviewId: planned.id,
      name: planned.name,
      durationMinutes: input.duration,
      interviewerIds: ids,
      pool: input.anyOf !== undefined,
      windowFrom: new Date(Date.parse(input.window.from)).toISOString(),
      windowTo: new Date(Date.parse(input.window.to)).toISOString(),
      minNoticeHours: input.minNoticeHours ?? 0,
      ...(input.moveCandidate && { moveCandidate: true as const }),
      status: 'open',
      ...(tokenHash && { tokenHash }),
      createdAt: at,
      updatedAt: at,
      ...(who.author && { author: who.author }),
    });
    const team = who.team ? teamOf(tx) : undefined;
    const emailed = Boolean(team && who.mail);
    await noteOnTimeline(
      tx,
      candidate,
      emailed
        ? `Scheduling link for ${planned.name} sent to ${candidate.email}`
        : `Scheduling link for ${planned.name} made`,
      who.author,
    );
    if (team && who.mail) {
      const { name: organization } = await organizationOf(tx);
      const job = await tx.jobs.get(candidate.jobId);
      // The link is made as the message leaves (team/mail/delivery.ts): the kept copy holds its mask.
      await team.outbox.add(
        {
          kind: 'scheduling-link',
          to: candidate.email,
          subject: oneLine(`Pick a time for your ${planned.name}: ${job?.title ?? organization}`),
          text: [
            `Hello ${firstName(candidate.name)},`,
            `${organization} would like to meet you for a ${input.duration}-minute ${planned.name}${job ? ` (${job.title})` : ''}. Pick the time that suits you here (the link is yours alone):`,
            SCHEDULING_LINK_MASK,
          ].join('\n\n'),
          candidateId,
          statusLink: { schedulingLinkId: link.id },
        },
        at,
      );
    }
    return outputOf(link, token);
  });
}

/** GET /candidates/:id/scheduling-links: newest first. */
export const listSchedulingLinks = (
  store: Store,
  candidateId: number,
): Promise<{ links: SchedulingLinkOutput[] }> =>
  store.query(async (tx) => {
    await requireCandidate(tx, candidateId);
    const links = await tx.schedulingLinks.listByCandidate(candidateId);
    return { links: links.reverse().map((link) => outputOf(link)) };
  });

/**
 * The candidate's link to an open scheduling link, made as its email leaves (each try its own: a
 * link of a try that failed was never seen): only its hash is kept. None once it was used or ended.
 */
export async function linkForScheduling(
  store: Store,
  id: number,
  at: string,
): Promise<string | undefined> {
  const token = newToken();
  const tokenHash = await sha256Hex(token);
  return store.transaction('write', async (tx) => {
    const link = await tx.schedulingLinks.get(id);
    if (link?.status !== 'open' || Date.parse(link.windowTo) <= Date.parse(at)) return undefined;
    await tx.schedulingLinks.update({ ...link, tokenHash });
    return token;
  });
}

/**
 * The link of a token, while it opens: an open one until its window ends; a booked or cancelled
 * one until then or until its interview ends, whichever is later (the confirmation stays).
 */
async function openLink(tx: Tx, hash: string, now: number): Promise<SchedulingLink> {
  const link = await tx.schedulingLinks.findByHash(hash);
  if (!link || link.status === 'ended') throw notFound(SCHEDULING_LINK_GONE);
  const interview = link.interviewId ? await tx.interviews.get(link.interviewId) : undefined;
  const until = Math.max(Date.parse(link.windowTo), interview ? endsAt(interview) : 0);
  if (until <= now) throw notFound(SCHEDULING_LINK_GONE);
  return link;
}

/** The link's slots from now on (the booked interview's own time free when moving it). */
const linkSlots = (
  tx: Tx,
  link: SchedulingLink,
  team: boolean,
  now: number,
): Promise<SlotsAnswer> => {
  const from = Math.max(Date.parse(link.windowFrom), now);
  const to = Date.parse(link.windowTo);
  if (from >= to) return Promise.resolve({ slots: [], more: false });
  return slotsIn(
    tx,
    {
      ids: link.interviewerIds,
      pool: link.pool,
      from,
      to,
      duration: link.durationMinutes,
      minNoticeHours: link.minNoticeHours,
      ...(link.interviewId && { except: link.interviewId }),
    },
    team,
    now,
  );
};

/** Until when a booked interview may be moved or cancelled here, if it still may. */
function changeUntil(link: SchedulingLink, startsAt: string | undefined, now: number) {
  if (link.status !== 'booked' || link.changed || !startsAt) return undefined;
  const until = Date.parse(startsAt) - link.minNoticeHours * HOUR;
  return until > now ? new Date(until).toISOString() : undefined;
}

async function pageOf(
  tx: Tx,
  link: SchedulingLink,
  team: boolean,
  now: number,
): Promise<SchedulingLinkPage> {
  const candidate = await requireCandidate(tx, link.candidateId);
  const job = await tx.jobs.get(link.jobId);
  const interview =
    link.status === 'booked' && link.interviewId
      ? await tx.interviews.get(link.interviewId)
      : undefined;
  const until = changeUntil(link, interview?.startsAt, now);
  const offered = link.status === 'open' || until !== undefined;
  const { slots } = offered ? await linkSlots(tx, link, team, now) : { slots: [] };
  return {
    organization: (await organizationOf(tx)).name,
    candidateName: candidate.name,
    job: { title: job?.title ?? '' },
    interview: { name: link.name, durationMinutes: link.durationMinutes },
    status: link.status,
    window: { from: link.windowFrom, to: link.windowTo },
    // A new time for a booking is another time than its own.
    slots: slots
      .filter((slot) => slot.start !== interview?.startsAt)
      .map(({ start, end }) => ({ start, end })),
    ...(interview && {
      booking: {
        startsAt: interview.startsAt,
        endsAt: new Date(endsAt(interview)).toISOString(),
        ...(interview.location && { location: interview.location }),
        ...(interview.videoUrl && { videoUrl: interview.videoUrl }),
      },
    }),
    ...(until && { changeUntil: until }),
  };
}

/** GET /scheduling-links/:token. */
export async function getSchedulingPage(
  store: Store,
  token: string,
  team: boolean,
  now = Date.now(),
): Promise<SchedulingLinkPage> {
  const hash = await sha256Hex(token);
  return store.query(async (tx) => pageOf(tx, await openLink(tx, hash, now), team, now));
}

/** The free slot starting at `start`, with whom, or a 409: taken meanwhile, or never offered. */
async function requireSlot(
  tx: Tx,
  link: SchedulingLink,
  start: string,
  team: boolean,
  now: number,
): Promise<number[]> {
  const at = Date.parse(start);
  const { slots } = await linkSlots(tx, link, team, now);
  const slot = slots.find((s) => Date.parse(s.start) === at);
  if (!slot) throw conflict(SLOT_TAKEN);
  return slot.interviewerIds;
}

/**
 * A write through a link: one transaction; two bookings that cross (PostgreSQL's exclusion
 * constraint, or the interviews' own check) end as the slot taken.
 */
async function linkWrite(
  store: Store,
  token: string,
  now: number,
  work: (tx: Tx, link: SchedulingLink) => Promise<SchedulingLinkPage>,
): Promise<SchedulingLinkPage> {
  // Hashed first: IndexedDB ends a transaction that waits on anything else.
  const hash = await sha256Hex(token);
  try {
    return await store.transaction('write', async (tx) => work(tx, await openLink(tx, hash, now)));
  } catch (error) {
    const crossed =
      (error instanceof StorageError && error.kind === 'conflict') || error instanceof DoubleBooked;
    if (crossed) throw conflict(SLOT_TAKEN);
    throw error;
  }
}

/** What the interviews' services need of a candidate's own step: no member, the server's mail. */
const candidateStep = (team: boolean, mail: MailContext | undefined) => ({
  team,
  ...(team && mail && { mail }),
});

/** POST /scheduling-links/:token/book: the interview booked at a free slot; the link is used. */
export function bookSchedulingLink(
  store: Store,
  token: string,
  start: string,
  team: boolean,
  mail: MailContext | undefined,
  now = Date.now(),
): Promise<SchedulingLinkPage> {
  return linkWrite(store, token, now, async (tx, link) => {
    if (link.status !== 'open') throw conflict('This link was used already: see your booking.');
    const interviewerIds = await requireSlot(tx, link, start, team, now);
    const step = candidateStep(team, mail);
    const { interview } = await scheduleIn(
      tx,
      link.candidateId,
      {
        planInterviewId: link.planInterviewId,
        startsAt: new Date(Date.parse(start)).toISOString(),
        durationMinutes: link.durationMinutes,
        interviewerIds,
        location: undefined,
        instructions: undefined,
        ...(step.mail && { inviteCandidate: true }),
        ...(link.moveCandidate && { moveCandidate: true }),
      },
      { ...step, ...(link.author && { author: link.author }) },
    );
    const booked: SchedulingLink = {
      ...link,
      status: 'booked',
      interviewId: interview.id,
      updatedAt: new Date(now).toISOString(),
    };
    await tx.schedulingLinks.update(booked);
    return pageOf(tx, booked, team, now);
  });
}

/** The booked link's interview, when the candidate may still change it; else a 409. */
async function changeable(tx: Tx, link: SchedulingLink, now: number) {
  if (link.status !== 'booked' || !link.interviewId) throw conflict(CHANGE_CLOSED);
  const interview = await requireInterview(tx, link.interviewId);
  if (interview.status !== 'scheduled' || !changeUntil(link, interview.startsAt, now))
    throw conflict(CHANGE_CLOSED);
  return interview;
}

/** POST /scheduling-links/:token/reschedule: the booked interview moved once, to a free slot. */
export function rescheduleSchedulingLink(
  store: Store,
  token: string,
  start: string,
  team: boolean,
  mail: MailContext | undefined,
  now = Date.now(),
): Promise<SchedulingLinkPage> {
  return linkWrite(store, token, now, async (tx, link) => {
    const interview = await changeable(tx, link, now);
    const interviewerIds = await requireSlot(tx, link, start, team, now);
    const candidate = await requireCandidate(tx, link.candidateId, true);
    await changeIn(
      tx,
      interview,
      candidate,
      { startsAt: new Date(Date.parse(start)).toISOString(), interviewerIds },
      candidateStep(team, mail),
    );
    const moved: SchedulingLink = {
      ...link,
      changed: true,
      updatedAt: new Date(now).toISOString(),
    };
    await tx.schedulingLinks.update(moved);
    return pageOf(tx, moved, team, now);
  });
}

/** POST /scheduling-links/:token/cancel: the booked interview cancelled by the candidate, once. */
export function cancelSchedulingLink(
  store: Store,
  token: string,
  team: boolean,
  mail: MailContext | undefined,
  now = Date.now(),
): Promise<SchedulingLinkPage> {
  return linkWrite(store, token, now, async (tx, link) => {
    const interview = await changeable(tx, link, now);
    const candidate = await requireCandidate(tx, link.candidateId, true);
    await changeIn(tx, interview, candidate, { status: 'cancelled' }, candidateStep(team, mail));
    const cancelled: SchedulingLink = {
      ...link,
      status: 'cancelled',
      changed: true,
      updatedAt: new Date(now).toISOString(),
    };
    await tx.schedulingLinks.update(cancelled);
    return pageOf(tx, cancelled, team, now);
  });
}
