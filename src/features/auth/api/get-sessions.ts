import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { MemberSessions } from '@/api/types';
import { accountKeys } from './keys';

/** GET /api/auth/sessions: the member's own signed-in sessions, this one marked `current`. */
export function getSessions(signal?: AbortSignal): Promise<MemberSessions> {
  return apiRequest<MemberSessions>('/auth/sessions', { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
