import { DEFAULT_REJECTION_REASONS } from '@/domain/rejection';
import { api } from '@/test/api';

/** The team's rejection reasons: GET and PUT /api/settings/rejection-reasons, in every store. */

describe('the rejection reasons', () => {
  it('are the defaults until saved, then the list as saved, trimmed and in its order', async () => {
    expect((await api('GET', '/settings/rejection-reasons')).body).toEqual({
      reasons: [...DEFAULT_REJECTION_REASONS],
    });
    expect(DEFAULT_REJECTION_REASONS).toEqual([
      'Not qualified',
      'Withdrew',
      'Hired elsewhere',
      'Compensation',
      'Position filled',
      'Other',
    ]);
    const saved = await api('PUT', '/settings/rejection-reasons', {
      reasons: ['  Failed the sea trial ', 'Withdrew', 'No <visa> & no permit'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      reasons: ['Failed the sea trial', 'Withdrew', 'No <visa> & no permit'],
    });
    expect((await api('GET', '/settings/rejection-reasons')).body).toEqual(saved.body);
  });

  it('refuses a blank or repeated reason, an empty or too long list, with 400, keeping the list', async () => {
    await api('PUT', '/settings/rejection-reasons', { reasons: ['Withdrew', 'Other'] });
    const refused = [
      { reasons: ['Withdrew', '  '] },
      { reasons: ['Withdrew', 'withdrew '] },
      { reasons: [] },
      { reasons: Array.from({ length: 31 }, (_, i) => `Reason ${i}`) },
      { reasons: ['x'.repeat(81)] },
      { reasons: 'Withdrew' },
      { reasons: ['Withdrew'], extra: 1 },
    ];
    for (const body of refused) {
      const answer = await api('PUT', '/settings/rejection-reasons', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const repeated = await api('PUT', '/settings/rejection-reasons', {
      reasons: ['Withdrew', 'withdrew '],
    });
    expect(repeated.body.error.message).toBe('“withdrew” is in the list twice.');
    expect((await api('GET', '/settings/rejection-reasons')).body).toEqual({
      reasons: ['Withdrew', 'Other'],
    });
  });
});

/** The privacy settings: GET (public) and PUT /api/settings/privacy, in every store. */
describe('the privacy settings', () => {
  const settings = {
    noticeText: '  We keep your application for **24 months**, then erase it. ',
    noticeUrl: 'https://example.com/privacy',
    consentRequired: true,
    retentionMonths: 24,
  };

  it('are empty until saved; the notice’s version moves when its words or link change', async () => {
    expect((await api('GET', '/settings/privacy')).body).toEqual({
      noticeText: '',
      noticeUrl: null,
      consentRequired: false,
      retentionMonths: null,
      noticeVersion: 0,
      updatedAt: null,
    });
    const saved = await api('PUT', '/settings/privacy', settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...settings,
      noticeText: 'We keep your application for **24 months**, then erase it.',
      noticeVersion: 1,
    });
    expect(Date.parse(saved.body.updatedAt)).not.toBeNaN();
    expect((await api('GET', '/settings/privacy')).body).toEqual(saved.body);
    const kept = await api('PUT', '/settings/privacy', { ...settings, retentionMonths: null });
    expect(kept.body).toMatchObject({ noticeVersion: 1, retentionMonths: null });
    const reworded = await api('PUT', '/settings/privacy', {
      ...settings,
      noticeText: 'New words.',
      noticeUrl: '',
    });
    expect(reworded.body).toMatchObject({ noticeVersion: 2, noticeUrl: null });
  });

  it('refuses what it cannot keep with 400, keeping what was saved', async () => {
    const first = (await api('PUT', '/settings/privacy', settings)).body;
    for (const body of [
      { ...settings, noticeUrl: 'http://example.com/privacy' },
      { ...settings, noticeUrl: 'javascript:alert(1)' },
      { ...settings, retentionMonths: 0 },
      { ...settings, retentionMonths: 241 },
      { ...settings, retentionMonths: 2.5 },
      { ...settings, consentRequired: 'yes' },
      { ...settings, noticeText: 'x'.repeat(10_001) },
      { ...settings, extra: 1 },
      { noticeText: 'Only this' },
    ]) {
      const refused = await api('PUT', '/settings/privacy', body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    expect((await api('GET', '/settings/privacy')).body).toEqual(first);
  });
});

/** When interview reminders go: GET and PUT /api/settings/interview-reminders, in every store. */
describe('the interview reminder settings', () => {
  it('are a day and an hour before until saved, then the hours as saved, largest first', async () => {
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({ hours: [24, 1] });
    const saved = await api('PUT', '/settings/interview-reminders', { hours: [2, 168, 48] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hours: [168, 48, 2] });
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual(saved.body);
    // None turns them off.
    const off = await api('PUT', '/settings/interview-reminders', { hours: [] });
    expect(off.body).toEqual({ hours: [] });
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({ hours: [] });
  });

  it('refuses hours out of range, repeated, not whole or more than three, with 400, keeping them', async () => {
    await api('PUT', '/settings/interview-reminders', { hours: [48, 2] });
    const field = (name: string, problem: string) =>
      `Interview reminders field "${name}": ${problem}`;
    const refused: Array<[unknown, string]> = [
      [{ hours: [0] }, field('hours.0', 'must be at least 1 hour.')],
      [{ hours: [169] }, field('hours.0', 'must be at most 168 hours (a week).')],
      [{ hours: [24, 1.5] }, field('hours.1', 'must be whole hours.')],
      [{ hours: [24, 24] }, field('hours', 'must name each hour once.')],
      [{ hours: [72, 24, 2, 1] }, field('hours', 'must have at most 3 reminders.')],
      [{ hours: ['24'] }, field('hours.0', 'must be a number of hours.')],
      [{ hours: 24 }, field('hours', 'must be a list of hours.')],
      [{}, field('hours', 'must be a list of hours.')],
      [{ hours: [24], extra: 1 }, 'extra'],
    ];
    for (const [body, message] of refused) {
      const answer = await api('PUT', '/settings/interview-reminders', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toContain(message);
    }
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({ hours: [48, 2] });
  });
});
