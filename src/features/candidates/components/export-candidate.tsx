import { ExportButton } from '@/components/export-button';
import { useExportCandidate } from '../api/export-candidate';

/** A subject-access request: downloads everything held on the person as one file. */
export function ExportCandidate({ candidateId }: { candidateId: number }) {
  const exporting = useExportCandidate();
  return (
    <ExportButton
      label="Export everything we hold"
      run={() => exporting.mutateAsync(candidateId)}
      failure="Could not export the candidate’s data"
      success="Export downloaded."
    />
  );
}
