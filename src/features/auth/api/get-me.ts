import { apiRequest } from '@/api/client';
import type { Me } from '@/api/types';

/** GET /api/auth/me: the signed-in member, or an ApiError 401 when nobody is signed in. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/auth/me', { signal });
}
