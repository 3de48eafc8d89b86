// @vitest-environment node
import * as client from 'openid-client';
import { startOidcIdp, type OidcIdp } from './oidc-idp';

const redirectUri = 'http://127.0.0.1:5999/api/team/sso/callback';
let idp: OidcIdp;
let config: client.Configuration;

beforeAll(async () => {
  idp = await startOidcIdp({ redirectUris: [redirectUri] });
  config = await client.discovery(new URL(idp.issuer), idp.clientId, idp.clientSecret, undefined, {
    execute: [client.allowInsecureRequests], // the provider is plain http on 127.0.0.1
    [client.customFetch]: idp.fetch, // the tests' global fetch reaches /api only
  });
});
afterAll(() => idp.close());

/** The relying party's side of one sign-in: code flow with PKCE S256, state and nonce. */
async function signIn(
  login: string,
  rp: { config?: client.Configuration; expectedState?: string } = {},
) {
  const rpConfig = rp.config ?? config;
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(rpConfig, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const callback = await idp.authorize(url.href, login);
  const tokens = await client.authorizationCodeGrant(rpConfig, new URL(callback), {
    pkceCodeVerifier,
    expectedState: rp.expectedState ?? state,
    expectedNonce: nonce,
  });
  return tokens.claims();
}

describe('local OpenID Connect provider', () => {
  it('signs a person in through the code flow and puts their email in the ID token', async () => {
    const claims = await signIn('ada');
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: idp.clientId,
      sub: 'ada',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    });
  });

  it('takes the client secret in the Authorization header too (openid-client sends it in the body by default)', async () => {
    const basic = await client.discovery(
      new URL(idp.issuer),
      idp.clientId,
      undefined,
      client.ClientSecretBasic(idp.clientSecret),
      { execute: [client.allowInsecureRequests], [client.customFetch]: idp.fetch },
    );
    expect(await signIn('ada', { config: basic })).toMatchObject({ email: 'ada@example.com' });
  });

  it('says so when an email is not verified', async () => {
    idp.accounts.set('grace', { email: 'grace@example.com', emailVerified: false });
    expect(await signIn('grace')).toMatchObject({
      email: 'grace@example.com',
      email_verified: false,
    });
  });

  it('lets the relying party refuse a callback whose state is not the one it sent', async () => {
    await expect(signIn('ada', { expectedState: client.randomState() })).rejects.toMatchObject({
      code: 'OAUTH_INVALID_RESPONSE',
      cause: { message: 'unexpected "state" response parameter value' },
    });
  });

  it('sends an unknown login back with access_denied', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'st',
    });
    const callback = new URL(await idp.authorize(url.href, 'nobody'));
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('st');
  });

  it('requires PKCE', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      state: 'st',
    });
    const callback = new URL(await idp.authorize(url.href, 'ada'));
    expect(callback.searchParams.get('error')).toBe('invalid_request');
  });
});
