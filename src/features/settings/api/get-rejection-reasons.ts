import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** GET /api/settings/rejection-reasons: the team's list, in the order it is offered. */
export function fetchRejectionReasons(signal?: AbortSignal): Promise<{ reasons: string[] }> {
  return apiRequest('/settings/rejection-reasons', { signal });
}

export function useRejectionReasons() {
  return useQuery({
    queryKey: settingsKeys.rejectionReasons(),
    queryFn: ({ signal }) => fetchRejectionReasons(signal),
  });
}
