import { toCsv } from '@/domain/csv';
import type { AuditEvent, AuditFilter } from '../../store/types';
import type { TeamServiceDeps } from './context';

/** The audit log, for admins: read newest first, exported as CSV, and its chain verified. */

export const AUDIT_EXPORT_MAX = 100_000;

export function auditService({ store }: Pick<TeamServiceDeps, 'store'>) {
  return {
    list: (filter: AuditFilter, page: number, pageSize: number) =>
      store.transaction('read', async (tx) => ({
        events: await tx.auditLog.list(filter, { offset: (page - 1) * pageSize, limit: pageSize }),
        totalCount: await tx.auditLog.count(filter),
      })),

    verify: () => store.transaction('read', (tx) => tx.auditLog.verify()),

    /** The events the filter matches, newest first, as CSV (at most AUDIT_EXPORT_MAX). */
    async csv(filter: AuditFilter): Promise<string> {
      const events = await store.transaction('read', (tx) =>
        tx.auditLog.list(filter, { offset: 0, limit: AUDIT_EXPORT_MAX }),
      );
      return toCsv([
        ['id', 'at', 'actor_id', 'actor_name', 'actor_email', 'ip', 'action', 'target', 'detail'],
        ...events.map((event: AuditEvent) => [
          event.id,
          event.at,
          event.actor?.id,
          event.actor?.name,
          event.actor?.email,
          event.ip,
          event.action,
          event.target,
          JSON.stringify(event.detail),
        ]),
      ]);
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
