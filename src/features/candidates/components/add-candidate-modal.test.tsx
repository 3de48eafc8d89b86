import { screen, waitFor, within } from '@testing-library/react';
import type { Job } from '@/api/types';
import { interceptApi, write } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { renderRoute, teamSession } from '@/test/render';
import { allCandidates, timelineOf } from '../test/helpers';

/** Two active jobs, an archived one, and Jane already on the first. */
async function addJobs() {
  return write(async (tx) => {
    const [designer, welder, old] = (await tx.jobs.insertMany([
      { title: 'Designer', slug: 'designer', status: 'active', tags: [], order: 0 },
      { title: 'Welder', slug: 'welder', status: 'active', tags: [], order: 1 },
      { title: 'Old job', slug: 'old-job', status: 'archived', tags: [], order: 2 },
    ])) as [Job, Job, Job];
    const jane = await tx.candidates.insert({
      name: 'Jane Doe',
      email: 'jane@example.com',
      stage: 'screen',
      jobId: designer.id,
    });
    // Written behind the services' back: the board's counts are made again from the rows.
    tx.record({ type: 'data.seeded' });
    return { designer, welder, old, jane };
  });
}

async function openBoard(path = '/candidates') {
  const view = renderRoute(path);
  await screen.findByRole('region', { name: /^Applied:/ });
  return view;
}

/** The dialog's code loads when it is first opened: it shows a moment after the click. */
async function openDialog(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  return screen.findByRole('dialog', { name: 'Add candidate' });
}

describe('Add candidate', () => {
  it('opens with the name focused, offers the active jobs, starts in Applied with no source, and gives focus back when cancelled', async () => {
    await addJobs();
    const { user } = await openBoard();
    const opener = screen.getByRole('button', { name: 'Add candidate' });
    const modal = await openDialog(user);
    await waitFor(() => expect(within(modal).getByLabelText('Name')).toHaveFocus());
    const jobOptions = within(within(modal).getByLabelText('Job')).getAllByRole('option');
    expect(jobOptions.map((option) => option.textContent)).toEqual([
      'Choose a job',
      'Designer',
      'Welder',
    ]);
    expect(within(modal).getByLabelText('Stage')).toHaveDisplayValue('Applied');
    expect(within(modal).getByLabelText('Source')).toHaveDisplayValue('Choose a source');

    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says what is missing or wrong, focuses the first such field and sends nothing', async () => {
    await addJobs();
    const { user } = await openBoard();
    const modal = await openDialog(user);
    const seen = interceptApi();
    await user.click(within(modal).getByRole('button', { name: 'Add candidate' }));
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Choose a job.',
      'Choose a source.',
    ])
      expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(within(modal).getByLabelText('Name')).toHaveFocus();
    expect(within(modal).getByLabelText('Source')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(modal).getByLabelText('Name'), 'Sam Sourced');
    await user.type(within(modal).getByLabelText('Email'), 'sam@');
    await user.type(within(modal).getByLabelText('Phone'), 'call me');
    await user.click(within(modal).getByRole('button', { name: 'Add candidate' }));
    expect(within(modal).queryByText('Name is required.')).not.toBeInTheDocument();
    expect(within(modal).getByText(/^Enter a valid email address/)).toBeInTheDocument();
    expect(
      within(modal).getByText(
        'Enter a phone number with at least 5 digits, using only digits, spaces and + ( ) - .',
      ),
    ).toBeInTheDocument();
    expect(within(modal).getByLabelText('Email')).toHaveFocus();
    expect(seen.writes()).toEqual([]);
  });

  it('adds the candidate, closes, says so and shows them on the board; the timeline says how', async () => {
    const { welder } = await addJobs();
    const { user } = await openBoard();
    const opener = screen.getByRole('button', { name: 'Add candidate' });
    const modal = await openDialog(user);
    await user.type(within(modal).getByLabelText('Name'), '  Rita Referral ');
    await user.type(within(modal).getByLabelText('Email'), 'Rita@Example.com');
    await user.type(within(modal).getByLabelText('Phone'), '+49 30 1234567');
    await user.selectOptions(within(modal).getByLabelText('Job'), 'Welder');
    await user.selectOptions(within(modal).getByLabelText('Stage'), 'Tech');
    await user.selectOptions(within(modal).getByLabelText('Source'), 'Referral');
    await user.click(within(modal).getByRole('button', { name: 'Add candidate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Added Rita Referral to “Welder”.')).toBeInTheDocument();
    expect(opener).toHaveFocus();
    const tech = screen.getByRole('region', { name: /^Tech:/ });
    expect(await within(tech).findByText('Rita Referral')).toBeInTheDocument();
    const { candidates } = await allCandidates(`&jobId=${welder.id}`);
    expect(candidates).toEqual([
      {
        id: expect.any(Number),
        name: 'Rita Referral',
        email: 'rita@example.com',
        phone: '+49 30 1234567',
        stage: 'tech',
        jobId: welder.id,
        source: 'referral',
        tags: [],
      },
    ]);
    expect((await timelineOf(candidates[0]!.id)).map((entry) => entry.notes)).toEqual([
      'Added by hand (referral)',
    ]);
  });

  it('refuses an email already on the job, keeps what was typed, and links to that candidate', async () => {
    const { designer, jane } = await addJobs();
    const { user } = await openBoard(`/candidates?job=${designer.id}`);
    const modal = await openDialog(user);
    // The board's job filter is the job chosen at first.
    expect(within(modal).getByLabelText('Job')).toHaveDisplayValue('Designer');
    await user.type(within(modal).getByLabelText('Name'), 'Jane Again');
    await user.type(within(modal).getByLabelText('Email'), 'JANE@example.com');
    await user.selectOptions(within(modal).getByLabelText('Source'), 'Agency');
    await user.click(within(modal).getByRole('button', { name: 'Add candidate' }));

    const alert = await within(modal).findByText(
      'A candidate with this email is already on this job.',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    const link = within(alert).getByRole('link', { name: 'Open the existing candidate' });
    expect(link).toHaveAttribute('href', `/candidates/${jane.id}`);
    expect(within(modal).getByLabelText('Name')).toHaveValue('Jane Again');
    expect(within(modal).getByLabelText('Email')).toHaveFocus();
    expect((await allCandidates()).totalCount).toBe(1);

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('sends one request when the button is double-clicked', async () => {
    const { welder } = await addJobs();
    const { user } = await openBoard(`/candidates?job=${welder.id}`);
    const modal = await openDialog(user);
    const seen = interceptApi();
    await user.type(within(modal).getByLabelText('Name'), 'Olu One');
    await user.type(within(modal).getByLabelText('Email'), 'olu@example.com');
    await user.selectOptions(within(modal).getByLabelText('Source'), 'Sourced');
    clickTwiceBeforeRender(within(modal).getByRole('button', { name: 'Add candidate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.requests('POST', '/api/candidates')).toHaveLength(1);
    expect((await allCandidates(`&jobId=${welder.id}`)).totalCount).toBe(1);
  });

  it('is not offered to an interviewer (team mode)', async () => {
    await addJobs();
    renderRoute('/candidates', { session: teamSession('interviewer') });
    await screen.findByRole('region', { name: /^Applied:/ });
    expect(screen.queryByRole('button', { name: 'Add candidate' })).not.toBeInTheDocument();
  });
});
