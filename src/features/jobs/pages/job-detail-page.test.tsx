import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import {
  AppProviders,
  createQueryClient,
  renderRoute,
  teamMember,
  teamSession,
} from '@/test/render';
import { createJobs } from '../test/helpers';
import { JobDetailPage } from './job-detail-page';

describe('job page', () => {
  it('shows the title, status, tags and the links to apply, the assessment and back', async () => {
    const [job] = await createJobs([
      { title: 'Mobile Developer', tags: ['Engineering', 'Remote'] },
    ]);
    renderRoute(`/jobs/${job!.id}`);
    expect(await screen.findByText('Loading job details...')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile Developer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('active')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags of Mobile Developer' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Engineering', 'Remote']);
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/jobs/${job!.id}/apply`,
    );
    expect(screen.getByRole('link', { name: 'Manage Assessment' })).toHaveAttribute(
      'href',
      `/jobs/${job!.id}/assessment`,
    );
    expect(screen.getByRole('link', { name: 'Back to Jobs Board' })).toHaveAttribute('href', '/');
    // What a recruiter passes on, not the store's internals.
    expect(screen.getByLabelText('Public link to apply')).toHaveValue(
      `${window.location.origin}/jobs/${job!.id}/apply`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText(/slug/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/board position|order:/i)).not.toBeInTheDocument();
  });

  it('shows a draft as such, with Publish in place of Apply Now; its apply page is not found until published', async () => {
    const [job] = await createJobs([{ title: 'Draft Designer', status: 'draft' }]);
    const { user } = renderRoute(`/jobs/${job!.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft Designer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('draft')).toBeInTheDocument();
    expect(
      screen.getByText('Draft: not published yet, so applicants cannot see it or apply'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Public link to apply')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/jobs/${job!.id}/apply`,
    );
    expect(screen.getByText('Active: open for applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    const { body } = await api('GET', `/jobs/${job!.id}`);
    expect(body.status).toBe('active');
  });

  it('answers a draft’s apply page with “Job not found.”', async () => {
    const [job] = await createJobs([{ title: 'Draft Designer', status: 'draft' }]);
    renderRoute(`/jobs/${job!.id}/apply`);
    expect(await screen.findByRole('heading', { name: 'Job not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Draft Designer' })).not.toBeInTheDocument();
  });

  it("builds the public link on the team server's public address when it has one", async () => {
    const [job] = await createJobs([{ title: 'Remote Role' }]);
    const meta = Object.assign(document.createElement('meta'), {
      name: 'talentflow-public-url',
      content: 'https://jobs.example.com',
    });
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    renderRoute(`/jobs/${job!.id}`);
    expect(await screen.findByLabelText('Public link to apply')).toHaveValue(
      `https://jobs.example.com/jobs/${job!.id}/apply`,
    );
  });

  it('shows an archived job as archived, with no link to apply', async () => {
    const [job] = await createJobs([{ title: 'Old Role', status: 'archived' }]);
    renderRoute(`/jobs/${job!.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Old Role' });
    expect(screen.getByText('archived')).toBeInTheDocument();
    expect(screen.queryByLabelText('Public link to apply')).not.toBeInTheDocument();
  });

  it("says 'Job not found.' for an id that does not exist (404)", async () => {
    renderRoute('/jobs/999');
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs Board' })).toBeInTheDocument();
  });

  it("says 'Job not found.' for a malformed id without asking the server", async () => {
    const { spy } = interceptApi();
    renderRoute('/jobs/abc');
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it("says 'Job not found.' for any answer that is not ok", async () => {
    const [job] = await createJobs([{ title: 'Broken' }]);
    interceptApi(({ url }) =>
      url.pathname === `/api/jobs/${job!.id}`
        ? apiError(500, 'Something went wrong on our side.')
        : undefined,
    );
    renderRoute(`/jobs/${job!.id}`);
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it("shows 'Error: ...' when the server cannot be reached", async () => {
    interceptApi(({ url }) =>
      url.pathname.startsWith('/api/jobs/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    renderRoute('/jobs/3');
    expect(
      await screen.findByText(
        'Error: Could not reach TalentFlow. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('goes back to the dashboard with the filters it came from', async () => {
    await createJobs([{ title: 'Nurse', tags: ['Healthcare'] }]);
    const { user, router } = renderRoute('/?tags=health');
    await user.click(await screen.findByRole('link', { name: 'Nurse' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Jobs Board' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?tags=health');
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
  });

  it('renders what the app composes below the details', async () => {
    const [job] = await createJobs([{ title: 'Barista' }]);
    const router = createMemoryRouter(
      [
        {
          path: '/jobs/:jobId',
          element: (
            <JobDetailPage>
              <section aria-label="Responses">2 responses</section>
            </JobDetailPage>
          ),
        },
      ],
      { initialEntries: [`/jobs/${job!.id}`] },
    );
    render(
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Barista' });
    expect(screen.getByRole('region', { name: 'Responses' })).toHaveTextContent('2 responses');
  });
});

describe('job page: the posting', () => {
  it('shows the location, department and type, and the description as Markdown with its HTML as text', async () => {
    const { body: job } = await api('POST', '/jobs', {
      title: 'Welder',
      location: 'Leeds',
      department: 'Manufacturing',
      employmentType: 'part-time',
      description:
        '# About\n\nWeld **hot** things. <script>alert("x")</script> <b>bold?</b>\n\n- Nights\n\n[Site](javascript:alert(1)) [Ours](https://example.com)',
    });
    const { container } = renderRoute(`/jobs/${job.id}`);
    const facts = await screen.findByRole('list', { name: 'About this job' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Location: Leeds', 'Department: Manufacturing', 'Employment type: Part-time']);
    // Formatted in the same paint as the rest of the job, never shown raw first; headings start
    // below the page's own; the markup is shown as text, never made into elements.
    expect(screen.getByRole('heading', { level: 3, name: 'About' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('# About');
    expect(container).not.toHaveTextContent('**hot**');
    expect(screen.getByText('hot', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ours' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(screen.getByRole('link', { name: 'Ours' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(screen.queryByRole('link', { name: 'Site' })?.getAttribute('href') ?? '').not.toMatch(
      /javascript/,
    );
  });

  it('says when a job has no description yet', async () => {
    const [job] = await createJobs([{ title: 'Fitter' }]);
    renderRoute(`/jobs/${job!.id}`);
    expect(
      await screen.findByText('No description yet. Edit the job to write one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'About this job' })).not.toBeInTheDocument();
  });
});

describe('job page: the pipeline at a glance', () => {
  it('shows the job’s candidates per stage and links to its board', async () => {
    const [job, other] = await createJobs([{ title: 'Welder' }, { title: 'Fitter' }]);
    const add = (email: string, jobId: number, stage: string) =>
      api('POST', '/candidates', { name: 'X', email, jobId, stage, source: 'sourced' });
    await add('a@example.com', job!.id, 'applied');
    await add('b@example.com', job!.id, 'applied');
    await add('c@example.com', job!.id, 'offer');
    await add('d@example.com', other!.id, 'hired');
    renderRoute(`/jobs/${job!.id}`);
    const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
    expect(await within(pipeline).findByText('3 candidates')).toBeInTheDocument();
    expect(
      within(within(pipeline).getByRole('list', { name: 'Candidates per stage' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Applied2', 'Screen0', 'Tech0', 'Offer1', 'Hired0', 'Rejected0']);
    expect(
      within(pipeline).getByRole('link', { name: 'Open the board for this job' }),
    ).toHaveAttribute('href', `/candidates?job=${job!.id}`);
    expect(within(pipeline).getByRole('link', { name: 'Reports for this job' })).toHaveAttribute(
      'href',
      `/reports?job=${job!.id}`,
    );
  });

  it('on a team server, shows who hears of applications and saves a new owner and the confirmation', async () => {
    const [job] = await createJobs([{ title: 'Nurse' }]);
    const users = [teamMember('admin'), teamMember('recruiter'), teamMember('interviewer')];
    const patches: unknown[] = [];
    let saved = { ...job!, ownerId: 1 } as Record<string, unknown>;
    interceptApi(({ method, url, body }) => {
      if (url.pathname === '/api/users') return publishedAnswer('GET /api/users', { users });
      if (url.pathname === `/api/jobs/${job!.id}` && method === 'GET')
        return publishedAnswer('GET /api/jobs/:id', saved);
      if (url.pathname === `/api/jobs/${job!.id}` && method === 'PATCH') {
        patches.push(body);
        const change = body as { ownerId?: number | null; confirmationEmail?: boolean };
        saved = { ...saved, ...change };
        if (change.ownerId === null) delete saved.ownerId;
        if (change.confirmationEmail === true) delete saved.confirmationEmail;
        return publishedAnswer('PATCH /api/jobs/:id', saved);
      }
      return undefined;
    });
    const { user } = renderRoute(`/jobs/${job!.id}`, { session: teamSession('recruiter') });
    const section = await screen.findByRole('region', { name: 'Applications' });
    const owner = within(section).getByLabelText('Job owner');
    await waitFor(() => expect(owner).toHaveValue('1'));
    expect(within(owner).getByRole('option', { name: 'Ada Admin' })).toBeInTheDocument();
    // An interviewer sees only their own candidates: they are not offered as an owner.
    expect(
      within(owner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Ada Admin', 'Rita Recruiter']);
    const confirm = within(section).getByRole('checkbox', {
      name: 'Email applicants a confirmation',
    });
    expect(confirm).toBeChecked();
    await user.selectOptions(owner, '2');
    expect(
      await screen.findByText('Rita Recruiter is told of this job’s applications now.'),
    ).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toBeChecked());
    expect(patches).toEqual([{ ownerId: 2 }, { confirmationEmail: false }]);
  });

  it('shows no applications settings in browser mode, which sends no email', async () => {
    const [job] = await createJobs([{ title: 'Nurse' }]);
    renderRoute(`/jobs/${job!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
