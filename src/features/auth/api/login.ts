import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { LoginBody, Me } from '@/api/types';

/** POST /api/auth/login: 401 for a wrong email or password (one message for both), 429 when rate-limited. */
export function login(body: LoginBody): Promise<Me> {
  return apiRequest<Me>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
