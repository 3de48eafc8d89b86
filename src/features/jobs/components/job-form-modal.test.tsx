import { screen, waitFor, within } from '@testing-library/react';
import { apiError, interceptApi } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { renderRoute } from '@/test/render';
import { allJobs, createJobs } from '../test/helpers';

async function openDashboard() {
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' });
  await waitFor(() => expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument());
  return view;
}

/** The form's code loads when it is first opened: the dialog shows a moment after the click. */
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('job form: create', () => {
  it("opens 'Create a New Job' with the title focused, and gives focus back when cancelled", async () => {
    const { user } = await openDashboard();
    const opener = screen.getByRole('button', { name: '+ Create Job' });
    await user.click(opener);
    const modal = await dialog('Create a New Job');
    await waitFor(() => expect(within(modal).getByLabelText('Title')).toHaveFocus());
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("says 'Title is required.' for a blank title, and clears it as soon as the user types", async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), '   ');
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));
    expect(within(modal).getByText('Title is required.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(await allJobs()).toEqual([]);

    await user.type(within(modal).getByLabelText('Title'), 'Q');
    expect(within(modal).queryByText('Title is required.')).not.toBeInTheDocument();
    expect(within(modal).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the job as a draft with trimmed tags, empty entries dropped, shows it in the list, and publishes it in one click', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), '  Site Reliability Engineer ');
    await user.type(within(modal).getByLabelText('Tags'), ' Engineering , ,Remote,, ');
    expect(
      within(within(modal).getByRole('list', { name: 'Tags to save' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Engineering', 'Remote']);
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('link', { name: 'Site Reliability Engineer' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Created “Site Reliability Engineer” as a draft. Publish it when it is ready for applicants.',
      ),
    ).toBeInTheDocument();
    const [job] = await allJobs();
    expect(job).toMatchObject({
      title: 'Site Reliability Engineer',
      tags: ['Engineering', 'Remote'],
      status: 'draft',
    });

    // The card says so, and its one action publishes it. The list swaps in its sortable version
    // once the drag code loads (the handle is enabled then): clicked before, the button could be
    // one the swap has just taken off the page. The card is found afresh each time.
    const card = () => screen.getByRole('article', { name: 'Site Reliability Engineer' });
    await waitFor(() =>
      expect(
        within(card()).getByRole('button', { name: 'Reorder Site Reliability Engineer' }),
      ).toBeEnabled(),
    );
    expect(within(card()).getByText('draft')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('“Site Reliability Engineer” published: applicants can see it now.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).getByRole('button', { name: 'Archive' })).toBeInTheDocument(),
    );
    expect((await allJobs())[0]!.status).toBe('active');
  });

  it('disables the submit button while saving', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptApi(({ url, method }, pass) =>
      method === 'POST' && url.pathname === '/api/jobs' ? held.then(pass) : undefined,
    );
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), 'Copywriter');
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));
    const saving = within(modal).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    await user.click(saving);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await allJobs()).map((j) => j.title)).toEqual(['Copywriter']);
  });

  it("shows the API's error in the modal and keeps what was typed", async () => {
    let fail = true;
    interceptApi(({ url, method }) =>
      fail && method === 'POST' && url.pathname === '/api/jobs'
        ? apiError(503, 'The server is unavailable. Nothing was saved; try again.')
        : undefined,
    );
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), 'Product Designer');
    await user.type(within(modal).getByLabelText('Tags'), 'Design, Hybrid');
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));

    expect(
      await within(modal).findByText('The server is unavailable. Nothing was saved; try again.'),
    ).toBeInTheDocument();
    expect(within(modal).getByLabelText('Title')).toHaveValue('Product Designer');
    expect(within(modal).getByLabelText('Tags')).toHaveValue('Design, Hybrid');
    expect(within(modal).getByRole('button', { name: 'Create Job' })).toBeEnabled();

    fail = false;
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await allJobs()).map((j) => [j.title, j.tags])).toEqual([
      ['Product Designer', ['Design', 'Hybrid']],
    ]);
  });
});

describe('job form: edit', () => {
  it("opens 'Edit Job' filled in from the card and saves title and tags", async () => {
    const [job] = await createJobs([{ title: 'Data Analyst', tags: ['Data', 'Onsite'] }]);
    const { user } = await openDashboard();
    const card = screen.getByRole('article', { name: 'Data Analyst' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const modal = await dialog('Edit Job');
    expect(within(modal).getByLabelText('Title')).toHaveValue('Data Analyst');
    expect(within(modal).getByLabelText('Tags')).toHaveValue('Data, Onsite');

    await user.clear(within(modal).getByLabelText('Title'));
    await user.type(within(modal).getByLabelText('Title'), 'Senior Data Analyst');
    await user.clear(within(modal).getByLabelText('Tags'));
    await user.type(within(modal).getByLabelText('Tags'), 'Data, Remote');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await screen.findByRole('article', { name: 'Senior Data Analyst' });
    expect(within(updated).getByText('Remote')).toBeInTheDocument();
    expect(within(updated).queryByText('Onsite')).not.toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Edit' })).toHaveFocus();
    const [saved] = await allJobs();
    expect(saved).toMatchObject({
      id: job!.id,
      title: 'Senior Data Analyst',
      tags: ['Data', 'Remote'],
      order: job!.order,
    });
  });

  it("requires a title when editing too, and shows the API's error without losing the edit", async () => {
    await createJobs([{ title: 'Chef' }]);
    interceptApi(({ method }) =>
      method === 'PATCH'
        ? apiError(400, 'Request field "title": must be at most 200 characters.')
        : undefined,
    );
    const { user } = await openDashboard();
    await user.click(
      within(screen.getByRole('article', { name: 'Chef' })).getByRole('button', { name: 'Edit' }),
    );
    const modal = await dialog('Edit Job');
    await user.clear(within(modal).getByLabelText('Title'));
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    expect(within(modal).getByText('Title is required.')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Title'), 'Head Chef');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(modal).findByText('Request field "title": must be at most 200 characters.'),
    ).toBeInTheDocument();
    expect(within(modal).getByLabelText('Title')).toHaveValue('Head Chef');
    expect((await allJobs()).map((j) => j.title)).toEqual(['Chef']);
  });
});

describe('job form: one request per submit while one is in flight', () => {
  it('creates one job when Create Job is double-clicked', async () => {
    const { user } = await openDashboard();
    const seen = interceptApi();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), 'Site Reliability Engineer');

    clickTwiceBeforeRender(within(modal).getByRole('button', { name: 'Create Job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.requests('POST', '/api/jobs')).toHaveLength(1);
    expect((await allJobs()).map((job) => job.title)).toEqual(['Site Reliability Engineer']);
  });

  it('sends one PATCH when Save Changes is double-clicked', async () => {
    const [job] = await createJobs([{ title: 'Data Analyst' }]);
    const { user } = await openDashboard();
    const seen = interceptApi();
    await user.click(
      within(screen.getByRole('article', { name: 'Data Analyst' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const modal = await dialog('Edit Job');
    await user.type(within(modal).getByLabelText('Title'), ' II');

    clickTwiceBeforeRender(within(modal).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.requests('PATCH', `/api/jobs/${job!.id}`)).toHaveLength(1);
    expect((await allJobs()).map((j) => j.title)).toEqual(['Data Analyst II']);
  });
});

describe('job form: posting details', () => {
  it('creates a job with a description, location, department and type, and edits them away', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: '+ Create Job' }));
    const modal = await dialog('Create a New Job');
    await user.type(within(modal).getByLabelText('Title'), 'Welder');
    await user.type(within(modal).getByLabelText('Location'), ' Leeds ');
    await user.type(within(modal).getByLabelText('Department'), 'Manufacturing');
    await user.selectOptions(within(modal).getByLabelText('Employment type'), 'Contract');
    await user.type(within(modal).getByLabelText('Description'), 'Hot **work**');
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [job] = await allJobs();
    expect(job).toMatchObject({
      location: 'Leeds',
      department: 'Manufacturing',
      employmentType: 'contract',
      description: 'Hot **work**',
    });

    await user.click(
      within(await screen.findByRole('article', { name: 'Welder' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const edit = await dialog('Edit Job');
    expect(within(edit).getByLabelText('Location')).toHaveValue('Leeds');
    expect(within(edit).getByLabelText('Employment type')).toHaveValue('contract');
    await user.clear(within(edit).getByLabelText('Location'));
    await user.selectOptions(within(edit).getByLabelText('Employment type'), 'Not set');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [saved] = await allJobs();
    expect(saved).not.toHaveProperty('location');
    expect(saved).not.toHaveProperty('employmentType');
    expect(saved).toMatchObject({ department: 'Manufacturing', description: 'Hot **work**' });
  });
});
