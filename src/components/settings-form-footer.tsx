import { ErrorMessage } from './status-message';

/** What a settings form's end shows (the settings feature's useSettingsForm gives it whole). */
export interface SettingsFormFooterProps {
  /** Why the last save failed, or null. */
  failure: string | null;
  /** The status line: what was saved, or ''. */
  said: string;
  pending: boolean;
  /** Whether the form differs from what is kept: Save does nothing otherwise. */
  changed: boolean;
  saveRef?: (element: HTMLElement | null) => void;
  saveLabel: string;
}

/** A settings form's end: why the last save failed, what was saved, and Save. */
export function SettingsFormFooter({
  failure,
  said,
  pending,
  changed,
  saveRef,
  saveLabel,
}: SettingsFormFooterProps) {
  return (
    <>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <p role="status" className="field-hint">
        {said}
      </p>
      <div className="form-actions">
        {/* Never disabled: a disabled button would drop the focus; the lock sends once. */}
        <button
          ref={saveRef}
          type="submit"
          className="btn btn-primary"
          aria-disabled={pending || !changed || undefined}
        >
          {pending ? 'Saving…' : saveLabel}
        </button>
      </div>
    </>
  );
}
