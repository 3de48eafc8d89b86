import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export type RestoredCounts = Record<
  'jobs' | 'candidates' | 'assessments' | 'notes' | 'responses' | 'timeline',
  number
>;

export function restoreBackup(backup: unknown): Promise<{ restored: RestoredCounts }> {
  return apiRequest('/backup/restore', { method: 'POST', body: backup });
}

/** Restores a backup; everything cached is stale afterwards. */
export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreBackup, onSuccess: () => client.invalidateQueries() });
}
