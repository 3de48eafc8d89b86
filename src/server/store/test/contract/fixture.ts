import { TABLE_NAMES, type CandidateTable, type HiringTable } from '@/domain/schemas';
import type { Interview, Scorecard } from '@/domain/interviews';
import type { Offer, OfferVersion, SchedulingLink } from '@/domain/schemas';
import type { Candidate, Job, Stage } from '@/domain/types';
import {
  emptyHiringData,
  type HiringData,
  type New,
  type Store,
  type StoredFile,
  type Tx,
} from '../../types';

/** Every row of every table of the list (domain/schemas/tables.ts), as a backup reads them. */
export async function readTables(tx: Tx): Promise<HiringData> {
  const data = emptyHiringData();
  for (const name of TABLE_NAMES)
    (data as Record<HiringTable, unknown[]>)[name] = await tx[name].all();
  return data;
}

/** A stored file with its content as a list of bytes, to compare. */
export async function withBytes(file: StoredFile) {
  return { ...file, content: [...new Uint8Array(await file.content.arrayBuffer())] };
}

/**
 * The store contract: what every store (Dexie over IndexedDB, SQL over PostgreSQL) must do, method
 * by method, with the same orderings, cursors, counts and search semantics. A store's own test
 * file calls `describeStoreContract` with a way to open a fresh, empty store.
 */
export interface OpenedStore {
  store: Store;
  close: () => Promise<void>;
}

export const job = (title: string, order: number, extra: Partial<New<Job>> = {}): New<Job> => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  status: 'active',
  tags: [],
  order,
  ...extra,
});

export const person = (
  name: string,
  email: string,
  stage: Stage,
  jobId: number,
): New<Candidate> => ({
  name,
  email,
  stage,
  jobId,
  tags: [],
});

/**
 * Each interview made here starts two hours after the last one made (from 2 March 2026, 09:30):
 * a store refuses to book one interviewer twice at once (PostgreSQL's bookings).
 */
let interviewsMade = 0;
const nextStart = () =>
  new Date(Date.parse('2026-03-02T09:30:00.000Z') + interviewsMade++ * 7_200_000).toISOString();

/** An interview of a candidate, with everything an interview may hold. */
export const interviewOf = (
  { candidateId, jobId }: { candidateId: number; jobId: number },
  extra: Partial<New<Interview>> = {},
): New<Interview> => ({
  candidateId,
  jobId,
  planInterviewId: 'technical-interview',
  name: 'Technical interview',
  startsAt: extra.startsAt ?? nextStart(),
  durationMinutes: 60,
  interviewerIds: [2, 3],
  location: 'Room “Kiel” <2>',
  videoUrl: 'https://meet.example.com/abc',
  instructions: 'Ask about load charts.',
  status: 'scheduled',
  sequence: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  author: { id: 1, name: 'Rita Recruiter' },
  ...extra,
});

/** A submitted scorecard of an interview, by its first interviewer. */
export const scorecardOf = (
  interview: Interview,
  extra: Partial<New<Scorecard>> = {},
): New<Scorecard> => ({
  interviewId: interview.id,
  candidateId: interview.candidateId,
  interviewerId: interview.interviewerIds[0]!,
  ratings: {
    'technical-interview-domain': 'strong_yes',
    'technical-interview-quality': 'no_opinion',
  },
  takeaways: 'Knows cranes.\nWould hire.',
  recommendation: 'yes',
  submittedAt: '2026-03-02T11:00:00.000Z',
  updatedAt: '2026-03-02T11:00:00.000Z',
  ...extra,
});

/** A drafted offer of a candidate. */
export const offerOf = (
  { candidateId, jobId }: { candidateId: number; jobId: number },
  extra: Partial<New<Offer>> = {},
): New<Offer> => ({
  candidateId,
  jobId,
  status: 'draft',
  version: 1,
  round: 0,
  approvals: [],
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  author: { id: 2, name: 'Rae Recruiter' },
  ...extra,
});

/** An offer's version of its terms. */
export const offerVersionOf = (
  offer: { id: number; candidateId: number },
  extra: Partial<New<OfferVersion>> = {},
): New<OfferVersion> => ({
  offerId: offer.id,
  candidateId: offer.candidateId,
  version: 1,
  salary: { amount: 72000, currency: 'EUR', period: 'year' },
  startDate: '2027-03-01',
  fields: { car: 'Yes', bonus: 5 },
  templateId: 'standard',
  createdAt: '2026-03-05T10:00:00.000Z',
  ...extra,
});

/** A booked scheduling link of a candidate, with everything a link may hold. */
export const schedulingLinkOf = (
  { candidateId, jobId }: { candidateId: number; jobId: number },
  extra: Partial<New<SchedulingLink>> = {},
): New<SchedulingLink> => ({
  candidateId,
  jobId,
  planInterviewId: 'technical-interview',
  name: 'Technical interview',
  durationMinutes: 45,
  interviewerIds: [2, 3],
  pool: false,
  windowFrom: '2026-03-09T00:00:00.000Z',
  windowTo: '2026-03-21T00:00:00.000Z',
  minNoticeHours: 24,
  moveCandidate: true,
  status: 'open',
  tokenHash: `${candidateId}`.padStart(64, 'e'),
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  author: { id: 2, name: 'Rae Recruiter' },
  ...extra,
});

/**
 * A row of each table that belongs to a candidate (domain/schemas/tables.ts), with what it needs:
 * a table added to the list must have one here, or this does not compile.
 */
export const OWNED_ROWS: {
  [K in CandidateTable]: (
    tx: Tx,
    owner: { candidateId: number; jobId: number },
  ) => Promise<unknown>;
} = {
  notes: (tx, { candidateId }) =>
    tx.notes.insert({ candidateId, text: 'n', createdAt: '2026-03-01T10:00:00.000Z' }),
  responses: (tx, { candidateId, jobId }) =>
    tx.responses.insert({
      jobId,
      candidateId,
      answers: { q: 'a' },
      submittedAt: '2026-03-01T10:00:00.000Z',
    }),
  timeline: (tx, { candidateId }) =>
    tx.timeline.insert({
      candidateId,
      date: '2026-03-01T10:00:00.000Z',
      stage: 'applied',
      notes: 'Applied',
    }),
  interviews: (tx, owner) => tx.interviews.insert(interviewOf(owner)),
  applicationLinks: (tx, { candidateId }) =>
    tx.applicationLinks.insert({
      candidateId,
      tokenHash: String(candidateId).padStart(64, 'f'),
      scope: 'candidate',
      createdAt: '2026-03-01T10:00:00.000Z',
    }),
  scorecards: async (tx, owner) => {
    const interview = await tx.interviews.insert(interviewOf(owner));
    return tx.scorecards.insert(scorecardOf(interview));
  },
  offers: (tx, owner) => tx.offers.insert(offerOf(owner)),
  offerVersions: async (tx, owner) => {
    const offer = await tx.offers.insert(offerOf(owner));
    return tx.offerVersions.insert(offerVersionOf(offer));
  },
  schedulingLinks: (tx, owner) => tx.schedulingLinks.insert(schedulingLinkOf(owner)),
  files: async (tx, { candidateId, jobId }) => {
    const response = await tx.responses.insert({
      jobId,
      candidateId,
      answers: {},
      submittedAt: '2026-03-01T10:00:00.000Z',
    });
    const file = {
      candidateId,
      jobId,
      name: 'cv.txt',
      type: 'text/plain; charset=utf-8',
      size: 2,
      createdAt: '2026-03-01T10:00:00.000Z',
      content: new Blob(['cv']),
    };
    // One sent with an application, one attached on the profile.
    return [
      await tx.files.insert({ ...file, responseId: response.id }),
      await tx.files.insert(file),
    ];
  },
};

/** Jobs with ids 1 to `count`, for rows that point at them (PostgreSQL holds references). */
export const jobsUpTo = (count: number): Job[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, ...job(`Job ${i + 1}`, i) }));

/** What every topic of the contract works with: a fresh store for each test, and its transactions. */
export interface ContractContext {
  read: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  write: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  store: () => Store;
}

/** Opens a fresh store before each test of the describe block it is called in, and closes it after. */
export function useFreshStore(open: () => Promise<OpenedStore>): ContractContext {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(async () => {
    await opened.close();
  });
  return {
    read: (work) => opened.store.transaction('read', work),
    write: (work) => opened.store.transaction('write', work),
    store: () => opened.store,
  };
}
