/**
 * Free time: each person's weekly working hours and date overrides, in their own time zone, made
 * into ranges of instants; intersected across a panel (or joined, for a pool where any one will
 * do), busy blocks taken out, and cut into slots after a minimum notice. Pure: times are epoch
 * milliseconds, days are YYYY-MM-DD, clock times HH:MM in the person's zone.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of a day, on the clock of the person's zone ("09:00" to "17:30"). */
export interface ClockHours {
  start: string;
  end: string;
}

export interface Availability {
  timeZone: string;
  /** Each weekday's hours (a day absent or empty: not working). */
  weekly: Partial<Record<Weekday, ClockHours[]>>;
  /** Days that differ from the week: other hours, or none (a day off). */
  overrides: Array<{ date: string; hours: ClockHours[] }>;
}

/** From `start` (inclusive) to `end` (exclusive), epoch milliseconds. */
export interface Range {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes since midnight of "HH:MM" ("24:00" is the day's end). */
export function clockMinutes(clock: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(clock);
  if (!match) throw new RangeError(`Not a clock time: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new RangeError(`Not a clock time: ${clock}`);
  return minutes;
}

/** One formatter a zone: making one costs far more than using it (slots ask thousands of times). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** How far ahead of UTC `zone`'s clocks are at `instant`, in milliseconds. */
export function zoneOffset(instant: number, zone: string): number {
  const parts = formatterOf(zone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a zone's clock shows `minutes` after midnight of `day`. A time the clocks skip (the
 * hour a spring change removes) is read after the change, as calendars do.
 */
export function zonedInstant(day: string, minutes: number, zone: string): number {
  // The same clock times of the same days are asked again and again (everyone's 09:00 for the
  // weeks shown): worked out once, kept in a bounded memo.
  const key = `${zone} ${day} ${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  if (instants.size >= 50_000) instants.clear();
  const found = instantOf(day, minutes, zone);
  instants.set(key, found);
  return found;
}
const instants = new Map<string, number>();

function instantOf(day: string, minutes: number, zone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const first = wall - zoneOffset(wall, zone);
  const second = wall - zoneOffset(first, zone);
  return zoneOffset(second, zone) === zoneOffset(first, zone) ? second : Math.max(first, second);
}

/** The day (YYYY-MM-DD) a zone's calendar shows at `instant`. */
export function dayInZone(instant: number, zone: string): string {
  return new Date(instant + zoneOffset(instant, zone)).toISOString().slice(0, 10);
}

const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T00:00:00.000Z`).getUTCDay()]!;
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY).toISOString().slice(0, 10);

/** Ranges sorted, and those that touch or overlap made one. */
export function normalize(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/** When a person works from `from` to `to`: their hours, day by day, in their zone. */
export function workingRanges(availability: Availability, from: number, to: number): Range[] {
  const { timeZone } = availability;
  const overrides = new Map(availability.overrides.map((o) => [o.date, o.hours]));
  const ranges: Range[] = [];
  // A day before and after: a zone's day may begin before `from` or end after `to` in UTC.
  const last = dayInZone(to, timeZone);
  for (let day = dayInZone(from - DAY, timeZone); day <= nextDay(last); day = nextDay(day)) {
    const hours = overrides.get(day) ?? availability.weekly[weekdayOf(day)] ?? [];
    for (const { start, end } of hours) {
      const range = {
        start: zonedInstant(day, clockMinutes(start), timeZone),
        end: zonedInstant(day, clockMinutes(end), timeZone),
      };
      const clipped = { start: Math.max(range.start, from), end: Math.min(range.end, to) };
      if (clipped.end > clipped.start) ranges.push(clipped);
    }
  }
  return normalize(ranges);
}

/** The times in both lists. */
export function intersect(a: readonly Range[], b: readonly Range[]): Range[] {
  const x = normalize(a);
  const y = normalize(b);
  const out: Range[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const start = Math.max(x[i]!.start, y[j]!.start);
    const end = Math.min(x[i]!.end, y[j]!.end);
    if (end > start) out.push({ start, end });
    if (x[i]!.end < y[j]!.end) i += 1;
    else j += 1;
  }
  return out;
}

/** The times of `ranges` outside every busy block. */
export function subtract(ranges: readonly Range[], busy: readonly Range[]): Range[] {
  // One sweep over both, each sorted and merged: a block cuts the ranges it overlaps.
  const blocks = normalize(busy);
  const free: Range[] = [];
  let j = 0;
  for (const range of normalize(ranges)) {
    let start = range.start;
    while (j < blocks.length && blocks[j]!.end <= start) j += 1;
    for (let k = j; k < blocks.length && blocks[k]!.start < range.end; k += 1) {
      if (blocks[k]!.start > start) free.push({ start, end: blocks[k]!.start });
      start = Math.max(start, blocks[k]!.end);
    }
    if (start < range.end) free.push({ start, end: range.end });
  }
  return free;
}

export interface Person {
  id: number;
  availability: Availability;
  busy: readonly Range[];
}

export interface SlotAsk {
  from: number;
  to: number;
  durationMinutes: number;
  /** How far apart slots start (their length by default). */
  stepMinutes?: number;
  /** No slot starts before `now` plus this many hours. */
  minNoticeHours: number;
  now: number;
}

export interface Slot extends Range {
  /** Who is free for it: everyone asked (a panel), or those of a pool who are. */
  free: number[];
}

/** Each person's free time in the window: their working hours without their busy blocks. */
const freeOf = (person: Person, from: number, to: number): Range[] =>
  subtract(workingRanges(person.availability, from, to), person.busy);

/**
 * The slots of a window when every one of `people` is free (`all`: a panel), or at least one of
 * them (`any`: a pool). A slot starts on the step from the start of the free stretch, rounded up to
 * the step on the clock (a 30-minute step starts on :00 and :30), never before the notice.
 */
export function freeSlots(
  people: readonly Person[],
  ask: SlotAsk,
  mode: 'all' | 'any' = 'all',
): Slot[] {
  if (people.length === 0) return [];
  const length = ask.durationMinutes * MINUTE;
  const step = (ask.stepMinutes ?? ask.durationMinutes) * MINUTE;
  const earliest = Math.max(ask.from, ask.now + ask.minNoticeHours * 3_600_000);
  const each = people.map((p) => ({ id: p.id, free: freeOf(p, ask.from, ask.to) }));
  const ranges =
    mode === 'all'
      ? each.slice(1).reduce((acc, p) => intersect(acc, p.free), each[0]!.free)
      : normalize(each.flatMap((p) => p.free));
  const slots: Slot[] = [];
  for (const range of ranges) {
    let start = Math.ceil(Math.max(range.start, earliest) / step) * step;
    for (; start + length <= range.end; start += step) {
      const slot = { start, end: start + length };
      const free =
        mode === 'all'
          ? each.map((p) => p.id)
          : each
              .filter((p) => p.free.some((r) => r.start <= start && r.end >= slot.end))
              .map((p) => p.id);
      if (free.length > 0) slots.push({ ...slot, free });
    }
  }
  return slots;
}
