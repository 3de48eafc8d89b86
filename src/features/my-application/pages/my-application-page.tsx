import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { APPLICANT_STATUS_LABELS, type ApplicantStatus } from '@/domain/privacy';
import type { MyApplication } from '@/domain/schemas';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadMyApplicationData } from '../api/download-my-application-data';
import { useMyApplication } from '../api/get-my-application';
import { useWithdrawMyApplication } from '../api/withdraw-my-application';
import '../my-application.css';

/** One plain sentence per status, in the applicant's words. */
export const STATUS_SENTENCES: Record<ApplicantStatus, string> = {
  received: 'We have your application.',
  in_review: 'The team is reviewing your application.',
  closed: 'This application is closed.',
  hired: 'Congratulations: you were hired.',
};

export const LINK_GONE = 'This link does not open an application. It may have been withdrawn.';
export const WITHDRAWN = 'Your application was withdrawn and your data erased.';
export const WITHDRAW_WARNING =
  'This erases your application and everything you sent. It cannot be undone.';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A day in the reader's own words and time zone: "12 May 2026". */
function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/**
 * The applicant's private status page, opened from the link they got when they applied: the job,
 * the day they applied and where it stands, a copy of what they sent, and withdrawal. Public in
 * both modes (the link's token is the key); it never shows anything internal.
 */
export function MyApplicationPage() {
  useDocumentTitle('Your application');
  const token = useParams().token ?? '';
  const withdraw = useWithdrawMyApplication(token);
  // The status is read by a child, so once the application is gone nothing asks for it again.
  if (withdraw.isSuccess) return <Outcome heading="Application withdrawn" text={WITHDRAWN} />;
  if (withdraw.isError && isNotFound(withdraw.error))
    return <Outcome heading="Application not found" text={LINK_GONE} />;
  return <Status token={token} withdraw={withdraw} />;
}

/** A final word in place of the page (withdrawn, or no application): its heading takes focus. */
function Outcome({ heading, text }: { heading: string; text: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="my-application-page">
      <div className="panel empty-state my-application-outcome">
        <h1 ref={ref} tabIndex={-1}>
          {heading}
        </h1>
        <p>{text}</p>
      </div>
    </div>
  );
}

function Status({
  token,
  withdraw,
}: {
  token: string;
  withdraw: ReturnType<typeof useWithdrawMyApplication>;
}) {
  const application = useMyApplication(token);
  if (application.isPending)
    return (
      <div className="my-application-page">
        <LoadingMessage>Loading your application…</LoadingMessage>
      </div>
    );
  if (application.isError) {
    if (isNotFound(application.error))
      return (
        <div className="my-application-page">
          <div className="panel empty-state my-application-outcome">
            <h1>Application not found</h1>
            <p>{LINK_GONE}</p>
          </div>
        </div>
      );
    return (
      <div className="my-application-page">
        <div className="panel empty-state">
          <h1>Your application</h1>
          <ErrorMessage>
            Could not load your application: {errorMessage(application.error)}
          </ErrorMessage>
          <button type="button" className="btn" onClick={() => void application.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <Details token={token} application={application.data} withdraw={withdraw} />;
}

function Details({
  token,
  application,
  withdraw,
}: {
  token: string;
  application: MyApplication;
  withdraw: ReturnType<typeof useWithdrawMyApplication>;
}) {
  const download = useDownloadMyApplicationData(token);
  const [asking, setAsking] = useState(false);
  const label = APPLICANT_STATUS_LABELS[application.status];

  return (
    <div className="my-application-page">
      <header className="panel my-application-summary">
        <h1>Your application for {application.job.title}</h1>
        <p className="my-application-applied">
          Applied on{' '}
          <time dateTime={application.appliedAt}>{formatDay(application.appliedAt)}</time>
        </p>
        <p className="my-application-status">
          Status:{' '}
          <strong className={`my-application-badge is-${application.status}`}>{label}</strong>
        </p>
        <p className="my-application-sentence">{STATUS_SENTENCES[application.status]}</p>
      </header>

      <section className="panel my-application-section" aria-labelledby="my-application-data">
        <h2 id="my-application-data">Your data</h2>
        <p>Save a copy of everything you sent with this application, as a JSON file.</p>
        <button
          type="button"
          className="btn"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? 'Downloading…' : 'Download my data'}
        </button>
        {download.isError && (
          <ErrorMessage>Could not download your data: {errorMessage(download.error)}</ErrorMessage>
        )}
      </section>

      <section className="panel my-application-section" aria-labelledby="my-application-withdraw">
        <h2 id="my-application-withdraw">Withdraw</h2>
        <p>
          If you no longer want to be considered, withdraw your application. Everything you sent is
          erased.
        </p>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            withdraw.reset();
            setAsking(true);
          }}
        >
          Withdraw my application and erase my data
        </button>
      </section>

      <ConfirmDialog
        open={asking}
        title="Withdraw your application?"
        confirmLabel="Yes, withdraw and erase"
        pendingLabel="Withdrawing…"
        pending={withdraw.isPending}
        error={withdraw.isError ? `Could not withdraw: ${errorMessage(withdraw.error)}` : null}
        danger
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{WITHDRAW_WARNING}</p>
      </ConfirmDialog>
    </div>
  );
}
