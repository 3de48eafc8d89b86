import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { useOrganization } from '@/api/queries/get-organization';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { useMyTimeZone } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';

export const MY_TIME_ZONE_LABEL = 'Your time zone';

/** The zone the member's emails name times in: their own, or the team's default. */
export function TimeZoneSection() {
  const mine = useMyTimeZone();
  return (
    <section className="panel account-section" aria-labelledby="time-zone-heading">
      <h2 id="time-zone-heading">Time zone</h2>
      {mine.isPending && <LoadingMessage>Loading your time zone…</LoadingMessage>}
      {mine.isError && (
        <ErrorMessage>Could not load your time zone: {errorMessage(mine.error)}</ErrorMessage>
      )}
      {mine.isSuccess && <TimeZoneForm kept={mine.data ?? ''} />}
    </section>
  );
}

function TimeZoneForm({ kept }: { kept: string }) {
  const [zone, setZone] = useState(kept);
  const [saved, setSaved] = useState(false);
  const team = useOrganization().data?.timeZone;
  const update = useUpdateMe();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate({ timeZone: zone || null }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Time zone">
      <TimeZoneSelect
        label={MY_TIME_ZONE_LABEL}
        value={zone}
        none={team ? `The team’s default (${team.replace(/_/g, ' ')})` : 'The team’s default'}
        hint="Interview invitations and other emails name times in it."
        onChange={(value) => {
          setZone(value);
          setSaved(false);
        }}
      />
      {update.isError && (
        <ErrorMessage>Could not save your time zone: {errorMessage(update.error)}</ErrorMessage>
      )}
      {saved && (
        <p role="status" className="auth-note">
          Time zone saved.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save time zone'}
        </button>
      </div>
    </form>
  );
}
