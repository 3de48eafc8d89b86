import { weekStart } from '@/domain/reports';
import { api } from '@/test/api';
import { hiringHistoryBackup, mondayOf, weekCounts } from '@/test/hiring-history';

/** The reports over the small hiring history of src/test/hiring-history.ts, worked out by hand. */
async function report(query = '') {
  const res = await api('GET', `/reports${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('hiring reports', () => {
  beforeEach(async () => {
    expect((await api('POST', '/backup/restore', hiringHistoryBackup())).status).toBe(200);
  });

  it('report one job: its funnel and conversions, time in stage, time to hire, weekly applications and sources', async () => {
    const body = await report('?jobId=1');
    expect(body.jobId).toBe(1);
    expect(body.candidates).toBe(4);
    expect(body.funnel).toEqual([
      { stage: 'applied', reached: 4, conversion: 3 / 4, rejected: 0 },
      { stage: 'screen', reached: 3, conversion: 2 / 3, rejected: 1 },
      { stage: 'tech', reached: 2, conversion: 1 / 2, rejected: 0 },
      { stage: 'offer', reached: 1, conversion: 1, rejected: 0 },
      { stage: 'hired', reached: 1, conversion: null, rejected: 0 },
    ]);
    // Applied: 12 h, 24 h, 48 h; median 24 h, p90 24 + 0.8 × 24 = 43.2 h = 1.8 days.
    // Screen: 48 h, 72 h, 72 h. Tech: 96 h. Offer: 48 h.
    expect(body.timeInStage).toEqual([
      { stage: 'applied', count: 3, medianDays: 1, p90Days: 1.8 },
      { stage: 'screen', count: 3, medianDays: 3, p90Days: 3 },
      { stage: 'tech', count: 1, medianDays: 4, p90Days: 4 },
      { stage: 'offer', count: 1, medianDays: 2, p90Days: 2 },
    ]);
    expect(body.timeToHire).toEqual({ count: 1, medianDays: 9, p90Days: 9 });
    expect(body.applicationsPerWeek).toHaveLength(12);
    expect(body.applicationsPerWeek.at(-1).weekStart).toBe(weekStart(Date.now()));
    expect(body.applicationsPerWeek.map((week: { count: number }) => week.count)).toEqual(
      weekCounts({ 3: 2, 1: 2 }),
    );
    expect(body.sourceOfHire).toEqual([{ source: 'referral', count: 1 }]);
  });

  it('report all jobs together, counting a skipped stage as reached and a missing source as unknown', async () => {
    const body = await report();
    expect(body.jobId).toBeNull();
    expect(body.candidates).toBe(6);
    expect(body.funnel.map((row: { reached: number }) => row.reached)).toEqual([6, 4, 3, 2, 2]);
    expect(body.funnel.map((row: { conversion: number | null }) => row.conversion)).toEqual([
      4 / 6,
      3 / 4,
      2 / 3,
      1,
      null,
    ]);
    // Applied: 12, 24, 48, 336 h: median 36 h = 1.5 days; p90 48 + 0.7 × 288 = 249.6 h = 10.4 days.
    expect(body.timeInStage[0]).toEqual({
      stage: 'applied',
      count: 4,
      medianDays: 1.5,
      p90Days: 10.4,
    });
    // Hires after 216 h and 336 h: median 276 h = 11.5 days; p90 216 + 0.9 × 120 = 324 h = 13.5 days.
    expect(body.timeToHire).toEqual({ count: 2, medianDays: 11.5, p90Days: 13.5 });
    // Eve applied 13 weeks ago: outside the twelve weeks.
    expect(body.applicationsPerWeek.map((week: { count: number }) => week.count)).toEqual(
      weekCounts({ 3: 2, 1: 2, 0: 1 }),
    );
    expect(body.sourceOfHire).toEqual([
      { source: 'referral', count: 1 },
      { source: 'unknown', count: 1 },
    ]);
  });

  it('follow moves, new candidates and erasures at once', async () => {
    expect((await api('PATCH', '/candidates/3', { stage: 'screen' })).status).toBe(200);
    let body = await report('?jobId=1');
    expect(body.funnel[1].reached).toBe(4);
    expect(body.timeInStage[0].count).toBe(4);

    const added = await api('POST', '/candidates', {
      name: 'Gus',
      email: 'gus@example.com',
      jobId: 1,
      stage: 'applied',
      source: 'referral',
    });
    expect(added.status).toBe(201);
    body = await report('?jobId=1');
    expect(body.candidates).toBe(5);
    expect(body.applicationsPerWeek.at(-1).count).toBe(1);

    expect((await api('DELETE', '/candidates/1')).status).toBeLessThan(300);
    body = await report('?jobId=1');
    expect(body.candidates).toBe(4);
    expect(body.funnel.at(-1).reached).toBe(0);
    expect(body.timeToHire).toEqual({ count: 0, medianDays: null, p90Days: null });
    expect(body.sourceOfHire).toEqual([]);
    expect((await report()).sourceOfHire).toEqual([{ source: 'unknown', count: 1 }]);
  });

  it('answer 404 for a job that does not exist, and 400 for a job id that cannot be one', async () => {
    const missing = await api('GET', '/reports?jobId=99');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Job 99 not found.');
    const bad = await api('GET', '/reports?jobId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/jobId/);
  });

  describe('over a range of days (from, to: applications made then)', () => {
    const DAY = 24 * 3_600_000;
    /** The UTC day `weeks` weeks before this week's Monday, `days` after. */
    const day = (weeks: number, days = 0) =>
      new Date(mondayOf(Date.now()) - weeks * 7 * DAY + days * DAY).toISOString().slice(0, 10);

    it('count only who applied in the range, first and last days included, with the range’s weeks', async () => {
      // Three weeks ago, Monday to Sunday: Ana and Ben applied then.
      const body = await report(`?jobId=1&from=${day(3)}&to=${day(3, 6)}`);
      expect(body).toMatchObject({ jobId: 1, from: day(3), to: day(3, 6), candidates: 2 });
      expect(body.funnel).toEqual([
        { stage: 'applied', reached: 2, conversion: 1, rejected: 0 },
        { stage: 'screen', reached: 2, conversion: 1 / 2, rejected: 1 },
        { stage: 'tech', reached: 1, conversion: 1, rejected: 0 },
        { stage: 'offer', reached: 1, conversion: 1, rejected: 0 },
        { stage: 'hired', reached: 1, conversion: null, rejected: 0 },
      ]);
      // Applied: 24 h and 48 h: median 36 h = 1.5 days; p90 24 + 0.9 × 24 = 45.6 h = 1.9 days.
      expect(body.timeInStage[0]).toEqual({
        stage: 'applied',
        count: 2,
        medianDays: 1.5,
        p90Days: 1.9,
      });
      expect(body.timeToHire).toEqual({ count: 1, medianDays: 9, p90Days: 9 });
      expect(body.applicationsPerWeek).toEqual([{ weekStart: day(3), count: 2 }]);
      expect(body.sourceOfHire).toEqual([{ source: 'referral', count: 1 }]);

      // One day, the first and the last: Ben's (he applied on the Wednesday).
      const ben = await report(`?jobId=1&from=${day(3, 2)}&to=${day(3, 2)}`);
      expect(ben.candidates).toBe(1);
      expect(ben.funnel[1]).toMatchObject({ reached: 1, rejected: 1 });
      expect(ben.sourceOfHire).toEqual([]);
      // The days before and after it hold nobody of this job.
      expect((await report(`?jobId=1&from=${day(3, 3)}&to=${day(2, 6)}`)).candidates).toBe(0);
    });

    it('take one bound alone, and reach weeks before the twelve', async () => {
      // Everyone who applied up to 13 weeks ago's Sunday: Eve, hired after 14 days, no source.
      const eve = await report(`?to=${day(13, 6)}`);
      expect(eve).toMatchObject({ jobId: null, from: null, to: day(13, 6), candidates: 1 });
      expect(eve.timeToHire).toEqual({ count: 1, medianDays: 14, p90Days: 14 });
      expect(eve.sourceOfHire).toEqual([{ source: 'unknown', count: 1 }]);
      // Without a first day: the twelve weeks that end with the last.
      expect(eve.applicationsPerWeek).toHaveLength(12);
      expect(eve.applicationsPerWeek.at(-1)).toEqual({ weekStart: day(13), count: 1 });
      // From a day on: those who applied then or since; the weeks from it to this one.
      const recent = await report(`?from=${day(1)}`);
      expect(recent.candidates).toBe(3);
      expect(recent.applicationsPerWeek).toEqual([
        { weekStart: day(1), count: 2 },
        { weekStart: day(0), count: 1 },
      ]);
      // The whole history as a range is the report of all time, weeks aside.
      const all = await report(`?from=${day(20)}&to=${day(-1)}`);
      const { applicationsPerWeek: _weeks, from: _from, to: _to, ...rest } = await report();
      expect({ ...all, applicationsPerWeek: [], from: null, to: null }).toEqual({
        ...rest,
        applicationsPerWeek: [],
        from: null,
        to: null,
      });
    });

    it('refuse a day that is not one, or a range that ends before it begins, with 400', async () => {
      for (const [query, message] of [
        ['from=2026-02-30', 'from must be a real calendar date.'],
        ['to=26-01-01', 'to must be a date as YYYY-MM-DD.'],
        ['from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
      ]) {
        const answer = await api('GET', `/reports?${query}`);
        expect({ query, status: answer.status }).toEqual({ query, status: 400 });
        expect(answer.body.error.message).toContain(message);
      }
    });
  });
});
