import { api } from '@/test/api';

/** Rejecting a candidate with a reason (POST /api/candidates/:id/reject), in every store. */

async function applicant(stage = 'screen') {
  const job = (await api('POST', '/jobs', { title: 'Deckhand' })).body;
  const made = await api('POST', '/candidates', {
    name: 'Ann Applicant',
    email: 'ann@example.com',
    jobId: job.id,
    source: 'referral',
    stage,
  });
  expect(made.status).toBe(201);
  return { job, candidate: made.body as { id: number } };
}

const lastEntry = async (id: number) =>
  (await api('GET', `/candidates/${id}/timeline`)).body.at(-1);

describe('rejecting a candidate', () => {
  it('moves them to Rejected with the reason and the note on the timeline', async () => {
    const { candidate } = await applicant();
    const answer = await api('POST', `/candidates/${candidate.id}/reject`, {
      reason: 'Position filled',
      note: 'We hired internally.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.candidate).toMatchObject({ id: candidate.id, stage: 'rejected' });
    expect(answer.body.email).toBeUndefined();
    expect(await lastEntry(candidate.id)).toMatchObject({
      stage: 'rejected',
      reason: 'Position filled',
      notes: 'Moved from screen to rejected: We hired internally.',
    });
    expect((await api('GET', `/candidates/${candidate.id}`)).body.stage).toBe('rejected');
    // Once is enough.
    const again = await api('POST', `/candidates/${candidate.id}/reject`, { reason: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_rejected');
  });

  it('takes only a reason of the team’s list, as it is now, and writes nothing otherwise', async () => {
    const { candidate } = await applicant();
    const before = (await api('GET', `/candidates/${candidate.id}/timeline`)).body.length;
    for (const body of [
      { reason: 'Too tall' },
      {},
      { reason: 'Other', extra: true },
      { reason: 'Other', note: 'x'.repeat(1001) },
      { reason: 'Other', email: { subject: 'Hi\nBcc: all@example.com', body: 'Hello' } },
      { reason: 'Other', email: { subject: 'Hi', body: '   ' } },
      { reason: 'Other', email: { subject: 'Hi', body: 'Hello', templateId: 'nope' } },
    ]) {
      const refused = await api('POST', `/candidates/${candidate.id}/reject`, body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    expect((await api('GET', `/candidates/${candidate.id}`)).body.stage).toBe('screen');
    expect((await api('GET', `/candidates/${candidate.id}/timeline`)).body).toHaveLength(before);
    await api('PUT', '/settings/rejection-reasons', { reasons: ['Too tall', 'Other'] });
    const taken = await api('POST', `/candidates/${candidate.id}/reject`, { reason: ' Too tall ' });
    expect(taken.status).toBe(200);
    expect((await lastEntry(candidate.id)).reason).toBe('Too tall');
    expect((await api('POST', '/candidates/999999/reject', { reason: 'Other' })).status).toBe(404);
  });

  it('in browser mode, answers the email for the mail app and says so on the timeline', async () => {
    const { candidate } = await applicant('applied');
    const answer = await api('POST', `/candidates/${candidate.id}/reject`, {
      reason: 'Not qualified',
      email: {
        templateId: 'rejection',
        subject: 'Your application for {{job.title}}',
        body: 'Hello {{candidate.first_name}},\n\nNot this time. <b>Sorry</b>.',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toEqual({
      to: 'ann@example.com',
      subject: 'Your application for Deckhand',
      text: 'Hello Ann,\n\nNot this time. <b>Sorry</b>.',
      html: '<p>Hello Ann,</p>\n<p>Not this time. &lt;b&gt;Sorry&lt;/b&gt;.</p>',
      state: 'mail-app',
    });
    expect((await lastEntry(candidate.id)).notes).toBe(
      'Moved from applied to rejected. Rejection email “Your application for Deckhand” opened in the mail app.',
    );
    expect((await api('GET', `/candidates/${candidate.id}/emails`)).body).toEqual({ emails: [] });
  });

  it('cannot schedule an email without a team server', async () => {
    const { candidate } = await applicant();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await api('POST', `/candidates/${candidate.id}/reject`, {
      reason: 'Other',
      email: { subject: 'Hi', body: 'Hello', sendAt: later },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/team server/);
    expect((await api('GET', `/candidates/${candidate.id}`)).body.stage).toBe('screen');
  });

  it('keeps the reason through a backup and its restore', async () => {
    const { candidate } = await applicant();
    await api('POST', `/candidates/${candidate.id}/reject`, { reason: 'Withdrew' });
    const backup = (await api('GET', '/backup')).body;
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await lastEntry(candidate.id)).reason).toBe('Withdrew');
  });

  it('cannot email an interview invitation to the candidate without a team server', async () => {
    const { candidate } = await applicant();
    const refused = await api('POST', `/candidates/${candidate.id}/interviews`, {
      planInterviewId: 'technical-interview',
      startsAt: '2026-12-03T14:00:00Z',
      durationMinutes: 45,
      interviewerIds: [1],
      inviteCandidate: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/team server/);
    expect((await api('GET', `/candidates/${candidate.id}/interviews`)).body.interviews).toEqual(
      [],
    );
  });

  it('counts rejections by reason and by the furthest stage reached, in the reports', async () => {
    const { job, candidate } = await applicant('screen');
    const more = await api('POST', '/candidates', {
      name: 'Bo Second',
      email: 'bo@example.com',
      jobId: job.id,
      source: 'referral',
      stage: 'applied',
    });
    const third = await api('POST', '/candidates', {
      name: 'Cy Third',
      email: 'cy@example.com',
      jobId: job.id,
      source: 'referral',
      stage: 'tech',
    });
    await api('POST', `/candidates/${candidate.id}/reject`, { reason: 'Compensation' });
    await api('POST', `/candidates/${more.body.id}/reject`, { reason: 'Compensation' });
    await api('POST', `/candidates/${third.body.id}/reject`, { reason: 'Withdrew' });
    const report = (await api('GET', `/reports?jobId=${job.id}`)).body;
    expect(report.rejectionReasons).toEqual([
      {
        reason: 'Compensation',
        total: 2,
        byStage: { applied: 1, screen: 1, tech: 0, offer: 0, hired: 0 },
      },
      {
        reason: 'Withdrew',
        total: 1,
        byStage: { applied: 0, screen: 0, tech: 1, offer: 0, hired: 0 },
      },
    ]);
    // Moved back out of Rejected, a candidate leaves the count.
    await api('PATCH', `/candidates/${third.body.id}`, { stage: 'tech' });
    const after = (await api('GET', `/reports?jobId=${job.id}`)).body;
    expect(after.rejectionReasons.map((r: { reason: string }) => r.reason)).toEqual([
      'Compensation',
    ]);
  });
});
