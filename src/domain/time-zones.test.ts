import { canonicalTimeZone, readerZone, timeInZone, timeZoneSchema, zoneLabel } from './time-zones';

describe('time zones', () => {
  it('names a time in its reader’s zone, with the zone said in words', () => {
    const at = '2026-11-29T09:00:00.000Z';
    expect(timeInZone(at, 'Europe/Berlin')).toBe('Sunday 29 November, 10:00 (Berlin time)');
    expect(timeInZone(at, 'America/New_York')).toBe('Sunday 29 November, 04:00 (New York time)');
    expect(timeInZone(at, 'Asia/Kolkata')).toBe('Sunday 29 November, 14:30 (Kolkata time)');
    expect(timeInZone(at, 'UTC')).toBe('Sunday 29 November, 09:00 (UTC)');
    // Across midnight and a daylight-saving change.
    expect(timeInZone('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe(
      'Sunday 29 March, 03:30 (Berlin time)',
    );
    expect(timeInZone('2026-11-29T23:30:00.000Z', 'Australia/Sydney')).toBe(
      'Monday 30 November, 10:30 (Sydney time)',
    );
  });

  it('takes IANA names only, in their canonical spelling', () => {
    expect(timeZoneSchema.parse(' europe/berlin ')).toBe('Europe/Berlin');
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
    expect(timeZoneSchema.safeParse('').success).toBe(false);
    expect(timeZoneSchema.safeParse(42).success).toBe(false);
    expect(canonicalTimeZone('x'.repeat(65))).toBeUndefined();
    expect(zoneLabel('Etc/UTC')).toBe('UTC');
  });

  it('reads in the first zone that is one: the reader’s, then the organization’s, then UTC', () => {
    expect(readerZone('Europe/Lisbon', 'Europe/Berlin')).toBe('Europe/Lisbon');
    expect(readerZone(undefined, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(readerZone(null, 'Nowhere/Else')).toBe('UTC');
  });
});
