import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate, Stage } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';

/** The profile's "Other applications": the same person's candidates on other jobs. */

async function job(title: string): Promise<number> {
  return (await api<{ id: number }>('POST', '/jobs', { title })).body.id;
}

async function candidate(
  jobId: number,
  name: string,
  email: string,
  stage: Stage = 'applied',
): Promise<Candidate> {
  const made = await api<Candidate>('POST', '/candidates', {
    name,
    email,
    jobId,
    stage,
    source: 'referral',
  });
  expect(made.status).toBe(201);
  return made.body;
}

const section = () => screen.findByRole('region', { name: 'Other applications' });

describe('other applications on the profile', () => {
  it('lists the same person on another job with its title and stage, and opens that profile', async () => {
    const nurse = await job('Ward Nurse');
    const porter = await job('Night Porter');
    const first = await candidate(nurse, 'Pat Person', 'pat@example.com');
    const second = await candidate(porter, 'Pat Person', 'pat@example.com', 'screen');
    // Someone else on the same job is not the same person.
    await candidate(porter, 'Olga Other', 'olga@example.com');
    const { user, router } = renderRoute(`/candidates/${first.id}`);

    const others = await section();
    const items = await within(others).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const link = await within(items[0]!).findByRole('link', { name: 'Night Porter' });
    expect(link).toHaveAttribute('href', `/candidates/${second.id}`);
    expect(within(items[0]!).getByText('Screen')).toHaveClass('stage-badge');
    // The same name is not repeated.
    expect(within(others).queryByText(/^as /)).not.toBeInTheDocument();
    expect(others).not.toHaveTextContent('Olga');

    await user.click(link);
    expect(router.state.location.pathname).toBe(`/candidates/${second.id}`);
    // The other profile, with this one among its other applications.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Night Porter' })).toHaveAttribute(
        'href',
        `/jobs/${porter}`,
      ),
    );
    const back = await within(await section()).findByRole('link', { name: 'Ward Nurse' });
    expect(back).toHaveAttribute('href', `/candidates/${first.id}`);
    expect(
      within(back.closest('li')!).getByText('Applied', { selector: '.stage-badge' }),
    ).toBeInTheDocument();
  });

  it('says when the person applied nowhere else', async () => {
    const only = await candidate(await job('Ward Nurse'), 'Sam Single', 'sam@example.com');
    renderRoute(`/candidates/${only.id}`);

    const others = await section();
    expect(await within(others).findByText('No other applications.')).toBeInTheDocument();
    expect(within(others).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names the other application as it was made, and a job that cannot be found as such', async () => {
    const first = await candidate(await job('Ward Nurse'), 'Patricia Person', 'pat@example.com');
    const gone = await job('Night Porter');
    const second = await candidate(gone, 'Pat P.', 'pat@example.com');
    interceptApi(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/jobs/${gone}`
        ? apiError(404, 'Job not found.', 'not_found')
        : undefined,
    );
    renderRoute(`/candidates/${first.id}`);

    const others = await section();
    const link = await within(others).findByRole('link', { name: 'A job no longer listed' });
    expect(link).toHaveAttribute('href', `/candidates/${second.id}`);
    expect(within(others).getByText('as Pat P.')).toBeInTheDocument();
  });

  it('shows an error when the list fails to load, and the rest of the profile still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await candidate(await job('Ward Nurse'), 'Pat Person', 'pat@example.com');
    await candidate(await job('Night Porter'), 'Pat Person', 'pat@example.com');
    interceptApi(({ url }) =>
      url.pathname === `/api/candidates/${first.id}/applications`
        ? apiError(500, 'Something went wrong.', 'internal')
        : undefined,
    );
    renderRoute(`/candidates/${first.id}`);

    const others = await section();
    expect(await within(others).findByRole('alert')).toHaveTextContent(
      'Could not load the other applications.',
    );
    expect(within(others).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pat Person' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ward Nurse' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring Timeline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith(
      'Could not fetch the other applications.',
      expect.anything(),
    );
  });

  it('follows an edited email to the applications of the person it now names', async () => {
    const nurse = await job('Ward Nurse');
    const porter = await job('Night Porter');
    const typo = await candidate(nurse, 'Pat Person', 'pat@exmaple.com');
    const other = await candidate(porter, 'Pat Person', 'pat@example.com', 'offer');
    const { user } = renderRoute(`/candidates/${typo.id}`);
    const others = await section();
    expect(await within(others).findByText('No other applications.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Candidate details' });
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'pat@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(others).findByRole('link', { name: 'Night Porter' })).toHaveAttribute(
      'href',
      `/candidates/${other.id}`,
    );
    expect(within(others).getByText('Offer')).toHaveClass('stage-badge');
  });
});
