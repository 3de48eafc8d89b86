import { mkdirSync } from 'node:fs';
import { DESKTOP, expect, expectAccessible, openApp, PHONE, shot, test } from './fixtures';

const SHOTS = 'test-results/availability-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Browser mode's working hours, on Settings: the recruiter shortens Tuesday, adds a day off and
 * saves; after a reload the form shows what was kept. The section reads well and passes axe on a
 * phone, with nothing wider than the window.
 */
test('the recruiter changes Tuesday’s hours and adds a day off: kept after a reload', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Working hours' });
  const form = section.getByRole('form', { name: 'Working hours' });
  await expect(form.getByRole('checkbox', { name: 'Works on Tuesday' })).toBeChecked();

  await form.getByLabel('Tuesday from', { exact: true }).fill('10:00');
  await form.getByLabel('Tuesday until', { exact: true }).fill('16:30');
  await form.getByRole('button', { name: 'Add a day' }).click();
  const day = form.getByRole('group', { name: 'Day 1' });
  await expect(day.getByLabel('Date')).toBeFocused();
  await day.getByLabel('Date').fill('2030-12-24');
  await expect(day.getByRole('radio', { name: 'Day off' })).toBeChecked();

  // On a phone: the days stack, nothing is wider than the window, axe finds nothing serious.
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await shot(section, `${SHOTS}/browser-working-hours-phone.png`);
  await page.setViewportSize(DESKTOP);
  await shot(section, `${SHOTS}/browser-working-hours-desktop.png`);

  await form.getByRole('button', { name: 'Save working hours' }).click();
  await expect(form.getByRole('status')).toHaveText('Working hours saved.');

  await page.reload();
  await expect(form.getByLabel('Tuesday from', { exact: true })).toHaveValue('10:00', {
    timeout: 30_000,
  });
  await expect(form.getByLabel('Tuesday until', { exact: true })).toHaveValue('16:30');
  await expect(form.getByLabel('Monday from', { exact: true })).toHaveValue('09:00');
  const kept = form.getByRole('group', { name: 'Day 1' });
  await expect(kept.getByLabel('Date')).toHaveValue('2030-12-24');
  await expect(kept.getByRole('radio', { name: 'Day off' })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
