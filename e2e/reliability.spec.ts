import { readFile, writeFile } from 'node:fs/promises';
import {
  expect,
  expectAccessible,
  openApp,
  RESTORE_TIMEOUT,
  setChaos,
  test,
  waitForOfflineReady,
} from './fixtures';

const SIMULATED = 'The server is unavailable (simulated failure). Nothing was saved; try again.';

async function apiGet(page: import('@playwright/test').Page, path: string) {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

test('the Backup page: a file that is not a backup and a failed restore change nothing and say why; a slow restore shows it is running, is sent once, and restores the exported data exactly', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await openApp(page, '/backup');
  await expect(page.getByRole('heading', { name: 'Backup and restore' })).toBeVisible();
  await expectAccessible(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^talentflow-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('backup.json');
  await download.saveAs(file);
  const backup = JSON.parse(await readFile(file, 'utf8'));
  expect(backup.format).toBe('talentflow-backup');
  expect(backup.tables.jobs).toHaveLength(25);
  expect(backup.tables.candidates).toHaveLength(1000);

  // Change the data, so that a restore of the file would visibly change it.
  const created = await page.evaluate(
    async () =>
      (
        await fetch('/api/jobs', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'Made after the backup' }),
        })
      ).status,
  );
  expect(created).toBe(201);
  expect((await apiGet(page, '/api/jobs?status=all')).totalCount).toBe(26);
  const before = (await apiGet(page, '/api/backup')).tables;

  await test.step('every write fails: nothing was changed, and nothing was', async () => {
    await setChaos(page, { failureRate: 1 });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Backup file').setInputFiles(file);
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed.' })).toHaveText(
      `${SIMULATED} Nothing was changed.`,
    );
    await expect(page.getByText(/^Restored /)).toHaveCount(0);
    await expect(page.getByLabel('Backup file')).toBeEnabled();
    await setChaos(page, {});
    expect((await apiGet(page, '/api/backup')).tables).toEqual(before);
  });

  await test.step('a file that is not a backup is refused with a clear message', async () => {
    const jobs = await apiGet(page, '/api/jobs?status=all&pageSize=100');
    const bad = testInfo.outputPath('not-a-backup.json');
    await writeFile(
      bad,
      JSON.stringify({
        format: 'talentflow-backup',
        schemaVersion: 99,
        exportedAt: '2026-01-01T00:00:00Z',
        tables: { jobs: [], candidates: [] },
      }),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Backup file').setInputFiles(bad);
    await expect(
      page.getByRole('alert').filter({ hasText: 'newer version of TalentFlow' }),
    ).toBeVisible();
    expect(await apiGet(page, '/api/jobs?status=all&pageSize=100')).toEqual(jobs);

    const notJson = testInfo.outputPath('notes.json');
    await writeFile(notJson, 'this is not json');
    await page.getByLabel('Backup file').setInputFiles(notJson);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'notes.json is not a JSON file. Nothing was changed.' }),
    ).toBeVisible();
    expect((await apiGet(page, '/api/backup')).tables).toEqual(before);
  });

  await test.step('every answer takes 2 s: the restore shows it is running and is sent once', async () => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/backup/restore')
        posts += 1;
    });
    await setChaos(page, { latencyMs: 2000 });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Backup file').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'Restoring…' })).toBeVisible();
    await expect(page.getByLabel('Backup file')).toBeDisabled();
    await expect(page.getByText(/^Restored 25 jobs, 1000 candidates/)).toBeVisible({
      timeout: RESTORE_TIMEOUT,
    });
    await expect(page.getByLabel('Backup file')).toBeEnabled();
    expect(posts).toBe(1);
    await setChaos(page, {});
  });

  expect((await apiGet(page, '/api/jobs?status=all')).totalCount).toBe(25);
  const again = await apiGet(page, '/api/backup');
  expect(again.tables).toEqual(backup.tables);
});

test('an older tab lets a newer version upgrade the database and asks to reload', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  // A newer TalentFlow opening the database at a higher version must not be blocked by this tab.
  const outcome = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('talentflow', 1000);
        request.onblocked = () => resolve('blocked');
        request.onsuccess = () => {
          request.result.close();
          resolve('opened');
        };
        request.onerror = () => resolve('error');
      }),
  );
  expect(outcome).toBe('opened');
  await expect(
    page.getByRole('alert').filter({ hasText: 'TalentFlow was updated in another tab' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('the production build forbids inline script, so injected markup cannot run', async ({
  page,
  consoleErrors,
}) => {
  // Every violation of the policy is an event on the page, even one the app catches itself.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as any).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () => page.evaluate(() => (window as any).__violations as string[]);
  await openApp(page, '/');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  // The app itself runs under the policy without violations of its own.
  await page.getByRole('link', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
  expect(await violations()).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__injected = true');
    img.src = 'data:,';
    document.body.append(img);
    return new Promise((resolve) =>
      setTimeout(() => resolve((window as any).__injected === true), 300),
    );
  });
  expect(ran).toBe(false);
  expect(consoleErrors.some((e) => /Content Security Policy/.test(e))).toBe(true);
  expect((await violations()).length).toBeGreaterThan(0);
});

test.describe('a link followed right after typing in the board search', () => {
  // It waits for the first visit's offline copy, then edits it.
  test.use({ firstVisit: true });
  // The next screen's code is slowed down, so the search box's delayed update would land while the
  // navigation is still loading: it must not cancel where the user asked to go.
  test('on the board opens the profile', async ({ page, context }) => {
    await openApp(page, '/candidates');
    const link = page.getByRole('link', { name: 'View Profile' }).first();
    await expect(link).toBeVisible();
    await waitForOfflineReady(page);
    // The worker serves the app's files from its precache: drop the profile's chunk from it, so the
    // worker fetches it from the network, where the test slows it down.
    const dropped = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (/candidate-profile-page-[^/]*\.js/.test(request.url) && (await cache.delete(request)))
            count += 1;
      }
      return count;
    });
    expect(dropped).toBe(1);
    let slowed = 0;
    await context.route('**/assets/candidate-profile-page-*.js', async (route) => {
      slowed += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill('a');
    await link.click();
    await expect(page).toHaveURL(/\/candidates\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Hiring Timeline' })).toBeVisible();
    expect(slowed).toBe(1);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/candidates\/\d+$/);
  });
});
