import type { TeamStore } from '../../../store/types';

/** An identity provider written straight into a team store, at an issuer that answers nothing. */
export async function providerIn(store: TeamStore): Promise<number> {
  const at = new Date().toISOString();
  return store.transaction('write', async (tx) => {
    const provider = await tx.sso.insertProvider({
      kind: 'oidc',
      name: 'Nowhere SSO',
      issuer: 'https://127.0.0.1:9',
      clientId: 'talentflow',
      sealedSecret: 'v1.x.y.z',
      defaultRole: 'interviewer',
      createMembers: false,
      requireSso: false,
      breakGlassId: null,
      createdAt: at,
      updatedAt: at,
    });
    return provider.id;
  });
}
