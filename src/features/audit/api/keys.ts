import type { AuditQuery } from '@/api/types';

/** Every query key of the Audit page. The members, active and deactivated, are shared queries in src/api/queries. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => ['audit', 'list'] as const,
  list: (query: AuditQuery) => ['audit', 'list', query] as const,
};
