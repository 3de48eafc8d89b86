import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STAGE_LABELS } from '@/domain/constants';
import { STAGES, type Stage } from '@/domain/types';
import {
  api,
  apiError,
  failWrites,
  interceptApi,
  publishedAnswer,
  SIMULATED_FAILURE,
  write,
  type SeenRequest,
} from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import {
  allCandidates,
  candidateById,
  timelineOf,
  boardColumn,
  columnCountOf,
} from '../test/helpers';

const column = boardColumn;
const countOf = columnCountOf;
const countsOnScreen = () => Object.fromEntries(STAGES.map((stage) => [stage, countOf(stage)]));

async function expectedCounts(query = '') {
  const { candidates } = await allCandidates(query);
  return Object.fromEntries(
    STAGES.map((stage) => [stage, candidates.filter((c) => c.stage === stage).length]),
  );
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
  // The counts may come before the cards: every column has its first page once none is busy.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

/** An answer the test holds back until it has looked at the screen. */
function hold() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/** The requests that load the board: a column's cards or the stage counts. */
const isBoardRead = ({ method, url }: SeenRequest) =>
  method === 'GET' &&
  (url.pathname === '/api/candidates' || url.pathname === '/api/candidates/stage-counts');

/** Moves a candidate in the database itself, as a change the open board is not told about. */
async function moveBehindTheBoard(id: number, stage: Stage) {
  await write(async (tx) => tx.candidates.update({ ...(await tx.candidates.get(id))!, stage }));
}

const cardOf = (stage: Stage, email: string) =>
  within(column(stage)).getByText(email).closest('li')!;

describe('candidates board', () => {
  it('loads the stage counts and the first page of each column, and shows the true counts', async () => {
    await seedSample();
    // The counts are held back, as on a slow start: the board says it is loading meanwhile.
    const counts = hold();
    const { seen } = interceptApi(async ({ url }) => {
      if (url.pathname === '/api/candidates/stage-counts') await counts.released;
      return undefined;
    });
    renderRoute('/candidates');
    expect(await screen.findByText('Loading Kanban board...')).toHaveAttribute('role', 'status');
    counts.release();
    await screen.findByRole('region', { name: /^Applied:/ });

    const asked = seen
      .filter((r) => r.url.pathname.startsWith('/api/candidates'))
      .map((r) => `${r.url.pathname}?${r.url.searchParams}`);
    expect(asked.sort()).toEqual(
      [
        '/api/candidates/stage-counts?',
        ...STAGES.map((stage) => `/api/candidates?stage=${stage}&pageSize=51&withTotal=0`),
      ].sort(),
    );
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent?.replace(/[:\d].*$/, ''));
    expect(headings).toEqual(STAGES.map((s) => STAGE_LABELS[s]));
    expect(countsOnScreen()).toEqual(await expectedCounts());
    // Each column is a region named by its stage and count, as a screen reader announces it.
    for (const stage of STAGES)
      expect(
        screen.getByRole('region', {
          name: new RegExp(`^${STAGE_LABELS[stage]}\\s*:\\s*${countOf(stage)}\\s*candidates$`),
        }),
      ).toBe(column(stage));
    expect(Object.values(countsOnScreen()).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(screen.getByText('1000 candidates')).toHaveAttribute('role', 'status');
    // Every column holds more than one page, yet only a window of its first page is mounted.
    await waitFor(() =>
      expect(within(column('applied')).getAllByRole('listitem').length).toBeGreaterThan(3),
    );
    for (const stage of STAGES)
      expect(within(column(stage)).getAllByRole('listitem').length).toBeLessThan(30);
  });

  it('asks for its counts and columns as soon as its address matches, before its code is in, each once', async () => {
    await seedSample();
    const holder: { view?: ReturnType<typeof renderRoute> } = {};
    const readyAtFirstRead: boolean[] = [];
    const { seen } = interceptApi((request) => {
      if (isBoardRead(request) && readyAtFirstRead.length === 0)
        readyAtFirstRead.push(holder.view?.router.state.initialized ?? false);
      return undefined;
    });
    holder.view = renderRoute('/candidates?q=%20ann%20&job=2');
    await screen.findByRole('region', { name: /^Applied:/ });
    // The route's loader asked: the router had not finished loading the page's code.
    expect(readyAtFirstRead).toEqual([false]);
    const asked = seen.filter(isBoardRead).map((r) => `${r.url.pathname}?${r.url.searchParams}`);
    expect(asked.sort()).toEqual(
      [
        '/api/candidates/stage-counts?search=ann&jobId=2',
        ...STAGES.map(
          (stage) => `/api/candidates?search=ann&jobId=2&stage=${stage}&pageSize=51&withTotal=0`,
        ),
      ].sort(),
    );
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
      expect(within(card).getByRole('link', { name: /View Profile/ })).toHaveAttribute(
        'href',
        `/candidates/${candidate.id}`,
      );
    });
  });

  it('moves a card with its Move menu: at once on screen, then saved with a timeline entry', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=screen')).candidates[0]!;
    const before = await expectedCounts();
    const { writes } = interceptApi();
    const { user } = await openBoard();

    await user.click(
      within(column('screen')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    const menu = screen.getByRole('menu', { name: `Move ${candidate.name} to` });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Applied', 'Tech', 'Offer', 'Hired', 'Rejected']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Tech' }));

    expect(countsOnScreen()).toEqual({
      ...before,
      screen: before.screen! - 1,
      tech: before.tech! + 1,
    });
    expect(within(column('tech')).getByText(candidate.email)).toBeInTheDocument();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PATCH', body: { stage: 'tech' } });
    expect(writes()[0]!.url.pathname).toBe(`/api/candidates/${candidate.id}`);
    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('tech'));
    expect((await timelineOf(candidate.id)).at(-1)?.stage).toBe('tech');
  });

  it('puts the card back and shows an error when the move cannot be saved', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const before = await expectedCounts();
    interceptApi(({ method }) =>
      method === 'PATCH' ? apiError(503, 'The server is unavailable.') : undefined,
    );
    const { user } = await openBoard();

    await user.click(
      within(column('applied')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));

    const alert = await screen.findByText(
      `Could not move ${candidate.name} to Hired. The server is unavailable.`,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(countsOnScreen()).toEqual(before));
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
    expect((await candidateById(candidate.id)).stage).toBe('applied');
  });

  it('puts the card back as soon as the move fails, before the board is fetched again', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const before = await expectedCounts();
    const answer = hold();
    const refetches = hold();
    const refetched: Promise<Response>[] = [];
    let failed = false;
    interceptApi((request, pass) => {
      if (request.method === 'PATCH')
        return answer.released.then(() => {
          failed = true;
          return apiError(503, 'The server is unavailable.');
        });
      if (!failed || !isBoardRead(request)) return undefined;
      refetched.push(refetches.released.then(pass));
      return refetched.at(-1);
    });
    const { user } = await openBoard();

    await user.click(
      within(column('applied')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));
    await within(column('hired')).findByText(candidate.email);
    expect(countsOnScreen()).toEqual({
      ...before,
      applied: before.applied! - 1,
      hired: before.hired! + 1,
    });

    answer.release();
    expect(
      await screen.findByText(
        `Could not move ${candidate.name} to Hired. The server is unavailable.`,
      ),
    ).toBeInTheDocument();
    // The board is not fetched again yet (held): the card is back by the page's own doing.
    await waitFor(() => expect(countsOnScreen()).toEqual(before));
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
    expect(within(column('hired')).queryByText(candidate.email)).toBeNull();
    expect(refetched.length).toBeGreaterThan(0);
    // The card shows its real state at once: back, and no longer saving.
    const back = cardOf('applied', candidate.email);
    expect(within(back).queryByRole('status')).toBeNull();
    expect(back).not.toHaveAttribute('aria-busy');

    refetches.release();
    await Promise.all(refetched);
    expect(within(column('hired')).queryByText(candidate.email)).toBeNull();
    expect(countsOnScreen()).toEqual(before);
    expect((await candidateById(candidate.id)).stage).toBe('applied');
  });

  it('fetches both columns again after a failed move, so they show what the server holds', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const hired = (await allCandidates('&stage=hired')).candidates[0]!;
    const { user } = await openBoard();
    await within(column('hired')).findByText(hired.email);
    // Meanwhile the first hired candidate is rejected elsewhere, and this board is not told.
    await moveBehindTheBoard(hired.id, 'rejected');
    const { seen } = failWrites();

    await user.click(
      within(column('applied')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));
    await screen.findByText(`Could not move ${candidate.name} to Hired. ${SIMULATED_FAILURE}`);

    const move = seen.findIndex((r) => r.method === 'PATCH');
    const columnsAsked = () =>
      seen
        .slice(move)
        .filter((r) => r.method === 'GET' && r.url.pathname === '/api/candidates')
        .map((r) => r.url.searchParams.get('stage'))
        .sort();
    await waitFor(() => expect(columnsAsked()).toEqual(['applied', 'hired']));
    await waitFor(() => expect(within(column('hired')).queryByText(hired.email)).toBeNull());
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
  });

  it('moves a card out of the column it is in, and a failed earlier move leaves a card moved on since', async () => {
    await seedSample();
    const byId = (await allCandidates()).candidates.sort((a, b) => a.id - b.id);
    // The first candidate by id lands at the top of any other column, in view.
    const candidate = byId[0]!;
    const from = candidate.stage;
    const [first, second] = STAGES.filter((stage) => stage !== from) as [Stage, Stage];
    const nextInFrom = byId.find((c) => c.stage === from && c.id !== candidate.id)!;
    // Moved elsewhere to near the top of the first target column: shows once it is fetched again.
    const other = byId.find((c) => c.id !== candidate.id && c.stage !== first)!;
    const before = await expectedCounts();
    const { user } = await openBoard();
    await moveBehindTheBoard(other.id, first);

    const failFirst = hold();
    const saveSecond = hold();
    const refetches = hold();
    let failed = false;
    interceptApi((request, pass) => {
      const { method, url, body } = request;
      if (method === 'PATCH' && (body as { stage: Stage }).stage === first)
        return failFirst.released.then(() => {
          failed = true;
          return apiError(503, 'The server is unavailable.');
        });
      if (method === 'PATCH') return saveSecond.released.then(pass);
      // After the failure the card's own column and the counts are held, the first target is not.
      const held =
        url.pathname === '/api/candidates/stage-counts' || url.searchParams.get('stage') === from;
      return failed && isBoardRead(request) && held ? refetches.released.then(pass) : undefined;
    });

    // First move, not saved yet: out of its column, at the top of the target, one count over.
    await user.click(
      within(column(from)).getByRole('button', { name: `Move ${candidate.name} to another stage` }),
    );
    await user.click(screen.getByRole('menuitem', { name: STAGE_LABELS[first] }));
    await within(column(first)).findByText(candidate.email);
    expect(countsOnScreen()).toEqual({
      ...before,
      [from]: before[from]! - 1,
      [first]: before[first]! + 1,
    });
    expect(within(column(from)).queryByText(candidate.email)).toBeNull();
    expect(within(column(from)).getAllByRole('listitem')[0]).toHaveTextContent(nextInFrom.email);
    expect(within(column(first)).getAllByRole('listitem')[0]).toHaveTextContent(candidate.email);
    expect(within(cardOf(first, candidate.email)).getByRole('status')).toHaveTextContent('Saving…');

    // Moved on from where it now is, before the first move is saved.
    await user.click(
      within(column(first)).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    const menu = screen.getByRole('menu', { name: `Move ${candidate.name} to` });
    expect(within(menu).queryByRole('menuitem', { name: STAGE_LABELS[first] })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: STAGE_LABELS[second] }));
    await within(column(second)).findByText(candidate.email);
    const moved = { ...before, [from]: before[from]! - 1, [second]: before[second]! + 1 };
    expect(countsOnScreen()).toEqual(moved);
    expect(within(column(first)).queryByText(candidate.email)).toBeNull();
    expect(within(column(second)).getAllByRole('listitem')[0]).toHaveTextContent(candidate.email);

    // The first move fails while the second is saving: the card stays where it was moved last.
    failFirst.release();
    expect(
      await screen.findByText(
        `Could not move ${candidate.name} to ${STAGE_LABELS[first]}. The server is unavailable.`,
      ),
    ).toBeInTheDocument();
    // Nothing is fetched again while the second move is saving: it would not hold that move yet.
    expect(within(column(second)).getAllByRole('listitem')[0]).toHaveTextContent(candidate.email);
    expect(within(column(first)).queryByText(candidate.email)).toBeNull();
    expect(within(column(from)).queryByText(candidate.email)).toBeNull();
    expect(countsOnScreen()).toEqual(moved);

    saveSecond.release();
    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe(second));
    refetches.release();
    // Once neither move is pending, the columns of the failed move are fetched again: the first
    // target shows the move made elsewhere.
    await within(column(first)).findByText(other.email);
    await waitFor(() =>
      expect(within(cardOf(second, candidate.email)).queryByRole('status')).toBeNull(),
    );
    expect(within(column(from)).queryByText(candidate.email)).toBeNull();
    expect(within(column(first)).queryByText(candidate.email)).toBeNull();
  });

  it(
    'narrows the board by name or email search and by job, kept in the address',
    { timeout: 40_000 },
    async () => {
      await seedSample();
      const target = (await allCandidates()).candidates[10]!;
      const surname = target.name.split(' ').at(-1)!;
      const { seen } = interceptApi();
      const { user, router } = await openBoard();

      await user.type(
        screen.getByRole('searchbox', { name: 'Search candidates' }),
        surname.toUpperCase(),
      );
      await waitFor(() => expect(router.state.location.search).toBe(`?q=${surname.toUpperCase()}`));
      const expected = await expectedCounts(`&search=${encodeURIComponent(surname)}`);
      await waitFor(() => expect(countsOnScreen()).toEqual(expected), { timeout: 10_000 });
      expect(within(column(target.stage)).getByText(target.email)).toBeInTheDocument();
      const searched = seen.filter(
        (r) =>
          r.url.pathname.startsWith('/api/candidates') &&
          r.url.searchParams.get('search') === surname.toUpperCase(),
      );
      expect(searched.map((r) => r.url.pathname).sort()).toEqual(
        ['/api/candidates/stage-counts', ...STAGES.map(() => '/api/candidates')].sort(),
      );

      await user.clear(screen.getByRole('searchbox', { name: 'Search candidates' }));
      const jobSelect = screen.getByRole('combobox', { name: 'Job' });
      await waitFor(() =>
        expect(within(jobSelect).getAllByRole('option').length).toBeGreaterThan(1),
      );
      await user.selectOptions(jobSelect, String(target.jobId));
      await waitFor(() => expect(router.state.location.search).toBe(`?job=${target.jobId}`));
      const byJob = await expectedCounts(`&jobId=${target.jobId}`);
      await waitFor(() => expect(countsOnScreen()).toEqual(byJob), { timeout: 10_000 });

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      const all = await expectedCounts();
      await waitFor(() => expect(countsOnScreen()).toEqual(all), { timeout: 10_000 });
    },
  );

  it('loads the next page of a column as it is scrolled, keeping a bounded window of cards', async () => {
    await seedSample();
    const applied = (await allCandidates('&stage=applied')).candidates;
    expect(applied.length).toBeGreaterThan(120);
    const { seen } = interceptApi();
    await openBoard();
    await within(column('applied')).findByText(applied[0]!.email);
    expect(within(column('applied')).queryByText(applied[60]!.email)).toBeNull();

    // Scroll down past the first page: the next page is asked for after its last card.
    scrollColumnTo('applied', 45);
    await waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('afterId') === String(applied[49]!.id))).toBe(
        true,
      ),
    );
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

    await user.click(
      within(column('rejected')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Applied' }));
    expect(within(column('rejected')).queryByText(candidate.email)).toBeNull();
    expect(countsOnScreen()).toEqual({
      ...before,
      rejected: before.rejected! - 1,
      applied: before.applied! + 1,
    });
    // A browser scrolls the column to the card; jsdom cannot, so the test scrolls to the end of the first page.
    scrollColumnTo('applied', 46);
    const moved = await within(column('applied')).findByText(candidate.email);
    expect(moved.closest('li')).toHaveAttribute('aria-posinset', '51');

    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('applied'));
    await screen.findByText('1000 candidates');
    expect(within(column('applied')).getByText(candidate.email)).toBeInTheDocument();
    expect(countsOnScreen()).toEqual({
      ...before,
      rejected: before.rejected! - 1,
      applied: before.applied! + 1,
    });
  });

  it('shows a column that cannot load with its own error and retry, and the rest of the board', async () => {
    await seedSample();
    let fail = true;
    interceptApi(({ url }) =>
      fail && url.pathname === '/api/candidates' && url.searchParams.get('stage') === 'tech'
        ? apiError(500, 'Network response was not ok')
        : undefined,
    );
    const { user } = await openBoard();
    const alert = await within(column('tech')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Network response was not ok');
    expect(countOf('tech')).toBe((await expectedCounts()).tech);
    expect(within(column('applied')).getAllByRole('listitem').length).toBeGreaterThan(3);
    fail = false;
    await user.click(within(column('tech')).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(column('tech')).getAllByRole('listitem').length).toBeGreaterThan(3),
    );
  });

  it('shows an error with a retry when the board cannot load', async () => {
    let fail = true;
    interceptApi(({ url }) =>
      fail && url.pathname.startsWith('/api/candidates')
        ? apiError(500, 'Network response was not ok')
        : undefined,
    );
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

describe('candidates board: a search of a common prefix', () => {
  it('shows a count that stopped at the limit as "10,000+", in the columns and the summary', async () => {
    await seedSample();
    interceptApi((request) =>
      request.url.pathname === '/api/candidates/stage-counts' &&
      request.url.searchParams.get('search')
        ? publishedAnswer('GET /api/candidates/stage-counts', {
            counts: { applied: 10_000, screen: 12, tech: 0, offer: 0, hired: 0, rejected: 0 },
            totalCount: 10_012,
            capped: true,
          })
        : undefined,
    );
    await openBoard('/candidates?q=a');
    expect(await screen.findByText('10,000+ matching candidates')).toBeInTheDocument();
    expect(within(column('applied')).getByRole('heading')).toHaveTextContent('10,000+');
    expect(within(column('screen')).getByRole('heading')).toHaveTextContent(/^Screen\s*:?\s*12/);
  });
});

describe('candidates board: one move per pick', () => {
  it('sends one PATCH and adds one timeline entry when a Move menu item is clicked twice in a row', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=screen')).candidates[0]!;
    const timeline = await timelineOf(candidate.id);
    const before = await expectedCounts();
    const saving = hold();
    const seen = interceptApi((request, pass) =>
      request.method === 'PATCH' ? saving.released.then(pass) : undefined,
    );
    const { user } = await openBoard();

    await user.click(
      within(column('screen')).getByRole('button', {
        name: `Move ${candidate.name} to another stage`,
      }),
    );
    clickTwiceBeforeRender(screen.getByRole('menuitem', { name: 'Offer' }));
    saving.release();

    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('offer'));
    await waitFor(() =>
      expect(within(column('offer')).getByText(candidate.email).closest('li')).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(seen.requests('PATCH', `/api/candidates/${candidate.id}`).map((r) => r.body)).toEqual([
      { stage: 'offer', fromStage: 'screen' },
    ]);
    expect(await timelineOf(candidate.id)).toHaveLength(timeline.length + 1);
    expect(countsOnScreen()).toEqual({
      ...before,
      screen: before.screen! - 1,
      offer: before.offer! + 1,
    });
  });
});

describe('candidates board: what shows once every move has settled', () => {
  async function moveWithMenu(
    user: ReturnType<typeof renderRoute>['user'],
    name: string,
    from: Stage,
    to: Stage,
  ) {
    await user.click(
      within(column(from)).getByRole('button', { name: `Move ${name} to another stage` }),
    );
    await user.click(screen.getByRole('menuitem', { name: STAGE_LABELS[to] }));
    await within(column(to)).findByText(
      (_, element) => element?.textContent === name && element.tagName !== 'BUTTON',
    );
  }

  it('fetches nothing of the board while another move is still being saved, and then fetches it', async () => {
    await seedSample();
    const [first, second] = (await allCandidates('&stage=applied')).candidates;
    const { user } = await openBoard();
    const saves = [hold(), hold()];
    let patches = 0;
    const { seen } = interceptApi((request, pass) =>
      request.method === 'PATCH' ? saves[patches++]!.released.then(pass) : undefined,
    );
    await moveWithMenu(user, first!.name, 'applied', 'screen');
    await moveWithMenu(user, second!.name, 'applied', 'tech');
    // The first move is saved while the second is not: its counts are stale, but nothing is fetched.
    const readsAt = seen.length;
    saves[0]!.release();
    await waitFor(async () => expect((await candidateById(first!.id)).stage).toBe('screen'));
    await waitFor(() =>
      expect(within(cardOf('screen', first!.email)).queryByRole('status')).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.slice(readsAt).filter(isBoardRead)).toEqual([]);
    // Once the second is saved too, the board is fetched again.
    saves[1]!.release();
    await waitFor(() => expect(seen.slice(readsAt).filter(isBoardRead).length).toBeGreaterThan(0));
    await waitFor(async () => expect(countsOnScreen()).toEqual(await expectedCounts()));
  });

  it('two moves of one card that fail together leave the card and the counts as the database holds them', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const before = await expectedCounts();
    const { user } = await openBoard();
    const failures = hold();
    interceptApi((request) =>
      request.method === 'PATCH'
        ? failures.released.then(() => apiError(503, 'The server is unavailable.'))
        : undefined,
    );
    await moveWithMenu(user, candidate.name, 'applied', 'screen');
    await moveWithMenu(user, candidate.name, 'screen', 'tech');
    failures.release();
    // Both failures are reported; then the board is fetched again and matches the database.
    expect(
      await screen.findAllByText(/^Could not move .* The server is unavailable\.$/),
    ).toHaveLength(2);
    await waitFor(() => expect(countsOnScreen()).toEqual(before));
    expect(await expectedCounts()).toEqual(before);
    await within(column('applied')).findByText(candidate.email);
    expect(within(column('screen')).queryByText(candidate.email)).toBeNull();
    expect(within(column('tech')).queryByText(candidate.email)).toBeNull();
  });

  it('refuses to undo a move made in another tab meanwhile: the card goes where it is, and the board says so', async () => {
    await seedSample();
    const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
    const timeline = await timelineOf(candidate.id);
    const { user } = await openBoard();
    const slow = hold();
    let patches = 0;
    // This tab's PATCH is slow; the other tab's, sent later, is not.
    interceptApi((request, pass) =>
      request.method === 'PATCH' && ++patches === 1 ? slow.released.then(pass) : undefined,
    );
    await moveWithMenu(user, candidate.name, 'applied', 'tech');
    // Another tab moves the same candidate to Offer, and this board hears of it (the change feed).
    await api('PATCH', `/candidates/${candidate.id}`, { stage: 'offer' });
    slow.release();
    const alert = await screen.findByText(
      `Could not move ${candidate.name} to Tech. ${candidate.name} was moved to Offer meanwhile, in another tab or window.`,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // The colleague's move stands: stored, and shown.
    expect((await candidateById(candidate.id)).stage).toBe('offer');
    expect(await timelineOf(candidate.id)).toHaveLength(timeline.length + 1);
    await waitFor(() =>
      expect(within(column('offer')).queryByText(candidate.email)).not.toBeNull(),
    );
    await waitFor(async () => expect(countsOnScreen()).toEqual(await expectedCounts()));
    expect(within(column('tech')).queryByText(candidate.email)).toBeNull();
    expect(within(column('applied')).queryByText(candidate.email)).toBeNull();
  });
});

describe('board: people who need telling apart', () => {
  async function twoAishas() {
    const { body: job } = await api('POST', '/jobs', { title: 'Analyst' });
    for (const [email, stage] of [
      ['aisha@one.example', 'applied'],
      ['aisha@two.example', 'screen'],
    ] as const)
      await api('POST', '/candidates', {
        name: 'Aisha Khan',
        email,
        jobId: job.id,
        stage,
        source: 'sourced',
      });
    await api('POST', '/candidates', {
      name: 'Ben Ode',
      email: 'ben@example.com',
      jobId: job.id,
      stage: 'applied',
      source: 'sourced',
    });
    return job;
  }

  it('names the email in the controls of two cards with the same name, and the name alone otherwise', async () => {
    await twoAishas();
    const { user } = await openBoard();
    const first = within(column('applied')).getByRole('button', {
      name: 'Move Aisha Khan (aisha@one.example) to another stage',
    });
    expect(
      within(column('screen')).getByRole('button', {
        name: 'Move Aisha Khan (aisha@two.example) to another stage',
      }),
    ).toBeInTheDocument();
    expect(
      within(column('screen')).getByRole('link', {
        name: 'View Profile: Aisha Khan (aisha@two.example)',
      }),
    ).toBeInTheDocument();
    expect(
      within(column('applied')).getByRole('button', { name: 'Move Ben Ode to another stage' }),
    ).toBeInTheDocument();
    // Visible too: each card shows its email under the name.
    expect(within(column('applied')).getByText('aisha@one.example')).toBeVisible();

    await user.click(first);
    await user.click(screen.getByRole('menuitem', { name: 'Tech' }));
    await waitFor(async () => {
      const { candidates } = await allCandidates('&stage=tech');
      expect(candidates.map((c) => c.email)).toEqual(['aisha@one.example']);
    });
  });
});

describe('board: candidates of a closed job', () => {
  async function closedJobCandidate() {
    const { body: job } = await api('POST', '/jobs', { title: 'Old Role' });
    const { body: candidate } = await api('POST', '/candidates', {
      name: 'Cara Lee',
      email: 'cara@example.com',
      jobId: job.id,
      stage: 'screen',
      source: 'sourced',
    });
    await api('PATCH', `/jobs/${job.id}`, { status: 'archived' });
    return candidate as { id: number };
  }

  it('marks their cards "Job closed" and asks before moving one forward; Cancel moves nothing', async () => {
    const candidate = await closedJobCandidate();
    const { writes } = interceptApi();
    const { user } = await openBoard();
    const card = within(column('screen')).getByText('cara@example.com').closest('li')!;
    // The jobs' statuses come with their own request: the mark follows once it has answered.
    expect(await within(card).findByText('Job closed')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Move Cara Lee to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Move a candidate of a closed job?' });
    expect(dialog).toHaveTextContent(
      'Cara Lee applied to “Old Role”, which is closed. Move them to Offer anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(column('screen')).getByText('cara@example.com')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Move Cara Lee to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Offer' }));
    await user.click(screen.getByRole('button', { name: 'Move anyway' }));
    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('offer'));
  });

  it('moves them back or rejects them without asking', async () => {
    const candidate = await closedJobCandidate();
    const { user } = await openBoard();
    await user.click(
      within(column('screen')).getByRole('button', { name: 'Move Cara Lee to another stage' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect((await candidateById(candidate.id)).stage).toBe('rejected'));
  });
});

describe('board: a hire that fills the openings', () => {
  async function jobWith(openings: number, hired: number) {
    const { body: job } = await api('POST', '/jobs', { title: 'Barista', openings });
    for (let i = 0; i < hired; i++)
      await api('POST', '/candidates', {
        name: `Hired ${i}`,
        email: `hired${i}@example.com`,
        jobId: job.id,
        stage: 'hired',
        source: 'sourced',
      });
    const { body: next } = await api('POST', '/candidates', {
      name: 'Nia Next',
      email: 'nia@example.com',
      jobId: job.id,
      stage: 'offer',
      source: 'sourced',
    });
    return { job, next };
  }
  const hireNia = async (user: ReturnType<typeof renderRoute>['user']) => {
    await user.click(
      within(column('offer')).getByRole('button', { name: 'Move Nia Next to another stage' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));
  };

  it('asks the recruiter whether to close the job, and closes it when they say so', async () => {
    const { job } = await jobWith(2, 1);
    const { user } = await openBoard();
    await hireNia(user);
    const dialog = await screen.findByRole('dialog', { name: 'Every opening is filled' });
    expect(dialog).toHaveTextContent(
      '“Barista” has 2 hired for 2 openings. Close the job? It leaves the careers page',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    await waitFor(async () =>
      expect((await api('GET', `/jobs/${job.id}`)).body.status).toBe('archived'),
    );
    expect(await screen.findByText('“Barista” is closed.')).toBeInTheDocument();
  });

  it('leaves the job open on Cancel, and does not ask while openings remain', async () => {
    const { job } = await jobWith(3, 1);
    const { user } = await openBoard();
    await hireNia(user);
    await waitFor(async () =>
      expect((await allCandidates('&stage=hired')).candidates).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await api('PATCH', `/jobs/${job.id}`, { openings: 2 });
    // Back and forward again: now the second hire fills the last opening.
    await user.click(
      within(column('hired')).getByRole('button', { name: 'Move Nia Next to another stage' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Offer' }));
    await waitFor(async () =>
      expect((await allCandidates('&stage=offer')).candidates).toHaveLength(1),
    );
    await hireNia(user);
    const dialog = await screen.findByRole('dialog', { name: 'Every opening is filled' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await api('GET', `/jobs/${job.id}`)).body.status).toBe('active');
  });
});
