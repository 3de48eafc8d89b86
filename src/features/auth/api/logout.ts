import { apiRequest } from '@/api/client';

/** POST /api/auth/logout: ends this session (204). */
export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}
