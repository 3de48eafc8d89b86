/**
 * Every date and time a screen shows, in a few named styles. Each follows the browser's own locale
 * (no fixed language) and, unless told another, the viewer's time zone. A value that is no time is
 * shown as the text it is. The examples below are for a browser in American English.
 */

/** A stored time (ISO 8601), or milliseconds since 1970. */
export type When = string | number;

const STYLES = {
  // As `toLocaleString()`: the spec shows notes and timeline entries in it.
  dateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  // As `toLocaleDateString()`.
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  mediumDate: { day: 'numeric', month: 'short', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  weekdayDateTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// Making a formatter costs far more than using one: a long list makes each once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    // `undefined`: the browser's locale.
    made = new Intl.DateTimeFormat(undefined, { ...STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * A bare "2026-10-01" names a calendar day, not a moment: the styles without a time show that day
 * in every time zone (read as a moment, it is the day before west of Greenwich).
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_STYLES: ReadonlySet<Style> = new Set(['date', 'mediumDate', 'monthDay', 'longDate']);

function format(when: When, style: Style, timeZone?: string): string {
  const day = typeof when === 'string' && DAY_STYLES.has(style) && CALENDAR_DAY.test(when);
  const date = new Date(day ? `${when}T00:00:00.000Z` : when);
  if (Number.isNaN(date.getTime())) return String(when);
  return formatter(style, day ? 'UTC' : timeZone).format(date);
}

/** The date and the time, to the second: "11/29/2026, 11:00:00 AM". The default for a moment. */
export const formatDateTime = (when: When): string => format(when, 'dateTime');

/** The date in figures: "11/29/2026". */
export const formatDate = (when: When): string => format(when, 'date');

/** The date with its month named short, for lists and ranges of days: "Nov 29, 2026". */
export const formatMediumDate = (when: When): string => format(when, 'mediumDate');

/** The month and the day, for a week by its first day: "Nov 29". */
export const formatMonthDay = (when: When): string => format(when, 'monthDay');

/**
 * The day in words, for a day's heading or a day that matters: "Sunday, November 29, 2026"; a
 * moment's day in `timeZone` when given (a calendar day is that day in every zone).
 */
export const formatLongDate = (when: When, timeZone?: string): string =>
  format(when, 'longDate', timeZone);

/** The time of day, to the minute: "11:00 AM", in the viewer's zone or in `timeZone`. */
export const formatTime = (when: When, timeZone?: string): string => format(when, 'time', timeZone);

/**
 * An appointment (an interview's start): "Sun, Nov 29, 2026, 11:00 AM", in the viewer's time zone
 * or in `timeZone` (an IANA name, "Europe/Berlin").
 */
export const formatWeekdayDateTime = (when: When, timeZone?: string): string =>
  format(when, 'weekdayDateTime', timeZone);

/** The viewer's time zone by its IANA name ("Europe/Berlin"): reading it is not formatting. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
