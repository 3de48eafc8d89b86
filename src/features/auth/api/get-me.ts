import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Me } from '@/api/types';
import { accountKeys } from './keys';

/** GET /api/auth/me: the signed-in member, or an ApiError 401 when nobody is signed in. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/auth/me', { signal });
}

/** The member's own time zone, from /api/auth/me (undefined: the team's default). */
export function useMyTimeZone() {
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    select: (me) => me.timeZone,
  });
}
