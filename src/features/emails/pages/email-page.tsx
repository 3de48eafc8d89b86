import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { EMAIL_STATES } from '@/domain/outbox';
import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmails } from '../api/get-emails';
import { EmailCounts } from '../components/email-counts';
import { EmailTable } from '../components/email-table';
import { NotSetUpNotice } from '../components/not-set-up-notice';
import { EMAIL_STATE_NAMES, NO_EMAILS, parseStateFilter } from '../logic/labels';
import '../emails.css';

export const EMAIL_ADMINS_ONLY = 'Only admins can see the team’s email.';

/** /email (team mode, admins): every message the server sends, where it stands, and failed ones sent again. */
export function EmailPage() {
  useDocumentTitle('Email');
  // The same action the API asks of the outbox's routes.
  const mayRead = useCan('manage-settings');
  return (
    <div className="email-page">
      <header className="page-header">
        <div>
          <h1>Email</h1>
          <p>
            The messages this server sends: to members (invitations, password links, mentions,
            notices) and to candidates (confirmations, rejections, interview invitations).
          </p>
        </div>
      </header>
      {mayRead ? (
        <Outbox />
      ) : (
        <p role="alert" className="panel error-message">
          {EMAIL_ADMINS_ONLY}
        </p>
      )}
    </div>
  );
}

function Outbox() {
  const [params, setParams] = useSearchParams();
  const state = parseStateFilter(params.get('state'));
  const emails = useEmails(state);
  const [queued, setQueued] = useState('');
  const ids = { filter: useId(), messages: useId() };

  // The filter lives in the address, so a reload or a shared link shows the same list.
  const setState = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('state', value);
        else next.delete('state');
        return next;
      },
      { replace: true },
    );

  const first = emails.data?.pages[0];
  const rows = emails.data?.pages.flatMap((page) => page.emails) ?? [];

  return (
    <>
      {first && !first.configured && <NotSetUpNotice waiting={first.counts.waiting} />}
      <section className="panel" aria-labelledby={ids.messages}>
        <div className="email-toolbar">
          <h2 id={ids.messages}>Messages</h2>
          {first && <EmailCounts counts={first.counts} />}
          <div className="field email-filter">
            <label htmlFor={ids.filter}>Show</label>
            <select
              id={ids.filter}
              value={state ?? ''}
              onChange={(event) => setState(event.target.value)}
            >
              <option value="">All</option>
              {EMAIL_STATES.map((option) => (
                <option key={option} value={option}>
                  {EMAIL_STATE_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Present from the start, so screen readers hear each message put in it. */}
        <p role="status" className={queued ? 'success-message email-queued' : 'email-queued'}>
          {queued}
        </p>
        {emails.isPending ? (
          <LoadingMessage>Loading messages…</LoadingMessage>
        ) : !emails.data ? (
          <div className="email-error">
            <ErrorMessage>Could not load the messages: {errorMessage(emails.error)}</ErrorMessage>
            <button type="button" className="btn" onClick={() => void emails.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            {rows.length === 0 ? (
              <p className="email-muted">{NO_EMAILS[state ?? 'all']}</p>
            ) : (
              <EmailTable
                emails={rows}
                labelledBy={ids.messages}
                onQueued={() => setQueued('Queued again.')}
              />
            )}
            {/* A later page or a refresh failed: what was loaded stays on screen. */}
            {emails.isError && (
              <ErrorMessage>
                {emails.isFetchNextPageError
                  ? 'Could not load more messages: '
                  : 'Could not refresh the messages: '}
                {errorMessage(emails.error)}
              </ErrorMessage>
            )}
            {emails.hasNextPage && (
              <div className="email-more">
                <button
                  type="button"
                  className="btn"
                  disabled={emails.isFetchingNextPage}
                  onClick={() => void emails.fetchNextPage()}
                >
                  {emails.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
