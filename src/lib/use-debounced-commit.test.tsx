import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCommit } from './use-debounced-commit';

const DELAY = 300;

/** A search box's page, and a profile whose code takes a while to load (a lazy route). */
function setUp() {
  const holder: { type?: (text: string) => void } = {};
  function Board() {
    const [params, setParams] = useSearchParams();
    const { setText } = useDebouncedCommit(
      params.get('q') ?? '',
      (q) => setParams(q ? { q } : {}),
      DELAY,
    );
    holder.type = setText;
    return null;
  }
  let loaded: () => void = () => {};
  const router = createMemoryRouter(
    [
      { path: '/candidates', element: <Board /> },
      {
        path: '/candidates/:id',
        lazy: () =>
          new Promise((resolve) => {
            loaded = () => resolve({ Component: () => null });
          }),
      },
    ],
    { initialEntries: ['/candidates'] },
  );
  render(<RouterProvider router={router} />);
  return { router, type: (text: string) => holder.type!(text), load: () => loaded() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCommit', () => {
  it('commits the text after the pause', async () => {
    vi.useFakeTimers();
    const page = setUp();
    act(() => page.type('ann'));
    await act(() => vi.advanceTimersByTimeAsync(DELAY));
    expect(page.router.state.location.search).toBe('?q=ann');
  });

  it('does not cancel a link followed before the pause ended, even before the page re-renders', async () => {
    vi.useFakeTimers();
    const page = setUp();
    act(() => page.type('a'));
    // The click starts the navigation and the pause ends in the same turn: the board has not
    // rendered the navigation yet when its timer fires.
    act(() => {
      void page.router.navigate('/candidates/7');
      vi.advanceTimersByTime(DELAY);
    });
    expect(page.router.state.navigation.location?.pathname).toBe('/candidates/7');
    await act(async () => {
      page.load();
      await vi.advanceTimersByTimeAsync(DELAY);
    });
    expect(page.router.state.location.pathname).toBe('/candidates/7');
  });

  it('keeps what was typed after a commit when that commit comes back late, and follows a change made elsewhere', async () => {
    vi.useFakeTimers();
    const commits: string[] = [];
    const holder: { type?: (text: string) => void; text?: string } = {};
    function Box({ committed }: { committed: string }) {
      const { text, setText } = useDebouncedCommit(committed, (q) => commits.push(q), DELAY);
      holder.type = setText;
      holder.text = text;
      return null;
    }
    const page = (committed: string) =>
      createMemoryRouter([{ path: '/', element: <Box committed={committed} /> }]);
    const view = render(<RouterProvider router={page('')} />);
    act(() => holder.type!('eng'));
    await act(() => vi.advanceTimersByTimeAsync(DELAY));
    expect(commits).toEqual(['eng']);
    // The next keystroke lands before the address says "eng".
    act(() => holder.type!('engi'));
    view.rerender(<RouterProvider router={page('eng')} />);
    expect(holder.text).toBe('engi');
    // Cleared elsewhere (another control, back): the box follows.
    view.rerender(<RouterProvider router={page('')} />);
    expect(holder.text).toBe('');
    view.rerender(<RouterProvider router={page('eng')} />);
    expect(holder.text).toBe('eng');
  });
});
