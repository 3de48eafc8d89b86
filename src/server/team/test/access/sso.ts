import { OIDC_CALLBACK_PATH } from '../../services/sso';
import { startOidcIdp, type OidcIdp } from '../oidc-idp';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/**
 * The team access suite: signing in with the company's identity provider (a local OpenID
 * provider, oidc-provider): an admin adds it and proves its domain; a member of the domain signs
 * in through it, made a member just in time; what the provider answers is checked.
 */
export function describeSso(t: TeamFixture): void {
  let idp: OidcIdp;
  beforeAll(async () => {
    idp = await startOidcIdp({ redirectUris: [`${ORIGIN}${OIDC_CALLBACK_PATH}`] });
  });
  afterAll(() => idp.close());
  beforeEach(() => t.open({ sso: { allowHttp: true, fetch: idp.fetch } }));
  afterEach(() => t.open());

  const acme = (extra: Record<string, unknown> = {}) => ({
    kind: 'oidc',
    name: 'Acme SSO',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['acme.example'],
    defaultRole: 'recruiter',
    createMembers: true,
    ...extra,
  });
  /** The provider's way back, as the browser would follow it: where it ends and its cookie. */
  const back = async (callback: string) => {
    const url = new URL(callback);
    const answer = await t.call('GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`);
    expect(answer.status).toBe(302);
    return { to: answer.headers.get('location') ?? '', cookie: answer.headers.get('set-cookie') };
  };
  /** An admin adds the provider and proves its domain as `it@acme.example`. */
  async function provedAcme(extra: Record<string, unknown> = {}) {
    const added = await t.call('POST', '/sso/providers', { cookie: t.admin, body: acme(extra) });
    expect(added.status, added.text).toBe(201);
    const verify = await t.call('POST', `/sso/providers/${added.body.id}/verify`, {
      cookie: t.admin,
    });
    idp.accounts.set('it', { email: 'it@acme.example', emailVerified: true });
    const proved = await back(await idp.authorize(verify.body.url, 'it'));
    expect(proved).toEqual({
      to: `${ORIGIN}/settings?sso=verified&domain=acme.example`,
      cookie: null,
    });
    return added.body.id as number;
  }
  const signInAs = async (login: string, email: string) => {
    const start = await t.call('GET', `/sso/start?email=${encodeURIComponent(email)}`);
    expect(start.body).toMatchObject({ sso: true, provider: 'Acme SSO' });
    return back(await idp.authorize(start.body.url, login));
  };

  it('adds a provider, proves its domain through it, and signs a member of the domain in just in time', async () => {
    const added = await t.call('POST', '/sso/providers', { cookie: t.admin, body: acme() });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Acme SSO',
      domains: [{ domain: 'acme.example', verified: false }],
      redirectUri: `${ORIGIN}${OIDC_CALLBACK_PATH}`,
    });
    // The secret is sealed in the database and never answered.
    expect(added.text).not.toContain(idp.clientSecret);
    expect(JSON.stringify(await t.store.query((tx) => tx.sso.listProviders()))).not.toContain(
      idp.clientSecret,
    );
    // Not proved: the domain still signs in with passwords.
    expect((await t.call('GET', '/sso/start?email=zoe@acme.example')).body).toEqual({ sso: false });

    await t.call('DELETE', `/sso/providers/${added.body.id}`, { cookie: t.admin });
    await provedAcme();
    const listed = await t.call('GET', '/sso/providers', { cookie: t.admin });
    expect(listed.body.providers[0].domains).toEqual([{ domain: 'acme.example', verified: true }]);

    idp.accounts.set('zoe', { email: 'Zoe@Acme.example', emailVerified: true, name: 'Zoe Zed' });
    const signedIn = await signInAs('zoe', 'zoe@acme.example');
    expect(signedIn.to).toBe(`${ORIGIN}/`);
    const cookie = /(?:__Host-)?talentflow_session=[^;]+/.exec(signedIn.cookie ?? '')?.[0];
    const me = await t.call('GET', '/auth/me', { cookie });
    expect(me.body.user).toMatchObject({
      email: 'zoe@acme.example',
      name: 'Zoe Zed',
      role: 'recruiter',
    });
    // The audit log names the provider; a second sign-in finds the same member.
    const audit = await t.call('GET', '/audit?action=auth.login', { cookie: t.admin });
    expect(audit.body.events[0].detail).toMatchObject({ provider: 'Acme SSO' });
    expect((await signInAs('zoe', 'zoe@acme.example')).to).toBe(`${ORIGIN}/`);
    const members = await t.call('GET', '/users', { cookie: t.admin });
    expect(
      members.body.users.filter((u: { email: string }) => u.email === 'zoe@acme.example'),
    ).toHaveLength(1);
  });

  it('refuses a state it did not give, a way back used twice, an unverified email, another domain, and strangers when members are not made', async () => {
    const id = await provedAcme({ createMembers: false });
    expect((await back(`${ORIGIN}${OIDC_CALLBACK_PATH}?code=abc&state=made-up`)).to).toBe(
      `${ORIGIN}/?sso=expired`,
    );
    idp.accounts.set('ned', { email: 'ned@acme.example', emailVerified: false });
    const start = await t.call('GET', '/sso/start?email=ned@acme.example');
    const callback = await idp.authorize(start.body.url, 'ned');
    expect(await back(callback)).toEqual({ to: `${ORIGIN}/?sso=unverified-email`, cookie: null });
    expect((await back(callback)).to).toBe(`${ORIGIN}/?sso=expired`);

    idp.accounts.set('oz', { email: 'oz@elsewhere.example', emailVerified: true });
    expect((await signInAs('oz', 'oz@acme.example')).to).toBe(`${ORIGIN}/?sso=other-domain`);
    idp.accounts.set('stan', { email: 'stan@acme.example', emailVerified: true });
    expect((await signInAs('stan', 'stan@acme.example')).to).toBe(`${ORIGIN}/?sso=no-account`);
    const provider = await t.call('GET', '/sso/providers', { cookie: t.admin });
    expect(provider.body.providers.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('refuses a domain another provider claims, an issuer it cannot read, and keeps the secret when a change leaves it out', async () => {
    const id = await provedAcme();
    const twice = await t.call('POST', '/sso/providers', {
      cookie: t.admin,
      body: acme({ name: 'Other', domains: ['other.example', 'acme.example'] }),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      'acme.example is claimed by the identity provider “Acme SSO”.',
    );
    const unreadable = await t.call('POST', '/sso/providers', {
      cookie: t.admin,
      body: acme({ issuer: 'http://127.0.0.1:9/nothing', domains: ['b.example'] }),
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.message).toContain(
      'could not read the provider’s OpenID configuration',
    );
    expect(
      (await t.call('GET', '/sso/providers', { cookie: t.admin })).body.providers,
    ).toHaveLength(1);

    const { clientSecret: _left, ...unchanged } = acme({ name: 'Acme' });
    const changed = await t.call('PUT', `/sso/providers/${id}`, {
      cookie: t.admin,
      body: unchanged,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.domains).toEqual([{ domain: 'acme.example', verified: true }]);
    idp.accounts.set('zed', { email: 'zed@acme.example', emailVerified: true });
    const start = await t.call('GET', '/sso/start?email=zed@acme.example');
    expect(start.body.provider).toBe('Acme');
    expect((await back(await idp.authorize(start.body.url, 'zed'))).to).toBe(`${ORIGIN}/`);
  });

  it('counts each sign-in begun through a provider with the address’s failed sign-ins; an address it does not take counts nothing', async () => {
    await provedAcme();
    const start = (email: string, peer: string) =>
      t.call('GET', `/sso/start?email=${encodeURIComponent(email)}`, { peer });
    for (let i = 0; i < 10; i += 1)
      expect((await start('pat@password.example', '10.9.9.8')).body).toEqual({ sso: false });
    // The fixture allows six failed sign-ins an address.
    for (let i = 0; i < 6; i += 1)
      expect((await start('zoe@acme.example', '10.9.9.9')).status).toBe(200);
    const limited = await start('zoe@acme.example', '10.9.9.9');
    expect(limited.status).toBe(429);
    expect((await start('zoe@acme.example', '10.9.9.7')).status).toBe(200);
  });

  it('requires its proved domain to sign in through it: no password signs in nor is reset, but the break-glass admin’s', async () => {
    const id = await provedAcme();
    const pat = await t.join(t.admin, 'pat@acme.example', 'admin', 'Pat Admin');
    const rob = await t.join(t.admin, 'rob@acme.example', 'recruiter', 'Rob Recruiter');
    const require = (breakGlassMemberId?: number) =>
      t.call('PUT', `/sso/providers/${id}`, {
        cookie: t.admin,
        body: { ...acme({ clientSecret: undefined }), requireSso: true, breakGlassMemberId },
      });
    const unnamed = await require();
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.message).toContain('field "breakGlassMemberId": name the admin');
    expect((await require(rob.id)).body.error.message).toBe(
      `Identity provider field "breakGlassMemberId": member ${rob.id} is not an active admin.`,
    );
    const required = await require(pat.id);
    expect(required.status, required.text).toBe(200);
    expect(required.body).toMatchObject({ requireSso: true, breakGlassMemberId: pat.id });

    const password = (email: string) =>
      t.call('POST', '/auth/login', { body: { email, password: PASSWORD }, peer: '10.7.7.7' });
    const refused = await password('rob@acme.example');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(
      'Your team signs in through Acme SSO. Leave the password empty and choose Sign in.',
    );
    expect((await password('pat@acme.example')).status).toBe(200);
    // No reset link for Rob, asked for or sent by an admin; Pat still gets one.
    const outbox = async (to: string) =>
      (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
        (m) => m.to === to && m.kind === 'password-reset',
      ).length;
    expect(
      (await t.call('POST', '/auth/forgot-password', { body: { email: 'rob@acme.example' } }))
        .status,
    ).toBe(202);
    expect(await outbox('rob@acme.example')).toBe(0);
    const bySomeone = await t.call('POST', `/users/${rob.id}/password-reset`, { cookie: t.admin });
    expect(bySomeone.status).toBe(409);
    expect(await outbox('rob@acme.example')).toBe(0);
    expect(
      (await t.call('POST', `/users/${pat.id}/password-reset`, { cookie: t.admin })).status,
    ).toBe(202);
    expect(await outbox('pat@acme.example')).toBe(1);
    // Once it is no longer required, Rob's password signs in again.
    await t.call('PUT', `/sso/providers/${id}`, {
      cookie: t.admin,
      body: { ...acme({ clientSecret: undefined }), requireSso: false },
    });
    expect((await password('rob@acme.example')).status).toBe(200);
  });
}
