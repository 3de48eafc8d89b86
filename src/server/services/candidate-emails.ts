import {
  firstName,
  HeaderInjectionError,
  renderEmail,
  type RenderedEmail,
} from '@/domain/email-templates';
import { REJECTION_REASONS_KEY, DEFAULT_REJECTION_REASONS } from '@/domain/rejection';
import type { CandidateEmailInput, RejectInput } from '@/domain/schemas';
import { LIMITS } from '@/domain/constants';
import { CANDIDATE_KINDS } from '@/domain/outbox';
import type { Candidate, Job } from '@/domain/types';
import type { Member } from '../access';
import { badRequest, DomainError, notFound } from '../errors';
import type { OutboxRepo, Store, StoredEmail, Tx } from '../store/types';
import { requireCandidate } from './candidates';
import { templatesOf } from './email-templates';
import type { MailContext } from './messages';
import { moveNote as stageMoveNote, placeOfMove } from './stages';
import { placeFields, placeOf, stageIdOf } from '@/domain/pipelines';

/**
 * Turning a candidate down: a reason from the team's list, kept with the move to Rejected, and
 * an email to them now, at a chosen time (cancellable until then) or none. On a team server the
 * email goes through the outbox in the move's transaction; in browser mode TalentFlow sends
 * nothing: the answer holds the email for the recruiter's own mail app.
 */

/** How far ahead a rejection email may be scheduled. */
export const SCHEDULE_LIMIT_DAYS = 30;

export interface RejectOutput {
  candidate: Candidate;
  /** The email as it will be sent (team), or as the mail app should open it (browser mode). */
  email?: {
    id?: number;
    to: string;
    subject: string;
    text: string;
    state: StoredEmail['state'] | 'mail-app';
    sendAt?: string;
  };
}

export interface RejectContext {
  /** The member rejecting (team mode); absent for browser mode's recruiter. */
  member?: Member;
  mail?: MailContext;
  now?: Date;
}

/** The email made from the recruiter's words: the candidate's values filled in. */
export function candidateEmail(
  input: CandidateEmailInput,
  candidate: Candidate,
  job: Job | undefined,
  sender: { name: string; email: string } | undefined,
): RenderedEmail {
  if (!input.subject.trim()) throw badRequest('email.subject: An email needs a subject.');
  if (!input.body.trim()) throw badRequest('email.body: An email needs a message.');
  try {
    return renderEmail(input, {
      'candidate.name': candidate.name,
      'candidate.first_name': firstName(candidate.name),
      'candidate.email': candidate.email,
      'job.title': job?.title ?? '',
      'sender.name': sender?.name ?? 'The hiring team',
      'sender.email': sender?.email ?? '',
    });
  } catch (error) {
    if (error instanceof HeaderInjectionError) throw badRequest(`email.subject: ${error.message}`);
    throw error;
  }
}

/** When a scheduled email goes: later than now, within the limit; only a team server waits. */
export function checkSendAt(
  sendAt: string | undefined,
  now: Date,
  team: boolean,
): string | undefined {
  if (sendAt === undefined) return undefined;
  if (!team)
    throw badRequest('email.sendAt: Sending later needs a team server; your mail app sends now.');
  const at = Date.parse(sendAt);
  if (at <= now.getTime()) throw badRequest('email.sendAt: must be later than now.');
  if (at > now.getTime() + SCHEDULE_LIMIT_DAYS * 86_400_000)
    throw badRequest(`email.sendAt: must be within ${SCHEDULE_LIMIT_DAYS} days.`);
  return sendAt;
}

/** A template named by a request must be one of the team's (400 otherwise). */
export async function requireTemplate(tx: Tx, id: string | undefined): Promise<void> {
  if (id !== undefined && !(await templatesOf(tx)).some((t) => t.id === id))
    throw badRequest(`email.templateId: no template ${id}.`);
}

/** The team's rejection reasons as kept, or the defaults. */
export async function reasonsOf(tx: Tx): Promise<readonly string[]> {
  const kept = await tx.settings.get(REJECTION_REASONS_KEY);
  return Array.isArray(kept) ? (kept as string[]) : DEFAULT_REJECTION_REASONS;
}

export async function rejectCandidate(
  store: Store,
  id: number,
  input: RejectInput,
  context: RejectContext = {},
): Promise<RejectOutput> {
  const now = context.now ?? new Date();
  const team = context.member !== undefined;
  const sendAt = checkSendAt(input.email?.sendAt, now, team);
  return store.transaction('candidate', async (tx) => {
    const reason = await requireReason(tx, input.reason);
    const candidate = await requireCandidate(tx, id, true);
    if (candidate.stage === 'rejected')
      throw new DomainError(
        'conflict',
        'already_rejected',
        `${candidate.name} is rejected already.`,
      );
    const job = await tx.jobs.get(candidate.jobId);
    if (input.email) await requireTemplate(tx, input.email.templateId);
    const rejection = { reason, note: input.note, email: input.email, sendAt };
    const email = await rejectIn(tx, candidate, job, rejection, context, now.toISOString());
    return { candidate: { ...candidate, stage: 'rejected' as const }, ...(email && { email }) };
  });
}

/** One of the team's reasons as the request names it (trimmed), or a 400 listing them. */
export async function requireReason(tx: Tx, asked: string): Promise<string> {
  const reasons = await reasonsOf(tx);
  const reason = reasons.find((r) => r === asked.trim());
  if (!reason)
    throw badRequest(`reason: must be one of the team’s reasons: ${reasons.join(', ')}.`);
  return reason;
}

/**
 * Rejects one candidate in the caller's transaction: the move with its reason and note on the
 * timeline, `candidate.rejected`, and the email made from the recruiter's words for them. On a
 * team server (a member, with mail) it goes through the outbox, replies to the member, now or at
 * `sendAt`; in browser mode the timeline says it opened in the mail app, and it is answered for it.
 */
export async function rejectIn(
  tx: Tx,
  candidate: Candidate,
  job: Job | undefined,
  rejection: {
    reason: string;
    note?: string;
    email?: CandidateEmailInput;
    sendAt?: string;
    /** The applicant's own withdrawal (their status page): kept on the row with the move. */
    withdrawnAt?: string;
  },
  context: RejectContext,
  at: string,
): Promise<RejectOutput['email']> {
  const { reason, sendAt } = rejection;
  const sender = context.member;
  const email =
    rejection.email && candidateEmail(rejection.email, candidate, job, sender && { ...sender });
  const note = rejection.note?.trim();
  // The team server's outbox sends it; without one (browser mode) the mail app does.
  const outbox = context.mail && sender ? tx.outbox : undefined;
  // Browser mode sends nothing itself: its activity says the email went to the mail app.
  const fromStageId = stageIdOf(candidate);
  const place = placeOfMove(job ?? {}, candidate, { stage: 'rejected' });
  const moveNote = `${stageMoveNote(job ?? {}, fromStageId, place.stageId)}${note ? `: ${note}` : ''}`;
  const notes =
    email && !outbox
      ? `${moveNote.replace(/\.?$/, '.')} Rejection email “${email.subject}” opened in the mail app.`
      : moveNote;
  const { id } = candidate;
  const { withdrawnAt } = rejection;
  if (withdrawnAt) await tx.candidates.update({ ...candidate, ...place, withdrawnAt });
  else await tx.candidates.setStage(id, place);
  await tx.timeline.insert({
    candidateId: id,
    date: at,
    ...placeFields(place),
    notes: notes.slice(0, LIMITS.noteText),
    reason,
    ...(sender && { author: { id: sender.id, name: sender.name } }),
  });
  tx.record({
    type: 'candidate.rejected',
    id,
    jobId: candidate.jobId,
    from: candidate.stage,
    fromStageId,
    toStageId: place.stageId,
    reason,
    entry: { date: at, ...placeFields(place), reason },
  });
  if (!email) return undefined;
  if (!outbox || !sender) return { to: candidate.email, ...email, state: 'mail-app' };
  return queued(outbox, 'rejection', candidate, sender, email, sendAt, at);
}

/**
 * An email to a candidate into a team server's outbox, from the member (replies go to them), now
 * or at `sendAt`, and how the API answers it.
 */
async function queued(
  outbox: OutboxRepo,
  kind: 'rejection' | 'candidate',
  candidate: Candidate,
  sender: Member,
  email: RenderedEmail,
  sendAt: string | undefined,
  at: string,
): Promise<NonNullable<RejectOutput['email']>> {
  const stored = await outbox.add(
    {
      kind,
      to: candidate.email,
      replyTo: sender.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      candidateId: candidate.id,
      ...(sendAt && { sendAt }),
    },
    at,
  );
  return {
    id: stored.id,
    to: stored.to,
    subject: stored.subject,
    text: stored.text,
    state: stored.state,
    ...(stored.sendAt && { sendAt: stored.sendAt }),
  };
}

/** A message to a candidate as their activity lists it. */
export interface CandidateEmailItem {
  id: number;
  kind: StoredEmail['kind'];
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  state: StoredEmail['state'];
  createdAt: string;
  sendAt: string | null;
  sentAt: string | null;
}

/** The emails a candidate was sent or will be (a team server's outbox); none in browser mode. */
export async function listCandidateEmails(
  store: Store,
  id: number,
  team: boolean,
): Promise<{ emails: CandidateEmailItem[] }> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, id);
    if (!team) return { emails: [] };
    const outbox = tx.outbox;
    if (!outbox) return { emails: [] };
    const rows = await outbox.listByCandidate(id);
    return {
      emails: rows
        .filter((m) => CANDIDATE_KINDS.has(m.kind))
        .map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.to,
          replyTo: m.replyTo ?? null,
          subject: m.subject,
          text: m.text,
          state: m.state,
          createdAt: m.createdAt,
          sendAt: m.sendAt ?? null,
          sentAt: m.sentAt,
        })),
    };
  });
}

/** Cancels a candidate's scheduled email before it goes (404 when not theirs, 409 once sent). */
export async function cancelCandidateEmail(
  store: Store,
  candidateId: number,
  emailId: number,
  team: boolean,
): Promise<void> {
  await store.transaction('candidate', async (tx) => {
    const candidate = await requireCandidate(tx, candidateId, true);
    const outbox = team ? tx.outbox : undefined;
    const message = await outbox?.get(emailId);
    if (!message || message.candidateId !== candidateId || !CANDIDATE_KINDS.has(message.kind))
      throw notFound(`Email ${emailId} not found.`);
    // Only an email sent later can be cancelled, and only until it goes.
    if (message.sendAt === undefined || !(await outbox?.cancel(emailId)))
      throw new DomainError(
        'conflict',
        'not_scheduled',
        `This email can no longer be cancelled: it is ${message.state}.`,
      );
    tx.record({ type: 'candidate.emailed', id: candidateId, jobId: candidate.jobId });
  });
}

/**
 * An email written to a candidate on their profile. On a team server it goes through the outbox
 * (now, or at `sendAt`), replies going to the member who wrote it; in browser mode the answer
 * holds it for the recruiter's mail app, and the timeline says so.
 */
export async function sendCandidateEmail(
  store: Store,
  id: number,
  input: CandidateEmailInput,
  context: RejectContext = {},
): Promise<NonNullable<RejectOutput['email']>> {
  const now = context.now ?? new Date();
  const sender = context.member;
  const sendAt = checkSendAt(input.sendAt, now, sender !== undefined);
  return store.transaction('candidate', async (tx) => {
    const candidate = await requireCandidate(tx, id, true);
    await requireTemplate(tx, input.templateId);
    const job = await tx.jobs.get(candidate.jobId);
    const email = candidateEmail(input, candidate, job, sender && { ...sender });
    const at = now.toISOString();
    const outbox = context.mail && sender ? tx.outbox : undefined;
    if (!outbox || !sender) {
      await tx.timeline.insert({
        candidateId: id,
        date: at,
        ...placeFields(placeOf(candidate)),
        notes: `Email “${email.subject}” opened in the mail app.`.slice(0, LIMITS.noteText),
      });
      tx.record({
        type: 'candidate.emailed',
        id,
        jobId: candidate.jobId,
        entry: { date: at, stage: candidate.stage },
      });
      return { to: candidate.email, ...email, state: 'mail-app' as const };
    }
    const sent = await queued(outbox, 'candidate', candidate, sender, email, sendAt, at);
    tx.record({ type: 'candidate.emailed', id, jobId: candidate.jobId });
    return sent;
  });
}
