import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Me, SetupBody } from '@/api/types';

/** POST /api/auth/setup: makes the first account, an admin, and signs it in (409 once one exists). */
export function setupAdmin(body: SetupBody): Promise<Me> {
  return apiRequest<Me>('/auth/setup', { method: 'POST', body });
}

export function useSetupAdmin() {
  return useMutation({ mutationFn: setupAdmin });
}
