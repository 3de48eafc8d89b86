import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useRejectionReasons } from '@/api/queries/get-rejection-reasons';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { REJECTION_REASON_LIMITS, rejectionReasonProblems } from '@/domain/rejection';
import { useSaveRejectionReasons } from '../api/save-rejection-reasons';

/**
 * The team's rejection reasons, edited as one list: each reason a labelled field with buttons to
 * move it up or down or remove it, "Add a reason", and Save. Problems are listed before anything
 * is sent; a failed save keeps the list as typed and says why.
 */
export function RejectionReasonsSection() {
  const kept = useRejectionReasons();
  const [said, setSaid] = useState('');
  return (
    <section className="panel settings-section" aria-labelledby="rejection-reasons-heading">
      <h2 id="rejection-reasons-heading">Rejection reasons</h2>
      <p className="field-hint">
        Offered when a candidate is rejected, in this order, and counted in the reports.
      </p>
      {kept.isPending && <LoadingMessage>Loading the rejection reasons…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>
          Could not load the rejection reasons: {errorMessage(kept.error)}
        </ErrorMessage>
      )}
      {kept.isSuccess && <ReasonsEditor kept={kept.data.reasons} said={said} onSaid={setSaid} />}
    </section>
  );
}

function ReasonsEditor({
  kept,
  said,
  onSaid: setSaid,
}: {
  kept: string[];
  said: string;
  onSaid: (message: string) => void;
}) {
  const [reasons, setReasons] = useState(kept);
  // The list changed elsewhere (another admin, live): shown, unless this one has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen.join('\n') !== kept.join('\n')) {
    setSeen(kept);
    if (reasons.join('\n') === seen.join('\n')) setReasons(kept);
  }
  const [tried, setTried] = useState(false);
  const save = useSaveRejectionReasons();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const problems = tried ? rejectionReasonProblems(reasons) : [];
  const changed = reasons.join('\n') !== kept.join('\n');

  // The field to focus once the list has rendered after a move, a removal or an addition.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input')[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });
  const focusField = (index: number) => {
    pendingFocus.current = index;
  };
  const update = (next: string[]) => {
    setSaid('');
    setReasons(next);
  };
  const move = (from: number, to: number) => {
    const next = [...reasons];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    update(next);
    focusField(to);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rejectionReasonProblems(reasons).length > 0 || reasons.length === 0) return;
    save.mutate(reasons, { onSuccess: () => setSaid('Rejection reasons saved.') });
  };

  return (
    <form className="reasons-editor" aria-label="Rejection reasons" onSubmit={submit} noValidate>
      <ol ref={list} className="reasons-list">
        {reasons.map((reason, i) => (
          <li key={i} className="reasons-item">
            <label htmlFor={`${id}-${i}`} className="visually-hidden">
              Reason {i + 1}
            </label>
            <input
              id={`${id}-${i}`}
              value={reason}
              maxLength={REJECTION_REASON_LIMITS.length}
              onChange={(event) =>
                update(reasons.map((r, j) => (j === i ? event.target.value : r)))
              }
            />
            <div className="reasons-buttons">
              <button
                type="button"
                className="btn btn-sm"
                aria-label={`Move reason ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-sm"
                aria-label={`Move reason ${i + 1} down`}
                disabled={i === reasons.length - 1}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                aria-label={`Remove reason ${i + 1}`}
                disabled={reasons.length === 1}
                onClick={() => {
                  update(reasons.filter((_, j) => j !== i));
                  focusField(Math.max(0, i - 1));
                }}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {problems.length > 0 && (
        <ul className="plan-problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {save.isError && (
        <ErrorMessage>
          Could not save the rejection reasons: {errorMessage(save.error)} Your changes are still
          here.
        </ErrorMessage>
      )}
      <p role="status" className="field-hint">
        {said}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="btn"
          disabled={reasons.length >= REJECTION_REASON_LIMITS.reasons}
          onClick={() => {
            update([...reasons, '']);
            focusField(reasons.length);
          }}
        >
          Add a reason
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !changed}>
          {save.isPending ? 'Saving…' : 'Save rejection reasons'}
        </button>
      </div>
    </form>
  );
}
