import type { DomainEvent } from '@/domain/events';
import type { Candidate, Job, Stage } from '@/domain/types';
import { webhookMessagesOf } from './events';

/** Webhooks' rules over recorded events: from the events alone, nothing read. */
describe('the webhook events of a write', () => {
  const at = '2026-11-28T10:00:00.000Z';
  const ann: Candidate = {
    id: 7,
    name: 'Ann',
    email: 'ann@example.com',
    stage: 'screen',
    jobId: 3,
  };
  const job: Job = { id: 3, title: 'Nurse', slug: 'nurse', status: 'active', tags: [], order: 0 };
  const entry = { date: at, stage: 'tech' as const };
  const move = <F extends Stage, T extends Stage>(from: F, to: T) => ({
    from,
    to,
    fromStageId: from as string,
    toStageId: to as string,
  });
  const types = (events: DomainEvent[]) => webhookMessagesOf(events, at).map((m) => m.type);

  it('says a move with where it came from, a hire as well, and a rejection as a move', () => {
    expect(
      webhookMessagesOf(
        [{ type: 'candidate.moved', id: 7, jobId: 3, ...move('offer', 'hired'), entry }],
        at,
      ),
    ).toEqual([
      {
        type: 'candidate.stage_changed',
        timestamp: at,
        data: {
          candidateId: 7,
          jobId: 3,
          from: 'offer',
          to: 'hired',
          fromStageId: 'offer',
          toStageId: 'hired',
        },
      },
      { type: 'candidate.hired', timestamp: at, data: { candidateId: 7, jobId: 3 } },
    ]);
    expect(
      webhookMessagesOf(
        [
          {
            type: 'candidate.rejected',
            id: 7,
            jobId: 3,
            from: 'screen',
            fromStageId: 'screen',
            toStageId: 'rejected',
            reason: 'Withdrew',
            entry: { ...entry, stage: 'rejected', reason: 'Withdrew' },
          },
        ],
        at,
      )[0]!.data,
    ).toEqual({
      candidateId: 7,
      jobId: 3,
      from: 'screen',
      to: 'rejected',
      fromStageId: 'screen',
      toStageId: 'rejected',
    });
  });

  it('says a move between two stages of one category of a job’s own pipeline, and hires once', () => {
    const within = {
      type: 'candidate.moved' as const,
      id: 7,
      jobId: 3,
      from: 'tech' as const,
      to: 'tech' as const,
      fromStageId: 'take-home',
      toStageId: 'panel',
      entry,
    };
    expect(webhookMessagesOf([within], at)).toEqual([
      {
        type: 'candidate.stage_changed',
        timestamp: at,
        data: {
          candidateId: 7,
          jobId: 3,
          from: 'tech',
          to: 'tech',
          fromStageId: 'take-home',
          toStageId: 'panel',
        },
      },
    ]);
    const hiredAgain = { ...within, from: 'hired' as const, to: 'hired' as const };
    expect(types([{ ...hiredAgain, toStageId: 'started' }])).toEqual(['candidate.stage_changed']);
    expect(types([{ ...hiredAgain, fromStageId: 'started', toStageId: 'started' }])).toEqual([]);
  });

  it('publishes a job active now that was not before, and no other edit', () => {
    const archived = { ...job, status: 'archived' as const };
    expect(types([{ type: 'job.edited', before: archived, after: job }])).toEqual([
      'job.published',
    ]);
    expect(
      types([{ type: 'job.edited', before: job, after: { ...job, title: 'Nurse II' } }]),
    ).toEqual([]);
    expect(types([{ type: 'job.created', job }])).toEqual(['job.published']);
    expect(types([{ type: 'job.created', job: archived }])).toEqual([]);
  });

  it('says nothing more about a candidate erased by the same write, and a merge erases the duplicate', () => {
    expect(
      types([
        { type: 'candidate.moved', id: 7, jobId: 3, ...move('screen', 'tech'), entry },
        {
          type: 'candidate.erased',
          id: 7,
          jobId: 3,
          journey: { candidate: ann, entries: [] },
          upcoming: [],
        },
      ]),
    ).toEqual(['candidate.erased']);
    const merged = webhookMessagesOf(
      [
        {
          type: 'candidate.merged',
          before: { ...ann, id: 8 },
          after: { ...ann, id: 8 },
          entry,
          other: { candidate: ann, entries: [] },
        },
      ],
      at,
    );
    expect(merged).toEqual([{ type: 'candidate.erased', timestamp: at, data: { candidateId: 7 } }]);
  });

  it('tells an offer sent, accepted and declined, with ids and the version only', () => {
    const offer = {
      id: 5,
      candidateId: 7,
      jobId: 3,
      status: 'sent' as const,
      version: 2,
      sentVersion: 2,
      round: 1,
      approvals: [],
      createdAt: at,
      updatedAt: at,
    };
    const change = (
      kind: 'sent' | 'accepted' | 'declined' | 'approved' | 'revised',
    ): DomainEvent => ({ type: 'offer.changed', change: kind, before: offer, after: offer });
    const data = { offerId: 5, candidateId: 7, jobId: 3, version: 2 };
    expect(webhookMessagesOf([change('sent'), change('accepted')], at)).toEqual([
      { type: 'offer.sent', timestamp: at, data },
      { type: 'offer.accepted', timestamp: at, data },
    ]);
    expect(types([change('declined'), change('approved'), change('revised')])).toEqual([
      'offer.declined',
    ]);
  });

  it('makes nothing of changes no webhook tells (an edit, a note, a draft never recorded)', () => {
    expect(
      types([
        { type: 'candidate.edited', before: ann, after: { ...ann, name: 'Ann Lee' } },
        {
          type: 'note.added',
          note: { id: 1, candidateId: 7, text: 'Hello', createdAt: at },
        },
      ]),
    ).toEqual([]);
  });
});
