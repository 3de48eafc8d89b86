import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';

/**
 * A button that runs an export (fetched, then saved) once at a time: "Exporting…" while it runs,
 * a toast when it fails (and, if given, when it is done).
 */
export function ExportButton({
  label,
  run,
  failure,
  success,
}: {
  label: string;
  run: () => Promise<unknown>;
  /** What the failure toast starts with, before the error's own words. */
  failure: string;
  success?: string;
}) {
  const [busy, setBusy] = useState(false);
  const sending = useInFlightLock();
  const toast = useToast();
  const start = async () => {
    if (!sending.acquire()) return;
    setBusy(true);
    try {
      await run();
      if (success) toast.show(success, 'success');
    } catch (error) {
      toast.show(`${failure}: ${errorMessage(error)}`, 'error');
    } finally {
      sending.release();
      setBusy(false);
    }
  };
  return (
    // While it runs, aria-disabled keeps the keyboard's focus on it (disabled would drop it).
    <button
      type="button"
      className="btn btn-sm"
      aria-disabled={busy || undefined}
      onClick={() => void start()}
    >
      {busy ? 'Exporting…' : label}
    </button>
  );
}
