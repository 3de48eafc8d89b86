import {
  buildReport,
  countKeys,
  DATED_MARK,
  datedKeyRange,
  journeyTallies,
  journeyTalliesWithDays,
  MAX_REPORT_WEEKS,
  percentile,
  reportWeeks,
  stageKey,
  stageTallies,
  talliesOfJourneys,
  undatedKey,
  weekStart,
} from './reports';

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour)).toISOString(); // November 2026

describe('weekStart', () => {
  it('is the Monday (UTC) of the week, Sunday belonging to the week before', () => {
    expect(weekStart(at(23))).toBe('2026-11-23'); // a Monday
    expect(weekStart(at(25, 13))).toBe('2026-11-23');
    expect(weekStart(at(29, 23))).toBe('2026-11-23'); // Sunday
    expect(weekStart(at(30))).toBe('2026-11-30');
    expect(weekStart(Date.UTC(2026, 0, 1))).toBe('2025-12-29'); // across a year
  });
});

describe('percentile', () => {
  it('interpolates between the nearest ranks, counting repeated values', () => {
    expect(
      percentile(
        [
          [10, 1],
          [20, 1],
          [30, 1],
          [40, 1],
        ],
        0.5,
      ),
    ).toBe(25);
    expect(
      percentile(
        [
          [10, 3],
          [40, 1],
        ],
        0.5,
      ),
    ).toBe(10);
    // 10 samples 1..10: rank 0.9 * 9 = 8.1, between 9 and 10.
    expect(
      percentile(
        Array.from({ length: 10 }, (_, i) => [i + 1, 1] as const),
        0.9,
      ),
    ).toBeCloseTo(9.1);
    expect(percentile([[7, 1]], 0.9)).toBe(7);
  });

  it('is null without samples, and ignores values counted zero times', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([[5, 0]], 0.5)).toBeNull();
    expect(
      percentile(
        [
          [5, 0],
          [8, 2],
        ],
        0.5,
      ),
    ).toBe(8);
  });
});

describe('journeyTallies', () => {
  it('counts the furthest stage reached, each stay left behind, and the week applied', () => {
    const keys = journeyTallies({
      stage: 'tech',
      entries: [
        { date: at(2), stage: 'applied' },
        { date: at(3, 12), stage: 'screen' },
        { date: at(6), stage: 'tech' },
      ],
    });
    expect(keys.sort()).toEqual(
      ['furthest:tech', 'stay:applied:36', 'stay:screen:60', 'week:2026-11-02'].sort(),
    );
  });

  it('treats repeated entries of one stage as one stay, and counts a stage left and re-entered twice', () => {
    const keys = journeyTallies({
      stage: 'screen',
      entries: [
        { date: at(2), stage: 'applied' },
        { date: at(2, 5), stage: 'applied' },
        { date: at(3), stage: 'screen' },
        { date: at(4), stage: 'applied' },
        { date: at(4, 2), stage: 'screen' },
      ],
    });
    expect(keys.sort()).toEqual(
      [
        'furthest:screen',
        'stay:applied:2',
        'stay:applied:24',
        'stay:screen:24',
        'week:2026-11-02',
      ].sort(),
    );
  });

  it('records a hire: its time from the first entry and its source, unknown when none was recorded', () => {
    const entries = [
      { date: at(9), stage: 'applied' as const },
      { date: at(10), stage: 'offer' as const },
      { date: at(12, 6), stage: 'hired' as const },
    ];
    expect(journeyTallies({ stage: 'hired', source: 'referral', entries }).sort()).toEqual(
      [
        'furthest:hired',
        'hire:78',
        'source:referral',
        'stay:applied:24',
        'stay:offer:54',
        'week:2026-11-09',
      ].sort(),
    );
    expect(journeyTallies({ stage: 'hired', entries })).toContain('source:unknown');
  });

  it('keeps the furthest stage a rejected candidate reached, and where they were rejected', () => {
    const keys = journeyTallies({
      stage: 'rejected',
      entries: [
        { date: at(2), stage: 'applied' },
        { date: at(3), stage: 'screen' },
        { date: at(5), stage: 'rejected' },
      ],
    });
    expect(keys).toContain('furthest:screen');
    expect(keys).toContain('rejected:screen');
    expect(keys).not.toContain('furthest:rejected');
  });

  it('takes the reason of the move that began the stay in Rejected, whatever was written after it', () => {
    const reasons = (
      entries: Array<{ date: string; stage: 'screen' | 'rejected'; reason?: string }>,
    ) => journeyTallies({ stage: 'rejected', entries }).filter((key) => key.startsWith('reason:'));
    const moved = { date: at(5), stage: 'rejected' as const, reason: 'Withdrew' };
    // An email or a cancelled interview since: entries at Rejected with no reason.
    expect(
      reasons([{ date: at(3), stage: 'screen' }, moved, { date: at(6), stage: 'rejected' }]),
    ).toEqual(['reason:screen:Withdrew']);
    // Rejected again without one after coming back: no reason, not the old one.
    expect(
      reasons([
        { date: at(2), stage: 'rejected', reason: 'Other' },
        { date: at(3), stage: 'screen' },
        { date: at(6), stage: 'rejected' },
      ]),
    ).toEqual([]);
  });

  it('counts a candidate with no timeline by where they stand, with no stay, hire time or week', () => {
    expect(journeyTallies({ stage: 'offer', entries: [] })).toEqual(['furthest:offer']);
    expect(journeyTallies({ stage: 'rejected', entries: [] }).sort()).toEqual([
      'furthest:applied',
      'rejected:applied',
    ]);
    expect(journeyTallies({ stage: 'hired', source: 'agency', entries: [] }).sort()).toEqual([
      'furthest:hired',
      'source:agency',
    ]);
  });
});

describe('buildReport', () => {
  it('turns tallies into the funnel, conversions, durations in days, weeks and sources', () => {
    const tallies = countKeys([
      ...journeyTallies({ stage: 'applied', entries: [{ date: at(16), stage: 'applied' }] }),
      ...journeyTallies({
        stage: 'rejected',
        entries: [
          { date: at(2), stage: 'applied' },
          { date: at(4), stage: 'screen' },
          { date: at(5), stage: 'rejected' },
        ],
      }),
      ...journeyTallies({
        stage: 'hired',
        source: 'sourced',
        entries: [
          { date: at(3), stage: 'applied' },
          { date: at(5), stage: 'screen' },
          { date: at(6), stage: 'tech' },
          { date: at(9), stage: 'offer' },
          { date: at(10), stage: 'hired' },
        ],
      }),
    ]);
    const report = buildReport(tallies, 7, Date.parse(at(25)));
    expect(report.jobId).toBe(7);
    expect(report.candidates).toBe(3);
    expect(report.funnel).toEqual([
      { stage: 'applied', reached: 3, conversion: 2 / 3, rejected: 0 },
      { stage: 'screen', reached: 2, conversion: 1 / 2, rejected: 1 },
      { stage: 'tech', reached: 1, conversion: 1, rejected: 0 },
      { stage: 'offer', reached: 1, conversion: 1, rejected: 0 },
      { stage: 'hired', reached: 1, conversion: null, rejected: 0 },
    ]);
    // Applied stays: 2 days and 2 days; screen stays: 1 day (rejected) and 1 day.
    expect(report.timeInStage).toEqual([
      { stage: 'applied', count: 2, medianDays: 2, p90Days: 2 },
      { stage: 'screen', count: 2, medianDays: 1, p90Days: 1 },
      { stage: 'tech', count: 1, medianDays: 3, p90Days: 3 },
      { stage: 'offer', count: 1, medianDays: 1, p90Days: 1 },
    ]);
    expect(report.timeToHire).toEqual({ count: 1, medianDays: 7, p90Days: 7 });
    expect(report.applicationsPerWeek).toHaveLength(12);
    expect(report.applicationsPerWeek.at(-1)).toEqual({ weekStart: '2026-11-23', count: 0 });
    expect(report.applicationsPerWeek.at(-2)).toEqual({ weekStart: '2026-11-16', count: 1 });
    expect(report.applicationsPerWeek.at(-4)).toEqual({ weekStart: '2026-11-02', count: 2 });
    expect(report.applicationsPerWeek[0]).toEqual({ weekStart: '2026-09-07', count: 0 });
    expect(report.sourceOfHire).toEqual([{ source: 'sourced', count: 1 }]);
  });

  it('says nothing was measured rather than zero days, and no conversion from an empty stage', () => {
    const report = buildReport(new Map(), null, Date.parse(at(25)));
    expect(report.candidates).toBe(0);
    expect(report.funnel.every((row) => row.reached === 0 && row.conversion === null)).toBe(true);
    expect(report.timeToHire).toEqual({ count: 0, medianDays: null, p90Days: null });
    expect(report.sourceOfHire).toEqual([]);
    expect(report.applicationsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(0);
  });
});

describe('dated tallies and report ranges', () => {
  it('repeat a journey’s keys under the UTC day of the application', () => {
    const keys = journeyTalliesWithDays({
      stage: 'screen',
      entries: [
        { date: '2026-11-03T23:30:00.000Z', stage: 'applied' },
        { date: '2026-11-04T23:30:00.000Z', stage: 'screen' },
      ],
    });
    expect(keys).toEqual([
      'furthest:screen',
      'stay:applied:24',
      'week:2026-11-02',
      '~2026-11-03|furthest:screen',
      '~2026-11-03|stay:applied:24',
      '~2026-11-03|week:2026-11-02',
    ]);
    expect(keys.filter((key) => key.startsWith(DATED_MARK)).map(undatedKey)).toEqual(
      keys.slice(0, 3),
    );
    // No entries, no day: nothing dated.
    expect(journeyTalliesWithDays({ stage: 'applied', entries: [] })).toEqual(['furthest:applied']);
  });

  it('bound a range of days so that its first and last days are whole, and no other day is in it', () => {
    const [low, high] = datedKeyRange('2026-11-03', '2026-11-04');
    const inRange = (key: string) => key >= low && key < high;
    expect(
      [
        '~2026-11-02|week:2026-11-02',
        '~2026-11-03|furthest:applied',
        '~2026-11-04|week:2026-11-02',
        '~2026-11-05|furthest:applied',
        'furthest:applied',
      ].map(inRange),
    ).toEqual([false, true, true, false, false]);
    // Every plain key sorts before the dated ones.
    expect(
      ['week:9999-12-27', 'stay:tech:99999', 'stage:rejected'].every((k) => k < DATED_MARK),
    ).toBe(true);
  });

  it('show the 12 weeks to now, or the range’s weeks (at most a year’s, the latest)', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z'); // a Thursday
    expect(reportWeeks(now)).toHaveLength(12);
    expect(reportWeeks(now).at(-1)).toBe('2026-11-23');
    expect(reportWeeks(now, { from: '2026-11-01', to: '2026-11-10' })).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(reportWeeks(now, { from: '2026-11-20' })).toEqual(['2026-11-16', '2026-11-23']);
    expect(reportWeeks(now, { to: '2026-06-01' }).at(-1)).toBe('2026-06-01');
    const long = reportWeeks(now, { from: '2020-01-01', to: '2026-11-26' });
    expect(long).toHaveLength(MAX_REPORT_WEEKS);
    expect(long.at(-1)).toBe('2026-11-23');
  });
});

describe('talliesOfJourneys', () => {
  const journeys = [
    {
      stage: 'tech' as const,
      entries: [
        { date: at(2), stage: 'applied' as const },
        { date: at(3), stage: 'tech' as const },
      ],
    },
    { stage: 'applied' as const, entries: [{ date: at(20), stage: 'applied' as const }] },
  ];
  it('counts what each journey adds, with its stage, as the stores keep it for everyone', () => {
    const counts = talliesOfJourneys(journeys);
    const expected = countKeys([
      ...journeyTallies(journeys[0]!),
      stageKey('tech'),
      ...journeyTallies(journeys[1]!),
      stageKey('applied'),
    ]);
    expect(counts).toEqual(expected);
    expect(counts.get('furthest:applied')).toBe(1);
  });
  it('keeps only the journeys applied in a range of days, without stages, as a dated read does', () => {
    const early = talliesOfJourneys(journeys, { to: '2026-11-10' });
    expect(early).toEqual(countKeys(journeyTallies(journeys[0]!)));
    expect(talliesOfJourneys(journeys, { from: '2026-11-20', to: '2026-11-20' })).toEqual(
      countKeys(journeyTallies(journeys[1]!)),
    );
    expect(talliesOfJourneys(journeys, { from: '2026-12-01' }).size).toBe(0);
  });
});

describe('a job’s own stages in the report', () => {
  const journey = {
    stage: 'tech' as const,
    stageId: 'panel',
    entries: [
      { date: at(2), stage: 'applied' as const },
      { date: at(3), stage: 'screen' as const, stageId: 'portfolio' },
      // A note written at the same stage: one stay.
      { date: at(4), stage: 'screen' as const, stageId: 'portfolio' },
      { date: at(5, 12), stage: 'tech' as const, stageId: 'exercise' },
      { date: at(6), stage: 'tech' as const, stageId: 'panel' },
    ],
  };

  it('counts each stage entered once, and each stay in a stage by its id, apart from its category', () => {
    expect(stageTallies(journey).sort()).toEqual(
      [
        '~~at:applied:in',
        '~~at:applied:stay:24',
        '~~at:exercise:in',
        '~~at:exercise:stay:12',
        '~~at:panel:in',
        '~~at:portfolio:in',
        '~~at:portfolio:stay:60',
      ].sort(),
    );
    // The category's stays are as before: Tech is one stay, still going.
    expect(journeyTallies(journey).filter((key) => key.startsWith('stay:tech'))).toEqual([]);
    // The current stage counts as entered even before its first entry is read.
    expect(stageTallies({ stage: 'applied', entries: [] })).toEqual(['~~at:applied:in']);
  });

  it('reports a job’s stages in its order, with who entered each and how long they stayed', () => {
    const tallies = countKeys([
      ...stageTallies(journey),
      ...stageTallies({ ...journey, stageId: 'panel' }),
    ]);
    const stages = [
      { id: 'applied', name: 'Applied', category: 'applied' as const },
      { id: 'portfolio', name: 'Portfolio review', category: 'screen' as const },
      { id: 'exercise', name: 'Design exercise', category: 'tech' as const },
      { id: 'panel', name: 'Team panel', category: 'tech' as const },
      { id: 'never', name: 'Site visit', category: 'offer' as const },
    ];
    const report = buildReport(tallies, 1, Date.parse(at(20)), {}, {}, stages);
    expect(report.stages).toEqual([
      { ...stages[0], entered: 2, count: 2, medianDays: 1, p90Days: 1 },
      { ...stages[1], entered: 2, count: 2, medianDays: 2.5, p90Days: 2.5 },
      { ...stages[2], entered: 2, count: 2, medianDays: 0.5, p90Days: 0.5 },
      { ...stages[3], entered: 2, count: 0, medianDays: null, p90Days: null },
      { ...stages[4], entered: 0, count: 0, medianDays: null, p90Days: null },
    ]);
    expect(buildReport(tallies, 1, Date.parse(at(20)))).not.toHaveProperty('stages');
  });
});
