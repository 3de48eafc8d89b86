import { and, asc, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { SsoRepo, StoredIdentityProvider } from '../types';
import type { PgDb } from './migrate';
import { identityProviders, ssoAttempts, ssoDomains } from './schema';
import { isId } from './values';

/** The identity providers, their domains and the sign-ins under way, in SQL (team mode). */
export function ssoRepo(q: PgDb): SsoRepo {
  const withDomains = async (
    rows: Array<Omit<StoredIdentityProvider, 'domains'>>,
  ): Promise<StoredIdentityProvider[]> => {
    if (rows.length === 0) return [];
    const domains = await q
      .select()
      .from(ssoDomains)
      .where(
        inArray(
          ssoDomains.providerId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(ssoDomains.domain));
    return rows.map((row) => ({
      ...row,
      domains: domains
        .filter((d) => d.providerId === row.id)
        .map((d) => ({ domain: d.domain, verifiedAt: d.verifiedAt && iso(d.verifiedAt) })),
    }));
  };
  const iso = (time: string) => new Date(time).toISOString();
  const columns = {
    id: identityProviders.id,
    kind: identityProviders.kind,
    name: identityProviders.name,
    issuer: identityProviders.issuer,
    clientId: identityProviders.clientId,
    sealedSecret: identityProviders.clientSecret,
    defaultRole: identityProviders.defaultRole,
    createMembers: identityProviders.createMembers,
    createdAt: identityProviders.createdAt,
    updatedAt: identityProviders.updatedAt,
    requireSso: identityProviders.requireSso,
    breakGlassId: identityProviders.breakGlassId,
    ssoUrl: identityProviders.ssoUrl,
    certificates: identityProviders.certificates,
  };
  const read = (row: Omit<StoredIdentityProvider, 'domains'>) => ({
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
  const values = (provider: Omit<StoredIdentityProvider, 'id' | 'domains'>) => ({
    kind: provider.kind,
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.sealedSecret,
    defaultRole: provider.defaultRole,
    createMembers: provider.createMembers,
    createdAt: provider.createdAt,
    updatedAt: provider.updatedAt,
    requireSso: provider.requireSso,
    breakGlassId: provider.breakGlassId,
    ssoUrl: provider.ssoUrl,
    certificates: provider.certificates,
  });
  const one = async (where: ReturnType<typeof eq>) => {
    const rows = await q.select(columns).from(identityProviders).where(where);
    return (await withDomains(rows.map(read)))[0];
  };
  return {
    listProviders: async () =>
      withDomains(
        (await q.select(columns).from(identityProviders).orderBy(asc(identityProviders.id))).map(
          read,
        ),
      ),
    getProvider: async (id) => (isId(id) ? one(eq(identityProviders.id, id)) : undefined),
    providerOfDomain: async (domain) => {
      const [claim] = await q
        .select({ providerId: ssoDomains.providerId })
        .from(ssoDomains)
        .where(eq(ssoDomains.domain, domain));
      return claim ? one(eq(identityProviders.id, claim.providerId)) : undefined;
    },
    insertProvider: async (provider) => {
      const [row] = await q.insert(identityProviders).values(values(provider)).returning(columns);
      return { ...read(row!), domains: [] };
    },
    updateProvider: async (provider) => {
      if (!isId(provider.id)) return;
      await q
        .update(identityProviders)
        .set(values(provider))
        .where(eq(identityProviders.id, provider.id));
    },
    deleteProvider: async (id) =>
      isId(id) &&
      (await q.delete(identityProviders).where(eq(identityProviders.id, id)).returning()).length >
        0,
    setDomains: async (providerId, domains) => {
      await q
        .delete(ssoDomains)
        .where(
          and(
            eq(ssoDomains.providerId, providerId),
            domains.length > 0 ? notInArray(ssoDomains.domain, [...domains]) : sql`true`,
          ),
        );
      if (domains.length === 0) return;
      // A domain it kept keeps its proof; the service refused another provider's before.
      await q
        .insert(ssoDomains)
        .values(domains.map((domain) => ({ domain, providerId })))
        .onConflictDoNothing();
    },
    verifyDomain: async (providerId, domain, at) =>
      (
        await q
          .update(ssoDomains)
          .set({ verifiedAt: at })
          .where(
            and(
              eq(ssoDomains.providerId, providerId),
              eq(ssoDomains.domain, domain),
              isNull(ssoDomains.verifiedAt),
            ),
          )
          .returning()
      ).length > 0,
    addAttempt: async (attempt) => {
      // Attempts older than an hour are long abandoned: cleared as new ones come.
      await q
        .delete(ssoAttempts)
        .where(
          lt(
            ssoAttempts.createdAt,
            new Date(Date.parse(attempt.createdAt) - 3_600_000).toISOString(),
          ),
        );
      await q.insert(ssoAttempts).values({
        stateHash: attempt.stateHash,
        providerId: attempt.providerId,
        memberId: attempt.memberId,
        codeVerifier: attempt.sealedVerifier,
        nonce: attempt.nonce,
        createdAt: attempt.createdAt,
      });
    },
    takeAttempt: async (stateHash, since) => {
      const [row] = await q
        .delete(ssoAttempts)
        .where(and(eq(ssoAttempts.stateHash, stateHash), gte(ssoAttempts.createdAt, since)))
        .returning();
      if (!row) return undefined;
      return {
        stateHash: row.stateHash,
        providerId: row.providerId,
        memberId: row.memberId,
        sealedVerifier: row.codeVerifier,
        nonce: row.nonce,
        createdAt: iso(row.createdAt),
      };
    },
  };
}
