import type { Page } from '@playwright/test';
import {
  checkBothWidths,
  expect,
  expectAccessible,
  openApp,
  setChaos,
  shot,
  test,
} from './fixtures';
import {
  cardTitles,
  jobCard as card,
  dragJob as dragCard,
  jobList,
  jobsFromApi,
  openDashboard,
} from './support/jobs';

const topPages = (page: Page) => page.getByRole('navigation', { name: 'Job pages, top' });
const bottomPages = (page: Page) => page.getByRole('navigation', { name: 'Job pages, bottom' });

test.describe('jobs dashboard', () => {
  test('lists the first page of jobs as cards with pagination above and below', async ({
    page,
  }, testInfo) => {
    await openDashboard(page);
    const jobs = await jobsFromApi(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Create Job' })).toBeVisible();
    expect(await cardTitles(page)).toEqual(jobs.slice(0, 10).map((j) => j.title));

    const first = jobs[0]!;
    const firstCard = card(page, first.title);
    await expect(firstCard.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/jobs/${first.id}`,
    );
    await expect(firstCard.getByText(`Order: ${first.order}`)).toBeVisible();
    await expect(firstCard.getByText(first.status, { exact: true })).toBeVisible();
    for (const tag of first.tags)
      await expect(firstCard.getByText(tag, { exact: true })).toBeVisible();
    await expect(
      firstCard.getByRole('button', {
        name: first.status === 'active' ? 'Archive' : 'Unarchive',
        exact: true,
      }),
    ).toBeVisible();
    await expect(firstCard.getByRole('button', { name: 'Edit' })).toBeVisible();

    for (const nav of [topPages(page), bottomPages(page)]) {
      await expect(nav.getByText('Page 1 of 3')).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
    }
    await shot(page, testInfo.outputPath('dashboard.png'), { fullPage: true });

    await bottomPages(page).getByRole('button', { name: 'Next' }).click();
    await expect(topPages(page).getByText('Page 2 of 3')).toBeVisible();
    await topPages(page).getByRole('button', { name: 'Next' }).click();
    await expect(bottomPages(page).getByText('Page 3 of 3')).toBeVisible();
    await expect.poll(() => cardTitles(page)).toEqual(jobs.slice(20).map((j) => j.title));
    await expect(topPages(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(bottomPages(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page).toHaveURL(/\?page=3$/);
  });

  test('keeps filters and page in the URL through reload, back/forward and a shared link', async ({
    page,
  }) => {
    await openDashboard(page);
    const active = await jobsFromApi(page, 'active');
    const engineers = (await jobsFromApi(page)).filter((j) => /engineer/i.test(j.title));
    expect(engineers.length).toBeGreaterThan(0);

    await topPages(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    // Any filter change returns to page 1.
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/\?status=active$/);
    await expect.poll(() => cardTitles(page)).toEqual(active.slice(0, 10).map((j) => j.title));

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByLabel('Status')).toHaveValue('all');
    await expect(topPages(page).getByText('Page 2 of 3')).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('Status')).toHaveValue('active');

    await page.getByLabel('Search by title').pressSequentially('engineer', { delay: 40 });
    await expect(page).toHaveURL(/search=engineer/);
    const expected = engineers.filter((j) => j.status === 'active').map((j) => j.title);
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 10));

    await page.reload();
    await expect(page.getByLabel('Search by title')).toHaveValue('engineer');
    await expect(page.getByLabel('Status')).toHaveValue('active');
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 10));

    const shared = await page.context().newPage();
    await openApp(shared, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(shared.getByLabel('Search by title')).toHaveValue('engineer');
    await expect.poll(() => cardTitles(shared)).toEqual(expected.slice(0, 10));
    await shared.close();
  });

  test('searches by tag and shows an empty page when nothing matches', async ({ page }) => {
    await openDashboard(page);
    const tag = (await jobsFromApi(page))[0]!.tags[0]!;
    const tagged = (await jobsFromApi(page)).filter((j) =>
      j.tags.some((t) => t.toLowerCase().includes(tag.toLowerCase())),
    );
    await page.getByLabel('Search by tag').fill(tag);
    await expect.poll(() => cardTitles(page)).toEqual(tagged.slice(0, 10).map((j) => j.title));

    await page.getByLabel('Search by title').fill('no such job anywhere');
    await expect(page.getByRole('heading', { name: 'No jobs match these filters' })).toBeVisible();
    for (const nav of [topPages(page), bottomPages(page)]) {
      await expect(nav.getByText('Page 1 of 1')).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    }
    await page
      .getByRole('region', { name: 'Job postings' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(jobList(page).getByRole('article')).toHaveCount(10);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('job form', () => {
  test('creates a job: focus, required title, trimmed tags, Escape and focus return; the dashboard and the form have no serious accessibility violations', async ({
    page,
  }, testInfo) => {
    await openDashboard(page);
    await expectAccessible(page);
    const opener = page.getByRole('button', { name: '+ Create Job' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await dialog.getByLabel('Tags', { exact: true }).fill(' Engineering ,, Remote , ');
    await shot(page, testInfo.outputPath('job-form.png'));
    await dialog.getByLabel('Title').pressSequentially('Principal Engineer');
    await expect(dialog.getByText('Title is required.')).toBeHidden();
    await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        'Created “Principal Engineer” as a draft. Publish it when it is ready for applicants.',
      ),
    ).toBeVisible();

    const created = (await jobsFromApi(page)).at(-1)!;
    expect(created).toMatchObject({
      title: 'Principal Engineer',
      tags: ['Engineering', 'Remote'],
      status: 'draft',
      order: 25,
    });
    await bottomPages(page).getByRole('button', { name: 'Next' }).click();
    await bottomPages(page).getByRole('button', { name: 'Next' }).click();
    await expect(card(page, 'Principal Engineer')).toContainText('Order: 25');
  });
});

test('an archived job’s page offers to reject its open candidates, with a reason, in one request', async ({
  page,
}, testInfo) => {
  await openDashboard(page);
  const job = (await jobsFromApi(page)).find((j) => j.status === 'active')!;
  // Archiving stays one click.
  await card(page, job.title).getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(card(page, job.title).getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await card(page, job.title).getByRole('link', { name: job.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const section = page.getByRole('region', { name: 'Open candidates' });
  const offer = section.getByRole('button', { name: /^Reject \d+ candidates?…$/ });
  await expect(offer).toBeVisible();
  const open = Number(/\d+/.exec((await offer.textContent()) ?? '')![0]);
  expect(open).toBeGreaterThan(0);
  await checkBothWidths(page, testInfo.outputPath('open-candidates'));
  await offer.click();
  const dialog = page.getByRole('dialog', { name: /^Reject \d+ candidates?\?$/ });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Position filled');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^Reject \d+ candidates?$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    `Rejected ${open} candidate${open === 1 ? '' : 's'}.`,
  );
  await expect(offer).toHaveCount(0);
  const counts = await page.evaluate(
    async (id) => (await (await fetch(`/api/candidates/stage-counts?jobId=${id}`)).json()).counts,
    job.id,
  );
  expect([counts.applied, counts.screen, counts.tech, counts.offer]).toEqual([0, 0, 0, 0]);
});

test.describe('archive and unarchive', () => {
  test('toggles at once and is saved', async ({ page }) => {
    await openDashboard(page);
    const job = (await jobsFromApi(page)).find((j) => j.status === 'active')!;
    const jobCard = card(page, job.title);
    await jobCard.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(jobCard.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    await expect(jobCard.getByText('archived', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page, job.title).getByRole('button', { name: 'Unarchive' })).toBeVisible();

    await card(page, job.title).getByRole('button', { name: 'Unarchive' }).click();
    await expect(
      card(page, job.title).getByRole('button', { name: 'Archive', exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await jobsFromApi(page)).find((j) => j.id === job.id)?.status)
      .toBe('active');
  });
});

test.describe('reordering', () => {
  test('by pointer: the list reorders at once, PATCH /jobs/reorder sends zero-based positions, and it survives a reload', async ({
    page,
  }) => {
    await openDashboard(page);
    const [a, b, c, ...rest] = (await jobsFromApi(page)).slice(0, 10);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/jobs/reorder') && r.method() === 'PATCH',
    );
    await dragCard(page, a!.title, card(page, c!.title));
    const expected = [b!, c!, a!, ...rest].map((j) => j.title);
    expect(await cardTitles(page)).toEqual(expected);
    expect((await sent).postDataJSON()).toEqual({
      jobsToUpdate: [
        { id: b!.id, order: 0 },
        { id: c!.id, order: 1 },
        { id: a!.id, order: 2 },
      ],
    });
    await expect(card(page, a!.title).getByText('Order: 2')).toBeVisible();
    await expect(page.getByText('Saving new order…')).toBeHidden();
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(expected);
  });

  test('by keyboard: Space, arrows, Space, with announcements, and it survives a reload', async ({
    page,
  }) => {
    await openDashboard(page);
    const [a, b, c, d, ...rest] = (await jobsFromApi(page)).slice(0, 10);
    const handle = page.getByRole('button', { name: `Reorder ${b!.title}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(`Picked up ${b!.title}. It is in position 2 of 10.`),
    ).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${b!.title} was moved into position 3 of 10.`)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${b!.title} was moved into position 4 of 10.`)).toBeAttached();
    await page.keyboard.press('Space');
    const expected = [a!, c!, d!, b!, ...rest].map((j) => j.title);
    await expect.poll(() => cardTitles(page)).toEqual(expected);
    await expect(page.getByText('Saving new order…')).toBeHidden();
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(expected);
    await expect(card(page, b!.title).getByText('Order: 3')).toBeVisible();
  });

  test('while dragging, cards slide over 200 ms and the page scrolls near the bottom edge', async ({
    page,
  }) => {
    await openDashboard(page);
    const [first, second] = await cardTitles(page);
    const handle = page.getByRole('button', { name: `Reorder ${first}`, exact: true });
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, box.y + box.height / 2 + 20, { steps: 4 });
    const duration = await card(page, second!).evaluate(
      (el) => getComputedStyle(el.closest('li')!).transitionDuration,
    );
    expect(duration).toBe('0.2s');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const viewport = page.viewportSize()!;
    await page.mouse.move(x, viewport.height - 4, { steps: 10 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.mouse.up();
  });

  test('in a filtered view keeps the global order consistent', async ({ page }) => {
    await openDashboard(page, '/?status=archived');
    const all = await jobsFromApi(page);
    const archived = all.filter((j) => j.status === 'archived');
    expect(archived.length).toBeGreaterThan(2);
    await expect.poll(() => cardTitles(page)).toEqual(archived.slice(0, 10).map((j) => j.title));
    await dragCard(page, archived[2]!.title, card(page, archived[0]!.title));
    await expect(page.getByText('Saving new order…')).toBeHidden();
    const moved = [archived[2]!, archived[0]!, archived[1]!, ...archived.slice(3)];
    await expect
      .poll(async () => (await jobsFromApi(page, 'archived')).map((j) => j.id))
      .toEqual(moved.map((j) => j.id));

    const after = await jobsFromApi(page);
    // Orders stay unique, the active jobs keep theirs, and the archived ones share out the same values.
    expect(new Set(after.map((j) => j.order)).size).toBe(after.length);
    for (const job of all.filter((j) => j.status === 'active'))
      expect(after.find((j) => j.id === job.id)?.order).toBe(job.order);
    expect(after.filter((j) => j.status === 'archived').map((j) => j.order)).toEqual(
      archived.map((j) => j.order),
    );
  });

  test("a stale view (409) is put back, shows the server's message and reloads", async ({
    page,
  }) => {
    await openDashboard(page);
    const jobs = await jobsFromApi(page);
    const [a, b] = jobs;
    const k = jobs[10]!;
    // Meanwhile, another writer this tab never heard from swaps the second job with the first of
    // page 2: written straight into the database, so no change message reaches the page.
    await page.evaluate(
      ({ first, second }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('talentflow');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('jobs', 'readwrite');
            const jobs = tx.objectStore('jobs');
            jobs.put({ ...first.job, order: second.job.order });
            jobs.put({ ...second.job, order: first.job.order });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { first: { job: b! }, second: { job: k } },
    );
    const conflict = page.waitForResponse(
      (r) => r.url().endsWith('/api/jobs/reorder') && r.request().method() === 'PATCH',
    );
    await dragCard(page, a!.title, card(page, b!.title));
    const response = await conflict;
    expect(response.status()).toBe(409);
    const { error } = (await response.json()) as { error: { message: string } };
    await expect(page.getByRole('alert').filter({ hasText: error.message })).toBeVisible();
    // Reloaded: the server's order, with the other tab's change.
    await expect
      .poll(() => cardTitles(page))
      .toEqual([a!, k, ...jobs.slice(2, 10)].map((j) => j.title));
  });
});

test.describe('job page', () => {
  test("shows the job with links to apply, the assessment and back to the filtered board, and 'Job not found.' for a job that does not exist", async ({
    page,
  }, testInfo) => {
    await openDashboard(page, '/?status=active');
    const job = (await jobsFromApi(page, 'active'))[0]!;
    await setChaos(page, { latencyMs: 2000 });
    await card(page, job.title).getByRole('link', { name: job.title }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading job details...' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await setChaos(page, { latencyMs: 0 });
    await expect(page.getByText('active', { exact: true })).toBeVisible();
    for (const tag of job.tags)
      await expect(
        page.getByRole('list', { name: `Tags of ${job.title}` }).getByText(tag),
      ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/jobs/${job.id}/apply`,
    );
    await expect(page.getByRole('link', { name: 'Manage Assessment' })).toHaveAttribute(
      'href',
      `/jobs/${job.id}/assessment`,
    );
    await shot(page, testInfo.outputPath('job-page.png'), { fullPage: true });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Jobs Board' }).click();
    await expect(page).toHaveURL(/\/\?status=active$/);
    await expect(page.getByLabel('Status')).toHaveValue('active');

    await card(page, job.title).getByRole('link', { name: job.title }).click();
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await page.goBack();
    await page.getByRole('link', { name: 'Manage Assessment' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/assessment$`));

    await openApp(page, '/jobs/99999');
    await expect(page.getByText('Job not found.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Jobs Board' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeVisible();
  });
});
