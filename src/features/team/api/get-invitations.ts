import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Invitations } from '@/api/types';
import { teamKeys } from './keys';

/** GET /api/invitations (admin): the invitations not yet accepted, revoked or expired. */
export function getInvitations(signal?: AbortSignal): Promise<Invitations> {
  return apiRequest<Invitations>('/invitations', { signal });
}

export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
