import { screen, waitFor, within } from '@testing-library/react';
import { PNG_HEAD } from '@/test/documents';
import { api, interceptApi, apiError } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute, teamSession } from '@/test/render';
import { indexTexts } from '@/test/read-text';

/** The profile's Résumé section: attach, list with dates, read a text file in the page. */

async function openProfile(options: Parameters<typeof renderRoute>[1] = {}) {
  const candidate = await oneApplicant();
  const view = renderRoute(`/candidates/${candidate.id}`, options);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  const files = screen.getByRole('region', { name: 'Résumé' });
  return { ...view, candidate, files };
}

const textFile = (text: string, name: string) => new File([text], name, { type: 'text/plain' });

describe('the profile’s résumés', () => {
  it('attaches a file, lists it newest first with its date, and shows a text file as text', async () => {
    const { user, files, candidate } = await openProfile();
    expect(await within(files).findByText('No résumé yet.')).toBeInTheDocument();
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      textFile('First résumé', 'old.txt'),
    );
    expect(await within(files).findByText('Attached old.txt.')).toBeInTheDocument();
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      textFile('Ten years of <b>welding</b>\n\nCertified', 'new.txt'),
    );
    expect(await within(files).findByText('Attached new.txt.')).toBeInTheDocument();
    const rows = within(files).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.file-name')?.textContent)).toEqual([
      'new.txt',
      'old.txt',
    ]);
    expect(within(rows[0]!).getByText('Latest')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Attached \d/)).toBeInTheDocument();
    const stored = (await api<Array<{ name: string }>>('GET', `/candidates/${candidate.id}/files`))
      .body;
    expect(stored.map((f) => f.name)).toEqual(['old.txt', 'new.txt']);

    const view = within(rows[0]!).getByRole('button', { name: 'View new.txt' });
    await user.click(view);
    const viewer = await within(files).findByRole('region', { name: 'new.txt' });
    expect(await within(viewer).findByText('Ten years of <b>welding</b>')).toBeInTheDocument();
    expect(within(viewer).getByText('Certified')).toBeInTheDocument();
    expect(viewer.querySelector('b')).toBeNull();
    expect(within(viewer).getByRole('heading', { name: 'new.txt' })).toHaveFocus();
    await user.click(within(viewer).getByRole('button', { name: 'Close new.txt' }));
    expect(within(files).queryByRole('region', { name: 'new.txt' })).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('says while a file’s text is being read for search, and why a file cannot be searched', async () => {
    const { user, files } = await openProfile();
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      textFile('Ten years of welding', 'cv.txt'),
    );
    expect(await within(files).findByText('Attached cv.txt.')).toBeInTheDocument();
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      new File([PNG_HEAD], 'scan.png', { type: 'image/png' }),
    );
    expect(await within(files).findByText('Attached scan.png.')).toBeInTheDocument();
    expect(within(files).getAllByText('Its text is being read for search.')).toHaveLength(2);
    await indexTexts();
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      textFile('Newest', 'latest.txt'),
    );
    expect(await within(files).findByText('Attached latest.txt.')).toBeInTheDocument();
    const rows = within(files).getAllByRole('listitem');
    expect(
      within(rows[1]!).getByText('Not searchable: Images hold no text to search.'),
    ).toBeInTheDocument();
    // The text file was read: nothing to say of it.
    expect(rows[2]!.textContent).not.toMatch(/search/);
    expect(within(rows[0]!).getByText('Its text is being read for search.')).toBeInTheDocument();
  });

  it('shows why a file was refused, and lists nothing new', async () => {
    const { user, files } = await openProfile();
    await within(files).findByText('No résumé yet.');
    await user.upload(
      within(files).getByLabelText('Attach a résumé'),
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 0xff, 0xff])], 'cv.pdf'),
    );
    expect(await within(files).findByRole('alert')).toHaveTextContent(
      'Could not attach the file: “cv.pdf” is not a file type we accept.',
    );
    expect(within(files).getByText('No résumé yet.')).toBeInTheDocument();
    expect(within(files).getByLabelText('Attach a résumé')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the list when the upload fails on the way, and says so', async () => {
    const { user, files } = await openProfile();
    await within(files).findByText('No résumé yet.');
    interceptApi((request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/files')
        ? apiError(503, 'The server is busy.')
        : undefined,
    );
    await user.upload(within(files).getByLabelText('Attach a résumé'), textFile('cv', 'cv.txt'));
    expect(await within(files).findByRole('alert')).toHaveTextContent('The server is busy.');
    await waitFor(() => expect(within(files).getByText('No résumé yet.')).toBeInTheDocument());
  });

  it('lets an interviewer read résumés but not attach one (team mode)', async () => {
    const { files } = await openProfile({ session: teamSession('interviewer') });
    expect(await within(files).findByText('No résumé yet.')).toBeInTheDocument();
    expect(within(files).queryByLabelText('Attach a résumé')).not.toBeInTheDocument();
  });
});
