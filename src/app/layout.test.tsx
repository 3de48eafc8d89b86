import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render';

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
