import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { EMAIL_STATE_LABELS } from '@/domain/outbox';
import type { EmailListItem } from '@/domain/schemas';
import { formatDateTime } from '@/lib/format-date-time';
import { useRetryEmail } from '../api/retry-email';
import { EMAIL_KIND_LABELS } from '../logic/labels';

const COLUMNS = ['Recipient', 'Subject', 'Kind', 'State', 'Attempts', 'When', 'Sent at'] as const;

/**
 * The outbox's messages. A table on a wide screen; on a phone each row stands as a card, its
 * cells named by the small labels the table's header gives on a wide one.
 */
export function EmailTable({
  emails,
  labelledBy,
  onQueued,
}: {
  emails: EmailListItem[];
  labelledBy: string;
  onQueued: (email: EmailListItem) => void;
}) {
  return (
    // Between a phone and a wide screen the table may still be wider than the page: it scrolls
    // on its own, and the keyboard can scroll it too.
    <div className="email-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="email-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <EmailRow key={email.id} email={email} onQueued={onQueued} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's name, shown only when the rows stand as cards (screen readers have the header). */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="email-cell-label" aria-hidden="true">
      {children}
    </span>
  );
}

function EmailRow({
  email,
  onQueued,
}: {
  email: EmailListItem;
  onQueued: (email: EmailListItem) => void;
}) {
  const retry = useRetryEmail({ onQueued });
  return (
    <tr className={`email-row is-${email.state}`}>
      <th scope="row" className="email-to">
        {email.to}
      </th>
      <td className="email-subject">
        <CellLabel>Subject</CellLabel>
        {email.subject}
      </td>
      <td>
        <CellLabel>Kind</CellLabel>
        {EMAIL_KIND_LABELS[email.kind]}
      </td>
      <td className="email-state">
        <CellLabel>State</CellLabel>
        <span className={`email-badge email-badge-${email.state}`}>
          {EMAIL_STATE_LABELS[email.state]}
        </span>
        {/* A message still being tried keeps its last answer too: it says why it is late. */}
        {email.lastError && email.state !== 'sent' && (
          <p className="email-last-error">
            <span className="email-last-error-label">Mail server’s last answer:</span>{' '}
            {email.lastError}
          </p>
        )}
      </td>
      <td>
        <CellLabel>Attempts</CellLabel>
        {email.attempts}
      </td>
      <td>
        <CellLabel>When</CellLabel>
        <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
      </td>
      <td>
        <CellLabel>Sent at</CellLabel>
        {email.sentAt ? (
          <time dateTime={email.sentAt}>{formatDateTime(email.sentAt)}</time>
        ) : (
          <span className="email-muted">Not sent</span>
        )}
      </td>
      <td className="email-actions">
        {email.state === 'failed' && (
          <>
            <button
              type="button"
              className="btn btn-sm"
              aria-label={`Send again to ${email.to}`}
              disabled={retry.isPending}
              onClick={() => retry.mutate(email.id)}
            >
              {retry.isPending ? 'Sending…' : 'Send again'}
            </button>
            {retry.isError && (
              <ErrorMessage>Could not send it again: {errorMessage(retry.error)}</ErrorMessage>
            )}
          </>
        )}
      </td>
    </tr>
  );
}
