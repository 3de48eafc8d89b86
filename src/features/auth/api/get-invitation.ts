import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InvitationPreview } from '@/api/types';

/** GET /api/invitations/:token (public): the invited email and role, or 404 when used, expired or unknown. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: ({ signal }) => getInvitation(token, signal),
    staleTime: Infinity,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
