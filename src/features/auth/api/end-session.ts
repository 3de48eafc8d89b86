import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { MemberSession, MemberSessions } from '@/api/types';
import { accountKeys } from './keys';

/** DELETE /api/auth/sessions/:id: ends one of one's own sessions (this one signs out: 204 either way). */
export function endSession(id: string): Promise<void> {
  return apiRequest<void>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Ends a session; the list drops it at once, then is fetched again. Not after ending this one:
 * the page is signed out, and the list would only answer 401.
 */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: MemberSession) => endSession(session.id),
    onSuccess: (_nothing, { id }) =>
      client.setQueryData<MemberSessions>(accountKeys.sessions(), (list) =>
        list ? { sessions: list.sessions.filter((session) => session.id !== id) } : list,
      ),
    onSettled: (_nothing, _error, { current }) => {
      if (!current) void client.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
