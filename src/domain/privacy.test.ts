import { DEFAULT_PRIVACY, nextPrivacy } from './privacy';

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
    const same = nextPrivacy(first, { ...change, retentionMonths: 12, consentRequired: false }, 'x');
    expect(same.noticeVersion).toBe(1);
    expect(nextPrivacy(same, { ...change, noticeText: 'New words.' }, 'y').noticeVersion).toBe(2);
    expect(
      nextPrivacy(same, { ...change, noticeUrl: 'https://example.com/privacy' }, 'y').noticeVersion,
    ).toBe(2);
  });
});
