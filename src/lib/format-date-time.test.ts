// @vitest-environment node
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatMonthDay,
  formatTime,
  formatWeekdayDateTime,
} from './format-date-time';
import { inGerman } from '@/test/locale';

const AT = '2026-11-29T11:00:00.000Z';

/** A copy of the module with no formatter made yet (each is made once, then kept). */
async function freshFormatter() {
  vi.resetModules();
  return import('./format-date-time');
}

/** The viewer's time zone for one test (Node reads TZ again whenever it is set). */
function inTimeZone(zone: string) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  onTestFinished(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe('the date formatter', () => {
  it('shows a moment as toLocaleString() does, and its day as toLocaleDateString() does', () => {
    for (const iso of [AT, '2030-03-01T09:00:05.000Z', '1999-01-09T23:59:59.000Z']) {
      expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
      expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
    }
    expect(formatDateTime(Date.parse(AT))).toBe(new Date(AT).toLocaleString());
  });

  it('writes each style in the viewer’s locale', () => {
    const at = new Date(AT);
    expect(formatMediumDate(AT)).toBe(
      at.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(formatMonthDay(AT)).toBe(
      at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
    expect(formatLongDate(AT)).toBe(
      at.toLocaleDateString(undefined, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    );
    expect(formatTime(AT)).toBe(
      at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    );
    expect(formatWeekdayDateTime(AT)).toBe(
      at.toLocaleString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
  });

  it('speaks the browser’s language, whatever it is', async () => {
    inGerman();
    inTimeZone('Europe/Berlin');
    const german = await freshFormatter();
    expect(german.formatDateTime(AT)).toBe('29.11.2026, 12:00:00');
    expect(german.formatDate(AT)).toBe('29.11.2026');
    expect(german.formatMediumDate(AT)).toBe('29. Nov. 2026');
    expect(german.formatMonthDay(AT)).toBe('29. Nov.');
    expect(german.formatLongDate(AT)).toBe('Sonntag, 29. November 2026');
    expect(german.formatTime(AT)).toBe('12:00');
    expect(german.formatWeekdayDateTime(AT)).toBe('So., 29. Nov. 2026, 12:00');
  });

  it('shows an appointment in the time zone it is given, else in the viewer’s', async () => {
    inGerman();
    inTimeZone('Europe/Berlin');
    const german = await freshFormatter();
    expect(german.formatWeekdayDateTime('2026-12-01T09:30:00.000Z')).toBe(
      'Di., 1. Dez. 2026, 10:30',
    );
    expect(german.formatWeekdayDateTime('2026-12-01T09:30:00.000Z', 'America/New_York')).toBe(
      'Di., 1. Dez. 2026, 4:30',
    );
    expect(german.formatWeekdayDateTime('2026-12-01T02:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Mo., 30. Nov. 2026, 18:30',
    );
    // A zone asked for once does not stick to the next start shown without one.
    expect(german.formatWeekdayDateTime('2026-12-01T09:30:00.000Z')).toBe(
      'Di., 1. Dez. 2026, 10:30',
    );
    // A slot's day and time, as a candidate in another zone reads them.
    expect(german.formatTime('2026-12-01T02:30:00.000Z', 'America/Los_Angeles')).toBe('18:30');
    expect(german.formatLongDate('2026-12-01T02:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Montag, 30. November 2026',
    );
    expect(german.formatTime('2026-12-01T02:30:00.000Z')).toBe('3:30');
    // A calendar day stays that day, whatever the zone.
    expect(german.formatLongDate('2026-12-01', 'America/Los_Angeles')).toBe(
      'Dienstag, 1. Dezember 2026',
    );
  });

  it('shows a calendar day (YYYY-MM-DD) as that day in every time zone', async () => {
    inTimeZone('America/New_York');
    const format = await freshFormatter();
    const october1 = new Date(2026, 9, 1);
    expect(format.formatDate('2026-10-01')).toBe(october1.toLocaleDateString());
    expect(format.formatMediumDate('2026-10-01')).toBe(
      october1.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(format.formatMonthDay('2026-10-01')).toBe(
      october1.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
    // A moment is still a moment: midnight in Greenwich is the evening before in New York.
    const midnight = '2026-10-01T00:00:00.000Z';
    expect(format.formatDateTime(midnight)).toBe(new Date(midnight).toLocaleString());
    expect(format.formatDate(midnight)).toBe(new Date(2026, 8, 30).toLocaleDateString());
  });

  it('shows the text as it is when it is no time', () => {
    for (const text of ['soon', '', '2026-13-45', 'Tuesday']) {
      expect(formatDateTime(text)).toBe(text);
      expect(formatDate(text)).toBe(text);
      expect(formatMediumDate(text)).toBe(text);
      expect(formatMonthDay(text)).toBe(text);
      expect(formatLongDate(text)).toBe(text);
      expect(formatTime(text)).toBe(text);
      expect(formatWeekdayDateTime(text, 'Europe/Berlin')).toBe(text);
    }
  });

  it('makes each formatter once, however long the list', async () => {
    const Browser = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Browser(locales, options);
    } as typeof Intl.DateTimeFormat);
    const format = await freshFormatter();
    for (let i = 0; i < 200; i += 1) {
      const at = AT.replace('11:00', `11:${String(i % 60).padStart(2, '0')}`);
      format.formatDateTime(at);
      format.formatTime(at);
      format.formatWeekdayDateTime(at, 'Europe/Berlin');
    }
    expect(made).toHaveBeenCalledTimes(3);
    // No formatter names a language: each takes the browser's.
    expect(made.mock.calls.map(([locales]) => locales)).toEqual([undefined, undefined, undefined]);
  });
});
