import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** DELETE /api/users/:id/sessions (admin): signs a member out everywhere; how many sessions ended. */
export function endMemberSessions(id: number): Promise<{ ended: number }> {
  return apiRequest<{ ended: number }>(`/users/${id}/sessions`, { method: 'DELETE' });
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}
