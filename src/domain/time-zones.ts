import { z } from 'zod';

/**
 * Time zones by their IANA names ("Europe/Berlin"). Each reader of a time (an applicant, a member)
 * keeps theirs; the organization keeps a default for those who have none; UTC is the last resort.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/** The zone's own name as the runtime knows it ("europe/berlin" → "Europe/Berlin"), or undefined. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (zone.length === 0 || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const TIME_ZONE_MESSAGE = 'must be a time zone by its IANA name, such as Europe/Berlin.';

export const timeZoneSchema = z
  .string({ message: TIME_ZONE_MESSAGE })
  .trim()
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  });

/** The first zone given that is one, else UTC: the reader's, then the organization's. */
export function readerZone(...zones: Array<string | undefined | null>): string {
  for (const zone of zones) if (zone && canonicalTimeZone(zone)) return zone;
  return DEFAULT_TIME_ZONE;
}

/** "Berlin time", "New York time"; "UTC" for UTC and its aliases. */
export function zoneLabel(zone: string): string {
  if (/^(Etc\/)?(UTC|GMT|UCT|Zulu|Universal)$/.test(zone)) return 'UTC';
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
  return `${city} time`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    formats.set(zone, format);
  }
  return format;
}

/** The parts of a time as a reader in `zone` reads it (weekday, day, month, hour, minute). */
function partsIn(iso: string, zone: string) {
  const parts = formatIn(zone).formatToParts(new Date(iso));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** A time in words for a reader in `zone`: "Sunday 29 November, 10:00 (Berlin time)". */
export function timeInZone(iso: string, zone: string): string {
  const part = partsIn(iso, zone);
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} (${zoneLabel(zone)})`;
}

/** The clock time alone, in `zone`: "10:45". */
export function clockInZone(iso: string, zone: string): string {
  const part = partsIn(iso, zone);
  return `${part('hour')}:${part('minute')}`;
}

/** The hour of the day (0–23) at `iso` in `zone`. */
export function hourInZone(iso: string, zone: string): number {
  return Number(partsIn(iso, zone)('hour'));
}
