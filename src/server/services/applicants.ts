import { answerEntries } from '@/domain/assessment';
import { applicantStatus, type LinkScope } from '@/domain/privacy';
import type { ApplicationLink, MyApplication, MyApplicationData } from '@/domain/schemas';
import type { Candidate, Job } from '@/domain/types';
import { WITHDREW } from '@/domain/rejection';
import { DomainError, notFound } from '../errors';
import { teamOf, type Store, type Tx } from '../store/types';
import { rejectIn } from './candidate-emails';
import { eraseIn } from './candidates';
import { withdrawalNotice, type MailContext } from './messages';
import { newToken, sha256Hex } from './tokens';
import { countWithdrawal } from './reports';

/**
 * The applicant's side of an application: a private link (a random token, kept only as its hash)
 * to where it stands, to what they gave, and to withdrawing it. Nothing internal ever shows: no
 * stage names, notes, members or scores.
 */

export const LINK_NOT_FOUND =
  'This link does not open an application: it may have been erased, or mistyped.';

/** The app's page for a link. */
export const statusPath = (token: string) => `/my-application/${token}`;

/** A new link's token and its hash, made before a transaction (IndexedDB's would not wait for the hash). */
export interface NewLink {
  token: string;
  tokenHash: string;
}
export async function newLink(): Promise<NewLink> {
  const token = newToken();
  return { token, tokenHash: await sha256Hex(token) };
}

/** Gives a submission its link, in the submission's transaction: answers the token, once. */
export async function issueLink(
  tx: Tx,
  { token, tokenHash }: NewLink,
  link: { candidateId: number; responseId: number | undefined; scope: LinkScope; at: string },
): Promise<string> {
  await tx.applicationLinks.insert({
    candidateId: link.candidateId,
    ...(link.responseId !== undefined && { responseId: link.responseId }),
    tokenHash,
    scope: link.scope,
    createdAt: link.at,
  });
  return token;
}

/**
 * A confirmation's status link, made as the message is sent (the outbox keeps only its mask): to
 * the whole application when the message goes to the candidate's own address, else (a duplicate
 * merged since) to the submission it confirms only. None when the candidate is gone.
 */
export async function linkForMessage(
  store: Store,
  message: { candidateId?: number; to: string; statusLink?: { responseId?: number } },
  at: string,
): Promise<string | undefined> {
  const made = await newLink();
  return store.transaction('write', async (tx) => {
    const candidate = await tx.candidates.get(message.candidateId ?? 0);
    if (!candidate) return undefined;
    const response = await tx.responses.get(message.statusLink?.responseId ?? 0);
    const own = response?.candidateId === candidate.id ? response : undefined;
    const whole = candidate.email.toLowerCase() === message.to.toLowerCase();
    if (!whole && !own) return undefined;
    return issueLink(tx, made, {
      candidateId: candidate.id,
      responseId: own?.id,
      scope: whole ? 'candidate' : 'submission',
      at,
    });
  });
}

interface Opened {
  link: ApplicationLink;
  candidate: Candidate;
  job: Job;
}

/**
 * The link's application, or a 404. A wrong token costs the same reads as a right one (its hash
 * looked up, then a candidate and a job by id), so the time of an answer tells nothing.
 */
async function openLink(tx: Tx, tokenHash: string): Promise<Opened> {
  const link = await tx.applicationLinks.findByHash(tokenHash);
  const candidate = await tx.candidates.get(link?.candidateId ?? 0);
  const job = await tx.jobs.get(candidate?.jobId ?? 0);
  if (!link || !candidate || !job) throw notFound(LINK_NOT_FOUND);
  return { link, candidate, job };
}

/** GET /my-application/:token: the job, when they applied, and the status in their words. */
export async function getMyApplication(store: Store, token: string): Promise<MyApplication> {
  const tokenHash = await sha256Hex(token);
  return store.query(async (tx) => {
    const { link, candidate, job } = await openLink(tx, tokenHash);
    return {
      job: { id: job.id, title: job.title },
      appliedAt: link.createdAt,
      status: applicantStatus(candidate, job.status === 'archived', link.scope),
    };
  });
}

/**
 * GET /my-application/:token/data: what the applicant gave. A link to one later submission under a
 * known email gives only that submission: anyone may have typed the email.
 */
export async function getMyApplicationData(
  store: Store,
  token: string,
): Promise<MyApplicationData> {
  const tokenHash = await sha256Hex(token);
  return store.transaction('read', async (tx) => {
    const { link, candidate, job } = await openLink(tx, tokenHash);
    const whole = link.scope === 'candidate';
    // Their own submissions: not those sent later under their email by someone unverified.
    const responses = (await tx.responses.listByCandidate(candidate.id))
      .filter((r) => (whole ? !r.unverified || r.id === link.responseId : r.id === link.responseId))
      .reverse();
    const structure = (await tx.assessments.get(job.id))?.structure;
    const files = await tx.files.listByResponses(responses.map((r) => r.id));
    return {
      job: { id: job.id, title: job.title },
      ...(whole && {
        name: candidate.name,
        ...(candidate.phone !== undefined && { phone: candidate.phone }),
        ...(candidate.consentAt !== undefined && { consentAt: candidate.consentAt }),
        ...(candidate.noticeVersion !== undefined && { noticeVersion: candidate.noticeVersion }),
      }),
      email: candidate.email,
      applications: responses.map((r) => ({
        submittedAt: r.submittedAt,
        answers: answerEntries(structure, r.answers).map((e) => ({
          question: e.label,
          answer: e.value,
        })),
        files: files
          .filter((f) => f.responseId === r.id)
          .map((f) => ({ name: f.name, type: f.type, size: f.size })),
      })),
    };
  });
}

/** A withdrawal of an application already withdrawn, or closed by the team (409). */
export const ALREADY_WITHDRAWN = 'You have withdrawn this application already.';
export const ALREADY_CLOSED =
  'This application is closed already: there is nothing to withdraw. You can still erase it.';

/**
 * POST /my-application/:token/withdraw: the applicant leaves the process, and the team keeps the
 * record. The candidate is Rejected with the reason "Withdrew" (`withdrawnAt` set), their
 * timeline says so, their interviews still to come are cancelled (services/interviews-follow.ts),
 * the withdrawal is counted for the reports, and on a team server the job's owner is told. A link
 * to one later submission under a known email withdraws (erases) only that submission: it is all
 * its sender can reach. The link keeps working: for the status, the data, and erasure.
 */
export async function withdrawApplication(
  store: Store,
  token: string,
  mail?: MailContext,
): Promise<void> {
  const tokenHash = await sha256Hex(token);
  return store.transaction('write', async (tx) => {
    const { link, candidate, job } = await openLink(tx, tokenHash);
    if (link.scope === 'submission') return eraseSubmission(tx, link, candidate);
    if (candidate.withdrawnAt && candidate.stage === 'rejected')
      throw new DomainError('conflict', 'already_withdrawn', ALREADY_WITHDRAWN);
    if (candidate.stage === 'rejected')
      throw new DomainError('conflict', 'already_closed', ALREADY_CLOSED);
    const at = new Date().toISOString();
    // As the team's rejection for "Withdrew" (the timeline, the interviews, the counts), marked theirs.
    const withdrawal = { reason: WITHDREW, note: 'the applicant withdrew', withdrawnAt: at };
    await rejectIn(tx, candidate, job, withdrawal, {}, at);
    await tx.audit.record('candidate.withdrawn', { target: `candidate:${candidate.id}` });
    await countWithdrawal(tx, candidate.jobId);
    const team = teamOf(tx);
    if (mail && team) await withdrawalNotice(team, mail, job, candidate, at);
  });
}

/**
 * POST /my-application/:token/erase: the applicant's right to erasure, with the profile's own
 * erasure (a link to one later submission erases only that submission). An application not
 * withdrawn before counts as a withdrawal in the reports. The link then answers 404.
 */
export async function eraseMyApplication(store: Store, token: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  return store.transaction('write', async (tx) => {
    const { link, candidate } = await openLink(tx, tokenHash);
    if (link.scope === 'submission') return eraseSubmission(tx, link, candidate);
    await eraseIn(tx, candidate, 'candidate.erased', { by: 'applicant' });
    if (!(candidate.withdrawnAt && candidate.stage === 'rejected'))
      await countWithdrawal(tx, candidate.jobId);
  });
}

/** One later submission under a known email, taken back by its sender: it alone is erased. */
async function eraseSubmission(tx: Tx, link: ApplicationLink, candidate: Candidate) {
  await tx.responses.remove(link.responseId!);
  await tx.audit.record('candidate.withdrawn', {
    target: `candidate:${candidate.id}`,
    detail: { scope: 'submission' },
  });
  tx.record({
    type: 'application.withdrawn',
    id: link.responseId!,
    candidateId: candidate.id,
    jobId: candidate.jobId,
  });
  await countWithdrawal(tx, candidate.jobId);
}
