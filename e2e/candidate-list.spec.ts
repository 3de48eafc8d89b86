import { mkdirSync } from 'node:fs';
import { checkBothWidths, DESKTOP, expect, expectAccessible, PHONE, shot, test } from './fixtures';
import { getJson, post } from './support/api';
import { apiCandidate, openBoard } from './support/candidates';

const SHOTS = 'test-results/candidate-list-shots';
mkdirSync(SHOTS, { recursive: true });

interface Listed {
  id: number;
  name: string;
  jobId: number;
  stage: string;
}

test('the candidate list: from the board, filtered, searched, two rows moved, and the same after a reload', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page);
  await page.getByRole('link', { name: 'Candidate list' }).click();
  await expect(page).toHaveURL(/\/candidates\/list$/);
  await expect(page.getByRole('heading', { name: 'Candidate list', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Candidate list' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Candidate list pages' })).toContainText(
    /Page 1 of \d+/,
  );

  // A job with at least three candidates in Screen, from the API, to filter by.
  const { candidates } = await getJson<{ candidates: Listed[] }>(
    page,
    '/api/candidates?stage=screen&pageSize=1000',
  );
  const byJob = new Map<number, Listed[]>();
  for (const c of candidates) byJob.set(c.jobId, [...(byJob.get(c.jobId) ?? []), c]);
  const [jobId, inScreen] = [...byJob].find(([, list]) => list.length >= 3)!;
  const { title } = await getJson<{ title: string }>(page, `/api/jobs/${jobId}`);

  const filters = page.getByRole('search', { name: 'Filter candidates' });
  await filters.getByRole('combobox', { name: 'Stage' }).selectOption('screen');
  await filters.getByRole('combobox', { name: 'Job' }).selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`stage=screen.*job=${jobId}|job=${jobId}.*stage=screen`));
  await expect(table.getByRole('rowheader')).toHaveCount(inScreen.length);
  await expect(page.getByText(`${inScreen.length} candidates matching`)).toBeVisible();

  // A name's first word finds them.
  const [first, second] = inScreen as [Listed, Listed];
  const word = first.name.split(' ')[0]!;
  await filters.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(table.getByRole('link', { name: first.name })).toBeVisible();
  await expect(table.locator('mark').first()).toHaveText(new RegExp(`^${word}`, 'i'));
  await filters.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(table.getByRole('rowheader')).toHaveCount(inScreen.length);

  // Two rows selected and moved to Tech in one request.
  await table
    .getByRole('checkbox', { name: `Select ${first.name}` })
    .first()
    .check();
  await table
    .getByRole('checkbox', { name: `Select ${second.name}` })
    .first()
    .check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  await checkBothWidths(page, `${SHOTS}/list-selected`);
  await bar.getByRole('combobox', { name: 'Move to' }).selectOption('tech');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/candidates/bulk'),
  );
  await bar.getByRole('button', { name: 'Move' }).click();
  expect((await sent).postDataJSON()).toEqual({
    ids: [first.id, second.id],
    action: { type: 'move', stage: 'tech' },
  });
  await expect(bar.getByRole('status')).toHaveText('Moved 2 candidates.');
  await expect(table.getByRole('rowheader')).toHaveCount(inScreen.length - 2);
  expect((await apiCandidate(page, first.id)).stage).toBe('tech');
  expect((await apiCandidate(page, second.id)).stage).toBe('tech');

  // Sorted by name, then reloaded: the same list.
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(filters.getByRole('combobox', { name: 'Stage' })).toHaveValue('screen');
  await expect(filters.getByRole('combobox', { name: 'Job' })).toHaveValue(String(jobId));
  await expect(table.getByRole('rowheader')).toHaveCount(inScreen.length - 2);
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(consoleErrors).toEqual([]);
});

test('the candidate list passes axe and fits a phone and a desktop, with a note’s snippet and tags', async ({
  page,
}) => {
  await openBoard(page);
  const { candidates } = await getJson<{ candidates: Listed[] }>(
    page,
    '/api/candidates?pageSize=1',
  );
  const [someone] = candidates as [Listed];
  await post(page, `/api/candidates/${someone.id}`, { tags: ['Python', 'Remote'] }, 'PATCH');
  await post(page, `/api/candidates/${someone.id}/notes`, {
    text: 'Ran Kubernetes operators in Zürich for <b>four</b> years',
  });

  await page.goto('/candidates/list?q=kubernetes+zurich');
  const table = page.getByRole('table', { name: 'Candidate list' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: someone.name }) });
  await expect(row).toContainText('in a note:');
  await expect(row.locator('mark')).toHaveText(['Kubernetes', 'Zürich']);
  await expect(row).toContainText('<b>four</b>');
  await expect(row.getByRole('list', { name: 'Tags' })).toHaveText(/Python\s*Remote/);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    // The page itself never scrolls sideways: the table scrolls inside its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await shot(page, `${SHOTS}/list-search-${label}.png`, { fullPage: true });
  }
});
