import { errorMessage } from '@/api/client';
import type { AuditQuery } from '@/api/types';
import { ErrorMessage } from '@/components/status-message';
import type { useExportAuditLog } from '../api/export-audit-log';

type Export = ReturnType<typeof useExportAuditLog>;

/** Downloads the events the filters match (every page) as CSV; off while the range is wrong. */
export function ExportButton({
  exporting,
  query,
  disabled,
}: {
  exporting: Export;
  query: AuditQuery;
  disabled: boolean;
}) {
  return (
    // While it runs, aria-disabled keeps the keyboard's focus on it (disabled would drop it).
    <button
      type="button"
      className="btn"
      disabled={disabled}
      aria-disabled={exporting.isPending || undefined}
      onClick={() => {
        if (!exporting.isPending) exporting.mutate(query);
      }}
    >
      {exporting.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

export function ExportError({ exporting }: { exporting: Export }) {
  return exporting.isError ? (
    <ErrorMessage>Could not export the log: {errorMessage(exporting.error)}</ErrorMessage>
  ) : null;
}
