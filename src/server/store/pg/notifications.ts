import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
    emailOff: async (userId) =>
      (
        await q
          .select({ off: notificationPrefs.emailOff })
          .from(notificationPrefs)
          .where(eq(notificationPrefs.userId, userId))
      )[0]?.off ?? [],
    async setEmailOff(userId, kinds) {
      await q
        .insert(notificationPrefs)
        .values({ userId, emailOff: kinds })
        .onConflictDoUpdate({
          target: notificationPrefs.userId,
          set: { emailOff: sql`excluded.email_off` },
        });
    },
  };
}
