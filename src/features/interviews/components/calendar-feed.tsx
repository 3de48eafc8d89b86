import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyLink } from '@/components/copy-link';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date-time';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

/**
 * A member's private calendar feed (team mode): an address their calendar app subscribes to. It
 * is shown once, when made (the server keeps only its hash); a new one ends the old one.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [asking, setAsking] = useState(false);
  const made = renew.data?.url;
  const exists = Boolean(feed.data?.createdAt);

  const makeNew = () => renew.mutate(undefined, { onSuccess: () => setAsking(false) });

  return (
    <section className="panel calendar-feed" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">Calendar feed</h2>
      <p>
        Subscribe to your interviews from Google Calendar, Outlook or Apple Calendar with a private
        address. Anyone who has the address can read your interviews: keep it to yourself.
      </p>
      {feed.isPending && <LoadingMessage>Loading your calendar feed…</LoadingMessage>}
      {feed.isError && (
        <ErrorMessage>Could not load your calendar feed: {errorMessage(feed.error)}</ErrorMessage>
      )}
      {made && (
        <>
          <CopyLink url={made} label="Your calendar feed address" />
          <p className="field-hint">
            This address is shown only now: copy it into your calendar app.
          </p>
        </>
      )}
      {feed.isSuccess && !made && exists && (
        <p className="field-hint">
          Your feed address was made {formatDateTime(feed.data.createdAt!)}. It is shown only when
          it is made: make a new one to see one again.
        </p>
      )}
      {renew.isError && !asking && (
        <ErrorMessage>Could not make a feed address: {errorMessage(renew.error)}</ErrorMessage>
      )}
      {feed.isSuccess && (
        <button
          type="button"
          className="btn"
          disabled={renew.isPending}
          onClick={() => (exists ? setAsking(true) : makeNew())}
        >
          {exists ? 'Make a new address' : 'Make a feed address'}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Make a new feed address?"
        confirmLabel="Make a new address"
        pendingLabel="Making…"
        pending={renew.isPending}
        error={renew.isError ? errorMessage(renew.error) : null}
        onConfirm={makeNew}
        onCancel={() => {
          renew.reset();
          setAsking(false);
        }}
      >
        The address you have now stops working: calendars subscribed to it stop showing your
        interviews until they subscribe to the new one.
      </ConfirmDialog>
    </section>
  );
}
