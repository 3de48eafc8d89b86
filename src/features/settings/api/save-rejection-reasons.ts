import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** PUT /api/settings/rejection-reasons: the whole list at once. */
export function saveRejectionReasons(reasons: string[]): Promise<{ reasons: string[] }> {
  return apiRequest('/settings/rejection-reasons', { method: 'PUT', body: { reasons } });
}

/** Saves the list; the list as kept replaces the one on screen. */
export function useSaveRejectionReasons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRejectionReasons,
    onSuccess: (saved) => client.setQueryData(settingsKeys.rejectionReasons(), saved),
  });
}
