import { E2E_SEED, expect, openApp, test, waitForOfflineReady } from './fixtures';
import { getJson, post } from './support/api';
import {
  apiCandidate,
  candidateCard,
  column,
  firstIn,
  LABEL,
  moveButtonName,
  moveMenuName,
} from './support/candidates';

/** Browser mode's home: the API answered by the app's own service worker, which also keeps the app shell. */

// What a first visit does (install, seed, the offline copy): these tests start from a browser
// that never opened TalentFlow. The worker's own life after that, further down, is tested where
// a first visit left it (e2e/fixtures.ts), as a returning user finds it.
test.describe('a first visit', () => {
  test.use({ firstVisit: true });

  test('after the first visit the app opens and works with the network off', async ({
    page,
    context,
  }) => {
    await openApp(page, '/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const [withAssessment] = (
      await getJson<{ jobs: Array<{ id: number; title: string; status: string }> }>(
        page,
        '/api/jobs?status=active&pageSize=1',
      )
    ).jobs;

    await waitForOfflineReady(page);
    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/favicon.svg?offline-check', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();

    // Jobs
    await expect(page.getByRole('heading', { name: 'Jobs Dashboard - Test' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await page.getByRole('link', { name: withAssessment!.title, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: withAssessment!.title }),
    ).toBeVisible();

    // The applicant form of the first active job (a seeded assessment).
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.getByLabel('What is your full name?')).toBeVisible();

    // The board, a move, and the profile (from the job page: the applicant's page has no navigation).
    await page.goBack();
    await page.getByRole('link', { name: 'Candidates' }).click();
    await expect(column(page, 'applied')).toBeVisible();
    const candidate = await firstIn(page, 'screen');
    const card = candidateCard(page, candidate.id, 'screen');
    await card.getByRole('button', { name: moveButtonName(candidate) }).click();
    await page
      .getByRole('menu', { name: moveMenuName(candidate) })
      .getByRole('menuitem', { name: LABEL.tech })
      .click();
    await expect(candidateCard(page, candidate.id, 'tech')).toBeVisible();
    await expect.poll(async () => (await apiCandidate(page, candidate.id)).stage).toBe('tech');
    await candidateCard(page, candidate.id, 'tech')
      .getByRole('link', { name: 'View Profile' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hiring Timeline' }).getByText(/Moved from Screen to Tech/),
    ).toBeVisible();

    // Still offline: nothing of this reached the network.
    expect(
      await page.evaluate(() =>
        fetch('/favicon.svg?offline-check-2', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await context.setOffline(false);
  });

  test('two tabs opened at once on a first visit seed the sample data once', async ({
    context,
  }) => {
    await context.addInitScript(
      (seed) => localStorage.setItem('talentflow:seed', String(seed)),
      E2E_SEED,
    );
    const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([openApp(first!, '/'), openApp(second!, '/candidates')]);
    const counts = async () => ({
      jobs: (await getJson<{ totalCount: number }>(first!, '/api/jobs?status=all')).totalCount,
      candidates: (await getJson<{ totalCount: number }>(second!, '/api/candidates?pageSize=1'))
        .totalCount,
      assessments: (await getJson<{ tables: { assessments: unknown[] } }>(first!, '/api/backup'))
        .tables.assessments.length,
    });
    expect(await counts()).toEqual({ jobs: 25, candidates: 1000, assessments: 3 });
  });
});

test('every path under /api is answered by the worker as JSON, never by the network or the app page', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  const network: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api') && request.serviceWorker())
      network.push(request.url());
  });
  for (const path of ['/api', '/api/', '/api/nothing', '/api/jobs/1/nothing']) {
    const answer = await page.evaluate(async (p) => {
      const response = await fetch(p);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      };
    }, path);
    expect(answer).toEqual({
      status: 404,
      type: expect.stringMatching(/application\/json/),
      body: { error: { code: 'not_found', message: `No such endpoint: GET ${path}` } },
    });
  }
  expect(network).toEqual([]);
});

test('the worker script is served under the Content-Security-Policy: no inline script, no eval', async ({
  page,
}) => {
  await openApp(page, '/');
  const response = await page.request.get('/sw.js');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

test('writes from a page of an older build are refused until it reloads', async ({ page }) => {
  await openApp(page, '/');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-TalentFlow-Build': 'an-older-build' },
      body: JSON.stringify({ title: 'From an old tab' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer).toEqual({
    status: 409,
    body: {
      error: {
        code: 'stale_page',
        message:
          'TalentFlow was updated in another tab. Reload this tab to keep working; nothing you saved is lost.',
      },
    },
  });
  expect((await post<{ title: string }>(page, '/api/jobs', { title: 'From this tab' })).title).toBe(
    'From this tab',
  );
});

test('when a newer worker takes over, an open tab asks to reload', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: 'Jobs Dashboard - Test' })).toBeVisible();
  // A newer worker for the same scope (here: the same script under another address) installs, takes
  // over at once and claims the open tabs, as a new deployment's worker does.
  await page.evaluate(() =>
    navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }),
  );
  const banner = page.getByRole('alert').filter({
    hasText:
      'TalentFlow was updated in another tab. Reload this tab to keep working; nothing you saved is lost.',
  });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The tab still reads: what it shows stays usable until the user reloads.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('when the browser removes the data, the app says so and writes nothing into a new database', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  const deleted = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase('talentflow');
        request.onsuccess = () => resolve('deleted');
        request.onblocked = () => resolve('blocked');
        request.onerror = () => resolve('error');
      }),
  );
  expect(deleted).toBe('deleted');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The TalentFlow data in this browser was removed' }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing you saved is lost' }),
  ).toHaveCount(0);
  const write = await post<{ error: { code: string } }>(page, '/api/jobs', {
    title: 'Into nowhere',
  });
  expect(write.error.code).toBe('database_removed');
  const exists = await other.evaluate(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'talentflow'),
  );
  expect(exists).toBe(false);
});
