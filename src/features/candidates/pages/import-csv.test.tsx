import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { allCandidates } from '../test/helpers';

/** "Import CSV" on the board: choose a job and a file, see the preview, confirm. */

const FILE = [
  'Full name,E-mail,Stage,Source,Shoe size',
  'Ann Able,ann@example.com,Screen,Referral,38',
  'No Email,,Applied,,40',
  'Ben Best,ben@example.com,,,44',
].join('\r\n');

const csv = (text = FILE) => new File([text], 'people.csv', { type: 'text/csv' });

async function hiring() {
  const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
  const other = (await api('POST', '/jobs', { title: 'Porter' })).body.id as number;
  const made = await api<Candidate>('POST', '/candidates', {
    name: 'Cat Kept',
    email: 'cat@example.com',
    jobId,
    source: 'referral',
  });
  expect(made.status).toBe(201);
  return { jobId, other };
}

async function openBoard(path: string, options?: RenderRouteOptions) {
  const view = renderRoute(path, options);
  await within(await screen.findByRole('region', { name: /^Applied:/ })).findByText(
    'cat@example.com',
  );
  return view;
}

const dialog = () => screen.getByRole('dialog', { name: 'Import candidates from CSV' });

describe('Import CSV on the board', () => {
  it('previews the file for the board’s job, writes nothing until confirmed, then shows the new candidates', async () => {
    const { jobId } = await hiring();
    const { user } = await openBoard(`/candidates?job=${jobId}`);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await screen.findByRole('dialog', { name: 'Import candidates from CSV' });
    expect(await within(dialog()).findByRole('combobox', { name: 'Job' })).toHaveDisplayValue(
      'Welder',
    );
    await user.upload(within(dialog()).getByLabelText('CSV file'), csv());
    await user.click(within(dialog()).getByRole('button', { name: 'Preview' }));

    const heading = await within(dialog()).findByRole('heading', {
      name: '2 candidates to import, 1 row refused',
    });
    expect(heading).toHaveFocus();
    // How each column was read.
    expect(within(dialog()).getByText('Full name').closest('li')).toHaveTextContent(
      'Full name → Name',
    );
    expect(within(dialog()).getByText('Shoe size').closest('li')).toHaveTextContent(
      'Shoe size — not imported',
    );
    const table = within(dialog()).getByRole('table', { name: 'All 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2Ann Ableann@example.comScreenReferral',
      '4Ben Bestben@example.comAppliedOther',
    ]);
    expect(
      within(dialog())
        .getByText(/Row 3:/)
        .closest('li'),
    ).toHaveTextContent('Row 3: Email is required.');
    // Nothing is written by the preview.
    expect((await allCandidates(`&jobId=${jobId}`)).candidates).toHaveLength(1);

    await user.click(within(dialog()).getByRole('button', { name: 'Import 2 candidates' }));
    const done = await within(dialog()).findByRole('status');
    expect(done).toHaveTextContent('Imported 2 candidates into Welder. 1 row was skipped.');
    expect(done).toHaveFocus();
    const names = (await allCandidates(`&jobId=${jobId}`)).candidates.map((c) => c.name);
    expect(names.sort()).toEqual(['Ann Able', 'Ben Best', 'Cat Kept']);

    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The board fetched its columns again.
    expect(
      await within(screen.getByRole('region', { name: /^Screen:/ })).findByText('ann@example.com'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: /^Applied:/ })).findByText('ben@example.com'),
    ).toBeInTheDocument();
  });

  it('asks for a job and a file first, and shows the server’s refusal in the dialog', async () => {
    const { other } = await hiring();
    const { requests } = interceptApi();
    const { user } = await openBoard('/candidates');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await screen.findByRole('dialog', { name: 'Import candidates from CSV' });
    const job = within(dialog()).getByRole('combobox', { name: 'Job' });
    expect(job).toHaveValue('');
    await user.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose a job.');
    expect(job).toHaveFocus();

    await user.selectOptions(job, 'Porter');
    await user.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose a CSV file.');
    expect(within(dialog()).getByLabelText('CSV file')).toHaveFocus();

    await user.upload(within(dialog()).getByLabelText('CSV file'), csv('First,Last\nJo,Smith'));
    await user.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /Could not read the file: The first row must name the columns; no Name or Email column was found/,
    );
    const sent = requests('POST', '/api/candidates/import');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      jobId: String(other),
      dryRun: '1',
    });
  });

  it('says so when the import itself fails, and keeps the preview', async () => {
    const { jobId } = await hiring();
    interceptApi((request) =>
      request.method === 'POST' && !request.url.searchParams.has('dryRun')
        ? apiError(409, 'This job is closed and no longer accepts applications.', 'job_closed')
        : undefined,
    );
    const { user } = await openBoard(`/candidates?job=${jobId}`);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await screen.findByRole('dialog', { name: 'Import candidates from CSV' });
    await user.upload(within(dialog()).getByLabelText('CSV file'), csv());
    await user.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Import 2 candidates' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Could not import: This job is closed and no longer accepts applications.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Import 2 candidates' })).toBeVisible();
    await waitFor(async () =>
      expect((await allCandidates(`&jobId=${jobId}`)).candidates).toHaveLength(1),
    );
  });

  it('offers no import to an interviewer (team mode)', async () => {
    await hiring();
    await openBoard('/candidates', { session: teamSession('interviewer') });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
