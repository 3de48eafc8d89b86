import { CANDIDATE_SOURCES, type CandidateSource, type Stage } from './enums';

/**
 * The hiring reports' rules. Each candidate adds a few tallies (keys counted per job and for all
 * jobs); the stores keep those counts up to date as candidates and their timelines change, and a
 * report is read from the counts alone, so it costs the same at a thousand candidates as at a
 * million. Everything here is pure: the stores and the report service share it.
 */

/** The forward pipeline: a funnel counts who reached each of these stages. */
export const FUNNEL_STAGES = [
  'applied',
  'screen',
  'tech',
  'offer',
  'hired',
] as const satisfies readonly Stage[];
/** The stages a candidate passes through on the way to a hire: time in stage is measured for these. */
export const STAY_STAGES = [
  'applied',
  'screen',
  'tech',
  'offer',
] as const satisfies readonly Stage[];
/** Applications per week cover this many calendar weeks, the current one last. */
export const REPORT_WEEKS = 12;
/** A hire whose candidate has no source recorded (candidates from before sources existed). */
export const UNKNOWN_SOURCE = 'unknown';
export type HireSource = CandidateSource | typeof UNKNOWN_SOURCE;
export const HIRE_SOURCES: readonly HireSource[] = [...CANDIDATE_SOURCES, UNKNOWN_SOURCE];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What a candidate's tallies are made from: where they stand, and their timeline oldest first. */
export interface Journey {
  stage: Stage;
  /** The stage of the job's pipeline they are in (absent: the category's default stage). */
  stageId?: string;
  source?: CandidateSource;
  /** Oldest first; a move to Rejected may carry its reason; `stageId` as the candidate's. */
  entries: ReadonlyArray<{ date: string; stage: Stage; stageId?: string; reason?: string }>;
}

/**
 * The tallies of a job's own stages (`~~at:<stageId>:...`): counted for the job only, since stage
 * ids mean something only within their job, and over all time. `~~` sorts after every plain key
 * and every dated one (`~YYYY-...`), so a report's plain and dated reads never read them: only a
 * report of a job with stages of its own asks for them.
 */
export const STAGE_TALLY_PREFIX = '~~at:';

/** A rejection reason's tally key: `reason:<stage>:<reason>`. */
const REASON_PREFIX = 'reason:';

/** Whole hours from one ISO date to a later one: durations are counted to the hour. */
function hoursBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / HOUR_MS));
}

/** The Monday (UTC) that starts the week of an ISO date, as YYYY-MM-DD. */
export function weekStart(at: string | number): string {
  const time = typeof at === 'number' ? at : Date.parse(at);
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The tallies one candidate adds (a key may come more than once):
 * - `furthest:<stage>`: the furthest stage of the pipeline they reached (at least applied);
 * - `rejected:<stage>`: if rejected now, the furthest stage they had reached;
 * - `reason:<stage>:<reason>`: if rejected now with a reason, that stage and the reason;
 * - `stay:<stage>:<hours>`: each stage they stayed in and then left, and for how long;
 * - `hire:<hours>`: if hired now, the time from their first entry to that hire;
 * - `source:<source>`: if hired now, where they came from;
 * - `week:<monday>`: the week their first entry (their application) falls in.
 * Entries must be oldest first; consecutive entries of one stage are one stay.
 */
export function journeyTallies({ stage, source, entries }: Journey): string[] {
  const keys: string[] = [];
  let furthest = 0;
  for (const reached of [...entries.map((entry) => entry.stage), stage]) {
    furthest = Math.max(furthest, FUNNEL_STAGES.indexOf(reached as (typeof FUNNEL_STAGES)[number]));
  }
  const furthestStage = FUNNEL_STAGES[furthest]!;
  keys.push(`furthest:${furthestStage}`);
  if (stage === 'rejected') {
    keys.push(`rejected:${furthestStage}`);
    // Why: the reason given with the move that began this stay in Rejected, if one was (the
    // entries after it, an email or an interview cancelled, are at Rejected too, with none).
    const stay = entries.findLastIndex((entry) => entry.stage !== 'rejected') + 1;
    const reason = entries[stay]?.reason;
    if (reason) keys.push(`${REASON_PREFIX}${furthestStage}:${reason}`);
  }

  // Runs of one stage: each run but the last has ended, when the next began.
  const runs: Array<{ stage: Stage; from: string }> = [];
  for (const entry of entries) {
    if (runs.at(-1)?.stage !== entry.stage) runs.push({ stage: entry.stage, from: entry.date });
  }
  for (let i = 0; i + 1 < runs.length; i++) {
    keys.push(`stay:${runs[i]!.stage}:${hoursBetween(runs[i]!.from, runs[i + 1]!.from)}`);
  }
  const first = entries[0];
  if (stage === 'hired') {
    const last = runs.at(-1);
    if (first && last?.stage === 'hired') keys.push(`hire:${hoursBetween(first.date, last.from)}`);
    keys.push(`source:${source ?? UNKNOWN_SOURCE}`);
  }
  if (first) keys.push(`week:${weekStart(first.date)}`);
  return keys;
}

/**
 * The tallies of a journey through its job's stages (counted for the job only, see
 * STAGE_TALLY_PREFIX):
 * - `~~at:<stageId>:in`: each stage they entered, once a stage;
 * - `~~at:<stageId>:stay:<hours>`: each stay in a stage that ended, and how long it was.
 */
export function stageTallies({ stage, stageId, entries }: Journey): string[] {
  const current = stageId ?? stage;
  const runs: Array<{ id: string; from: string }> = [];
  for (const entry of entries) {
    const id = entry.stageId ?? entry.stage;
    if (runs.at(-1)?.id !== id) runs.push({ id, from: entry.date });
  }
  const keys = [...new Set([...runs.map((run) => run.id), current])].map(
    (id) => `${STAGE_TALLY_PREFIX}${id}:in`,
  );
  for (let i = 0; i + 1 < runs.length; i++)
    keys.push(
      `${STAGE_TALLY_PREFIX}${runs[i]!.id}:stay:${hoursBetween(runs[i]!.from, runs[i + 1]!.from)}`,
    );
  return keys;
}

/** The UTC day (YYYY-MM-DD) of an ISO date. */
export function isoDay(at: string): string {
  const iso = new Date(Date.parse(at)).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

/**
 * Dated tallies: each of a candidate's journey tallies again, under the day of their application
 * (their first entry, UTC): `~YYYY-MM-DD|<key>`. A report over a range of days sums the keys of
 * its days. `~` sorts after every plain key (byte order), so the plain keys are read apart.
 */
export const DATED_MARK = '~';
export const DATED_PREFIX_LENGTH = '~YYYY-MM-DD|'.length;
export const datedKey = (day: string, key: string): string => `${DATED_MARK}${day}|${key}`;
/** A dated key's plain key. */
export const undatedKey = (dated: string): string => dated.slice(DATED_PREFIX_LENGTH);
/** The dated keys of the days from `from` to `to` (inclusive): `[lowest, above the highest)`. */
export const datedKeyRange = (from: string, to: string): [string, string] => [
  `${DATED_MARK}${from}|`,
  // '}' is the byte after '|': above every key of the day `to`.
  `${DATED_MARK}${to}}`,
];

/** A candidate's journey tallies with their dated copies (none for a candidate without entries). */
export function journeyTalliesWithDays(journey: Journey): string[] {
  const keys = journeyTallies(journey);
  const first = journey.entries[0];
  if (!first) return keys;
  const day = isoDay(first.date);
  return [...keys, ...keys.map((key) => datedKey(day, key))];
}

/**
 * The tally of a candidate's current stage: stores keep how many candidates each stage holds, by job
 * and for all jobs, so the board's counts are read, not counted.
 */
export const stageKey = (stage: Stage): string => `stage:${stage}`;

/** Counts of each key, as stored tallies hold them. */
export function countKeys(
  keys: Iterable<string>,
  into = new Map<string, number>(),
  sign = 1,
): Map<string, number> {
  for (const key of keys) into.set(key, (into.get(key) ?? 0) + sign);
  return into;
}

/**
 * The p-th percentile (0 to 1) of samples given as value and how many times it occurs, linearly
 * interpolated between the two nearest ranks (as spreadsheets' PERCENTILE.INC); null without samples.
 */
export function percentile(
  samples: ReadonlyArray<readonly [number, number]>,
  p: number,
): number | null {
  const sorted = samples.filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = p * (total - 1);
  const valueAt = (index: number): number => {
    let seen = 0;
    for (const [value, count] of sorted) {
      seen += count;
      if (index < seen) return value;
    }
    return sorted.at(-1)![0];
  };
  const low = valueAt(Math.floor(rank));
  const high = valueAt(Math.ceil(rank));
  return low + (high - low) * (rank - Math.floor(rank));
}

export interface Duration {
  /** How many durations were measured. */
  count: number;
  /** In days, to one decimal; null when nothing was measured. */
  medianDays: number | null;
  p90Days: number | null;
}

export interface HiringReport {
  /** The job reported on, or null for all jobs. */
  jobId: number | null;
  /** The first and last day of applications counted (UTC, inclusive); null: no bound. */
  from: string | null;
  to: string | null;
  /** Candidates counted (every candidate reached applied). */
  candidates: number;
  funnel: Array<{
    stage: (typeof FUNNEL_STAGES)[number];
    /** Candidates who reached this stage or a later one. */
    reached: number;
    /** The share of them who reached the next stage (0 to 1); null for the last stage or when none reached this one. */
    conversion: number | null;
    /** Candidates rejected after reaching this stage (and no further). */
    rejected: number;
  }>;
  timeInStage: Array<{ stage: (typeof STAY_STAGES)[number] } & Duration>;
  timeToHire: Duration;
  /** Oldest week first: the 12 weeks to the current one, or the range's weeks (see reportWeeks). */
  applicationsPerWeek: Array<{ weekStart: string; count: number }>;
  /** Candidates hired now, by where they came from; sources with none are left out. */
  sourceOfHire: Array<{ source: HireSource; count: number }>;
  /**
   * Candidates rejected now with a reason, by reason (most first, then by name) and by the
   * furthest stage they had reached.
   */
  rejectionReasons: Array<{
    reason: string;
    total: number;
    byStage: Record<(typeof FUNNEL_STAGES)[number], number>;
  }>;
  /** Applications their applicants withdrew (and so erased), in the range when one is asked. */
  withdrawals: number;
  /**
   * A job with its own stages: each stage in order, how many candidates entered it, and the time
   * they stayed in it before leaving (absent for all jobs and for a job on the six default stages,
   * whose stages are the categories above).
   */
  stages?: Array<ReportStage>;
}

export interface ReportStage extends Duration {
  id: string;
  name: string;
  category: Stage;
  /** Candidates who entered this stage at some time (a stage may be skipped). */
  entered: number;
}

const days = (hours: number | null): number | null =>
  hours === null ? null : Math.round((hours / 24) * 10) / 10;

function duration(samples: Array<[number, number]>): Duration {
  return {
    count: samples.reduce((sum, [, count]) => sum + count, 0),
    medianDays: days(percentile(samples, 0.5)),
    p90Days: days(percentile(samples, 0.9)),
  };
}

/** The most weeks a report's applications per week show: a year's. */
export const MAX_REPORT_WEEKS = 53;

/** Days a report covers: applications made from `from` to `to`, inclusive, UTC days (YYYY-MM-DD). */
export interface ReportRange {
  from?: string;
  to?: string;
}

/**
 * The Mondays of the weeks a report shows: the 12 weeks that end at `now`; over a range, its
 * weeks (to the week of `to`, or of `now`), at most a year's, the latest.
 */
export function reportWeeks(now: number, range: ReportRange = {}): string[] {
  const last = Date.parse(weekStart(range.to ? Date.parse(range.to) : now));
  const first = range.from ? Date.parse(weekStart(Date.parse(range.from))) : undefined;
  const length =
    first === undefined
      ? REPORT_WEEKS
      : Math.max(1, Math.min(MAX_REPORT_WEEKS, Math.round((last - first) / (7 * DAY_MS)) + 1));
  return Array.from({ length }, (_, i) =>
    new Date(last - (length - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A report from the tallies of one scope (a job, or all jobs): over all time, with the weeks that
 * end at `now`, or over a range, from the dated tallies of its days summed by plain key.
 */
export function buildReport(
  tallies: ReadonlyMap<string, number>,
  jobId: number | null,
  now: number,
  range: ReportRange = {},
  withdrawals: Withdrawals = {},
  stages?: ReadonlyArray<{ id: string; name: string; category: Stage }>,
): HiringReport {
  const count = (key: string) => tallies.get(key) ?? 0;
  const samples = (prefix: string): Array<[number, number]> => {
    const found: Array<[number, number]> = [];
    for (const [key, n] of tallies)
      if (key.startsWith(prefix)) found.push([Number(key.slice(prefix.length)), n]);
    return found;
  };

  const furthest = FUNNEL_STAGES.map((stage) => count(`furthest:${stage}`));
  const reached = furthest.map((_, i) => furthest.slice(i).reduce((sum, n) => sum + n, 0));
  const funnel = FUNNEL_STAGES.map((stage, i) => {
    const next = reached[i + 1];
    return {
      stage,
      reached: reached[i]!,
      conversion: next === undefined || reached[i] === 0 ? null : next / reached[i]!,
      rejected: count(`rejected:${stage}`),
    };
  });

  const applicationsPerWeek = reportWeeks(now, range).map((start) => ({
    weekStart: start,
    count: count(`week:${start}`),
  }));

  return {
    jobId,
    from: range.from ?? null,
    to: range.to ?? null,
    candidates: reached[0]!,
    funnel,
    timeInStage: STAY_STAGES.map((stage) => ({ stage, ...duration(samples(`stay:${stage}:`)) })),
    timeToHire: duration(samples('hire:')),
    applicationsPerWeek,
    sourceOfHire: HIRE_SOURCES.map((source) => ({
      source,
      count: count(`source:${source}`),
    })).filter((s) => s.count > 0),
    rejectionReasons: rejectionReasons(tallies),
    withdrawals: withdrawalsIn(withdrawals, jobId, range),
    ...(stages && {
      stages: stages.map(({ id, name, category }) => ({
        id,
        name,
        category,
        entered: count(`${STAGE_TALLY_PREFIX}${id}:in`),
        ...duration(samples(`${STAGE_TALLY_PREFIX}${id}:stay:`)),
      })),
    }),
  };
}

/**
 * Withdrawn applications by job and day (UTC): kept apart from the counts, which are worked out
 * from candidates, since a withdrawn candidate is gone.
 */
export type Withdrawals = Record<string, Record<string, number>>;
export const WITHDRAWALS_KEY = 'withdrawals';

/** One more withdrawal of a job's application on a day. */
export function withWithdrawal(kept: Withdrawals, jobId: number, day: string): Withdrawals {
  const job = { ...kept[jobId] };
  job[day] = (job[day] ?? 0) + 1;
  return { ...kept, [jobId]: job };
}

function withdrawalsIn(kept: Withdrawals, jobId: number | null, range: ReportRange): number {
  let total = 0;
  for (const [job, days] of Object.entries(kept)) {
    if (jobId !== null && Number(job) !== jobId) continue;
    for (const [day, n] of Object.entries(days))
      if ((!range.from || day >= range.from) && (!range.to || day <= range.to)) total += n;
  }
  return total;
}

function rejectionReasons(tallies: ReadonlyMap<string, number>): HiringReport['rejectionReasons'] {
  const byReason = new Map<string, HiringReport['rejectionReasons'][number]>();
  for (const [key, n] of tallies) {
    if (!key.startsWith(REASON_PREFIX) || n <= 0) continue;
    const rest = key.slice(REASON_PREFIX.length);
    const colon = rest.indexOf(':');
    const stage = rest.slice(0, colon) as (typeof FUNNEL_STAGES)[number];
    const reason = rest.slice(colon + 1);
    if (!FUNNEL_STAGES.includes(stage)) continue;
    const row = byReason.get(reason) ?? {
      reason,
      total: 0,
      byStage: Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<
        (typeof FUNNEL_STAGES)[number],
        number
      >,
    };
    row.byStage[stage] += n;
    row.total += n;
    byReason.set(reason, row);
  }
  return [...byReason.values()].sort(
    (a, b) => b.total - a.total || a.reason.localeCompare(b.reason),
  );
}

/** Whether a journey's application (its first entry) falls in a range of days; any does without one. */
export function inRange(journey: Journey, range: ReportRange): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  const first = journey.entries[0];
  if (!first) return false;
  const day = isoDay(first.date);
  return !((range.from && day < range.from) || (range.to && day > range.to));
}

/**
 * The counts a few candidates add, as a store keeps them for all: each journey's plain keys and
 * its stage, or (with a range of days) only the journeys whose application falls in it.
 */
export function talliesOfJourneys(
  journeys: readonly Journey[],
  range: { from?: string; to?: string } = {},
): Map<string, number> {
  const counts = new Map<string, number>();
  const ranged = range.from !== undefined || range.to !== undefined;
  for (const journey of journeys) {
    if (!inRange(journey, range)) continue;
    countKeys([...journeyTallies(journey), ...(ranged ? [] : [stageKey(journey.stage)])], counts);
  }
  return counts;
}
