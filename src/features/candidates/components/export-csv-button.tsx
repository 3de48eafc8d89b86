import { ExportButton } from '@/components/export-button';
import { useExportCandidatesCsv } from '../api/export-candidates-csv';
import type { CsvFilters } from '../api/export-candidates-csv';

/** "Export CSV": the candidates the board's or the list's filters match, as a spreadsheet. */
export function ExportCsvButton({ filters }: { filters: CsvFilters }) {
  const exporting = useExportCandidatesCsv();
  return (
    <ExportButton
      label="Export CSV"
      run={() => exporting.mutateAsync(filters)}
      failure="Could not export the candidates"
    />
  );
}
