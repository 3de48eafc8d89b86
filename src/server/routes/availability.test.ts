import { api, snapshotDb } from '@/test/api';

/** One's own working hours: the default week, saved whole, and refused whole when wrong. */
describe('availability', () => {
  const WEEK = {
    timeZone: 'America/New_York',
    weekly: {
      mon: [
        { start: '13:00', end: '17:00' },
        { start: '08:30', end: '12:00' },
      ],
      wed: [{ start: '10:00', end: '16:00' }],
    },
    overrides: [
      { date: '2027-01-08', hours: [] },
      { date: '2027-01-06', hours: [{ start: '12:00', end: '13:00' }] },
    ],
  };

  it('answers Monday to Friday, 9 to 5, until saved; then what was saved, days in order', async () => {
    const first = await api('GET', '/availability/mine');
    expect(first.status).toBe(200);
    expect(first.body.weekly).toEqual(
      Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start: '09:00', end: '17:00' }]]),
      ),
    );
    const saved = await api('PUT', '/availability/mine', WEEK);
    expect(saved.status).toBe(200);
    expect(saved.body.overrides.map((o: { date: string }) => o.date)).toEqual([
      '2027-01-06',
      '2027-01-08',
    ]);
    expect((await api('GET', '/availability/mine')).body).toEqual(saved.body);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'time zone'],
    [
      'hours that end before they start',
      { weekly: { tue: [{ start: '17:00', end: '09:00' }] } },
      'ends before it starts',
    ],
    [
      'overlapping hours',
      {
        weekly: {
          tue: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
      'overlaps',
    ],
    [
      'a clock time past 24:00',
      { weekly: { tue: [{ start: '09:00', end: '25:00' }] } },
      'clock time',
    ],
    [
      'a day given twice',
      {
        overrides: [
          { date: '2027-01-06', hours: [] },
          { date: '2027-01-06', hours: [] },
        ],
      },
      'given twice',
    ],
    ['a day that does not exist', { overrides: [{ date: '2027-02-30', hours: [] }] }, 'a day like'],
  ])('refuses %s with a 400 and keeps what was saved', async (_, change, words) => {
    await api('PUT', '/availability/mine', WEEK);
    const before = await snapshotDb();
    const refused = await api('PUT', '/availability/mine', { ...WEEK, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(words);
    expect(await snapshotDb()).toEqual(before);
  });
});
