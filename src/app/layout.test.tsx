import { act, screen, waitFor, within } from '@testing-library/react';
import { navLinks, renderRoute } from '@/test/render';

/** The Menu button folds the links on a narrow screen (styles.css); here, only its behaviour. */
async function openMenuParts() {
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(menu).not.toBeNull();
  return { toggle, menu: menu as HTMLElement };
}

describe('the navigation menu', () => {
  it('opens and closes with its button', async () => {
    const { user } = renderRoute('/backup');
    const { toggle, menu } = await openMenuParts();
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });

  it('closes when a link is followed', async () => {
    const { user, router } = renderRoute('/backup');
    const { toggle, menu } = await openMenuParts();
    await user.click(toggle);
    expect(menu).toHaveClass('is-open');

    await user.click(screen.getByRole('link', { name: 'Candidates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user } = renderRoute('/backup');
    const { toggle, menu } = await openMenuParts();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();
  });
});

describe('the Settings area (browser mode)', () => {
  it('is one link in the top bar, to its first page, and current on each of its pages', async () => {
    const { user, router } = renderRoute('/candidates');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(navLinks('Main')).toEqual(['Jobs', 'Candidates*', 'Interviews', 'Reports', 'Settings']);
    expect(within(main).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(within(main).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(navLinks('Main')).toEqual(['Jobs', 'Candidates', 'Interviews', 'Reports', 'Settings*']);
    // Browser mode has a Settings page and a Backup page; the team server's pages are not listed.
    expect(navLinks('Settings')).toEqual(['Settings*', 'Backup']);

    // The area's navigation stays while its pages change, so the followed link keeps the focus.
    const area = screen.getByRole('navigation', { name: 'Settings' });
    await user.click(within(area).getByRole('link', { name: 'Backup' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backup and restore' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/backup');
    expect(within(area).getByRole('link', { name: 'Backup' })).toHaveFocus();
    expect(navLinks('Settings')).toEqual(['Settings', 'Backup*']);
    expect(navLinks('Main')).toEqual(['Jobs', 'Candidates', 'Interviews', 'Reports', 'Settings*']);

    // A team server's page, opened by its address, says where it lives, inside the area.
    await act(() => router.navigate('/integrations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    expect(navLinks('Settings')).toEqual(['Settings', 'Backup']);
    expect(navLinks('Main')).toEqual(['Jobs', 'Candidates', 'Interviews', 'Reports', 'Settings*']);
  });
});
