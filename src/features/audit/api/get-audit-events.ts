import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AuditPage, AuditQuery } from '@/api/types';
import { auditKeys } from './keys';

/** GET /api/audit (team mode, admins): a page of events, newest first, and how many match. */
export function getAuditEvents(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>('/audit', { query: { ...query }, signal });
}

export function auditEventsQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditEvents(query, signal),
    // The log grows with every sign-in: read afresh whenever the page opens.
    staleTime: 0,
    // The page shown stays (dimmed) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** `enabled` is false while the filters cannot be asked for (a range ending before it starts). */
export function useAuditEvents(query: AuditQuery, enabled = true) {
  return useQuery({ ...auditEventsQueryOptions(query), enabled });
}
