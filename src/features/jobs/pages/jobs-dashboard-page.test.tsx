import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, teamSession } from '@/test/render';
import { seedSample } from '@/test/seed';
import { api, apiError, interceptApi } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { allJobs, createJobs } from '../test/helpers';

const cards = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const cardOf = (title: string) => screen.getByRole('article', { name: title });

async function openDashboard(path = '/') {
  const view = renderRoute(path);
  await screen.findByRole('list', { name: 'Jobs' });
  return view;
}

/** An answer the test holds back until it has looked at the screen. */
function hold() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

describe('jobs dashboard', () => {
  it('shows the first page of the sample jobs as cards, in order', async () => {
    await seedSample();
    const expected = (await allJobs()).slice(0, 10);
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading jobs...')).toHaveAttribute('role', 'status');
    await screen.findByRole('list', { name: 'Jobs' });

    expect(cardTitles()).toEqual(expected.map((job) => job.title));
    for (const job of expected) {
      const card = cardOf(job.title);
      expect(within(card).getByRole('link', { name: job.title })).toHaveAttribute(
        'href',
        `/jobs/${job.id}`,
      );
      expect(within(card).getByText(job.status)).toBeInTheDocument();
      expect(within(card).getByText(`Order: ${job.order}`)).toBeInTheDocument();
      for (const tag of job.tags) expect(within(card).getByText(tag)).toBeInTheDocument();
      expect(
        within(card).getByRole('button', {
          name: job.status === 'active' ? 'Archive' : 'Unarchive',
        }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: `Reorder ${job.title}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '+ Create Job' })).toBeInTheDocument();
  });

  it('asks for page 1 of 10 with status all when nothing is filtered', async () => {
    const { requests } = interceptApi();
    await createJobs([{ title: 'Backend Engineer' }]);
    await openDashboard();
    const [request] = requests('GET', '/api/jobs');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      status: 'all',
    });
  });

  it('pages through the list with pagination above and below, kept in the URL', async () => {
    await seedSample();
    const jobs = await allJobs();
    const { user, router } = await openDashboard();

    const top = screen.getByRole('navigation', { name: 'Job pages, top' });
    const bottom = screen.getByRole('navigation', { name: 'Job pages, bottom' });
    for (const nav of [top, bottom]) {
      expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    }

    await user.click(within(top).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardTitles()).toEqual(jobs.slice(10, 20).map((j) => j.title)));
    expect(router.state.location.search).toBe('?page=2');
    expect(within(top).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(bottom).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardTitles()).toEqual(jobs.slice(20).map((j) => j.title)));
    expect(within(bottom).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(bottom).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(top).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(bottom).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('opens at the page and filters of a shared link', async () => {
    await createJobs([
      { title: 'Data Engineer', tags: ['Data'], status: 'archived' },
      { title: 'Data Analyst', tags: ['Data'] },
      { title: 'Web Engineer', tags: ['Web'], status: 'archived' },
    ]);
    await openDashboard('/?search=engineer&status=archived&tags=data');
    expect(cardTitles()).toEqual(['Data Engineer']);
    expect(screen.getByLabelText('Search by title')).toHaveValue('engineer');
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
    expect(screen.getByLabelText('Search by tag')).toHaveValue('data');
  });

  it('filters by status and goes back to page 1', async () => {
    await seedSample();
    const archived = await allJobs('status=archived');
    const { user, router } = await openDashboard('/?page=2');
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await waitFor(() => expect(cardTitles()).toEqual(archived.slice(0, 10).map((j) => j.title)));
    expect(router.state.location.search).toBe('?status=archived');
    for (const card of cards())
      expect(within(card).getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters drafts, each with Publish as its one status action', async () => {
    await createJobs([
      { title: 'Draft Designer', status: 'draft' },
      { title: 'Open Engineer' },
      { title: 'Old Analyst', status: 'archived' },
    ]);
    const { user, router } = await openDashboard();
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await waitFor(() => expect(cardTitles()).toEqual(['Draft Designer']));
    expect(router.state.location.search).toBe('?status=draft');
    const [card] = cards();
    expect(within(card!).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(card!).queryByRole('button', { name: /Archive|Unarchive/ })).toBeNull();
  });

  it('debounces the title search: only the finished text is fetched, and the page resets', async () => {
    await createJobs(
      Array.from({ length: 12 }, (_, i) => ({
        title: i === 11 ? 'Platform Engineer' : `Recruiter ${i + 1}`,
      })),
    );
    const { user, router } = await openDashboard('/?page=2');
    const { requests } = interceptApi();

    await user.type(screen.getByLabelText('Search by title'), 'platform');
    await waitFor(() => expect(cardTitles()).toEqual(['Platform Engineer']));
    expect(router.state.location.search).toBe('?search=platform');
    const searches = requests('GET', '/api/jobs').map((r) => r.url.searchParams.get('search'));
    expect(searches).toEqual(['platform']);
    expect(requests('GET', '/api/jobs')[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('searches by tag', async () => {
    await createJobs([
      { title: 'Nurse', tags: ['Healthcare', 'Part-time'] },
      { title: 'Chef', tags: ['Hospitality'] },
    ]);
    const { user, router } = await openDashboard();
    await user.type(screen.getByLabelText('Search by tag'), 'health');
    await waitFor(() => expect(cardTitles()).toEqual(['Nurse']));
    expect(router.state.location.search).toBe('?tags=health');
  });

  it('says so when nothing matches, with one empty page, and clears the filters', async () => {
    await createJobs([{ title: 'Designer' }]);
    const { user, router } = renderRoute('/?search=zzz&status=archived');
    expect(
      await screen.findByRole('heading', { name: 'No jobs match these filters' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jobs' })).not.toBeInTheDocument();
    for (const name of ['Job pages, top', 'Job pages, bottom']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByText('Page 1 of 1')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    }
    const [, clearInPanel] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearInPanel!);
    expect(await screen.findByRole('link', { name: 'Designer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search by title')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  it('says there are no jobs yet when the board is empty', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first job posting to start hiring.')).toBeInTheDocument();
    expect(screen.getAllByText('Page 1 of 1')).toHaveLength(2);
  });

  it('tells an interviewer, who cannot post jobs, what the empty board means for them', async () => {
    renderRoute('/', { session: teamSession('interviewer') });
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('Jobs appear here once a recruiter posts them.')).toBeInTheDocument();
    expect(screen.queryByText(/create your first job/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create job/i })).not.toBeInTheDocument();
  });

  it('shows the last page when the URL asks for a page past the end', async () => {
    await createJobs([{ title: 'Only Job' }]);
    const { router } = renderRoute('/?page=7');
    await waitFor(() => expect(cardTitles()).toEqual(['Only Job']));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByText('Page 1 of 1')).toHaveLength(2);
  });

  it("shows 'Error: Network response was not ok' when the list cannot be loaded, and retries", async () => {
    let fail = true;
    interceptApi(({ url, method }) =>
      fail && method === 'GET' && url.pathname === '/api/jobs'
        ? new Response('', { status: 500 })
        : undefined,
    );
    await createJobs([{ title: 'Support Agent' }]);
    const { user } = renderRoute('/');
    expect(await screen.findByText('Error: Network response was not ok')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Support Agent' })).toBeInTheDocument();
  });

  it("shows the server's message after 'Error:' when it gives one", async () => {
    interceptApi(({ url }) =>
      url.pathname === '/api/jobs' ? apiError(500, 'Database is closed.') : undefined,
    );
    renderRoute('/');
    expect(await screen.findByText('Error: Database is closed.')).toBeInTheDocument();
  });
});

describe('archive and unarchive', () => {
  it('archives at once, saves it, and the label follows the status', async () => {
    const [job] = await createJobs([{ title: 'Account Manager' }]);
    const { user } = await openDashboard();
    const card = cardOf('Account Manager');
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    expect(await within(card).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(within(card).getByText('archived')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await api('GET', `/jobs/${job!.id}`)).body.status).toBe('archived'),
    );

    await user.click(within(card).getByRole('button', { name: 'Unarchive' }));
    expect(await within(card).findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await api('GET', `/jobs/${job!.id}`)).body.status).toBe('active'),
    );
  });

  it('puts the status back and says why when saving fails', async () => {
    const [job] = await createJobs([{ title: 'Sales Lead' }]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptApi(({ url, method }) =>
      method === 'PATCH' && url.pathname === `/api/jobs/${job!.id}`
        ? held.then(() => apiError(503, 'The server is unavailable.'))
        : undefined,
    );
    const { user } = await openDashboard();
    const card = cardOf('Sales Lead');
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    // The change shows before the server answers...
    expect(await within(card).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    release();
    // ...and is undone when it refuses.
    expect(await within(card).findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(
      await screen.findByText('Could not archive “Sales Lead”: The server is unavailable.'),
    ).toBeInTheDocument();
    expect((await api('GET', `/jobs/${job!.id}`)).body.status).toBe('active');
  });

  it('puts the status back as soon as saving fails, before the list is fetched again', async () => {
    const [job] = await createJobs([{ title: 'Sales Lead' }]);
    const answer = hold();
    const refetches = hold();
    const refetched: Promise<Response>[] = [];
    let failed = false;
    interceptApi(({ method, url }, pass) => {
      if (method === 'PATCH')
        return answer.released.then(() => {
          failed = true;
          return apiError(503, 'The server is unavailable.');
        });
      if (!failed || method !== 'GET' || !url.pathname.startsWith('/api/jobs')) return undefined;
      refetched.push(refetches.released.then(pass));
      return refetched.at(-1);
    });
    const { user } = await openDashboard();
    const card = cardOf('Sales Lead');
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    expect(await within(card).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(within(card).getByText('archived')).toBeInTheDocument();

    answer.release();
    expect(
      await screen.findByText('Could not archive “Sales Lead”: The server is unavailable.'),
    ).toBeInTheDocument();
    // The list is not fetched again yet (held): the status is back by the page's own doing.
    expect(await within(card).findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(within(card).queryByText('archived')).not.toBeInTheDocument();

    expect(refetched.length).toBeGreaterThan(0);
    refetches.release();
    await Promise.all(refetched);
    expect((await api('GET', `/jobs/${job!.id}`)).body.status).toBe('active');
    expect(
      within(cardOf('Sales Lead')).getByRole('button', { name: 'Archive' }),
    ).toBeInTheDocument();
  });
});

describe('jobs dashboard: one request per click while one is in flight', () => {
  it('sends one PATCH when Archive is double-clicked, and the job ends archived', async () => {
    const [job] = await createJobs([{ title: 'Sales Lead' }]);
    const { released, release } = hold();
    const seen = interceptApi((request, pass) =>
      request.method === 'PATCH' ? released.then(pass) : undefined,
    );
    await openDashboard();

    clickTwiceBeforeRender(within(cardOf('Sales Lead')).getByRole('button', { name: 'Archive' }));
    release();

    await screen.findByText('“Sales Lead” archived.');
    await waitFor(() =>
      expect(within(cardOf('Sales Lead')).getByRole('button', { name: 'Unarchive' })).toBeEnabled(),
    );
    expect(seen.requests('PATCH', `/api/jobs/${job!.id}`).map((r) => r.body)).toEqual([
      { status: 'archived' },
    ]);
    expect((await allJobs())[0]!.status).toBe('archived');
  });

  it('sends one PATCH when Unarchive is double-clicked', async () => {
    const [job] = await createJobs([{ title: 'Sales Lead', status: 'archived' }]);
    const seen = interceptApi();
    await openDashboard();

    clickTwiceBeforeRender(within(cardOf('Sales Lead')).getByRole('button', { name: 'Unarchive' }));

    await screen.findByText('“Sales Lead” restored to active.');
    await waitFor(() =>
      expect(within(cardOf('Sales Lead')).getByRole('button', { name: 'Archive' })).toBeEnabled(),
    );
    expect(seen.requests('PATCH', `/api/jobs/${job!.id}`).map((r) => r.body)).toEqual([
      { status: 'active' },
    ]);
  });
});

describe('dashboard cards: candidates per job', () => {
  it('show each job’s total of candidates beside the spec’s contents', async () => {
    const [welder] = await createJobs([{ title: 'Welder' }, { title: 'Fitter' }]);
    for (const email of ['a@example.com', 'b@example.com']) {
      await api('POST', '/candidates', {
        name: 'X',
        email,
        jobId: welder!.id,
        stage: 'screen',
        source: 'referral',
      });
    }
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' });
    expect(
      await within(await screen.findByRole('article', { name: 'Welder' })).findByText(
        '2 candidates',
      ),
    ).toBeInTheDocument();
    expect(await within(cardOf('Fitter')).findByText('0 candidates')).toBeInTheDocument();
  });
});
