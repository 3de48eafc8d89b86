import { mkdirSync } from 'node:fs';
import { expect, openApp, test } from './fixtures';
import { getJson, post } from './support/api';
import { minimalDocx, minimalPdf } from './support/files';

const SHOTS = 'test-results/resume-search-shots';
mkdirSync(SHOTS, { recursive: true });

interface Listed {
  candidates: Array<{ id: number; name: string; match?: { field: string; snippet: string } }>;
  totalCount: number;
}

/**
 * Browser mode reads résumés' text for search in the page, off the upload: a word of a DOCX and
 * of a PDF is found by the candidate list's text query once read, and the profile says so.
 */
test('a word of an uploaded résumé is found once the page has read the file', async ({ page }) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Platform Engineer' });
  const add = (name: string, email: string) =>
    post<{ id: number }>(page, '/api/candidates', {
      name,
      email,
      jobId: job.id,
      source: 'referral',
    });
  const kim = await add('Kim Kowalski', 'kim.k@example.com');
  const lu = await add('Lu Li', 'lu.li@example.com');

  await page.goto(`/candidates/${kim.id}`);
  const files = page.getByRole('region', { name: 'Résumé' });
  await files.getByLabel('Attach a résumé').setInputFiles({
    name: 'kim.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await minimalDocx(['Site reliability', 'Terraform and Zanzibar operators']),
  });
  await expect(files.getByText('Attached kim.docx.')).toBeVisible();
  await page.goto(`/candidates/${lu.id}`);
  await files.getByLabel('Attach a résumé').setInputFiles({
    name: 'lu.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Lu Li, Zanzibar cluster keeper'),
  });
  await expect(files.getByText('Attached lu.pdf.')).toBeVisible();

  // Read in the background by this page: found a moment later.
  await expect
    .poll(
      async () =>
        (
          await getJson<Listed>(page, `/api/candidates?jobId=${job.id}&q=zanzibar&sort=name`)
        ).candidates.map((c) => [c.name, c.match?.field]),
      { timeout: 30_000 },
    )
    .toEqual([
      ['Kim Kowalski', 'resume'],
      ['Lu Li', 'resume'],
    ]);
  const terraform = await getJson<Listed>(page, `/api/candidates?jobId=${job.id}&q=terraform`);
  expect(terraform.candidates.map((c) => c.name)).toEqual(['Kim Kowalski']);
  expect(terraform.candidates[0]!.match!.snippet).toContain('Terraform and Zanzibar operators');
  await page.reload();
  await expect(files.getByRole('button', { name: 'View lu.pdf' })).toBeVisible();
  await expect(files.getByText(/being read for search|Not searchable/)).toHaveCount(0);
});
