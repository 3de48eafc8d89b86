import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** POST /api/retention/run (admins): erases now everyone a dry run lists, and records the run. */
export function runRetention(): Promise<{ erased: number }> {
  return apiRequest<{ erased: number }>('/retention/run', { method: 'POST' });
}

/**
 * Runs retention. Settled either way, since a run erases in batches and one that fails may have
 * erased some. The dry run is fetched again before the mutation settles. As after a person's
 * erasure from a profile, the boards, a job's responses and the reports are marked stale (fetched
 * again when next shown), and every cached profile and its answers are dropped, since the page
 * cannot know which of them were erased (none is on screen: this is the Settings page).
 */
export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    onSettled: () => {
      client.removeQueries({ queryKey: ['candidates', 'detail'] });
      client.removeQueries({ queryKey: ['assessments', 'responses', 'candidate'] });
      return Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.retentionPreview() }),
        client.invalidateQueries({ queryKey: ['candidates', 'list'], refetchType: 'none' }),
        client.invalidateQueries({ queryKey: ['assessments', 'responses'], refetchType: 'none' }),
        client.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' }),
      ]);
    },
  });
}
