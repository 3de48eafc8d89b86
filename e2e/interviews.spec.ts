import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, openApp, setChaos, test } from './fixtures';
import { post } from './support/api';

const SHOTS = 'test-results/interview-shots';
mkdirSync(SHOTS, { recursive: true });

test('a recruiter edits a job’s interview plan by keyboard, a failed save keeps the edits, and the plan stays after a reload', async ({
  page,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Harbour Pilot' });
  await page.goto(`/jobs/${job.id}`);
  const section = page.getByRole('region', { name: 'Interview plan' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Phone screen',
    'Technical interview',
    'Final interview',
  ]);

  // Everything by keyboard: open the editor, add an interview, fill it in.
  await section.getByRole('button', { name: 'Edit interview plan' }).focus();
  await page.keyboard.press('Enter');
  const form = section.getByRole('form', { name: 'Edit interview plan' });
  await form.getByRole('button', { name: 'Add an interview' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Name', { exact: true }).last()).toBeFocused();
  await page.keyboard.type('Sea trial');
  await form.getByLabel('Stage').last().selectOption({ label: 'Tech' });
  await form.getByLabel('Duration (minutes)').last().fill('120');
  await form.getByLabel('Attribute 1 of Sea trial', { exact: true }).fill('Night navigation');

  // A failed save says why and keeps every edit.
  await setChaos(page, { failureRate: 1 });
  await form.getByRole('button', { name: 'Save interview plan' }).click();
  await expect(form.getByRole('alert')).toContainText('Could not save the interview plan:');
  await expect(form.getByRole('alert')).toContainText('Your changes are still here.');
  await expect(form.getByLabel('Name', { exact: true }).last()).toHaveValue('Sea trial');
  await setChaos(page, { failureRate: 0 });

  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/plan-editor-${label}.png`, fullPage: true });
  }
  await form.getByRole('button', { name: 'Save interview plan' }).click();
  await expect(section.getByRole('status')).toHaveText('Interview plan saved.');
  await expect(section.getByRole('button', { name: 'Edit interview plan' })).toBeFocused();

  await page.reload();
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Phone screen',
    'Technical interview',
    'Final interview',
    'Sea trial',
  ]);
  await expect(section.getByRole('listitem').last()).toContainText('Tech · 120 min');
  await expect(section.getByRole('listitem').last()).toContainText('Night navigation');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/plan-phone.png`, fullPage: true });
});
