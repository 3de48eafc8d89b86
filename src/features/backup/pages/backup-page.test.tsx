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

    expect(await screen.findByText(/^Restored 1 jobs, 0 candidates/)).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(seen.requests('POST', '/api/backup/restore')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    const { body } = await api('GET', '/jobs?status=all&pageSize=100');
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual(['Restored Engineer']);
  });
});
