/**
 * A small hiring history whose report figures are worked out by hand (see the comments), shared by
 * the API tests and the e2e tests. Dates count from the Monday of the current week (UTC), so the
 * twelve weeks of a report hold the same history whenever it is read. Plain TypeScript with no
 * imports: Playwright loads it as it is.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Monday (UTC) of the week of `now`, in ms. */
export function mondayOf(now: number): number {
  const day = Math.floor(now / DAY) * DAY;
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

type Stage = 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';

interface Person {
  id: number;
  name: string;
  jobId: number;
  source?: string;
  /** Each stage with weeks before this week's Monday, then days and hours after. */
  steps: Array<[Stage, number, number?, number?]>;
}

export const HISTORY_JOBS = [
  { id: 1, title: 'Harbour Pilot' },
  { id: 2, title: 'Lighthouse Keeper' },
];

export const HISTORY_PEOPLE: Person[] = [
  // Harbour Pilot. Ana: applied 1 day, screen 2 days, tech 4 days, offer 2 days: hired 9 days after applying.
  {
    id: 1,
    name: 'Ana',
    jobId: 1,
    source: 'referral',
    steps: [
      ['applied', 3],
      ['screen', 3, 1],
      ['tech', 3, 3],
      ['offer', 2],
      ['hired', 2, 2],
    ],
  },
  // Ben: applied 2 days, screen 3 days, then rejected.
  {
    id: 2,
    name: 'Ben',
    jobId: 1,
    source: 'sourced',
    steps: [
      ['applied', 3, 2],
      ['screen', 3, 4],
      ['rejected', 2],
    ],
  },
  // Cat: still applied.
  { id: 3, name: 'Cat', jobId: 1, source: 'applied', steps: [['applied', 1]] },
  // Dev: applied 12 hours, screen 3 days, now in tech.
  {
    id: 4,
    name: 'Dev',
    jobId: 1,
    source: 'agency',
    steps: [
      ['applied', 1, 1],
      ['screen', 1, 1, 12],
      ['tech', 1, 4, 12],
    ],
  },
  // Lighthouse Keeper. Eve: applied 13 weeks ago (before the twelve weeks), hired from applied 14 days later; no source.
  {
    id: 5,
    name: 'Eve',
    jobId: 2,
    steps: [
      ['applied', 13],
      ['hired', 11],
    ],
  },
  // Fay: applied this week.
  { id: 6, name: 'Fay', jobId: 2, source: 'applied', steps: [['applied', 0]] },
];

/** The history as a TalentFlow backup, to restore. */
export function hiringHistoryBackup(now = Date.now()) {
  const monday = mondayOf(now);
  const at = (weeksAgo: number, days = 0, hours = 0) =>
    new Date(monday - weeksAgo * 7 * DAY + days * DAY + hours * HOUR).toISOString();
  let entryId = 0;
  return {
    format: 'talentflow-backup',
    version: 2,
    exportedAt: new Date(now).toISOString(),
    tables: {
      jobs: HISTORY_JOBS.map(({ id, title }) => ({
        id,
        title,
        slug: title.toLowerCase().replace(/ /g, '-'),
        status: 'active',
        tags: [],
        order: id,
      })),
      candidates: HISTORY_PEOPLE.map(({ id, name, jobId, source, steps }) => ({
        id,
        name,
        email: `${name.toLowerCase()}@example.com`,
        stage: steps.at(-1)![0],
        jobId,
        ...(source && { source }),
      })),
      timeline: HISTORY_PEOPLE.flatMap(({ id, steps }) =>
        steps.map(([stage, weeks, days, hours]) => ({
          id: ++entryId,
          candidateId: id,
          date: at(weeks, days, hours),
          stage,
          notes: `To ${stage}`,
        })),
      ),
    },
  };
}

/** Applications per week, oldest of the twelve first: `weeksAgo` to count. */
export function weekCounts(counts: Record<number, number>): number[] {
  return Array.from({ length: 12 }, (_, i) => counts[11 - i] ?? 0);
}
