import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import type { BusyCalendarStatus } from '@/domain/schemas';
import { formatDateTime } from '@/lib/format-date-time';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useConnectBusyCalendar } from '../api/connect-busy-calendar';
import { useDisconnectBusyCalendar } from '../api/disconnect-busy-calendar';
import { useBusyCalendar } from '../api/get-busy-calendar';
import './busy-calendar-section.css';

export const BUSY_CALENDAR_HEADING = 'Your calendar’s busy times';
export const CALENDAR_ADDRESS_LABEL = 'Calendar address';
export const CALENDAR_ADDRESS_MISSING = 'Paste your calendar’s private iCalendar address.';
export const CALENDAR_ADDRESS_HINT =
  'Paste your calendar’s private iCalendar address. Google Calendar: the calendar’s settings, “Secret address in iCal format”. Outlook: a published calendar’s ICS link. Apple Calendar: a public calendar’s link.';

/**
 * A refusal of the address in the server's words, without the field it names ("url: must start
 * with https://…" reads "Must start with https://…" beside the field).
 */
function refusalOf(error: ApiError): string {
  const text = error.message.replace(/^url:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * On a team member's account page: their own calendar, read for the times they are busy so that
 * no interview is offered then. Not connected, a form takes the calendar's private iCalendar
 * address (a refusal says why beside it and keeps what was pasted); connected, it names the
 * calendar's host (the address itself is a secret the server never answers), when it was last
 * read and why the last reading failed, if it did, with a way to disconnect it.
 */
export function BusyCalendarSection({ className = 'account-section' }: { className?: string }) {
  const kept = useBusyCalendar();
  const connect = useConnectBusyCalendar();
  const disconnect = useDisconnectBusyCalendar();
  const sending = useInFlightLock();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [disconnectError, setDisconnectError] = useState<string | null>(null);

  // What to focus once the section has rendered after connecting, disconnecting or a refusal.
  const pendingFocus = useRef<'heading' | 'input' | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    (pendingFocus.current === 'heading' ? heading : input).current?.focus();
    pendingFocus.current = null;
  });

  const edit = (value: string) => {
    setUrl(value);
    setRefusal(undefined);
    setFailure(null);
    setSaid('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!address) {
      setRefusal(CALENDAR_ADDRESS_MISSING);
      input.current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setRefusal(undefined);
    setFailure(null);
    setSaid('');
    connect.mutate(address, {
      onSettled: sending.release,
      onSuccess: (status) => {
        setUrl('');
        setSaid(
          status.error
            ? 'Calendar connected, but it could not be read yet.'
            : 'Calendar connected.',
        );
        pendingFocus.current = 'heading';
      },
      onError: (error) => {
        // The address refused: the server's reason beside the field, the address kept to mend.
        if (error instanceof ApiError && error.status === 400) setRefusal(refusalOf(error));
        else setFailure(`Could not connect the calendar: ${errorMessage(error)}`);
        pendingFocus.current = 'input';
      },
    });
  };

  const confirmDisconnect = () => {
    if (!sending.acquire()) return;
    setDisconnectError(null);
    disconnect.mutate(undefined, {
      onSettled: sending.release,
      onSuccess: () => {
        setConfirming(false);
        setSaid('Calendar disconnected. Its busy times are forgotten.');
        pendingFocus.current = 'input';
      },
      onError: (error) =>
        setDisconnectError(`Could not disconnect the calendar: ${errorMessage(error)}`),
    });
  };

  const status = kept.data;
  return (
    <section className={`panel ${className} busy-calendar-section`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {BUSY_CALENDAR_HEADING}
      </h2>
      <p className="field-hint">
        Connect the calendar you keep your appointments in, and no interview is offered when it says
        you are busy. TalentFlow reads only when you are busy, every 15 minutes: never the titles,
        places or guests of your events.
      </p>
      {kept.isPending ? (
        <LoadingMessage>Loading your calendar…</LoadingMessage>
      ) : kept.isError ? (
        <div className="busy-calendar-error">
          <ErrorMessage>Could not load your calendar: {errorMessage(kept.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void kept.refetch()}>
            Try again
          </button>
        </div>
      ) : status?.connected ? (
        <ConnectedCalendar
          status={status}
          busy={disconnect.isPending}
          onDisconnect={() => {
            setSaid('');
            setConfirming(true);
          }}
        />
      ) : (
        <form
          className="busy-calendar-form"
          aria-label="Connect a calendar"
          onSubmit={submit}
          noValidate
        >
          <TextField
            label={CALENDAR_ADDRESS_LABEL}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            inputRef={input}
            value={url}
            hint={CALENDAR_ADDRESS_HINT}
            error={refusal}
            onChange={edit}
          />
          {failure && <ErrorMessage>{failure}</ErrorMessage>}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={connect.isPending}>
              {connect.isPending ? 'Connecting…' : 'Connect calendar'}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="field-hint busy-calendar-said">
        {said}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Disconnect your calendar?"
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        pending={disconnect.isPending}
        error={disconnectError}
        danger
        onConfirm={confirmDisconnect}
        onCancel={() => {
          setConfirming(false);
          setDisconnectError(null);
        }}
      >
        <p>
          TalentFlow stops reading {status?.host ?? 'your calendar'} and forgets the busy times it
          read: interviews may be offered whenever your working hours allow.
        </p>
      </ConfirmDialog>
    </section>
  );
}

/** The calendar read: its host, its last reading, why that failed if it did, and Disconnect. */
function ConnectedCalendar({
  status,
  busy,
  onDisconnect,
}: {
  status: BusyCalendarStatus;
  busy: boolean;
  onDisconnect: () => void;
}) {
  return (
    <div className="busy-calendar-connected">
      <div className="busy-calendar-facts">
        <p className="busy-calendar-host">
          Reading <strong>{status.host}</strong>
        </p>
        <p className="field-hint">
          {status.syncedAt ? `Last read ${formatDateTime(status.syncedAt)}` : 'Not read yet'}
        </p>
        {status.error && (
          <p className="busy-calendar-failed">
            <span className="busy-calendar-failed-icon" aria-hidden="true">
              !
            </span>
            <span>
              The last reading failed: {status.error}
              {status.errorAt && ` (${formatDateTime(status.errorAt)})`}
            </span>
          </p>
        )}
      </div>
      <div className="busy-calendar-actions">
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  );
}
