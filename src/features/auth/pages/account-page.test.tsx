import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '@/test/api';
import { renderRoute } from '@/test/render';
import {
  fakeAccount,
  GOOD_CODE,
  PASSWORD,
  RECOVERY,
  SECRET,
  URI,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '../test/fake-account';
import { RECOVERY_CODES_FILE } from '../components/recovery-codes';
import { SET_UP_TWO_FACTOR_FIRST } from './account-page';

/** The account page of a signed-in member (the session gate asks GET /api/auth/me first). */
async function openAccount(path = '/account') {
  const view = renderRoute(path, { session: { mode: 'team', user: null } });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  return view;
}

const sessionsSection = () => screen.getByRole('region', { name: 'Signed-in sessions' });
const twoFactorSection = () => screen.getByRole('region', { name: 'Two-factor sign-in' });

describe('account page: signed-in sessions', () => {
  it('lists each session in words, this one first and marked, with its address and times', async () => {
    fakeAccount();
    await openAccount();
    const list = await within(sessionsSection()).findByRole('list', {
      name: 'Signed-in sessions',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Chrome on LinuxThis session/);
    expect(items[0]).toHaveTextContent('203.0.113.7');
    expect(items[0]).toHaveTextContent(/Started .*2030/);
    expect(items[0]).toHaveTextContent(/Last used .*2030/);
    expect(items[1]).toHaveTextContent('Firefox on Windows');
    expect(items[1]).not.toHaveTextContent('This session');
    expect(items[2]).toHaveTextContent('Safari on iPhone');
    expect(items[2]).toHaveTextContent('198.51.100.23');
    // The raw header is never shown.
    expect(sessionsSection()).not.toHaveTextContent('Mozilla');
  });

  it('ends another session, then signs out everywhere else and says how many', async () => {
    const fake = fakeAccount();
    const { user } = await openAccount();
    const section = sessionsSection();
    await user.click(
      await within(section).findByRole('button', {
        name: 'End the session of Safari on iPhone at 198.51.100.23',
      }),
    );
    expect(
      await within(section).findByText('Ended the session of Safari on iPhone.'),
    ).toHaveAttribute('role', 'status');
    expect(fake.requests('DELETE', /^\/api\/auth\/sessions\/phone/)).toHaveLength(1);
    expect(within(section).queryByText('Safari on iPhone')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(section).findByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/auth/sessions')).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(section).getByRole('button', { name: 'Sign out everywhere else' }),
    ).toBeDisabled();
  });

  it('ends this session only after asking, which signs out here', async () => {
    const fake = fakeAccount();
    const { user } = await openAccount();
    const end = await within(sessionsSection()).findByRole('button', {
      name: 'End this session (signs you out)',
    });
    await user.click(end);
    let dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests('DELETE', /^\/api\/auth\/sessions\//)).toEqual([]);

    await user.click(end);
    dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End and sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(fake.requests('DELETE', /^\/api\/auth\/sessions\/this/)).toHaveLength(1);
    expect(screen.queryByText('Your session has ended. Sign in again to continue.')).toBeNull();
  });

  it('says when ending a session fails, and keeps it listed', async () => {
    fakeAccount({}, (request) =>
      request.method === 'DELETE' && request.url.pathname.startsWith('/api/auth/sessions/')
        ? apiError(503, 'The server is busy.', 'unavailable')
        : undefined,
    );
    const { user } = await openAccount();
    const section = sessionsSection();
    await user.click(
      await within(section).findByRole('button', {
        name: /^End the session of Firefox on Windows/,
      }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not end the session of Firefox on Windows: The server is busy.',
    );
    expect(within(section).getByText('Firefox on Windows')).toBeInTheDocument();
  });
});

describe('account page: two-factor sign-in', () => {
  it('turns on with the password and a code: a QR code and its key, each refusal at its field, then the recovery codes once', async () => {
    const fake = fakeAccount();
    const { user } = await openAccount();
    const section = twoFactorSection();
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const heading = await within(section).findByRole('heading', {
      name: 'Set up your authenticator app',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const qr = await within(section).findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The key as text, for typing in by hand; and the address, for a phone's own app.
    expect(within(section).getByText(SECRET.match(/.{4}/g)!.join(' '))).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Open the setup in your authenticator app' }),
    ).toHaveAttribute('href', URI);

    // The password first: a session alone (a browser left open) cannot turn it on.
    const form = within(section).getByRole('form', { name: 'Turn on two-factor sign-in' });
    const password = within(form).getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const code = within(form).getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const turnOn = within(form).getByRole('button', { name: 'Turn on two-factor sign-in' });
    await user.click(turnOn);
    expect(within(form).getByText('Enter your password.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(fake.requests('POST', '/api/auth/two-factor/enable')).toEqual([]);

    await user.type(password, 'not my password');
    await user.type(code, GOOD_CODE);
    await user.click(turnOn);
    expect(await within(form).findByText(WRONG_PASSWORD)).toHaveAttribute('role', 'alert');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue(GOOD_CODE);

    await user.type(password, PASSWORD);
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(turnOn);
    expect(await within(form).findByText(WRONG_CODE)).toHaveAttribute('role', 'alert');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid');
    // The QR code stays for another try.
    expect(within(section).getByRole('img', { name: /QR code/ })).toBeInTheDocument();

    await user.type(code, GOOD_CODE);
    const askedBefore = fake.requests('GET', '/api/auth/me').length;
    await user.click(turnOn);
    const saved = await within(section).findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(fake.requests('POST', '/api/auth/two-factor/enable').map((r) => r.body)).toEqual([
      { password: 'not my password', code: GOOD_CODE },
      { password: PASSWORD, code: '654321' },
      { password: PASSWORD, code: GOOD_CODE },
    ]);
    expect(within(section).getByText(/They are shown only once/)).toBeInTheDocument();
    const codes = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    // The app asks who is signed in again, and learns it is on.
    await waitFor(() => expect(fake.requests('GET', '/api/auth/me')).toHaveLength(askedBefore + 1));

    // Copy, and download as a text file.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(RECOVERY.join('\n'));
    expect(await within(section).findByText('Recovery codes copied.')).toBeInTheDocument();

    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(section).getByRole('button', { name: 'Download' }));
    expect(clicked).toHaveBeenCalled();
    const file = await blobs[0]!.text();
    expect(file).toContain('TalentFlow recovery codes for rita@example.com');
    for (const recovery of RECOVERY) expect(file).toContain(recovery);
    expect(
      await within(section).findByText(`Downloaded as ${RECOVERY_CODES_FILE}.`),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(section).queryByText(RECOVERY[0]!)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toHaveFocus(),
    );
  });

  it('turns off with the password and a code, each refusal shown at its own field', async () => {
    const fake = fakeAccount({ enabled: true, recoveryCodesLeft: 2 });
    const { user } = await openAccount();
    const section = twoFactorSection();
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText(/2 recovery codes left\. Running low/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const password = within(section).getByLabelText('Your password');
    const code = within(section).getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'not my password');
    await user.type(code, GOOD_CODE);
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText(WRONG_PASSWORD)).toHaveAttribute('role', 'alert');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(code).toHaveValue(GOOD_CODE);

    await user.type(password, PASSWORD);
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText(WRONG_CODE)).toHaveAttribute('role', 'alert');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(code, GOOD_CODE);
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(within(section).getByText('Off')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/two-factor/disable').at(-1)!.body).toEqual({
      password: PASSWORD,
      code: GOOD_CODE,
    });
  });

  it('cancels a setup: nothing is turned on, and Turn on is back', async () => {
    const fake = fakeAccount();
    const { user } = await openAccount();
    const section = twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: 'Turn on' }));
    await user.click(await within(section).findByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/two-factor/enable')).toEqual([]);
  });
});

describe('account page: a team that requires two-factor sign-in', () => {
  it('keeps a member who has not set it up on their account page, then lets them go on', async () => {
    const fake = fakeAccount({ required: true });
    const { user, router } = renderRoute('/candidates', { session: { mode: 'team', user: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByText(SET_UP_TWO_FACTOR_FIRST)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'Candidates' })).not.toBeInTheDocument();

    const section = twoFactorSection();
    expect(
      await within(section).findByText(
        'Your team requires it: set it up to go on using TalentFlow.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    const setUp = await within(section).findByRole('heading', {
      name: 'Set up your authenticator app',
    });
    await waitFor(() => expect(setUp).toHaveFocus());

    // Other pages are not reachable: a link keeps the member here, the setup as it was.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/account');
    expect(setUp).toBeInTheDocument();
    expect(screen.getByText(SET_UP_TWO_FACTOR_FIRST)).toBeInTheDocument();
    expect(fake.requests('GET', /^\/api\/jobs/)).toEqual([]);

    await user.type(within(section).getByLabelText('Your password'), PASSWORD);
    await user.type(within(section).getByLabelText('Code from your authenticator app'), GOOD_CODE);
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await within(section).findByRole('heading', { name: 'Save your recovery codes' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(SET_UP_TWO_FACTOR_FIRST)).not.toBeInTheDocument(),
    );

    await user.click(within(nav).getByRole('link', { name: 'Jobs' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
  });

  it('sends a member to their account page when any answer says two-factor sign-in must be set up first', async () => {
    const fake = fakeAccount();
    const { user, router } = renderRoute('/', { session: { mode: 'team', user: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    // An admin requires it meanwhile.
    fake.state.required = true;
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Candidates' }));
    expect(await screen.findByText(SET_UP_TWO_FACTOR_FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('account page: time zone', () => {
  it('keeps the member’s own time zone, or the team’s default when none is chosen', async () => {
    const fake = fakeAccount();
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Time zone' });
    const select = await within(section).findByLabelText('Your time zone');
    expect(select).toHaveValue('');
    expect(
      within(section).getByRole('option', { name: /^The team’s default/ }),
    ).toBeInTheDocument();

    await user.selectOptions(select, 'Europe/Berlin');
    await user.click(within(section).getByRole('button', { name: 'Save time zone' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Time zone saved.');
    expect(fake.requests('PATCH', /^\/api\/auth\/me$/).map((r) => r.body)).toEqual([
      { timeZone: 'Europe/Berlin' },
    ]);
    expect(fake.state.timeZone).toBe('Europe/Berlin');

    // Back to the team's default: null, not an empty zone.
    await user.selectOptions(select, '');
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save time zone' }));
    await within(section).findByRole('status');
    expect(fake.state.timeZone).toBeUndefined();
  });
});

describe('account page: working hours', () => {
  it('shows the member’s working hours after their time zone', async () => {
    fakeAccount();
    await openAccount();
    const section = screen.getByRole('region', { name: 'Working hours' });
    expect(screen.getByRole('region', { name: 'Time zone' }).nextElementSibling).toBe(section);
    expect(await within(section).findByRole('checkbox', { name: 'Works on Monday' })).toBeChecked();
    expect(within(section).getByRole('button', { name: 'Save working hours' })).toBeInTheDocument();
  });

  it('waits while the team requires two-factor sign-in the member has not set up', async () => {
    const fake = fakeAccount({ required: true });
    await openAccount();
    expect(screen.getByRole('region', { name: 'Time zone' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Working hours' })).not.toBeInTheDocument();
    expect(fake.requests('GET', '/api/availability/mine')).toEqual([]);
  });
});
