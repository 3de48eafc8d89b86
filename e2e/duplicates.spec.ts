import { mkdirSync } from 'node:fs';
import {
  checkBothWidths,
  DESKTOP,
  expect,
  expectAccessible,
  openApp,
  PHONE,
  shot,
  test,
} from './fixtures';
import { getJson, post } from './support/api';

/**
 * Possible duplicates in browser mode: two candidates with one phone number under different
 * emails are flagged on the profile and listed on the Duplicates page; a merge keeps one with
 * both candidates' notes and erases the other.
 */

const SHOTS = 'test-results/duplicates-shots';
mkdirSync(SHOTS, { recursive: true });

interface Made {
  id: number;
}

test('two candidates with one phone are flagged, merged after asking, and one keeps both notes', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  const job = await post<Made>(page, '/api/jobs', { title: 'Harbour Crane Operator' });
  const add = (name: string, email: string, phone: string) =>
    post<Made>(page, '/api/candidates', { name, email, phone, jobId: job.id, source: 'referral' });
  const kept = await add(
    'Rosalind Marchetti-Okonkwo',
    'rosalind@example.org',
    '+44 (20) 7946-0958',
  );
  const other = await add('Ros Marchetti', 'ros.m@example.com', '44 20 7946 0958');
  await post(page, `/api/candidates/${kept.id}/notes`, { text: 'Strong on rigging.' });
  await post(page, `/api/candidates/${other.id}/notes`, { text: 'Asked about night shifts.' });

  // The board's header leads to the Duplicates page, which lists the pair.
  await openApp(page, '/candidates');
  await expect(page.getByRole('link', { name: 'Duplicates' })).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/board-header`);
  await page.getByRole('link', { name: 'Duplicates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
  const group = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Ros Marchetti' }) });
  await expect(group.getByRole('link', { name: 'Rosalind Marchetti-Okonkwo' })).toBeVisible();
  await expect(group.getByRole('heading', { name: 'Same phone number' })).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/duplicates-page`);

  // The profile says so, with a link to the other and a Merge button.
  await openApp(page, `/candidates/${kept.id}`);
  const notice = page.getByRole('region', { name: 'Possible duplicate' });
  await expect(notice).toContainText('Possible duplicate of Ros Marchetti');
  await expect(notice.getByRole('link', { name: 'Ros Marchetti' })).toHaveAttribute(
    'href',
    `/candidates/${other.id}`,
  );
  await checkBothWidths(page, `${SHOTS}/profile-notice`);

  await notice.getByRole('button', { name: 'Merge with Ros Marchetti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge duplicate candidates?' });
  await expect(dialog.getByRole('radio', { name: /Keep Rosalind/ })).toBeChecked();
  await expect(dialog).toContainText('Ros Marchetti (ros.m@example.com) is then erased.');
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expect(dialog.getByRole('button', { name: 'Merge and erase' })).toBeInViewport();
    await expectAccessible(page);
    await shot(page, `${SHOTS}/merge-dialog-${label}.png`);
  }
  await dialog.getByRole('button', { name: 'Merge and erase' }).click();
  await expect(dialog).toBeHidden();

  // The kept profile holds both notes, the merge is on its timeline, and the notice is gone.
  await expect(page).toHaveURL(new RegExp(`/candidates/${kept.id}$`));
  await expect(page.getByText('Strong on rigging.')).toBeVisible();
  await expect(page.getByText('Asked about night shifts.')).toBeVisible();
  await expect(page.getByText(/Merged with Ros Marchetti \(ros\.m@example\.com\)/)).toBeVisible();
  await expect(notice).toBeHidden();
  await checkBothWidths(page, `${SHOTS}/merged-profile`);

  // The other candidate is gone, from the API and from their address.
  const answer = await page.evaluate(
    async (id) => (await fetch(`/api/candidates/${id}`)).status,
    other.id,
  );
  expect(answer).toBe(404);
  const groups = await getJson<{ groups: Array<{ candidateIds: number[] }> }>(
    page,
    '/api/candidates/duplicates',
  );
  expect(groups.groups.filter((g) => g.candidateIds.includes(kept.id))).toEqual([]);
  await openApp(page, `/candidates/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Candidate not found.' })).toBeVisible();
  expect(consoleErrors.filter((e) => !/404|not found/i.test(e))).toEqual([]);
});
