import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate, Stage } from '@/api/types';
import { api, interceptApi } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import { candidateById } from '../test/helpers';
import { watchDownloads } from '@/test/downloads';

/** The candidate list (/candidates/list): filters and order in the address, pages, selection. */

const table = () => screen.getByRole('table', { name: 'Candidate list' });
const filters = () => screen.getByRole('search', { name: 'Filter candidates' });
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
/** The names in the table, top to bottom. */
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const header = (name: string) =>
  within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const listRequests = (requests: ReturnType<typeof interceptApi>['requests']) =>
  requests('GET', '/api/candidates').map((r) => Object.fromEntries(r.url.searchParams));

async function job(title: string): Promise<number> {
  return (await api('POST', '/jobs', { title })).body.id as number;
}

async function add(
  jobId: number,
  name: string,
  extra: { stage?: Stage; source?: string; email?: string } = {},
): Promise<Candidate> {
  const made = await api<Candidate>('POST', '/candidates', {
    name,
    email: extra.email ?? `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    jobId,
    stage: extra.stage ?? 'applied',
    source: extra.source ?? 'referral',
  });
  expect(made.status).toBe(201);
  return made.body;
}

async function openList(path = '/candidates/list') {
  const view = renderRoute(path);
  await screen.findByRole('table', { name: 'Candidate list' });
  await waitFor(() => expect(table().closest('[aria-busy="true"]')).toBeNull());
  return view;
}

describe('the candidate list', () => {
  it('is reached from the board, lists every job’s candidates, and its filters write the address', async () => {
    const welder = await job('Welder');
    const baker = await job('Baker');
    await add(welder, 'Ann Able');
    const tom = await add(welder, 'Tom Tech', { stage: 'tech', source: 'agency' });
    await add(baker, 'Bea Baker', { stage: 'tech' });
    const { requests } = interceptApi();
    const { user, router } = renderRoute('/candidates');

    await user.click(await screen.findByRole('link', { name: 'Candidate list' }));
    await screen.findByRole('heading', { name: 'Candidate list', level: 1 });
    await within(await screen.findByRole('table', { name: 'Candidate list' })).findByRole('link', {
      name: 'Bea Baker',
    });
    expect(router.state.location.pathname).toBe('/candidates/list');
    expect(names()).toHaveLength(3);
    expect(screen.getByText('3 candidates')).toHaveAttribute('role', 'status');
    const tomRow = within(table()).getByRole('link', { name: 'Tom Tech' }).closest('tr')!;
    expect(within(tomRow).getByRole('link', { name: 'Tom Tech' })).toHaveAttribute(
      'href',
      `/candidates/${tom.id}`,
    );
    expect(tomRow).toHaveTextContent('tom.tech@example.com');
    expect(tomRow).toHaveTextContent('Welder');
    expect(tomRow).toHaveTextContent('Tech');
    expect(tomRow).toHaveTextContent('Agency');
    // Applied today, in the reader's own short form.
    expect(tomRow).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date()),
    );

    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Stage' }), 'Tech');
    await waitFor(() => expect(names()).toEqual(expect.arrayContaining(['Tom Tech', 'Bea Baker'])));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(router.state.location.search).toBe('?stage=tech');

    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Job' }), 'Welder');
    await waitFor(() => expect(names()).toEqual(['Tom Tech']));
    expect(new URLSearchParams(router.state.location.search).get('job')).toBe(String(welder));
    expect(screen.getByText('1 candidate matching')).toBeInTheDocument();

    await user.selectOptions(
      within(filters()).getByRole('combobox', { name: 'Source' }),
      'Referral',
    );
    await screen.findByText('No candidates match these filters.');
    await user.type(within(filters()).getByRole('textbox', { name: 'Tag' }), 'Python');
    await user.type(within(filters()).getByRole('searchbox', { name: 'Search' }), 'tom');
    const from = within(filters()).getByLabelText('Applied from');
    await user.type(from, '2026-01-01');
    await user.type(within(filters()).getByLabelText('Applied to'), '2026-12-31');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        stage: 'tech',
        job: String(welder),
        source: 'referral',
        tag: 'Python',
        q: 'tom',
        from: '2026-01-01',
        to: '2026-12-31',
      }),
    );
    // The request carries the API's own names for them.
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toMatchObject({
        stage: 'tech',
        jobId: String(welder),
        source: 'referral',
        tag: 'Python',
        q: 'tom',
        appliedFrom: '2026-01-01',
        appliedTo: '2026-12-31',
        sort: 'appliedAt',
        order: 'desc',
        page: '1',
        pageSize: '50',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    // The button went with the filters: the keyboard's focus is in the search box.
    expect(within(filters()).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('opens a shared link with its filters and order, and says when the dates cannot match', async () => {
    const welder = await job('Welder');
    await add(welder, 'Ann Able', { stage: 'screen' });
    await add(welder, 'Cid Cole', { stage: 'screen' });
    await add(welder, 'Ben Best', { stage: 'applied' });
    const { user } = await openList(
      `/candidates/list?stage=screen&job=${welder}&sort=name&order=desc`,
    );

    expect(names()).toEqual(['Cid Cole', 'Ann Able']);
    expect(within(filters()).getByRole('combobox', { name: 'Stage' })).toHaveValue('screen');
    expect(within(filters()).getByRole('combobox', { name: 'Job' })).toHaveValue(String(welder));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.type(within(filters()).getByLabelText('Applied from'), '2026-05-02');
    await user.type(within(filters()).getByLabelText('Applied to'), '2026-05-01');
    expect(
      await screen.findByText('“Applied from” must be on or before “Applied to”.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(filters()).getByLabelText('Applied to')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sorts by a header’s button: first one way, then the other, with aria-sort on the header', async () => {
    const welder = await job('Welder');
    for (const name of ['Bob Burns', 'ann Able', 'Cid Cole']) await add(welder, name);
    const { user, router } = await openList();
    // The newest application first by default.
    expect(header('Applied')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['ann Able', 'Bob Burns', 'Cid Cole']));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Applied')).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?sort=name');

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Cid Cole', 'Bob Burns', 'ann Able']));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=name&order=desc');
    // Job, source and tags are not orders the API knows: their headers are plain words.
    expect(within(header('Job')).queryByRole('button')).toBeNull();
  });

  it('pages with Previous and Next, says "Page X of Y", and changes its page size', async () => {
    const welder = await job('Welder');
    for (let i = 1; i <= 27; i++) await add(welder, `Person ${String(i).padStart(2, '0')}`);
    const { user, router } = await openList('/candidates/list?sort=name&size=25');
    const pages = screen.getByRole('navigation', { name: 'Candidate list pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(names()).toHaveLength(25);
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(names()).toEqual(['Person 26', 'Person 27']));
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    // The pressed button is disabled now: the keyboard's focus went to the table.
    expect(screen.getByRole('region', { name: 'Candidate list' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(names()).toHaveLength(27));
    expect(screen.getByRole('navigation', { name: 'Candidate list pages' })).toHaveTextContent(
      'Page 1 of 1',
    );
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('selects a range with Shift, a page with the header box, then every match, and moves them by filter', async () => {
    const welder = await job('Welder');
    const baker = await job('Baker');
    for (let i = 1; i <= 27; i++) await add(welder, `Person ${String(i).padStart(2, '0')}`);
    const other = await add(baker, 'Bea Baker');
    const { requests } = interceptApi();
    const { user } = await openList(`/candidates/list?job=${welder}&sort=name&size=25`);
    const box = (name: string) => within(table()).getByRole('checkbox', { name: `Select ${name}` });

    await user.click(box('Person 02'));
    await user.keyboard('{Shift>}');
    await user.click(box('Person 05'));
    await user.keyboard('{/Shift}');
    for (const n of ['02', '03', '04', '05']) expect(box(`Person ${n}`)).toBeChecked();
    expect(box('Person 01')).not.toBeChecked();
    expect(box('Person 06')).not.toBeChecked();
    expect(within(bar()).getByText('4 selected')).toBeInTheDocument();
    const pageBox = within(table()).getByRole('checkbox', {
      name: 'Select every candidate on this page',
    });
    expect(pageBox).toHaveProperty('indeterminate', true);

    await user.click(pageBox);
    expect(within(bar()).getByText('25 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 27 matching' }));
    expect(within(bar()).getByText('27 selected')).toBeInTheDocument();
    expect(
      screen.getByText(/All 27 candidates matching these filters are selected/),
    ).toBeInTheDocument();
    // The pressed button is gone: the keyboard's focus is on the way back.
    const back = screen.getByRole('button', { name: 'Select only the 25 candidates checked' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(within(bar()).getByText('25 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 27 matching' }));

    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Move to' }), 'Screen');
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent('Moved 27 candidates.'),
    );
    const sent = requests('POST', '/api/candidates/bulk');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      filter: { jobId: welder },
      action: { type: 'move', stage: 'screen' },
    });
    expect(within(bar()).getByText('0 selected')).toBeInTheDocument();
    // The job's 27 moved; the other job's candidate did not.
    expect((await candidateById(other.id)).stage).toBe('applied');
    await waitFor(() =>
      expect(within(table()).getAllByText('Screen', { selector: '.stage-badge' })).toHaveLength(25),
    );
  });

  it('shows where a search matched, its words marked, and a note’s markup as text', async () => {
    const welder = await job('Welder');
    const ann = await add(welder, 'Ann Able');
    await add(welder, 'Ben Best');
    const note = await api('POST', `/candidates/${ann.id}/notes`, {
      text: '<img src=x onerror=alert(1)> Certified Wélder, ten years',
    });
    expect(note.status).toBe(201);
    const { requests } = interceptApi();
    const { user } = await openList();

    await user.type(within(filters()).getByRole('searchbox', { name: 'Search' }), 'welder');
    await waitFor(() => expect(names()).toEqual(['Ann Able']));
    expect(listRequests(requests).at(-1)).toMatchObject({ q: 'welder' });
    const cell = within(table()).getByRole('rowheader');
    expect(cell).toHaveTextContent('in a note:');
    expect(cell).toHaveTextContent('<img src=x onerror=alert(1)> Certified Wélder, ten years');
    const marks = cell.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Wélder']);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('opens a page past the end as the last page', async () => {
    const welder = await job('Welder');
    for (const name of ['Ann Able', 'Ben Best', 'Cid Cole']) await add(welder, name);
    const { router } = await openList('/candidates/list?sort=name&size=25&page=9');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Candidate list pages' })).toHaveTextContent(
        'Page 1 of 1',
      ),
    );
    expect(names()).toEqual(['Ann Able', 'Ben Best', 'Cid Cole']);
    expect(router.state.location.search).toBe('?sort=name&size=25');
  });

  it('exports the checked rows as a spreadsheet, formulas kept as text', async () => {
    const welder = await job('Welder');
    await add(welder, 'Ann Able');
    await add(welder, '=HYPERLINK(1) Ben', { email: 'ben@example.com' });
    await add(welder, 'Cid Cole');
    const saved = watchDownloads();
    const { user } = await openList('/candidates/list?sort=name');
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Ann Able' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select =HYPERLINK(1) Ben' }));
    await user.click(within(bar()).getByRole('button', { name: 'Export selected' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('talentflow-candidates.csv');
    const lines = (await saved[0]!.blob.text()).replace('\uFEFF', '').trim().split('\r\n');
    const day = new Date().toISOString().slice(0, 10);
    expect(lines).toEqual([
      'Name,Email,Phone,Job,Stage,Source,Applied',
      `Ann Able,ann.able@example.com,,Welder,Applied,Referral,${day}`,
      `'=HYPERLINK(1) Ben,ben@example.com,,Welder,Applied,Referral,${day}`,
    ]);
  });

  it('is in team mode too, where an interviewer reads it without checkboxes or bulk actions', async () => {
    const welder = await job('Welder');
    await add(welder, 'Ann Able');
    renderRoute('/candidates/list', { session: teamSession('interviewer') });
    await within(await screen.findByRole('table', { name: 'Candidate list' })).findByRole('link', {
      name: 'Ann Able',
    });
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
