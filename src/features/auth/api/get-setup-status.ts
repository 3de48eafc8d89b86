import { apiRequest } from '@/api/client';
import type { SetupStatus } from '@/api/types';

/** GET /api/auth/setup: whether the first (admin) account is still to be made. */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiRequest<SetupStatus>('/auth/setup', { signal });
}
