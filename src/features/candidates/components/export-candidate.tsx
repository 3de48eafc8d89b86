import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useExportCandidate } from '../api/export-candidate';

/** A subject-access request: downloads everything held on the person as one file. */
export function ExportCandidate({ candidateId }: { candidateId: number }) {
  const exporting = useExportCandidate();
  const sending = useInFlightLock();
  const toast = useToast();

  return (
    // While it runs, aria-disabled keeps the keyboard's focus on it (disabled would drop it).
    <button
      type="button"
      className="btn btn-sm"
      aria-disabled={exporting.isPending || undefined}
      onClick={() => {
        if (!sending.acquire()) return;
        exporting.mutate(candidateId, {
          onSettled: sending.release,
          onSuccess: () => toast.show('Export downloaded.', 'success'),
          onError: (error) =>
            toast.show(`Could not export the candidate’s data: ${errorMessage(error)}`, 'error'),
        });
      }}
    >
      {exporting.isPending ? 'Exporting…' : 'Export everything we hold'}
    </button>
  );
}
