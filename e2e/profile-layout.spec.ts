import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, openApp, shot, test } from './fixtures';
import { post } from './support/api';
import { minimalPdf } from './support/files';

const SHOTS = 'test-results/profile-layout-shots';
mkdirSync(SHOTS, { recursive: true });

/** Hana in the technical stage, with an interview to score and a PDF résumé. */
async function hanaWithResume(page: Page): Promise<number> {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Harbour Pilot' });
  const hana = await post<{ id: number }>(page, '/api/candidates', {
    name: 'Hana Hand',
    email: 'hana@example.com',
    jobId: job.id,
    stage: 'tech',
    source: 'referral',
  });
  await post(page, `/api/candidates/${hana.id}/interviews`, {
    planInterviewId: 'technical-interview',
    startsAt: '2026-12-01T10:30:00Z',
    durationMinutes: 60,
    interviewerIds: [1, 2],
  });
  await page.goto(`/candidates/${hana.id}`);
  const files = page.getByRole('region', { name: 'Résumé' });
  await files.getByLabel('Attach a résumé').setInputFiles({
    name: 'Hana CV.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Licensed harbour pilot since 2015'),
  });
  await expect(files.getByRole('status')).toHaveText('Attached Hana CV.pdf.');
  return hana.id;
}

const profileHeight = (page: Page) =>
  page.locator('.profile-page').evaluate((node) => node.getBoundingClientRect().height);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on a phone the profile’s sections fold, and the sections menu jumps to the résumé and opens it', async ({
  page,
}) => {
  const id = await hanaWithResume(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/candidates/${id}`);
  const menu = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(menu.getByRole('link')).toHaveText([
    'Notes',
    'Hiring Timeline',
    'Other applications',
    'Offer',
    'Interviews',
    'Scorecards',
    'Résumé',
    'Assessment answers',
  ]);
  const files = page.getByRole('region', { name: 'Résumé' });
  const toggle = (name: string) =>
    page.getByRole('region', { name }).getByRole('button', { name, exact: true });
  await expect(toggle('Notes')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle('Interviews')).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');
  await expect(files.getByRole('button', { name: 'View Hana CV.pdf' })).toBeHidden();
  // A folded section is its heading alone.
  for (const name of ['Other applications', 'Interviews', 'Scorecards', 'Résumé']) {
    const box = (await page.getByRole('region', { name }).boundingBox())!;
    expect(box.height).toBeLessThan(80);
  }
  const folded = await profileHeight(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/folded-phone.png`, { fullPage: true });

  await menu.getByRole('link', { name: 'Résumé' }).click();
  await expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle('Résumé')).toBeFocused();
  await expect(files.getByRole('button', { name: 'View Hana CV.pdf' })).toBeInViewport();
  await shot(page, `${SHOTS}/resume-phone.png`);

  // Every section open, as the profile was before it folded: even for a new candidate with one
  // interview and no scorecards yet, the folded profile is under 70% of that height.
  for (const name of ['Other applications', 'Interviews', 'Scorecards', 'Assessment answers']) {
    await toggle(name).click();
    await expect(toggle(name)).toHaveAttribute('aria-expanded', 'true');
  }
  const unfolded = await profileHeight(page);
  expect(folded).toBeLessThan(unfolded * 0.7);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/unfolded-phone.png`, { fullPage: true });

  // A heading folds its section again.
  await toggle('Résumé').click();
  await expect(toggle('Résumé')).toHaveAttribute('aria-expanded', 'false');
  await expect(files.getByRole('button', { name: 'View Hana CV.pdf' })).toBeHidden();
});

test('on a wide screen the résumé stays beside the scorecard being written, and nothing folds', async ({
  page,
}) => {
  const id = await hanaWithResume(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/candidates/${id}`);
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toHaveCount(0);
  const interviews = page.getByRole('region', { name: 'Interviews' });
  const files = page.getByRole('region', { name: 'Résumé' });
  await expect(interviews.getByRole('heading', { name: 'Interviews' })).toBeVisible();
  await expect(interviews.getByRole('button', { name: 'Interviews', exact: true })).toHaveCount(0);
  // No form open: the résumé is below the interviews, as before.
  let interviewsBox = (await interviews.boundingBox())!;
  let filesBox = (await files.boundingBox())!;
  expect(filesBox.y).toBeGreaterThan(interviewsBox.y + interviewsBox.height - 1);
  await shot(page, `${SHOTS}/no-form-desktop.png`, { fullPage: true });

  await interviews.getByRole('button', { name: 'Scorecard: Technical interview' }).click();
  const form = interviews.getByRole('form', { name: /Scorecard: Technical interview/ });
  await expect(form).toBeVisible();
  await files.getByRole('button', { name: 'View Hana CV.pdf' }).click();
  await expect(files.getByRole('region', { name: 'Hana CV.pdf' }).locator('canvas')).toBeVisible();
  const formBox = (await form.boundingBox())!;
  filesBox = (await files.boundingBox())!;
  expect(filesBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  expect(filesBox.y).toBeLessThan(formBox.y + formBox.height);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/scorecard-desktop.png`);

  // Scrolled down to the form's last question, the résumé is still in view beside it.
  await form.getByRole('button', { name: 'Submit scorecard' }).scrollIntoViewIfNeeded();
  await expect(files.getByRole('heading', { name: 'Résumé' })).toBeInViewport();
  interviewsBox = (await interviews.boundingBox())!;
  filesBox = (await files.boundingBox())!;
  expect(filesBox.x).toBeGreaterThanOrEqual(interviewsBox.x + interviewsBox.width);
  await shot(page, `${SHOTS}/scorecard-desktop-scrolled.png`);
});
