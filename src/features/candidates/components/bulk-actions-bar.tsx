import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useRejectionReasons } from '@/api/queries/get-rejection-reasons';
import type { BulkBody } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import { STAGES, type Stage } from '@/domain/types';
import { ErrorMessage } from '@/components/status-message';
import { ExportButton } from '@/components/export-button';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { formatDateTime } from '@/lib/format-date-time';
import { useBulkUpdateCandidates } from '../api/bulk-update-candidates';
import { useSlow } from '../hooks/use-slow';
import { isStage } from '../logic/board';
import {
  bulkDoneMessage,
  bulkEmailsMessage,
  candidatesText,
  type BulkChoice,
  type Selection,
} from '../logic/selection';
import { BulkRejectDialog } from './bulk-reject-dialog';
import { BulkTagDialog } from './bulk-tag-dialog';

interface BulkActionsBarProps {
  selected: Selection;
  onClear: () => void;
  /**
   * Every candidate a list's filters match ("Select all N matching"): the action is sent with the
   * filter, found again by the server in its transaction, instead of the ids.
   */
  matching?: { filter: NonNullable<BulkBody['filter']>; count: number };
  /** The candidate list's "Export selected": the selection as a spreadsheet. */
  onExport?: () => Promise<unknown>;
}

/**
 * The bar shown while the board is selecting: how many are selected, and one move, rejection or
 * tag of them all, sent as ONE request. The board changes once the server has answered; a
 * refusal changes nothing and keeps the selection, so the recruiter can try again.
 */
export function BulkActionsBar({ selected, onClear, matching, onExport }: BulkActionsBarProps) {
  const bulk = useBulkUpdateCandidates();
  // Asked for while selecting, so the list is there when the dialog opens.
  const reasons = useRejectionReasons();
  // A double click must send once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const busy = bulk.isPending;
  const slow = useSlow(busy);
  const stageId = useId();
  const stageErrorId = `${stageId}-error`;
  const stageRef = useRef<HTMLSelectElement>(null);
  const [stage, setStage] = useState<Stage | ''>('');
  const [stageError, setStageError] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [tagging, setTagging] = useState(false);
  // A dialog shows its own progress; the bar shows the move's.
  const inDialog = rejecting || tagging;
  const count = matching?.count ?? selected.size;
  const idle = count === 0 || busy;

  // Another selection: the last outcome is about other cards. React's state-during-render pattern.
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor !== selected) {
    setShownFor(selected);
    setError(null);
    if (selected.size > 0) setDone('');
  }

  /** Sends the action for the selected ids: null once saved, or the error's message. */
  const run = async (choice: BulkChoice, action: BulkBody['action']): Promise<string | null> => {
    if (!sending.acquire()) return null;
    const target = matching ? { filter: matching.filter } : { ids: [...selected] };
    setError(null);
    setDone('');
    try {
      const { updated, emails } = await bulk.mutateAsync({ ...target, action });
      const sent = bulkEmailsMessage(emails, formatDateTime);
      setDone(`${bulkDoneMessage(choice, count, updated)}${sent && ` ${sent}`}`);
      setRejecting(false);
      setTagging(false);
      onClear();
      return null;
    } catch (failure) {
      return errorMessage(failure);
    } finally {
      sending.release();
    }
  };

  const move = async () => {
    if (idle) return;
    if (!stage) {
      setStageError(true);
      stageRef.current?.focus();
      return;
    }
    const failed = await run({ type: 'move', stage }, { type: 'move', stage });
    if (failed)
      setError(`Could not move ${candidatesText(count)} to ${STAGE_LABELS[stage]}. ${failed}`);
  };

  return (
    <section className="bulk-bar" aria-label="Bulk actions" aria-busy={busy || undefined}>
      <div className="bulk-bar-row">
        <p className="bulk-bar-count">{count} selected</p>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-disabled={idle || undefined}
          onClick={() => !idle && onClear()}
        >
          Clear selection
        </button>
        <div className="bulk-bar-actions">
          <div className="bulk-move">
            <label htmlFor={stageId}>Move to</label>
            <select
              ref={stageRef}
              id={stageId}
              value={stage}
              aria-invalid={stageError || undefined}
              aria-describedby={stageError ? stageErrorId : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setStage(isStage(value) ? value : '');
                setStageError(false);
              }}
            >
              <option value="">Choose…</option>
              {STAGES.map((option) => (
                <option key={option} value={option}>
                  {STAGE_LABELS[option]}
                </option>
              ))}
            </select>
            {/* aria-disabled rather than disabled: the keyboard's focus stays on it after a move. */}
            <button
              type="button"
              className="btn btn-sm btn-primary"
              aria-disabled={idle || undefined}
              onClick={() => void move()}
            >
              {busy && !inDialog ? 'Moving…' : 'Move'}
            </button>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            aria-haspopup="dialog"
            aria-disabled={idle || undefined}
            onClick={() => !idle && setRejecting(true)}
          >
            Reject…
          </button>
          <button
            type="button"
            className="btn btn-sm"
            aria-haspopup="dialog"
            aria-disabled={idle || undefined}
            onClick={() => !idle && setTagging(true)}
          >
            Tag…
          </button>
          {onExport && count > 0 && (
            <ExportButton
              label="Export selected"
              run={onExport}
              failure="Could not export the selected candidates"
            />
          )}
        </div>
      </div>
      {stageError && (
        <p id={stageErrorId} className="field-error" role="alert">
          Choose a stage to move them to.
        </p>
      )}
      <p role="status" className="bulk-bar-status">
        {slow && !inDialog ? 'Working…' : done}
      </p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <BulkRejectDialog
        open={rejecting}
        count={count}
        reasons={reasons}
        busy={busy}
        slow={slow}
        onClose={() => setRejecting(false)}
        onReject={(body) => run({ type: 'reject' }, { type: 'reject', ...body })}
      />
      <BulkTagDialog
        open={tagging}
        count={count}
        busy={busy}
        slow={slow}
        onClose={() => setTagging(false)}
        onTag={(mode, tag) =>
          run(
            { type: 'tag', mode },
            { type: 'tag', ...(mode === 'add' ? { add: [tag] } : { remove: [tag] }) },
          )
        }
      />
    </section>
  );
}
