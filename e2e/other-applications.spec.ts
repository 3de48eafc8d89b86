import type { Page } from '@playwright/test';
import { checkBothWidths, DESKTOP, expect, openApp, PHONE, test } from './fixtures';
import { getJson, post } from './support/api';

/**
 * One person across jobs in browser mode: the same email applies to two jobs through the apply
 * pages, and each profile lists the other application with its job and stage, linked.
 */

const EMAIL = 'morgan.multiple@example.org';
// A long title, so the list shows how it wraps on a phone.
const PORTER = 'Night Porter, Accident and Emergency Department (weekends and bank holidays)';
const NURSE = 'Ward Nurse';

/** Applies through the job's apply page, as an applicant would. */
async function applyTo(page: Page, jobId: number, name: string) {
  await page.goto(`/jobs/${jobId}/apply`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

async function candidateOf(page: Page, jobId: number): Promise<{ id: number }> {
  const { candidates } = await getJson<{ candidates: Array<{ id: number; email: string }> }>(
    page,
    `/api/candidates?jobId=${jobId}&pageSize=100`,
  );
  expect(candidates.map((c) => c.email)).toEqual([EMAIL]);
  return candidates[0]!;
}

const otherApplications = (page: Page) => page.getByRole('region', { name: 'Other applications' });

test('a profile lists the same person’s application to another job, and its link opens that profile', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await openApp(page);
  const nurse = await post<{ id: number }>(page, '/api/jobs', { title: NURSE });
  const porter = await post<{ id: number }>(page, '/api/jobs', { title: PORTER });
  await applyTo(page, nurse.id, 'Morgan Multiple');
  await applyTo(page, porter.id, 'Morgan M.');
  const first = await candidateOf(page, nurse.id);
  const second = await candidateOf(page, porter.id);
  // The porter application has moved on: the list shows each application's own stage.
  await post(page, `/api/candidates/${second.id}`, { stage: 'screen' }, 'PATCH');

  await openApp(page, `/candidates/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Multiple' })).toBeVisible();
  const list = otherApplications(page).getByRole('list', { name: 'Other applications' });
  const item = list.getByRole('listitem');
  await expect(item).toHaveCount(1);
  const link = item.getByRole('link', { name: PORTER });
  await expect(link).toHaveAttribute('href', `/candidates/${second.id}`);
  await expect(item.locator('.stage-badge')).toHaveText('Screen');
  await expect(item).toContainText('as Morgan M.');

  await checkBothWidths(page, testInfo.outputPath('profile'));
  // Nothing runs off the side of a phone's screen.
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  // On a phone the section is folded under its heading until opened.
  const toggle = otherApplications(page).getByRole('button', { name: 'Other applications' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(item).toBeVisible();
  const box = (await item.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan M.' })).toBeVisible();
  // Back on a wide screen, where no section folds.
  await page.setViewportSize(DESKTOP);
  const back = otherApplications(page).getByRole('link', { name: NURSE, exact: true });
  await expect(back).toHaveAttribute('href', `/candidates/${first.id}`);
  await expect(otherApplications(page).locator('.stage-badge')).toHaveText('Applied');
  await checkBothWidths(page, testInfo.outputPath('other-profile'));
  expect(consoleErrors).toEqual([]);
});
