import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STAGE_LABELS } from '@/domain/constants';
import { apiError, interceptApi, write } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { AppProviders, createQueryClient, renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import { allCandidates, candidateById, jobById, timelineOf } from '../test/helpers';
import { CandidateProfilePage } from './candidate-profile-page';

async function firstCandidate(stage = 'applied') {
  await seedSample();
  const { candidates } = await allCandidates(`&stage=${stage}`);
  return candidates[0]!;
}

describe('candidate profile', () => {
  it('shows the loading state, then name, email, stage, job and a way back to the board', async () => {
    const candidate = await firstCandidate();
    const job = await jobById(candidate.jobId);
    renderRoute(`/candidates/${candidate.id}`);
    expect(await screen.findByText('Loading profile...')).toHaveAttribute('role', 'status');

    expect(
      await screen.findByRole('heading', { level: 1, name: candidate.name }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    expect(
      screen.getByText(STAGE_LABELS.applied, { selector: '.profile-stage .stage-badge' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: job.title })).toHaveAttribute(
      'href',
      `/jobs/${job.id}`,
    );
    expect(screen.getByRole('link', { name: /Back to Candidates/ })).toHaveAttribute(
      'href',
      '/candidates',
    );
  });

  it('shows the hiring timeline from the server, oldest first, with locale dates, stages and notes', async () => {
    await seedSample();
    // A candidate further along has a longer history.
    const { candidates } = await allCandidates('&stage=offer');
    const candidate = candidates[0]!;
    const entries = await timelineOf(candidate.id);
    expect(entries.length).toBeGreaterThan(1);
    renderRoute(`/candidates/${candidate.id}`);

    const section = await screen.findByRole('region', { name: 'Hiring Timeline' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(entries.length);
    entries.forEach((entry, index) => {
      const item = items[index]!;
      expect(within(item).getByText(new Date(entry.date).toLocaleDateString())).toBeInTheDocument();
      expect(within(item).getByText(STAGE_LABELS[entry.stage])).toBeInTheDocument();
      if (entry.notes) expect(within(item).getByText(entry.notes)).toBeInTheDocument();
    });
  });

  it('says "Candidate not found." and logs the failure for an unknown or malformed id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderRoute('/candidates/999999');
    expect(await screen.findByText('Candidate not found.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      'Could not fetch candidate profile data.',
      expect.anything(),
    );
    first.unmount();

    errors.mockClear();
    renderRoute('/candidates/not-a-number');
    expect(await screen.findByText('Candidate not found.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      'Could not fetch candidate profile data.',
      expect.anything(),
    );
  });

  it('moves the candidate from the profile, and the timeline gains the entry', async () => {
    const candidate = await firstCandidate();
    const before = await timelineOf(candidate.id);
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    const timeline = screen.getByRole('region', { name: 'Hiring Timeline' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')).toHaveLength(before.length),
    );

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tech' }));

    expect(
      screen.getByText('Tech', { selector: '.profile-stage .stage-badge' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')).toHaveLength(before.length + 1),
    );
    const last = within(timeline).getAllByRole('listitem').at(-1)!;
    expect(within(last).getByText('Tech')).toBeInTheDocument();
    expect((await candidateById(candidate.id)).stage).toBe('tech');
  });

  it('puts the stage back and says why when the move cannot be saved', async () => {
    const candidate = await firstCandidate();
    interceptApi(({ method }) =>
      method === 'PATCH' ? apiError(503, 'The server is unavailable.') : undefined,
    );
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));

    const alert = await screen.findByText(
      /Could not move .* to Hired\. The server is unavailable\./,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect(
        screen.getByText('Applied', { selector: '.profile-stage .stage-badge' }),
      ).toBeInTheDocument(),
    );
    expect((await candidateById(candidate.id)).stage).toBe('applied');
  });

  it('says the move is saving until the server answers', async () => {
    const candidate = await firstCandidate();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    interceptApi((request, pass) => (request.method === 'PATCH' ? gate.then(pass) : undefined));
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Screen' }));

    const stage = screen
      .getByText('Screen', { selector: '.profile-stage .stage-badge' })
      .closest<HTMLElement>('.profile-stage')!;
    expect(await within(stage).findByRole('status')).toHaveTextContent('Saving…');
    release();
    await waitFor(() => expect(within(stage).queryByRole('status')).toBeNull());
    expect((await candidateById(candidate.id)).stage).toBe('screen');
  });

  it('renders an extra section given by the app', async () => {
    const candidate = await firstCandidate();
    const router = createMemoryRouter(
      [
        {
          path: '/candidates/:candidateId',
          element: (
            <CandidateProfilePage>
              <section aria-label="Assessment answers">Answers go here</section>
            </CandidateProfilePage>
          ),
        },
      ],
      { initialEntries: [`/candidates/${candidate.id}`] },
    );
    render(
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.getByRole('region', { name: 'Assessment answers' })).toHaveTextContent(
      'Answers go here',
    );
  });
});

describe('candidate profile: the email link', () => {
  async function storedCandidate(email: string) {
    return write(async (tx) => {
      const job = await tx.jobs.insert({
        title: 'Frontend Engineer',
        slug: 'frontend-engineer',
        status: 'active',
        tags: [],
        order: 0,
      });
      return tx.candidates.insert({
        name: 'Mallory Example',
        email,
        stage: 'applied',
        jobId: job.id,
      });
    });
  }

  it('links a plain address with mailto:', async () => {
    const candidate = await storedCandidate('mallory@example.com');
    renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mallory Example' });
    expect(screen.getByRole('link', { name: 'mallory@example.com' })).toHaveAttribute(
      'href',
      'mailto:mallory@example.com',
    );
  });

  it('shows an address carrying mailto parameters as text, with no link that could add a bcc', async () => {
    const email = 'me@example.com?bcc=collector%40evil.example&subject=Hello';
    const candidate = await storedCandidate(email);
    renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mallory Example' });

    expect(screen.getByText(email, { selector: '.profile-email' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: email })).toBeNull();
    const mailto = [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /^mailto:|bcc|evil/i.test(href));
    expect(mailto).toEqual([]);
  });
});

describe('candidate profile: one move per pick', () => {
  it('sends one PATCH and adds one timeline entry when a stage is clicked twice in a row', async () => {
    const candidate = await firstCandidate();
    const before = await timelineOf(candidate.id);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = interceptApi((request, pass) =>
      request.method === 'PATCH' ? gate.then(pass) : undefined,
    );
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    const tech = screen.getByRole('menuitem', { name: 'Tech' });
    clickTwiceBeforeRender(tech);
    release();

    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(seen.requests('PATCH', `/api/candidates/${candidate.id}`)).toHaveLength(1);
    expect((await candidateById(candidate.id)).stage).toBe('tech');
    expect(await timelineOf(candidate.id)).toHaveLength(before.length + 1);
  });
});
