import type { RetentionPreview } from '@/domain/schemas';

/** "1 candidate", "2 candidates": a count with its noun. */
const counted = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export const candidatesText = (n: number): string => counted(n, 'candidate', 'candidates');

/** What a dry run finds today, and why those candidates. */
export function dryRunText(count: number, months: number): string {
  const who = count === 0 ? 'no candidates' : candidatesText(count);
  return `Dry run: ${who} would be erased today (rejected, or on an archived job, with no activity for more than ${counted(months, 'month', 'months')}).`;
}

/** The line after a run from this page. */
export const erasedText = (erased: number): string => `Erased ${candidatesText(erased)}.`;

/** When retention last ran and what it erased; `when` formats the stored time for the viewer. */
export function lastRunText(
  lastRun: RetentionPreview['lastRun'],
  when: (iso: string) => string,
): string {
  return lastRun
    ? `Last run: ${when(lastRun.at)}, ${lastRun.erased.toLocaleString('en')} erased.`
    : 'Not run yet.';
}
