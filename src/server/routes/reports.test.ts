import { weekStart } from '@/domain/reports';
import { api } from '@/test/api';
import { hiringHistoryBackup, weekCounts } from '@/test/hiring-history';

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
});
