import { desc, eq, isNull, lt, or, and, sql } from 'drizzle-orm';
import type { ApiTokensRepo } from '../types';
import type { PgDb } from './migrate';
import { apiTokens, users } from './schema';
import { isoTime, optionalIsoTime } from './time';
import { isId } from './values';

/** Team mode's API tokens in SQL, found by the SHA-256 of their secret. */

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  role: apiTokens.role,
  createdBy: apiTokens.createdBy,
  createdAt: isoTime(apiTokens.createdAt),
  expiresAt: optionalIsoTime(apiTokens.expiresAt),
  lastUsedAt: optionalIsoTime(apiTokens.lastUsedAt),
};

/** The maker, and whether the token is suspended: they must be an active admin for it to work. */
const makerColumns = {
  makerId: users.id,
  makerName: users.name,
  suspended: sql<boolean>`not (${users.active} and ${users.role} = 'admin')`,
};

const withMaker = <T extends { makerId: number; makerName: string }>({
  makerId,
  makerName,
  ...token
}: T) => ({ ...token, maker: { id: makerId, name: makerName } });

export function apiTokensRepo(q: PgDb): ApiTokensRepo {
  return {
    insert: async (token) => {
      const [row] = await q.insert(apiTokens).values(token).returning(tokenColumns);
      return row!;
    },
    list: async () =>
      (
        await q
          .select({ ...tokenColumns, ...makerColumns })
          .from(apiTokens)
          .innerJoin(users, eq(users.id, apiTokens.createdBy))
          .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
      ).map(withMaker),
    findByHash: async (tokenHash) => {
      const [row] = await q
        .select({
          ...tokenColumns,
          ...makerColumns,
          makerTwoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.createdBy))
        .where(eq(apiTokens.tokenHash, tokenHash));
      return row && withMaker(row);
    },
    touch: async (id, at, notBefore) => {
      // Conditional: of instances that see the same token at once, one writes, the rest skip.
      await q
        .update(apiTokens)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, notBefore)),
          ),
        );
    },
    remove: async (id) =>
      isId(id)
        ? (await q.delete(apiTokens).where(eq(apiTokens.id, id)).returning(tokenColumns))[0]
        : undefined,
  };
}
