/**
 * The reports' periods: ranges of days whose applications a report counts, as the address keeps
 * them (`?period=last-quarter`, or `?period=custom&from=…&to=…`). A named period is worked out
 * from the viewer's own calendar each time the page opens, so "this month" stays this month.
 */

import { formatMediumDate } from '@/lib/format-date-time';

export const PERIODS = [
  { id: 'all', label: 'All time' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'this-quarter', label: 'This quarter' },
  { id: 'last-quarter', label: 'Last quarter' },
  { id: 'this-year', label: 'This year' },
  { id: 'custom', label: 'Custom range' },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

export interface DayRange {
  from?: string;
  to?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (local) as YYYY-MM-DD. */
const dayOf = (year: number, month: number, day: number) => {
  const date = new Date(year, month, day);
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** The first to the last day of `months` months from month `first` of `year` (months may overflow). */
const months = (year: number, first: number, count: number): Required<DayRange> => ({
  from: dayOf(year, first, 1),
  to: dayOf(year, first + count, 0),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isPeriod = (value: string | null): value is PeriodId =>
  PERIODS.some((period) => period.id === value);

/**
 * The days of a period on the day `today` (local), or of a custom range as typed: a day that is
 * not YYYY-MM-DD is left out.
 */
export function periodRange(period: PeriodId, today: Date, custom: DayRange = {}): DayRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const quarter = month - (month % 3);
  switch (period) {
    case 'all':
      return {};
    case 'this-month':
      return months(year, month, 1);
    case 'last-month':
      return months(year, month - 1, 1);
    case 'this-quarter':
      return months(year, quarter, 3);
    case 'last-quarter':
      return months(year, quarter - 3, 3);
    case 'this-year':
      return months(year, 0, 12);
    case 'custom':
      return {
        ...(custom.from && DAY.test(custom.from) && { from: custom.from }),
        ...(custom.to && DAY.test(custom.to) && { to: custom.to }),
      };
  }
}

/** Why a custom range cannot be reported, if it cannot. */
export function rangeProblem({ from, to }: DayRange): string | undefined {
  return from && to && from > to ? 'The first day must not be after the last.' : undefined;
}

/**
 * The range in words, its days in the viewer's locale: "applied from Oct 1, 2026 to Dec 31, 2026";
 * empty for all time.
 */
export function rangeText({ from, to }: DayRange): string {
  if (from && to) return `applied from ${formatMediumDate(from)} to ${formatMediumDate(to)}`;
  if (from) return `applied from ${formatMediumDate(from)} on`;
  if (to) return `applied up to ${formatMediumDate(to)}`;
  return '';
}

/** The range for a file's name: "2026-10-01-to-2026-12-31"; empty without one. */
export function rangeSlug({ from, to }: DayRange): string {
  if (!from && !to) return '';
  return `${from ?? 'start'}-to-${to ?? 'now'}`;
}
