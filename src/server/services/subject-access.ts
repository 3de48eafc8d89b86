import type { Interview, Scorecard } from '@/domain/interviews';
import type { Offer, OfferVersion, SchedulingLink } from '@/domain/schemas';
import type { AssessmentResponse, Candidate, Note, TimelineRow } from '@/domain/types';
import { type FileMeta, type Store, type StoredFile } from '../store/types';
import { toBase64 } from './backup';
import { requireCandidate } from './candidates';

/**
 * A subject-access export: everything held on a person, across every job they applied to (their
 * candidates matched by email), with who wrote each note, entry and scorecard. One file.
 */
export interface SubjectAccessExport {
  exportedAt: string;
  email: string;
  applications: Array<{
    candidate: Candidate;
    job: { id: number; title: string } | null;
    responses: AssessmentResponse[];
    files: Array<Omit<StoredFile, 'content'> & { content: string }>;
    notes: Note[];
    timeline: TimelineRow[];
    interviews: Interview[];
    /** Their offers (never a link's hash) and each version of the terms, with its letter. */
    offers: Array<Omit<Offer, 'tokenHash'>>;
    offerVersions: OfferVersion[];
    /** The links they were sent to pick a time (never a link's hash). */
    schedulingLinks: Array<Omit<SchedulingLink, 'tokenHash'>>;
    scorecards: Array<Scorecard & { interviewer: { id: number; name: string | null } }>;
    /** What TalentFlow emailed them (a team server's outbox). */
    emails: Array<{
      kind: string;
      to: string;
      subject: string;
      text: string;
      state: string;
      createdAt: string;
      sentAt: string | null;
    }>;
  }>;
}

type Gathered = Omit<SubjectAccessExport['applications'][number], 'files'> & {
  files: Array<FileMeta & { content: Blob }>;
};

/** Everything about the candidate's person (admins only; an audit event with the id alone). */
export async function exportPerson(
  store: Store,
  id: number,
  team: boolean,
): Promise<SubjectAccessExport> {
  // Recorded before anything is read (the id alone): no export goes unrecorded.
  await store.transaction('write', async (tx) => {
    await requireCandidate(tx, id);
    await tx.audit.record('candidate.exported', { target: `candidate:${id}` });
  });
  const { email, gathered } = await store.transaction('read', async (tx) => {
    const { email } = await requireCandidate(tx, id);
    const gathered: Gathered[] = [];
    const names = new Map<number, string | null>();
    const accounts = team ? tx.accounts : undefined;
    const outbox = team ? tx.outbox : undefined;
    const nameOf = async (memberId: number) => {
      if (!accounts) return null;
      if (!names.has(memberId))
        names.set(memberId, (await accounts.getUser(memberId))?.name ?? null);
      return names.get(memberId)!;
    };
    for (const candidate of await tx.candidates.listByEmail(email)) {
      const job = await tx.jobs.get(candidate.jobId);
      const files = [];
      for (const meta of await tx.files.listByCandidate(candidate.id)) {
        const file = await tx.files.get(meta.id);
        if (file) files.push(file);
      }
      const scorecards = [];
      for (const card of await tx.scorecards.listByCandidate(candidate.id))
        scorecards.push({
          ...card,
          interviewer: { id: card.interviewerId, name: await nameOf(card.interviewerId) },
        });
      const emails = outbox ? await outbox.listByCandidate(candidate.id) : [];
      gathered.push({
        candidate,
        job: job ? { id: job.id, title: job.title } : null,
        responses: await tx.responses.listByCandidate(candidate.id),
        files,
        notes: await tx.notes.listByCandidate(candidate.id),
        timeline: await tx.timeline.listByCandidate(candidate.id),
        interviews: await tx.interviews.listByCandidate(candidate.id),
        offers: (await tx.offers.listByCandidate(candidate.id)).map(
          ({ tokenHash: _hash, ...offer }) => offer,
        ),
        offerVersions: await tx.offerVersions.listByCandidate(candidate.id),
        schedulingLinks: (await tx.schedulingLinks.listByCandidate(candidate.id)).map(
          ({ tokenHash: _hash, ...link }) => link,
        ),
        scorecards,
        emails: emails.map((m) => ({
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          text: m.text,
          state: m.state,
          createdAt: m.createdAt,
          sentAt: m.sentAt,
        })),
      });
    }
    return { email, gathered };
  });
  // Files' contents are read once the transaction is over (IndexedDB's would not wait for them).
  const applications = [];
  for (const { files, ...rest } of gathered)
    applications.push({
      ...rest,
      files: await Promise.all(
        files.map(async ({ content, ...file }) => ({
          ...file,
          content: toBase64(new Uint8Array(await content.arrayBuffer())),
        })),
      ),
    });
  return { exportedAt: new Date().toISOString(), email, applications };
}
