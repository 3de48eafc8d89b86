import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';

async function backupWithOneJob() {
  await api('POST', '/jobs', { title: 'Restored Engineer' });
  const { body } = await api('GET', '/backup');
  await api('POST', '/jobs', { title: 'Made after the backup' });
  return new File([JSON.stringify(body)], 'talentflow-backup.json', { type: 'application/json' });
}

describe('backup page: one restore per file chosen', () => {
  it('sends one restore when the file input fires twice before the screen updates', async () => {
    const file = await backupWithOneJob();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderRoute('/backup');
    const input = await screen.findByLabelText('Backup file');
    const seen = interceptApi();

    act(() => {
      fireEvent.change(input, { target: { files: [file] } });
      fireEvent.change(input, { target: { files: [file] } });
    });

    expect(await screen.findByText(/^Restored 1 job, 0 candidates/)).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(seen.requests('POST', '/api/backup/restore')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    const { body } = await api('GET', '/jobs?status=all&pageSize=100');
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual(['Restored Engineer']);
  });
});

describe('backup page: what it says', () => {
  const at = '2026-01-01T00:00:00.000Z';
  const backup = (tables: Record<string, unknown[]>) => {
    const file = { format: 'talentflow-backup', version: 2, exportedAt: at, tables };
    return new File([JSON.stringify(file)], 'backup.json', { type: 'application/json' });
  };
  const job = { id: 1, title: 'A', slug: 'a', status: 'active', tags: [], order: 0 };
  const candidate = {
    id: 1,
    name: 'Jane Doe',
    email: 'jane@example.com',
    stage: 'applied',
    jobId: 1,
  };

  async function restore(file: File) {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRoute('/backup');
    // As a person picks it: the page has settled (its effects have run) before the file arrives.
    await user.upload(await screen.findByLabelText('Backup file'), file);
  }

  it('counts what was restored as people do: "1 note", "2 notes"', async () => {
    await restore(
      backup({
        jobs: [job, { ...job, id: 2, slug: 'b', order: 1 }],
        candidates: [candidate],
        assessments: [{ jobId: 1, structure: { title: 'T', sections: [] } }],
        notes: [{ id: 1, candidateId: 1, text: 'Hi', createdAt: at }],
        responses: [],
      }),
    );
    expect(
      await screen.findByText('Restored 2 jobs, 1 candidate, 1 assessment, 1 note, 0 responses.'),
    ).toHaveAttribute('role', 'status');
  });

  it('says in words why a file is refused, and that nothing was changed', async () => {
    await restore(new File([JSON.stringify({ hello: 'world' })], 'notes.json'));
    expect(
      await screen.findByText('This file is not a TalentFlow backup. Nothing was changed.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('names the row a refused backup stumbles on, and where it is in the file', async () => {
    await restore(
      backup({ jobs: [job], candidates: [{ ...candidate, id: 12, email: 'not an email' }] }),
    );
    expect(
      await screen.findByText(
        'This backup cannot be restored: the email of candidate 12 is not valid (tables.candidates.0.email). Nothing was changed.',
      ),
    ).toHaveAttribute('role', 'alert');
  });
});
