import { screen, waitFor, within } from '@testing-library/react';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute } from '@/test/render';

/**
 * Erasure, of one application or of the person. Some answers are faked here (204, or a failure);
 * the person's erasure also runs through the real API, which erases every application.
 */

async function openProfile() {
  const candidate = await oneApplicant();
  const view = renderRoute(`/candidates/${candidate.id}`);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  return { ...view, candidate };
}

const deleteAnswers = (answer: () => Response) =>
  interceptApi(({ method, url }) =>
    method === 'DELETE' && /^\/api\/candidates\/\d+$/.test(url.pathname) ? answer() : undefined,
  );

const APPLICATION_ONLY = 'This application only';
const personOption = (email: string) =>
  `This person: every application with ${email}, on every job`;

/** One person who applied to three jobs, and someone else on the first. */
async function onePersonOnThreeJobs() {
  const ids: number[] = [];
  for (const title of ['Welder', 'Fitter', 'Rigger']) {
    const jobId = (await api('POST', '/jobs', { title })).body.id as number;
    const made = await api('POST', '/candidates', {
      name: 'Pat Person',
      email: 'pat@example.com',
      jobId,
      source: 'referral',
    });
    expect(made.status).toBe(201);
    ids.push(made.body.id as number);
  }
  const other = await api('POST', '/candidates', {
    name: 'Olga Other',
    email: 'olga@example.com',
    jobId: (await api('GET', `/candidates/${ids[0]}`)).body.jobId,
    source: 'referral',
  });
  expect(other.status).toBe(201);
  return { ids, other: other.body.id as number };
}

describe('delete candidate', () => {
  it('asks first; Cancel deletes nothing and gives focus back', async () => {
    const { user, candidate } = await openProfile();
    const seen = deleteAnswers(() => new Response(null, { status: 204 }));
    const button = screen.getByRole('button', { name: 'Delete candidate' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    expect(dialog).toHaveTextContent(
      'This removes the candidate with their notes, timeline and answers. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(seen.writes()).toEqual([]);
  });

  it('deletes after confirming, says so, and goes to the board without the candidate', async () => {
    const { user, router, candidate } = await openProfile();
    const seen = deleteAnswers(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    // This application is the choice unless another is made.
    expect(within(dialog).getByRole('radio', { name: APPLICATION_ONLY })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: personOption(candidate.email) }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${candidate.name} was deleted.`)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates');
    const [request] = seen.requests('DELETE', `/api/candidates/${candidate.id}`);
    expect(seen.requests('DELETE', /^\/api\/candidates\//)).toHaveLength(1);
    expect(request!.url.search).toBe('');
    // The profile did not fetch the candidate again on its way out.
    expect(seen.requests('GET', `/api/candidates/${candidate.id}`)).toEqual([]);
  });

  it('shows the error and stays on the profile when the delete fails', async () => {
    const { user, router, candidate } = await openProfile();
    deleteAnswers(() => apiError(503, 'The server is unavailable. Nothing was deleted.'));
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText(
        `Could not delete ${candidate.name}: The server is unavailable. Nothing was deleted.`,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/candidates/${candidate.id}`);
    expect(screen.getByRole('heading', { level: 1, name: candidate.name })).toBeInTheDocument();
  });

  it('asks what to erase in a labelled group, and starts from this application every time it opens', async () => {
    const { user, candidate } = await openProfile();
    const seen = deleteAnswers(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    let dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    const group = within(dialog).getByRole('group', { name: 'What to delete' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(Array(2).fill(expect.any(String)));
    await user.click(within(group).getByRole('radio', { name: personOption(candidate.email) }));
    expect(within(group).getByRole('radio', { name: APPLICATION_ONLY })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    expect(within(dialog).getByRole('radio', { name: APPLICATION_ONLY })).toBeChecked();
    expect(seen.writes()).toEqual([]);
  });

  it('erases the person on every job when asked, says how many, and leaves the profile', async () => {
    const { ids, other } = await onePersonOnThreeJobs();
    const { user, router, queryClient } = renderRoute(`/candidates/${ids[1]}`);
    await screen.findByRole('heading', { level: 1, name: 'Pat Person' });
    const seen = interceptApi();
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pat Person?' });
    await user.click(within(dialog).getByRole('radio', { name: personOption('pat@example.com') }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Erased 3 applications.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates');
    const erasures = seen.requests('DELETE', /^\/api\/candidates\//);
    expect(erasures.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      `/api/candidates/${ids[1]}?scope=person`,
    ]);
    expect(seen.requests('GET', `/api/candidates/${ids[1]}`)).toEqual([]);
    // The board shows none of the person's applications, once it has fetched its lists again.
    expect(await screen.findByText('Olga Other')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Pat Person')).not.toBeInTheDocument();
      expect(queryClient.isFetching()).toBe(0);
    });
    // Every application of the person is gone; someone else on the same job is not.
    for (const id of ids) expect((await api('GET', `/candidates/${id}`)).status).toBe(404);
    expect((await api('GET', `/candidates/${other}`)).status).toBe(200);
  });

  it('keeps the dialog and the choice when erasing the person fails, and can try again', async () => {
    const { user, router, candidate } = await openProfile();
    let fail = true;
    const seen = interceptApi(({ method, url }) => {
      if (method !== 'DELETE' || !url.pathname.startsWith('/api/candidates/')) return undefined;
      return fail
        ? apiError(503, 'The server is unavailable. Nothing was deleted.')
        : publishedAnswer('DELETE /api/candidates/:id', { erased: 1 }, 200);
    });
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    const person = within(dialog).getByRole('radio', { name: personOption(candidate.email) });
    await user.click(person);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText(
        `Could not delete ${candidate.name}: The server is unavailable. Nothing was deleted.`,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe(`/candidates/${candidate.id}`);
    expect(person).toBeChecked();
    expect(person).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Erased 1 application.')).toBeInTheDocument();
    expect(
      seen
        .requests('DELETE', `/api/candidates/${candidate.id}`)
        .map((r) => r.url.searchParams.get('scope')),
    ).toEqual(['person', 'person']);
  });
});
