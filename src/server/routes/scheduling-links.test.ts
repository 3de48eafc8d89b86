import { CHANGE_CLOSED, SCHEDULING_LINK_GONE, SLOT_TAKEN } from '@/domain/scheduling-links';
import { api, snapshotDb } from '@/test/api';
import { addCandidate } from '@/test/pipelines';

/**
 * Self-scheduling links over the API (browser mode: the link is answered to the recruiter): the
 * candidate's page, booking, the one change, and bookings that cross.
 */
describe('scheduling links', () => {
  // Monday 4 January 2027, Berlin mornings (UTC+1): slots from 08:00 to 11:00 UTC.
  const WINDOW = { from: '2027-01-04T00:00:00Z', to: '2027-01-05T00:00:00Z' };
  const request = (extra: Record<string, unknown> = {}) => ({
    planInterviewId: 'phone-screen',
    duration: 60,
    interviewerIds: [1, 2],
    window: WINDOW,
    minNoticeHours: 24,
    ...extra,
  });
  const tokenOf = (link: string) => link.replace('/schedule/', '');
  const page = (token: string) => api('GET', `/scheduling-links/${token}`);
  const starts = (body: { slots: Array<{ start: string }> }) =>
    body.slots.map((slot) => slot.start.slice(11, 16));

  async function candidate(name: string) {
    const jobId = (await api('POST', '/jobs', { title: `Harbour ${name}` })).body.id;
    return (await addCandidate(jobId, name)).id as number;
  }

  async function linkFor(candidateId: number, extra: Record<string, unknown> = {}) {
    const made = await api('POST', `/candidates/${candidateId}/scheduling-links`, request(extra));
    expect(made.status).toBe(201);
    return made.body as { id: number; link: string; status: string };
  }

  beforeEach(async () => {
    const saved = await api('PUT', '/availability/mine', {
      timeZone: 'Europe/Berlin',
      weekly: { mon: [{ start: '09:00', end: '12:00' }] },
      overrides: [],
    });
    expect(saved.status).toBe(200);
  });

  it('shows the candidate the free slots, books one, and ends the link for booking', async () => {
    const id = await candidate('Hana');
    const made = await linkFor(id, { moveCandidate: true });
    expect(made).toMatchObject({
      status: 'open',
      name: 'Phone screen',
      durationMinutes: 60,
      interviewerIds: [1, 2],
      pool: false,
      window: { from: '2027-01-04T00:00:00.000Z', to: '2027-01-05T00:00:00.000Z' },
    });
    expect(made.link).toMatch(/^\/schedule\/[A-Za-z0-9_-]{43}$/);
    expect(made).not.toHaveProperty('tokenHash');
    const token = tokenOf(made.link);

    const open = await page(token);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      candidateName: 'Hana',
      job: { title: 'Harbour Hana' },
      interview: { name: 'Phone screen', durationMinutes: 60 },
      status: 'open',
    });
    expect(starts(open.body)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    // The candidate sees times, not who interviews them.
    expect(open.body.slots[0]).toEqual({
      start: '2027-01-04T08:00:00.000Z',
      end: '2027-01-04T09:00:00.000Z',
    });

    const booked = await api('POST', `/scheduling-links/${token}/book`, {
      start: '2027-01-04T09:00:00Z',
    });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      status: 'booked',
      booking: { startsAt: '2027-01-04T09:00:00.000Z', endsAt: '2027-01-04T10:00:00.000Z' },
      changeUntil: '2027-01-03T09:00:00.000Z',
    });
    // A new time is another one, and none that crosses the booking's own is held up by it.
    expect(starts(booked.body)).toEqual(['08:00', '08:30', '09:30', '10:00']);

    const interviews = (await api('GET', `/candidates/${id}/interviews`)).body.interviews;
    expect(interviews).toMatchObject([
      {
        name: 'Phone screen',
        startsAt: '2027-01-04T09:00:00.000Z',
        interviewerIds: [1, 2],
        status: 'scheduled',
      },
    ]);
    // Moved into the interview's stage, as scheduling it would.
    expect((await api('GET', `/candidates/${id}`)).body.stage).toBe('screen');
    const again = await api('POST', `/scheduling-links/${token}/book`, {
      start: '2027-01-04T10:00:00Z',
    });
    expect(again.status).toBe(409);
    expect((await api('GET', `/candidates/${id}/interviews`)).body.interviews).toHaveLength(1);
    const listed = (await api('GET', `/candidates/${id}/scheduling-links`)).body.links;
    expect(listed).toMatchObject([{ id: made.id, status: 'booked' }]);
    expect(listed[0]).not.toHaveProperty('link');
  });

  it('moves the booking once, or cancels it once, and then refuses', async () => {
    const first = tokenOf((await linkFor(await candidate('Ivo'))).link);
    await api('POST', `/scheduling-links/${first}/book`, { start: '2027-01-04T08:00:00Z' });
    const moved = await api('POST', `/scheduling-links/${first}/reschedule`, {
      start: '2027-01-04T10:00:00Z',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'booked',
      booking: { startsAt: '2027-01-04T10:00:00.000Z' },
      slots: [],
    });
    expect(moved.body).not.toHaveProperty('changeUntil');
    for (const [path, body] of [
      ['reschedule', { start: '2027-01-04T08:00:00Z' }],
      ['cancel', undefined],
    ] as const) {
      const refused = await api('POST', `/scheduling-links/${first}/${path}`, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(CHANGE_CLOSED);
    }

    const id = await candidate('Jo');
    const second = tokenOf((await linkFor(id)).link);
    await api('POST', `/scheduling-links/${second}/book`, { start: '2027-01-04T08:00:00Z' });
    const cancelled = await api('POST', `/scheduling-links/${second}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', slots: [] });
    expect(cancelled.body).not.toHaveProperty('booking');
    const [interview] = (await api('GET', `/candidates/${id}/interviews`)).body.interviews;
    expect(interview.status).toBe('cancelled');
    expect(
      (await api('POST', `/scheduling-links/${second}/book`, { start: '2027-01-04T09:00:00Z' }))
        .status,
    ).toBe(409);
  });

  it('answers 409 for a slot taken meanwhile, and the page no longer offers it', async () => {
    const a = tokenOf((await linkFor(await candidate('Kai'))).link);
    const b = tokenOf((await linkFor(await candidate('Lu'))).link);
    const both = await Promise.all(
      [a, b].map((token) =>
        api('POST', `/scheduling-links/${token}/book`, { start: '2027-01-04T09:00:00Z' }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = both.find((answer) => answer.status === 409)!;
    expect(lost.body.error.message).toBe(SLOT_TAKEN);
    const loser = both[0]!.status === 409 ? a : b;
    expect(starts((await page(loser)).body)).toEqual(['08:00', '10:00']);
    // A time never offered (outside the hours) is refused the same way.
    const outside = await api('POST', `/scheduling-links/${loser}/book`, {
      start: '2027-01-04T13:00:00Z',
    });
    expect(outside.status).toBe(409);
    expect(outside.body.error.message).toBe(SLOT_TAKEN);
  });

  it('gives a pool’s booking to the free one, and a newer link ends the open one before it', async () => {
    const id = await candidate('Mo');
    const older = tokenOf((await linkFor(id)).link);
    const pool = tokenOf((await linkFor(id, { interviewerIds: undefined, anyOf: [2, 1] })).link);
    const gone = await page(older);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(SCHEDULING_LINK_GONE);
    expect((await page('not-a-token')).status).toBe(404);
    const booked = await api('POST', `/scheduling-links/${pool}/book`, {
      start: '2027-01-04T08:00:00Z',
    });
    expect(booked.status).toBe(200);
    const [interview] = (await api('GET', `/candidates/${id}/interviews`)).body.interviews;
    expect(interview.interviewerIds).toEqual([2]);
    expect(
      (await api('GET', `/candidates/${id}/scheduling-links`)).body.links.map(
        (link: { status: string }) => link.status,
      ),
    ).toEqual(['booked', 'ended']);
  });

  it.each([
    ['a panel and a pool', { anyOf: [1] }, 'not both'],
    [
      'a window of 40 days',
      { window: { from: WINDOW.from, to: '2027-02-13T00:00:00Z' } },
      '31 days',
    ],
    ['a window that ends first', { window: { from: WINDOW.to, to: WINDOW.from } }, 'start before'],
    [
      'a window gone by',
      { window: { from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' } },
      'passed',
    ],
    ['an interview not in the plan', { planInterviewId: 'tea-ceremony' }, 'tea-ceremony'],
    ['an unknown interviewer', { interviewerIds: [99] }, 'Interviewer 99'],
    ['a notice of a year', { minNoticeHours: 9000 }, 'at most'],
  ])('refuses %s with a 400 and writes nothing', async (_, extra, words) => {
    const id = await candidate('Ned');
    const before = await snapshotDb();
    const refused = await api('POST', `/candidates/${id}/scheduling-links`, request(extra));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(words);
    expect(await snapshotDb()).toEqual(before);
  });
});
