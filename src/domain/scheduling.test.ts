import fc from 'fast-check';
import {
  freeSlots,
  intersect,
  subtract,
  workingRanges,
  zonedInstant,
  type Availability,
  type Person,
} from './scheduling';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const spans = (ranges: Array<{ start: number; end: number }>) =>
  ranges.map((r) => `${iso(r.start)} – ${iso(r.end)}`);

const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
const weekdays = (zone: string, hours = NINE_TO_FIVE): Availability => ({
  timeZone: zone,
  weekly: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours },
  overrides: [],
});

describe('zonedInstant', () => {
  it('reads a zone’s clock on either side of a daylight-saving change, and a skipped hour after it', () => {
    // Berlin moves from UTC+1 to UTC+2 on 28 March 2027 at 02:00.
    expect(iso(zonedInstant('2027-03-26', 9 * 60, 'Europe/Berlin'))).toBe(
      '2027-03-26T08:00:00.000Z',
    );
    expect(iso(zonedInstant('2027-03-29', 9 * 60, 'Europe/Berlin'))).toBe(
      '2027-03-29T07:00:00.000Z',
    );
    expect(iso(zonedInstant('2027-03-28', 2 * 60 + 30, 'Europe/Berlin'))).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(iso(zonedInstant('2027-11-08', 9 * 60, 'America/New_York'))).toBe(
      '2027-11-08T14:00:00.000Z',
    );
  });
});

describe('workingRanges', () => {
  it('follows the zone’s clock across a daylight-saving change', () => {
    const ranges = workingRanges(
      weekdays('Europe/Berlin'),
      at('2027-03-26T00:00:00Z'),
      at('2027-03-30T00:00:00Z'),
    );
    expect(spans(ranges)).toEqual([
      '2027-03-26T08:00:00.000Z – 2027-03-26T16:00:00.000Z',
      '2027-03-29T07:00:00.000Z – 2027-03-29T15:00:00.000Z',
    ]);
  });

  it('takes a date override over the week: other hours, or a day off', () => {
    const availability: Availability = {
      ...weekdays('UTC'),
      overrides: [
        { date: '2027-01-05', hours: [] },
        {
          date: '2027-01-06',
          hours: [
            { start: '07:00', end: '09:00' },
            { start: '13:00', end: '14:00' },
          ],
        },
        // A Saturday made a working morning.
        { date: '2027-01-09', hours: [{ start: '10:00', end: '12:00' }] },
      ],
    };
    expect(
      spans(workingRanges(availability, at('2027-01-05T00:00:00Z'), at('2027-01-10T00:00:00Z'))),
    ).toEqual([
      '2027-01-06T07:00:00.000Z – 2027-01-06T09:00:00.000Z',
      '2027-01-06T13:00:00.000Z – 2027-01-06T14:00:00.000Z',
      '2027-01-07T09:00:00.000Z – 2027-01-07T17:00:00.000Z',
      '2027-01-08T09:00:00.000Z – 2027-01-08T17:00:00.000Z',
      '2027-01-09T10:00:00.000Z – 2027-01-09T12:00:00.000Z',
    ]);
  });

  it('clips to the window asked', () => {
    expect(
      spans(workingRanges(weekdays('UTC'), at('2027-01-04T12:00:00Z'), at('2027-01-04T15:30:00Z'))),
    ).toEqual(['2027-01-04T12:00:00.000Z – 2027-01-04T15:30:00.000Z']);
  });
});

describe('intersect and subtract', () => {
  const r = (a: string, b: string) => ({ start: at(a), end: at(b) });
  it('keeps the common times, and takes busy blocks out', () => {
    expect(
      spans(
        intersect(
          [
            r('2027-01-04T09:00:00Z', '2027-01-04T12:00:00Z'),
            r('2027-01-04T13:00:00Z', '2027-01-04T17:00:00Z'),
          ],
          [r('2027-01-04T11:00:00Z', '2027-01-04T14:00:00Z')],
        ),
      ),
    ).toEqual([
      '2027-01-04T11:00:00.000Z – 2027-01-04T12:00:00.000Z',
      '2027-01-04T13:00:00.000Z – 2027-01-04T14:00:00.000Z',
    ]);
    expect(
      spans(
        subtract(
          [r('2027-01-04T09:00:00Z', '2027-01-04T17:00:00Z')],
          [
            r('2027-01-04T10:00:00Z', '2027-01-04T11:00:00Z'),
            r('2027-01-04T16:30:00Z', '2027-01-04T18:00:00Z'),
          ],
        ),
      ),
    ).toEqual([
      '2027-01-04T09:00:00.000Z – 2027-01-04T10:00:00.000Z',
      '2027-01-04T11:00:00.000Z – 2027-01-04T16:30:00.000Z',
    ]);
  });
});

describe('freeSlots', () => {
  const person = (id: number, availability: Availability, busy: Person['busy'] = []): Person => ({
    id,
    availability,
    busy,
  });
  const ask = {
    from: at('2027-01-04T00:00:00Z'),
    to: at('2027-01-05T00:00:00Z'),
    durationMinutes: 60,
    minNoticeHours: 0,
    now: at('2027-01-01T00:00:00Z'),
  };

  it('finds the hour three time zones share, minus a busy block', () => {
    // Berlin 9–17 is 08–16 UTC; New York 9–17 is 14–22 UTC; London 9–17 is 09–17 UTC.
    const panel = [
      person(1, weekdays('Europe/Berlin')),
      person(2, weekdays('America/New_York')),
      person(3, weekdays('Europe/London'), [
        { start: at('2027-01-04T14:30:00Z'), end: at('2027-01-04T15:00:00Z') },
      ]),
    ];
    expect(spans(freeSlots(panel, { ...ask, stepMinutes: 30 }))).toEqual([
      '2027-01-04T15:00:00.000Z – 2027-01-04T16:00:00.000Z',
    ]);
    // Without the busy block: 14:00–15:00, 14:30–15:30 and 15:00–16:00.
    panel[2] = person(3, weekdays('Europe/London'));
    expect(freeSlots(panel, { ...ask, stepMinutes: 30 }).map((s) => iso(s.start))).toEqual([
      '2027-01-04T14:00:00.000Z',
      '2027-01-04T14:30:00.000Z',
      '2027-01-04T15:00:00.000Z',
    ]);
  });

  it('starts no slot before the minimum notice', () => {
    const slots = freeSlots([person(1, weekdays('UTC'))], {
      ...ask,
      now: at('2027-01-04T10:20:00Z'),
      minNoticeHours: 2,
    });
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2027-01-04T13:00:00.000Z',
      '2027-01-04T14:00:00.000Z',
      '2027-01-04T15:00:00.000Z',
      '2027-01-04T16:00:00.000Z',
    ]);
  });

  it('lets a pool offer a slot when any one of them is free, naming who is', () => {
    const early = person(1, weekdays('UTC', [{ start: '09:00', end: '11:00' }]));
    const late = person(2, weekdays('UTC', [{ start: '10:00', end: '12:00' }]));
    expect(
      freeSlots([early, late], ask, 'any').map((s) => [iso(s.start).slice(11, 16), s.free]),
    ).toEqual([
      ['09:00', [1]],
      ['10:00', [1, 2]],
      ['11:00', [2]],
    ]);
    expect(freeSlots([early, late], ask, 'all').map((s) => iso(s.start).slice(11, 16))).toEqual([
      '10:00',
    ]);
  });
});

describe('subtract', () => {
  // Minute by minute: a minute is free when a range holds it and no block does.
  const minutes = (ranges: Array<{ start: number; end: number }>, busy: typeof ranges) => {
    const free = new Set<number>();
    for (const r of ranges) for (let m = r.start; m < r.end; m++) free.add(m);
    for (const b of busy) for (let m = b.start; m < b.end; m++) free.delete(m);
    return [...free].sort((a, b) => a - b);
  };
  const range = fc
    .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 40 }))
    .map(([start, length]) => ({ start, end: start + length }));

  it('leaves exactly the minutes of the ranges that no block holds, in order and apart', () => {
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.array(range, { maxLength: 12 }),
        (ranges, busy) => {
          const free = subtract(ranges, busy);
          expect(
            free.flatMap((r) => Array.from({ length: r.end - r.start }, (_, i) => r.start + i)),
          ).toEqual(minutes(ranges, busy));
          // Sorted, each non-empty, none touching the next.
          for (const [i, r] of free.entries()) {
            expect(r.end).toBeGreaterThan(r.start);
            if (i > 0) expect(r.start).toBeGreaterThan(free[i - 1]!.end);
          }
        },
      ),
    );
  });
});
