import { screen } from '@testing-library/react';
import { apiError, interceptApi } from '@/test/api';
import { navLinks, renderRoute, teamSession } from '@/test/render';

const NO_FALLBACK = 'No `HydrateFallback` element provided';

/**
 * Every screen is a lazy route, so the router's first render comes before any screen's code has
 * loaded. Without a fallback at the top of the matched routes React Router renders nothing and
 * warns on every page load; with one, the start screen stays until the page is there.
 * (React Router warns once per module load, so the first test here would catch the warning.)
 */
function watchWarnings() {
  const warn = vi.spyOn(console, 'warn');
  return () => warn.mock.calls.filter(([message]) => String(message).includes(NO_FALLBACK));
}

// Soft: the test goes on to the warning, so a failure reports both.
function expectStartScreen() {
  expect.soft(screen.queryByText('Starting TalentFlow…')).toBeInTheDocument();
}

describe('the first render, before the screen has loaded', () => {
  it('shows the start screen and no warning in browser mode', async () => {
    const warnings = watchWarnings();
    renderRoute('/candidates');
    expectStartScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    expect(screen.queryByText('Starting TalentFlow…')).not.toBeInTheDocument();
    expect(warnings()).toEqual([]);
  });

  it('does so on a public page (the careers preview)', async () => {
    const warnings = watchWarnings();
    renderRoute('/careers');
    expectStartScreen();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('Starting TalentFlow…')).not.toBeInTheDocument();
    expect(warnings()).toEqual([]);
  });

  it('does so in team mode, behind the session gate', async () => {
    const warnings = watchWarnings();
    renderRoute('/candidates', { session: teamSession('recruiter') });
    expectStartScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    expect(screen.queryByText('Starting TalentFlow…')).not.toBeInTheDocument();
    expect(warnings()).toEqual([]);
  });

  it('does so for an invitation, a lazy route at the top', async () => {
    interceptApi((request) =>
      request.url.pathname === '/api/invitations/gone'
        ? apiError(404, 'Not found.', 'not_found')
        : undefined,
    );
    const warnings = watchWarnings();
    renderRoute('/invite/gone', { session: { mode: 'team', user: null } });
    expectStartScreen();
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is no longer valid.' }),
    ).toBeVisible();
    expect(warnings()).toEqual([]);
  });
});

describe('team-only pages in browser mode', () => {
  it('says where the Email page and the account page live instead of failing', async () => {
    const email = renderRoute('/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
    expect(screen.getByText(/Email is sent by a team server/)).toBeVisible();
    // In the Settings area, whose navigation lists only the pages browser mode has.
    expect(navLinks('Main')).toEqual(['Jobs', 'Candidates', 'Interviews', 'Reports', 'Settings*']);
    expect(navLinks('Settings')).toEqual(['Settings', 'Backup']);
    email.unmount();
    renderRoute('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
