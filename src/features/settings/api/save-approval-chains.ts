import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ApprovalChains } from '@/domain/approvals';
import { settingsKeys } from './keys';

/** PUT /api/settings/approvals: the chains as a whole, answered as kept; 400 says what is wrong. */
export function saveApprovalChains(chains: ApprovalChains): Promise<ApprovalChains> {
  return apiRequest<ApprovalChains>('/settings/approvals', { method: 'PUT', body: chains });
}

/** Saves the chains; what the server kept replaces what is on screen. */
export function useSaveApprovalChains() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApprovalChains,
    onSuccess: (saved) => client.setQueryData(settingsKeys.approvals(), saved),
  });
}
