import { cleanup, screen, within } from '@testing-library/react';
import { PNG_HEAD } from '@/test/documents';
import { api } from '@/test/api';
import { indexTexts } from '@/test/read-text';
import { renderRoute } from '@/test/render';

/** Settings' Search section: how far files' text has been read for search. */

async function attach(candidateId: number, bytes: string | Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  const response = await fetch(`http://localhost/api/candidates/${candidateId}/files`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
}

describe('the search index on the settings page', () => {
  it('says how many files wait to be read, then that the index is up to date', async () => {
    const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id;
    const candidate = await api('POST', '/candidates', {
      name: 'Ada',
      email: 'ada@example.com',
      jobId,
      source: 'referral',
    });
    await attach(candidate.body.id, 'Ten years of welding', 'cv.txt');
    await attach(candidate.body.id, PNG_HEAD, 'scan.png');

    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Search' });
    expect(await within(section).findByText(/^Reading/)).toHaveTextContent(
      'Reading: 0 files of 2 searchable, 2 items still to read.',
    );

    await indexTexts();
    cleanup();
    renderRoute('/settings');
    const again = await screen.findByRole('region', { name: 'Search' });
    expect(await within(again).findByText(/^Up to date/)).toHaveTextContent(
      'Up to date: 1 file of 2 searchable; 1 file has no text to search.',
    );
  });
});
