import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { WEEKDAYS, type Availability, type ClockHours, type Weekday } from '@/domain/scheduling';
import type { AVAILABILITY_LIMITS } from '@/domain/schemas';
import { useMyAvailability } from '../api/get-my-availability';
import { useSaveMyAvailability } from '../api/save-my-availability';
import './availability-section.css';

export const WORKING_HOURS_SAVED = 'Working hours saved.';
export const TIME_ZONE_LABEL = 'Time zone of these hours';
export const DATE_MISSING = 'Choose the date.';

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
/** The week as the form lists it: Monday first. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

// The API's limits (the schemas reach the page as types only: the types hold these numbers).
const MOST_PER_DAY: (typeof AVAILABILITY_LIMITS)['perDay'] = 6;
const MOST_OVERRIDES: (typeof AVAILABILITY_LIMITS)['overrides'] = 366;

/**
 * One's own working hours: the hours of each weekday, the days that differ (a day off, or other
 * hours), and the zone whose clock they are on. Edited as one form and saved at once; a refused
 * save says why and keeps what was typed. `className` fits the section to its page's others.
 */
export function AvailabilitySection({ className = 'settings-section' }: { className?: string }) {
  const kept = useMyAvailability();
  const headingId = useId();
  return (
    <section className={`panel ${className} availability-section`} aria-labelledby={headingId}>
      <h2 id={headingId}>Working hours</h2>
      <p className="field-hint">
        When you can be booked for interviews: each week, and the days that differ from it.
      </p>
      {kept.isPending && <LoadingMessage>Loading your working hours…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>Could not load your working hours: {errorMessage(kept.error)}</ErrorMessage>
      )}
      {kept.isSuccess && <AvailabilityEditor kept={kept.data} />}
    </section>
  );
}

/** A stretch as edited, with a key React keeps it by. */
interface StretchDraft extends ClockHours {
  uid: number;
}
/** A weekday: worked or not; its hours are kept while it is not, to come back when ticked. */
interface DayDraft {
  works: boolean;
  hours: StretchDraft[];
}
/** A day that differs: off, or its own hours (kept while it is off, as a weekday's). */
interface OverrideDraft {
  uid: number;
  date: string;
  off: boolean;
  hours: StretchDraft[];
}
interface Draft {
  timeZone: string;
  weekly: Record<Weekday, DayDraft>;
  overrides: OverrideDraft[];
}
/** Whose hours an edit is about: a weekday's, or a day that differs (by its key). */
type Scope = { day: Weekday } | { override: number };

const NINE_TO_FIVE: ClockHours = { start: '09:00', end: '17:00' };

let nextUid = 1;
const uid = () => nextUid++;
const stretch = (hours: ClockHours): StretchDraft => ({ uid: uid(), ...hours });
/** A day's hours to edit: what is kept, or nine to five for a day that has none yet. */
const stretchesOf = (hours: readonly ClockHours[]): StretchDraft[] =>
  (hours.length > 0 ? hours : [NINE_TO_FIVE]).map(stretch);

function draftOf(kept: Availability): Draft {
  return {
    timeZone: kept.timeZone,
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = kept.weekly[day] ?? [];
        return [day, { works: hours.length > 0, hours: stretchesOf(hours) }];
      }),
    ) as Record<Weekday, DayDraft>,
    overrides: kept.overrides.map((override) => ({
      uid: uid(),
      date: override.date,
      off: override.hours.length === 0,
      hours: stretchesOf(override.hours),
    })),
  };
}

const clocks = (hours: readonly StretchDraft[]): ClockHours[] =>
  hours.map(({ start, end }) => ({ start, end }));

/** What the form saves: the days worked only, and no hours on a day off. */
function bodyOf(draft: Draft): Availability {
  return {
    timeZone: draft.timeZone,
    weekly: Object.fromEntries(
      WEEKDAYS.filter((day) => draft.weekly[day].works).map((day) => [
        day,
        clocks(draft.weekly[day].hours),
      ]),
    ),
    overrides: draft.overrides.map((override) => ({
      date: override.date,
      hours: override.off ? [] : clocks(override.hours),
    })),
  };
}

/** What a draft would save, to tell an edit (the row keys aside). */
const sameAs = (draft: Draft, kept: Availability) =>
  JSON.stringify(bodyOf(draft)) === JSON.stringify(bodyOf(draftOf(kept)));

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTES_IN_DAY = 24 * 60;
/** Minutes since midnight of "HH:MM", or null when it is not one (an emptied input). */
function minutesOf(clock: string): number | null {
  const match = /^(\d\d):(\d\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** An added stretch: an hour from the end of the last one, or nine to five on an empty day. */
function nextStretch(hours: readonly StretchDraft[]): ClockHours {
  const last = hours.at(-1);
  if (!last) return NINE_TO_FIVE;
  const from = minutesOf(last.end);
  // A time input shows no later than 23:59: past it, the times are left to be typed.
  if (from === null || from + 60 >= MINUTES_IN_DAY) return { start: '', end: '' };
  const to = from + 60;
  return { start: last.end, end: `${pad(Math.floor(to / 60))}:${pad(to % 60)}` };
}

/** The selector of a scope's element in the form. */
const scopeSelector = (scope: Scope, index?: number) =>
  'day' in scope ? `[data-day="${scope.day}"]` : `[data-override="${index}"]`;

function AvailabilityEditor({ kept }: { kept: Availability }) {
  const [draft, setDraft] = useState(() => draftOf(kept));
  // Saved elsewhere (another tab): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (sameAs(draft, seen)) setDraft(draftOf(kept));
  }
  const save = useSaveMyAvailability();
  const sending = useInFlightLock();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  /** The day that differs whose date is missing (its key), once Save was pressed. */
  const [undated, setUndated] = useState<number | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const changed = !sameAs(draft, kept);

  // What to focus once the form has rendered after an addition, a move or a removal.
  const focusLater = useFocusAfterRender(form);

  const update = (next: Draft) => {
    setDraft(next);
    setSaid('');
    setFailure(null);
    setUndated(null);
  };
  const setDay = (day: Weekday, patch: Partial<DayDraft>) =>
    update({ ...draft, weekly: { ...draft.weekly, [day]: { ...draft.weekly[day], ...patch } } });
  const setOverride = (key: number, patch: Partial<OverrideDraft>) =>
    update({
      ...draft,
      overrides: draft.overrides.map((o) => (o.uid === key ? { ...o, ...patch } : o)),
    });

  const hoursOf = (scope: Scope): StretchDraft[] =>
    'day' in scope
      ? draft.weekly[scope.day].hours
      : draft.overrides.find((o) => o.uid === scope.override)!.hours;
  const setHours = (scope: Scope, hours: StretchDraft[]) =>
    'day' in scope ? setDay(scope.day, { hours }) : setOverride(scope.override, { hours });
  const overrideIndex = (key: number) => draft.overrides.findIndex((o) => o.uid === key);
  const where = (scope: Scope) =>
    scopeSelector(scope, 'day' in scope ? undefined : overrideIndex(scope.override));

  const editStretch = (scope: Scope, index: number, patch: Partial<ClockHours>) =>
    setHours(
      scope,
      hoursOf(scope).map((h, i) => (i === index ? { ...h, ...patch } : h)),
    );

  const addStretch = (scope: Scope) => {
    const hours = hoursOf(scope);
    setHours(scope, [...hours, stretch(nextStretch(hours))]);
    focusLater(`${where(scope)} [data-stretch="${hours.length}"] [data-from]`);
  };

  /**
   * Takes a stretch out; the focus goes to the stretch before it (or the one now first). Taking
   * out a day's last stretch makes it a day not worked (a date's: a day off), and the focus goes
   * to the control that says so.
   */
  const removeStretch = (scope: Scope, index: number) => {
    const hours = hoursOf(scope);
    if (hours.length === 1) {
      const fresh = [stretch(NINE_TO_FIVE)];
      if ('day' in scope) setDay(scope.day, { works: false, hours: fresh });
      else setOverride(scope.override, { off: true, hours: fresh });
      focusLater(`${where(scope)} ${'day' in scope ? '[data-works]' : '[data-off]'}`);
      return;
    }
    setHours(
      scope,
      hours.filter((_, i) => i !== index),
    );
    focusLater(`${where(scope)} [data-stretch="${Math.max(0, index - 1)}"] [data-from]`);
  };

  const addOverride = () => {
    update({
      ...draft,
      overrides: [
        ...draft.overrides,
        { uid: uid(), date: '', off: true, hours: [stretch(NINE_TO_FIVE)] },
      ],
    });
    focusLater(`[data-override="${draft.overrides.length}"] [data-date]`);
  };

  /** Takes out a day that differs; the focus goes to the one before (or now first), or to Add. */
  const removeOverride = (index: number) => {
    update({ ...draft, overrides: draft.overrides.filter((_, i) => i !== index) });
    focusLater(
      draft.overrides.length > 1
        ? `[data-override="${Math.max(0, index - 1)}"] [data-date]`
        : '[data-add-override]',
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const missing = draft.overrides.findIndex((o) => o.date === '');
    if (missing >= 0) {
      setUndated(draft.overrides[missing]!.uid);
      focusLater(`[data-override="${missing}"] [data-date]`);
      return;
    }
    if (!sending.acquire()) return;
    setSaid('');
    setFailure(null);
    save.mutate(bodyOf(draft), {
      onSettled: sending.release,
      onSuccess: (saved) => {
        // What the server kept (the days in date order) is what the form shows.
        setDraft(draftOf(saved));
        setSaid(WORKING_HOURS_SAVED);
      },
      onError: (error) => {
        setFailure(
          `Could not save the working hours: ${errorMessage(error)} Your changes are still here.`,
        );
        focusLater('button[type="submit"]');
      },
    });
  };

  /** A day's stretches, each a row of two times and Remove, then Add hours. */
  const stretches = (scope: Scope, name: string, addLabel: string) => {
    const hours = hoursOf(scope);
    const nth = (i: number) => (i > 0 ? `, stretch ${i + 1}` : '');
    const prefix = `${id}-${'day' in scope ? scope.day : `o${scope.override}`}`;
    return (
      <div className="availability-hours">
        <ol className="availability-stretches" aria-label={`${name}: hours`}>
          {hours.map((h, i) => (
            <li key={h.uid} className="availability-stretch" data-stretch={i}>
              <div className="availability-time">
                <label htmlFor={`${prefix}-${h.uid}-from`}>From</label>
                <input
                  id={`${prefix}-${h.uid}-from`}
                  type="time"
                  data-from
                  aria-label={`${name} from${nth(i)}`}
                  value={h.start}
                  onChange={(event) => editStretch(scope, i, { start: event.target.value })}
                />
              </div>
              <div className="availability-time">
                <label htmlFor={`${prefix}-${h.uid}-until`}>Until</label>
                <input
                  id={`${prefix}-${h.uid}-until`}
                  type="time"
                  aria-label={`${name} until${nth(i)}`}
                  value={h.end}
                  onChange={(event) => editStretch(scope, i, { end: event.target.value })}
                />
              </div>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                aria-label={`Remove ${name}’s hours${nth(i)}`}
                onClick={() => removeStretch(scope, i)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-sm"
          aria-label={addLabel}
          disabled={hours.length >= MOST_PER_DAY}
          onClick={() => addStretch(scope)}
        >
          Add hours
        </button>
      </div>
    );
  };

  return (
    <form
      ref={form}
      className="availability-editor"
      aria-label="Working hours"
      onSubmit={submit}
      noValidate
    >
      <TimeZoneSelect
        label={TIME_ZONE_LABEL}
        value={draft.timeZone}
        hint="Your hours are on this zone’s clock."
        onChange={(timeZone) => update({ ...draft, timeZone })}
      />

      <fieldset className="availability-group">
        <legend>Each week</legend>
        <ul className="availability-days">
          {WEEK.map((day) => {
            const name = DAY_NAMES[day];
            const { works } = draft.weekly[day];
            return (
              <li key={day} className="availability-day" data-day={day}>
                <label className="availability-check">
                  <input
                    type="checkbox"
                    data-works
                    checked={works}
                    onChange={(event) => setDay(day, { works: event.target.checked })}
                  />
                  <span>
                    <span className="visually-hidden">Works on</span> {name}
                  </span>
                </label>
                {works ? (
                  stretches({ day }, name, `Add hours on ${name}`)
                ) : (
                  <p className="field-hint availability-off">Not working</p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="availability-group">
        <legend>Days that differ</legend>
        <p className="field-hint">
          A day off, or other hours than the week’s, on one date (a holiday, a late shift).
        </p>
        {draft.overrides.length === 0 ? (
          <p>No days that differ.</p>
        ) : (
          <ol className="availability-overrides" aria-label="Days that differ">
            {draft.overrides.map((override, k) => {
              const name = `Day ${k + 1}`;
              const dateId = `${id}-o${override.uid}-date`;
              const missing = undated === override.uid;
              return (
                <li key={override.uid} className="availability-override" data-override={k}>
                  <fieldset>
                    <legend>{name}</legend>
                    <div className="field availability-date">
                      <label htmlFor={dateId}>Date</label>
                      <input
                        id={dateId}
                        type="date"
                        data-date
                        value={override.date}
                        aria-invalid={missing || undefined}
                        aria-describedby={missing ? `${dateId}-error` : undefined}
                        onChange={(event) =>
                          setOverride(override.uid, { date: event.target.value })
                        }
                      />
                      {missing && (
                        <p id={`${dateId}-error`} className="field-error" role="alert">
                          {DATE_MISSING}
                        </p>
                      )}
                    </div>
                    <fieldset className="availability-kind">
                      <legend className="visually-hidden">{name}: hours</legend>
                      <label>
                        <input
                          type="radio"
                          name={`${id}-o${override.uid}-kind`}
                          data-off
                          checked={override.off}
                          onChange={() => setOverride(override.uid, { off: true })}
                        />
                        Day off
                      </label>
                      <label>
                        <input
                          type="radio"
                          name={`${id}-o${override.uid}-kind`}
                          checked={!override.off}
                          onChange={() => setOverride(override.uid, { off: false })}
                        />
                        Other hours
                      </label>
                    </fieldset>
                    {!override.off &&
                      stretches({ override: override.uid }, name, `Add hours on ${name}`)}
                    <div className="availability-buttons">
                      <button
                        type="button"
                        className="btn btn-sm btn-danger"
                        aria-label={`Remove ${name}`}
                        onClick={() => removeOverride(k)}
                      >
                        Remove day
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        <button
          type="button"
          className="btn"
          data-add-override
          disabled={draft.overrides.length >= MOST_OVERRIDES}
          onClick={addOverride}
        >
          Add a day
        </button>
      </fieldset>

      <SettingsFormFooter
        failure={failure}
        said={said}
        pending={save.isPending}
        changed={changed}
        saveLabel="Save working hours"
      />
    </form>
  );
}
