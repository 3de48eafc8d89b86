import { screen, waitFor, within } from '@testing-library/react';
import type { ScimSettings } from '@/domain/schemas';
import { formatDate } from '@/lib/format-date-time';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import {
  GROUP_NAME_MISSING,
  NO_SCIM_TOKEN,
  ROLES_SAVED,
  SCIM_TOKEN_REVOKED,
  SHOWN_ONCE,
  tokenSaid,
} from './provisioning-section';

/** Settings' Provisioning (SCIM) (a team server's, admins'): the SCIM token and roles from groups. */

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;
const BASE_URL = 'https://hire.example.com/api/scim/v2';
const SECRET = 'tfscim_9f2c41d7e0b84a6c93e1';
const CREATED_AT = '2030-03-02T09:00:00.000Z';
const LAST_USED_AT = '2030-03-05T14:30:00.000Z';
const NAMED_TWICE = 'SCIM settings field "groupRoles": must name each group once.';
const NO_ADMIN_LEFT = 'A team needs at least one active admin. Make another member an admin first.';

/**
 * The SCIM settings routes of a team server, its members (GET /api/users) and its identity
 * providers (none), faked: the browser-mode API under the tests has none.
 */
function fakeScim(
  initial: {
    token?: { createdAt: string; lastUsedAt: string | null } | null;
    settings?: ScimSettings;
  } = {},
) {
  const state = {
    token: initial.token ?? null,
    settings: initial.settings ?? { defaultRole: 'interviewer', groupRoles: [] },
  };
  const watch = interceptApi((request) => {
    const { method, url } = request;
    if (url.pathname === '/api/users' && method === 'GET')
      return publishedAnswer('GET /api/users', {
        users: [teamMember('admin'), teamMember('recruiter')],
      });
    if (url.pathname === '/api/sso/providers' && method === 'GET')
      return publishedAnswer('GET /api/sso/providers', {
        providers: [],
        redirectUri: 'https://hire.example.com/api/sso/oidc/callback',
        acsUrl: 'https://hire.example.com/api/sso/saml/acs',
        samlEntityId: 'https://hire.example.com/api/sso/saml',
      });
    if (url.pathname === '/api/scim/token') {
      if (method === 'GET')
        return publishedAnswer('GET /api/scim/token', { baseUrl: BASE_URL, token: state.token });
      if (method === 'POST') {
        state.token = { createdAt: CREATED_AT, lastUsedAt: null };
        return publishedAnswer('POST /api/scim/token', {
          baseUrl: BASE_URL,
          token: SECRET,
          createdAt: CREATED_AT,
        });
      }
      if (method === 'DELETE') {
        if (!state.token) return apiError(404, 'There is no SCIM token.', 'not_found');
        state.token = null;
        return new Response(null, { status: 204 });
      }
    }
    if (url.pathname === '/api/scim/settings') {
      if (method === 'GET') return publishedAnswer('GET /api/scim/settings', state.settings);
      if (method === 'PUT') {
        const body = request.body as ScimSettings;
        const groups = body.groupRoles.map(({ group }) => group.toLowerCase());
        if (new Set(groups).size !== groups.length)
          return apiError(400, NAMED_TWICE, 'bad_request');
        if (body.groupRoles.some(({ group }) => group === 'Nobody'))
          return apiError(409, NO_ADMIN_LEFT, 'conflict');
        state.settings = body;
        return publishedAnswer('PUT /api/scim/settings', body);
      }
    }
    return undefined;
  });
  return { state, ...watch };
}

async function openSection() {
  const view = renderRoute('/settings', { session: teamSession('admin') });
  const section = await screen.findByRole(
    'region',
    { name: 'Provisioning (SCIM)' },
    { timeout: SLOW },
  );
  await within(section).findByLabelText('SCIM base URL', undefined, { timeout: SLOW });
  await within(section).findByRole('form', { name: 'Roles from groups' }, { timeout: SLOW });
  return { ...view, section };
}

describe('the settings page: provisioning (SCIM)', () => {
  it('creates a SCIM token, shows it once, and only its dates after a reload', async () => {
    const fake = fakeScim();
    const first = await openSection();
    const { user, section } = first;
    expect(within(section).getByLabelText('SCIM base URL')).toHaveValue(BASE_URL);
    expect(within(section).getByText(NO_SCIM_TOKEN)).toBeInTheDocument();
    expect(within(section).queryByLabelText('SCIM token')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Create SCIM token' }));
    const token = await within(section).findByLabelText('SCIM token');
    expect(token).toHaveValue(SECRET);
    await waitFor(() => expect(token).toHaveFocus());
    expect(within(section).getByText(SHOWN_ONCE)).toBeInTheDocument();
    expect(fake.requests('POST', '/api/scim/token')).toHaveLength(1);
    expect(
      within(section).getByText(tokenSaid({ createdAt: CREATED_AT, lastUsedAt: null })),
    ).toBeInTheDocument();
    expect(within(section).getByText(/last used never\.$/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Replace token' })).toBeInTheDocument();
    expect(within(section).queryByText(NO_SCIM_TOKEN)).not.toBeInTheDocument();

    // A reload fetches the token's dates: its secret is never answered again.
    first.unmount();
    const { section: again } = await openSection();
    expect(
      await within(again).findByText(`Token created ${formatDate(CREATED_AT)}; last used never.`),
    ).toBeInTheDocument();
    expect(within(again).queryByLabelText('SCIM token')).not.toBeInTheDocument();
    expect(within(again).queryByText(SHOWN_ONCE)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  }, 60_000);

  it('revokes the token after asking, and then says there is none', async () => {
    const fake = fakeScim({ token: { createdAt: CREATED_AT, lastUsedAt: LAST_USED_AT } });
    const { user, section } = await openSection();
    expect(
      await within(section).findByText(
        `Token created ${formatDate(CREATED_AT)}; last used ${formatDate(LAST_USED_AT)}.`,
      ),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Revoke token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the SCIM token?' });
    expect(fake.requests('DELETE', '/api/scim/token')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await within(section).findByText(SCIM_TOKEN_REVOKED)).toHaveAttribute('role', 'status');
    expect(within(section).getByText(NO_SCIM_TOKEN)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/scim/token')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Revoke token' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Create SCIM token' })).toHaveFocus(),
    );
  }, 60_000);

  it('saves the roles from groups as typed, refusing an empty group name first', async () => {
    const fake = fakeScim();
    const { user, section } = await openSection();
    const form = within(section).getByRole('form', { name: 'Roles from groups' });
    const newRole = within(form).getByRole('combobox', { name: 'Role of new members' });
    expect(newRole).toHaveDisplayValue('Interviewer');
    expect(
      within(newRole)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recruiter', 'Interviewer']);
    await user.selectOptions(newRole, 'Recruiter');

    await user.click(within(form).getByRole('button', { name: 'Add a group' }));
    const names = () => within(form).getAllByRole('textbox', { name: 'Group name' });
    expect(names()).toHaveLength(1);
    expect(names()[0]).toHaveFocus();
    await user.type(names()[0]!, '  Engineering ');
    await user.selectOptions(within(form).getAllByRole('combobox', { name: 'Role' })[0]!, 'Admin');

    await user.click(within(form).getByRole('button', { name: 'Add a group' }));
    expect(names()).toHaveLength(2);
    expect(names()[1]).toHaveFocus();
    expect(
      within(within(form).getAllByRole('combobox', { name: 'Role' })[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Recruiter', 'Interviewer']);

    // An empty group name is said next to it, and nothing is sent.
    const save = within(form).getByRole('button', { name: 'Save roles' });
    await user.click(save);
    await waitFor(() => expect(names()[1]).toHaveFocus());
    expect(names()[1]).toHaveAccessibleDescription(GROUP_NAME_MISSING);
    expect(names()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests('PUT', '/api/scim/settings')).toHaveLength(0);

    await user.type(names()[1]!, 'Interviewers');
    expect(names()[1]).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(
      within(form).getAllByRole('combobox', { name: 'Role' })[1]!,
      'Interviewer',
    );
    await user.click(save);
    expect(await within(form).findByText(ROLES_SAVED)).toHaveAttribute('role', 'status');
    expect(fake.requests('PUT', '/api/scim/settings')).toHaveLength(1);
    expect(fake.requests('PUT', '/api/scim/settings')[0]!.body).toEqual({
      defaultRole: 'recruiter',
      groupRoles: [
        { group: 'Engineering', role: 'admin' },
        { group: 'Interviewers', role: 'interviewer' },
      ],
    });
    // What the server kept (trimmed) is on screen.
    expect(names()[0]).toHaveValue('Engineering');

    // Each row's Remove button is told apart.
    expect(within(form).getByRole('button', { name: 'Remove group 1' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove group 2' }));
    expect(names()).toHaveLength(1);
    expect(names()[0]).toHaveFocus();
  }, 60_000);

  it('shows the server’s refusal and keeps the form as typed', async () => {
    const fake = fakeScim({
      settings: { defaultRole: 'recruiter', groupRoles: [{ group: 'Engineering', role: 'admin' }] },
    });
    const { user, section } = await openSection();
    const form = within(section).getByRole('form', { name: 'Roles from groups' });
    const names = () => within(form).getAllByRole('textbox', { name: 'Group name' });
    expect(names()[0]).toHaveValue('Engineering');

    await user.click(within(form).getByRole('button', { name: 'Add a group' }));
    await user.type(names()[1]!, 'engineering');
    const save = within(form).getByRole('button', { name: 'Save roles' });
    await user.click(save);
    expect(
      await within(form).findByText(
        `Could not save the roles: ${NAMED_TWICE} Your changes are still here.`,
      ),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(save).toHaveFocus());
    expect(names().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Engineering',
      'engineering',
    ]);
    expect(within(form).queryByText(ROLES_SAVED)).not.toBeInTheDocument();

    // Leaving the team without an active admin is refused too (409).
    await user.clear(names()[1]!);
    await user.type(names()[1]!, 'Nobody');
    await user.click(save);
    expect(
      await within(form).findByText(
        `Could not save the roles: ${NO_ADMIN_LEFT} Your changes are still here.`,
      ),
    ).toBeInTheDocument();
    expect(names()[1]).toHaveValue('Nobody');
    expect(fake.requests('PUT', '/api/scim/settings')).toHaveLength(2);
    expect(fake.state.settings.groupRoles).toEqual([{ group: 'Engineering', role: 'admin' }]);
  }, 60_000);
});
