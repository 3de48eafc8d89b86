import { ErrorMessage } from '@/components/status-message';
import type { SettingsFormFooterState } from '../logic/use-settings-form';

/** A settings form's end: why the last save failed, what was saved, and Save. */
export function SettingsFormFooter({
  failure,
  said,
  pending,
  changed,
  saveRef,
  saveLabel,
}: SettingsFormFooterState & { saveLabel: string }) {
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
