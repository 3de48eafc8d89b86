import type { ReactNode, RefObject } from 'react';
import { ErrorMessage } from '@/components/status-message';

/**
 * The foot of a bulk dialog (Reject…, Tag…): "Working…" once it runs long, the error of a failed
 * request, Cancel, and the submit button, which keeps the keyboard's focus while it runs.
 */
export function BulkDialogActions({
  slow,
  error,
  busy,
  onCancel,
  submitRef,
  submitClass,
  children,
}: {
  slow: boolean;
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  submitRef: RefObject<HTMLButtonElement | null>;
  submitClass: string;
  /** The submit button's words. */
  children: ReactNode;
}) {
  return (
    <>
      <p role="status" className="bulk-working">
        {slow ? 'Working…' : ''}
      </p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        {/* aria-disabled rather than disabled while it runs: the keyboard's focus stays on it. */}
        <button
          ref={submitRef}
          type="submit"
          className={`btn ${submitClass}`}
          aria-disabled={busy || undefined}
        >
          {children}
        </button>
      </div>
    </>
  );
}
