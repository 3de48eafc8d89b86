import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { APPLICANT_STATUS_LABELS, type ApplicantStatus } from '@/domain/privacy';
import type { MyApplication } from '@/domain/schemas';
import { formatLongDate } from '@/lib/format-date-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadMyApplicationData } from '../api/download-my-application-data';
import { useMyApplication } from '../api/get-my-application';
import { useEraseMyApplication } from '../api/erase-my-application';
import { useWithdrawMyApplication } from '../api/withdraw-my-application';
import '../my-application.css';

/** One plain sentence per status, in the applicant's words. */
export const STATUS_SENTENCES: Record<ApplicantStatus, string> = {
  received: 'We have your application.',
  in_review: 'The team is reviewing your application.',
  closed: 'This application is closed.',
  hired: 'Congratulations: you were hired.',
  withdrawn: 'You withdrew this application. The team keeps its record unless you erase it.',
};

export const LINK_GONE = 'This link does not open an application. It may have been erased.';
export const ERASED = 'Your application and everything you sent were erased.';
export const WITHDRAWN = 'Your application was withdrawn. The team no longer considers it.';
export const WITHDRAW_WARNING =
  'The team stops considering you and cancels any interviews still to come. What you sent stays with the team until you erase it.';
export const ERASE_WARNING =
  'This erases your application and everything you sent, and this link stops working. It cannot be undone.';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where the applicant may still withdraw: not once it is closed, withdrawn or erased. */
const MAY_WITHDRAW: ReadonlySet<ApplicantStatus> = new Set(['received', 'in_review', 'hired']);

/**
 * The applicant's private status page, opened from the link they got when they applied: the job,
 * the day they applied and where it stands, a copy of what they sent, withdrawal (the team keeps
 * the record) and erasure, each asked once more. Public in both modes (the link's token is the
 * key); it never shows anything internal.
 */
export function MyApplicationPage() {
  useDocumentTitle('Your application');
  const token = useParams().token ?? '';
  const withdraw = useWithdrawMyApplication(token);
  const erase = useEraseMyApplication(token);
  // The status is read by a child, so once the application is gone nothing asks for it again.
  if (erase.isSuccess) return <Outcome heading="Application erased" text={ERASED} />;
  if ([withdraw, erase].some((m) => m.isError && isNotFound(m.error)))
    return <Outcome heading="Application not found" text={LINK_GONE} />;
  return <Status token={token} withdraw={withdraw} erase={erase} />;
}

/** A final word in place of the page (erased, or no application): its heading takes focus. */
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

interface Actions {
  withdraw: ReturnType<typeof useWithdrawMyApplication>;
  erase: ReturnType<typeof useEraseMyApplication>;
}

function Status({ token, ...actions }: { token: string } & Actions) {
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
  return <Details token={token} application={application.data} {...actions} />;
}

function Details({
  token,
  application,
  withdraw,
  erase,
}: { token: string; application: MyApplication } & Actions) {
  const download = useDownloadMyApplicationData(token);
  const [asking, setAsking] = useState<'withdraw' | 'erase' | null>(null);
  const label = APPLICANT_STATUS_LABELS[application.status];
  const sentence = useRef<HTMLParagraphElement>(null);
  const mayWithdraw = MAY_WITHDRAW.has(application.status);
  // Withdrawn: the dialog closes, then (once it has given focus back, a child's effect) the new
  // status is read out where focus lands.
  const withdrawn = withdraw.isSuccess && application.status === 'withdrawn';
  useEffect(() => {
    if (withdrawn) sentence.current?.focus();
  }, [withdrawn]);

  return (
    <div className="my-application-page">
      <header className="panel my-application-summary">
        <h1>Your application for {application.job.title}</h1>
        <p className="my-application-applied">
          Applied on{' '}
          <time dateTime={application.appliedAt}>{formatLongDate(application.appliedAt)}</time>
        </p>
        <p className="my-application-status">
          Status:{' '}
          <strong className={`my-application-badge is-${application.status}`}>{label}</strong>
        </p>
        <p className="my-application-sentence" ref={sentence} tabIndex={-1}>
          {STATUS_SENTENCES[application.status]}
        </p>
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

      {mayWithdraw && (
        <section className="panel my-application-section" aria-labelledby="my-application-withdraw">
          <h2 id="my-application-withdraw">Withdraw</h2>
          <p>
            If you no longer want to be considered, withdraw your application. The team is told, and
            keeps what you sent for its records until you erase it.
          </p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              withdraw.reset();
              setAsking('withdraw');
            }}
          >
            Withdraw my application
          </button>
        </section>
      )}

      <section className="panel my-application-section" aria-labelledby="my-application-erase">
        <h2 id="my-application-erase">Erase your data</h2>
        <p>
          Erase your application and everything you sent with it. The team can no longer see it, and
          this link stops working.
        </p>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            erase.reset();
            setAsking('erase');
          }}
        >
          Erase my application and data
        </button>
      </section>

      <ConfirmDialog
        open={asking === 'withdraw' && !withdrawn}
        title="Withdraw your application?"
        confirmLabel="Yes, withdraw"
        pendingLabel="Withdrawing…"
        pending={withdraw.isPending}
        error={withdraw.isError ? `Could not withdraw: ${errorMessage(withdraw.error)}` : null}
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setAsking(null)}
      >
        <p>{WITHDRAW_WARNING}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'erase'}
        title="Erase your application?"
        confirmLabel="Yes, erase everything"
        pendingLabel="Erasing…"
        pending={erase.isPending}
        error={erase.isError ? `Could not erase: ${errorMessage(erase.error)}` : null}
        danger
        onConfirm={() => erase.mutate()}
        onCancel={() => setAsking(null)}
      >
        <p>{ERASE_WARNING}</p>
      </ConfirmDialog>
    </div>
  );
}
