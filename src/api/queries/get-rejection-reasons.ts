import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { RejectionReasons } from '../types';

/**
 * GET /api/settings/rejection-reasons: the team's list, in the order it is offered. Shared by the
 * settings page, which edits it, and the profile's Reject dialog, which offers it: one cache
 * entry, so a saved list is the one offered next.
 */
export const rejectionReasonsKey = ['settings', 'rejection-reasons'] as const;

export function fetchRejectionReasons(signal?: AbortSignal): Promise<RejectionReasons> {
  return apiRequest<RejectionReasons>('/settings/rejection-reasons', { signal });
}

export function rejectionReasonsQueryOptions() {
  return queryOptions({
    queryKey: rejectionReasonsKey,
    queryFn: ({ signal }) => fetchRejectionReasons(signal),
  });
}

/** The reasons; `enabled` is false where nobody may reject, so nothing is asked for. */
export function useRejectionReasons(enabled = true) {
  return useQuery({ ...rejectionReasonsQueryOptions(), enabled });
}
