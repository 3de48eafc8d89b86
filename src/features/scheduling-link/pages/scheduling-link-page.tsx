import { useEffect, useRef, useState, type RefObject } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { isWebLink } from '@/domain/interviews';
import { SCHEDULING_LINK_GONE } from '@/domain/scheduling-links';
import type { SchedulingLinkPage as Page } from '@/domain/schemas';
import {
  formatLongDate,
  formatTime,
  formatWeekdayDateTime,
  viewerTimeZone,
} from '@/lib/format-date-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBookSlot } from '../api/book-slot';
import { useCancelBooking } from '../api/cancel-booking';
import { useSchedulingLink } from '../api/get-scheduling-link';
import { useRescheduleBooking } from '../api/reschedule-booking';
import '../scheduling-link.css';

export const TIME_ZONE_LABEL = 'Your time zone';
export const CANCELLED = 'Your interview is cancelled.';
export const NO_SLOTS =
  'No times are free any more. Ask the team that sent this link for another time.';

type Slot = Page['slots'][number];

/**
 * Where the page is: the slots (or, once booked, the booking), a slot chosen and asked to confirm,
 * another time being picked, or cancelling being asked to confirm.
 */
type Step =
  { kind: 'view' } | { kind: 'confirm'; start: string } | { kind: 'pick' } | { kind: 'cancel' };

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** A zone's name as people write it ("America/New York"). */
const zoneName = (zone: string) => zone.replace(/_/g, ' ');

/**
 * The candidate's scheduling page, opened from the private link the team sent them: the panel's
 * free times in the candidate's own time zone, one booked with a confirmation, and (once, up to
 * the notice the team asked for) another time or a cancellation. Public in both modes: the link's
 * token is the key; nothing internal is shown.
 */
export function SchedulingLinkPage() {
  useDocumentTitle('Book your interview');
  const token = useParams().token ?? '';
  // The browser's own zone to start with; the candidate may be elsewhere than their computer says.
  const [timeZone, setTimeZone] = useState(viewerTimeZone);
  const page = useSchedulingLink(token, timeZone);
  if (page.isPending)
    return (
      <div className="scheduling-link-page">
        <LoadingMessage>Loading the times…</LoadingMessage>
      </div>
    );
  if (page.isError) {
    if (isStatus(page.error, 404)) return <Gone />;
    return (
      <div className="scheduling-link-page">
        <div className="panel empty-state">
          <h1>Book your interview</h1>
          <ErrorMessage>Could not load the times: {errorMessage(page.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void page.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <Scheduling token={token} page={page.data} timeZone={timeZone} onTimeZone={setTimeZone} />;
}

function Gone() {
  return (
    <div className="scheduling-link-page">
      <div className="panel empty-state scheduling-link-outcome">
        <h1>This link no longer opens</h1>
        <p>{SCHEDULING_LINK_GONE}</p>
      </div>
    </div>
  );
}

/**
 * Focus for steps the API's answer brings: `focusLater(selector)` focuses the element of
 * `container` that matches once it is on the page. The step may render before the answer does
 * (the booking's confirmation), so the wish is kept until then rather than for one render.
 */
function useFocusWhenShown(container: RefObject<HTMLElement | null>) {
  const wanted = useRef<string | null>(null);
  useEffect(() => {
    if (wanted.current === null) return;
    const target = container.current?.querySelector<HTMLElement>(wanted.current);
    if (!target) return;
    target.focus();
    wanted.current = null;
  });
  return (selector: string) => {
    wanted.current = selector;
  };
}

function Scheduling({
  token,
  page,
  timeZone,
  onTimeZone,
}: {
  token: string;
  page: Page;
  timeZone: string;
  onTimeZone: (zone: string) => void;
}) {
  const book = useBookSlot(token, timeZone);
  const reschedule = useRescheduleBooking(token, timeZone);
  const cancel = useCancelBooking(token, timeZone);
  const [step, setStep] = useState<Step>({ kind: 'view' });
  // The API's refusal (a 409: the slot taken, the change closed), shown above what is left.
  const [refusal, setRefusal] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const focusLater = useFocusWhenShown(container);
  const busy = book.isPending || reschedule.isPending || cancel.isPending;
  // The link stopped opening meanwhile (a newer link, the team cancelled): the page says so.
  if ([book, reschedule, cancel].some((m) => m.isError && isStatus(m.error, 404))) return <Gone />;

  const go = (next: Step, focus: string) => {
    setStep(next);
    focusLater(focus);
  };
  // A 409's message says it all (SLOT_TAKEN, CHANGE_CLOSED); any other failure says what failed.
  const refused = (error: unknown, failed: string, back: Step) => {
    setRefusal(isStatus(error, 409) ? errorMessage(error) : `${failed}: ${errorMessage(error)}`);
    go(back, '.scheduling-link-refusal');
  };
  const changing = page.status === 'booked' && page.changeUntil !== undefined;

  const choose = (start: string) => {
    setRefusal('');
    go({ kind: 'confirm', start }, '#scheduling-link-confirm');
  };
  const confirm = (start: string) => {
    if (busy) return;
    const rebooking = page.status === 'booked';
    const mutation = rebooking ? reschedule : book;
    mutation.mutate(start, {
      onSuccess: () => {
        setRefusal('');
        go({ kind: 'view' }, '#scheduling-link-booked');
      },
      onError: (error) =>
        rebooking
          ? refused(error, 'Could not move the interview', { kind: 'pick' })
          : refused(error, 'Could not book the time', { kind: 'view' }),
    });
  };
  const cancelNow = () => {
    if (busy) return;
    cancel.mutate(undefined, {
      onSuccess: () => {
        setRefusal('');
        go({ kind: 'view' }, '#scheduling-link-cancelled');
      },
      onError: (error) => refused(error, 'Could not cancel the interview', { kind: 'view' }),
    });
  };

  // A change asked for once it closed (the refreshed page allows none) shows the booking.
  const shown: Step = page.status === 'booked' && !changing ? { kind: 'view' } : step;
  const picking =
    (page.status === 'open' && shown.kind === 'view') ||
    (page.status === 'booked' && shown.kind === 'pick');

  return (
    <div className="scheduling-link-page" ref={container}>
      <header className="panel scheduling-link-summary">
        <p className="scheduling-link-organization">{page.organization}</p>
        <h1>
          {page.interview.name} for {page.job.title}
        </h1>
        <p className="scheduling-link-facts">
          For {page.candidateName} · {page.interview.durationMinutes} minutes
        </p>
      </header>

      {page.status === 'cancelled' && (
        <section
          className="panel scheduling-link-outcome"
          aria-labelledby="scheduling-link-cancelled"
        >
          <h2 id="scheduling-link-cancelled" tabIndex={-1}>
            {CANCELLED}
          </h2>
          <p>The team is told. To find another time, reply to the team’s email.</p>
        </section>
      )}
      {page.status === 'ended' && (
        <section className="panel scheduling-link-outcome">
          <p>{SCHEDULING_LINK_GONE}</p>
        </section>
      )}

      {refusal && (
        <p className="scheduling-link-refusal error-message" role="alert" tabIndex={-1}>
          {refusal}
        </p>
      )}

      {page.status === 'booked' && page.booking && shown.kind === 'view' && (
        <Booking
          page={page}
          booking={page.booking}
          timeZone={timeZone}
          onPick={() => {
            setRefusal('');
            go({ kind: 'pick' }, '#scheduling-link-slots');
          }}
          onCancel={() => {
            setRefusal('');
            go({ kind: 'cancel' }, '#scheduling-link-cancel');
          }}
        />
      )}

      {(page.status === 'open' || page.status === 'booked') && (
        <section className="panel scheduling-link-zone">
          <TimeZoneSelect
            label={TIME_ZONE_LABEL}
            value={timeZone}
            onChange={onTimeZone}
            hint="Every time on this page is shown in this zone."
          />
        </section>
      )}

      {picking && (
        <Slots
          slots={page.slots}
          timeZone={timeZone}
          title={page.status === 'booked' ? 'Pick another time' : 'Pick a time'}
          onChoose={choose}
          onBack={
            page.status === 'booked'
              ? () => go({ kind: 'view' }, '#scheduling-link-booked')
              : undefined
          }
        />
      )}

      {shown.kind === 'confirm' && (
        <section
          className="panel scheduling-link-confirm"
          aria-labelledby="scheduling-link-confirm"
        >
          <h2 id="scheduling-link-confirm" tabIndex={-1}>
            Confirm your time
          </h2>
          <p>
            <When
              start={shown.start}
              end={new Date(
                Date.parse(shown.start) + page.interview.durationMinutes * 60_000,
              ).toISOString()}
              zone={timeZone}
            />
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={busy || undefined}
              onClick={() => confirm(shown.start)}
            >
              {book.isPending
                ? 'Booking…'
                : reschedule.isPending
                  ? 'Moving…'
                  : `${page.status === 'booked' ? 'Move to' : 'Book'} ${formatWeekdayDateTime(shown.start, timeZone)}`}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() =>
                go(
                  page.status === 'booked' ? { kind: 'pick' } : { kind: 'view' },
                  `[data-start="${shown.start}"]`,
                )
              }
            >
              Choose another time
            </button>
          </div>
        </section>
      )}

      {page.status === 'booked' && shown.kind === 'cancel' && page.booking && (
        <section className="panel scheduling-link-confirm" aria-labelledby="scheduling-link-cancel">
          <h2 id="scheduling-link-cancel" tabIndex={-1}>
            Cancel the interview?
          </h2>
          <p>
            Cancelling drops your interview on{' '}
            <time dateTime={page.booking.startsAt}>
              {formatWeekdayDateTime(page.booking.startsAt, timeZone)}
            </time>{' '}
            and tells the team. This link cannot book another time afterwards.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-danger"
              aria-disabled={busy || undefined}
              onClick={cancelNow}
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the interview'}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => go({ kind: 'view' }, '#scheduling-link-booked')}
            >
              Keep the interview
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

/** A start and end in the zone chosen: "Tue, Dec 1, 2026, 10:30 AM – 11:15 AM (Europe/Berlin)". */
function When({ start, end, zone }: { start: string; end: string; zone: string }) {
  return (
    <>
      <time dateTime={start}>{formatWeekdayDateTime(start, zone)}</time> –{' '}
      <time dateTime={end}>{formatTime(end, zone)}</time> ({zoneName(zone)})
    </>
  );
}

/** The free times, a list a day (the day as the chosen zone has it), one button a start. */
function Slots({
  slots,
  timeZone,
  title,
  onChoose,
  onBack,
}: {
  slots: Slot[];
  timeZone: string;
  title: string;
  onChoose: (start: string) => void;
  onBack?: () => void;
}) {
  // The answer is by start: a day's slots follow one another, so a day is a run of one name.
  const days: Array<{ name: string; slots: Slot[] }> = [];
  for (const slot of slots) {
    const name = formatLongDate(slot.start, timeZone);
    const last = days.at(-1);
    if (last?.name === name) last.slots.push(slot);
    else days.push({ name, slots: [slot] });
  }
  return (
    <section className="panel scheduling-link-slots" aria-labelledby="scheduling-link-slots">
      <h2 id="scheduling-link-slots" tabIndex={-1}>
        {title}
      </h2>
      {/* Before the times, not after a long list of them: one Tab away. */}
      {onBack && (
        <div className="form-actions scheduling-link-back">
          <button type="button" className="btn" onClick={onBack}>
            Keep the time booked
          </button>
        </div>
      )}
      {days.length === 0 ? (
        <p>{NO_SLOTS}</p>
      ) : (
        <ol className="scheduling-link-days">
          {days.map((day, i) => (
            <li key={day.name} className="scheduling-link-day">
              <h3 id={`scheduling-link-day-${i}`}>{day.name}</h3>
              <ul className="scheduling-link-times" aria-labelledby={`scheduling-link-day-${i}`}>
                {day.slots.map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className="btn scheduling-link-time"
                      data-start={slot.start}
                      aria-label={`${day.name}, ${formatTime(slot.start, timeZone)}`}
                      onClick={() => onChoose(slot.start)}
                    >
                      {formatTime(slot.start, timeZone)}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The booking: when, where, and (while allowed) another time or a cancellation, once. */
function Booking({
  page,
  booking,
  timeZone,
  onPick,
  onCancel,
}: {
  page: Page;
  booking: NonNullable<Page['booking']>;
  timeZone: string;
  onPick: () => void;
  onCancel: () => void;
}) {
  return (
    <section className="panel scheduling-link-booked" aria-labelledby="scheduling-link-booked">
      <h2 id="scheduling-link-booked" tabIndex={-1}>
        Your interview is booked
      </h2>
      <p className="scheduling-link-when">
        <When start={booking.startsAt} end={booking.endsAt} zone={timeZone} />
      </p>
      {booking.location && <p className="scheduling-link-where">{booking.location}</p>}
      {booking.videoUrl && isWebLink(booking.videoUrl) && (
        <p>
          <a href={booking.videoUrl} target="_blank" rel="noopener noreferrer">
            Join the video call
          </a>
        </p>
      )}
      {page.changeUntil ? (
        <>
          <p className="scheduling-link-change">
            You may pick another time or cancel, once, until{' '}
            <time dateTime={page.changeUntil}>
              {formatWeekdayDateTime(page.changeUntil, timeZone)}
            </time>
            .
          </p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={onPick}>
              Pick another time
            </button>
            <button type="button" className="btn btn-danger" onClick={onCancel}>
              Cancel the interview
            </button>
          </div>
        </>
      ) : (
        <p className="scheduling-link-change">To change it now, reply to the team’s email.</p>
      )}
    </section>
  );
}
