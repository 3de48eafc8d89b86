import { screen, waitFor, within } from '@testing-library/react';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { formatDate } from '@/lib/format-date-time';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import { proofSignIn } from '../api/verify-identity-provider';
import {
  BREAK_GLASS_LABEL,
  CREATE_MEMBERS_LABEL,
  KEEP_SECRET_HINT,
  REQUIRE_SSO_LABEL,
  parseDomains,
} from './identity-provider-form';
import { provedSaid, requiredSaid } from './identity-providers-section';

/** Settings' Company sign-in (a team server's, admins'): the identity providers. */

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;
const REDIRECT_URI = 'https://hire.example.com/api/sso/oidc/callback';
const ACS_URL = 'https://hire.example.com/api/sso/saml/acs';
/** TalentFlow's entity id, the same for every SAML provider. */
const SAML_ENTITY_ID = 'https://hire.example.com/api/sso/saml';
/** TalentFlow's SAML metadata for provider `id`: what its admin gives the provider. */
const spMetadataUrl = (id: number) => `https://hire.example.com/api/sso/${id}/metadata.xml`;
/** The entity id of a provider described by its metadata, as the fake server reads it. */
const METADATA_ENTITY_ID = 'https://idp.acme.test/saml';
const FINGERPRINT =
  '3A:9F:1C:42:7B:D0:55:E8:19:AC:6E:04:B2:7F:C3:90:12:5D:88:A1:4E:F6:0B:37:C9:22:D4:6A:81:E5:F0:7C';
const CERT_EXPIRES = '2031-06-30T12:00:00.000Z';
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUe\n-----END CERTIFICATE-----';
const NOT_A_CERTIFICATE =
  'Identity provider field "certificate": is not a readable X.509 certificate (PEM).';
/** What describes a SAML provider: none of it is sent to keep what the server has. */
const SAML_DESCRIPTION = ['metadataUrl', 'metadataXml', 'entityId', 'ssoUrl', 'certificate'];
const PROOF_URL = 'https://login.acme.test/authorize?state=proof';
const CLAIMED = 'beta.test is claimed by the identity provider “Acme Okta”.';
/** Ada was made a recruiter after the team was loaded: the server refuses her as break-glass admin. */
const NOT_ADMIN = 'Identity provider field "breakGlassMemberId": member 1 is not an active admin.';
/** The team's active members: two admins, who may be a provider's break-glass admin. */
const MEMBERS = [
  teamMember('admin'),
  teamMember('admin', { id: 4, name: 'Bea Admin', email: 'bea@example.com' }),
  teamMember('recruiter'),
  teamMember('interviewer'),
];

const okta = (): IdentityProviderOutput => ({
  id: 1,
  kind: 'oidc',
  name: 'Acme Okta',
  issuer: 'https://login.acme.test',
  clientId: 'talentflow',
  domains: [
    { domain: 'acme.test', verified: true },
    { domain: 'acme.org', verified: false },
  ],
  defaultRole: 'interviewer',
  createMembers: true,
  requireSso: false,
  breakGlassMemberId: null,
  redirectUri: REDIRECT_URI,
  createdAt: '2030-03-01T09:00:00.000Z',
  updatedAt: '2030-03-01T09:00:00.000Z',
});

const entra = (): IdentityProviderOutput => ({
  id: 2,
  kind: 'saml',
  name: 'Acme Entra',
  entityId: 'https://sts.acme.test/saml',
  ssoUrl: 'https://sts.acme.test/saml/sso',
  certificates: [{ fingerprint: FINGERPRINT, expiresAt: CERT_EXPIRES }],
  spEntityId: SAML_ENTITY_ID,
  acsUrl: ACS_URL,
  spMetadataUrl: spMetadataUrl(2),
  domains: [{ domain: 'entra.acme.test', verified: false }],
  defaultRole: 'recruiter',
  createMembers: false,
  requireSso: false,
  breakGlassMemberId: null,
  createdAt: '2030-03-01T09:00:00.000Z',
  updatedAt: '2030-03-01T09:00:00.000Z',
});

/**
 * The providers' routes of a team server and its members (GET /api/users), faked: the browser-mode
 * API under the tests has none.
 */
function fakeProviders(initial: IdentityProviderOutput[] = [okta()]) {
  const state = { providers: initial, nextId: Math.max(0, ...initial.map((p) => p.id)) + 1 };
  const kept = (id: number, body: IdentityProviderInput): IdentityProviderOutput => {
    const before = state.providers.find((provider) => provider.id === id);
    const common = {
      id,
      name: body.name,
      domains: body.domains.map((domain) => ({
        domain,
        verified: before?.domains.some((d) => d.domain === domain && d.verified) ?? false,
      })),
      defaultRole: body.defaultRole,
      createMembers: body.createMembers,
      requireSso: body.requireSso ?? false,
      breakGlassMemberId: body.breakGlassMemberId ?? null,
      createdAt: before?.createdAt ?? '2030-03-02T09:00:00.000Z',
      updatedAt: '2030-03-02T09:00:00.000Z',
    };
    if (body.kind === 'oidc')
      return {
        ...common,
        kind: 'oidc',
        issuer: body.issuer,
        clientId: body.clientId,
        redirectUri: REDIRECT_URI,
      };
    // A SAML provider: read from its metadata, given field by field, or (none given) as kept.
    const was = before?.kind === 'saml' ? before : undefined;
    const described = body.metadataUrl !== undefined || body.metadataXml !== undefined;
    return {
      ...common,
      kind: 'saml',
      entityId:
        body.entityId ?? (described ? METADATA_ENTITY_ID : (was?.entityId ?? METADATA_ENTITY_ID)),
      ssoUrl: body.ssoUrl ?? (described ? `${METADATA_ENTITY_ID}/sso` : (was?.ssoUrl ?? '')),
      certificates:
        was && !described && body.certificate === undefined
          ? was.certificates
          : [{ fingerprint: FINGERPRINT, expiresAt: CERT_EXPIRES }],
      spEntityId: SAML_ENTITY_ID,
      acsUrl: ACS_URL,
      spMetadataUrl: spMetadataUrl(id),
    };
  };
  /** What the server says of a certificate it cannot read. */
  const unreadable = (body: IdentityProviderInput) =>
    body.kind === 'saml' &&
    body.certificate !== undefined &&
    !body.certificate.startsWith('-----BEGIN CERTIFICATE-----');
  const claimedElsewhere = (id: number, body: IdentityProviderInput) =>
    state.providers.some(
      (provider) =>
        provider.id !== id && provider.domains.some((d) => body.domains.includes(d.domain)),
    );
  const watch = interceptApi((request) => {
    const { method, url } = request;
    const body = request.body as IdentityProviderInput;
    if (url.pathname === '/api/users' && method === 'GET')
      return publishedAnswer('GET /api/users', { users: MEMBERS });
    if (url.pathname === '/api/sso/providers' && method === 'GET')
      return publishedAnswer('GET /api/sso/providers', {
        providers: state.providers,
        redirectUri: REDIRECT_URI,
        acsUrl: ACS_URL,
        samlEntityId: SAML_ENTITY_ID,
      });
    if (url.pathname === '/api/sso/providers' && method === 'POST') {
      if (claimedElsewhere(0, body)) return apiError(409, CLAIMED, 'conflict');
      if (unreadable(body)) return apiError(400, NOT_A_CERTIFICATE, 'bad_request');
      const added = kept(state.nextId++, body);
      state.providers = [...state.providers, added];
      return publishedAnswer('POST /api/sso/providers', added);
    }
    const one = /^\/api\/sso\/providers\/(\d+)(\/verify)?$/.exec(url.pathname);
    if (!one) return undefined;
    const id = Number(one[1]);
    if (one[2] && method === 'POST')
      return publishedAnswer('POST /api/sso/providers/:id/verify', { url: PROOF_URL });
    if (method === 'PUT') {
      if (body.breakGlassMemberId === 1) return apiError(400, NOT_ADMIN, 'bad_request');
      if (unreadable(body)) return apiError(400, NOT_A_CERTIFICATE, 'bad_request');
      const changed = kept(id, body);
      state.providers = state.providers.map((p) => (p.id === id ? changed : p));
      return publishedAnswer('PUT /api/sso/providers/:id', changed);
    }
    if (method === 'DELETE') {
      state.providers = state.providers.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { state, ...watch };
}

async function openSection(path = '/settings') {
  const view = renderRoute(path, { session: teamSession('admin') });
  const section = await screen.findByRole('region', { name: 'Company sign-in' }, { timeout: SLOW });
  await within(section).findByText('Acme Okta', undefined, { timeout: SLOW });
  return { ...view, section };
}

describe('parseDomains', () => {
  it('splits at commas and spaces, lowercases, and keeps each domain once', () => {
    expect(parseDomains(' Acme.test, acme.org  beta.test,,ACME.test ')).toEqual([
      'acme.test',
      'acme.org',
      'beta.test',
    ]);
    expect(parseDomains(' , ')).toEqual([]);
  });
});

describe('the settings page: company sign-in', () => {
  it('lists the providers with the redirect URI, and says when a domain was just proved', async () => {
    fakeProviders();
    const { section } = await openSection('/settings?sso=verified&domain=acme.org');
    expect(within(section).getByLabelText('Redirect URI')).toHaveValue(REDIRECT_URI);
    expect(within(section).getByLabelText('ACS URL')).toHaveValue(ACS_URL);
    expect(within(section).getByLabelText('Entity ID', { exact: true })).toHaveValue(
      SAML_ENTITY_ID,
    );
    // One Copy button for each.
    expect(within(section).getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
    const domains = within(section).getByRole('list', { name: 'Domains of Acme Okta' });
    expect(
      within(domains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['acme.test: Proved', 'acme.org: Not proved yet']);
    expect(
      within(section).getByText('Default role: Interviewer. A first sign-in makes a member.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(provedSaid('acme.org'))).toHaveAttribute('role', 'status');
  }, 60_000);

  it('adds a provider, and shows the server’s refusal next to the form', async () => {
    const fake = fakeProviders();
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Add identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add identity provider' });
    const save = within(dialog).getByRole('button', { name: 'Save identity provider' });

    // What is missing is said next to each field, and nothing is sent.
    await user.click(save);
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Client secret')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests('POST', '/api/sso/providers')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Beta Entra');
    await user.type(within(dialog).getByLabelText('Issuer URL'), 'https://login.beta.test');
    await user.type(within(dialog).getByLabelText('Client ID'), 'tf-client');
    const secret = within(dialog).getByLabelText('Client secret');
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(secret, 's3cret');
    await user.type(within(dialog).getByLabelText('Email domains'), 'Beta.test, acme.test');
    await user.click(save);
    expect(
      await within(dialog).findByText(`Could not save the identity provider: ${CLAIMED}`),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(save).toHaveFocus());

    const domains = within(dialog).getByLabelText('Email domains');
    await user.clear(domains);
    await user.type(domains, 'BETA.test beta.org');
    await user.click(within(dialog).getByLabelText(CREATE_MEMBERS_LABEL));
    await user.click(save);
    expect(await within(section).findByText('Beta Entra')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(section).getByText(
        'Identity provider “Beta Entra” added. Prove its domains to use it.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(fake.requests('POST', '/api/sso/providers').at(-1)!.body).toEqual({
      kind: 'oidc',
      name: 'Beta Entra',
      issuer: 'https://login.beta.test',
      clientId: 'tf-client',
      clientSecret: 's3cret',
      domains: ['beta.test', 'beta.org'],
      defaultRole: 'recruiter',
      createMembers: true,
      requireSso: false,
      breakGlassMemberId: null,
    });
  }, 60_000);

  it('changes a provider keeping its secret, removes one after asking, and goes to prove domains', async () => {
    const fake = fakeProviders();
    const open = vi.spyOn(proofSignIn, 'open').mockImplementation(() => {});
    const { user, section } = await openSection();

    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Acme Okta”' });
    const secret = within(dialog).getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(KEEP_SECRET_HINT);
    expect(within(dialog).getByLabelText('Email domains')).toHaveValue('acme.test, acme.org');
    await user.selectOptions(within(dialog).getByLabelText('Default role'), 'recruiter');
    await user.click(within(dialog).getByRole('button', { name: 'Save identity provider' }));
    expect(
      await within(section).findByText('Identity provider “Acme Okta” saved.'),
    ).toBeInTheDocument();
    expect(fake.requests('PUT', '/api/sso/providers/1')[0]!.body).toEqual({
      kind: 'oidc',
      name: 'Acme Okta',
      issuer: 'https://login.acme.test',
      clientId: 'talentflow',
      domains: ['acme.test', 'acme.org'],
      defaultRole: 'recruiter',
      createMembers: true,
      requireSso: false,
      breakGlassMemberId: null,
    });
    expect(
      await within(section).findByText('Default role: Recruiter. A first sign-in makes a member.'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Prove the domains' }));
    await waitFor(() => expect(open).toHaveBeenCalledExactlyOnceWith(PROOF_URL));
    expect(fake.requests('POST', '/api/sso/providers/1/verify')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove “Acme Okta”?' });
    expect(fake.requests('DELETE', '/api/sso/providers/1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await within(section).findByText('Identity provider “Acme Okta” removed.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('No identity provider yet.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add identity provider' })).toHaveFocus();
  }, 60_000);

  it('requires sign-in through a provider but for a break-glass admin it names', async () => {
    const fake = fakeProviders();
    const { user, section } = await openSection();
    expect(within(section).queryByText(/Sign-in through it is required/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Acme Okta”' });
    expect(within(dialog).queryByLabelText(BREAK_GLASS_LABEL)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(REQUIRE_SSO_LABEL));
    // The team's active admins, and no one else.
    const admin = within(dialog).getByRole('combobox', { name: BREAK_GLASS_LABEL });
    await waitFor(() =>
      expect(
        within(admin)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose an admin', 'Ada Admin', 'Bea Admin']),
    );
    const save = within(dialog).getByRole('button', { name: 'Save identity provider' });
    await user.click(save);
    expect(admin).toHaveFocus();
    expect(admin).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests('PUT', '/api/sso/providers/1')).toHaveLength(0);

    // The server's refusal is said next to the select.
    await user.selectOptions(admin, 'Ada Admin');
    await user.click(save);
    await waitFor(() =>
      expect(admin).toHaveAccessibleDescription('Member 1 is not an active admin.'),
    );
    expect(admin).toHaveFocus();

    await user.selectOptions(admin, 'Bea Admin');
    expect(admin).not.toHaveAttribute('aria-invalid');
    await user.click(save);
    expect(
      await within(section).findByText('Identity provider “Acme Okta” saved.'),
    ).toBeInTheDocument();
    expect(fake.requests('PUT', '/api/sso/providers/1').at(-1)!.body).toMatchObject({
      requireSso: true,
      breakGlassMemberId: 4,
    });
    expect(await within(section).findByText(requiredSaid('Bea Admin'))).toBeInTheDocument();
  }, 60_000);

  it('adds a SAML provider by its metadata URL, and shows what to give the provider', async () => {
    const fake = fakeProviders();
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Add identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add identity provider' });
    const protocol = within(dialog).getByRole('combobox', { name: 'Protocol' });
    expect(protocol).toHaveDisplayValue('OpenID Connect');
    await user.selectOptions(protocol, 'SAML 2.0');
    expect(within(dialog).queryByLabelText('Issuer URL')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Client secret')).not.toBeInTheDocument();
    const by = within(dialog).getByRole('combobox', { name: 'Describe the provider by' });
    // A new provider has nothing kept to keep.
    expect(
      within(by)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Its metadata URL', 'Its metadata XML', 'Entity ID, sign-in URL and certificate']);

    await user.type(within(dialog).getByLabelText('Name'), 'Beta SAML');
    await user.type(within(dialog).getByLabelText('Email domains'), 'beta.test');
    const save = within(dialog).getByRole('button', { name: 'Save identity provider' });
    await user.click(save);
    const metadataUrl = within(dialog).getByLabelText('Metadata URL');
    expect(metadataUrl).toHaveFocus();
    expect(metadataUrl).toHaveAccessibleDescription(/Enter the metadata URL\./);
    expect(fake.requests('POST', '/api/sso/providers')).toHaveLength(0);

    await user.type(metadataUrl, 'https://idp.beta.test/metadata');
    await user.click(save);
    expect(
      await within(section).findByText(
        'Identity provider “Beta SAML” added. Prove its domains to use it.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(fake.requests('POST', '/api/sso/providers').at(-1)!.body).toEqual({
      kind: 'saml',
      name: 'Beta SAML',
      metadataUrl: 'https://idp.beta.test/metadata',
      domains: ['beta.test'],
      defaultRole: 'recruiter',
      createMembers: false,
      requireSso: false,
      breakGlassMemberId: null,
    });

    const item = within(section).getByText('Beta SAML').closest('li')!;
    expect(within(item).getByText(METADATA_ENTITY_ID)).toBeInTheDocument();
    expect(within(item).getByLabelText('TalentFlow metadata URL for Beta SAML')).toHaveValue(
      spMetadataUrl(2),
    );
    expect(
      within(within(item).getByRole('list', { name: 'Certificates of Beta SAML' })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent(`Certificate SHA-256 ${FINGERPRINT}, expires ${formatDate(CERT_EXPIRES)}`);
  }, 60_000);

  it('says the server’s refusal of a signing certificate next to it', async () => {
    const fake = fakeProviders();
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Add identity provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add identity provider' });
    await user.selectOptions(within(dialog).getByLabelText('Protocol'), 'SAML 2.0');
    await user.selectOptions(
      within(dialog).getByLabelText('Describe the provider by'),
      'Entity ID, sign-in URL and certificate',
    );
    expect(within(dialog).queryByLabelText('Metadata URL')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Beta SAML');
    await user.type(within(dialog).getByLabelText('Entity ID'), 'https://sts.beta.test');
    const ssoUrl = within(dialog).getByLabelText('Sign-in URL');
    expect(ssoUrl).toHaveAccessibleDescription('The single sign-on URL (HTTP-Redirect binding).');
    await user.type(ssoUrl, 'https://sts.beta.test/sso');
    const certificate = within(dialog).getByLabelText('Signing certificate');
    await user.type(certificate, 'MIIBszCCAVmgAwIBAgIUe');
    await user.type(within(dialog).getByLabelText('Email domains'), 'beta.test');
    const save = within(dialog).getByRole('button', { name: 'Save identity provider' });
    await user.click(save);

    await waitFor(() =>
      expect(certificate).toHaveAccessibleDescription(
        'PEM, beginning with -----BEGIN CERTIFICATE-----. Is not a readable X.509 certificate (PEM).',
      ),
    );
    expect(certificate).toHaveAttribute('aria-invalid', 'true');
    expect(certificate).toHaveFocus();
    expect(fake.requests('POST', '/api/sso/providers').at(-1)!.body).toMatchObject({
      kind: 'saml',
      entityId: 'https://sts.beta.test',
      ssoUrl: 'https://sts.beta.test/sso',
      certificate: 'MIIBszCCAVmgAwIBAgIUe',
    });

    await user.clear(certificate);
    expect(certificate).not.toHaveAttribute('aria-invalid');
    await user.type(certificate, PEM);
    await user.click(save);
    expect(await within(section).findByText('Beta SAML')).toBeInTheDocument();
    expect(fake.requests('POST', '/api/sso/providers').at(-1)!.body).toMatchObject({
      certificate: PEM,
    });
  }, 60_000);

  it('changes a SAML provider keeping how it is described', async () => {
    const fake = fakeProviders([okta(), entra()]);
    const { user, section } = await openSection();
    const item = within(section).getByText('Acme Entra').closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Acme Entra”' });
    expect(within(dialog).getByLabelText('Protocol')).toHaveDisplayValue('SAML 2.0');
    expect(within(dialog).getByLabelText('Describe the provider by')).toHaveDisplayValue(
      'Keep as it is',
    );
    expect(within(dialog).queryByLabelText('Metadata URL')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Signing certificate')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(CREATE_MEMBERS_LABEL));
    await user.click(within(dialog).getByRole('button', { name: 'Save identity provider' }));
    expect(
      await within(section).findByText('Identity provider “Acme Entra” saved.'),
    ).toBeInTheDocument();
    const body = fake.requests('PUT', '/api/sso/providers/2')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'saml',
      name: 'Acme Entra',
      domains: ['entra.acme.test'],
      defaultRole: 'recruiter',
      createMembers: true,
      requireSso: false,
      breakGlassMemberId: null,
    });
    for (const field of SAML_DESCRIPTION) expect(body).not.toHaveProperty(field);
    // What it was described by is kept: its entity ID and certificate are shown as before.
    const after = within(section).getByText('Acme Entra').closest('li')!;
    expect(within(after).getByText('https://sts.acme.test/saml')).toBeInTheDocument();
    expect(within(after).getByText(new RegExp(FINGERPRINT))).toBeInTheDocument();
  }, 60_000);
});
