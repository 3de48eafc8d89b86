import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  checkBothWidths,
  DESKTOP,
  expect,
  expectAccessible,
  openApp,
  PHONE,
  setChaos,
  shot,
  test,
} from './fixtures';
import { post } from './support/api';
import { download } from './support/files';

const SHOTS = 'test-results/interview-shots';

/** A Harbour Pilot job and its candidate Hana Hand, in tech: where each scenario starts. */
async function hanaInTech(page: Page): Promise<{ id: number }> {
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Harbour Pilot' });
  return post<{ id: number }>(page, '/api/candidates', {
    name: 'Hana Hand',
    email: 'hana@example.com',
    jobId: job.id,
    stage: 'tech',
    source: 'referral',
  });
}
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

  await checkBothWidths(page, `${SHOTS}/plan-editor`);
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
  await shot(page, `${SHOTS}/plan-phone.png`, { fullPage: true });
});

test('a recruiter schedules a candidate’s technical interview in their own time zone, adds it to a calendar, and cancels it', async ({
  page,
}) => {
  await openApp(page);
  const hana = await hanaInTech(page);
  await page.goto(`/candidates/${hana.id}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await expect(section.getByText('No interviews yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Schedule interview' }).click();
  const form = section.getByRole('form', { name: 'Schedule interview' });
  // The viewer's time zone, by name (the browser's: UTC in these runs).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(form.getByRole('group', { name: `Start (${zone})` })).toBeVisible();
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByText('Choose an interview of the plan.')).toBeVisible();
  await expect(form.getByLabel('Interview', { exact: true })).toBeFocused();

  await form
    .getByLabel('Interview', { exact: true })
    .selectOption({ label: 'Technical interview' });
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('60');
  await form.getByLabel('Date').fill('2026-12-01');
  await form.getByLabel('Time').fill('10:30');
  await form.getByLabel('Alice Johnson').check();
  await form.getByLabel('Bob Smith').check();
  await form.getByLabel('Video link (optional)').fill('https://meet.example.com/pilot');
  await form
    .getByLabel('Instructions for the interviewers (optional)')
    .fill('Ask about night landings.');
  await checkBothWidths(page, `${SHOTS}/schedule`);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(section.getByRole('status')).toHaveText('Technical interview scheduled.');
  const item = section.getByRole('listitem');
  await expect(item).toContainText('Tue, Dec 1, 2026, 10:30 AM · 60 min');
  await expect(item).toContainText('With Alice Johnson, Bob Smith');
  await expect(
    page
      .getByRole('region', { name: 'Hiring Timeline' })
      .getByText('Technical interview scheduled'),
  ).toBeVisible();

  // "Add to calendar": an iCalendar file of the interview, as the browser saves it.
  const saved = await download(
    page,
    item.getByRole('button', { name: 'Add to calendar: Technical interview' }),
  );
  const text = saved.bytes.toString('utf8');
  expect(text).toContain('METHOD:REQUEST');
  expect(text).toContain('DTSTART:20261201T' + (zone === 'UTC' ? '103000Z' : ''));
  expect(text).toContain('SUMMARY:Technical interview: Hana Hand for Harbour Pilot');

  // Moved by an hour, in the same zone: the timeline says so, and the calendar file replaces it.
  await item.getByRole('button', { name: 'Reschedule Technical interview' }).click();
  const moving = item.getByRole('form', { name: 'Reschedule Technical interview' });
  await expect(moving.getByLabel('Time')).toHaveValue('10:30');
  await moving.getByLabel('Time').fill('11:30');
  await moving.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByRole('status')).toHaveText('Technical interview rescheduled.');
  await expect(item).toContainText('Tue, Dec 1, 2026, 11:30 AM · 60 min');
  await expect(
    page
      .getByRole('region', { name: 'Hiring Timeline' })
      .getByText('Technical interview rescheduled'),
  ).toBeVisible();
  const moved = await download(
    page,
    item.getByRole('button', { name: 'Add to calendar: Technical interview' }),
  );
  expect(moved.bytes.toString('utf8')).toContain('SEQUENCE:1');

  await item.getByRole('button', { name: 'Cancel Technical interview' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel interview' }).click();
  await expect(section.getByRole('status')).toHaveText('Technical interview cancelled.');
  await expect(item).toContainText('Cancelled');
  await expect(
    page
      .getByRole('region', { name: 'Hiring Timeline' })
      .getByText('Technical interview cancelled'),
  ).toBeVisible();
  const cancelled = await download(
    page,
    item.getByRole('button', { name: 'Add to calendar: Technical interview' }),
  );
  expect(cancelled.bytes.toString('utf8')).toContain('METHOD:CANCEL');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await shot(page, `${SHOTS}/interviews-phone.png`, { fullPage: true });
});

test('two interviewers’ scorecards: a draft survives a reload, both are submitted, and the summary is read before the move to offer', async ({
  page,
}) => {
  await openApp(page);
  const hana = await hanaInTech(page);
  await post(page, `/api/candidates/${hana.id}/interviews`, {
    planInterviewId: 'technical-interview',
    startsAt: '2026-12-01T10:30:00Z',
    durationMinutes: 60,
    interviewerIds: [1, 2],
  });
  await page.goto(`/candidates/${hana.id}`);
  const interviews = page.getByRole('region', { name: 'Interviews' });
  const open = () =>
    interviews.getByRole('button', { name: 'Scorecard: Technical interview' }).click();

  // Alice's card: rated and typed, then the page is reloaded before it is submitted.
  await open();
  let form = interviews.getByRole('form', { name: /Scorecard: Technical interview/ });
  await expect(interviews.getByLabel('Written for')).toHaveValue('1');
  await form
    .getByRole('group', { name: 'Problem solving' })
    .getByRole('radio', { name: 'Strong Yes' })
    .check();
  await form.getByLabel('Key take-aways').fill('Lands in fog by the book.');
  await expect(form.getByRole('status')).toHaveText('Draft saved');
  await page.reload();
  await open();
  form = interviews.getByRole('form', { name: /Scorecard: Technical interview/ });
  await expect(form.getByLabel('Key take-aways')).toHaveValue('Lands in fog by the book.');
  await expect(
    form.getByRole('group', { name: 'Problem solving' }).getByRole('radio', { name: 'Strong Yes' }),
  ).toBeChecked();
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(form.getByRole('alert')).toContainText('overall recommendation');
  await form
    .getByRole('group', { name: 'Overall recommendation' })
    .getByRole('radio', { name: 'Strong Yes' })
    .check();
  await checkBothWidths(page, `${SHOTS}/scorecard`);
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(interviews.getByRole('status').first()).toHaveText('Scorecard submitted.');

  // Bob's, by keyboard alone.
  await interviews.getByRole('button', { name: 'Scorecard: Technical interview' }).focus();
  await page.keyboard.press('Enter');
  await interviews.getByLabel('Written for').selectOption({ label: 'Bob Smith' });
  form = interviews.getByRole('form', { name: /Scorecard: Technical interview · Bob Smith/ });
  await form
    .getByRole('group', { name: 'Overall recommendation' })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await form.getByLabel('Key take-aways').fill('Unsure about <radar> work.');
  await form.getByRole('button', { name: 'Submit scorecard' }).focus();
  await page.keyboard.press('Enter');
  await expect(interviews.getByRole('status').first()).toHaveText('Scorecard submitted.');

  const summary = page.getByRole('region', { name: 'Scorecards', exact: true });
  await expect(summary.getByRole('columnheader')).toHaveText([
    'Attribute',
    'Alice Johnson',
    'Bob Smith',
  ]);
  await expect(summary.getByRole('row', { name: /Problem solving/ })).toContainText('Strong Yes');
  await expect(summary.getByLabel('Recommendations')).toContainText('Strong Yes1');
  await expect(summary.getByText('Unsure about <radar> work.')).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/scorecard-summary`);

  // Scrolled into view first: a scroll while the menu is open closes it, as it would float away.
  const move = page.getByRole('button', { name: 'Move to another stage' });
  await move.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await move.click();
  await page.getByRole('menuitem', { name: 'Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Hana Hand to Offer?' });
  await expect(dialog.getByRole('table')).toContainText('Bob Smith');
  await expectAccessible(page);
  await shot(page, `${SHOTS}/decision-review.png`);
  await dialog.getByRole('button', { name: 'Move to Offer' }).click();
  await expect(page.locator('.profile-stage')).toContainText('Offer');
});

test('the Interviews page lists the coming interviews by day and the scorecards due, on a phone too', async ({
  page,
}) => {
  await openApp(page);
  const hana = await hanaInTech(page);
  const day = 86_400_000;
  for (const [startsAt, planInterviewId] of [
    [new Date(Date.now() + day).toISOString(), 'technical-interview'],
    [new Date(Date.now() + 2 * day).toISOString(), 'final-interview'],
    [new Date(Date.now() - 2 * day).toISOString(), 'phone-screen'],
  ] as const)
    await post(page, `/api/candidates/${hana.id}/interviews`, {
      planInterviewId,
      startsAt,
      durationMinutes: 45,
      interviewerIds: [1, 3],
      videoUrl: 'https://meet.example.com/pilot',
    });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Interviews' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('heading', { level: 4 })).toHaveCount(2);
  await expect(upcoming.getByRole('link', { name: 'Hana Hand' }).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Scorecards due' })
      .getByRole('link', { name: 'Phone screen with Hana Hand' }),
  ).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/interviews-page`);

  // Rejected, Hana's interviews still to come are cancelled: the page says so on each (its
  // calendar file then removes it from a calendar); the one that happened keeps its scorecards due.
  await post(page, `/api/candidates/${hana.id}/reject`, { reason: 'Not qualified' });
  await page.reload();
  const rows = upcoming.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('Cancelled');
  await expect(
    page
      .getByRole('region', { name: 'Scorecards due' })
      .getByRole('link', { name: 'Phone screen with Hana Hand' }),
  ).toBeVisible();
  await page.goto(`/candidates/${hana.id}`);
  await expect(
    page
      .getByRole('region', { name: 'Hiring Timeline' })
      .getByText('Technical interview cancelled: the candidate was rejected'),
  ).toBeVisible();
});

test('a recruiter makes a scheduling link, opens it as the candidate would, and a time is booked', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  const hana = await hanaInTech(page);
  await page.goto(`/candidates/${hana.id}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await section.getByRole('button', { name: 'Send a scheduling link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a scheduling link' });
  await dialog.getByLabel('Interview', { exact: true }).selectOption({ label: 'Final interview' });
  await dialog.getByRole('checkbox', { name: 'Carol Williams' }).check();
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  // Browser mode has no email: the recruiter gets the link to open or copy.
  const field = dialog.getByRole('textbox', { name: 'The candidate’s link' });
  await expect(field).toHaveValue(/\/schedule\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The candidate's page, at a phone's width: pick the first time and book it.
  await page.setViewportSize(PHONE);
  await page.goto(new URL(link, page.url()).pathname);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Final interview for Harbour Pilot' }),
  ).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await page.locator('.scheduling-link-times button').first().click();
  await page
    .getByRole('region', { name: 'Confirm your time' })
    .getByRole('button', { name: /^Book / })
    .click();
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/scheduling-link-booked-phone.png`, { fullPage: true });

  // Back on the profile: the interview is scheduled, and the link says it was booked.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/candidates/${hana.id}`);
  await expect(section.getByRole('heading', { level: 3, name: 'Final interview' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(section.getByRole('button', { name: 'Cancel Final interview' })).toBeVisible();
  await expect(section.getByText(/^Booked for /)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
