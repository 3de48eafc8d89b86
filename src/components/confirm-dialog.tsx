import type { ReactNode } from 'react';
import { Modal } from './modal';
import { ErrorMessage } from './status-message';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The action's button, e.g. "Delete". */
  confirmLabel: string;
  /** Shown on the action's button while it runs, e.g. "Deleting…". */
  pendingLabel?: string;
  pending?: boolean;
  /** Why the last try failed; the dialog stays open so the user can try again or cancel. */
  error?: string | null;
  /** A destructive action is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone. Built on the app's modal (native <dialog>): focus
 * starts on Cancel, so Enter never confirms by accident; Escape cancels; focus returns to the
 * button that opened it. While the action runs the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  error,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={() => !pending && onCancel()}>
      <div className="confirm-text">{children}</div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" data-autofocus onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
