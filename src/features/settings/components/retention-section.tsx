import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Stage } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import type { RetentionPreview } from '@/domain/schemas';
import { formatDate, formatDateTime } from '@/lib/format-date-time';
import { useSession } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useRetentionPreview } from '../api/get-retention-preview';
import { useRunRetention } from '../api/run-retention';
import { candidatesText, dryRunText, erasedText, lastRunText } from '../logic/retention-text';

export const ERASE_NOW_LABEL = 'Erase them now';
export const TEAM_SCHEDULE = 'Runs every day at 03:00 UTC.';
export const BROWSER_SCHEDULE = 'In this browser, retention runs only when you press the button.';

/**
 * The Privacy section's retention part: with a period set, a dry run of who would be erased today
 * and a button to erase them now (asked once more); and when retention last ran.
 */
export function RetentionSection() {
  const preview = useRetentionPreview();
  const headingId = useId();
  return (
    <section className="retention" aria-labelledby={headingId}>
      <h3 id={headingId}>Retention</h3>
      {preview.isPending && <LoadingMessage>Loading the retention dry run…</LoadingMessage>}
      {preview.isError && (
        <ErrorMessage>
          Could not load the retention dry run: {errorMessage(preview.error)}
        </ErrorMessage>
      )}
      {/* A failed refetch keeps the last answer on screen beside its error. */}
      {preview.data && <RetentionSummary preview={preview.data} />}
    </section>
  );
}

function RetentionSummary({ preview }: { preview: RetentionPreview }) {
  const team = useSession().mode === 'team';
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const run = useRunRetention();
  const sending = useInFlightLock();
  const listId = useId();

  // After a run the result takes the focus: the button that opened the dialog may be gone with
  // the candidates it erased. A fresh object each time, so a second run moves it again.
  const result = useRef<HTMLParagraphElement>(null);
  const [focusResult, setFocusResult] = useState<object | null>(null);
  useEffect(() => {
    if (focusResult) result.current?.focus();
  }, [focusResult]);

  const { retentionMonths: months, candidates, count, lastRun } = preview;
  const more = count - candidates.length;

  const confirm = () => {
    if (!sending.acquire()) return;
    setFailure(null);
    setSaid('');
    run.mutate(undefined, {
      onSettled: sending.release,
      onSuccess: ({ erased }) => {
        setConfirming(false);
        setSaid(erasedText(erased));
        setFocusResult({});
      },
      onError: (error) => setFailure(`Could not erase them: ${errorMessage(error)}`),
    });
  };

  return (
    <>
      {months === null ? (
        <p>Candidates are kept until erased by hand.</p>
      ) : (
        <>
          <p id={listId}>{dryRunText(count, months)}</p>
          {candidates.length > 0 && (
            <ul className="retention-list" aria-labelledby={listId}>
              {candidates.map((candidate) => (
                <li key={candidate.id} className="retention-item">
                  <Link to={`/candidates/${candidate.id}`} className="retention-name">
                    {candidate.name}
                  </Link>
                  <span className="retention-facts">
                    {STAGE_LABELS[candidate.stage as Stage] ?? candidate.stage} ·{' '}
                    {candidate.lastActivityAt
                      ? `last activity ${formatDate(candidate.lastActivityAt)}`
                      : 'no recorded activity'}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {more > 0 && <p>and {more.toLocaleString('en')} more.</p>}
          {count > 0 && (
            <div className="form-actions retention-actions">
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  setSaid('');
                  setConfirming(true);
                }}
              >
                {ERASE_NOW_LABEL}
              </button>
            </div>
          )}
        </>
      )}
      <p ref={result} role="status" tabIndex={-1} className="retention-result">
        {said}
      </p>
      {(months !== null || lastRun) && <p>{lastRunText(lastRun, formatDateTime)}</p>}
      {months !== null && <p className="field-hint">{team ? TEAM_SCHEDULE : BROWSER_SCHEDULE}</p>}
      <ConfirmDialog
        open={confirming}
        title={`Erase ${candidatesText(count)} now?`}
        confirmLabel="Erase them"
        pendingLabel="Erasing…"
        pending={run.isPending}
        error={failure}
        danger
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          setFailure(null);
        }}
      >
        <p>
          Everyone the dry run lists is erased with their notes, timeline, answers and files, as
          when a profile is deleted. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
