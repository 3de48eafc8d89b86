import { buildReport, countKeys, journeyTallies } from '@/domain/reports';
import { inGerman } from '@/test/locale';
import {
  formatDays,
  formatShare,
  funnelSummary,
  offersSummary,
  sourcesSummary,
  timeInStageSummary,
  weekLabel,
  weeklySummary,
} from './report-text';

/** A week's Monday as the viewer's locale writes it: "Nov 16" in American English. */
const week = (day: number) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, day),
  );

const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();
const NOW = Date.UTC(2026, 10, 25);

const report = buildReport(
  countKeys([
    ...journeyTallies({ stage: 'applied', entries: [{ date: at(16), stage: 'applied' }] }),
    ...journeyTallies({
      stage: 'hired',
      entries: [
        { date: at(9), stage: 'applied' },
        { date: at(11), stage: 'screen' },
        { date: at(12), stage: 'hired' },
      ],
    }),
  ]),
  null,
  NOW,
);

describe('report text', () => {
  it('writes days, shares and weeks for people', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(2.5)).toBe('2.5 days');
    expect(formatDays(0)).toBe('0 days');
    expect(formatDays(null)).toBe('Not measured');
    expect(formatShare(2 / 3)).toBe('67%');
    expect(formatShare(null)).toBe('—');
    expect(weekLabel('2026-11-16')).toBe(week(16));
  });

  it('says what each chart shows', () => {
    expect(funnelSummary(report)).toBe(
      'Hiring funnel, candidates who reached each stage: Applied 2, Screen 1 (50% of Applied), Tech 1 (100% of Screen), Offer 1 (100% of Tech), Hired 1 (100% of Offer).',
    );
    expect(timeInStageSummary(report)).toBe(
      'Time in stage: Applied median 2 days, 90th percentile 2 days; Screen median 1 day, 90th percentile 1 day; Tech not measured yet; Offer not measured yet.',
    );
    expect(weeklySummary(report)).toBe(
      `Applications per week: 2 applications in the last 12 weeks, the most (1) in the week of ${week(9)}.`,
    );
    expect(sourcesSummary(report)).toBe('Source of hire: Not recorded 1.');
    expect(sourcesSummary(buildReport(new Map(), null, NOW))).toBe('Source of hire: no hires yet.');
    expect(weeklySummary(buildReport(new Map(), null, NOW))).toBe(
      'Applications per week: none in the last 12 weeks.',
    );
    // Over a range: its weeks.
    const range = { from: '2026-11-04', to: '2026-11-20' };
    expect(weeklySummary(buildReport(new Map([['week:2026-11-09', 3]]), null, NOW, range))).toBe(
      `Applications per week: 3 applications in the 3 weeks from ${week(2)}, the most (3) in the week of ${week(9)}.`,
    );
    expect(
      weeklySummary(buildReport(new Map(), null, NOW, { from: '2026-11-10', to: '2026-11-11' })),
    ).toBe(`Applications per week: none in the week of ${week(9)}.`);
  });

  it('says what the offers chart shows, and when none was answered', () => {
    expect(
      offersSummary({
        sent: 5,
        accepted: 2,
        declined: 1,
        acceptanceRate: 2 / 3,
        declineReasons: [{ reason: 'Salary', count: 1 }],
      }),
    ).toBe('Offers: 5 sent, 2 accepted, 1 declined; 67% of those answered accepted.');
    expect(
      offersSummary({
        sent: 1,
        accepted: 0,
        declined: 0,
        acceptanceRate: null,
        declineReasons: [],
      }),
    ).toBe('Offers: 1 sent, 0 accepted, 0 declined; none answered yet.');
  });

  it('ends a sentence with one period where the reader’s dates end with one', async () => {
    // A German browser writes a week's Monday "9. Nov.".
    inGerman();
    vi.resetModules();
    const german = await import('./report-text');
    expect(german.weeklySummary(report)).toBe(
      'Applications per week: 2 applications in the last 12 weeks, the most (1) in the week of 9. Nov.',
    );
    expect(
      german.weeklySummary(
        buildReport(new Map(), null, NOW, { from: '2026-11-10', to: '2026-11-11' }),
      ),
    ).toBe('Applications per week: none in the week of 9. Nov.');
  });
});
