import { normalize } from '@/domain/scheduling';
import type { SlotsAnswer } from '@/domain/schemas';
import type { FreeSlotsQuery } from '../api/get-free-slots';
import { localToUtc } from './schedule-form';

/**
 * The free-slots week's pure rules, on the viewer's own calendar (the one the schedule form's date
 * and time are typed in): days, weeks from Monday, what to ask for, and whether a time is free.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** A day (YYYY-MM-DD) of the viewer's calendar at its noon, clear of daylight-saving changes. */
function noonOf(day: string): Date | undefined {
  const parts = DAY.exec(day);
  if (!parts) return undefined;
  const at = new Date(2000, 0, 1, 12);
  // setFullYear, not the constructor: it takes years before 100 as they are.
  at.setFullYear(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const dayOf = (at: Date) =>
  `${String(at.getFullYear()).padStart(4, '0')}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;

/** Today on the viewer's calendar. */
export const today = (): string => dayOf(new Date());

/** The day `days` after (or before) another. */
export function addDays(day: string, days: number): string {
  const at = noonOf(day);
  if (!at) return day;
  at.setDate(at.getDate() + days);
  return dayOf(at);
}

/** The Monday that starts a day's week. */
export function mondayOf(day: string): string {
  const at = noonOf(day);
  return at ? addDays(day, -((at.getDay() + 6) % 7)) : day;
}

/**
 * What to ask for a week's free time: the week from its Monday's midnight to the next Monday's,
 * in the viewer's zone, sent as UTC; an interview being moved is not busy at its own time.
 * Nothing without an interviewer, a valid length or a week.
 */
export function weekQuery(
  interviewerIds: number[],
  durationMinutes: number | undefined,
  monday: string,
  exceptInterviewId?: number,
): FreeSlotsQuery | undefined {
  const from = localToUtc(monday, '00:00');
  const to = localToUtc(addDays(monday, 7), '00:00');
  if (interviewerIds.length === 0 || !durationMinutes || !from || !to) return undefined;
  return {
    interviewerIds,
    durationMinutes,
    from,
    to,
    minNoticeHours: 0,
    ...(exceptInterviewId && { exceptInterviewId }),
  };
}

/**
 * Whether a start (UTC) and a length fall outside every free stretch of an answer (its slots,
 * overlapping, joined). False when the answer cannot tell: a start outside its window, or past
 * its last slot when the answer was cut short.
 */
export function notFreeThen(
  answer: SlotsAnswer,
  query: FreeSlotsQuery,
  start: string | undefined,
  durationMinutes: number,
): boolean {
  const begins = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(begins)) return false;
  if (begins < Date.parse(query.from) || begins >= Date.parse(query.to)) return false;
  const last = answer.slots.at(-1);
  if (answer.more && (!last || begins > Date.parse(last.start))) return false;
  const ends = begins + durationMinutes * 60_000;
  const stretches = normalize(
    answer.slots.map((slot) => ({ start: Date.parse(slot.start), end: Date.parse(slot.end) })),
  );
  return !stretches.some((stretch) => stretch.start <= begins && ends <= stretch.end);
}
