import { mkdirSync } from 'node:fs';
import { startOidcIdp, type OidcIdp } from '../../src/server/team/test/oidc-idp';
import { startSamlIdp } from '../../src/server/team/test/saml-idp';
import { DESKTOP, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
import { freePort } from '../support/smtp';
import {
  ADMIN,
  migratedDataDir,
  need,
  startTeamServer,
  stopTeamServer,
  teamApi,
  type TeamServer,
} from '../support/team-server';
import { expectSignedInAs, openContext, sessionState } from '../support/team-ui';

/**
 * Signing in with the company's identity provider on a team server (its own, on the embedded
 * PostgreSQL), against a real OpenID provider run in the test process (oidc-provider): the admin
 * adds it in Settings and proves its domain by signing in at the provider; a person of the domain
 * types their email on the sign-in screen, signs in at the provider and lands in TalentFlow as a
 * new member; the same through a SAML provider (samlify, signing its responses). Axe at a phone's
 * width and a desktop's.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/sso-shots';
mkdirSync(SHOTS, { recursive: true });

let idp: OidcIdp | undefined;
let data: Awaited<ReturnType<typeof migratedDataDir>> | undefined;
let server: TeamServer | undefined;
let publicUrl = '';
let adminCookie = '';

const api = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  teamApi(need(server, 'the server'), method, path, options);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  idp = await startOidcIdp({ redirectUris: [`${publicUrl}/api/sso/oidc/callback`] });
  data = await migratedDataDir();
  server = await startTeamServer({
    ...data.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TALENTFLOW_SSO_ALLOW_HTTP: '1',
  });
  const setup = await api('POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  adminCookie = need(setup.cookie, 'the session cookie');
});

test.afterAll(async () => {
  await stopTeamServer(server);
  await idp?.close();
  data?.remove();
});

test('the admin adds the identity provider in Settings and proves its domain by signing in through it', async ({
  browser,
}) => {
  const provider = need(idp, 'the identity provider');
  const { context, page, errors } = await openContext(browser, sessionState(adminCookie));
  await page.goto(`${publicUrl}/settings`);
  const section = page.getByRole('region', { name: 'Company sign-in' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(section.getByLabel('Redirect URI')).toHaveValue(
    `${publicUrl}/api/sso/oidc/callback`,
  );
  await section.getByRole('button', { name: 'Add identity provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add identity provider' });
  await dialog.getByLabel('Name').fill('Acme SSO');
  await dialog.getByLabel('Issuer URL').fill(provider.issuer);
  await dialog.getByLabel('Client ID').fill(provider.clientId);
  await dialog.getByLabel('Client secret').fill(provider.clientSecret);
  await dialog.getByLabel('Email domains').fill('Acme.example');
  await dialog.getByLabel('Default role').selectOption({ label: 'Interviewer' });
  await dialog
    .getByRole('checkbox', {
      name: 'Make a member of anyone of these domains who signs in for the first time',
    })
    .check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save identity provider' }).click();
  await expect(dialog).toBeHidden();
  const domains = section.getByRole('list', { name: 'Domains of Acme SSO' });
  await expect(domains).toHaveText('acme.example: Not proved yet');

  // Proving: the admin signs in at the provider as someone of the domain, and comes back.
  provider.accounts.set('it', { email: 'it@acme.example', emailVerified: true });
  await section.getByRole('button', { name: 'Prove the domains' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Login').fill('it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'is proved' })).toHaveText(
    'acme.example is proved: its people now sign in through their identity provider.',
    { timeout: 20_000 },
  );
  await expect(domains).toHaveText('acme.example: Proved');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(section, `${SHOTS}/settings-${size.width}.png`);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a person of the proved domain signs in through the identity provider and becomes a member', async ({
  browser,
}) => {
  const provider = need(idp, 'the identity provider');
  provider.accounts.set('iris', {
    email: 'iris@acme.example',
    emailVerified: true,
    name: 'Iris Ingram',
  });
  const { context, page, errors } = await openContext(browser);
  await page.goto(`${publicUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Email').fill('iris@acme.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // At the provider: its own sign-in form; no password was asked here.
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Login').fill('iris');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back in TalentFlow, signed in as the new member, with the provider's default role.
  await expectSignedInAs(
    page,
    { name: 'Iris Ingram', email: 'iris@acme.example', password: '' },
    'Interviewer',
  );
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/signed-in-phone.png`);
  expect(errors).toEqual([]);
  await context.close();

  const members = await api('GET', '/users', { cookie: adminCookie });
  expect(members.body.users).toContainEqual(
    expect.objectContaining({ email: 'iris@acme.example', role: 'interviewer' }),
  );
});

test('through a SAML provider too: the admin adds it in Settings from its metadata and proves its domain, and a person of it signs in from the sign-in screen', async ({
  browser,
}) => {
  const saml = await startSamlIdp();
  try {
    const admin = await openContext(browser, sessionState(adminCookie));
    const { page } = admin;
    await page.goto(`${publicUrl}/settings`);
    const section = page.getByRole('region', { name: 'Company sign-in' });
    await expect(section.getByLabel('ACS URL')).toHaveValue(`${publicUrl}/api/sso/saml/acs`, {
      timeout: 20_000,
    });
    await expect(section.getByLabel('Entity ID', { exact: true })).toHaveValue(
      `${publicUrl}/api/sso/saml`,
    );
    await section.getByRole('button', { name: 'Add identity provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add identity provider' });
    await dialog.getByLabel('Protocol').selectOption({ label: 'SAML 2.0' });
    await dialog.getByLabel('Name').fill('Globex SAML');
    await dialog.getByLabel('Describe the provider by').selectOption({ label: 'Its metadata URL' });
    await dialog.getByLabel('Metadata URL').fill(saml.metadataUrl);
    await dialog.getByLabel('Email domains').fill('globex.example');
    await dialog
      .getByRole('checkbox', {
        name: 'Make a member of anyone of these domains who signs in for the first time',
      })
      .check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save identity provider' }).click();
    await expect(dialog).toBeHidden();
    const item = section.getByRole('listitem').filter({ hasText: 'Globex SAML' });
    saml.spMetadataUrl = await item
      .getByLabel('TalentFlow metadata URL for Globex SAML')
      .inputValue();
    await expect(item.getByText(/^Certificate SHA-256 /)).toBeVisible();

    // The admin proves the domain at the provider, whose page posts its answer back.
    saml.accounts.set('it', { email: 'it@globex.example' });
    await item.getByRole('button', { name: 'Prove the domains' }).click();
    await expect(page.getByRole('heading', { name: 'Test SAML identity provider' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Login').fill('it');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'is proved' })).toHaveText(
      'globex.example is proved: its people now sign in through their identity provider.',
      { timeout: 20_000 },
    );
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expectAccessible(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await shot(section, `${SHOTS}/settings-saml-${size.width}.png`);
    }
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    saml.accounts.set('gus', { email: 'gus@globex.example', name: 'Gus Grant' });
    const { context, page: person, errors } = await openContext(browser);
    await person.goto(`${publicUrl}/`);
    await person.getByLabel('Email').fill('gus@globex.example');
    await person.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(person.getByRole('heading', { name: 'Test SAML identity provider' })).toBeVisible({
      timeout: 20_000,
    });
    await person.getByLabel('Login').fill('gus');
    await person.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedInAs(
      person,
      { name: 'Gus Grant', email: 'gus@globex.example', password: '' },
      'Recruiter',
    );
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await saml.close();
  }
});

test('provisioning: the admin makes a SCIM token in Settings; a member the provider pushes shows on the Team page with their group’s role, and leaves it when deactivated', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(browser, sessionState(adminCookie));
  await page.goto(`${publicUrl}/settings`);
  const section = page.getByRole('region', { name: 'Provisioning (SCIM)' });
  await expect(section.getByLabel('SCIM base URL')).toHaveValue(`${publicUrl}/api/scim/v2`, {
    timeout: 20_000,
  });
  await section.getByRole('button', { name: 'Create SCIM token' }).click();
  const token = await section.getByRole('textbox', { name: 'SCIM token' }).inputValue();
  expect(token).toMatch(/^tfscim_/);
  // The provider's group "Recruiting" gives the recruiter role.
  await section.getByRole('button', { name: 'Add a group' }).click();
  await section.getByLabel('Group name').fill('Recruiting');
  await section.getByLabel('Role', { exact: true }).selectOption({ label: 'Recruiter' });
  await section.getByRole('button', { name: 'Save roles' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Roles saved.' })).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(section, `${SHOTS}/provisioning-${size.width}.png`);
  }

  // The identity provider pushes a person and the group, as Okta does.
  const scim = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${publicUrl}/api/scim/v2${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'Content-Type': 'application/scim+json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: answer.status === 204 ? undefined : await answer.json() };
  };
  const made = await scim('POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: 'rae@acme.example',
    name: { givenName: 'Rae', familyName: 'Rivers' },
    active: true,
  });
  expect(made.status).toBe(201);
  const group = await scim('POST', '/Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    displayName: 'Recruiting',
    members: [{ value: made.body.id }],
  });
  expect(group.status).toBe(201);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${publicUrl}/team`);
  const rae = (table: string) =>
    page
      .getByRole('table', { name: table, exact: true })
      .getByRole('row')
      .filter({ hasText: 'rae@acme.example' });
  const row = rae('Members');
  await expect(row).toContainText('Rae Rivers', { timeout: 20_000 });
  await expect(row.getByLabel('Role of Rae Rivers')).toHaveValue('recruiter');

  // Deactivated by the provider: among the deactivated members, no longer an active one.
  const off = await scim('PATCH', `/Users/${made.body.id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'replace', value: { active: false } }],
  });
  expect(off.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(rae('Deactivated members')).toHaveCount(1);
  await expect(rae('Members')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
