import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ScimGroup, ScimMember, ScimRepo } from '../types';
import type { PgDb } from './migrate';
import { scimGroupMembers, scimGroups, scimTokens, scimUsers, users } from './schema';
import { isId } from './values';

/** Provisioning through SCIM in SQL (team mode): its token, members and groups. */
export function scimRepo(q: PgDb): ScimRepo {
  const iso = (time: string) => new Date(time).toISOString();

  const members = async (where?: SQL): Promise<ScimMember[]> => {
    const rows = await q
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        active: users.active,
        createdAt: users.createdAt,
        externalId: scimUsers.externalId,
        roleManaged: scimUsers.roleManaged,
      })
      .from(users)
      .leftJoin(scimUsers, eq(scimUsers.memberId, users.id))
      .where(and(or(isNull(scimUsers.deleted), eq(scimUsers.deleted, false)), where ?? sql`true`))
      .orderBy(asc(users.id));
    if (rows.length === 0) return [];
    const groups = await q
      .select()
      .from(scimGroupMembers)
      .where(
        inArray(
          scimGroupMembers.memberId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      externalId: row.externalId ?? null,
      roleManaged: row.roleManaged ?? false,
      groupIds: groups.filter((g) => g.memberId === row.id).map((g) => g.groupId),
    }));
  };

  const groups = async (where?: SQL): Promise<ScimGroup[]> => {
    const rows = await q
      .select()
      .from(scimGroups)
      .where(where ?? sql`true`)
      .orderBy(asc(scimGroups.id));
    if (rows.length === 0) return [];
    const held = await q
      .select()
      .from(scimGroupMembers)
      .where(
        inArray(
          scimGroupMembers.groupId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(scimGroupMembers.memberId));
    return rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      externalId: row.externalId,
      memberIds: held.filter((m) => m.groupId === row.id).map((m) => m.memberId),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  };

  return {
    putToken: async (token) => {
      await q.delete(scimTokens);
      await q.insert(scimTokens).values(token);
    },
    getToken: async () => {
      const [row] = await q.select().from(scimTokens);
      return (
        row && {
          createdAt: iso(row.createdAt),
          lastUsedAt: row.lastUsedAt && iso(row.lastUsedAt),
        }
      );
    },
    deleteToken: async () => (await q.delete(scimTokens).returning()).length > 0,
    findToken: async (tokenHash) => {
      const [row] = await q
        .select({ id: scimTokens.id, lastUsedAt: scimTokens.lastUsedAt })
        .from(scimTokens)
        .where(eq(scimTokens.tokenHash, tokenHash));
      return row && { id: row.id, lastUsedAt: row.lastUsedAt && iso(row.lastUsedAt) };
    },
    touchToken: async (id, at, stale) => {
      await q
        .update(scimTokens)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(scimTokens.id, id),
            or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, stale)),
          ),
        );
    },
    listMembers: () => members(),
    getMember: async (id) => (isId(id) ? (await members(eq(users.id, id)))[0] : undefined),
    link: async (memberId, link) => {
      await q
        .insert(scimUsers)
        .values({
          memberId,
          externalId: link.externalId,
          roleManaged: link.roleManaged ?? false,
          createdAt: link.at,
          updatedAt: link.at,
        })
        .onConflictDoUpdate({
          target: scimUsers.memberId,
          set: {
            externalId: link.externalId,
            deleted: false,
            updatedAt: link.at,
            ...(link.roleManaged !== undefined && { roleManaged: link.roleManaged }),
          },
        });
    },
    markDeleted: async (memberId, at) => {
      await q
        .update(scimUsers)
        .set({ deleted: true, roleManaged: false, updatedAt: at })
        .where(eq(scimUsers.memberId, memberId));
      await q.delete(scimGroupMembers).where(eq(scimGroupMembers.memberId, memberId));
    },
    isDeleted: async (memberId) =>
      (
        await q
          .select({ deleted: scimUsers.deleted })
          .from(scimUsers)
          .where(eq(scimUsers.memberId, memberId))
      )[0]?.deleted === true,
    listGroups: () => groups(),
    getGroup: async (id) => (isId(id) ? (await groups(eq(scimGroups.id, id)))[0] : undefined),
    findGroupByName: async (displayName) =>
      (await groups(sql`lower(${scimGroups.displayName}) = lower(${displayName})`))[0],
    insertGroup: async (group) => {
      const [row] = await q
        .insert(scimGroups)
        .values({
          displayName: group.displayName,
          externalId: group.externalId,
          createdAt: group.at,
          updatedAt: group.at,
        })
        .returning({ id: scimGroups.id });
      return row!.id;
    },
    updateGroup: async (group) => {
      await q
        .update(scimGroups)
        .set({ displayName: group.displayName, externalId: group.externalId, updatedAt: group.at })
        .where(eq(scimGroups.id, group.id));
    },
    deleteGroup: async (id) =>
      isId(id) && (await q.delete(scimGroups).where(eq(scimGroups.id, id)).returning()).length > 0,
    setGroupMembers: async (groupId, memberIds) => {
      await q.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, groupId));
      if (memberIds.length > 0)
        await q
          .insert(scimGroupMembers)
          .values([...new Set(memberIds)].map((memberId) => ({ groupId, memberId })));
    },
  };
}
