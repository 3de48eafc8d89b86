import {
  applicantStatus,
  DEFAULT_PRIVACY,
  dueForErasure,
  nextPrivacy,
  retentionCutoff,
} from './privacy';

describe('privacy settings', () => {
  const change = {
    noticeText: 'We keep your application for 24 months.',
    noticeUrl: null,
    consentRequired: true,
    retentionMonths: 24,
  };

  it('moves the notice’s version when its words or link change, not for the rest', () => {
    const first = nextPrivacy(DEFAULT_PRIVACY, change, '2026-11-26T10:00:00.000Z');
    expect(first).toMatchObject({ noticeVersion: 1, updatedAt: '2026-11-26T10:00:00.000Z' });
    const same = nextPrivacy(
      first,
      { ...change, retentionMonths: 12, consentRequired: false },
      'x',
    );
    expect(same.noticeVersion).toBe(1);
    expect(nextPrivacy(same, { ...change, noticeText: 'New words.' }, 'y').noticeVersion).toBe(2);
    expect(
      nextPrivacy(same, { ...change, noticeUrl: 'https://example.com/privacy' }, 'y').noticeVersion,
    ).toBe(2);
  });
});

describe("an applicant's status", () => {
  it("speaks the applicant's words, never a stage", () => {
    expect(applicantStatus({ stage: 'applied' }, false)).toBe('received');
    for (const stage of ['screen', 'tech', 'offer'])
      expect(applicantStatus({ stage }, false)).toBe('in_review');
    expect(applicantStatus({ stage: 'rejected' }, false)).toBe('closed');
    expect(applicantStatus({ stage: 'tech' }, true)).toBe('closed');
    expect(applicantStatus({ stage: 'hired' }, false)).toBe('hired');
    expect(applicantStatus({ stage: 'hired' }, true)).toBe('hired');
  });

  it('says withdrawn while the withdrawal holds: Rejected, with its time', () => {
    const withdrawnAt = '2026-11-28T10:00:00.000Z';
    expect(applicantStatus({ stage: 'rejected', withdrawnAt }, false)).toBe('withdrawn');
    expect(applicantStatus({ stage: 'rejected', withdrawnAt }, true)).toBe('withdrawn');
    expect(applicantStatus({ stage: 'screen', withdrawnAt }, false)).toBe('in_review');
  });

  it('tells a link to one later submission only whether the job is open', () => {
    expect(applicantStatus({ stage: 'hired' }, false, 'submission')).toBe('received');
    expect(applicantStatus({ stage: 'offer' }, false, 'submission')).toBe('received');
    expect(applicantStatus({ stage: 'offer' }, true, 'submission')).toBe('closed');
  });
});

describe('retention', () => {
  it("counts calendar months back, the 31st landing on a shorter month's last day", () => {
    expect(retentionCutoff(new Date('2026-11-26T10:00:00.000Z'), 24)).toBe(
      '2024-11-26T10:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-03-31T08:00:00.000Z'), 1)).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 13)).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });

  it('erases only the idle who are rejected or whose job is archived', () => {
    const cutoff = '2024-11-26T10:00:00.000Z';
    const old = '2024-11-26T09:59:59.999Z';
    expect(
      dueForErasure({ stage: 'rejected', jobArchived: false, lastActivityAt: old }, cutoff),
    ).toBe(true);
    expect(dueForErasure({ stage: 'tech', jobArchived: true, lastActivityAt: old }, cutoff)).toBe(
      true,
    );
    expect(dueForErasure({ stage: 'tech', jobArchived: false, lastActivityAt: old }, cutoff)).toBe(
      false,
    );
    expect(
      dueForErasure({ stage: 'rejected', jobArchived: false, lastActivityAt: cutoff }, cutoff),
    ).toBe(false);
    expect(
      dueForErasure({ stage: 'rejected', jobArchived: false, lastActivityAt: null }, cutoff),
    ).toBe(true);
    expect(
      dueForErasure({ stage: 'hired', jobArchived: false, lastActivityAt: null }, cutoff),
    ).toBe(false);
  });
});
