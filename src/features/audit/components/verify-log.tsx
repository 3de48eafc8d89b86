import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import type { useVerifyAuditLog } from '../api/verify-audit-log';
import { tamperedText, verifiedText } from '../logic/audit-text';

type Verify = ReturnType<typeof useVerifyAuditLog>;

/** The button that checks the log's hash chain. */
export function VerifyButton({ verify }: { verify: Verify }) {
  return (
    // aria-disabled, not disabled: a focused button that is disabled drops the keyboard's focus.
    <button
      type="button"
      className="btn"
      aria-disabled={verify.isPending || undefined}
      onClick={() => {
        if (!verify.isPending) verify.mutate();
      }}
    >
      {verify.isPending ? 'Verifying…' : 'Verify the log'}
    </button>
  );
}

/**
 * What the check found. The polite region is in the page from the start, so each answer put in it
 * is heard; a broken chain, or a check that could not run, is an alert.
 */
export function VerifyResult({ verify }: { verify: Verify }) {
  const result = verify.data;
  return (
    <div className="audit-verify">
      <p role="status" className={result?.ok ? 'success-message' : undefined}>
        {verify.isPending ? 'Checking every event…' : result?.ok ? verifiedText(result.count) : ''}
      </p>
      {result && !result.ok && (
        <p role="alert" className="error-message audit-tampered">
          {tamperedText(result.firstBadId)}
        </p>
      )}
      {verify.isError && (
        <ErrorMessage>Could not verify the log: {errorMessage(verify.error)}</ErrorMessage>
      )}
    </div>
  );
}
