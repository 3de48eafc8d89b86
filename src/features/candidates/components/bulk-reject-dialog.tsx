import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RejectionReasons } from '@/api/types';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { candidatesText } from '../logic/selection';
import { BulkDialogActions } from './bulk-dialog-actions';
import { RejectionReasonField } from './rejection-reason-field';

const NOTE_MAX = 1000;

interface BulkRejectDialogProps {
  open: boolean;
  /** How many are selected: the title and the button say it. */
  count: number;
  reasons: UseQueryResult<RejectionReasons>;
  busy: boolean;
  /** The request has taken more than a second. */
  slow: boolean;
  onClose: () => void;
  /** Sends the rejection: null once it is saved, or what went wrong (the dialog stays open). */
  onReject: (reason: string, note: string) => Promise<string | null>;
}

/** "Reject…" on the bulk bar: one of the team's reasons (required) and an optional note. */
export function BulkRejectDialog({
  open,
  count,
  reasons,
  busy,
  slow,
  onClose,
  onReject,
}: BulkRejectDialogProps) {
  return (
    // Closing while the rejection is sent would hide its outcome, so it waits.
    <Modal
      open={open}
      title={`Reject ${candidatesText(count)}?`}
      onClose={() => !busy && onClose()}
    >
      {open && (
        <BulkRejectForm
          count={count}
          reasons={reasons}
          busy={busy}
          slow={slow}
          onCancel={onClose}
          onReject={onReject}
        />
      )}
    </Modal>
  );
}

function BulkRejectForm({
  count,
  reasons,
  busy,
  slow,
  onCancel,
  onReject,
}: Omit<BulkRejectDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const problem = tried && !reason ? 'Choose a reason.' : undefined;

  // A refused rejection leaves the form as it was, with focus on the button that sent it.
  useEffect(() => {
    if (error) submitRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (!reason) {
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    const failed = await onReject(reason, note);
    if (failed) setError(`Could not reject ${candidatesText(count)}. ${failed}`);
  };

  return (
    <form className="reject-form" noValidate onSubmit={(event) => void submit(event)}>
      <RejectionReasonField
        reasons={reasons}
        value={reason}
        error={problem}
        selectRef={reasonRef}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
      />
      <TextAreaField
        label="Note"
        value={note}
        maxLength={NOTE_MAX}
        rows={2}
        hint="Optional. Kept on each candidate’s timeline; they do not see it. No email is sent."
        onChange={(value) => {
          setNote(value);
          setError(null);
        }}
      />
      <BulkDialogActions
        slow={slow}
        error={error}
        busy={busy}
        onCancel={onCancel}
        submitRef={submitRef}
        submitClass="btn-danger-solid"
      >
        {busy ? 'Rejecting…' : `Reject ${candidatesText(count)}`}
      </BulkDialogActions>
    </form>
  );
}
