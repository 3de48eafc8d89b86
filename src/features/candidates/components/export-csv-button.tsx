import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useExportCandidatesCsv } from '../api/export-candidates-csv';
import type { BoardFilters } from '../api/keys';

/** "Export CSV": the candidates the board's job filter and search match, as a spreadsheet. */
export function ExportCsvButton({ filters }: { filters: BoardFilters }) {
  const exporting = useExportCandidatesCsv();
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
        exporting.mutate(filters, {
          onSettled: sending.release,
          onError: (error) =>
            toast.show(`Could not export the candidates: ${errorMessage(error)}`, 'error'),
        });
      }}
    >
      {exporting.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
