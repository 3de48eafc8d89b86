import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/api/client';
import type { AuditQuery } from '@/api/types';
import { saveBlob } from '@/lib/save-file';

export const AUDIT_EXPORT_NAME = 'talentflow-audit.csv';

/** GET /api/audit/export (team mode, admins): the events the filters match, as a CSV file. */
export function exportAuditLog({ page: _page, pageSize: _size, ...filters }: AuditQuery) {
  return apiBlob('/audit/export', { query: { ...filters } });
}

/**
 * Fetched rather than followed as a link, so a refusal (an ended session, a 403) is said on the
 * page and never saved as the file.
 */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: exportAuditLog,
    onSuccess: (blob) => saveBlob(blob, AUDIT_EXPORT_NAME),
  });
}
