import { screen, waitFor, within } from '@testing-library/react';
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

async function openBoard(path = '/candidates') {
  const view = renderRoute(path);
  await screen.findByRole('region', { name: /^Applied:/ });
  return view;
}

describe('candidates board', () => {
  it('loads up to 1000 candidates and shows six columns with their counts', async () => {
    await seedSample();
    const { seen } = watchFetch();
    renderRoute('/candidates');
    expect(await screen.findByText('Loading Kanban board...')).toHaveAttribute('role', 'status');
    await screen.findByRole('region', { name: /^Applied:/ });

    const list = seen.find((r) => r.url.pathname === '/api/candidates')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ pageSize: '1000' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/[:\d].*$/, ''));
    expect(headings).toEqual(STAGES.map((s) => STAGE_LABELS[s]));
    expect(countsOnScreen()).toEqual(await expectedCounts());
    expect(Object.values(countsOnScreen()).reduce((a, b) => a + b, 0)).toBe(1000);
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

  // Filtering 1000 rows in the in-memory test database takes a few seconds, hence the long waits.
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
    expect(seen.some((r) => r.url.pathname === '/api/candidates' && r.url.searchParams.get('search') === surname.toUpperCase())).toBe(true);

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

  it('says so when more candidates match than the board shows', async () => {
    watchFetch(({ url }) => {
      if (url.pathname !== '/api/candidates') return undefined;
      // The same first page, but the server reports more beyond it.
      return new Response(JSON.stringify({ candidates: [{ id: 1, name: 'Ada Park', email: 'ada@example.com', stage: 'tech', jobId: 1 }], totalCount: 1200 }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await openBoard();
    expect(screen.getByText('Showing the first 1 of 1200 candidates. Search or pick a job to find the rest.')).toBeInTheDocument();
    expect(countOf('tech')).toBe(1);
  });

  it('shows an error with a retry when the board cannot load', async () => {
    let fail = true;
    watchFetch(({ url }) => (fail && url.pathname === '/api/candidates' ? failWith(500, 'Network response was not ok') : undefined));
    const { user } = renderRoute('/candidates');
    expect(await screen.findByText('Error: Network response was not ok')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: /^Applied:/ });
    expect(countsOnScreen()).toEqual(Object.fromEntries(STAGES.map((stage) => [stage, 0])));
    expect(screen.getByText('No candidates in applied.')).toBeInTheDocument();
  });
});
