import { generate } from 'selfsigned';
import type { StoredIdentityProvider, TeamStore } from '../../../store/types';

let certificate: Promise<string> | undefined;

/**
 * An identity provider written straight into a team store: an OpenID one at an issuer that
 * answers nothing, or a SAML one at a sign-in URL that answers nothing.
 */
export async function providerIn(
  store: TeamStore,
  kind: 'oidc' | 'saml' = 'oidc',
): Promise<number> {
  const at = new Date().toISOString();
  const connection: Pick<
    StoredIdentityProvider,
    'kind' | 'issuer' | 'clientId' | 'sealedSecret' | 'ssoUrl' | 'certificates'
  > =
    kind === 'oidc'
      ? {
          kind,
          issuer: 'https://127.0.0.1:9',
          clientId: 'talentflow',
          sealedSecret: 'v1.x.y.z',
          ssoUrl: null,
          certificates: [],
        }
      : {
          kind,
          issuer: 'https://idp.nowhere.example/saml',
          clientId: '',
          sealedSecret: '',
          ssoUrl: 'https://127.0.0.1:9/saml/sso',
          certificates: [
            await (certificate ??= generate([{ name: 'commonName', value: 'Nowhere' }], {
              keySize: 2048,
            }).then((pems) => pems.cert)),
          ],
        };
  return store.transaction('write', async (tx) => {
    const provider = await tx.sso.insertProvider({
      ...connection,
      name: 'Nowhere SSO',
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
