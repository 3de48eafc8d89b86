import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Members } from '@/api/types';
import { auditKeys } from './keys';

/** GET /api/users/deactivated (admins): former members, whose events the log still holds. */
export function getDeactivatedMembers(signal?: AbortSignal): Promise<Members> {
  return apiRequest<Members>('/users/deactivated', { signal });
}

export function deactivatedMembersQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.deactivatedMembers(),
    queryFn: ({ signal }) => getDeactivatedMembers(signal),
  });
}

export function useDeactivatedMembers() {
  return useQuery(deactivatedMembersQueryOptions());
}
