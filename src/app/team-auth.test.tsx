import { screen, waitFor, within } from '@testing-library/react';
import type { Member } from '@/api/types';
import { api, apiError, interceptApi, publishedAnswer, type SeenRequest } from '@/test/api';
import { TOKEN_HINT, TOKEN_MISSING } from '@/features/auth/pages/setup-screen';
import { navLinks, renderRoute, teamMember } from '@/test/render';

/**
 * Team mode's session, over a faked team server: the auth endpoints (and, once the session has
 * ended, a 401 for everything) are answered here; the hiring data comes from the real API.
 */

const WRONG = 'Wrong email or password.';

interface FakeServer {
  members: Member[];
  passwords: Record<string, string>;
  signedIn: Member | null;
  /** Every request but sign-in answers 401, as after the session expired. */
  sessionEnded: boolean;
  /** The next sign-in attempts answer 429 with this message. */
  rateLimited: string | null;
  /** The one-time token setup asks for (a server reachable beyond its machine). */
  setupToken?: string;
}

function fakeTeamServer(
  initial: Partial<FakeServer> = {},
  more?: (request: SeenRequest) => Response | undefined,
) {
  const server: FakeServer = {
    members: [],
    passwords: {},
    signedIn: null,
    sessionEnded: false,
    rateLimited: null,
    ...initial,
  };
  const watch = interceptApi((request) => {
    const { method } = request;
    const path = request.url.pathname;
    const body = request.body as Record<string, string> | undefined;
    const answer = more?.(request);
    if (answer) return answer;
    if (path === '/api/auth/me')
      return server.signedIn && !server.sessionEnded
        ? publishedAnswer('GET /api/auth/me', { user: server.signedIn })
        : apiError(401, 'Sign in to continue.', 'unauthorized');
    if (path === '/api/auth/setup' && method === 'GET')
      return publishedAnswer('GET /api/auth/setup', {
        needed: server.members.length === 0,
        tokenRequired: !!server.setupToken,
      });
    if (path === '/api/auth/setup' && method === 'POST') {
      if (server.setupToken && body!.token !== server.setupToken)
        return apiError(403, 'This server asks for its setup token.', 'setup_token');
      if (server.members.length > 0)
        return apiError(409, 'The admin account exists already. Sign in instead.', 'conflict');
      const user: Member = { id: 1, name: body!.name!, email: body!.email!, role: 'admin' };
      server.members.push(user);
      server.signedIn = user;
      return publishedAnswer('POST /api/auth/setup', { user });
    }
    if (path === '/api/auth/login') {
      if (server.rateLimited) return apiError(429, server.rateLimited, 'rate_limited');
      const member = server.members.find((m) => m.email === body!.email);
      if (!member || server.passwords[member.email] !== body!.password)
        return apiError(401, WRONG, 'invalid_credentials');
      server.signedIn = member;
      server.sessionEnded = false;
      return publishedAnswer('POST /api/auth/login', { user: member });
    }
    if (path === '/api/auth/logout') {
      server.signedIn = null;
      return new Response(null, { status: 204 });
    }
    if (server.sessionEnded) return apiError(401, 'Your session has ended.', 'unauthorized');
    return undefined;
  });
  return { server, ...watch };
}

const signedOut = { session: { mode: 'team', user: null } } as const;

/** The app's top bar (page headers inside the main region are headers too). */
const topbar = async () =>
  (await screen.findByRole('navigation', { name: 'Main' })).closest('header') as HTMLElement;

describe('team mode: the first admin', () => {
  it('asks for the admin account on a server with none, checks the fields, then opens the app', async () => {
    const fake = fakeTeamServer();
    const { user } = renderRoute('/', signedOut);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create the admin account' }),
    ).toBeInTheDocument();
    const name = screen.getByLabelText('Your name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.type(name, 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByText('Use at least 10 characters.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests('POST', '/api/auth/setup')).toEqual([]);

    await user.type(screen.getByLabelText('Password'), ' and longer');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/setup')[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'short and longer',
    });
    const banner = await topbar();
    expect(within(banner).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(banner).getByText('Admin')).toBeInTheDocument();
    // The admin pages are one Settings link, to the first of them.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(navLinks('Main')).toEqual([
      'Jobs*',
      'Candidates',
      'Interviews',
      'Reports',
      'Offers to approve',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/team');
  });

  it('shows the server’s refusal when the admin exists already, and offers the sign-in screen', async () => {
    // Another tab made the admin after this one asked.
    const fake = fakeTeamServer({}, (request) =>
      request.url.pathname === '/api/auth/setup' && request.method === 'POST'
        ? apiError(409, 'The admin account exists already. Sign in instead.', 'conflict')
        : undefined,
    );
    const { user } = renderRoute('/', signedOut);
    await user.type(await screen.findByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(
      await screen.findByText('The admin account exists already. Sign in instead.'),
    ).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/setup')).toHaveLength(1);
  });
});

describe('team mode: the setup token', () => {
  const fillAdmin = async (user: ReturnType<typeof renderRoute>['user']) => {
    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
  };

  it('takes the token from the link the server printed, without asking', async () => {
    const fake = fakeTeamServer({ setupToken: 'printed-token' });
    const { user } = renderRoute('/setup?token=printed-token', signedOut);
    await screen.findByRole('heading', { level: 1, name: 'Create the admin account' });
    expect(screen.queryByLabelText('Setup token')).not.toBeInTheDocument();
    await fillAdmin(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/setup')[0]!.body).toMatchObject({
      token: 'printed-token',
    });
  });

  it('asks for the token when no link brought it, first, and says where to find it', async () => {
    const fake = fakeTeamServer({ setupToken: 'printed-token' });
    const { user } = renderRoute('/', signedOut);
    const token = await screen.findByLabelText('Setup token');
    await waitFor(() => expect(token).toHaveFocus());
    expect(token).toHaveAccessibleDescription(TOKEN_HINT);
    await fillAdmin(user);
    expect(await screen.findByText(TOKEN_MISSING)).toHaveAttribute('role', 'alert');
    expect(token).toHaveFocus();
    expect(fake.requests('POST', '/api/auth/setup')).toEqual([]);
    await user.type(token, 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByText('This server asks for its setup token.')).toHaveAttribute(
      'role',
      'alert',
    );
    await user.clear(token);
    await user.type(token, 'printed-token');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
  });
});

describe('team mode: signing in', () => {
  const rita = teamMember('recruiter');
  const accounts = { members: [rita], passwords: { [rita.email]: 'correct horse battery' } };

  it('shows the server’s message for a wrong password, then signs in and opens the page asked for', async () => {
    const fake = fakeTeamServer(accounts);
    const { user } = renderRoute('/candidates', signedOut);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, rita.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(WRONG)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/login')).toHaveLength(2);
    expect(fake.requests('POST', '/api/auth/login')[1]!.body).toEqual({
      email: rita.email,
      password: 'correct horse battery',
    });
  });

  it('shows the rate limit’s message (429)', async () => {
    fakeTeamServer({
      ...accounts,
      rateLimited: 'Too many sign-in attempts. Try again in a minute.',
    });
    const { user } = renderRoute('/', signedOut);
    await user.type(await screen.findByLabelText('Email'), rita.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many sign-in attempts. Try again in a minute.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('asks for both fields before sending anything', async () => {
    const fake = fakeTeamServer(accounts);
    const { user } = renderRoute('/', signedOut);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Your email is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fake.requests('POST', '/api/auth/login')).toEqual([]);
  });

  it('opens the app at once for a member who is signed in already', async () => {
    fakeTeamServer({ ...accounts, signedIn: rita });
    renderRoute('/candidates', signedOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('team mode: the session ends', () => {
  const rita = teamMember('recruiter');

  it('returns to the sign-in screen when the API answers 401 during use, and back to the page after signing in', async () => {
    const fake = fakeTeamServer({
      members: [rita],
      passwords: { [rita.email]: 'correct horse battery' },
      signedIn: rita,
    });
    const { user, router, queryClient } = renderRoute('/candidates', signedOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    // The board has loaded all it asks for: the next request is the one the session ends on.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    fake.server.sessionEnded = true;
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Jobs' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(
      screen.getByText('Your session has ended. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The address stays where the member was going, so signing in again lands there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await user.type(screen.getByLabelText('Email'), rita.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
  });

  it('signs out: the server forgets the session and the sign-in screen shows', async () => {
    const fake = fakeTeamServer({ members: [rita], signedIn: rita });
    const { user } = renderRoute('/', { session: { mode: 'team', user: rita } });
    const banner = await topbar();
    expect(within(banner).getByText(rita.name)).toBeInTheDocument();
    expect(within(banner).getByText('Recruiter')).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/logout')).toHaveLength(1);
    expect(
      screen.queryByText('Your session has ended. Sign in again to continue.'),
    ).not.toBeInTheDocument();
  });
});

describe('team mode: the layout by role', () => {
  const TOP = ['Jobs*', 'Candidates', 'Interviews', 'Reports'];

  it('gives an admin one Settings link in the top bar, and all six admin pages in the area', async () => {
    fakeTeamServer();
    const { user, router } = renderRoute('/', {
      session: { mode: 'team', user: teamMember('admin') },
    });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(navLinks('Main')).toEqual([...TOP, 'Offers to approve', 'Settings']);
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(within(main).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/team');
    expect(navLinks('Main')).toEqual([
      'Jobs',
      'Candidates',
      'Interviews',
      'Reports',
      'Offers to approve',
      'Settings*',
    ]);
    const area = screen.getByRole('navigation', { name: 'Settings' });
    expect(navLinks('Settings')).toEqual([
      'Team*',
      'Settings',
      'Email',
      'Audit',
      'Integrations',
      'Backup',
    ]);
    // Each page keeps its address.
    expect(
      within(area)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/team', '/settings', '/emails', '/audit', '/integrations', '/backup']);

    await user.click(within(area).getByRole('link', { name: 'Audit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(within(area).getByRole('link', { name: 'Audit' })).toHaveFocus();
    expect(navLinks('Settings')).toEqual([
      'Team',
      'Settings',
      'Email',
      'Audit*',
      'Integrations',
      'Backup',
    ]);
    expect(navLinks('Main')).toEqual([
      'Jobs',
      'Candidates',
      'Interviews',
      'Reports',
      'Offers to approve',
      'Settings*',
    ]);
  });

  it.each(['recruiter', 'interviewer'] as const)(
    'shows a %s no Settings link, as none of the admin pages is theirs',
    async (role) => {
      fakeTeamServer();
      renderRoute('/', { session: { mode: 'team', user: teamMember(role) } });
      await screen.findByRole('navigation', { name: 'Main' });
      // Recruiters approve offers; interviewers never see them.
      expect(navLinks('Main')).toEqual(role === 'recruiter' ? [...TOP, 'Offers to approve'] : TOP);
    },
  );

  it('tells a recruiter who opens /backup or /team that these are for admins, with no area links', async () => {
    fakeTeamServer();
    const session = { mode: 'team', user: teamMember('recruiter') } as const;
    const first = renderRoute('/backup', { session });
    expect(
      await screen.findByText('Only admins can back up and restore the team’s data.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Backup file')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
    first.unmount();
    renderRoute('/team', { session });
    expect(await screen.findByText('Only admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
    expect(navLinks('Main')).toEqual([
      'Jobs',
      'Candidates',
      'Interviews',
      'Reports',
      'Offers to approve',
    ]);
  });
});

describe('team mode: public pages', () => {
  it('shows the applicant form with the brand only, without asking who is signed in', async () => {
    const fake = fakeTeamServer();
    const { body: job } = await api('POST', '/jobs', { title: 'Welder' });
    renderRoute(`/jobs/${job.id}/apply`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder' })).toBeInTheDocument();
    expect(screen.getByText('TalentFlow')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the job' })).not.toBeInTheDocument();
    expect(fake.requests('GET', '/api/auth/me')).toEqual([]);
  });

  it('accepts an invitation: shows its email and role, makes the account, signs in and opens the app', async () => {
    const ian = teamMember('interviewer', { id: 7, name: 'Ian Ives', email: 'ian@example.com' });
    const fake = fakeTeamServer({}, (request) => {
      if (request.url.pathname === '/api/invitations/tok-123' && request.method === 'GET')
        return publishedAnswer('GET /api/invitations/:token', {
          email: ian.email,
          role: 'interviewer',
        });
      if (request.url.pathname === '/api/invitations/tok-123/accept')
        return publishedAnswer('POST /api/invitations/:token/accept', { user: ian });
      return undefined;
    });
    const { user, router } = renderRoute('/invite/tok-123', signedOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join your team' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(ian.email)).toBeInTheDocument();
    expect(screen.getByText('Interviewer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());

    await user.type(screen.getByLabelText('Your name'), 'Ian Ives');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.requests('POST', '/api/invitations/tok-123/accept')[0]!.body).toEqual({
      name: 'Ian Ives',
      password: 'a long password',
    });
    // Signed in as the new member: no /auth/me was needed, and an interviewer cannot create jobs.
    expect(fake.requests('GET', '/api/auth/me')).toEqual([]);
    expect(within(await topbar()).getByText('Ian Ives')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Create Job' })).not.toBeInTheDocument();
  });

  it('says when an invitation link is no longer valid', async () => {
    fakeTeamServer({}, (request) =>
      request.url.pathname === '/api/invitations/used'
        ? apiError(404, 'Not found.', 'not_found')
        : undefined,
    );
    renderRoute('/invite/used', signedOut);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This invitation link is no longer valid.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('team mode: passwords', () => {
  const rita = teamMember('recruiter');
  const accounts = { members: [rita], passwords: { [rita.email]: 'correct horse battery' } };

  it('asks for a reset link from the sign-in screen and says the same whoever the address is', async () => {
    const fake = fakeTeamServer(accounts, (request) =>
      request.url.pathname === '/api/auth/forgot-password'
        ? new Response(null, { status: 202 })
        : undefined,
    );
    const { user, router } = renderRoute('/', signedOut);
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Your email is required.')).toBeInTheDocument();
    expect(fake.requests('POST', '/api/auth/forgot-password')).toEqual([]);
    await user.type(email, ' nobody@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/If a member of your team uses that address, we sent it a link/),
    ).toHaveAttribute('role', 'status');
    expect(fake.requests('POST', '/api/auth/forgot-password')[0]!.body).toEqual({
      email: 'nobody@example.com',
    });
  });

  it('sets a new password from the emailed link, signs in and opens the app', async () => {
    const fake = fakeTeamServer(accounts, (request) =>
      request.url.pathname === '/api/auth/reset-password'
        ? publishedAnswer('POST /api/auth/reset-password', { user: rita })
        : undefined,
    );
    const { user, router } = renderRoute('/reset-password/tok-42', signedOut);
    const password = await screen.findByLabelText('New password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(/Use at least/)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.requests('POST', '/api/auth/reset-password')[0]!.body).toEqual({
      token: 'tok-42',
      password: 'a brand new passphrase',
    });
  });

  it('says when a reset link is used or expired, and offers a new one', async () => {
    fakeTeamServer(accounts, (request) =>
      request.url.pathname === '/api/auth/reset-password'
        ? apiError(404, 'This password reset link is no longer valid.', 'not_found')
        : undefined,
    );
    const { user } = renderRoute('/reset-password/used', signedOut);
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This password reset link is no longer valid.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('changes one’s own password on the account page, a wrong current one shown at its field', async () => {
    let tries = 0;
    const fake = fakeTeamServer({ ...accounts, signedIn: rita }, (request) => {
      if (request.url.pathname !== '/api/auth/password') return undefined;
      tries += 1;
      return tries === 1
        ? apiError(400, 'Your current password is not right.', 'wrong_password')
        : new Response(null, { status: 204 });
    });
    const { user } = renderRoute('/', signedOut);
    await user.click(within(await topbar()).getByRole('link', { name: /Rita/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed\./)).toHaveAttribute('role', 'status');
    expect(fake.requests('PUT', '/api/auth/password')[1]!.body).toEqual({
      currentPassword: 'correct horse battery',
      password: 'a brand new passphrase',
    });
  });
});
