import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_GENESIS,
  CHAIN_START,
  assertSafeDetail,
  canonicalAudit,
  firstBrokenLink,
  type AuditEntry,
  type ChainHashes,
} from '@/domain/audit';
import type { AuditActor, AuditFilter, AuditLogRepo, AuditRecorder } from '../types';
import type { PgDb } from './migrate';
import { rowsOf } from './values';
import { auditEvents, auditKey, users } from './schema';
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

/** The server's audit key: at least 32 bytes, from the environment or a file, never the database. */
export type AuditKey = Uint8Array;

const hashesWith = (key: AuditKey): ChainHashes => ({
  keyed: (text) => createHmac('sha256', key).update(text).digest('hex'),
  plain: sha256,
});

/** What the database keeps to recognise the key: an HMAC of a fixed text, which does not give it away. */
const checkValueOf = (key: AuditKey) =>
  createHmac('sha256', key).update('talentflow audit key check').digest('hex');
/** Taken by every append for the rest of its transaction (pg_advisory_xact_lock's key). */
const AUDIT_LOCK = sql`select pg_advisory_xact_lock(7364001)`;
const VERIFY_PAGE = 1000;

export function auditRecorder(q: PgDb, key: AuditKey): AuditRecorder {
  const { keyed } = hashesWith(key);
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
        hash: keyed(canonicalAudit(id, entry, prevHash)),
        keyed: true,
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
  keyed: auditEvents.keyed,
};

export function auditLogRepo(q: PgDb, key: AuditKey): AuditLogRepo {
  const hashes = hashesWith(key);
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
        actor: actorId === null ? null : { id: actorId, name: actorName!, email: actorEmail! },
      }));
    },
    count: async (filter) =>
      (await q.select({ n: count() }).from(auditEvents).where(where(filter)))[0]?.n ?? 0,
    async verify() {
      let at = CHAIN_START;
      let after = 0;
      let total = 0;
      let firstId: number | undefined;
      const broken = async (firstBadId: number) => ({
        ok: false,
        count: (await q.select({ n: count() }).from(auditEvents))[0]?.n ?? 0,
        firstBadId,
      });
      for (;;) {
        const page = await q
          .select(chainColumns)
          .from(auditEvents)
          .where(gt(auditEvents.id, after))
          .orderBy(asc(auditEvents.id))
          .limit(VERIFY_PAGE);
        if (page.length === 0) {
          // A keyed server seals the log with a keyed event as it starts: a log of plain events
          // alone was rebuilt (or cut back to what came before the key).
          if (firstId !== undefined && !at.keyed) return broken(firstId);
          return { ok: true, count: total };
        }
        firstId ??= page[0]!.id;
        const events = page.map((row) => ({
          ...row,
          action: row.action as AuditEntry['action'],
          detail: row.detail as AuditEntry['detail'],
        }));
        const walked = firstBrokenLink(events, at, hashes);
        if (walked.firstBadId !== undefined) return broken(walked.firstBadId);
        total += page.length;
        at = walked.at;
        after = page.at(-1)!.id;
      }
    },
  };
}

/**
 * Checks the server's key against the one the log was written with (refusing to start with
 * another: two instances with different keys, or a lost key), keeps its check value on first use,
 * and seals a log whose newest event is plain (recorded before the log was keyed) with a keyed
 * `audit.keyed` event, in one transaction.
 */
export async function keyAuditLog(db: PgDb, key: AuditKey): Promise<void> {
  if (key.byteLength < 32) throw new Error('The audit key must be at least 32 bytes.');
  const check = checkValueOf(key);
  await db.transaction(async (q) => {
    await q.execute(AUDIT_LOCK);
    const [kept] = await q.select({ value: auditKey.checkValue }).from(auditKey);
    if (!kept) await q.insert(auditKey).values({ id: 1, checkValue: check });
    else if (
      kept.value.length !== check.length ||
      !timingSafeEqual(Buffer.from(kept.value), Buffer.from(check))
    )
      throw new Error(
        'This server’s audit key (TALENTFLOW_AUDIT_KEY or TALENTFLOW_AUDIT_KEY_FILE) is not the one the audit log was written with. Give every instance the same key; see docs/operations.md.',
      );
    const [last] = await q
      .select({ keyed: auditEvents.keyed })
      .from(auditEvents)
      .orderBy(desc(auditEvents.id))
      .limit(1);
    if (last && !last.keyed) {
      const [plain] = await q
        .select({ n: count() })
        .from(auditEvents)
        .where(eq(auditEvents.keyed, false));
      await auditRecorder(q as PgDb, key).record('audit.keyed', {
        actorId: null,
        ip: null,
        detail: { plainEvents: plain?.n ?? 0 },
      });
    }
  });
}
