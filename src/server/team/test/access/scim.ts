import { PASSWORD, type TeamFixture } from './fixture';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * The team access suite: provisioning through SCIM 2.0, driven as Okta and Entra ID drive it: find
 * by userName, create, group membership giving roles, PATCH `active: false`, delete. A member
 * deactivated by the provider loses their sessions, calendar feed and API tokens at once.
 */
export function describeScim(t: TeamFixture): void {
  describe('provisioning through SCIM', () => describeProvisioning(t));
}

function describeProvisioning(t: TeamFixture): void {
  let token = '';
  beforeEach(async () => {
    const made = await t.call('POST', '/scim/token', { cookie: t.admin });
    expect(made.status).toBe(201);
    token = made.body.token;
  });
  /** A call of the identity provider's, with the SCIM token and SCIM's media type. */
  const scim = (method: string, path: string, body?: unknown, secret = token) =>
    t.call(method, `/scim/v2${path}`, {
      ...(body !== undefined && { body }),
      headers: {
        Authorization: `Bearer ${secret}`,
        ...(body !== undefined && { 'Content-Type': 'application/scim+json' }),
      },
    });
  const filter = (expression: string) => `?filter=${encodeURIComponent(expression)}`;
  const signIn = (email: string) =>
    t.call('POST', '/auth/login', { body: { email, password: PASSWORD }, peer: '10.8.8.8' });

  it('answers the token once; only the token reaches SCIM, and SCIM only', async () => {
    const status = await t.call('GET', '/scim/token', { cookie: t.admin });
    expect(status.body).toEqual({
      baseUrl: expect.stringMatching(/\/api\/scim\/v2$/),
      token: { createdAt: expect.any(String), lastUsedAt: null },
    });
    expect(status.text).not.toContain(token);
    expect(token).toMatch(/^tfscim_/);

    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toContain('application/scim+json');
    expect(JSON.parse(config.text)).toMatchObject({ patch: { supported: true } });
    const types = JSON.parse((await scim('GET', '/ResourceTypes')).text);
    expect(types.Resources.map((r: { name: string }) => r.name)).toEqual(['User', 'Group']);
    expect(JSON.parse((await scim('GET', '/Schemas')).text).totalResults).toBeGreaterThan(1);
    const used = await t.call('GET', '/scim/token', { cookie: t.admin });
    expect(used.body.token.lastUsedAt).toEqual(expect.any(String));

    // A wrong token, none, a member's session, an API token: refused, in SCIM's words.
    const wrong = await scim('GET', '/Users', undefined, 'tfscim_wrong');
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toMatchObject({ schemas: [ERROR], status: '401' });
    expect((await t.call('GET', '/scim/v2/Users')).status).toBe(401);
    expect((await t.call('GET', '/scim/v2/Users', { cookie: t.admin })).status).toBe(403);
    const apiToken = await t.call('POST', '/tokens', {
      cookie: t.admin,
      body: { name: 'sync', role: 'recruiter' },
    });
    expect((await scim('GET', '/Users', undefined, apiToken.body.secret)).status).toBe(401);
    // The SCIM token opens nothing else.
    const elsewhere = await t.call('GET', '/jobs', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(elsewhere.status).toBe(401);

    // A new token ends the old one; revoked, none works.
    const renewed = await t.call('POST', '/scim/token', { cookie: t.admin });
    expect((await scim('GET', '/Users')).status).toBe(401);
    expect((await scim('GET', '/Users', undefined, renewed.body.token)).status).toBe(200);
    expect((await t.call('DELETE', '/scim/token', { cookie: t.admin })).status).toBe(204);
    expect((await scim('GET', '/Users', undefined, renewed.body.token)).status).toBe(401);
    const audit = await t.call('GET', '/audit?action=scim.token_created', { cookie: t.admin });
    expect(audit.text).not.toContain(renewed.body.token);
  });

  it('creates a member as Okta does, gives them their groups’ roles, and deletes them', async () => {
    const email = `${t.unique('nia')}@acme.example`;
    const userName = email.replace(/^./, (c) => c.toUpperCase());
    // Okta looks the person up first, by userName (whatever its case).
    const none = JSON.parse(
      (await scim('GET', `/Users${filter(`userName eq "${userName}"`)}`)).text,
    );
    expect(none).toMatchObject({ totalResults: 0, Resources: [] });
    const made = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Nia', familyName: 'North' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
      externalId: '00u1okta',
      password: 'never-kept-1!',
    });
    expect(made.status, made.text).toBe(201);
    const user = JSON.parse(made.text);
    expect(user).toMatchObject({
      schemas: [USER],
      userName: email,
      name: { formatted: 'Nia North' },
      active: true,
      externalId: '00u1okta',
    });
    expect(made.headers.get('location')).toMatch(new RegExp(`/api/scim/v2/Users/${user.id}$`));
    const found = JSON.parse(
      (await scim('GET', `/Users${filter(`userName eq "${userName}"`)}`)).text,
    );
    expect(found.Resources.map((u: { id: string }) => u.id)).toEqual([user.id]);
    // The default role; no password signs them in (the one sent is not kept).
    const members = async () =>
      (await t.call('GET', '/users', { cookie: t.admin })).body.users as Array<{
        id: number;
        role: string;
      }>;
    expect((await members()).find((m) => m.id === Number(user.id))?.role).toBe('interviewer');
    expect((await signIn(email)).status).toBe(401);
    // The same userName again is SCIM's uniqueness conflict.
    const twice = await scim('POST', '/Users', { schemas: [USER], userName: email });
    expect(twice.status).toBe(409);
    expect(JSON.parse(twice.text)).toMatchObject({ schemas: [ERROR], scimType: 'uniqueness' });

    // A group mapped to a role gives it; taken out of the group, the default again.
    const group = `Hiring ${t.unique('g')}`;
    const mapped = await t.call('PUT', '/scim/settings', {
      cookie: t.admin,
      body: { defaultRole: 'interviewer', groupRoles: [{ group, role: 'recruiter' }] },
    });
    expect(mapped.status, mapped.text).toBe(200);
    const pushed = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: group,
      members: [{ value: user.id }],
    });
    expect(pushed.status, pushed.text).toBe(201);
    const groupId = JSON.parse(pushed.text).id as string;
    expect((await members()).find((m) => m.id === Number(user.id))?.role).toBe('recruiter');
    // Entra ID takes a member out by a filtered path.
    const out = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: `members[value eq "${user.id}"]` }],
    });
    expect(out.status, out.text).toBeLessThan(300);
    expect((await members()).find((m) => m.id === Number(user.id))?.role).toBe('interviewer');
    // Okta adds one with an add of members.
    await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'add', path: 'members', value: [{ value: user.id }] }],
    });
    expect((await members()).find((m) => m.id === Number(user.id))?.role).toBe('recruiter');

    // Deleted: deactivated here, and gone for SCIM; made again, the same member comes back.
    expect((await scim('DELETE', `/Users/${user.id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${user.id}`)).status).toBe(404);
    expect((await members()).some((m) => m.id === Number(user.id))).toBe(false);
    const back = await scim('POST', '/Users', { schemas: [USER], userName: email, active: true });
    expect(back.status, back.text).toBe(201);
    expect(JSON.parse(back.text).id).toBe(user.id);
  });

  it('deactivating a member through SCIM ends their sessions, calendar feed and API tokens at once', async () => {
    const email = `${t.unique('lee')}@acme.example`;
    const lee = await t.join(t.admin, email, 'admin', 'Lee Leaver');
    const feed = await t.call('POST', '/calendar/feed', { cookie: lee.cookie });
    const feedPath = new URL(feed.body.url).pathname.replace(/^\/api/, '');
    const apiToken = await t.call('POST', '/tokens', {
      cookie: lee.cookie,
      body: { name: 'Lee’s sync', role: 'recruiter' },
    });
    expect(apiToken.status).toBe(201);
    const bearer = { headers: { Authorization: `Bearer ${apiToken.body.secret}` } };
    expect((await t.call('GET', '/jobs', bearer)).status).toBe(200);
    expect((await t.call('GET', feedPath)).status).toBe(200);

    // Okta finds the existing member by userName and deactivates them with a PATCH.
    const found = JSON.parse((await scim('GET', `/Users${filter(`userName eq "${email}"`)}`)).text);
    expect(found.totalResults).toBe(1);
    const id = found.Resources[0].id as string;
    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patched.status, patched.text).toBe(200);
    expect(JSON.parse(patched.text).active).toBe(false);

    expect((await t.call('GET', '/auth/me', { cookie: lee.cookie })).status).toBe(401);
    expect((await t.call('GET', feedPath)).status).toBe(404);
    expect((await t.call('GET', '/jobs', bearer)).status).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    const audit = await t.call('GET', '/audit?action=member.deactivated', { cookie: t.admin });
    expect(audit.body.events[0]).toMatchObject({ target: `member:${id}`, detail: { via: 'scim' } });

    // Reactivated by the provider (Entra ID's PATCH with a path), they sign in again.
    await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect((await signIn(email)).status).toBe(200);
  });

  it('refuses what SCIM refuses, in SCIM’s words, and writes nothing', async () => {
    const bad = await scim('POST', '/Users', { schemas: [USER], userName: 'not an email' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ schemas: [ERROR], scimType: 'invalidValue' });
    const missing = await scim('POST', '/Users', { schemas: [USER] });
    expect(missing.status).toBe(400);
    const badFilter = await scim('GET', `/Users${filter('userName zz "x"')}`);
    expect(badFilter.status).toBe(400);
    expect(JSON.parse(badFilter.text)).toMatchObject({ scimType: 'invalidFilter' });
    expect((await scim('GET', '/Users/999999')).status).toBe(404);
    expect((await scim('GET', '/Users/abc')).status).toBe(404);
    const stranger = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: `Ghosts ${t.unique('g')}`,
      members: [{ value: '999999' }],
    });
    expect(stranger.status).toBe(400);
    const groups = JSON.parse((await scim('GET', '/Groups')).text);
    expect(
      groups.Resources.some((g: { displayName: string }) => g.displayName.startsWith('Ghosts')),
    ).toBe(false);
  });
}
