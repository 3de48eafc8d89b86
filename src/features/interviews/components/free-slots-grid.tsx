import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import type { SlotsAnswer } from '@/domain/schemas';
import { formatLongDate, formatTime } from '@/lib/format-date-time';
import { useFreeSlots } from '../api/get-free-slots';
import { localToUtc, utcToLocal } from '../logic/schedule-form';
import { addDays, weekQuery } from '../logic/free-week';
import './free-slots-grid.css';

/**
 * "Free slots": a week of a panel's common free time, Monday to Sunday on the viewer's own
 * calendar (the one the schedule form's date and time are typed in), one button a free start.
 */

type Slot = SlotsAnswer['slots'][number];

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
  /** The interview being moved: its own time shows free. */
  exceptInterviewId?: number;
}

export function FreeSlotsGrid({
  interviewerIds,
  durationMinutes,
  week,
  onWeekChange,
  timeZone,
  chosen,
  onChoose,
  exceptInterviewId,
}: FreeSlotsGridProps) {
  const id = useId();
  const query = weekQuery(interviewerIds, durationMinutes, week, exceptInterviewId);
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
