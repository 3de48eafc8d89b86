import { api } from '@/test/api';

/** Browser mode's offers: approved on submit, marked as sent, the answer recorded by the recruiter. */
describe('offers in browser mode', () => {
  async function sentOffer() {
    const job = (await api('POST', '/jobs', { title: 'Support Lead' })).body;
    const candidate = (
      await api('POST', '/candidates', {
        name: 'Ada King',
        email: 'ada@example.com',
        jobId: job.id,
        stage: 'offer',
        source: 'sourced',
      })
    ).body;
    const made = await api('POST', `/candidates/${candidate.id}/offers`, {
      salary: { amount: 52000, currency: 'EUR', period: 'year' },
      startDate: '2027-03-01',
    });
    expect(made.body).toMatchObject({ status: 'draft' });
    expect(made.status).toBe(201);
    expect((await api('POST', `/offers/${made.body.id}/submit`)).body.status).toBe('approved');
    expect((await api('POST', `/offers/${made.body.id}/send`, {})).body.status).toBe('sent');
    return { offerId: made.body.id as number, candidateId: candidate.id as number };
  }

  it('records an acceptance as the recruiter’s, hires the candidate, and a backup of it restores', async () => {
    const { offerId, candidateId } = await sentOffer();
    const recorded = await api('POST', `/offers/${offerId}/record`, {
      decision: 'accepted',
      name: 'Ada King',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'accepted', signedName: 'Ada King' });
    expect(recorded.body.recordedBy).toBeUndefined();
    expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('hired');
    const timeline = (await api('GET', `/candidates/${candidateId}/timeline`)).body;
    expect(JSON.stringify(timeline)).toContain('(recorded by the recruiter)');

    const backup = (await api('GET', '/backup')).body;
    const restored = await api('POST', '/backup/restore', backup);
    expect(restored.status).toBe(200);
    expect((await api('GET', `/offers/${offerId}`)).body).toMatchObject({
      status: 'accepted',
      signedName: 'Ada King',
    });
  });

  it('records a refusal with its reason, and a second answer is a 409', async () => {
    const { offerId } = await sentOffer();
    const declined = await api('POST', `/offers/${offerId}/record`, {
      decision: 'declined',
      reason: 'Took another offer',
    });
    expect(declined.body).toMatchObject({
      status: 'declined',
      declineReason: 'Took another offer',
    });
    const again = await api('POST', `/offers/${offerId}/record`, {
      decision: 'accepted',
      name: 'Ada King',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This offer was already declined.');
  });
});
