import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { MarkdownText } from '@/components/markdown-text';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { formatDay, formatSalary, OFFER_LIMITS } from '@/domain/offers';
import type { OfferLink } from '@/domain/schemas';
import { formatLongDate, formatWeekdayDateTime } from '@/lib/format-date-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptOffer } from '../api/accept-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useOfferLink } from '../api/get-offer-link';
import { offerLetterPdfHref } from '../api/keys';
import '../offer-link.css';

export const LINK_GONE =
  'This offer link does not open an offer: it may have expired, been withdrawn, or been mistyped.';
export const SIGN_LABEL = 'Type your full name to sign';
export const DECLINE_REASON_LABEL = 'Your reason (optional)';
export const DECLINED = 'You declined this offer.';
export const NAME_NEEDED = 'Type your full name to sign the letter.';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The candidate's offer, opened from the private link the team sent them: the job, the terms, the
 * letter (and its PDF), and their answer — accepting by typing their full name, or declining with
 * a reason if they give one. Public in both modes (the link's token is the key); it never shows
 * anything internal.
 */
export function OfferLinkPage() {
  useDocumentTitle('Your offer');
  const token = useParams().token ?? '';
  const offer = useOfferLink(token);
  if (offer.isPending)
    return (
      <div className="offer-link-page">
        <LoadingMessage>Loading your offer…</LoadingMessage>
      </div>
    );
  if (offer.isError) {
    if (isNotFound(offer.error)) return <NotFound />;
    return (
      <div className="offer-link-page">
        <div className="panel empty-state">
          <h1>Your offer</h1>
          <ErrorMessage>Could not load your offer: {errorMessage(offer.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void offer.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <OfferDetails token={token} offer={offer.data} />;
}

function NotFound() {
  return (
    <div className="offer-link-page">
      <div className="panel empty-state offer-link-outcome">
        <h1>Offer not found</h1>
        <p>{LINK_GONE}</p>
      </div>
    </div>
  );
}

function OfferDetails({ token, offer }: { token: string; offer: OfferLink }) {
  const accept = useAcceptOffer(token);
  const decline = useDeclineOffer(token);
  const result = useRef<HTMLParagraphElement>(null);
  // Decided here, now: the answer is read out where the focus lands.
  const decidedHere = accept.isSuccess || decline.isSuccess;
  useEffect(() => {
    if (decidedHere) result.current?.focus();
  }, [decidedHere, offer.status]);
  // The link stopped opening meanwhile (withdrawn, expired): the page says so.
  if ([accept, decline].some((m) => m.isError && isNotFound(m.error))) return <NotFound />;

  return (
    <div className="offer-link-page">
      <header className="panel offer-link-summary">
        <p className="offer-link-organization">{offer.organization}</p>
        <h1>Your offer for {offer.job.title}</h1>
        <p className="offer-link-for">For {offer.candidateName}</p>
        {offer.status === 'open' && offer.expiresAt && (
          <p className="offer-link-expiry">
            This link expires on{' '}
            <time dateTime={offer.expiresAt}>{formatWeekdayDateTime(offer.expiresAt)}</time>.
          </p>
        )}
        {offer.status !== 'open' && (
          <p className="offer-link-result" ref={result} tabIndex={-1}>
            {offer.status === 'accepted' ? (
              offer.decidedAt ? (
                <>
                  You accepted this offer on{' '}
                  <time dateTime={offer.decidedAt}>{formatLongDate(offer.decidedAt)}</time>.
                </>
              ) : (
                'You accepted this offer.'
              )
            ) : (
              DECLINED
            )}
          </p>
        )}
      </header>

      <section className="panel offer-link-section" aria-labelledby="offer-link-terms">
        <h2 id="offer-link-terms">The terms</h2>
        <dl className="offer-link-terms">
          <div>
            <dt>Salary</dt>
            <dd>{formatSalary(offer.salary)}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{formatDay(offer.startDate)}</dd>
          </div>
          {offer.fields.map((field, i) => (
            <div key={i}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="panel offer-link-section" aria-labelledby="offer-link-letter">
        <h2 id="offer-link-letter">The letter</h2>
        <article className="offer-link-letter" aria-label="Offer letter">
          <MarkdownText text={offer.letter} />
        </article>
        <p className="offer-link-download">
          <a href={offerLetterPdfHref(token)} download>
            Download the letter (PDF)
          </a>
        </p>
      </section>

      {offer.status === 'open' && (
        <>
          <AcceptForm accept={accept} busy={decline.isPending} />
          <DeclineForm decline={decline} busy={accept.isPending} />
        </>
      )}
    </div>
  );
}

/** One of the candidate's two answers: a titled form, why it failed, and its button. */
function AnswerForm({
  id,
  title,
  onSubmit,
  failure,
  action,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  failure: string;
  action: {
    label: string;
    pendingLabel: string;
    pending: boolean;
    busy: boolean;
    danger?: boolean;
  };
  children: ReactNode;
}) {
  return (
    <section className="panel offer-link-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <form
        className="offer-link-form"
        aria-labelledby={`${id}-heading`}
        onSubmit={onSubmit}
        noValidate
      >
        {children}
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <div className="form-actions">
          <button
            type="submit"
            className={action.danger ? 'btn btn-danger' : 'btn btn-primary'}
            aria-disabled={action.pending || action.busy || undefined}
          >
            {action.pending ? action.pendingLabel : action.label}
          </button>
        </div>
      </form>
    </section>
  );
}

function AcceptForm({
  accept,
  busy,
}: {
  accept: ReturnType<typeof useAcceptOffer>;
  busy: boolean;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending || busy) return;
    if (name.trim() === '') {
      setError(NAME_NEEDED);
      input.current?.focus();
      return;
    }
    setError('');
    accept.mutate(name.trim());
  };
  return (
    <AnswerForm
      id={id}
      title="Accept the offer"
      onSubmit={submit}
      failure={accept.isError ? `Could not accept the offer: ${errorMessage(accept.error)}` : ''}
      action={{
        label: 'Accept and sign',
        pendingLabel: 'Signing…',
        pending: accept.isPending,
        busy,
      }}
    >
      <p>
        Accepting signs the letter above: type your full name as your signature. The team is told at
        once.
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{SIGN_LABEL}</label>
        <input
          ref={input}
          id={`${id}-name`}
          value={name}
          autoComplete="name"
          maxLength={OFFER_LIMITS.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError('');
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </AnswerForm>
  );
}

function DeclineForm({
  decline,
  busy,
}: {
  decline: ReturnType<typeof useDeclineOffer>;
  busy: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decline.isPending || busy) return;
    decline.mutate(reason);
  };
  return (
    <AnswerForm
      id={id}
      title="Decline the offer"
      onSubmit={submit}
      failure={decline.isError ? `Could not decline the offer: ${errorMessage(decline.error)}` : ''}
      action={{
        label: 'Decline the offer',
        pendingLabel: 'Declining…',
        pending: decline.isPending,
        busy,
        danger: true,
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>{DECLINE_REASON_LABEL}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={OFFER_LIMITS.reason}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <span id={`${id}-hint`} className="field-hint">
          The team reads it; you need not give one.
        </span>
      </div>
    </AnswerForm>
  );
}
