import { screen, within } from '@testing-library/react';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { jobWithAssessment } from '@/test/builders';
import { renderRoute } from '@/test/render';
import { watchDownloads } from '@/test/downloads';

// jsdom has no canvas to draw on: the chart stays a canvas with its name, and the e2e tests see it drawn.
vi.mock('react-chartjs-2', () => ({
  Bar: ({
    data: _data,
    options: _options,
    plugins: _plugins,
    ...canvas
  }: Record<string, unknown>) => <canvas {...canvas} />,
}));

/** The from and to of the address. */
function periodRangeOf(search: string) {
  const address = new URLSearchParams(search);
  return { from: address.get('from'), to: address.get('to') };
}

async function addJob(title: string): Promise<number> {
  return (await api('POST', '/jobs', { title })).body.id;
}

async function addCandidate(email: string, jobId: number, source: string, moves: string[] = []) {
  const { body } = await api('POST', '/candidates', {
    name: email.split('@')[0],
    email,
    jobId,
    stage: 'applied',
    source,
  });
  for (const stage of moves) await api('PATCH', `/candidates/${body.id}`, { stage });
}

/**
 * An offer made to a candidate, approved (browser mode has no chain), sent, and answered as the
 * candidate did on paper: accepted (signed with their name) or declined (with a reason, if any).
 */
async function offerTo(
  candidate: { id: number; name: string },
  answer?: { decision: 'accepted' } | { decision: 'declined'; reason?: string },
) {
  const made = await api('POST', `/candidates/${candidate.id}/offers`, {
    salary: { amount: 72000, currency: 'EUR', period: 'year' },
    startDate: '2027-03-01',
  });
  expect(made.status).toBe(201);
  const id = made.body.id;
  expect((await api('POST', `/offers/${id}/submit`)).body.status).toBe('approved');
  expect((await api('POST', `/offers/${id}/send`, {})).body.status).toBe('sent');
  if (!answer) return;
  const recorded = await api(
    'POST',
    `/offers/${id}/record`,
    answer.decision === 'accepted' ? { decision: 'accepted', name: candidate.name } : answer,
  );
  expect([recorded.status, recorded.body.status]).toEqual([200, answer.decision]);
}

async function addNamedCandidate(name: string, jobId: number) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const { body } = await api('POST', '/candidates', { name, email, jobId, source: 'sourced' });
  return body as { id: number; name: string };
}

/** A table's body rows as lists of cell texts (the row header first). */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('reports page', () => {
  it('shows every report with its figures as tables beside the charts, for all jobs or the job in the address', async () => {
    const welder = await addJob('Welder');
    const fitter = await addJob('Fitter');
    await addCandidate('ann@example.com', welder, 'referral', ['screen', 'tech', 'offer', 'hired']);
    await addCandidate('bo@example.com', welder, 'sourced', ['screen', 'rejected']);
    await addCandidate('cy@example.com', welder, 'applied');
    await addCandidate('di@example.com', fitter, 'agency', ['hired']);

    const { user, router } = renderRoute('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByText('4 candidates')).toBeInTheDocument();
    expect(screen.getByText(/Withdrawn by applicants: 0$/)).toBeInTheDocument();
    const funnel = screen.getByRole('table', { name: 'Hiring funnel' });
    expect(rows(funnel)).toEqual([
      ['Applied', '4', '75%', '0'],
      ['Screen', '3', '67%', '1'],
      ['Tech', '2', '100%', '0'],
      ['Offer', '2', '100%', '0'],
      ['Hired', '2', '—', '0'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Source of hire' }))).toEqual([
      ['Referral', '1', '50%'],
      ['Agency', '1', '50%'],
    ]);
    const weeks = rows(screen.getByRole('table', { name: 'Applications per week' }));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)![1]).toBe('4');
    // Every chart stands for its figures in words.
    expect(
      screen.getByRole('img', {
        name: /^Hiring funnel, candidates who reached each stage: Applied 4, Screen 3 \(75% of Applied\)/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Source of hire: Referral 1, Agency 1.' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Job'), 'Welder');
    expect(router.state.location.search).toBe(`?job=${welder}`);
    expect(await screen.findByText('3 candidates')).toBeInTheDocument();
    expect(screen.getByText(/for Welder\./)).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Hiring funnel' })).map((row) => row[1])).toEqual(
      ['3', '2', '1', '1', '1'],
    );
    expect(rows(screen.getByRole('table', { name: 'Source of hire' }))).toEqual([
      ['Referral', '1', '100%'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Time to hire' })).getByText('Hires measured')
        .nextSibling,
    ).toHaveTextContent('1');
  });

  it('shows a job’s own stages in their order, with who entered each and how long they stayed', async () => {
    const designer = await addJob('Product designer');
    const { body } = await api('PUT', `/jobs/${designer}/stages`, {
      stages: [
        { id: 'applied', name: 'Applied', category: 'applied' },
        { name: 'Portfolio review', category: 'screen' },
        { name: 'Design exercise', category: 'tech' },
        { id: 'hired', name: 'Hired', category: 'hired' },
        { id: 'rejected', name: 'Rejected', category: 'rejected' },
      ],
    });
    const portfolio = body.stages[1].id;
    const ann = (
      await api('POST', '/candidates', {
        name: 'Ann',
        email: 'ann@example.com',
        jobId: designer,
        source: 'sourced',
      })
    ).body;
    await api('PATCH', `/candidates/${ann.id}`, { stageId: portfolio });
    await addCandidate('bo@example.com', designer, 'sourced');

    renderRoute(`/reports?job=${designer}`);
    const table = await screen.findByRole('table', { name: 'This job’s stages' });
    expect(rows(table).map((row) => row.slice(0, 4))).toEqual([
      ['Applied', 'Applied', '2', '0 days'],
      ['Portfolio review', 'Screen', '1', 'Not measured'],
      ['Design exercise', 'Tech', '0', 'Not measured'],
      ['Hired', 'Hired', '0', 'Not measured'],
      ['Rejected', 'Rejected', '0', 'Not measured'],
    ]);
    expect(
      screen.getByRole('img', {
        name: /^This job’s stages: Applied entered by 2 candidates, median stay/,
      }),
    ).toBeInTheDocument();
  });

  it('has no table of a job’s stages for all jobs', async () => {
    await addCandidate('cy@example.com', await addJob('Welder'), 'sourced');
    renderRoute('/reports');
    expect(await screen.findByRole('table', { name: 'Hiring funnel' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'This job’s stages' })).toBeNull();
  });

  it('counts rejections by reason and the stage they were reached by', async () => {
    const welder = await addJob('Welder');
    await addCandidate('ann@example.com', welder, 'referral', ['screen']);
    await addCandidate('bo@example.com', welder, 'sourced', ['screen', 'tech']);
    await addCandidate('cy@example.com', welder, 'applied');
    const ids = (await api('GET', `/candidates?jobId=${welder}`)).body.candidates.map(
      (c: { id: number }) => c.id,
    );
    await api('POST', `/candidates/${ids[0]}/reject`, { reason: 'Compensation' });
    await api('POST', `/candidates/${ids[1]}/reject`, { reason: 'Withdrew' });
    await api('POST', `/candidates/${ids[2]}/reject`, { reason: 'Compensation' });
    renderRoute('/reports');
    const table = await screen.findByRole('table', { name: 'Rejection reasons by stage' });
    expect(rows(table)).toEqual([
      ['Compensation', '1', '1', '0', '0', '2'],
      ['Withdrew', '0', '0', '1', '0', '1'],
    ]);
    expect(
      within(table.closest('section')!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Reason', 'Applied', 'Screen', 'Tech', 'Offer', 'Total']);
    expect(
      screen.getByRole('img', { name: 'Rejection reasons: Compensation 2, Withdrew 1.' }),
    ).toBeInTheDocument();
  });

  it('counts the offers sent, accepted and declined, and why candidates declined', async () => {
    const welder = await addJob('Welder');
    const fitter = await addJob('Fitter');
    await offerTo(await addNamedCandidate('Ann Lee', welder), { decision: 'accepted' });
    await offerTo(await addNamedCandidate('Bo Berg', welder), {
      decision: 'declined',
      reason: 'Salary',
    });
    await offerTo(await addNamedCandidate('Cy Chan', fitter), {
      decision: 'declined',
      reason: 'Salary',
    });
    await offerTo(await addNamedCandidate('Di Dahl', fitter), { decision: 'declined' });
    await offerTo(await addNamedCandidate('Ed Eng', fitter));
    const saved = watchDownloads();

    const { user } = renderRoute('/reports');
    const section = await screen.findByRole('region', { name: 'Offers' });
    /** The section's figures as shown, each label with its value. */
    const figures = () =>
      [
        ...screen.getByRole('region', { name: 'Offers' }).querySelectorAll('.report-stats-wide dt'),
      ].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures()).toEqual([
      ['Sent', '5'],
      ['Accepted', '1'],
      ['Declined', '3'],
      ['Acceptance rate', '25%'],
    ]);
    const reasons = within(section).getByRole('table', { name: 'Offer decline reasons' });
    expect(rows(reasons)).toEqual([
      ['Salary', '2'],
      ['No reason given', '1'],
    ]);
    expect(
      within(section).getByRole('img', {
        name: 'Offers: 5 sent, 1 accepted, 3 declined; 25% of those answered accepted.',
      }),
    ).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Download CSV: Offer decline reasons' }),
    );
    expect(saved.map((file) => file.name)).toEqual(['offer-decline-reasons-all-jobs.csv']);
    const content = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(content.slice(3))).toBe(
      'Reason,Declined\r\nSalary,2\r\nNo reason given,1\r\n',
    );

    // One job's offers.
    await user.selectOptions(screen.getByLabelText('Job'), 'Welder');
    expect(await screen.findByText('2 candidates')).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Sent', '2'],
      ['Accepted', '1'],
      ['Declined', '1'],
      ['Acceptance rate', '50%'],
    ]);
    expect(rows(within(section).getByRole('table', { name: 'Offer decline reasons' }))).toEqual([
      ['Salary', '1'],
    ]);

    // Every offer was sent and answered today: none last month.
    await user.selectOptions(screen.getByLabelText('Period'), 'Last month');
    expect(await screen.findByText('0 candidates')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(figures()).toEqual([
      ['Sent', '0'],
      ['Accepted', '0'],
      ['Declined', '0'],
      ['Acceptance rate', '—'],
    ]);
    expect(within(offers).getByText('No offer was declined in this period.')).toBeInTheDocument();
    expect(within(offers).queryByRole('table')).toBeNull();
  });

  it('has no offers section when the report has no offers (an interviewer’s)', async () => {
    await addCandidate('ann@example.com', await addJob('Welder'), 'sourced');
    interceptApi(async ({ url }, pass) => {
      if (url.pathname !== '/api/reports') return undefined;
      const { offers, ...report } = await (await pass()).json();
      expect(offers).toBeDefined();
      return publishedAnswer('GET /api/reports', report);
    });
    renderRoute('/reports');
    expect(await screen.findByRole('table', { name: 'Hiring funnel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByText('Acceptance rate')).toBeNull();
  });

  it('counts the applications their applicants withdrew, in the job and the period shown', async () => {
    const nurse = await jobWithAssessment(undefined, { title: 'Nurse' });
    const porter = await addJob('Porter');
    await addCandidate('kim@example.com', porter, 'referral');
    // Applicants apply through the job's form and withdraw through the link it answers.
    const apply = async (name: string, email: string) => {
      const form = new FormData();
      form.append('application', JSON.stringify({ name, email, answers: { q1: 'Because.' } }));
      const answer = await fetch(`http://localhost/api/assessments/${nurse.id}/submit`, {
        method: 'POST',
        body: form,
      });
      expect(answer.status).toBe(201);
      return new URL(((await answer.json()) as { statusUrl: string }).statusUrl).pathname;
    };
    const wendy = await apply('Wendy Withdraw', 'wendy@example.com');
    const will = await apply('Will Withdraw', 'will@example.com');
    await apply('Stan Stays', 'stan@example.com');
    for (const link of [wendy, will])
      expect((await api('POST', `${link}/withdraw`, { confirm: true })).status).toBe(204);

    const { user } = renderRoute('/reports');
    // The team keeps those who withdrew: Rejected, for "Withdrew".
    expect(await screen.findByText('4 candidates')).toBeInTheDocument();
    expect(screen.getByText(/Withdrawn by applicants: 2$/)).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Rejection reasons by stage' }))).toEqual([
      ['Withdrew', '2', '0', '0', '0', '2'],
    ]);
    await user.selectOptions(screen.getByLabelText('Job'), 'Porter');
    expect(await screen.findByText('1 candidate')).toBeInTheDocument();
    expect(screen.getByText(/Withdrawn by applicants: 0$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Job'), 'Nurse');
    expect(await screen.findByText(/Withdrawn by applicants: 2$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last month');
    expect(await screen.findByText(/Withdrawn by applicants: 0$/)).toBeInTheDocument();
  });

  it('downloads each table as CSV, as shown: UTF-8 with a byte order mark, named after it and its scope', async () => {
    const welder = await addJob('Welder');
    await addCandidate('ann@example.com', welder, 'referral', ['screen', 'tech', 'offer', 'hired']);
    await addCandidate('bo@example.com', welder, 'sourced');
    const saved = watchDownloads();
    const bytes = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

    const { user } = renderRoute(`/reports?job=${welder}`);
    expect(await screen.findByText('2 candidates')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV: Hiring funnel' }));
    expect(saved.map((file) => file.name)).toEqual([`hiring-funnel-job-${welder}.csv`]);
    const content = await bytes(saved[0]!.blob);
    expect([...content.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(content.slice(3))).toBe(
      'Stage,Reached,Moved on,Rejected here\r\n' +
        'Applied,2,50%,0\r\nScreen,1,100%,0\r\nTech,1,100%,0\r\nOffer,1,100%,0\r\nHired,1,—,0\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV: Source of hire' }));
    expect(saved[1]!.name).toBe(`source-of-hire-job-${welder}.csv`);
  });

  it('counts the applications of a period kept in the address, and a custom range as typed', async () => {
    const welder = await addJob('Welder');
    await addCandidate('ann@example.com', welder, 'referral', ['screen']);
    await addCandidate('bo@example.com', welder, 'sourced');
    const requests = interceptApi();
    const { user, router } = renderRoute('/reports');
    expect(await screen.findByText('2 candidates')).toBeInTheDocument();
    const period = screen.getByLabelText('Period');
    expect(period).toHaveValue('all');

    await user.selectOptions(period, 'Last month');
    expect(await screen.findByText('0 candidates')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=last-month');
    const lastMonth = requests.requests('GET', '/api/reports').at(-1)!.url.searchParams;
    const today = new Date();
    const firstOfThisMonth = new Date(today.getFullYear(), today.getMonth(), 1);
    const endOfLastMonth = new Date(firstOfThisMonth.getTime() - 12 * 3_600_000);
    expect(lastMonth.get('to')?.slice(0, 7)).toBe(
      `${endOfLastMonth.getFullYear()}-${String(endOfLastMonth.getMonth() + 1).padStart(2, '0')}`,
    );
    expect(screen.getByText(/: candidates who applied from /)).toBeInTheDocument();

    await user.selectOptions(period, 'This month');
    expect(await screen.findByText('2 candidates')).toBeInTheDocument();

    // A custom range starts from the days shown, and keeps what is typed in the address.
    await user.selectOptions(period, 'Custom range');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const thisMonth = periodRangeOf(router.state.location.search);
    expect(from).toHaveValue(thisMonth.from);
    expect(to).toHaveValue(thisMonth.to);
    await user.clear(to);
    await user.type(to, '2000-01-31');
    const alert = await screen.findByText('The first day must not be after the last.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.clear(from);
    await user.type(from, '2000-01-01');
    expect(await screen.findByText('0 candidates')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: 'custom',
      from: '2000-01-01',
      to: '2000-01-31',
    });
    // The range ending before it began was never asked for.
    expect(
      requests
        .requests('GET', '/api/reports')
        .every(
          (r) => (r.url.searchParams.get('from') ?? '') <= (r.url.searchParams.get('to') ?? '~'),
        ),
    ).toBe(true);
  });

  it('opens on the job in the address, and says so when there is nothing to report yet', async () => {
    const job = await addJob('Glazier');
    renderRoute(`/reports?job=${job}`);
    expect(await screen.findByText('0 candidates')).toBeInTheDocument();
    expect(screen.getByLabelText('Job')).toHaveValue(String(job));
    expect(screen.getByText('No hires yet.')).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Time in stage' })).map((row) => row[1])).toEqual(
      Array(4).fill('Not measured'),
    );
    expect(document.title).toBe('Reports · TalentFlow');
  });

  it('says what went wrong when the reports cannot be loaded', async () => {
    interceptApi(({ url }) =>
      url.pathname === '/api/reports'
        ? apiError(503, 'The database is not answering.', 'unavailable')
        : undefined,
    );
    renderRoute('/reports');
    expect(
      await screen.findByText('Could not load the reports: The database is not answering.'),
    ).toHaveAttribute('role', 'alert');
  });
});
