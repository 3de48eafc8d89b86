import { expect, expectAccessible, openApp, test } from './fixtures';

// One walk through the shell: each check here would otherwise pay for a browser of its own.
test('the shell: the sample data seeded once (a reload does not seed again), both sections reached, each tab named, unknown paths not found, no accessibility violations or warnings', async ({
  page,
  consoleWarnings,
}) => {
  await test.step('the first start seeds the sample data and shows the jobs dashboard', async () => {
    await openApp(page, '/');
    await expect(page.getByRole('heading', { name: 'Jobs Dashboard - Test' })).toBeVisible();
    await expect(page).toHaveTitle('Jobs · TalentFlow');
    const counts = await page.evaluate(async () => {
      const res = await fetch('/api/jobs?page=1&pageSize=100&status=all');
      const jobs = (await res.json()) as { totalCount: number };
      const cands = (await (await fetch('/api/candidates?pageSize=1000')).json()) as {
        totalCount: number;
      };
      return { jobs: jobs.totalCount, candidates: cands.totalCount };
    });
    expect(counts).toEqual({ jobs: 25, candidates: 1000 });
    await expectAccessible(page);
  });

  await test.step('a reload does not seed again', async () => {
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Kept After Reload' }),
      });
      return res.status;
    });
    expect(created).toBe(201);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const total = await page.evaluate(
      async () =>
        ((await (await fetch('/api/jobs?status=all')).json()) as { totalCount: number }).totalCount,
    );
    expect(total).toBe(26);
  });

  await test.step('the navigation reaches both sections, each named in the tab', async () => {
    await page.getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL(/\/candidates$/);
    await expect(page).toHaveTitle('Candidates · TalentFlow');
    // A page load straight onto a lazy screen (the router's first render has no screen yet).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Jobs Dashboard - Test' })).toBeVisible();
    await expect(page).toHaveTitle('Jobs · TalentFlow');
  });

  await test.step('unknown paths show a not-found page', async () => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · TalentFlow');
  });

  expect(consoleWarnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
