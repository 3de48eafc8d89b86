import { screen, waitFor, within } from '@testing-library/react';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import {
  NOT_REQUIRED_SAVED,
  REQUIRE_TWO_FACTOR_LABEL,
  REQUIRED_SAVED,
} from '../components/security-section';

/** The Settings page: the team's rejection reasons, edited as one list. */

describe('the settings page', () => {
  it('edits the rejection reasons by keyboard-reachable buttons, says what is wrong, and saves', async () => {
    const { user } = renderRoute('/settings');
    const form = await screen.findByRole('form', { name: 'Rejection reasons' });
    const fields = () => within(form).getAllByRole('textbox');
    expect(fields().map((f) => (f as HTMLInputElement).value)).toEqual([
      'Not qualified',
      'Withdrew',
      'Hired elsewhere',
      'Compensation',
      'Position filled',
      'Other',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Move reason 2 up' }));
    expect(within(form).getByLabelText('Reason 1')).toHaveValue('Withdrew');
    expect(within(form).getByLabelText('Reason 1')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Remove reason 6' }));
    await user.click(within(form).getByRole('button', { name: 'Add a reason' }));
    expect(within(form).getByLabelText('Reason 6')).toHaveFocus();
    await user.keyboard('withdrew');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('“withdrew” is in the list twice.');
    await user.clear(within(form).getByLabelText('Reason 6'));
    await user.type(within(form).getByLabelText('Reason 6'), 'Failed the <sea> trial');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(await within(form).findByText('Rejection reasons saved.')).toBeVisible();
    expect(
      within(form).getByRole('button', { name: 'Save rejection reasons' }),
    ).toBeInTheDocument();
    expect((await api('GET', '/settings/rejection-reasons')).body.reasons).toEqual([
      'Withdrew',
      'Not qualified',
      'Hired elsewhere',
      'Compensation',
      'Position filled',
      'Failed the <sea> trial',
    ]);
  });

  it('keeps the list as typed when the save fails, and says why', async () => {
    interceptApi((request) =>
      request.method === 'PUT' ? apiError(500, 'The database is busy.') : undefined,
    );
    const { user } = renderRoute('/settings');
    const form = await screen.findByRole('form', { name: 'Rejection reasons' });
    await user.type(within(form).getByLabelText('Reason 1'), ' (any)');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(await within(form).findByText(/Could not save the rejection reasons/)).toBeVisible();
    expect(within(form).getByLabelText('Reason 1')).toHaveValue('Not qualified (any)');
  });

  it('tells a recruiter of a team that only admins change settings', async () => {
    renderRoute('/settings', { session: teamSession('recruiter') });
    expect(await screen.findByText('Only admins can change the team’s settings.')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

/**
 * A team server's sign-in rules, faked (browser mode has none): GET/PUT /api/settings/security,
 * and /api/auth/me with the admin's own two-factor sign-in. `failSave` refuses every PUT.
 */
function fakeSecurity({ adminUsesTwoFactor = true } = {}) {
  const state = { twoFactorRequired: false, failSave: null as string | null };
  const admin = teamMember('admin');
  const watch = interceptApi(({ method, url, body }) => {
    if (url.pathname === '/api/settings/security' && method === 'GET')
      return publishedAnswer('GET /api/settings/security', {
        twoFactorRequired: state.twoFactorRequired,
      });
    if (url.pathname === '/api/settings/security' && method === 'PUT') {
      if (state.failSave) return apiError(503, state.failSave, 'unavailable');
      state.twoFactorRequired = (body as { twoFactorRequired: boolean }).twoFactorRequired;
      return publishedAnswer('PUT /api/settings/security', {
        twoFactorRequired: state.twoFactorRequired,
      });
    }
    if (url.pathname === '/api/auth/me')
      return publishedAnswer('GET /api/auth/me', {
        user: admin,
        twoFactor: { enabled: adminUsesTwoFactor, required: state.twoFactorRequired },
      });
    return undefined;
  });
  return { state, ...watch };
}

describe('the settings page: sign-in security (team mode)', () => {
  const signedOut = { session: { mode: 'team', user: null } } as const;

  it('requires two-factor sign-in of every member, and lets it go again', async () => {
    const fake = fakeSecurity();
    const { user } = renderRoute('/settings', signedOut);
    const section = await screen.findByRole('region', { name: 'Sign-in security' });
    const box = await within(section).findByRole('checkbox', { name: REQUIRE_TWO_FACTOR_LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/can use only their Account page until they do/);

    await user.click(box);
    expect(await within(section).findByText(REQUIRED_SAVED)).toHaveAttribute('role', 'status');
    expect(box).toBeChecked();
    expect(fake.requests('PUT', '/api/settings/security')[0]!.body).toEqual({
      twoFactorRequired: true,
    });

    await user.click(box);
    expect(await within(section).findByText(NOT_REQUIRED_SAVED)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(fake.state.twoFactorRequired).toBe(false);
  });

  it('puts the box back and says why when the save fails', async () => {
    const fake = fakeSecurity();
    fake.state.failSave = 'The server is unavailable.';
    const { user } = renderRoute('/settings', signedOut);
    const section = await screen.findByRole('region', { name: 'Sign-in security' });
    const box = await within(section).findByRole('checkbox', { name: REQUIRE_TWO_FACTOR_LABEL });
    await user.click(box);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not save the sign-in rules: The server is unavailable. Nothing was changed.',
    );
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });

  it('warns an admin who has not set it up, and sends them to set it up once it is required', async () => {
    fakeSecurity({ adminUsesTwoFactor: false });
    const { user, router } = renderRoute('/settings', signedOut);
    const section = await screen.findByRole('region', { name: 'Sign-in security' });
    const box = await within(section).findByRole('checkbox', { name: REQUIRE_TWO_FACTOR_LABEL });
    expect(box).toHaveAccessibleDescription(/That includes you: you have not set it up yet\./);
    await user.click(box);
    expect(
      await screen.findByText('Your team requires two-factor sign-in. Set it up to continue.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('is not part of browser mode, which has no accounts', async () => {
    renderRoute('/settings');
    expect(await screen.findByRole('form', { name: 'Rejection reasons' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-in security' })).not.toBeInTheDocument();
  });
});
