import { screen, waitFor } from '@testing-library/react';
import { apiError, publishedAnswer } from '@/test/api';
import { renderRoute } from '@/test/render';
import { PASSWORD_REQUIRED_MESSAGE } from '../logic/credentials';
import { fakeAccount, GOOD_CODE, PASSWORD, WRONG_CODE } from '../test/fake-account';
import { providerSignIn } from '../api/start-sign-in';
import { PASSWORD_SET_SIGN_IN, SSO_FAILED, SSO_FAILURES, ssoLeaving } from './sign-in-screen';

/**
 * Signing in to a team server as a member who uses two-factor sign-in: the password first, then
 * a code from the authenticator app or a recovery code.
 */

const RECOVERY_CODE = 'abcde-fghij';
const CODE_NEEDED = 'Enter the code from your authenticator app.';

const PROVIDER = 'Acme Okta';
const PROVIDER_URL = 'https://login.acme.test/authorize?state=s1';

/**
 * The sign-in and reset endpoints for a member with two-factor sign-in on (signed out at first);
 * the rest as fakeAccount has it. Addresses of acme.test sign in through the company's identity
 * provider; `startFails` makes that question fail.
 */
function fakeSignIn(options: { recoveryUsed?: boolean; startFails?: boolean } = {}) {
  const limits = { rateLimited: false };
  const fake = fakeAccount({ enabled: true }, (request) => {
    if (request.url.pathname === '/api/sso/start') {
      if (options.startFails) return apiError(500, 'Something went wrong.', 'internal');
      const email = request.url.searchParams.get('email') ?? '';
      return publishedAnswer(
        'GET /api/sso/start',
        email.endsWith('@acme.test')
          ? { sso: true, provider: PROVIDER, url: PROVIDER_URL }
          : { sso: false },
      );
    }
    if (request.url.pathname === '/api/auth/reset-password')
      return publishedAnswer('POST /api/auth/reset-password', { twoFactorRequired: true });
    if (request.url.pathname !== '/api/auth/login') return undefined;
    if (limits.rateLimited)
      return apiError(429, 'Too many sign-in attempts. Try again in a minute.', 'rate_limited');
    const body = request.body as Record<string, string>;
    if (body.email !== fake.state.me.email || body.password !== PASSWORD)
      return apiError(401, 'Wrong email or password.', 'wrong_credentials');
    if (body.code === undefined && body.recoveryCode === undefined)
      return apiError(401, CODE_NEEDED, 'two_factor_required');
    const right =
      body.code === GOOD_CODE || (body.recoveryCode === RECOVERY_CODE && !options.recoveryUsed);
    if (!right) return apiError(401, WRONG_CODE, 'wrong_code');
    fake.state.signedOut = false;
    return publishedAnswer('POST /api/auth/login', { user: fake.state.me });
  });
  fake.state.signedOut = true;
  return { ...fake, limits };
}

const signedOut = { session: { mode: 'team', user: null } } as const;

async function enterPassword(user: ReturnType<typeof renderRoute>['user'], email: string) {
  // The screen puts focus on the email field when it opens: typing starts after that.
  const field = await screen.findByLabelText('Email');
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in with two-factor sign-in', () => {
  it('asks for a code after the password; a wrong one keeps the email and password', async () => {
    const fake = fakeSignIn();
    const { user } = renderRoute('/candidates', signedOut);
    await enterPassword(user, fake.state.me.email);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(`Signing in as ${fake.state.me.email}.`)).toBeInTheDocument();
    // Nothing is sent before the code looks like one.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      screen.getByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/login')).toHaveLength(1);

    await user.type(code, '111 111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WRONG_CODE)).toHaveAttribute('role', 'alert');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/login').map((r) => r.body)).toEqual([
      { email: fake.state.me.email, password: PASSWORD },
      { email: fake.state.me.email, password: PASSWORD, code: '111111' },
      { email: fake.state.me.email, password: PASSWORD, code: GOOD_CODE },
    ]);
  });

  it('signs in with a recovery code instead, and says when one was used already', async () => {
    const fake = fakeSignIn({ recoveryUsed: true });
    const { user } = renderRoute('/', signedOut);
    await enterPassword(user, fake.state.me.email);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
    await user.type(field, RECOVERY_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WRONG_CODE)).toHaveAttribute('role', 'alert');
    expect(fake.requests('POST', '/api/auth/login').at(-1)!.body).toEqual({
      email: fake.state.me.email,
      password: PASSWORD,
      recoveryCode: RECOVERY_CODE,
    });

    // Back to the app's code.
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    await user.type(screen.getByLabelText('Code from your authenticator app'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
  });

  it('starts over from the email and password', async () => {
    const fake = fakeSignIn();
    const { user } = renderRoute('/', signedOut);
    await enterPassword(user, fake.state.me.email);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(fake.state.me.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
  });

  it('shows a rate limit above the code, and keeps the code step', async () => {
    const fake = fakeSignIn();
    const { user } = renderRoute('/', signedOut);
    await enterPassword(user, fake.state.me.email);
    const code = await screen.findByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveFocus());
    fake.limits.rateLimited = true;
    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByText('Too many sign-in attempts. Try again in a minute.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(code).toHaveValue(GOOD_CODE);
    expect(code).not.toHaveAttribute('aria-invalid');
  });
});

describe('a new password for a member who uses two-factor sign-in', () => {
  it('sets the password, then asks them to sign in with it and a code', async () => {
    const fake = fakeSignIn();
    const { user, router } = renderRoute('/reset-password/tok-42', signedOut);
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_SET_SIGN_IN)).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/');
    expect(fake.requests('POST', '/api/auth/reset-password')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    // The notice is gone once they signed in.
    await enterPassword(user, fake.state.me.email);
    const code = await screen.findByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_SET_SIGN_IN)).not.toBeInTheDocument();
  });
});

describe('sign-in through the company’s identity provider', () => {
  it('sends an address of a proved domain to its provider, with no password', async () => {
    const fake = fakeSignIn();
    const open = vi.spyOn(providerSignIn, 'open').mockImplementation(() => {});
    const { user } = renderRoute('/', signedOut);
    const field = await screen.findByLabelText('Email');
    await waitFor(() => expect(field).toHaveFocus());

    // Nothing is asked before the field holds an address.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field).toHaveFocus();
    expect(fake.requests('GET', '/api/sso/start')).toHaveLength(0);

    await user.type(field, ' Ann@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(ssoLeaving(PROVIDER))).toHaveAttribute('role', 'status');
    expect(open).toHaveBeenCalledExactlyOnceWith(PROVIDER_URL);
    expect(
      fake.requests('GET', '/api/sso/start').map((r) => r.url.searchParams.get('email')),
    ).toEqual(['Ann@acme.test']);
    expect(fake.requests('POST', '/api/auth/login')).toHaveLength(0);
    expect(screen.queryByText(PASSWORD_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('asks for the password of any other address', async () => {
    const fake = fakeSignIn();
    const open = vi.spyOn(providerSignIn, 'open').mockImplementation(() => {});
    const { user } = renderRoute('/', signedOut);
    await enterPassword(user, fake.state.me.email);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(fake.requests('GET', '/api/sso/start')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('goes on with the password when the question fails', async () => {
    const fake = fakeSignIn({ startFails: true });
    const { user } = renderRoute('/', signedOut);
    await enterPassword(user, fake.state.me.email);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(fake.requests('GET', '/api/sso/start')).toHaveLength(1);
    expect(fake.requests('POST', '/api/auth/login')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it.each(Object.entries(SSO_FAILURES))(
    'says why a sign-in came back with sso=%s',
    async (reason, words) => {
      fakeSignIn();
      renderRoute(`/?sso=${reason}`, signedOut);
      expect(await screen.findByText(words)).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText('Email')).toBeInTheDocument();
    },
  );

  it('says it did not work for a reason it does not know, until they try again', async () => {
    const fake = fakeSignIn();
    const { user, router } = renderRoute('/?sso=something-new', signedOut);
    expect(await screen.findByText(SSO_FAILED)).toHaveAttribute('role', 'alert');

    // Gone once they try again, from the address too.
    await enterPassword(user, fake.state.me.email);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(SSO_FAILED)).not.toBeInTheDocument();
  });
});
