import {
  APPROVALS_KEY,
  chainProblems,
  DEFAULT_CHAINS,
  mayDecide,
  roundState,
  type ApprovalChains,
  type ApprovalStep,
  type Approver,
} from '@/domain/approvals';
import { firstName } from '@/domain/email-templates';
import {
  CLOSED_OFFER,
  DEFAULT_OFFER_SETTINGS,
  fieldValueProblems,
  formatDay,
  linkExpired,
  offerActions,
  OFFER_SETTINGS_KEY,
  renderLetter,
  sameTerms,
  type OfferChange as Change,
  type OfferSettings,
  type OfferTerms,
} from '@/domain/offers';
import { placeFields, placeOf, stageIdOf } from '@/domain/pipelines';
import type {
  Offer,
  OfferAnswer,
  OfferChange,
  OfferInput,
  OfferLink,
  OfferVersion,
} from '@/domain/schemas';
import type { z } from 'zod';
import type { approvalChainsSchema, offerRecordSchema } from '@/domain/schemas';
import type { Author, Candidate, Job } from '@/domain/types';
import type { Role } from '@/domain/access';
import { OFFER_LINK_MASK } from '@/domain/outbox';
import { badRequest, DomainError, notFound } from '../errors';
import { teamOf, type Account, type Store, type TeamTx, type Tx } from '../store/types';
import { toBase64 } from './backup';
import { requireCandidate } from './candidates';
import { requireJob } from './jobs';
import { appLink, notifyMember, oneLine, type MailContext } from './messages';
import { organizationOf } from './settings';
import { moveNote, placeIn, writeMoves } from './stages';
import { newToken, sha256Hex } from './tokens';

/**
 * Offers: the terms made to a candidate for their job, kept in versions; the organization's
 * approval chain decides them (domain/approvals.ts); an approved offer is sent as a letter, and
 * its candidate accepts it by typing their name on a private page, or declines it. Each write is
 * one transaction and records `offer.changed` (live events, webhooks, the audit log's entries are
 * written here in the same transaction).
 */

/** Whoever acts: a member (team mode) or browser mode's local recruiter (`member` absent). */
export interface OfferActor {
  member?: { id: number; name: string; role: Role };
  mail?: MailContext;
}

/** Renders a letter's PDF: a team server's (PDFKit); browser mode prints the letter instead. */
export type LetterPdf = (input: {
  organization: string;
  title: string;
  markdown: string;
  createdAt: string;
}) => Promise<Uint8Array>;

export const OFFER_LINK_NOT_FOUND =
  'This offer link does not open an offer: it may have expired, been withdrawn, or been mistyped.';

const conflict = (message: string) => new DomainError('conflict', 'conflict', message);
const authorOf = (who: OfferActor): Author | undefined =>
  who.member && { id: who.member.id, name: who.member.name };

// ——— Settings ———

export const offerSettingsOf = async (tx: Tx): Promise<OfferSettings> => ({
  ...DEFAULT_OFFER_SETTINGS,
  ...((await tx.settings.get(OFFER_SETTINGS_KEY)) as Partial<OfferSettings> | undefined),
});

export const getOfferSettings = (store: Store): Promise<OfferSettings> =>
  store.query(offerSettingsOf);

export const saveOfferSettings = (store: Store, input: OfferSettings): Promise<OfferSettings> =>
  store.transaction('write', async (tx) => {
    await tx.settings.set(OFFER_SETTINGS_KEY, input);
    await tx.audit.record('settings.changed', { target: 'settings:offers' });
    return input;
  });

export const approvalChainsOf = async (tx: Tx): Promise<ApprovalChains> => ({
  ...DEFAULT_CHAINS,
  ...((await tx.settings.get(APPROVALS_KEY)) as Partial<ApprovalChains> | undefined),
});

export const getApprovalChains = (store: Store): Promise<ApprovalChains> =>
  store.query(approvalChainsOf);

/** Every member of a team server, active or not (a step may name either); none in browser mode. */
async function membersOf(tx: Tx): Promise<Account[]> {
  const team = teamOf(tx);
  return team
    ? [...(await team.accounts.listActiveUsers()), ...(await team.accounts.listInactiveUsers())]
    : [];
}

/** Who may approve: each member with their role and whether they are active. */
const approversIn = (people: readonly Account[]): Approver[] =>
  people.map((m) => ({ id: m.id, role: m.role, active: m.active }));

/** The offers' chain and the members who may stand in it, with their names: read once a request. */
interface Approving {
  chain: ApprovalStep[];
  members: Approver[];
  names: Map<number, string>;
}

async function approvingOf(tx: Tx): Promise<Approving> {
  const chain = (await approvalChainsOf(tx)).offers;
  const people = await membersOf(tx);
  return {
    chain,
    members: approversIn(people),
    names: new Map(people.map((m) => [m.id, m.name] as const)),
  };
}

/**
 * Saves the chains. Browser mode's one recruiter approves by submitting: a step there is a 400.
 */
export const saveApprovalChains = (
  store: Store,
  input: z.output<typeof approvalChainsSchema>,
): Promise<ApprovalChains> =>
  store.transaction('write', async (tx) => {
    if (!teamOf(tx) && input.offers.length > 0)
      throw badRequest(
        'Browser mode has one recruiter and no approvers: an offer is approved when it is submitted.',
      );
    const problem = chainProblems(input.offers, approversIn(await membersOf(tx)))[0];
    if (problem) throw badRequest(problem);
    const chains: ApprovalChains = { offers: input.offers };
    await tx.settings.set(APPROVALS_KEY, chains);
    await tx.audit.record('settings.changed', { target: 'settings:approvals' });
    return chains;
  });

// ——— Reading ———

async function requireOffer(tx: Tx, id: number): Promise<Offer> {
  const offer = await tx.offers.get(id);
  if (!offer) throw notFound(`Offer ${id} not found.`);
  return offer;
}

/** An offer's versions, newest first. */
async function versionsOf(tx: Tx, offer: Offer): Promise<OfferVersion[]> {
  return (await tx.offerVersions.listByCandidate(offer.candidateId))
    .filter((v) => v.offerId === offer.id)
    .sort((a, b) => b.version - a.version);
}

async function currentVersion(tx: Tx, offer: Offer): Promise<OfferVersion> {
  const version = (await versionsOf(tx, offer))[0];
  if (!version) throw new Error(`Offer ${offer.id} has no version.`);
  return version;
}

const termsOf = (v: OfferVersion): OfferTerms => ({
  salary: v.salary,
  startDate: v.startDate,
  fields: v.fields,
  ...(v.notes !== undefined && { notes: v.notes }),
  templateId: v.templateId,
});

/** "Dana Reyes", "Any admin", "Every recruiter". */
function stepLabel(step: ApprovalStep, names: Map<number, string>): string {
  if (step.kind === 'member') return names.get(step.memberId) ?? `Member ${step.memberId}`;
  const role = step.role === 'admin' ? 'admin' : 'recruiter';
  return step.rule === 'all' ? `Every ${role}` : `Any ${role}`;
}

async function answerOf(
  tx: Tx,
  offer: Offer,
  who: OfferActor,
  approving?: Approving,
): Promise<OfferAnswer> {
  const candidate = await requireCandidate(tx, offer.candidateId);
  const job = await requireJob(tx, offer.jobId);
  const versions = await versionsOf(tx, offer);
  const { tokenHash: _hash, approvals, ...stored } = offer;
  const { chain, members, names } = approving ?? (await approvingOf(tx));
  const state = offer.round > 0 ? roundState(chain, approvals, offer.round, members) : undefined;
  const ofRound = approvals.filter((d) => d.round === offer.round);
  const steps =
    offer.round === 0 || (offer.status !== 'pending' && offer.status !== 'approved')
      ? []
      : chain.map((step, i) => ({
          label: stepLabel(step, names),
          state:
            state?.state === 'approved' || (state && 'step' in state && i < state.step)
              ? ('approved' as const)
              : state?.state === 'declined' && state.step === i
                ? ('declined' as const)
                : state?.state === 'waiting' && state.step === i
                  ? ('waiting' as const)
                  : ('later' as const),
          decisions: ofRound.filter((d) => d.step === i),
        }));
  return {
    ...stored,
    candidate: { id: candidate.id, name: candidate.name },
    job: { id: job.id, title: job.title },
    versions: versions.map(
      ({ id: _id, offerId: _o, candidateId: _c, letter, letterPdf: _pdf, letterSha256, ...v }) => ({
        ...v,
        letterKept: letter !== undefined,
        ...(letterSha256 && { letterSha256 }),
      }),
    ),
    steps,
    approvals,
    mayDecide:
      offer.status === 'pending' &&
      !!who.member &&
      !!state &&
      mayDecide(state, who.member, chain, members),
  };
}

export const getOffer = (store: Store, id: number, who: OfferActor): Promise<OfferAnswer> =>
  store.transaction('read', async (tx) => answerOf(tx, await requireOffer(tx, id), who));

/** A candidate's offers, newest first. */
export const listCandidateOffers = (
  store: Store,
  candidateId: number,
  who: OfferActor,
): Promise<OfferAnswer[]> =>
  store.transaction('read', async (tx) => {
    await requireCandidate(tx, candidateId);
    const offers = (await tx.offers.listByCandidate(candidateId)).reverse();
    const approving = await approvingOf(tx);
    return Promise.all(offers.map((offer) => answerOf(tx, offer, who, approving)));
  });

/** The offers waiting on this member's decision, oldest first. */
export const offersToApprove = (
  store: Store,
  who: OfferActor,
): Promise<{ offers: OfferAnswer[]; count: number }> =>
  store.transaction('read', async (tx) => {
    const member = who.member;
    if (!member) return { offers: [], count: 0 };
    const approving = await approvingOf(tx);
    const { chain, members } = approving;
    const waiting = (await tx.offers.listByStatus('pending')).filter((offer) =>
      mayDecide(roundState(chain, offer.approvals, offer.round, members), member, chain, members),
    );
    const answers = await Promise.all(waiting.map((offer) => answerOf(tx, offer, who, approving)));
    return { offers: answers, count: answers.length };
  });

// ——— Writing ———

/**
 * Says on the candidate's timeline, at their current stage, what became of their offer: never its
 * terms or anyone's reasons, since interviewers read the timeline and see no offer.
 */
async function noteOnTimeline(
  tx: Tx,
  candidate: Candidate,
  notes: string,
  author: Author | undefined,
  date: string,
): Promise<void> {
  await tx.timeline.insert({
    candidateId: candidate.id,
    date,
    ...placeFields(placeOf(candidate)),
    notes,
    ...(author && { author }),
  });
}

async function checkTerms(tx: Tx, terms: OfferTerms): Promise<void> {
  const settings = await offerSettingsOf(tx);
  const problem = fieldValueProblems(settings.fields, terms.fields)[0];
  if (problem) throw badRequest(problem);
  if (!settings.templates.some((t) => t.id === terms.templateId))
    throw badRequest(`templateId: the organization has no letter template “${terms.templateId}”.`);
}

function record(tx: Tx, change: Change, before: Offer | undefined, after: Offer): void {
  tx.record({ type: 'offer.changed', change, before, after });
}

/** POST /candidates/:id/offers: a draft of the candidate's job, version 1. */
export async function createOffer(
  store: Store,
  candidateId: number,
  input: OfferInput,
  who: OfferActor,
): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, candidateId, true);
    if (candidate.stage === 'rejected')
      throw conflict(`${candidate.name} was rejected: move them back before making an offer.`);
    if (candidate.stage === 'hired')
      throw conflict(`${candidate.name} is hired already: no new offer is made.`);
    const open = (await tx.offers.listByCandidate(candidateId)).find(
      (o) => o.jobId === candidate.jobId && !CLOSED_OFFER.has(o.status),
    );
    if (open)
      throw conflict(
        `${candidate.name} already has an open offer (${open.id}): change it, or withdraw it first.`,
      );
    const settings = await offerSettingsOf(tx);
    const terms: OfferTerms = {
      salary: input.salary,
      startDate: input.startDate,
      fields: input.fields ?? {},
      ...(input.notes && { notes: input.notes }),
      templateId: input.templateId ?? settings.templates[0]!.id,
    };
    await checkTerms(tx, terms);
    const now = new Date().toISOString();
    const author = authorOf(who);
    const offer = await tx.offers.insert({
      candidateId,
      jobId: candidate.jobId,
      status: 'draft',
      version: 1,
      round: 0,
      approvals: [],
      createdAt: now,
      updatedAt: now,
      ...(author && { author }),
    });
    await tx.offerVersions.insert({
      offerId: offer.id,
      candidateId,
      version: 1,
      ...terms,
      createdAt: now,
      ...(author && { author }),
    });
    await noteOnTimeline(tx, candidate, 'Offer drafted (version 1)', author, now);
    record(tx, 'drafted', undefined, offer);
    return answerOf(tx, offer, who);
  });
}

/** The link's and the sent letter's fields cleared: a sent version withdrawn. */
const unsent = (offer: Offer): Offer => {
  const { tokenHash: _t, expiresAt: _e, ...rest } = offer;
  return rest;
};

/**
 * PATCH /offers/:id: terms changed make a new version, back in draft (its approvals start again);
 * a sent version is withdrawn first (its link stops opening). The same terms change nothing.
 */
export async function changeOffer(
  store: Store,
  id: number,
  change: OfferChange,
  who: OfferActor,
): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const candidate = await requireCandidate(tx, before.candidateId, true);
    if (!offerActions(before.status).edit)
      throw conflict(`This offer is ${before.status}: its terms no longer change.`);
    const current = await currentVersion(tx, before);
    const was = termsOf(current);
    const terms: OfferTerms = {
      salary: change.salary ?? was.salary,
      startDate: change.startDate ?? was.startDate,
      fields: change.fields ?? was.fields,
      ...((change.notes ?? was.notes) && { notes: change.notes ?? was.notes }),
      templateId: change.templateId ?? was.templateId,
    };
    if (sameTerms(terms, was)) return answerOf(tx, before, who);
    await checkTerms(tx, terms);
    const now = new Date().toISOString();
    const author = authorOf(who);
    const version = before.version + 1;
    await tx.offerVersions.insert({
      offerId: id,
      candidateId: before.candidateId,
      version,
      ...terms,
      createdAt: now,
      ...(author && { author }),
    });
    const after: Offer = { ...unsent(before), status: 'draft', version, updatedAt: now };
    await tx.offers.update(after);
    const withdrawn = before.status === 'sent' ? ' (the version sent was withdrawn)' : '';
    await noteOnTimeline(
      tx,
      candidate,
      `Offer changed: version ${version}${withdrawn}`,
      author,
      now,
    );
    record(tx, 'revised', before, after);
    return answerOf(tx, after, who);
  });
}

/** Tells the members a step asks (but whoever acted) that an offer waits on them. */
async function askStep(
  tx: TeamTx,
  who: OfferActor,
  candidate: Candidate,
  job: Job,
  waitingOn: readonly number[],
  at: string,
): Promise<void> {
  const path = `/candidates/${candidate.id}`;
  const subject = oneLine(`Offer to approve: ${candidate.name} for ${job.title}`);
  for (const id of waitingOn) {
    if (id === who.member?.id) continue;
    const account = await tx.accounts.getUser(id);
    if (!account) continue;
    await notifyMember(
      tx,
      account,
      { kind: 'offer', title: subject, link: '/offers/approve', candidateId: candidate.id },
      at,
      who.mail && {
        kind: 'offer',
        to: account.email,
        subject,
        text: [
          `${who.member?.name ?? 'A recruiter'} asks you to approve the offer to ${candidate.name} for ${job.title}.`,
          `Offers to approve:\n${appLink(who.mail, '/offers/approve')}`,
          `The candidate's profile:\n${appLink(who.mail, path)}`,
        ].join('\n\n'),
        candidateId: candidate.id,
      },
    );
  }
}

/** Tells members (but whoever acted) what became of an offer, on their bell and by email. */
async function tell(
  tx: TeamTx,
  who: OfferActor,
  memberIds: Iterable<number>,
  candidate: Candidate,
  words: { subject: string; lead: string },
  at: string,
): Promise<void> {
  const path = `/candidates/${candidate.id}`;
  const subject = oneLine(words.subject);
  for (const id of new Set(memberIds)) {
    if (id === who.member?.id) continue;
    const account = await tx.accounts.getUser(id);
    if (!account) continue;
    await notifyMember(
      tx,
      account,
      { kind: 'offer', title: subject, link: path, candidateId: candidate.id },
      at,
      who.mail && {
        kind: 'offer',
        to: account.email,
        subject,
        text: [words.lead, `Open their profile:\n${appLink(who.mail, path)}`].join('\n\n'),
        candidateId: candidate.id,
      },
    );
  }
}

/** POST /offers/:id/submit: a new round of the chain; an empty chain approves it at once. */
export async function submitOffer(store: Store, id: number, who: OfferActor): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const candidate = await requireCandidate(tx, before.candidateId, true);
    if (!offerActions(before.status).submit)
      throw conflict(`This offer is ${before.status}: only a draft is submitted.`);
    const job = await requireJob(tx, before.jobId);
    const approving = await approvingOf(tx);
    const { chain } = approving;
    const round = before.round + 1;
    const state = roundState(chain, before.approvals, round, approving.members);
    const now = new Date().toISOString();
    const after: Offer = {
      ...before,
      round,
      status: state.state === 'approved' ? 'approved' : 'pending',
      updatedAt: now,
    };
    await tx.offers.update(after);
    await noteOnTimeline(
      tx,
      candidate,
      after.status === 'approved'
        ? `Offer version ${after.version} approved (no approvals asked)`
        : `Offer version ${after.version} submitted for approval`,
      authorOf(who),
      now,
    );
    record(tx, after.status === 'approved' ? 'approved' : 'submitted', before, after);
    const team = teamOf(tx);
    if (team && state.state === 'waiting')
      await askStep(team, who, candidate, job, state.waitingOn, now);
    return answerOf(tx, after, who, approving);
  });
}

/**
 * POST /offers/:id/approve and /decline: the caller decides the step the round waits on (one it
 * asks). The last approval approves the offer; a decline returns it to draft with the reason.
 */
export async function decideOffer(
  store: Store,
  id: number,
  decision: { decision: 'approved' } | { decision: 'declined'; reason: string },
  who: OfferActor,
): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const candidate = await requireCandidate(tx, before.candidateId, true);
    const member = who.member;
    if (before.status !== 'pending' || !member)
      throw conflict(`This offer is ${before.status}: it waits for no approval.`);
    const approving = await approvingOf(tx);
    const { chain, members } = approving;
    const state = roundState(chain, before.approvals, before.round, members);
    if (state.state !== 'waiting' || !mayDecide(state, member, chain, members))
      throw new DomainError('forbidden', 'forbidden', 'This offer does not wait on your approval.');
    const now = new Date().toISOString();
    const approvals = [
      ...before.approvals,
      {
        round: before.round,
        step: state.step,
        memberId: member.id,
        name: member.name,
        decision: decision.decision,
        at: now,
        ...(decision.decision === 'declined' && { reason: decision.reason }),
      },
    ];
    const next = roundState(chain, approvals, before.round, members);
    const after: Offer = {
      ...before,
      approvals,
      status:
        next.state === 'approved' ? 'approved' : next.state === 'declined' ? 'draft' : 'pending',
      updatedAt: now,
    };
    await tx.offers.update(after);
    const author = authorOf(who);
    await noteOnTimeline(
      tx,
      candidate,
      decision.decision === 'declined'
        ? `Offer version ${after.version} declined by ${member.name}`
        : `Offer version ${after.version} approved by ${member.name}`,
      author,
      now,
    );
    await tx.audit.record(
      decision.decision === 'approved' ? 'offer.approved' : 'offer.declined_approval',
      { target: `offer:${id}`, detail: { version: after.version, step: state.step + 1 } },
    );
    record(tx, decision.decision === 'approved' ? 'approved' : 'approval-declined', before, after);
    const team = teamOf(tx);
    if (team) {
      const job = await requireJob(tx, before.jobId);
      if (next.state === 'waiting' && next.step !== state.step)
        await askStep(team, who, candidate, job, next.waitingOn, now);
      if (next.state !== 'waiting' && before.author)
        await tell(
          team,
          who,
          [before.author.id],
          candidate,
          next.state === 'approved'
            ? {
                subject: `Offer approved: ${candidate.name} for ${job.title}`,
                lead: `The offer to ${candidate.name} for ${job.title} is approved: it can be sent.`,
              }
            : {
                subject: `Offer declined by ${member.name}: ${candidate.name}`,
                lead: `${member.name} declined the offer to ${candidate.name} for ${job.title}: ${decision.decision === 'declined' ? decision.reason : ''}`,
              },
          now,
        );
    }
    return answerOf(tx, after, who, approving);
  });
}

/** What a letter says for an offer's version: the template filled in. */
async function letterOf(
  tx: Tx,
  offer: Offer,
  version: OfferVersion,
  who: OfferActor,
): Promise<{ markdown: string; organization: string }> {
  const candidate = await requireCandidate(tx, offer.candidateId);
  const job = await requireJob(tx, offer.jobId);
  const settings = await offerSettingsOf(tx);
  const organization = (await organizationOf(tx)).name;
  const template =
    settings.templates.find((t) => t.id === version.templateId) ?? settings.templates[0]!;
  const sender = offer.author ?? (who.member && { id: who.member.id, name: who.member.name });
  const markdown = renderLetter(
    template.body,
    {
      'candidate.name': candidate.name,
      'candidate.first_name': firstName(candidate.name),
      'candidate.email': candidate.email,
      'job.title': job.title,
      'sender.name': sender?.name ?? `The ${job.title} hiring team`,
      'organization.name': organization,
    },
    termsOf(version),
    settings.fields,
  );
  return { markdown, organization };
}

/** GET /offers/:id/letter: the letter of its newest version (as sent, once it was). */
export const offerLetter = (
  store: Store,
  id: number,
  who: OfferActor,
  pdf: boolean,
): Promise<{ version: number; markdown: string; pdf: boolean }> =>
  store.transaction('read', async (tx) => {
    const offer = await requireOffer(tx, id);
    const version = await currentVersion(tx, offer);
    const markdown = version.letter ?? (await letterOf(tx, offer, version, who)).markdown;
    return { version: version.version, markdown, pdf };
  });

const bytesOf = (base64: string): Uint8Array =>
  Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));

/** GET /offers/:id/letter.pdf: the newest version's letter as a PDF (the one sent, once it was). */
export async function offerLetterPdf(
  store: Store,
  id: number,
  who: OfferActor,
  render: LetterPdf,
): Promise<Uint8Array> {
  const { version, markdown, organization } = await store.transaction('read', async (tx) => {
    const offer = await requireOffer(tx, id);
    const version = await currentVersion(tx, offer);
    return { version, ...(await letterOf(tx, offer, version, who)) };
  });
  if (version.letterPdf) return bytesOf(version.letterPdf);
  return render({ organization, title: 'Offer letter', markdown, createdAt: version.createdAt });
}

/** The candidate's page of an offer link. */
export const offerPath = (token: string) => `/offer/${token}`;

/**
 * The candidate's link to a sent offer, made as its email leaves (each try its own: a link of a
 * try that failed was never seen): only its hash is kept, and a later one replaces it. None once
 * the offer was changed, withdrawn or decided, or its link expired.
 */
export async function linkForOffer(
  store: Store,
  offerId: number,
  at: string,
): Promise<string | undefined> {
  const token = newToken();
  const tokenHash = await sha256Hex(token);
  return store.transaction('write', async (tx) => {
    const offer = await tx.offers.get(offerId);
    if (offer?.status !== 'sent' || linkExpired(offer.expiresAt, at)) return undefined;
    await tx.offers.update({ ...offer, tokenHash });
    return token;
  });
}

/**
 * POST /offers/:id/send: the approved version's letter kept (its PDF and SHA-256 on a team
 * server), and the candidate emailed a private link that opens for `expiryDays` (the settings' by
 * default). Browser mode keeps the letter to print; it has no email and no link.
 */
export async function sendOffer(
  store: Store,
  id: number,
  input: { expiryDays?: number },
  who: OfferActor,
  render: LetterPdf | undefined,
): Promise<OfferAnswer & { link?: never }> {
  // The letter is made before the write (a PDF takes a while); the write checks nothing moved.
  const made = await store.transaction('read', async (tx) => {
    const offer = await requireOffer(tx, id);
    if (!offerActions(offer.status).send)
      throw conflict(`This offer is ${offer.status}: only an approved offer is sent.`);
    const version = await currentVersion(tx, offer);
    return { version, ...(await letterOf(tx, offer, version, who)) };
  });
  const pdf = render
    ? await render({
        organization: made.organization,
        title: 'Offer letter',
        markdown: made.markdown,
        createdAt: made.version.createdAt,
      })
    : undefined;
  const letterSha256 = await sha256Hex(pdf ?? made.markdown);
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const candidate = await requireCandidate(tx, before.candidateId, true);
    if (before.status !== 'approved' || before.version !== made.version.version)
      throw conflict('The offer changed while its letter was made: send it again.');
    const team = teamOf(tx);
    const now = new Date().toISOString();
    const days = input.expiryDays ?? (await offerSettingsOf(tx)).expiryDays;
    await tx.offerVersions.update({
      ...made.version,
      letter: made.markdown,
      ...(pdf && { letterPdf: toBase64(pdf) }),
      letterSha256,
    });
    const after: Offer = {
      ...before,
      status: 'sent',
      sentAt: now,
      sentVersion: before.version,
      expiresAt: new Date(Date.parse(now) + days * 86_400_000).toISOString(),
      updatedAt: now,
    };
    await tx.offers.update(after);
    const job = await requireJob(tx, before.jobId);
    await noteOnTimeline(
      tx,
      candidate,
      team
        ? `Offer version ${after.version} sent to ${candidate.email}`
        : `Offer version ${after.version} marked as sent (letter printed)`,
      authorOf(who),
      now,
    );
    await tx.audit.record('offer.sent', {
      target: `offer:${id}`,
      detail: { version: after.version, letterSha256 },
    });
    record(tx, 'sent', before, after);
    if (team && who.mail) {
      const organization = made.organization;
      // The link is made as the message leaves (team/mail/delivery.ts): the kept copy holds its mask.
      await team.outbox.add(
        {
          kind: 'offer-link',
          to: candidate.email,
          ...(before.author && { replyTo: (await team.accounts.getUser(before.author.id))?.email }),
          subject: oneLine(`Your offer from ${organization}: ${job.title}`),
          text: [
            `Hello ${firstName(candidate.name)},`,
            `${organization} is glad to offer you the position of ${job.title}. Read your offer letter and accept or decline it here (the link is yours alone and opens until ${formatDay(after.expiresAt!.slice(0, 10))}):`,
            OFFER_LINK_MASK,
          ].join('\n\n'),
          candidateId: candidate.id,
          statusLink: { offerId: id },
        },
        now,
      );
    }
    return answerOf(tx, after, who);
  });
}

/** POST /offers/:id/withdraw: the offer closed; its link stops opening. */
export async function withdrawOffer(
  store: Store,
  id: number,
  reason: string | undefined,
  who: OfferActor,
): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const candidate = await requireCandidate(tx, before.candidateId, true);
    if (!offerActions(before.status).withdraw)
      throw conflict(`This offer is ${before.status}: it can no longer be withdrawn.`);
    const now = new Date().toISOString();
    const after: Offer = {
      ...unsent(before),
      status: 'withdrawn',
      updatedAt: now,
      ...(reason && { withdrawReason: reason }),
    };
    await tx.offers.update(after);
    await noteOnTimeline(tx, candidate, 'Offer withdrawn', authorOf(who), now);
    record(tx, 'withdrawn', before, after);
    return answerOf(tx, after, who);
  });
}

/** Letters compared without case, accents or extra spaces: a typed name matches its candidate. */
const nameKey = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The candidate's decision, from their link or recorded by a recruiter: accepted (the name typed,
 * when, from where, the letter's SHA-256 in the audit log) moves them into the job's hired stage;
 * declined keeps its reason. The recruiter, the approvers and the job's owner are told.
 */
async function decideIn(
  tx: Tx,
  before: Offer,
  decision: { decision: 'accepted'; name: string } | { decision: 'declined'; reason?: string },
  by: { address?: string; recorded?: { by?: Author } },
  who: OfferActor,
): Promise<Offer> {
  const candidate = await requireCandidate(tx, before.candidateId, true);
  const job = await requireJob(tx, before.jobId);
  const now = new Date().toISOString();
  if (before.status !== 'sent')
    throw conflict(
      before.status === 'accepted' || before.status === 'declined'
        ? `This offer was already ${before.status}.`
        : `This offer is ${before.status}: it has not been sent.`,
    );
  if (decision.decision === 'accepted' && nameKey(decision.name) !== nameKey(candidate.name))
    throw badRequest(`Type your full name as the letter gives it: ${candidate.name}.`);
  const sent = (await versionsOf(tx, before)).find((v) => v.version === before.sentVersion);
  const after: Offer = {
    ...before,
    status: decision.decision,
    decidedAt: now,
    updatedAt: now,
    ...(decision.decision === 'accepted'
      ? {
          signedName: decision.name,
          ...(by.address && { signedFrom: by.address }),
          ...(sent?.letterSha256 && { letterSha256: sent.letterSha256 }),
        }
      : decision.reason
        ? { declineReason: decision.reason }
        : {}),
    ...(by.recorded?.by && { recordedBy: by.recorded.by }),
  };
  await tx.offers.update(after);
  // No name or address in the audit log (not even the request's): it outlives an erasure. The
  // offer holds them, and goes with the candidate.
  await tx.audit.record(decision.decision === 'accepted' ? 'offer.accepted' : 'offer.declined', {
    target: `offer:${before.id}`,
    detail: {
      version: before.sentVersion ?? before.version,
      letterSha256: after.letterSha256 ?? null,
      recorded: by.recorded !== undefined,
    },
    ...(!by.recorded && { actorId: null, ip: null }),
  });
  record(tx, decision.decision, before, after);
  // Browser mode's one recruiter has no member id: the answer is theirs, not the candidate's link's.
  const recordedBy = by.recorded?.by;
  const recorded = by.recorded ? ` (recorded by ${recordedBy?.name ?? 'the recruiter'})` : '';
  if (decision.decision === 'accepted') {
    const place = placeIn(job, { stage: 'hired' });
    const notes = `Offer accepted, signed “${decision.name}”${recorded}. ${moveNote(job, stageIdOf(candidate), place.stageId)}`;
    if (candidate.stage === 'hired') await noteOnTimeline(tx, candidate, notes, recordedBy, now);
    else
      await writeMoves(tx, [{ candidate, place, notes }], {
        date: now,
        ...(recordedBy && { author: recordedBy }),
      });
  } else await noteOnTimeline(tx, candidate, `Offer declined${recorded}`, recordedBy, now);
  const team = teamOf(tx);
  if (team) {
    const told = [
      ...(before.author ? [before.author.id] : []),
      ...before.approvals.filter((d) => d.round === before.round).map((d) => d.memberId),
      ...(job.ownerId !== undefined ? [job.ownerId] : []),
    ];
    const word = decision.decision === 'accepted' ? 'accepted' : 'declined';
    await tell(
      team,
      who,
      told,
      candidate,
      {
        subject: `${candidate.name} ${word} the offer for ${job.title}`,
        lead:
          decision.decision === 'accepted'
            ? `${candidate.name} accepted the offer for ${job.title} and is now hired.`
            : `${candidate.name} declined the offer for ${job.title}.${decision.reason ? ` Their reason: ${decision.reason}` : ''}`,
      },
      now,
    );
  }
  return after;
}

/** POST /offers/:id/record: the candidate's answer given outside TalentFlow (a signed letter). */
export async function recordDecision(
  store: Store,
  id: number,
  input: z.output<typeof offerRecordSchema>,
  who: OfferActor,
): Promise<OfferAnswer> {
  return store.transaction('write', async (tx) => {
    const before = await requireOffer(tx, id);
    const author = authorOf(who);
    const after = await decideIn(
      tx,
      before,
      input,
      { recorded: { ...(author && { by: author }) } },
      who,
    );
    return answerOf(tx, after, who);
  });
}

// ——— The candidate's side ———

/**
 * The offer of a link, or a 404: unknown, withdrawn (its hash cleared) or past its expiry while
 * still undecided. A wrong token costs the same reads as a right one. The token is hashed before
 * the transaction: IndexedDB's would not wait for Web Crypto.
 */
async function openOffer(tx: Tx, tokenHash: string): Promise<Offer> {
  const offer = await tx.offers.findByHash(tokenHash);
  const now = new Date().toISOString();
  if (!offer || (offer.status === 'sent' && linkExpired(offer.expiresAt, now)))
    throw notFound(OFFER_LINK_NOT_FOUND);
  if (offer.status !== 'sent' && offer.status !== 'accepted' && offer.status !== 'declined')
    throw notFound(OFFER_LINK_NOT_FOUND);
  return offer;
}

async function linkAnswer(tx: Tx, offer: Offer): Promise<OfferLink> {
  const candidate = await requireCandidate(tx, offer.candidateId);
  const job = await requireJob(tx, offer.jobId);
  const version = (await versionsOf(tx, offer)).find((v) => v.version === offer.sentVersion);
  if (!version?.letter || !version.letterSha256) throw notFound(OFFER_LINK_NOT_FOUND);
  const settings = await offerSettingsOf(tx);
  return {
    organization: (await organizationOf(tx)).name,
    candidateName: candidate.name,
    job: { title: job.title },
    status: offer.status === 'sent' ? 'open' : (offer.status as 'accepted' | 'declined'),
    salary: version.salary,
    startDate: version.startDate,
    fields: settings.fields
      .filter((f) => version.fields[f.key] !== undefined && version.fields[f.key] !== '')
      .map((f) => ({
        label: f.label,
        value:
          f.type === 'date'
            ? formatDay(String(version.fields[f.key]))
            : String(version.fields[f.key]),
      })),
    ...(offer.expiresAt && { expiresAt: offer.expiresAt }),
    letter: version.letter,
    letterSha256: version.letterSha256,
    ...(offer.decidedAt && { decidedAt: offer.decidedAt }),
  };
}

/** GET /offer-links/:token. */
export async function getOfferLink(store: Store, token: string): Promise<OfferLink> {
  const hash = await sha256Hex(token);
  return store.transaction('read', async (tx) => linkAnswer(tx, await openOffer(tx, hash)));
}

/** GET /offer-links/:token/letter.pdf: the letter as sent. */
export const offerLinkPdf = async (store: Store, token: string): Promise<Uint8Array> => {
  const hash = await sha256Hex(token);
  return store.transaction('read', async (tx) => {
    const offer = await openOffer(tx, hash);
    const version = (await versionsOf(tx, offer)).find((v) => v.version === offer.sentVersion);
    if (!version?.letterPdf) throw notFound(OFFER_LINK_NOT_FOUND);
    return bytesOf(version.letterPdf);
  });
};

/** POST /offer-links/:token/accept and /decline: the candidate's own decision. */
export async function decideOfferLink(
  store: Store,
  token: string,
  decision: { decision: 'accepted'; name: string } | { decision: 'declined'; reason?: string },
  address: string | undefined,
  mail: MailContext | undefined,
): Promise<OfferLink> {
  const hash = await sha256Hex(token);
  return store.transaction('write', async (tx) => {
    const before = await openOffer(tx, hash);
    const after = await decideIn(tx, before, decision, { address }, { mail });
    return linkAnswer(tx, after);
  });
}
