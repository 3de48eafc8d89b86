import type { Stage } from './enums';
import type { DomainEvent } from './events';
import type { OfferChange } from './offers';

/**
 * A committed change to the hiring data, as the live event stream (`GET /api/events`) announces
 * it: the kind of thing, what happened and its id, never its contents, so an event is small (it
 * travels through PostgreSQL's NOTIFY) and says nothing about a candidate to whoever sees it.
 */
export type ChangeEvent =
  | { entity: 'job'; action: 'created' | 'edited'; id: number }
  /** Jobs' positions changed (ids are not listed: a reorder may touch many). */
  | { entity: 'jobs'; action: 'reordered' }
  /** `created` by hand, `edited` (name, email, phone or source), `erased`. */
  | {
      entity: 'candidate';
      action: 'created' | 'edited' | 'erased';
      id: number;
      jobId: number;
    }
  /** `moved` to a stage: its category, and the stage of the job's pipeline. */
  | {
      entity: 'candidate';
      action: 'moved';
      id: number;
      jobId: number;
      stage: Stage;
      stageId: string;
    }
  | { entity: 'note'; action: 'added' | 'edited' | 'deleted'; id: number; candidateId: number }
  /** An offer drafted, changed or decided: its candidate's page reads it again. */
  | { entity: 'offer'; action: OfferChange; id: number; candidateId: number }
  | { entity: 'assessment'; action: 'saved'; jobId: number }
  | { entity: 'interview-plan'; action: 'saved'; jobId: number }
  | {
      entity: 'interview';
      action: 'scheduled' | 'changed' | 'cancelled';
      id: number;
      candidateId: number;
    }
  /** A scorecard made visible (`submitted`), or changed after it was (`edited`). */
  | {
      entity: 'scorecard';
      action: 'submitted' | 'edited';
      interviewId: number;
      candidateId: number;
    }
  /** A file attached on a candidate's profile (a résumé for someone added by hand, or a newer one). */
  | { entity: 'file'; action: 'attached'; id: number; candidateId: number }
  /** An applicant's submission: `created` says whether it made a new candidate. */
  | {
      entity: 'application';
      action: 'received';
      id: number;
      candidateId: number;
      jobId: number;
      created: boolean;
    }
  /** Everything was replaced (a backup restored). */
  | { entity: 'data'; action: 'restored' }
  /**
   * A member's sessions or rights changed (team mode): `signed-out` of one session, `changed` in
   * role or deactivated or reactivated. Every server instance forgets what it kept of their sessions.
   */
  | { entity: 'member'; action: 'signed-out' | 'changed'; id: number }
  /** A member's notifications changed (one added, some read): only theirs refetch. */
  | { entity: 'notification'; action: 'added' | 'read'; userId: number };

export type ChangeEntity = ChangeEvent['entity'];

/**
 * The candidate an event is about, or undefined for one about no candidate (a job, a member, a
 * restore): an interviewer's stream carries the first kind only for the candidates they may open.
 */
export function candidateOfChange(event: ChangeEvent): number | undefined {
  switch (event.entity) {
    case 'candidate':
      return event.id;
    case 'note':
    case 'interview':
    case 'offer':
    case 'scorecard':
    case 'file':
    case 'application':
      return event.candidateId;
    case 'job':
    case 'jobs':
    case 'assessment':
    case 'interview-plan':
    case 'data':
    case 'member':
    case 'notification':
      return undefined;
  }
}

const ENTITIES: ReadonlySet<string> = new Set<ChangeEntity>([
  'job',
  'jobs',
  'candidate',
  'note',
  'assessment',
  'interview-plan',
  'interview',
  'offer',
  'scorecard',
  'file',
  'application',
  'data',
  'member',
  'notification',
]);

/** Reads an event from the wire; anything else (another version's event, garbage) is undefined. */
export function parseChangeEvent(text: string): ChangeEvent | undefined {
  try {
    const value = JSON.parse(text) as { entity?: unknown; action?: unknown };
    if (typeof value !== 'object' || value === null) return undefined;
    if (typeof value.entity !== 'string' || !ENTITIES.has(value.entity)) return undefined;
    if (typeof value.action !== 'string') return undefined;
    return value as ChangeEvent;
  } catch {
    return undefined;
  }
}

/**
 * What the live event streams announce of a recorded change (the live handler): the wire events
 * above, small and without contents, exactly as they were announced before changes were recorded
 * with their before and after. A merge is two: the kept candidate edited, the other erased.
 */
export function changeEventsOf(event: DomainEvent): ChangeEvent[] {
  switch (event.type) {
    case 'job.created':
      return [{ entity: 'job', action: 'created', id: event.job.id }];
    case 'job.edited':
      return [{ entity: 'job', action: 'edited', id: event.after.id }];
    case 'jobs.reordered':
      return [{ entity: 'jobs', action: 'reordered' }];
    case 'candidate.created':
      return [
        {
          entity: 'candidate',
          action: 'created',
          id: event.candidate.id,
          jobId: event.candidate.jobId,
        },
      ];
    case 'candidate.moved':
    case 'candidate.rejected':
      return [
        {
          entity: 'candidate',
          action: 'moved',
          id: event.id,
          jobId: event.jobId,
          stage: event.type === 'candidate.moved' ? event.to : 'rejected',
          stageId: event.toStageId,
        },
      ];
    case 'candidate.edited':
      return [
        { entity: 'candidate', action: 'edited', id: event.after.id, jobId: event.after.jobId },
      ];
    case 'candidate.emailed':
      return [{ entity: 'candidate', action: 'edited', id: event.id, jobId: event.jobId }];
    case 'application.withdrawn':
      return [{ entity: 'candidate', action: 'edited', id: event.candidateId, jobId: event.jobId }];
    case 'candidate.erased':
      return [{ entity: 'candidate', action: 'erased', id: event.id, jobId: event.jobId }];
    case 'candidate.merged':
      return [
        { entity: 'candidate', action: 'edited', id: event.after.id, jobId: event.after.jobId },
        {
          entity: 'candidate',
          action: 'erased',
          id: event.other.candidate.id,
          jobId: event.other.candidate.jobId,
        },
      ];
    case 'note.added':
      return [
        { entity: 'note', action: 'added', id: event.note.id, candidateId: event.note.candidateId },
      ];
    case 'note.edited':
      return [
        {
          entity: 'note',
          action: 'edited',
          id: event.after.id,
          candidateId: event.after.candidateId,
        },
      ];
    case 'note.deleted':
      return [
        {
          entity: 'note',
          action: 'deleted',
          id: event.note.id,
          candidateId: event.note.candidateId,
        },
      ];
    case 'assessment.saved':
      return [{ entity: 'assessment', action: 'saved', jobId: event.jobId }];
    case 'offer.changed':
      return [
        {
          entity: 'offer',
          action: event.change,
          id: event.after.id,
          candidateId: event.after.candidateId,
        },
      ];
    case 'interview-plan.saved':
      return [{ entity: 'interview-plan', action: 'saved', jobId: event.jobId }];
    case 'interview.scheduled':
      return [
        {
          entity: 'interview',
          action: 'scheduled',
          id: event.interview.id,
          candidateId: event.interview.candidateId,
        },
      ];
    case 'interview.changed':
    case 'interview.cancelled':
      return [
        {
          entity: 'interview',
          action: event.type === 'interview.changed' ? 'changed' : 'cancelled',
          id: event.after.id,
          candidateId: event.after.candidateId,
        },
      ];
    case 'scorecard.submitted':
      return [
        {
          entity: 'scorecard',
          action: 'submitted',
          interviewId: event.scorecard.interviewId,
          candidateId: event.scorecard.candidateId,
        },
      ];
    case 'scorecard.edited':
      return [
        {
          entity: 'scorecard',
          action: 'edited',
          interviewId: event.after.interviewId,
          candidateId: event.after.candidateId,
        },
      ];
    case 'file.attached':
      return [{ entity: 'file', action: 'attached', id: event.id, candidateId: event.candidateId }];
    case 'application.received':
      return [
        {
          entity: 'application',
          action: 'received',
          id: event.id,
          candidateId: event.candidate.id,
          jobId: event.candidate.jobId,
          created: event.created,
        },
      ];
    case 'data.restored':
      return [{ entity: 'data', action: 'restored' }];
    case 'data.seeded':
      return [];
    case 'member.signed-out':
      return [{ entity: 'member', action: 'signed-out', id: event.id }];
    case 'member.changed':
      return [{ entity: 'member', action: 'changed', id: event.id }];
    case 'notification.added':
      return [{ entity: 'notification', action: 'added', userId: event.userId }];
    case 'notification.read':
      return [{ entity: 'notification', action: 'read', userId: event.userId }];
  }
}
