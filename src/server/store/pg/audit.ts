import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_GENESIS,
  assertSafeDetail,
  canonicalAudit,
  firstBrokenLink,
  type AuditEntry,
} from '@/domain/audit';
import type { AuditActor, AuditFilter, AuditLogRepo, AuditRecorder } from '../types';
import type { PgDb } from './migrate';
import { rowsOf } from './values';
import { auditEvents, users } from './schema';
import { isoTime } from './time';

/**
 * The audit log in SQL. Each event is chained to the one before: appending takes a lock of its
 * own, so two transactions never chain to the same event, and only then reads the last hash.
 */

const requestActor = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (a request) as `actor`: events it records name them, unless they name someone. */
export const asAuditActor = <T>(actor: AuditActor, work: () => T): T =>
  requestActor.run(actor, work);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Taken by every append for the rest of its transaction (pg_advisory_xact_lock's key). */
const AUDIT_LOCK = sql`select pg_advisory_xact_lock(7364001)`;
const VERIFY_PAGE = 1000;

export function auditRecorder(q: PgDb): AuditRecorder {
  return {
    async record(action, event = {}) {
      const actor = requestActor.getStore();
      const entry: AuditEntry = {
        at: new Date().toISOString(),
        actorId: event.actorId !== undefined ? event.actorId : (actor?.actorId ?? null),
        ip: event.ip !== undefined ? event.ip : (actor?.ip ?? null),
        action,
        target: event.target ?? null,
        detail: {
          ...event.detail,
          ...(event.actorId === undefined &&
            actor?.apiToken && {
              integration: actor.apiToken.name,
              integrationId: actor.apiToken.id,
            }),
        },
      };
      assertSafeDetail(entry.detail);
      await q.execute(AUDIT_LOCK);
      const [last] = await q
        .select({ hash: auditEvents.hash })
        .from(auditEvents)
        .orderBy(desc(auditEvents.id))
        .limit(1);
      const [next] = rowsOf<{ id: number | string }>(
        await q.execute(sql`select nextval('audit_events_id_seq') as id`),
      );
      const id = Number(next!.id);
      const prevHash = last?.hash ?? AUDIT_GENESIS;
      await q.insert(auditEvents).values({
        id,
        ...entry,
        prevHash,
        hash: sha256(canonicalAudit(id, entry, prevHash)),
      });
    },
  };
}

const where = ({ action, actorId, from, to }: AuditFilter): SQL | undefined =>
  and(
    action ? eq(auditEvents.action, action) : undefined,
    actorId !== undefined ? eq(auditEvents.actorId, actorId) : undefined,
    from ? gte(auditEvents.at, from) : undefined,
    to ? lt(auditEvents.at, to) : undefined,
  );

const chainColumns = {
  id: auditEvents.id,
  at: isoTime(auditEvents.at),
  actorId: auditEvents.actorId,
  ip: auditEvents.ip,
  action: auditEvents.action,
  target: auditEvents.target,
  detail: auditEvents.detail,
  prevHash: auditEvents.prevHash,
  hash: auditEvents.hash,
};

export function auditLogRepo(q: PgDb): AuditLogRepo {
  return {
    async list(filter, { offset, limit }) {
      const rows = await q
        .select({
          id: auditEvents.id,
          at: isoTime(auditEvents.at),
          ip: auditEvents.ip,
          action: auditEvents.action,
          target: auditEvents.target,
          detail: auditEvents.detail,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
        })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(where(filter))
        .orderBy(desc(auditEvents.id))
        .offset(offset)
        .limit(limit);
      return rows.map(({ actorId, actorName, actorEmail, action, detail, ...event }) => ({
        ...event,
        action: action as AuditEntry['action'],
        detail: detail as AuditEntry['detail'],
        actor:
          actorId === null ? null : { id: actorId, name: actorName!, email: actorEmail! },
      }));
    },
    count: async (filter) =>
      (await q.select({ n: count() }).from(auditEvents).where(where(filter)))[0]?.n ?? 0,
    async verify() {
      let prevHash = AUDIT_GENESIS;
      let after = 0;
      let total = 0;
      for (;;) {
        const page = await q
          .select(chainColumns)
          .from(auditEvents)
          .where(gt(auditEvents.id, after))
          .orderBy(asc(auditEvents.id))
          .limit(VERIFY_PAGE);
        if (page.length === 0) return { ok: true, count: total };
        const events = page.map((row) => ({
          ...row,
          action: row.action as AuditEntry['action'],
          detail: row.detail as AuditEntry['detail'],
        }));
        const { firstBadId, lastHash } = firstBrokenLink(events, prevHash, sha256);
        if (firstBadId !== undefined) {
          const counted = (
            await q.select({ n: count() }).from(auditEvents)
          )[0]?.n;
          return { ok: false, count: counted ?? 0, firstBadId };
        }
        total += page.length;
        prevHash = lastHash;
        after = page.at(-1)!.id;
      }
    },
  };
}
