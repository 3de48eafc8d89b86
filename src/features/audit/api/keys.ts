import type { AuditQuery } from '@/api/types';

/** Every query key of the Audit page. The active members are the shared query in src/api/queries. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => ['audit', 'list'] as const,
  list: (query: AuditQuery) => ['audit', 'list', query] as const,
  deactivatedMembers: () => ['audit', 'deactivated-members'] as const,
};
