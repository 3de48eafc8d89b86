import { isPeriod, periodRange, rangeProblem, rangeSlug, rangeText } from './periods';

/** A calendar day as the viewer's locale writes it: "Oct 1, 2026" in American English. */
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00.000Z`));

describe('report periods', () => {
  // 26 November 2026, in the viewer's own calendar.
  const today = new Date(2026, 10, 26, 15, 30);

  it('work out each named period from the viewer’s calendar day', () => {
    expect(periodRange('all', today)).toEqual({});
    expect(periodRange('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodRange('this-quarter', today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('last-quarter', today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodRange('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('cross into the year before, and end February on its last day', () => {
    const january = new Date(2028, 0, 10);
    expect(periodRange('last-month', january)).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(periodRange('last-quarter', january)).toEqual({ from: '2027-10-01', to: '2027-12-31' });
    expect(periodRange('last-month', new Date(2028, 2, 5))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('take a custom range as typed, leaving out a day that is not one', () => {
    expect(periodRange('custom', today, { from: '2026-01-05', to: '2026-02-01' })).toEqual({
      from: '2026-01-05',
      to: '2026-02-01',
    });
    expect(periodRange('custom', today, { from: '5 Jan', to: '2026-02-01' })).toEqual({
      to: '2026-02-01',
    });
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe(
      'The first day must not be after the last.',
    );
    expect(rangeProblem({ from: '2026-02-01', to: '2026-02-01' })).toBeUndefined();
    expect([isPeriod('last-quarter'), isPeriod('yesterday'), isPeriod(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('say a range in words, in the viewer’s locale, and in a file name', () => {
    expect(rangeText({ from: '2026-10-01', to: '2026-12-31' })).toBe(
      `applied from ${day('2026-10-01')} to ${day('2026-12-31')}`,
    );
    expect(rangeText({ from: '2026-10-01' })).toBe(`applied from ${day('2026-10-01')} on`);
    expect(rangeText({ to: '2026-12-31' })).toBe(`applied up to ${day('2026-12-31')}`);
    expect(rangeText({})).toBe('');
    expect(rangeSlug({ from: '2026-10-01', to: '2026-12-31' })).toBe('2026-10-01-to-2026-12-31');
    expect(rangeSlug({})).toBe('');
    expect(rangeSlug({ to: '2026-12-31' })).toBe('start-to-2026-12-31');
  });
});
