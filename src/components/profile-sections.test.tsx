import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ProfileSections, SectionHeading, SectionMenu } from './profile-sections';

const NAMES = ['Notes', 'Hiring Timeline', 'Interviews', 'Résumé'];

function Page({ foldable }: { foldable?: boolean }) {
  return (
    <ProfileSections foldable={foldable}>
      <SectionMenu />
      {NAMES.map((name, index) => (
        <section key={name} aria-labelledby={`section-${index}`}>
          <header>
            <SectionHeading id={`section-${index}`}>{name}</SectionHeading>
            <button type="button">Add to {name}</button>
          </header>
          <p>Content of {name}</p>
        </section>
      ))}
    </ProfileSections>
  );
}

const toggle = (name: string) =>
  within(screen.getByRole('region', { name })).getByRole('button', { name });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('on a folding page each heading is a toggle, the first two sections start open, and the regions keep their names', async () => {
  render(<Page foldable />);
  expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Hiring Timeline')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Interviews')).toHaveAttribute('aria-expanded', 'false');
  expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');
  // The CSS hides a folded section's content by this mark on its heading.
  expect(screen.getByRole('heading', { name: 'Résumé' })).toHaveAttribute('data-folded');
  expect(screen.getByRole('heading', { name: 'Notes' })).not.toHaveAttribute('data-folded');

  await userEvent.click(toggle('Interviews'));
  expect(toggle('Interviews')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('heading', { name: 'Interviews' })).not.toHaveAttribute('data-folded');
  await userEvent.click(toggle('Notes'));
  expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('heading', { name: 'Notes' })).toHaveAttribute('data-folded');
});

test('the sections menu lists every section in page order, and a link opens its section and moves there', async () => {
  render(<Page foldable />);
  const menu = screen.getByRole('navigation', { name: 'Profile sections' });
  const links = within(menu).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(NAMES);
  expect(links[3]).toHaveAttribute('href', '#section-3');

  await userEvent.click(within(menu).getByRole('link', { name: 'Résumé' }));
  expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Résumé')).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Résumé' }).scrollIntoView).toHaveBeenCalled();
  // Another jump leaves the opened section open.
  await userEvent.click(within(menu).getByRole('link', { name: 'Interviews' }));
  expect(toggle('Interviews')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'true');
});

test('on a wide screen nothing folds: plain headings and no menu', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  render(<Page />);
  expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
  for (const name of NAMES) {
    const region = screen.getByRole('region', { name });
    expect(within(region).getByRole('heading', { name })).not.toHaveAttribute('data-folded');
    expect(within(region).queryByRole('button', { name })).toBeNull();
  }
});

test('the page folds at a phone’s width, and stops folding when the screen widens', async () => {
  let matches = true;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(max-width: 720px)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  render(<Page />);
  expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeInTheDocument();
  expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');

  matches = false;
  act(() => listeners.forEach((listener) => listener()));
  expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Résumé' })).not.toHaveAttribute('data-folded');
});
