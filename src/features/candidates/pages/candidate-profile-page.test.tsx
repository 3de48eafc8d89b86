import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STAGE_LABELS } from '@/domain/constants';
import type { Stage } from '@/domain/types';
import { apiError, interceptApi, write } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { clickTwiceBeforeRender } from '@/test/events';
import { AppProviders, createQueryClient, renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import { allCandidates, candidateById, jobById, timelineOf } from '../test/helpers';
import { CandidateProfilePage } from './candidate-profile-page';

const firstCandidate = () => oneApplicant();

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

  it('goes back to the board with the search and job filter it was opened under', async () => {
    const candidate = await firstCandidate();
    const surname = candidate.name.split(' ').at(-1)!;
    const search = `?q=${encodeURIComponent(surname)}&job=${candidate.jobId}`;
    const { user, router } = renderRoute(`/candidates${search}`);
    const card = (await screen.findByText(candidate.email)).closest('li')!;

    await user.click(within(card).getByRole('link', { name: /View Profile/ }));
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    await user.click(screen.getByRole('link', { name: /Back to Candidates/ }));

    // The board again (the profile stays on screen until the board's route is ready).
    const searchbox = await screen.findByRole('searchbox', { name: 'Search candidates' });
    await screen.findByText(candidate.email);
    expect(router.state.location.pathname).toBe('/candidates');
    expect(router.state.location.search).toBe(search);
    expect(searchbox).toHaveValue(surname);
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveValue(String(candidate.jobId));
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
      // The date and the time, in the viewer's own time zone, as notes show theirs.
      expect(within(item).getByText(new Date(entry.date).toLocaleString())).toHaveAttribute(
        'datetime',
        entry.date,
      );
      expect(within(item).getByText(STAGE_LABELS[entry.stage])).toBeInTheDocument();
      // A move is stored with stage ids and shown with their titles.
      const move = /^Moved from (\w+) to (\w+)$/.exec(entry.notes);
      const notes = move
        ? `Moved from ${STAGE_LABELS[move[1] as Stage]} to ${STAGE_LABELS[move[2] as Stage]}`
        : entry.notes;
      if (notes) expect(within(item).getByText(notes)).toBeInTheDocument();
    });
    expect(entries.some((entry) => entry.notes.startsWith('Moved from'))).toBe(true);
  });

  it('says "Candidate not found." and logs the failure for an unknown or malformed id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderRoute('/candidates/999999');
    expect(await screen.findByText('Candidate not found.')).toBeInTheDocument();
    // Logged by an effect, which may run just after the message is painted.
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Could not fetch candidate profile data.',
        expect.anything(),
      ),
    );
    first.unmount();

    errors.mockClear();
    renderRoute('/candidates/not-a-number');
    expect(await screen.findByText('Candidate not found.')).toBeInTheDocument();
    // Logged by an effect, which may run just after the message is painted.
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Could not fetch candidate profile data.',
        expect.anything(),
      ),
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
    expect(within(last).getByText('Moved from Applied to Tech')).toBeInTheDocument();
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

  it('stops saying "Saving…" as soon as a failed move puts the stage back', async () => {
    const candidate = await firstCandidate();
    let failed = false;
    let release = () => {};
    const refetched = new Promise<void>((resolve) => {
      release = resolve;
    });
    interceptApi((request, pass) => {
      if (request.method === 'PATCH') {
        failed = true;
        return apiError(503, 'The server is unavailable.');
      }
      // The profile is fetched again after the failure: held until the end.
      return failed ? refetched.then(pass) : undefined;
    });
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hired' }));
    await screen.findByText(/Could not move .* to Hired\. The server is unavailable\./);

    const stage = screen
      .getByText('Applied', { selector: '.profile-stage .stage-badge' })
      .closest<HTMLElement>('.profile-stage')!;
    await waitFor(() => expect(within(stage).queryByRole('status')).toBeNull());
    release();
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

describe('candidate profile: their details', () => {
  async function addCandidate(
    extra: {
      phone?: string;
      source?: 'referral';
      name?: string;
      email?: string;
      consentAt?: string;
      noticeVersion?: number;
    } = {},
  ) {
    return write(async (tx) => {
      const job =
        (await tx.jobs.all()).find((held) => held.slug === 'welder') ??
        (await tx.jobs.insert({
          title: 'Welder',
          slug: 'welder',
          status: 'active',
          tags: [],
          order: 0,
        }));
      return tx.candidates.insert({
        name: 'Rita Referral',
        email: 'rita@example.com',
        stage: 'applied',
        jobId: job.id,
        ...extra,
      });
    });
  }

  it('shows the phone as a link that calls it, and the source by its label', async () => {
    const candidate = await addCandidate({ phone: '+49 (30) 123-45.67', source: 'referral' });
    renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.getByRole('link', { name: '+49 (30) 123-45.67' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(screen.getByText('Referral')).toBeInTheDocument();
    expect(screen.queryByText('Not given')).not.toBeInTheDocument();
  });

  it('says when there is neither', async () => {
    const candidate = await addCandidate();
    renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('Not recorded')).toBeInTheDocument();
    expect(screen.queryByText('Consent')).not.toBeInTheDocument();
  });

  it('shows when the applicant agreed to the privacy notice, and to which version', async () => {
    const consentAt = '2026-11-20T09:30:00.000Z';
    const candidate = await addCandidate({ consentAt, noticeVersion: 3 });
    renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    const fact = screen.getByText('Consent').nextElementSibling as HTMLElement;
    expect(fact).toHaveTextContent(/^Agreed to the privacy notice \(version 3\) on /);
    expect(fact.querySelector('time')).toHaveAttribute('datetime', consentAt);
  });

  it('edits them in place: Save stores them, Cancel changes nothing, and focus goes back', async () => {
    const candidate = await addCandidate();
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    const edit = screen.getByRole('button', { name: 'Edit details' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Candidate details' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Phone'), '030 1234567');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Candidate details' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(await candidateById(candidate.id)).not.toHaveProperty('phone');

    await user.click(edit);
    const again = screen.getByRole('form', { name: 'Candidate details' });
    expect(within(again).getByLabelText('Phone')).toHaveValue('');
    await user.type(within(again).getByLabelText('Phone'), ' 030 1234567 ');
    await user.selectOptions(within(again).getByLabelText('Source'), 'Agency');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: '030 1234567' })).toHaveAttribute(
      'href',
      'tel:0301234567',
    );
    expect(screen.getByText('Agency')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Candidate details' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(await screen.findByText('Saved Rita Referral’s details.')).toBeInTheDocument();
    expect(await candidateById(candidate.id)).toMatchObject({
      phone: '030 1234567',
      source: 'agency',
    });
  });

  it('corrects the name and the email, with the checks of adding, and refuses an email already on the job', async () => {
    const candidate = await addCandidate();
    const other = await addCandidate({ name: 'Otto Other', email: 'otto@example.com' });
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Candidate details' });
    const name = within(form).getByLabelText('Name');
    const email = within(form).getByLabelText('Email');
    expect(name).toHaveValue(candidate.name);
    expect(email).toHaveValue(candidate.email);

    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Name is required.')).toBeInTheDocument();
    expect(within(form).getByText(/valid email/i)).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'Rita Rivera');
    await user.clear(email);
    await user.type(email, 'OTTO@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(/A candidate with this email is already on this job\./),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Open the existing candidate' })).toHaveAttribute(
      'href',
      `/candidates/${other.id}`,
    );
    expect(email).toHaveFocus();
    expect(await candidateById(candidate.id)).toMatchObject({ name: candidate.name });

    await user.clear(email);
    await user.type(email, ' Rita.Rivera@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rita Rivera' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Saved Rita Rivera’s details.')).toBeInTheDocument();
    expect(await candidateById(candidate.id)).toMatchObject({
      name: 'Rita Rivera',
      email: 'rita.rivera@example.com',
    });
    // The search finds them by what they are called now.
    const { candidates } = await allCandidates('&search=rivera');
    expect(candidates.map((c) => c.id)).toEqual([candidate.id]);
  });

  it('removes the phone when it is emptied', async () => {
    const candidate = await addCandidate({ phone: '030 1234567', source: 'referral' });
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Candidate details' });
    expect(within(form).getByLabelText('Source')).toHaveDisplayValue('Referral');
    // A candidate with a source cannot be set back to none.
    expect(within(form).queryByRole('option', { name: 'Not recorded' })).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Phone'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not given')).toBeInTheDocument();
    const { phone: _removed, ...rest } = candidate;
    expect(await candidateById(candidate.id)).toStrictEqual(rest);
  });

  it('says what is wrong with a phone before sending, and keeps what was typed when saving fails', async () => {
    const candidate = await addCandidate();
    const seen = interceptApi((request) =>
      request.method === 'PATCH' ? apiError(503, 'The database is busy.') : undefined,
    );
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Candidate details' });
    await user.type(within(form).getByLabelText('Phone'), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByText(
        'Enter a phone number with at least 5 digits, using only digits, spaces and + ( ) - .',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.writes()).toEqual([]);

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+1 555 0100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Could not save: The database is busy.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveValue('+1 555 0100');
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(seen.writes()).toHaveLength(1);
  });
});

describe('candidate profile: on a phone', () => {
  beforeEach(() => {
    // jsdom has no layout: the phone's width is what the page's media query is told.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 720px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('folds all but the first sections, each still a named region, and the sections menu opens one', async () => {
    const candidate = await firstCandidate();
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Notes',
        'Hiring Timeline',
        'Other applications',
        'Offer',
        'Interviews',
        'Scorecards',
        'Résumé',
        'Assessment answers',
      ]),
    );
    const toggle = (name: string) =>
      within(screen.getByRole('region', { name })).getByRole('button', { name });
    expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Hiring Timeline')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(menu).getByRole('link', { name: 'Résumé' }));
    expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Résumé')).toHaveFocus();
  });

  it('opens another candidate’s profile with the sections folded as at first', async () => {
    const ann = await oneApplicant();
    const bea = await oneApplicant({ name: 'Bea Byrne', title: 'Lock Keeper' });
    // Bea's profile was read before, so hers shows at once from what the page keeps.
    const { user, router } = renderRoute(`/candidates/${bea.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Byrne' })).toBeVisible();
    await act(() => router.navigate(`/candidates/${ann.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Applicant' })).toBeVisible();
    const toggle = (name: string) =>
      within(screen.getByRole('region', { name })).getByRole('button', { name });
    await screen.findByRole('navigation', { name: 'Profile sections' });
    await waitFor(() => expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'true'));
    await user.click(toggle('Notes'));
    await user.click(toggle('Résumé'));
    expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate(`/candidates/${bea.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Byrne' })).toBeVisible();
    await waitFor(() => expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');
  });
});
