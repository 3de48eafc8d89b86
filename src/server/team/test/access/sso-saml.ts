import { get } from 'node:http';
import { DOMParser } from '@xmldom/xmldom';
import { SAML_ACS_PATH } from '../../services/sso-saml';
import { startSamlIdp, type Bend, type SamlIdp } from '../saml-idp';
import { ORIGIN, type TeamFixture } from './fixture';

/** A page of the local provider, over node:http (the tests' global fetch answers /api alone). */
const read = (url: string) =>
  new Promise<string>((resolve, reject) =>
    get(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(body))));
    }).on('error', reject),
  );

/**
 * The team access suite: signing in through a SAML 2.0 identity provider (a local samlify
 * provider that signs its responses and assertions): an admin adds it from its metadata and
 * proves its domain; a member of the domain signs in through it; every way a response can be
 * wrong is refused.
 */
export function describeSamlSso(t: TeamFixture): void {
  describe('through a SAML provider', () => describeSaml(t));
}

function describeSaml(t: TeamFixture): void {
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await startSamlIdp();
  });
  afterAll(() => idp.close());
  beforeEach(() => t.open({ sso: { allowHttp: true, fetchMetadata: read } }));
  afterEach(() => t.open());

  const acme = (extra: Record<string, unknown> = {}) => ({
    kind: 'saml',
    name: 'Acme SAML',
    metadataUrl: idp.metadataUrl,
    domains: ['acme.example'],
    defaultRole: 'interviewer',
    createMembers: true,
    ...extra,
  });
  const spMetadata = async (id: number) => {
    const answer = await t.call('GET', `/sso/${id}/metadata.xml`);
    expect(answer.status).toBe(200);
    return answer.text;
  };
  /** The person's browser posts the provider's answer from the provider's page. */
  const post = async (form: { SAMLResponse: string; RelayState: string }) => {
    const answer = await t.call('POST', SAML_ACS_PATH.replace(/^\/api/, ''), {
      body: new URLSearchParams(form),
      headers: { Origin: new URL(idp.ssoUrl).origin, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status, answer.text).toBe(302);
    return { to: answer.headers.get('location') ?? '', cookie: answer.headers.get('set-cookie') };
  };
  // Each sign-in begun counts against its address: each from another, to stay under the limit.
  let peers = 0;
  const start = async (email: string) => {
    peers += 1;
    const answer = await t.call('GET', `/sso/start?email=${encodeURIComponent(email)}`, {
      peer: `10.5.${peers}.1`,
    });
    expect(answer.body).toMatchObject({ sso: true, provider: 'Acme SAML' });
    return answer.body.url as string;
  };
  /** An admin adds the provider from its metadata URL and proves its domain as it@acme.example. */
  async function provedAcme(extra: Record<string, unknown> = {}) {
    const added = await t.call('POST', '/sso/providers', { cookie: t.admin, body: acme(extra) });
    expect(added.status, added.text).toBe(201);
    const id = added.body.id as number;
    const verify = await t.call('POST', `/sso/providers/${id}/verify`, { cookie: t.admin });
    idp.accounts.set('it', { email: 'it@acme.example' });
    const proved = await post(await idp.respond(verify.body.url, 'it', await spMetadata(id)));
    expect(proved).toEqual({
      to: `${ORIGIN}/settings?sso=verified&domain=acme.example`,
      cookie: null,
    });
    return { id, metadata: await spMetadata(id) };
  }

  it('adds a provider from its metadata, gives its own, proves the domain and signs a member in just in time', async () => {
    const { id, metadata } = await provedAcme();
    const listed = await t.call('GET', '/sso/providers', { cookie: t.admin });
    expect(listed.body.acsUrl).toBe(`${ORIGIN}${SAML_ACS_PATH}`);
    const spEntityId = `${ORIGIN}/api/sso/saml`;
    expect(listed.body.samlEntityId).toBe(spEntityId);
    expect(listed.body.providers[0]).toMatchObject({
      kind: 'saml',
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificates: [{ fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/) }],
      spEntityId,
      acsUrl: `${ORIGIN}${SAML_ACS_PATH}`,
      spMetadataUrl: `${ORIGIN}/api/sso/${id}/metadata.xml`,
      domains: [{ domain: 'acme.example', verified: true }],
    });
    // Its own metadata: its entity id, where responses go, and that assertions must be signed.
    const sp = new DOMParser().parseFromString(metadata, 'text/xml');
    expect(sp.documentElement?.getAttribute('entityID')).toBe(spEntityId);
    const acs = sp.getElementsByTagNameNS(
      'urn:oasis:names:tc:SAML:2.0:metadata',
      'AssertionConsumerService',
    )[0];
    expect(acs?.getAttribute('Location')).toBe(`${ORIGIN}${SAML_ACS_PATH}`);
    expect(
      sp
        .getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'SPSSODescriptor')[0]
        ?.getAttribute('WantAssertionsSigned'),
    ).toBe('true');

    idp.accounts.set('zoe', { email: 'Zoe@Acme.example', name: 'Zoe Zed' });
    const signedIn = await post(
      await idp.respond(await start('zoe@acme.example'), 'zoe', metadata),
    );
    expect(signedIn.to).toBe(`${ORIGIN}/`);
    const cookie = /(?:__Host-)?talentflow_session=[^;]+/.exec(signedIn.cookie ?? '')?.[0];
    const me = await t.call('GET', '/auth/me', { cookie });
    expect(me.body.user).toMatchObject({
      email: 'zoe@acme.example',
      name: 'Zoe Zed',
      role: 'interviewer',
    });
    const audit = await t.call('GET', '/audit?action=auth.login', { cookie: t.admin });
    expect(audit.body.events[0].detail).toMatchObject({ provider: 'Acme SAML' });
    // The metadata of a provider that is not SAML, or of none, is not found.
    expect((await t.call('GET', `/sso/${id + 1000}/metadata.xml`)).status).toBe(404);
  });

  it('refuses a response or assertion unsigned, tampered, of another issuer, misaddressed, expired, replayed or unasked', async () => {
    const { metadata } = await provedAcme();
    idp.accounts.set('zoe', { email: 'zoe@acme.example' });
    idp.accounts.set('eve', { email: 'eve@acme.example' });
    const refused = async (bend: Bend) => {
      const answer = await idp.respond(await start('zoe@acme.example'), 'zoe', metadata, bend);
      return (await post(answer)).to;
    };
    const no = `${ORIGIN}/?sso=refused`;
    expect(await refused({ unsigned: 'both' })).toBe(no);
    expect(await refused({ unsigned: 'response' })).toBe(no);
    expect(await refused({ unsigned: 'assertion' })).toBe(no);
    expect(await refused({ issuer: 'http://127.0.0.1:9/another-idp' })).toBe(no);
    expect(
      await refused({ tamper: (xml) => xml.replaceAll('zoe@acme.example', 'eve@acme.example') }),
    ).toBe(no);
    expect(await refused({ audience: 'https://elsewhere.example/sp' })).toBe(no);
    expect(await refused({ recipient: 'https://elsewhere.example/acs' })).toBe(no);
    expect(await refused({ destination: 'https://elsewhere.example/acs' })).toBe(no);
    expect(await refused({ expired: true })).toBe(no);
    expect(await refused({ inResponseTo: '_not-asked' })).toBe(no);

    // A good response counts once: posted again, or with another sign-in's RelayState, never.
    const good = await idp.respond(await start('zoe@acme.example'), 'zoe', metadata);
    expect((await post(good)).to).toBe(`${ORIGIN}/`);
    expect((await post(good)).to).toBe(`${ORIGIN}/?sso=expired`);
    const other = new URL(await start('zoe@acme.example')).searchParams.get('RelayState')!;
    expect((await post({ ...good, RelayState: other })).to).toBe(no);
    // A response the provider sent unasked (no sign-in begun here) is not taken.
    expect((await post({ ...good, RelayState: '' })).to).toBe(`${ORIGIN}/?sso=expired`);
    const members = await t.call('GET', '/users', { cookie: t.admin });
    expect(members.body.users.map((u: { email: string }) => u.email)).not.toContain(
      'eve@acme.example',
    );
  });

  it('refuses metadata it cannot read and a certificate that is not one; fields given one by one do', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const answer = await t.call('POST', '/sso/providers', { cookie: t.admin, body: acme(body) });
      expect(answer.status).toBe(400);
      return answer.body.error.message as string;
    };
    expect(await bad({ metadataUrl: undefined, metadataXml: '<nope' })).toBe(
      'Identity provider field "metadataXml": is not well-formed XML.',
    );
    expect(
      await bad({
        metadataUrl: undefined,
        entityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        certificate: '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----',
      }),
    ).toBe('Identity provider field "certificate": is not a readable X.509 certificate (PEM).');
    expect(await bad({ metadataUrl: undefined })).toContain(
      'Identity provider field "metadataXml"',
    );
    const given = await t.call('POST', '/sso/providers', {
      cookie: t.admin,
      body: acme({
        metadataUrl: undefined,
        entityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        certificate: idp.certificate,
      }),
    });
    expect(given.status, given.text).toBe(201);
    expect(given.body).toMatchObject({ entityId: idp.entityId, ssoUrl: idp.ssoUrl });
  });
}
