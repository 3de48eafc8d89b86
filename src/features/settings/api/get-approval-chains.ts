import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ApprovalChains } from '@/domain/approvals';
import { settingsKeys } from './keys';

/** GET /api/settings/approvals: the organization's approval chains (offers'). */
export function getApprovalChains(signal?: AbortSignal): Promise<ApprovalChains> {
  return apiRequest<ApprovalChains>('/settings/approvals', { signal });
}

export function approvalChainsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.approvals(),
    queryFn: ({ signal }) => getApprovalChains(signal),
  });
}

/** The chains; `enabled` is false in browser mode, where one recruiter approves by submitting. */
export function useApprovalChains(enabled = true) {
  return useQuery({ ...approvalChainsQueryOptions(), enabled });
}
