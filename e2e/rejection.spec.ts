import { mkdirSync } from 'node:fs';
import { DESKTOP, expect, expectAccessible, openApp, PHONE, shot, test } from './fixtures';
import { getJson } from './support/api';
import { apiCandidate, firstIn } from './support/candidates';

const SHOTS = 'test-results/rejection-shots';
mkdirSync(SHOTS, { recursive: true });

test('a candidate rejected from the profile with a reason: the mail app gets the email, the timeline keeps the reason', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page, '/');
  const candidate = await firstIn(page, 'screen');
  const job = await getJson<{ title: string }>(page, `/api/jobs/${candidate.jobId}`);
  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${candidate.name}?` });
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await expect(reason.getByRole('option', { name: 'Not qualified' })).toBeAttached();
  await reason.selectOption('Not qualified');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Needs more Go');
  const subject = `Your application for ${job.title}`;
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(subject);
  await expect(preview).toContainText('The hiring team');

  await expectAccessible(page);
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
    await shot(page, `${SHOTS}/reject-dialog-${label}.png`);
    // The lower half: the preview and the buttons, as the dialog scrolls on a small screen.
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await shot(page, `${SHOTS}/reject-dialog-${label}-end.png`);
  }
  await page.setViewportSize(DESKTOP);

  // Browser mode sends nothing itself: the page hands a mailto: link to the mail app.
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  const link = (await mailto).url();
  expect(
    link.startsWith(`mailto:${candidate.email}?subject=${encodeURIComponent(subject)}&body=`),
  ).toBe(true);
  const body = decodeURIComponent(link.slice(link.indexOf('&body=') + '&body='.length));
  expect(body).toContain(`Thank you for your interest in ${job.title}`);
  expect(body).toMatch(/The hiring team$/);

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`${candidate.name} was rejected. Your mail app opens with the email.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Hiring Timeline' });
  await expect(timeline.getByText('Reason: Not qualified')).toBeVisible();
  await expect(timeline.getByText(/^Moved from Screen to Rejected: Needs more Go\./)).toBeVisible();
  expect((await apiCandidate(page, candidate.id)).stage).toBe('rejected');
  await timeline.scrollIntoViewIfNeeded();
  await shot(page, `${SHOTS}/rejected-profile-desktop.png`);

  // Kept: after a reload the timeline still says why.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Hiring Timeline' }).getByText('Reason: Not qualified'),
  ).toBeVisible();
  // Chromium may say that no app is registered for mailto: here; nothing else may go wrong.
  expect(consoleErrors.filter((text) => !text.includes('mailto:'))).toEqual([]);
});
