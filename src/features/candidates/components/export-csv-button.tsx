import { ExportButton } from '@/components/export-button';
import { useExportCandidatesCsv } from '../api/export-candidates-csv';
import type { BoardFilters } from '../api/keys';

/** "Export CSV": the candidates the board's job filter and search match, as a spreadsheet. */
export function ExportCsvButton({ filters }: { filters: BoardFilters }) {
  const exporting = useExportCandidatesCsv();
  return (
    <ExportButton
      label="Export CSV"
      run={() => exporting.mutateAsync(filters)}
      failure="Could not export the candidates"
    />
  );
}
