import type { Page } from '@playwright/test';
import { hiringHistoryBackup, mondayOf, weekCounts } from '../src/test/hiring-history';
import { expect, expectAccessible, openApp, shot, test } from './fixtures';
import { download } from './support/files';
import { post } from './support/api';

/**
 * The reports page in browser mode, over a restored hiring history whose figures are worked out
 * by hand (src/test/hiring-history.ts): the charts are drawn, the tables beside them hold the
 * figures, and the job filter lives in the address.
 */

/** A report table's body rows as cell texts, the row header first. */
async function rows(page: Page, table: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

test('the reports show the stored history’s figures, for all jobs and for the job in the address', async ({
  page,
}, testInfo) => {
  await openApp(page);
  const restored = await post<{ restored: { candidates: number } }>(
    page,
    '/api/backup/restore',
    hiringHistoryBackup(),
  );
  expect(restored.restored.candidates).toBe(6);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveTitle('Reports · TalentFlow');
  await expect(page.getByText('6 candidates')).toBeVisible();
  // The charts, each drawn and named by what it shows.
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(6);
  await expect(
    page.getByRole('img', {
      name: /^Hiring funnel, candidates who reached each stage: Applied 6, Screen 4 \(67% of Applied\)/,
    }),
  ).toBeVisible();
  expect(await rows(page, 'Hiring funnel')).toEqual([
    ['Applied', '6', '67%', '0'],
    ['Screen', '4', '75%', '1'],
    ['Tech', '3', '67%', '0'],
    ['Offer', '2', '100%', '0'],
    ['Hired', '2', '—', '0'],
  ]);
  expect((await rows(page, 'Time in stage'))[0]).toEqual(['Applied', '1.5 days', '10.4 days', '4']);
  const hire = page.getByRole('region', { name: 'Time to hire', exact: true });
  await expect(hire).toContainText('Median time to hire11.5 days');
  await expect(hire).toContainText('90th percentile13.5 days');
  expect((await rows(page, 'Applications per week')).map((row) => Number(row[1]))).toEqual(
    weekCounts({ 3: 2, 1: 2, 0: 1 }),
  );
  expect(await rows(page, 'Source of hire')).toEqual([
    ['Referral', '1', '50%'],
    ['Not recorded', '1', '50%'],
  ]);
  await expectAccessible(page);
  await shot(page, testInfo.outputPath('reports-all.png'), { fullPage: true });

  // Each table downloads as it is shown: CSV in UTF-8 with a byte order mark.
  const funnelCsv = await download(
    page,
    page.getByRole('button', { name: 'Download CSV: Hiring funnel' }),
  );
  expect(funnelCsv.name).toBe('hiring-funnel-all-jobs.csv');
  expect([...funnelCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(funnelCsv.bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
    'Stage,Reached,Moved on,Rejected here',
    'Applied,6,67%,0',
    'Screen,4,75%,1',
    'Tech,3,67%,0',
    'Offer,2,100%,0',
    'Hired,2,—,0',
    '',
  ]);

  // One job: the address keeps it, so a reload shows the same.
  await page.getByLabel('Job').selectOption({ label: 'Harbour Pilot' });
  await expect(page).toHaveURL(/\/reports\?job=1$/);
  await expect(page.getByText('4 candidates')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Job')).toHaveValue('1');
  await expect(
    page.getByText('How candidates move through hiring for Harbour Pilot.'),
  ).toBeVisible();
  // The job list and the report load apart: the tables are read once the report is in.
  await expect(page.getByText('4 candidates')).toBeVisible();
  expect((await rows(page, 'Hiring funnel')).map((row) => row[1])).toEqual([
    '4',
    '3',
    '2',
    '1',
    '1',
  ]);
  expect(await rows(page, 'Time in stage')).toEqual([
    ['Applied', '1 day', '1.8 days', '3'],
    ['Screen', '3 days', '3 days', '3'],
    ['Tech', '4 days', '4 days', '1'],
    ['Offer', '2 days', '2 days', '1'],
  ]);
  expect(await rows(page, 'Source of hire')).toEqual([['Referral', '1', '100%']]);
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(6);

  // A move on the board counts at once: Cat reaches the screen.
  await post(page, '/api/candidates/3', { stage: 'screen' }, 'PATCH');
  await page.goto('/reports?job=1');
  await expect(
    page.getByRole('table', { name: 'Hiring funnel' }).locator('tbody tr').nth(1),
  ).toContainText('Screen4');
});

test('a custom range counts only who applied in it, stays in the address, and names its downloads', async ({
  page,
}) => {
  await openApp(page);
  await post(page, '/api/backup/restore', hiringHistoryBackup());
  // Three weeks ago, Monday to Sunday (UTC): Ana and Ben of Harbour Pilot applied then.
  const DAY = 24 * 3_600_000;
  const day = (weeks: number, days = 0) =>
    new Date(mondayOf(Date.now()) - weeks * 7 * DAY + days * DAY).toISOString().slice(0, 10);
  await page.goto('/reports');
  await expect(page.getByText('6 candidates')).toBeVisible();
  await page.getByLabel('Period').selectOption({ label: 'Custom range' });
  await page.getByLabel('From', { exact: true }).fill(day(3));
  await page.getByLabel('To', { exact: true }).fill(day(3, 6));
  await expect(page.getByText('2 candidates')).toBeVisible();
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    period: 'custom',
    from: day(3),
    to: day(3, 6),
  });
  expect((await rows(page, 'Hiring funnel')).map((row) => row[1])).toEqual([
    '2',
    '2',
    '1',
    '1',
    '1',
  ]);
  expect(await rows(page, 'Applications per week')).toHaveLength(1);
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(6);

  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('custom');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(day(3));
  await expect(page.getByText('2 candidates')).toBeVisible();
  const csv = await download(
    page,
    page.getByRole('button', { name: 'Download CSV: Hiring funnel' }),
  );
  expect(csv.name).toBe(`hiring-funnel-all-jobs-${day(3)}-to-${day(3, 6)}.csv`);

  // A range that ends before it begins is said, not asked for.
  await page.getByLabel('To', { exact: true }).fill(day(4));
  await expect(page.getByRole('alert').filter({ hasText: 'The first day' })).toHaveText(
    'The first day must not be after the last.',
  );
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByLabel('To', { exact: true }).fill(day(3, 6));
    await expect(page.getByText('2 candidates')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `test-results/reports-range-${label}.png`, { fullPage: true });
  }
});
