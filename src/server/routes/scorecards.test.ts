import { api, snapshotDb } from '@/test/api';
import { candidateInTech } from '@/test/builders';

/**
 * Scorecards, as browser mode's recruiter writes them for the directory's interviewers: drafts,
 * submitting, editing after, and the candidate's summary.
 */

const TECH_ATTRIBUTES = [
  'technical-interview-problem-solving',
  'technical-interview-domain',
  'technical-interview-quality',
  'technical-interview-collaboration',
];

async function interview(interviewerIds = [1, 2]) {
  const { candidateId } = await candidateInTech();
  const scheduled = await api('POST', `/candidates/${candidateId}/interviews`, {
    planInterviewId: 'technical-interview',
    startsAt: '2026-12-01T09:30:00Z',
    durationMinutes: 60,
    interviewerIds,
  });
  return { candidateId, interviewId: scheduled.body.interview.id as number };
}

const mine = (interviewId: number, interviewerId: number) =>
  `/interviews/${interviewId}/scorecards/mine?interviewerId=${interviewerId}`;

describe('an interviewer’s scorecard', () => {
  it('is saved as a draft, hidden from the summary until submitted, then marked edited on a change', async () => {
    const { candidateId, interviewId } = await interview();
    expect((await api('GET', mine(interviewId, 1))).body).toEqual({ scorecard: null });

    const draft = await api('PUT', mine(interviewId, 1), {
      ratings: { 'technical-interview-domain': 'strong_yes' },
      takeaways: '  Knows the <harbour> & its tides.  ',
      recommendation: null,
      submit: false,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.scorecard).toEqual({
      interviewId,
      interviewerId: 1,
      ratings: { 'technical-interview-domain': 'strong_yes' },
      takeaways: 'Knows the <harbour> & its tides.',
      recommendation: null,
      submittedAt: null,
      updatedAt: expect.any(String),
      editedAt: null,
    });
    // The draft survives a reload: it is read back as it was saved.
    expect((await api('GET', mine(interviewId, 1))).body).toEqual(draft.body);
    const summary = await api('GET', `/candidates/${candidateId}/scorecards`);
    expect(summary.body).toEqual({
      scorecards: [],
      pending: [
        { interviewId, interviewerId: 1 },
        { interviewId, interviewerId: 2 },
      ],
    });

    const submitted = await api('PUT', mine(interviewId, 1), {
      ratings: { 'technical-interview-domain': 'strong_yes', 'technical-interview-quality': 'no' },
      takeaways: 'Knows the harbour.',
      recommendation: 'yes',
      submit: true,
    });
    expect(submitted.status).toBe(200);
    const card = submitted.body.scorecard;
    expect(card.submittedAt).toEqual(expect.any(String));
    expect(card.editedAt).toBeNull();
    // Once submitted, every attribute has a rating: those left out are "No opinion".
    expect(Object.keys(card.ratings).sort()).toEqual([...TECH_ATTRIBUTES].sort());
    expect(card.ratings['technical-interview-problem-solving']).toBe('no_opinion');
    expect((await api('GET', `/candidates/${candidateId}/scorecards`)).body).toEqual({
      scorecards: [card],
      pending: [{ interviewId, interviewerId: 2 }],
    });
    expect((await api('GET', `/interviews/${interviewId}/scorecards`)).body).toEqual({
      scorecards: [card],
      pending: [{ interviewId, interviewerId: 2 }],
    });

    // A change after submitting stays submitted, keeps when, and is marked edited.
    const edited = await api('PUT', mine(interviewId, 1), {
      ratings: card.ratings,
      takeaways: 'Knows the harbour, and the pilots.',
      recommendation: 'strong_yes',
      submit: false,
    });
    expect(edited.body.scorecard).toMatchObject({
      submittedAt: card.submittedAt,
      recommendation: 'strong_yes',
      editedAt: expect.any(String),
    });
    expect((await snapshotDb()).scorecards).toHaveLength(1);
  });

  it('refuses with 400 a submission without a recommendation, or a rating the interview does not ask, and writes nothing', async () => {
    const { interviewId } = await interview();
    const noRecommendation = await api('PUT', mine(interviewId, 2), {
      ratings: {},
      takeaways: 'Fine.',
      recommendation: null,
      submit: true,
    });
    expect(noRecommendation.status).toBe(400);
    expect(noRecommendation.body.error.message).toBe(
      'A scorecard is submitted with an overall recommendation.',
    );
    const unknown = await api('PUT', mine(interviewId, 2), {
      ratings: { 'phone-screen-motivation': 'yes' },
      recommendation: 'no',
      submit: true,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('phone-screen-motivation');
    for (const body of [
      { ratings: { 'technical-interview-domain': 'maybe' } },
      { recommendation: 'perhaps' },
      { submit: 'yes' },
      { takeaways: 'x'.repeat(10_001) },
      { extra: true },
    ])
      expect((await api('PUT', mine(interviewId, 2), body)).status).toBe(400);
    // A submitted card cannot lose its recommendation.
    await api('PUT', mine(interviewId, 2), { recommendation: 'no', submit: true });
    const dropped = await api('PUT', mine(interviewId, 2), { recommendation: null });
    expect(dropped.status).toBe(400);
    expect((await snapshotDb()).scorecards).toEqual([
      expect.objectContaining({ interviewerId: 2, recommendation: 'no' }),
    ]);
  });

  it('is written only by the interview’s interviewers, never on a cancelled interview', async () => {
    const { interviewId } = await interview([1]);
    const stranger = await api('PUT', mine(interviewId, 3), { recommendation: 'yes' });
    expect(stranger.status).toBe(403);
    expect((await api('GET', mine(interviewId, 3))).status).toBe(403);
    // Browser mode says whose card it is; without it the request cannot be answered.
    expect((await api('PUT', `/interviews/${interviewId}/scorecards/mine`, {})).status).toBe(400);
    expect((await api('PUT', mine(999, 1), {})).status).toBe(404);
    await api('PATCH', `/interviews/${interviewId}`, { status: 'cancelled' });
    const late = await api('PUT', mine(interviewId, 1), { recommendation: 'yes' });
    expect(late.status).toBe(409);
    expect((await snapshotDb()).scorecards).toEqual([]);
  });

  it('goes with its candidate when they are erased', async () => {
    const { candidateId, interviewId } = await interview();
    await api('PUT', mine(interviewId, 1), { recommendation: 'yes', submit: true });
    expect((await api('DELETE', `/candidates/${candidateId}`)).status).toBe(204);
    expect((await snapshotDb()).scorecards).toEqual([]);
    expect((await api('GET', `/candidates/${candidateId}/scorecards`)).status).toBe(404);
  });
});
