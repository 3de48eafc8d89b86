import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { MemberSessions } from '@/api/types';
import { accountKeys } from './keys';

/** DELETE /api/auth/sessions: ends every session of the member but this one; how many ended. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return apiRequest<{ ended: number }>('/auth/sessions', { method: 'DELETE' });
}

/** Signs out everywhere else; the list keeps this session only, then is fetched again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () =>
      client.setQueryData<MemberSessions>(accountKeys.sessions(), (list) =>
        list ? { sessions: list.sessions.filter((session) => session.current) } : list,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
