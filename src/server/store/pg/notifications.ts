import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Notification } from '@/domain/notifications';
import type { NotificationsRepo } from '../types';
import type { PgDb } from './migrate';
import { notificationPrefs, notifications } from './schema';
import { isoTime, optionalIsoTime } from './time';
import { isId } from './values';

/** Members' notifications in SQL (team mode). */

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  link: notifications.link,
  createdAt: isoTime(notifications.createdAt),
  readAt: optionalIsoTime(notifications.readAt),
};

/** Waiting for its member's digest: held for one, not yet listed. */
const pending = and(eq(notifications.inDigest, true), isNull(notifications.digestedAt));

export function notificationsRepo(q: PgDb): NotificationsRepo {
  const unread = async (userId: number) =>
    (
      await q
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    )[0]?.n ?? 0;
  return {
    async add({ userId, candidateId, ...fields }) {
      const [row] = await q
        .insert(notifications)
        .values({ ...fields, userId, candidateId: candidateId ?? null })
        .returning(columns);
      return row as Notification;
    },
    async list(userId, limit) {
      const rows = await q
        .select(columns)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit);
      return { notifications: rows as Notification[], unread: await unread(userId) };
    },
    async markRead(userId, ids, at) {
      const wanted = ids === 'all' ? undefined : ids.filter(isId);
      if (wanted?.length !== 0)
        await q
          .update(notifications)
          .set({ readAt: at })
          .where(
            and(
              eq(notifications.userId, userId),
              isNull(notifications.readAt),
              wanted ? inArray(notifications.id, wanted) : undefined,
            ),
          );
      return unread(userId);
    },
    async emailPrefs(userId) {
      const [row] = await q
        .select({ off: notificationPrefs.emailOff, daily: notificationPrefs.emailDaily })
        .from(notificationPrefs)
        .where(eq(notificationPrefs.userId, userId));
      return row ?? { off: [], daily: [] };
    },
    async setEmailPrefs(userId, { off, daily }) {
      await q
        .insert(notificationPrefs)
        .values({ userId, emailOff: off, emailDaily: daily })
        .onConflictDoUpdate({
          target: notificationPrefs.userId,
          set: { emailOff: sql`excluded.email_off`, emailDaily: sql`excluded.email_daily` },
        });
      // What waited for a digest of a kind no longer daily is not emailed later.
      await q
        .update(notifications)
        .set({ inDigest: false })
        .where(
          and(
            eq(notifications.userId, userId),
            pending,
            daily.length > 0 ? notInArray(notifications.kind, daily) : undefined,
          ),
        );
    },
    async holdForDigest(id) {
      await q.update(notifications).set({ inDigest: true }).where(eq(notifications.id, id));
    },
    digestMembers: async () =>
      (
        await q
          .selectDistinct({ userId: notifications.userId })
          .from(notifications)
          .where(pending)
          .orderBy(notifications.userId)
      ).map((row) => row.userId),
    async digestPending(userId) {
      const rows = await q
        .select({ ...columns, candidateId: notifications.candidateId })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), pending))
        .orderBy(asc(notifications.id));
      return rows as Array<Notification & { candidateId: number | null }>;
    },
    async markDigested(userId, ids, at) {
      if (ids.length === 0) return;
      await q
        .update(notifications)
        .set({ digestedAt: at })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
    },
  };
}
