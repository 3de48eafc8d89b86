// @vitest-environment node
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { busyBlocks, type BusyBlock } from './busy-blocks';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const at = (iso: string) => Date.parse(iso);
const block = (start: string, end: string): BusyBlock => ({ start: at(start), end: at(end) });
const iso = (blocks: readonly BusyBlock[]) =>
  blocks.map((b) => `${new Date(b.start).toISOString()} ${new Date(b.end).toISOString()}`);

const MARCH = at('2027-03-01T00:00:00Z');
const MAY = at('2027-05-01T00:00:00Z');

describe('busy blocks from a calendar feed', () => {
  describe('a Google feed (VTIMEZONE Europe/Berlin, a weekly meeting across the spring change)', () => {
    const blocks = busyBlocks(fixture('google-berlin.ics'), MARCH, MAY);

    it('reads 10:00 Berlin as 09:00Z before 28 March 2027 and 08:00Z after, less the EXDATE, with the moved and cancelled instances', () => {
      expect(iso(blocks)).toEqual([
        '2027-03-04T09:00:00.000Z 2027-03-04T10:00:00.000Z',
        '2027-03-10T14:00:00.000Z 2027-03-10T14:30:00.000Z',
        '2027-03-11T09:00:00.000Z 2027-03-11T10:00:00.000Z',
        // 18 March is excluded (EXDATE); 17 March is the New York screen after the US change.
        '2027-03-17T13:00:00.000Z 2027-03-17T13:30:00.000Z',
        '2027-03-25T09:00:00.000Z 2027-03-25T10:00:00.000Z',
        '2027-04-01T08:00:00.000Z 2027-04-01T09:00:00.000Z',
        // 8 April moved to 9 April 14:00 Berlin; 15 April cancelled; 22 April past UNTIL.
        '2027-04-09T12:00:00.000Z 2027-04-09T13:00:00.000Z',
      ]);
    });

    it('leaves out the excluded date and the moved and cancelled occurrences', () => {
      const starts = blocks.map((b) => b.start);
      expect(starts).not.toContain(at('2027-03-18T09:00:00Z'));
      expect(starts).not.toContain(at('2027-04-08T08:00:00Z'));
      expect(starts).not.toContain(at('2027-04-15T08:00:00Z'));
      expect(starts).toContain(at('2027-04-09T12:00:00Z'));
    });

    it('reads a TZID the feed does not define (America/New_York) as the IANA zone', () => {
      expect(blocks).toContainEqual(block('2027-03-10T14:00:00Z', '2027-03-10T14:30:00Z'));
      expect(blocks).toContainEqual(block('2027-03-17T13:00:00Z', '2027-03-17T13:30:00Z'));
    });

    it('does not change ical.js’s zone registry', () => {
      expect(ICAL.TimezoneService.has('Europe/Berlin')).toBe(false);
    });
  });

  describe('an Outlook feed (Windows-named VTIMEZONE)', () => {
    const blocks = busyBlocks(fixture('outlook-windows-zone.ics'), MARCH, MAY);

    it('reads "W. Europe Standard Time" by its own definition, with its EXDATE, and leaves out a free event', () => {
      expect(blocks).toEqual([
        block('2027-03-22T08:30:00Z', '2027-03-22T09:00:00Z'),
        block('2027-03-29T07:30:00Z', '2027-03-29T08:00:00Z'),
        // 5 April is excluded; 12 April is the UNTIL itself, included.
        block('2027-04-12T07:30:00Z', '2027-04-12T08:00:00Z'),
      ]);
    });
  });

  describe('UTC, floating, all-day, free and cancelled events', () => {
    const ics = fixture('mixed.ics');

    it('merges overlapping and touching blocks, and fills all-day events’ days in UTC by default', () => {
      expect(busyBlocks(ics, MARCH, MAY)).toEqual([
        // 12:00–13:00, 13:00–13:30 (touching, by DURATION) and 13:15–14:00 (overlapping): one.
        block('2027-03-22T12:00:00Z', '2027-03-22T14:00:00Z'),
        // A floating time on the member's clock (UTC here).
        block('2027-03-23T12:00:00Z', '2027-03-23T13:00:00Z'),
        block('2027-03-24T00:00:00Z', '2027-03-26T00:00:00Z'),
        // An all-day event with no end: one day.
        block('2027-03-29T00:00:00Z', '2027-03-30T00:00:00Z'),
        block('2027-03-30T22:00:00Z', '2027-03-31T02:00:00Z'),
      ]);
    });

    it('fills all-day events’ days, and reads floating times, in the given zone', () => {
      const berlin = busyBlocks(ics, MARCH, MAY, { allDayZone: 'Europe/Berlin' });
      expect(berlin).toContainEqual(block('2027-03-23T11:00:00Z', '2027-03-23T12:00:00Z'));
      expect(berlin).toContainEqual(block('2027-03-23T23:00:00Z', '2027-03-25T23:00:00Z'));
      // After the spring change the Berlin day starts at 22:00Z.
      expect(berlin).toContainEqual(block('2027-03-28T22:00:00Z', '2027-03-29T22:00:00Z'));

      const newYork = busyBlocks(ics, MARCH, MAY, { allDayZone: 'America/New_York' });
      expect(newYork).toContainEqual(block('2027-03-23T16:00:00Z', '2027-03-23T17:00:00Z'));
      expect(newYork).toContainEqual(block('2027-03-24T04:00:00Z', '2027-03-26T04:00:00Z'));
    });

    it('leaves out transparent and cancelled events', () => {
      const blocks = busyBlocks(ics, at('2027-03-23T00:00:00Z'), at('2027-03-24T00:00:00Z'));
      expect(blocks).toEqual([block('2027-03-23T12:00:00Z', '2027-03-23T13:00:00Z')]);
    });

    it('keeps only what overlaps [from, to), cut to it', () => {
      const blocks = busyBlocks(ics, at('2027-03-22T13:30:00Z'), at('2027-03-31T00:00:00Z'));
      expect(blocks[0]).toEqual(block('2027-03-22T13:30:00Z', '2027-03-22T14:00:00Z'));
      expect(blocks.at(-1)).toEqual(block('2027-03-30T22:00:00Z', '2027-03-31T00:00:00Z'));
      expect(busyBlocks(ics, at('2027-03-22T14:00:00Z'), at('2027-03-23T12:00:00Z'))).toEqual([]);
      expect(busyBlocks(ics, MAY, MARCH)).toEqual([]);
    });
  });

  describe('rules without end', () => {
    const ics = fixture('endless.ics');
    const week = at('2027-03-22T00:00:00Z');

    it('finds a daily series begun in 2010 in a 2027 window, without hanging on an every-7-seconds rule', () => {
      const started = performance.now();
      const blocks = busyBlocks(ics, week, week + 3 * 86_400_000);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(blocks).toEqual([
        block('2027-03-22T09:00:00Z', '2027-03-22T09:15:00Z'),
        block('2027-03-23T09:00:00Z', '2027-03-23T09:15:00Z'),
        block('2027-03-24T09:00:00Z', '2027-03-24T09:15:00Z'),
      ]);
    });

    it('reads at most `max` occurrences of recurring events', () => {
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:daily@example.com',
        'DTSTART:20270301T090000Z',
        'DTEND:20270301T100000Z',
        'RRULE:FREQ=DAILY',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
      expect(busyBlocks(ics, MARCH, MAY)).toHaveLength(61);
      const capped = busyBlocks(ics, MARCH, MAY, { max: 10 });
      expect(capped).toHaveLength(10);
      expect(capped.at(-1)).toEqual(block('2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z'));
      expect(busyBlocks(ics, MARCH, MAY, { max: 0 })).toEqual([]);
    });
  });

  it('says so for text that is not iCalendar', () => {
    for (const garbage of [
      '',
      'hello',
      '<!doctype html><html><body>Sign in</body></html>',
      '{"events":[]}',
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dana\r\nEND:VCARD',
    ]) {
      expect(() => busyBlocks(garbage, MARCH, MAY), garbage).toThrow(
        new Error('The calendar feed is not an iCalendar file.'),
      );
    }
  });

  it('refuses a zone Intl does not know', () => {
    expect(() =>
      busyBlocks(fixture('mixed.ics'), MARCH, MAY, { allDayZone: 'W. Europe Standard Time' }),
    ).toThrow(RangeError);
  });

  it('keeps no title, description, location or attendee: only numbers', () => {
    for (const name of [
      'google-berlin.ics',
      'outlook-windows-zone.ics',
      'mixed.ics',
      'endless.ics',
    ]) {
      const blocks = busyBlocks(fixture(name), MARCH, MAY, { allDayZone: 'Europe/Berlin' });
      expect(blocks.length).toBeGreaterThan(0);
      for (const b of blocks) {
        expect(Object.keys(b).sort()).toEqual(['end', 'start']);
        expect(Object.values(b).every((v) => typeof v === 'number')).toBe(true);
        expect(Number.isInteger(b.start) && Number.isInteger(b.end)).toBe(true);
        expect(b.start).toBeLessThan(b.end);
      }
      expect(JSON.stringify(blocks)).not.toMatch(/sync|screen|interview|offsite|mailto|room/i);
    }
  });
});
