import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STAGE_LABELS } from '@/domain/constants';
import { STAGES, type Stage } from '@/domain/types';
import { renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import { allCandidates, candidateById, failWith, timelineOf, watchFetch } from '../test/helpers';

const column = (stage: Stage) => screen.getByRole('region', { name: new RegExp(`^${STAGE_LABELS[stage]}\\s*:`) });
const countOf = (stage: Stage) => Number(within(column(stage)).getByRole('heading').querySelector('.count-badge')?.textContent?.match(/\d+/)?.[0]);
const countsOnScreen = () => Object.fromEntries(STAGES.map((stage) => [stage, countOf(stage)]));

async function expectedCounts(query = '') {
  const { candidates } = await allCandidates(query);
  return Object.fromEntries(STAGES.map((stage) => [stage, candidates.filter((c) => c.stage === stage).length]));
}

/** Scrolls a column so that the card at this index is near the top (jsdom has no layout: set by hand). */
function scrollColumnTo(stage: Stage, index: number) {
  const scroller = column(stage).querySelector('.board-column-scroll') as HTMLElement;
  scroller.scrollTop = index * 104;
  fireEvent.scroll(scroller);
}

async function openBoard(path = '/candidates') {
  const view = renderRoute(path);
  await screen.findByRole('region', { name: /^Applied:/ });
  return view;
}

describe('candidates board', () => {
  it('loads the stage counts and the first page of each column, and shows the true counts', async () => {
    await seedSample();
    const { seen } = watchFetch();
    renderRoute('/candidates');
    expect(await screen.findByText('Loading Kanban board...')).toHaveAttribute('role', 'status');
    await screen.findByRole('region', { name: /^Applied:/ });

    const asked = seen.filter((r) => r.url.pathname.startsWith('/api/candidates')).map((r) => `${r.url.pathname}?${r.url.searchParams}`);
    expect(asked.sort()).toEqual(['/api/candidates/stage-counts?', ...STAGES.map((stage) => `/api/candidates?stage=${stage}&pageSize=51`)].sort());
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/[:\d].*$/, ''));
    expect(headings).toEqual(STAGES.map((s) => STAGE_LABELS[s]));
    expect(countsOnScreen()).toEqual(await expectedCounts());
    expect(Object.values(countsOnScreen()).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(screen.getByText('1000 candidates')).toHaveAttribute('role', 'status');
    // Every column holds more than one page, yet only a window of its first page is mounted.
    await waitFor(() => expect(within(column('applied')).getAllByRole('listitem').length).toBeGreaterThan(3));
    for (const stage of STAGES) expect(within(column(stage)).getAllByRole('listitem').length).toBeLessThan(30);
  });

  it('shows name, email and a View Profile link on each card, in the API order', async () => {
    await seedSample();
    const applied = (await allCandidates('&stage=applied')).candidates;
    await openBoard();
    const cards = within(column('applied')).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(3);
    cards.slice(0, 3).forEach((card, index) => {
      const candidate = applied[index]!;
      expect(card).toHaveTextContent(candidate.name);
      expect(card).toHaveTextContent(candidate.email);
      expect(within(card).getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/candidates/${candidate.id}`);
    });
  });

  it('moves a card with its Move menu: at once on screen, then saved with a timeline entry', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=screen')).candidates[0]!;
    const before = await expectedCounts();
    const { writes } = watchFetch();
    const { user } = await openBoard();

    await user.click(within(column('screen')).getByRole('button', { name: `Move ${candidate.name} to another stage` }));
    const menu = screen.getByRole('menu', { name: `Move ${candidate.name} to` });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Applied', 'Tech', 'Offer', 'Hired', 'Rejected']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Offer' }));

    expect(countsOnScreen()).toEqual({ ...before, screen: before.screen! - 1, offer: before.offer! + 1 });
    expect(within(column('offer')).getByText(candidate.email)).toBeInTheDocument();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PATCH', body: { stage: 'offer' } });
    expect(writes()[0]!.url.pathname).toBe(`/api/candidates/${candidate.id}`);
    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('offer'));
    expect((await timelineOf(candidate.id)).at(-1)?.stage).toBe('offer');
  });

  it('puts the card back and shows an error when the move cannot be saved', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const before = await expectedCounts();
    watchFetch(({ method }) => (method === 'PATCH' ? failWith(503, 'The server is unavailable.') : undefined));
    const { user } = await openBoard();

    await user.click(within(column('applied')).getByRole('button', { name: `Move ${candidate.name} to another stage` }));
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));

    const alert = await screen.findByText(`Could not move ${candidate.name} to Hired. The server is unavailable.`);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(countsOnScreen()).toEqual(before));
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
    expect((await candidateById(candidate.id)).stage).toBe('applied');
  });

  it('narrows the board by name or email search and by job, kept in the address', { timeout: 40_000 }, async () => {
    await seedSample();
    const target = (await allCandidates()).candidates[10]!;
    const surname = target.name.split(' ').at(-1)!;
    const { seen } = watchFetch();
    const { user, router } = await openBoard();

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), surname.toUpperCase());
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${surname.toUpperCase()}`));
    const expected = await expectedCounts(`&search=${encodeURIComponent(surname)}`);
    await waitFor(() => expect(countsOnScreen()).toEqual(expected), { timeout: 10_000 });
    expect(within(column(target.stage)).getByText(target.email)).toBeInTheDocument();
    const searched = seen.filter((r) => r.url.pathname.startsWith('/api/candidates') && r.url.searchParams.get('search') === surname.toUpperCase());
    expect(searched.map((r) => r.url.pathname).sort()).toEqual(['/api/candidates/stage-counts', ...STAGES.map(() => '/api/candidates')].sort());

    await user.clear(screen.getByRole('searchbox', { name: 'Search candidates' }));
    const jobSelect = screen.getByRole('combobox', { name: 'Job' });
    await waitFor(() => expect(within(jobSelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(jobSelect, String(target.jobId));
    await waitFor(() => expect(router.state.location.search).toBe(`?job=${target.jobId}`));
    const byJob = await expectedCounts(`&jobId=${target.jobId}`);
    await waitFor(() => expect(countsOnScreen()).toEqual(byJob), { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const all = await expectedCounts();
    await waitFor(() => expect(countsOnScreen()).toEqual(all), { timeout: 10_000 });
  });

  it('loads the next page of a column as it is scrolled, keeping a bounded window of cards', async () => {
    await seedSample();
    const applied = (await allCandidates('&stage=applied')).candidates;
    expect(applied.length).toBeGreaterThan(120);
    const { seen } = watchFetch();
    await openBoard();
    await within(column('applied')).findByText(applied[0]!.email);
    expect(within(column('applied')).queryByText(applied[60]!.email)).toBeNull();

    // Scroll down past the first page: the next page is asked for after its last card.
    scrollColumnTo('applied', 45);
    await waitFor(() => expect(seen.some((r) => r.url.searchParams.get('afterId') === String(applied[49]!.id))).toBe(true));
    scrollColumnTo('applied', 58);
    const card = await within(column('applied')).findByText(applied[60]!.email);
    expect(card.closest('li')).toHaveAttribute('aria-setsize', String(applied.length));
    expect(card.closest('li')).toHaveAttribute('aria-posinset', '61');
    expect(within(column('applied')).queryByText(applied[0]!.email)).toBeNull();
    expect(within(column('applied')).getAllByRole('listitem').length).toBeLessThan(30);
    expect(countOf('applied')).toBe(applied.length);
  });

  it('shows a moved card at once even when its place is beyond the loaded cards, and keeps it after saving', async () => {
    await seedSample();
    const rejected = (await allCandidates('&stage=rejected')).candidates;
    const appliedIds = (await allCandidates('&stage=applied')).candidates.map((c) => c.id);
    const before = await expectedCounts();
    const { user } = await openBoard();
    // This rejected candidate belongs after the 50 loaded cards of applied: it lands at their end.
    const candidate = rejected[45]!;
    expect(candidate.id).toBeGreaterThan(appliedIds[49]!);
    scrollColumnTo('rejected', 40);
    await within(column('rejected')).findByText(candidate.email);

    await user.click(within(column('rejected')).getByRole('button', { name: `Move ${candidate.name} to another stage` }));
    await user.click(screen.getByRole('menuitem', { name: 'Applied' }));
    expect(within(column('rejected')).queryByText(candidate.email)).toBeNull();
    expect(countsOnScreen()).toEqual({ ...before, rejected: before.rejected! - 1, applied: before.applied! + 1 });
    // A browser scrolls the column to the card; jsdom cannot, so the test scrolls to the end of the first page.
    scrollColumnTo('applied', 46);
    const moved = await within(column('applied')).findByText(candidate.email);
    expect(moved.closest('li')).toHaveAttribute('aria-posinset', '51');

    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('applied'));
    await screen.findByText('1000 candidates');
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
    expect(countsOnScreen()).toEqual({ ...before, rejected: before.rejected! - 1, applied: before.applied! + 1 });
  });

  it('shows a column that cannot load with its own error and retry, and the rest of the board', async () => {
    await seedSample();
    let fail = true;
    watchFetch(({ url }) => (fail && url.pathname === '/api/candidates' && url.searchParams.get('stage') === 'tech' ? failWith(500, 'Network response was not ok') : undefined));
    const { user } = await openBoard();
    const alert = await within(column('tech')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Network response was not ok');
    expect(countOf('tech')).toBe((await expectedCounts()).tech);
    expect(within(column('applied')).getAllByRole('listitem').length).toBeGreaterThan(3);
    fail = false;
    await user.click(within(column('tech')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(column('tech')).getAllByRole('listitem').length).toBeGreaterThan(3));
  });

  it('shows an error with a retry when the board cannot load', async () => {
    let fail = true;
    watchFetch(({ url }) => (fail && url.pathname.startsWith('/api/candidates') ? failWith(500, 'Network response was not ok') : undefined));
    const { user } = renderRoute('/candidates');
    expect(await screen.findByText('Error: Network response was not ok')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: /^Applied:/ });
    expect(countsOnScreen()).toEqual(Object.fromEntries(STAGES.map((stage) => [stage, 0])));
    expect(await screen.findByText('No candidates in applied.')).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).toBeNull();
  });
});
