import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';

/**
 * A phone (390×844): no screen scrolls sideways; the board scrolls its columns inside itself; the
 * navigation folds behind a Menu button; the applicant's pages show no recruiter navigation.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The page is no wider than the window; on failure, names the elements that stick out. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    const culprits =
      wide <= width
        ? []
        : [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => el.getBoundingClientRect().right > width + 0.5)
            .slice(0, 8)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { width, wide, culprits };
  });
  expect(overflow, screen).toEqual({ width: overflow.width, wide: overflow.width, culprits: [] });
  expect(overflow.wide).toBeLessThanOrEqual(overflow.width);
}

/** Opens the app (seeded on first visit); on a phone the navigation waits behind the Menu button. */
async function openOnPhone(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ timeout: 30_000 });
}

async function firstId(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const body = (await (await fetch(url)).json()) as {
      jobs?: Array<{ id: number }>;
      candidates?: Array<{ id: number }>;
    };
    return (body.jobs ?? body.candidates)![0]!.id;
  }, path);
}

test('the recruiter screens fit the phone, and the navigation folds into a menu', async ({
  page,
}, testInfo) => {
  await openOnPhone(page);
  await expect(page.getByRole('heading', { name: 'Jobs Dashboard - Test' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'jobs dashboard');

  // The links sit behind the Menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Candidates' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'open menu');
  await shot(page, testInfo.outputPath('phone-menu.png'));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await page.getByRole('button', { name: '+ Create Job' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page, 'create job modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const jobId = await firstId(page, '/api/jobs?page=1&pageSize=1&status=all');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'job page');

  await page.goto(`/jobs/${jobId}/assessment`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'assessment builder');

  // Following a link from the menu closes it.
  await menu.click();
  await nav.getByRole('link', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  const board = page.locator('.board');
  await expect(board.locator('.board-column').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'board');
  const sizes = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await shot(page, testInfo.outputPath('phone-board.png'));

  const candidateId = await firstId(page, '/api/candidates?page=1&pageSize=1');
  await page.goto(`/candidates/${candidateId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'candidate profile');

  await page.goto('/backup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'backup');

  await page.goto(`/reports?job=${jobId}`);
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(6);
  await expectNoSidewaysScroll(page, 'reports');
  // All jobs: the job choice holds every title, the longest of them too, while loading and after.
  await page.goto('/reports');
  await expectNoSidewaysScroll(page, 'reports while loading');
  await expect(page.getByLabel('Job').locator('option')).not.toHaveCount(1);
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(6);
  await expectNoSidewaysScroll(page, 'reports of all jobs');
  await shot(page, testInfo.outputPath('phone-reports.png'), { fullPage: true });
});

test('the applicant pages fit the phone and show no recruiter navigation', async ({
  page,
}, testInfo) => {
  await openOnPhone(page);
  const jobId = await page.evaluate(async () => {
    const res = await fetch('/api/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Phone Posting', location: 'Lisbon' }),
    });
    return ((await res.json()) as { id: number }).id;
  });

  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'careers');

  await page.goto(`/jobs/${jobId}/apply`);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'apply');
  await shot(page, testInfo.outputPath('phone-apply.png'), { fullPage: true });

  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill('ada.lovelace@example.com');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'thank you');
});
