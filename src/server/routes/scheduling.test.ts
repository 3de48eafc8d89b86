import { api } from '@/test/api';
import { addCandidate } from '@/test/pipelines';

/** Free slots over the API: working hours, interviews already scheduled, a panel and a pool. */
describe('GET /api/scheduling/slots', () => {
  const MONDAY = { from: '2027-01-04T00:00:00Z', to: '2027-01-05T00:00:00Z' };
  const slots = (query: string) =>
    api('GET', `/scheduling/slots?from=${MONDAY.from}&to=${MONDAY.to}&${query}`);
  const starts = (body: { slots: Array<{ start: string }> }) =>
    body.slots.map((slot) => slot.start.slice(11, 16));

  async function schedule(interviewerIds: number[], startsAt: string) {
    const jobId = (await api('POST', '/jobs', { title: `Job ${startsAt}` })).body.id;
    const candidate = await addCandidate(jobId, `Cand${interviewerIds.join('')}`);
    const made = await api('POST', `/candidates/${candidate.id}/interviews`, {
      planInterviewId: 'phone-screen',
      startsAt,
      durationMinutes: 30,
      interviewerIds,
    });
    expect(made.status).toBe(201);
    return made.body.interview.id as number;
  }

  beforeEach(async () => {
    // Mornings in Berlin (UTC+1 in January): 08:00 to 11:00 UTC.
    const saved = await api('PUT', '/availability/mine', {
      timeZone: 'Europe/Berlin',
      weekly: { mon: [{ start: '09:00', end: '12:00' }], wed: [{ start: '09:00', end: '12:00' }] },
      overrides: [],
    });
    expect(saved.status).toBe(200);
  });

  it('cuts the working hours into slots on the half hour, without the panel’s interviews', async () => {
    const free = await slots('interviewerIds=1,2&duration=60');
    expect(free.body).toMatchObject({ more: false });
    expect(free.status).toBe(200);
    expect(starts(free.body)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(free.body.more).toBe(false);
    expect(free.body.slots[0]).toEqual({
      start: '2027-01-04T08:00:00.000Z',
      end: '2027-01-04T09:00:00.000Z',
      interviewerIds: [1, 2],
    });

    const id = await schedule([2], '2027-01-04T09:00:00Z');
    expect(starts((await slots('interviewerIds=1,2&duration=60')).body)).toEqual([
      '08:00',
      '09:30',
      '10:00',
    ]);
    // Moving that interview, its own time is free.
    expect(
      starts((await slots(`interviewerIds=1,2&duration=60&exceptInterviewId=${id}`)).body),
    ).toHaveLength(5);
    // Interviewer 1 alone is not held up by 2's interview.
    expect(starts((await slots('interviewerIds=1&duration=60')).body)).toHaveLength(5);
    // Cancelled, it no longer counts.
    expect((await api('PATCH', `/interviews/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect(starts((await slots('interviewerIds=1,2&duration=60')).body)).toHaveLength(5);
  });

  it('gives a pool’s slot to whoever is free with the fewest interviews that week', async () => {
    // 1 has one interview on Wednesday, 2 has two: 1 takes the slots both are free for.
    await schedule([1], '2027-01-06T08:00:00Z');
    await schedule([2], '2027-01-06T09:00:00Z');
    await schedule([2], '2027-01-04T09:00:00Z');
    const pool = await slots('anyOf=2,1&duration=60');
    expect(pool.status).toBe(200);
    expect(pool.body.slots.map((s: { interviewerIds: number[] }) => s.interviewerIds)).toEqual([
      [1],
      [1],
      [1],
      [1],
      [1],
    ]);
    // Now two each, a tie goes to the first named (2); each slot to whoever is free for it.
    await schedule([1], '2027-01-04T10:00:00Z');
    const after = (await slots('anyOf=2,1&duration=60')).body.slots.map(
      (s: { start: string; interviewerIds: number[] }) => [
        s.start.slice(11, 16),
        s.interviewerIds[0],
      ],
    );
    expect(after).toEqual([
      ['08:00', 2],
      ['08:30', 1],
      ['09:00', 1],
      ['09:30', 2],
      ['10:00', 2],
    ]);
  });

  it('refuses an unclear question with a 400', async () => {
    const refused = async (query: string, message: RegExp) => {
      const answer = await api('GET', `/scheduling/slots?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    };
    const window = `from=${MONDAY.from}&to=${MONDAY.to}`;
    await refused(`${window}&duration=60`, /interviewerIds.*anyOf/);
    await refused(`${window}&duration=60&interviewerIds=1&anyOf=2`, /not both/);
    await refused(`${window}&duration=3&interviewerIds=1`, /duration must be a whole number/);
    await refused(`${window}&duration=60&interviewerIds=1,x`, /interviewerIds must be/);
    await refused(`${window}&duration=60&interviewerIds=99`, /Interviewer 99/);
    await refused(
      `from=2027-01-01T00:00:00Z&to=2027-02-15T00:00:00Z&duration=60&interviewerIds=1`,
      /at most 31 days/,
    );
    await refused(
      `from=${MONDAY.to}&to=${MONDAY.from}&duration=60&interviewerIds=1`,
      /from must be before to/,
    );
    await refused(`${window}&duration=60&interviewerIds=1&minNoticeHours=-1`, /minNoticeHours/);
  });
});
