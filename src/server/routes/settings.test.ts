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
