import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import type { MemberSession } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { describeUserAgent } from '@/domain/user-agent';
import { formatDateTime } from '@/lib/format-date-time';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** This session first, then the most recently used. */
const byUse = (a: MemberSession, b: MemberSession) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

/**
 * On the account page: where the member is signed in (browser and system in words, the address,
 * when each session started and was last used), with a way to end any of them, this one included
 * (which signs out here), or all but this one.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const actions = useAuthActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useInFlightLock();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  const end = (session: MemberSession) => {
    if (!sending.acquire()) return;
    setSaid('');
    setFailure(null);
    const name = describeUserAgent(session.userAgent);
    endOne.mutate(session, {
      onSettled: sending.release,
      onSuccess: () => {
        setSaid(`Ended the session of ${name}.`);
        // Its row (and button) is gone: focus stays in the section.
        heading.current?.focus();
      },
      onError: (error) =>
        error instanceof ApiError && error.status === 404
          ? setSaid('That session had ended already.')
          : setFailure(`Could not end the session of ${name}: ${errorMessage(error)}`),
    });
  };

  // Ending this session signs out here: the server has cleared the cookie.
  const endThis = (session: MemberSession) => {
    if (!sending.acquire()) return;
    setLeaveError(null);
    endOne.mutate(session, {
      onSettled: sending.release,
      onSuccess: () => actions?.showSignIn(),
      onError: (error) => setLeaveError(`Could not end this session: ${errorMessage(error)}`),
    });
  };

  const signOutElsewhere = () => {
    if (!sending.acquire()) return;
    setSaid('');
    setFailure(null);
    endOthers.mutate(undefined, {
      onSettled: sending.release,
      onSuccess: ({ ended }) =>
        setSaid(
          ended === 0
            ? 'You were signed in nowhere else.'
            : `Signed out of ${plural(ended, 'other session', 'other sessions')}.`,
        ),
      onError: (error) => setFailure(`Could not sign out everywhere else: ${errorMessage(error)}`),
    });
  };

  const list = sessions.data ? [...sessions.data.sessions].sort(byUse) : [];
  const current = list.find((session) => session.current);
  const others = list.length - (current ? 1 : 0);

  return (
    <section className="panel account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" ref={heading} tabIndex={-1}>
        Signed-in sessions
      </h2>
      <p className="field-hint">
        Every browser where you are signed in. End any you do not recognise, then change your
        password.
      </p>
      {sessions.isPending ? (
        <LoadingMessage>Loading your sessions…</LoadingMessage>
      ) : sessions.isError ? (
        <div className="account-error">
          <ErrorMessage>Could not load your sessions: {errorMessage(sessions.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          {failure && <ErrorMessage>{failure}</ErrorMessage>}
          <ul className="session-list" aria-labelledby="sessions-heading">
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={endOne.isPending || endOthers.isPending}
                onEnd={() => (session.current ? setLeaving(true) : end(session))}
              />
            ))}
          </ul>
          <div className="form-actions session-actions">
            <button
              type="button"
              className="btn"
              disabled={others === 0 || endOthers.isPending}
              onClick={signOutElsewhere}
            >
              {endOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
            </button>
          </div>
        </>
      )}
      <p role="status" className="field-hint session-said">
        {said}
      </p>
      <ConfirmDialog
        open={leaving}
        title="End this session?"
        confirmLabel="End and sign out"
        pendingLabel="Signing out…"
        pending={endOne.isPending}
        error={leaveError}
        onConfirm={() => current && endThis(current)}
        onCancel={() => {
          setLeaving(false);
          setLeaveError(null);
        }}
      >
        <p>You will be signed out of TalentFlow in this browser.</p>
      </ConfirmDialog>
    </section>
  );
}

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: MemberSession;
  busy: boolean;
  onEnd: () => void;
}) {
  const name = describeUserAgent(session.userAgent);
  return (
    <li className="session-item">
      <div className="session-facts">
        <p className="session-name">
          {name}
          {session.current && <span className="session-current">This session</span>}
        </p>
        <p className="field-hint">{session.ip || 'Address unknown'}</p>
        <p className="field-hint">Started {formatDateTime(session.createdAt)}</p>
        <p className="field-hint">Last used {formatDateTime(session.lastSeenAt)}</p>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        aria-label={
          session.current
            ? 'End this session (signs you out)'
            : `End the session of ${name}${session.ip ? ` at ${session.ip}` : ''}`
        }
        disabled={busy}
        onClick={onEnd}
      >
        End
      </button>
    </li>
  );
}
