/**
 * A member's private calendar feed (the iCalendar text Google, Outlook or Apple publish) read as
 * busy blocks: only when, never what. Titles, descriptions, locations and attendees are not read
 * into the result, which holds instants alone. Pure: no clock, no network; times are epoch
 * milliseconds.
 *
 * Times are read as the feed means them: a time in UTC as is; a time with a TZID by the VTIMEZONE
 * the feed defines for it, or, when the feed defines none (common in Google feeds), by the IANA zone
 * of that name; a floating time (no zone), or one whose zone is neither, and an all-day date on the
 * member's own clock (`allDayZone`).
 */
import ICAL from 'ical.js';
import { normalize, zonedInstant, type Range } from '@/domain/scheduling';

/** From `start` (inclusive) to `end` (exclusive), epoch milliseconds; start < end. */
export type BusyBlock = Range;

export interface BusyBlockOptions {
  /** The zone whose days all-day events fill, and floating times are read in (default 'UTC'). */
  allDayZone?: string;
  /** The most occurrences read from recurrence rules, all events together (default 5000). */
  max?: number;
}

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;
type Duration = InstanceType<typeof ICAL.Duration>;
type Timezone = InstanceType<typeof ICAL.Timezone>;
type Recur = InstanceType<typeof ICAL.Recur>;

const DAY = 86_400_000;
const DEFAULT_MAX = 5000;
/** Days a period of each rule frequency lasts at most, for the ones a series can skip whole. */
const PERIOD_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7, MONTHLY: 31 };
const NOT_ICALENDAR = 'The calendar feed is not an iCalendar file.';

/**
 * The busy blocks of an iCalendar feed that overlap [from, to), cut to it, sorted by start, those
 * that overlap or touch made one. Free (TRANSP:TRANSPARENT) and cancelled events are left out, as
 * are the occurrences a cancelled or free override replaces. Throws when the text is not iCalendar.
 */
export function busyBlocks(
  ics: string,
  from: number,
  to: number,
  options: BusyBlockOptions = {},
): BusyBlock[] {
  const allDayZone = options.allDayZone ?? 'UTC';
  if (!isZone(allDayZone)) throw new RangeError(`Not a time zone: ${allDayZone}`);
  const calendars = parseCalendars(ics);
  if (!(to > from)) return [];

  const restore = registerZones(calendars);
  try {
    const reader = new FeedReader(from, to, allDayZone, Math.max(0, options.max ?? DEFAULT_MAX));
    const events = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
    reader.read(events);
    return normalize(
      reader.blocks
        .map((block) => ({ start: Math.max(block.start, from), end: Math.min(block.end, to) }))
        .filter((block) => block.end > block.start),
    );
  } finally {
    restore();
  }
}

/** The VCALENDARs of the text; an Error with a short message when it holds none. */
function parseCalendars(ics: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(ics);
  } catch {
    throw new Error(NOT_ICALENDAR);
  }
  // One component parses to ['vcalendar', ...], several to [['vcalendar', ...], ...].
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed;
  if (!Array.isArray(roots) || roots.length === 0) throw new Error(NOT_ICALENDAR);
  return roots.map((root: unknown) => {
    if (!Array.isArray(root) || root[0] !== 'vcalendar') throw new Error(NOT_ICALENDAR);
    return new ICAL.Component(root);
  });
}

/**
 * Registers the feed's VTIMEZONEs with ical.js's (process-wide) zone service for the length of one
 * read; the function returned puts back whatever was registered under those names before.
 */
function registerZones(calendars: readonly Component[]): () => void {
  const service = ICAL.TimezoneService;
  const before = new Map<string, Timezone | undefined>();
  for (const definition of calendars.flatMap((c) => c.getAllSubcomponents('vtimezone'))) {
    const tzid = definition.getFirstPropertyValue('tzid');
    if (typeof tzid !== 'string' || !tzid) continue;
    if (!before.has(tzid)) before.set(tzid, service.has(tzid) ? service.get(tzid) : undefined);
    try {
      service.register(new ICAL.Timezone(definition), tzid);
    } catch {
      // A definition ical.js cannot read: its times are read by name (IANA) or as floating.
    }
  }
  return () => {
    for (const [tzid, zone] of before) {
      if (zone) service.register(zone, tzid);
      else service.remove(tzid);
    }
  };
}

const zoneValidity = new Map<string, boolean>();

/** Whether Intl knows `zone` (an IANA name such as "Europe/Berlin", or "UTC"). */
function isZone(zone: string): boolean {
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(zone, valid);
  }
  return valid;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayOf = (time: Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

function tzidOf(property: Property | null): string | undefined {
  const tzid: unknown = property?.getParameter('tzid');
  const first: unknown = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof first === 'string' && first ? first : undefined;
}

const isTime = (value: unknown): value is Time => value instanceof ICAL.Time;
const isFloating = (time: Time) =>
  !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === 'floating';
const text = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
};
/** Neither cancelled nor marked free. */
const blocksTime = (event: Component) =>
  text(event, 'status') !== 'CANCELLED' && text(event, 'transp') !== 'TRANSPARENT';

class FeedReader {
  readonly blocks: BusyBlock[] = [];
  private budget: number;

  constructor(
    private readonly from: number,
    private readonly to: number,
    private readonly allDayZone: string,
    max: number,
  ) {
    this.budget = max;
  }

  read(events: readonly Component[]): void {
    const masters = new Map<string, Component>();
    for (const event of events) {
      if (!event.hasProperty('recurrence-id')) masters.set(uidOf(event), event);
    }
    // The occurrences overrides replace, by series: each override stands as an event of its own.
    const replaced = new Map<string, Set<number>>();
    for (const event of events) {
      if (!event.hasProperty('recurrence-id')) continue;
      try {
        const uid = uidOf(event);
        const at = this.recurrenceIdInstant(event, masters.get(uid));
        if (at === undefined) continue;
        const set = replaced.get(uid) ?? new Set<number>();
        set.add(at);
        replaced.set(uid, set);
      } catch {
        // An unreadable RECURRENCE-ID replaces nothing.
      }
    }
    for (const event of events) {
      if (!blocksTime(event)) continue;
      try {
        const series =
          (event.hasProperty('rrule') || event.hasProperty('rdate')) &&
          !event.hasProperty('recurrence-id');
        const start = event.getFirstPropertyValue('dtstart');
        if (series) this.readSeries(event, replaced.get(uidOf(event)) ?? new Set());
        else if (isTime(start)) this.add(this.span(event, start));
      } catch {
        // An event ical.js cannot read (no start, a broken rule) is left out, not the whole feed.
      }
    }
  }

  /** The instant `time` stands for; `tzid` is the TZID it was written with, if any. */
  private instant(time: Time, tzid: string | undefined): number {
    if (time.isDate) return zonedInstant(dayOf(time), 0, this.allDayZone);
    if (!isFloating(time)) return time.toUnixTime() * 1000;
    const zone = tzid && isZone(tzid) ? tzid : this.allDayZone;
    return zonedInstant(dayOf(time), time.hour * 60 + time.minute, zone) + time.second * 1000;
  }

  private recurrenceIdInstant(event: Component, master: Component | undefined) {
    const property = event.getFirstProperty('recurrence-id');
    const id = property?.getFirstValue();
    if (!isTime(id)) return undefined;
    const masterStart = master?.getFirstProperty('dtstart');
    const start = masterStart?.getFirstValue();
    if (isFloating(id) && !id.isDate && isTime(start) && !tzidOf(property)) {
      // Written without a zone: the series' own.
      const inZone = id.clone();
      inZone.zone = start.zone;
      return this.instant(inZone, tzidOf(masterStart ?? null));
    }
    return this.instant(id, tzidOf(property));
  }

  /** When an occurrence of `event` starting at `start` keeps its owner busy. */
  private span(event: Component, start: Time): BusyBlock {
    const startProperty = event.getFirstProperty('dtstart');
    const tzid = tzidOf(startProperty);
    const dtstart = startProperty?.getFirstValue();
    const endProperty = event.getFirstProperty('dtend');
    const dtend = endProperty?.getFirstValue();
    const duration = event.getFirstPropertyValue('duration') as Duration | null;

    if (start.isDate) {
      // Whole days on the member's clock: to DTEND's day, for DURATION's days, or one.
      let days = 1;
      if (isTime(dtend) && isTime(dtstart)) {
        days = Math.round((Date.parse(dayOf(dtend)) - Date.parse(dayOf(dtstart))) / DAY);
      } else if (duration) days = Math.ceil(duration.toSeconds() / 86_400);
      const day = dayOf(start);
      return {
        start: zonedInstant(day, 0, this.allDayZone),
        end: zonedInstant(addDays(day, days), 0, this.allDayZone),
      };
    }

    const at = this.instant(start, tzid);
    if (isTime(dtend) && isTime(dtstart)) {
      // DTEND: every occurrence lasts the same exact time as the first.
      const length = this.instant(dtend, tzidOf(endProperty ?? null)) - this.instant(dtstart, tzid);
      return { start: at, end: at + length };
    }
    if (duration) {
      // DURATION: days and weeks on the wall clock, hours, minutes and seconds exactly.
      const sign = duration.isNegative ? -1 : 1;
      const wall = start.clone();
      wall.adjust(sign * (duration.weeks * 7 + duration.days), 0, 0, 0);
      const exact = duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
      return { start: at, end: this.instant(wall, tzid) + sign * exact * 1000 };
    }
    return { start: at, end: at };
  }

  /** The occurrences of a recurring event, up to `to`, less EXDATEs and overridden ones. */
  private readSeries(event: Component, replaced: ReadonlySet<number>): void {
    const startProperty = event.getFirstProperty('dtstart');
    const dtstart = startProperty?.getFirstValue();
    if (!isTime(dtstart)) return;
    const tzid = tzidOf(startProperty);
    const excluded = new Set<number>();
    const excludedDays = new Set<string>();
    for (const property of event.getAllProperties('exdate')) {
      for (const value of property.getValues() as unknown[]) {
        if (!isTime(value)) continue;
        if (value.isDate && !dtstart.isDate) excludedDays.add(dayOf(value));
        else excluded.add(this.instant(value, tzidOf(property) ?? tzid));
      }
    }

    const first = this.span(event, dtstart);
    const iterator = new ICAL.Event(event).iterator(
      this.fastForward(event, dtstart, first.end - first.start),
    );
    while (this.budget > 0) {
      const occurrence = iterator.next();
      if (!occurrence) return;
      this.budget -= 1;
      const at = this.instant(occurrence, tzid);
      if (at >= this.to) return;
      if (excluded.has(at) || replaced.has(at)) continue;
      if (excludedDays.size > 0 && excludedDays.has(dayOf(occurrence))) continue;
      this.add(this.span(event, occurrence));
    }
  }

  /**
   * A later start for the expansion of a long-running series, whole periods of its rule on, still
   * before `from`, so old daily, weekly and monthly series do not spend the budget on their past.
   * Only where that leaves the occurrences unchanged: one RRULE, no COUNT, no day of month past 28.
   */
  private fastForward(event: Component, dtstart: Time, length: number): Time | undefined {
    const rules = event.getAllProperties('rrule');
    if (rules.length !== 1 || event.hasProperty('rdate')) return undefined;
    const rule = rules[0]!.getFirstValue() as Recur;
    if (rule.count) return undefined;
    const interval = rule.interval > 0 ? rule.interval : 1;
    const periodDays = PERIOD_DAYS[rule.freq];
    if (!periodDays || (rule.freq === 'MONTHLY' && dtstart.day > 28)) return undefined;
    const gap =
      this.from - this.instant(dtstart, tzidOf(event.getFirstProperty('dtstart'))) - length;
    const periods = Math.floor((gap - 2 * DAY) / (interval * periodDays * DAY));
    if (periods < 1) return undefined;
    const start = dtstart.clone();
    if (rule.freq === 'MONTHLY') {
      const months = start.year * 12 + start.month - 1 + periods * interval;
      start.year = Math.floor(months / 12);
      start.month = (months % 12) + 1;
    } else start.adjust(periods * interval * periodDays, 0, 0, 0);
    return start;
  }

  private add(block: BusyBlock): void {
    if (block.end > block.start && block.end > this.from && block.start < this.to) {
      this.blocks.push({ start: block.start, end: block.end });
    }
  }
}

function uidOf(event: Component): string {
  const uid = event.getFirstPropertyValue('uid');
  return typeof uid === 'string' ? uid : '';
}
