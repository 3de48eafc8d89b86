import { mkdirSync } from 'node:fs';
import type { Job } from '@/domain/types';
import { expect, expectAccessible, shot, test } from './fixtures';
import { getJson } from './support/api';
import { column, openBoard } from './support/candidates';

const SHOTS = 'test-results/add-candidate-shots';
mkdirSync(SHOTS, { recursive: true });

const RITA = { name: 'Rita Referral', email: 'rita.referral@example.com', phone: '+49 30 1234567' };

test('a candidate added by hand, and the duplicate refused', async ({ page, consoleErrors }) => {
  await openBoard(page);
  const [job] = (await getJson<{ jobs: Job[] }>(page, '/api/jobs?status=active&pageSize=1'))
    .jobs as [Job];

  // Add Rita by hand: the dialog is labelled, and passes axe.
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill(RITA.name);
  await dialog.getByLabel('Email').fill(RITA.email.toUpperCase());
  await dialog.getByLabel('Phone').fill(RITA.phone);
  await dialog.getByLabel('Job').selectOption({ label: job.title });
  await dialog.getByLabel('Source').selectOption({ label: 'Referral' });
  await expectAccessible(page);
  await shot(page, `${SHOTS}/dialog.png`);
  await dialog.getByRole('button', { name: 'Add candidate' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Added ${RITA.name} to “${job.title}”.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill(RITA.email);
  const card = column(page, 'applied')
    .locator('[data-candidate-id]')
    .filter({ hasText: RITA.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(RITA.email);
  await expect(card).toContainText(job.title);
  const id = Number(await card.getAttribute('data-candidate-id'));

  // The profile shows the phone, to call, and the source; the timeline says how they came.
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: RITA.name })).toBeVisible();
  await expect(page.getByRole('link', { name: RITA.phone })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(page.locator('.profile-facts')).toContainText('Referral');
  await expect(
    page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem'),
  ).toHaveText([/Added by hand \(referral\)/]);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/profile.png`);

  // The details are edited in place: a misspelt name is corrected, the phone and source changed.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const details = page.getByRole('form', { name: 'Candidate details' });
  await expect(details.getByLabel('Name')).toBeFocused();
  await expect(details.getByLabel('Email')).toHaveValue(RITA.email);
  await details.getByLabel('Name').fill('Rita Referal');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Referal' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit details' }).click();
  await details.getByLabel('Name').fill(RITA.name);
  await details.getByLabel('Phone').fill('+49 30 7654321');
  await details.getByLabel('Source').selectOption({ label: 'Sourced' });
  await expectAccessible(page);
  await shot(page, `${SHOTS}/profile-edit.png`);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('link', { name: '+49 30 7654321' })).toHaveAttribute(
    'href',
    'tel:+49307654321',
  );
  await expect(page.locator('.profile-facts')).toContainText('Sourced');
  await page.reload();
  await expect(page.getByRole('link', { name: '+49 30 7654321' })).toBeVisible();

  // The same email on the same job is refused, with a way to the candidate already there.
  await page.getByRole('link', { name: /Back to Candidates/ }).click();
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await dialog.getByLabel('Name').fill('Rita Again');
  await dialog.getByLabel('Email').fill(RITA.email);
  await dialog.getByLabel('Job').selectOption({ label: job.title });
  await dialog.getByLabel('Source').selectOption({ label: 'Agency' });
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'already on this job' });
  await expect(refusal).toHaveText(
    'A candidate with this email is already on this job. Open the existing candidate',
  );
  await expect(dialog.getByLabel('Name')).toHaveValue('Rita Again');
  await expectAccessible(page);
  await shot(page, `${SHOTS}/duplicate.png`);
  await refusal.getByRole('link', { name: 'Open the existing candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: RITA.name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const total = await getJson<{ totalCount: number }>(
    page,
    `/api/candidates?jobId=${job.id}&search=${encodeURIComponent(RITA.email)}`,
  );
  expect(total.totalCount).toBe(1);
  // The refused add is the one failed load; nothing else went wrong.
  expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
});
