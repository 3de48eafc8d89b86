import { placeFields } from './pipelines';
import type { Interview, Scorecard } from './interviews';
import type { OfferChange } from './offers';
import type { Offer } from './schemas/offers';
import type { Candidate, Job, Note, Stage, TimelineRow } from './types';

/**
 * What a write changed, as its service records it (`tx.record`), in the write's own transaction:
 * one typed event per change, with what it was before and what it is now. Every consequence of a
 * write (the reports' counts, the live event streams, webhooks, search indexing...) is worked out
 * from these by a handler of its own before the commit, so nothing reads a row again to learn what
 * changed. They never leave the server: what a live stream sends is made from them
 * (`changeEventOf`, domain/changes.ts), and so are webhooks' bodies (ids and the few fields their
 * types list).
 */

/**
 * A timeline entry as the reports' counts read it (domain/reports' journeys): a change that wrote
 * one to a candidate's timeline carries it, so the counts can tell the journey before the change.
 */
export type JourneyEntry = Pick<TimelineRow, 'date' | 'stage' | 'stageId' | 'reason'>;

/** A candidate's journey as the reports count it: their row and their timeline, oldest first. */
export interface Journey {
  candidate: Candidate;
  entries: JourneyEntry[];
}

export type DomainEvent =
  | { type: 'job.created'; job: Job }
  | { type: 'job.edited'; before: Job; after: Job }
  /** Jobs' positions changed (a reorder may touch many). */
  | { type: 'jobs.reordered' }
  /** Added by hand or by an import: their first timeline entry with them. */
  | { type: 'candidate.created'; candidate: Candidate; entry: JourneyEntry }
  /** Put in another stage (by hand or in bulk), their timeline saying so (`entry`). */
  | {
      type: 'candidate.moved';
      id: number;
      jobId: number;
      from: Stage;
      to: Stage;
      /** The stages of the job's pipeline (`from` and `to` are their categories, maybe the same). */
      fromStageId: string;
      toStageId: string;
      entry: JourneyEntry;
    }
  /** Moved to Rejected with one of the team's reasons (the entry carries it). */
  | {
      type: 'candidate.rejected';
      id: number;
      jobId: number;
      from: Stage;
      fromStageId: string;
      toStageId: string;
      reason: string;
      entry: JourneyEntry;
    }
  /** Name, email, phone, source or tags changed. */
  | { type: 'candidate.edited'; before: Candidate; after: Candidate }
  /**
   * Written to (an email through the outbox, or one opened in the mail app, which the timeline
   * then says: `entry`), or a scheduled email of theirs cancelled.
   */
  | { type: 'candidate.emailed'; id: number; jobId: number; entry?: JourneyEntry }
  /**
   * Erased with every row of theirs; `journey` is what they were just before, `upcoming` their
   * interviews still to come, gone with them (their interviewers are told).
   */
  | {
      type: 'candidate.erased';
      id: number;
      jobId: number;
      journey: Journey;
      upcoming: Interview[];
    }
  /**
   * Two candidates made one: `other`'s rows became `kept`'s (its timeline entries among them,
   * `absorbed`), `kept` changed (`before`, `after`) and its timeline says so (`entry`), and `other`
   * was erased (`journey`: what they were before).
   */
  | {
      type: 'candidate.merged';
      before: Candidate;
      after: Candidate;
      entry: JourneyEntry;
      other: Journey;
    }
  | { type: 'note.added'; note: Note }
  | { type: 'note.edited'; before: Note; after: Note }
  | { type: 'note.deleted'; note: Note }
  | { type: 'assessment.saved'; jobId: number }
  | { type: 'interview-plan.saved'; jobId: number }
  | { type: 'interview.scheduled'; interview: Interview; entry: JourneyEntry }
  /** Its time, interviewers, place or instructions changed (`rescheduled` when its time did). */
  | {
      type: 'interview.changed';
      before: Interview;
      after: Interview;
      rescheduled: boolean;
      entry: JourneyEntry;
    }
  | { type: 'interview.cancelled'; before: Interview; after: Interview; entry: JourneyEntry }
  /** A scorecard made visible (`submitted`), or changed after it was (`edited`). */
  | { type: 'scorecard.submitted'; scorecard: Scorecard }
  | { type: 'scorecard.edited'; before: Scorecard; after: Scorecard }
  /** A file attached on a candidate's profile (a résumé for someone added by hand, or a newer one). */
  | { type: 'file.attached'; id: number; candidateId: number; jobId: number }
  /**
   * An applicant's submission (`id`: the response): a new candidate (`created`) or one more for
   * the candidate of their email, with its timeline entry and `files` files.
   */
  | {
      type: 'application.received';
      id: number;
      candidate: Candidate;
      created: boolean;
      entry: JourneyEntry;
      files: number;
    }
  /** One submission withdrawn by the applicant (their candidate stays). */
  | { type: 'application.withdrawn'; id: number; candidateId: number; jobId: number }
  /**
   * An offer drafted, changed (a new version), submitted, decided by an approver, sent, withdrawn,
   * or accepted or declined by its candidate: `before` and `after` as stored.
   */
  | {
      type: 'offer.changed';
      change: OfferChange;
      before: Offer | undefined;
      after: Offer;
    }
  /** Everything was replaced (a backup restored). */
  | { type: 'data.restored' }
  /** Sample data written into empty tables. */
  | { type: 'data.seeded' }
  /** A member signed out of one session (team mode). */
  | { type: 'member.signed-out'; id: number }
  /** A member's role, activity, password or two-factor sign-in changed (team mode). */
  | { type: 'member.changed'; id: number }
  /** A notification added to a member's bell (team mode). */
  | { type: 'notification.added'; userId: number; id: number }
  /** Some of a member's notifications read. */
  | { type: 'notification.read'; userId: number };

export type DomainEventType = DomainEvent['type'];

/** The event of one type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The timeline entry a change wrote for a candidate, if any. */
export function journeyEntryOf(entry: JourneyEntry): JourneyEntry {
  return {
    date: entry.date,
    ...placeFields({ stage: entry.stage, stageId: entry.stageId ?? entry.stage }),
    ...(entry.reason && { reason: entry.reason }),
  };
}

/** Timeline entries by their candidate, in the order given. */
export function groupByCandidate(entries: readonly TimelineRow[]): Map<number, TimelineRow[]> {
  const groups = new Map<number, TimelineRow[]>();
  for (const entry of entries) {
    const group = groups.get(entry.candidateId);
    if (group) group.push(entry);
    else groups.set(entry.candidateId, [entry]);
  }
  return groups;
}
