import { mkdirSync } from 'node:fs';
import { checkBothWidths, expect, openApp, test } from './fixtures';

const SHOTS = 'test-results/settings-shots';
mkdirSync(SHOTS, { recursive: true });

test('the recruiter keeps the rejection reasons: reordered and renamed by keyboard, kept after a reload', async ({
  page,
}) => {
  await openApp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Rejection reasons' });
  await expect(form.getByRole('textbox')).toHaveCount(6);
  await form.getByRole('button', { name: 'Move reason 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Reason 2', { exact: true })).toHaveValue('Hired elsewhere');
  await form.getByRole('button', { name: 'Add a reason' }).click();
  await expect(form.getByLabel('Reason 7', { exact: true })).toBeFocused();
  await page.keyboard.type('No work permit');
  await checkBothWidths(page, `${SHOTS}/rejection-reasons`);
  await form.getByRole('button', { name: 'Save rejection reasons' }).click();
  await expect(form.getByRole('status')).toHaveText('Rejection reasons saved.');
  await page.reload();
  await expect(form.getByRole('textbox')).toHaveCount(7);
  await expect(form.getByLabel('Reason 7', { exact: true })).toHaveValue('No work permit');
  await expect(form.getByLabel('Reason 2', { exact: true })).toHaveValue('Hired elsewhere');
});
