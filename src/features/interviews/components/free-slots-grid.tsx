import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { normalize } from '@/domain/scheduling';
import type { SlotsAnswer } from '@/domain/schemas';
import { formatLongDate, formatTime } from '@/lib/format-date-time';
import { useFreeSlots, type FreeSlotsQuery } from '../api/get-free-slots';
import { localToUtc, utcToLocal } from '../logic/schedule-form';
import './free-slots-grid.css';

/**
 * "Free slots": a week of a panel's common free time, Monday to Sunday on the viewer's own
 * calendar (the one the schedule form's date and time are typed in), one button a free start.
 */

type Slot = SlotsAnswer['slots'][number];

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
 * in the viewer's zone, sent as UTC. Nothing without an interviewer, a valid length or a week.
 */
export function weekQuery(
  interviewerIds: number[],
  durationMinutes: number | undefined,
  monday: string,
): FreeSlotsQuery | undefined {
  const from = localToUtc(monday, '00:00');
  const to = localToUtc(addDays(monday, 7), '00:00');
  if (interviewerIds.length === 0 || !durationMinutes || !from || !to) return undefined;
  return { interviewerIds, durationMinutes, from, to, minNoticeHours: 0 };
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

export interface FreeSlotsGridProps {
  /** The panel: every one of them must be free. */
  interviewerIds: number[];
  /** The interview's length, when it is a valid one. */
  durationMinutes: number | undefined;
  /** The week shown, by its Monday (YYYY-MM-DD). */
  week: string;
  onWeekChange: (monday: string) => void;
  /** The viewer's time zone, named. */
  timeZone: string;
  /** The form's date and time, to mark the slot they name. */
  chosen: { date: string; time: string };
  /** A slot chosen: its start as the date and time the form is typed in. */
  onChoose: (start: { date: string; time: string }) => void;
}

export function FreeSlotsGrid({
  interviewerIds,
  durationMinutes,
  week,
  onWeekChange,
  timeZone,
  chosen,
  onChoose,
}: FreeSlotsGridProps) {
  const id = useId();
  const query = weekQuery(interviewerIds, durationMinutes, week);
  const slots = useFreeSlots(query);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const chosenAt = localToUtc(chosen.date, chosen.time);
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots.data?.slots ?? []) {
    const { date } = utcToLocal(slot.start);
    byDay.set(date, [...(byDay.get(date) ?? []), slot]);
  }

  let body: React.ReactNode;
  if (!query)
    body = (
      <p className="field-hint">
        Choose the interviewers and a duration to see when they are all free.
      </p>
    );
  else if (slots.isPending) body = <LoadingMessage>Finding free times…</LoadingMessage>;
  else if (slots.isError)
    body = (
      <div className="free-slots-error">
        <ErrorMessage>Could not find free times: {errorMessage(slots.error)}</ErrorMessage>
        <button type="button" className="btn btn-sm" onClick={() => void slots.refetch()}>
          Try again
        </button>
      </div>
    );
  else
    body = (
      <>
        {slots.data.more && (
          <p className="field-hint">
            Only the first {slots.data.slots.length} free times of this week are shown.
          </p>
        )}
        <ol className="free-slots-days">
          {days.map((day) => {
            const free = byDay.get(day) ?? [];
            const dayName = formatLongDate(day);
            return (
              <li key={day} className="free-slots-day">
                <h4 id={`${id}-${day}`}>{dayName}</h4>
                {free.length === 0 ? (
                  <p className="free-slots-none">No free time</p>
                ) : (
                  <ul className="free-slots-times" aria-labelledby={`${id}-${day}`}>
                    {free.map((slot) => (
                      <li key={slot.start}>
                        <button
                          type="button"
                          className="btn btn-sm free-slots-time"
                          aria-label={`${dayName}, ${formatTime(slot.start)}`}
                          aria-pressed={
                            chosenAt !== undefined &&
                            Date.parse(chosenAt) === Date.parse(slot.start)
                          }
                          onClick={() => onChoose(utcToLocal(slot.start))}
                        >
                          {formatTime(slot.start)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </>
    );

  return (
    <section className="free-slots" aria-labelledby={`${id}-heading`}>
      <div className="free-slots-head">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => onWeekChange(addDays(week, -7))}
        >
          Previous week
        </button>
        <h3 id={`${id}-heading`}>Free slots: week of {formatLongDate(week)}</h3>
        <button type="button" className="btn btn-sm" onClick={() => onWeekChange(addDays(week, 7))}>
          Next week
        </button>
      </div>
      <p className="field-hint">
        When every interviewer chosen is free, in your time zone ({timeZone}).
      </p>
      {body}
    </section>
  );
}
