import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SecurityPolicy } from '@/api/types';
import { settingsKeys } from './keys';

/** PUT /api/settings/security (admins): the team's sign-in rules, answered as kept. */
export function saveSecurityPolicy(policy: SecurityPolicy): Promise<SecurityPolicy> {
  return apiRequest<SecurityPolicy>('/settings/security', { method: 'PUT', body: policy });
}

/** Saves the rules; what the server kept replaces what is on screen. */
export function useSaveSecurityPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityPolicy,
    onSuccess: (saved) => client.setQueryData(settingsKeys.security(), saved),
  });
}
