import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params';

type Change = ReturnType<typeof useLatestSearchParams>[1];

/** A page whose route waits a moment before it shows, as a data router's loaders make it. */
function setUp(start = '/') {
  const holder: { change?: Change } = {};
  function Page() {
    holder.change = useLatestSearchParams()[1];
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Page />,
        HydrateFallback: () => null,
        loader: () => new Promise((done) => setTimeout(done, 20)),
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  const set = (key: string, value: string | null) =>
    holder.change!((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const search = () => router.state.location.search;
  const settle = () => act(() => new Promise((done) => setTimeout(done, 80)));
  return { router, set, search, settle };
}

describe('useLatestSearchParams', () => {
  it('keeps a change made before the one before it has landed', async () => {
    const page = setUp();
    await page.settle();
    act(() => page.set('q', 'tom'));
    act(() => page.set('tag', 'Python'));
    await page.settle();
    expect(Object.fromEntries(new URLSearchParams(page.search()))).toEqual({
      q: 'tom',
      tag: 'Python',
    });
  });

  it('starts from the address Back shows, not from what was asked before', async () => {
    const page = setUp('/?stage=tech');
    await page.settle();
    act(() => page.set('q', 'tom'));
    await page.settle();
    await act(() => page.router.navigate(-1));
    await page.settle();
    expect(page.search()).toBe('?stage=tech');
    act(() => page.set('tag', 'Python'));
    await page.settle();
    expect(Object.fromEntries(new URLSearchParams(page.search()))).toEqual({
      stage: 'tech',
      tag: 'Python',
    });
  });

  it('starts from a cleared address once the last change has landed', async () => {
    const page = setUp();
    await page.settle();
    act(() => page.set('q', 'tom'));
    await page.settle();
    await act(() => page.router.navigate('/'));
    await page.settle();
    act(() => page.set('tag', 'Python'));
    await page.settle();
    expect(page.search()).toBe('?tag=Python');
  });
});
