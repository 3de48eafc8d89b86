import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { formatDateTime } from '@/lib/format-date-time';
import { useCan } from '@/lib/session';
import { useCancelCandidateEmail } from '../api/cancel-candidate-email';
import { useCandidateEmails, type CandidateEmail } from '../api/get-candidate-emails';
import { emailStateText, isCancellable } from '../logic/rejection-form';
import { SectionHeading } from '@/components/profile-sections';

/**
 * Team mode: the emails a team server sent the candidate or holds for them, newest as the server
 * lists them. Each opens to its text; one sent later can be cancelled until it goes.
 */
export function CandidateEmails({ candidateId }: { candidateId: number }) {
  const headingId = useId();
  const emails = useCandidateEmails(candidateId);

  useEffect(() => {
    if (emails.isError) console.error('Could not fetch the candidate’s emails.', emails.error);
  }, [emails.isError, emails.error]);

  return (
    <section className="panel profile-section candidate-emails" aria-labelledby={headingId}>
      <header className="section-header">
        <SectionHeading id={headingId}>Emails</SectionHeading>
      </header>
      {emails.isPending ? (
        <LoadingMessage>Loading emails…</LoadingMessage>
      ) : emails.isError ? (
        <ErrorMessage>Could not load the emails.</ErrorMessage>
      ) : emails.data.emails.length === 0 ? (
        <p className="muted-text">No emails to this candidate yet.</p>
      ) : (
        <ul className="email-list" aria-labelledby={headingId}>
          {emails.data.emails.map((email) => (
            <EmailItem key={email.id} candidateId={candidateId} email={email} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EmailItem({ candidateId, email }: { candidateId: number; email: CandidateEmail }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelCandidateEmail(candidateId);
  const toast = useToast();
  // Once cancelled, "Cancel sending" is gone: focus stays in the email, on its other button.
  const showButton = useRef<HTMLButtonElement>(null);
  const mayCancel = useCan('move-candidates') && isCancellable(email);
  const ids = useId();
  const subjectId = `${ids}-subject`;
  const textId = `${ids}-text`;

  return (
    <li className="email-item" data-state={email.state}>
      <div className="email-item-head">
        <p id={subjectId} className="email-item-subject">
          {email.subject}
        </p>
        <span className="email-item-state">{emailStateText(email, formatDateTime)}</span>
      </div>
      <dl className="email-item-facts">
        <div>
          <dt>To</dt>
          <dd>{email.to}</dd>
        </div>
        {email.replyTo && (
          <div>
            <dt>Reply-to</dt>
            <dd>{email.replyTo}</dd>
          </div>
        )}
      </dl>
      <div className="email-item-actions">
        <button
          ref={showButton}
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={open}
          aria-controls={open ? textId : undefined}
          aria-describedby={subjectId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide message' : 'Show message'}
        </button>
        {mayCancel && (
          <button
            type="button"
            className="btn btn-sm btn-danger"
            aria-describedby={subjectId}
            disabled={cancel.isPending}
            onClick={() => {
              setError(null);
              cancel.mutate(email.id, {
                onSuccess: () => {
                  toast.show(`“${email.subject}” is cancelled: it will not be sent.`, 'success');
                  showButton.current?.focus();
                },
                onError: (failure) => setError(`Could not cancel it: ${errorMessage(failure)}`),
              });
            }}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel sending'}
          </button>
        )}
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {open && (
        <p id={textId} className="email-item-text">
          {email.text}
        </p>
      )}
    </li>
  );
}
