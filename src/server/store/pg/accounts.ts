import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Range } from '@/domain/scheduling';
import type { AccountsRepo, InvitationRow } from '../types';
import type { PgDb } from './migrate';
import {
  busyBlocks,
  busyCalendars,
  calendarFeeds,
  invitations,
  passwordResets,
  rateLimits,
  sessions,
  users,
} from './schema';
import { isoTime, optionalIsoTime } from './time';

/** Team mode's accounts in SQL: members, sessions (by token hash) and invitations. */

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  passwordHash: users.passwordHash,
  createdAt: isoTime(users.createdAt),
  twoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
  timeZone: users.timeZone,
};
const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  createdAt: isoTime(sessions.createdAt),
  lastSeenAt: isoTime(sessions.lastSeenAt),
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  twoFactor: sessions.twoFactor,
};
const invitationColumns = {
  id: invitations.id,
  tokenHash: invitations.tokenHash,
  email: invitations.email,
  role: invitations.role,
  invitedBy: invitations.invitedBy,
  createdAt: isoTime(invitations.createdAt),
  expiresAt: isoTime(invitations.expiresAt),
  // Drizzle decodes values only: a null stays null.
  acceptedAt: isoTime(invitations.acceptedAt) as SQL<string | null>,
};

export function accountsRepo(q: PgDb): AccountsRepo {
  return {
    countUsers: async () => (await q.select({ n: count() }).from(users))[0]?.n ?? 0,
    getUser: async (id) => (await q.select(userColumns).from(users).where(eq(users.id, id)))[0],
    findUserByEmail: async (email) =>
      (await q.select(userColumns).from(users).where(eq(users.email, email)))[0],
    listActiveUsers: () =>
      q
        .select(userColumns)
        .from(users)
        .where(eq(users.active, true))
        .orderBy(asc(users.name), asc(users.id)),
    listInactiveUsers: () =>
      q
        .select(userColumns)
        .from(users)
        .where(eq(users.active, false))
        .orderBy(asc(users.name), asc(users.id)),
    countActiveAdmins: async () =>
      (
        await q
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.active, true), eq(users.role, 'admin')))
      )[0]?.n ?? 0,
    insertUser: async ({ twoFactor: _read, ...user }) => {
      const [row] = await q.insert(users).values(user).returning({ id: users.id });
      return { id: row!.id, ...user, twoFactor: false };
    },
    updateUser: async ({ id, twoFactor: _read, ...fields }) => {
      await q.update(users).set(fields).where(eq(users.id, id));
    },
    insertSession: async (session) => {
      await q.insert(sessions).values(session);
    },
    getSession: async (id) =>
      (
        await q
          .select({ session: sessionColumns, user: userColumns })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.id, id))
      )[0],
    touchSession: async (id, at) => {
      await q.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    deleteSession: async (id) => {
      await q.delete(sessions).where(eq(sessions.id, id));
    },
    deleteSessionsOf: async (userId) =>
      (await q.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }))
        .length,
    deleteSessionsSeenBefore: async (before) => {
      await q.delete(sessions).where(lt(sessions.lastSeenAt, before));
      await q.delete(rateLimits).where(lt(rateLimits.expire, new Date(before)));
      await q.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
    },
    insertInvitation: async (invitation) => {
      const [row] = await q
        .insert(invitations)
        .values(invitation)
        .returning({ id: invitations.id });
      return { id: row!.id, ...invitation } satisfies InvitationRow;
    },
    findInvitation: async (tokenHash) =>
      (
        await q
          .select(invitationColumns)
          .from(invitations)
          .where(eq(invitations.tokenHash, tokenHash))
      )[0],
    getInvitation: async (id) =>
      (await q.select(invitationColumns).from(invitations).where(eq(invitations.id, id)))[0],
    revokeInvitationsTo: async (email) =>
      (
        await q
          .delete(invitations)
          .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)))
          .returning({ id: invitations.id })
      ).length,
    listOpenInvitations: (now) =>
      q
        .select(invitationColumns)
        .from(invitations)
        .where(and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id)),
    acceptInvitation: async (id, at) => {
      await q.update(invitations).set({ acceptedAt: at }).where(eq(invitations.id, id));
    },
    deleteInvitation: async (id) =>
      (
        await q
          .delete(invitations)
          .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
          .returning({ id: invitations.id })
      ).length > 0,
    getCalendarFeed: async (userId) =>
      (
        await q
          .select({ createdAt: isoTime(calendarFeeds.createdAt) })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.userId, userId))
      )[0],
    putCalendarFeed: async (feed) => {
      await q
        .insert(calendarFeeds)
        .values(feed)
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { secretHash: feed.secretHash, createdAt: feed.createdAt },
        });
    },
    getBusyCalendar: async (userId) =>
      (
        await q
          .select({
            url: busyCalendars.url,
            createdAt: isoTime(busyCalendars.createdAt),
            syncedAt: optionalIsoTime(busyCalendars.syncedAt),
            error: busyCalendars.error,
            errorAt: optionalIsoTime(busyCalendars.errorAt),
          })
          .from(busyCalendars)
          .where(eq(busyCalendars.userId, userId))
      )[0],
    putBusyCalendar: async (userId, url, createdAt) => {
      await q.delete(busyBlocks).where(eq(busyBlocks.userId, userId));
      await q
        .insert(busyCalendars)
        .values({ userId, url, createdAt })
        .onConflictDoUpdate({
          target: busyCalendars.userId,
          set: { url, createdAt, syncedAt: null, error: null, errorAt: null },
        });
    },
    deleteBusyCalendar: async (userId) => {
      await q.delete(busyBlocks).where(eq(busyBlocks.userId, userId));
      await q.delete(busyCalendars).where(eq(busyCalendars.userId, userId));
    },
    listBusyCalendars: () =>
      q
        .select({ userId: busyCalendars.userId, url: busyCalendars.url })
        .from(busyCalendars)
        .innerJoin(users, eq(users.id, busyCalendars.userId))
        .where(eq(users.active, true))
        .orderBy(asc(busyCalendars.userId)),
    saveBusyBlocks: async (userId, blocks, at) => {
      await q.delete(busyBlocks).where(eq(busyBlocks.userId, userId));
      // In slices: a parameter list has a limit, and a busy calendar may hold thousands.
      for (let i = 0; i < blocks.length; i += 1000)
        await q.insert(busyBlocks).values(
          blocks.slice(i, i + 1000).map((b) => ({
            userId,
            startsAt: new Date(b.start).toISOString(),
            endsAt: new Date(b.end).toISOString(),
          })),
        );
      await q
        .update(busyCalendars)
        .set({ syncedAt: at, error: null, errorAt: null })
        .where(eq(busyCalendars.userId, userId));
    },
    busyCalendarFailed: async (userId, error, at) => {
      await q
        .update(busyCalendars)
        .set({ error, errorAt: at })
        .where(eq(busyCalendars.userId, userId));
    },
    busyBlocks: async (userIds, from, to) => {
      const found = new Map<number, Range[]>();
      if (userIds.length === 0) return found;
      // One row a member, their blocks as one text of "start end" pairs in milliseconds: a busy
      // calendar holds thousands, and mapping each as a row costs far more than reading them.
      const rows = await q
        .select({
          userId: busyBlocks.userId,
          blocks: sql<string>`string_agg((extract(epoch from ${busyBlocks.startsAt}) * 1000)::bigint || ' ' || (extract(epoch from ${busyBlocks.endsAt}) * 1000)::bigint, ' ' order by ${busyBlocks.startsAt})`,
        })
        .from(busyBlocks)
        .where(
          and(
            inArray(busyBlocks.userId, [...userIds]),
            gt(busyBlocks.endsAt, new Date(from).toISOString()),
            lt(busyBlocks.startsAt, new Date(to).toISOString()),
          ),
        )
        .groupBy(busyBlocks.userId);
      for (const { userId, blocks } of rows) {
        const numbers = blocks.split(' ').map(Number);
        const ranges: Range[] = [];
        for (let i = 0; i + 1 < numbers.length; i += 2)
          ranges.push({ start: numbers[i]!, end: numbers[i + 1]! });
        found.set(userId, ranges);
      }
      return found;
    },
    insertPasswordReset: async (reset) => {
      await q.insert(passwordResets).values(reset);
    },
    findPasswordReset: async (tokenHash) =>
      (
        await q
          .select({ userId: passwordResets.userId, expiresAt: isoTime(passwordResets.expiresAt) })
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, tokenHash))
      )[0],
    deletePasswordResetsOf: async (userId) => {
      await q.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
    deleteOtherSessionsOf: async (userId, except) =>
      (
        await q
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, except)))
          .returning({ id: sessions.id })
      ).length,
    listSessionsOf: (userId) =>
      q
        .select(sessionColumns)
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),
    getTwoFactor: async (userId) => {
      const [row] = await q
        .select({
          secret: users.totpSecret,
          enabledAt: optionalIsoTime(users.totpEnabledAt),
          lastStep: users.totpLastStep,
          recoveryCodes: users.recoveryCodes,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { secret: null, enabledAt: null, lastStep: null, recoveryCodes: [] };
    },
    setTwoFactor: async (userId, { secret, enabledAt, lastStep, recoveryCodes }) => {
      await q
        .update(users)
        .set({
          totpSecret: secret,
          totpEnabledAt: enabledAt,
          totpLastStep: lastStep,
          recoveryCodes,
        })
        .where(eq(users.id, userId));
    },
    takeTotpStep: async (userId, step) =>
      (
        await q
          .update(users)
          .set({ totpLastStep: step })
          .where(
            and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
          )
          .returning({ id: users.id })
      ).length === 1,
    takeRecoveryCode: async (userId, codeHash) =>
      (
        await q
          .update(users)
          .set({ recoveryCodes: sql`array_remove(${users.recoveryCodes}, ${codeHash})` })
          .where(and(eq(users.id, userId), sql`${codeHash} = any(${users.recoveryCodes})`))
          .returning({ id: users.id })
      ).length === 1,
    findCalendarFeed: async (secretHash) =>
      (
        await q
          .select({ userId: calendarFeeds.userId })
          .from(calendarFeeds)
          .innerJoin(users, eq(users.id, calendarFeeds.userId))
          .where(and(eq(calendarFeeds.secretHash, secretHash), eq(users.active, true)))
      )[0],
  };
}
