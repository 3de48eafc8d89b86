import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
import { useTeamServer } from '../support/team-server';
import { openContext, sessionState } from '../support/team-ui';

/**
 * A team member's own working hours and calendar, on their account page, on a team server of its
 * own (the embedded PostgreSQL): the member saves their hours; their calendar's address is refused
 * in the server's words when it may not be read (a loopback address); a connected calendar shows
 * its host, its last reading and why that failed, and Disconnect asks first. Both sections pass
 * axe at a phone's width and a desktop's, with nothing wider than the window.
 *
 * The tests run in order and share the server (beforeAll, afterAll).
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/availability-shots';
mkdirSync(SHOTS, { recursive: true });

const team = useTeamServer();

const HEADING = 'Your calendar’s busy times';
const LOOPBACK = 'https://127.0.0.1/x.ics';

/** The admin's account page, in a browser of their own; a refused address logs its 400. */
async function openAccount(browser: Browser) {
  const opened = await openContext(browser, sessionState(team.adminCookie), {
    allow: [/status of 400 /],
  });
  await opened.page.goto(team.url('/account'));
  await expect(opened.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible({
    timeout: 20_000,
  });
  return opened;
}

const hoursSection = (page: Page) => page.getByRole('region', { name: 'Working hours' });
const calendarSection = (page: Page) => page.getByRole('region', { name: HEADING });

/** Axe and no sideways scrolling at a phone's width and a desktop's, with a picture of each. */
async function checkWidths(page: Page, shots: Array<[string, () => Locator]>) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    for (const [name, target] of shots) await shot(target(), `${SHOTS}/${name}-${label}.png`);
  }
}

test('the member saves their working hours on their account page', async ({ browser }) => {
  const { context, page, errors } = await openAccount(browser);
  const form = hoursSection(page).getByRole('form', { name: 'Working hours' });
  // The calendar's section follows the hours.
  await expect(calendarSection(page)).toBeVisible();
  expect(
    await hoursSection(page).evaluate(
      (hours) => hours.nextElementSibling?.querySelector('h2')?.textContent,
    ),
  ).toBe(HEADING);

  await form.getByLabel('Tuesday from', { exact: true }).fill('10:00');
  await form.getByLabel('Tuesday until', { exact: true }).fill('15:00');
  await form.getByRole('checkbox', { name: 'Works on Friday' }).uncheck();
  await form.getByRole('button', { name: 'Save working hours' }).click();
  await expect(form.getByRole('status')).toHaveText('Working hours saved.');

  const kept = await team.api('GET', '/availability/mine', { cookie: team.adminCookie });
  expect(kept.status).toBe(200);
  expect(kept.body.weekly.tue).toEqual([{ start: '10:00', end: '15:00' }]);
  expect(kept.body.weekly.fri).toBeUndefined();

  await page.reload();
  await expect(form.getByLabel('Tuesday from', { exact: true })).toHaveValue('10:00', {
    timeout: 20_000,
  });
  await expect(form.getByRole('checkbox', { name: 'Works on Friday' })).not.toBeChecked();
  await checkWidths(page, [['team-working-hours', () => hoursSection(page)]]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a loopback calendar address is refused in the server’s words and kept to mend', async ({
  browser,
}) => {
  const { context, page, errors } = await openAccount(browser);
  const section = calendarSection(page);
  await expect(section.getByText(/never the titles/)).toBeVisible();
  const field = section.getByLabel('Calendar address');
  await expect(field).toHaveValue('');
  await field.fill(LOOPBACK);
  await section.getByRole('button', { name: 'Connect calendar' }).click();

  const refusal = section.getByRole('alert');
  await expect(refusal).toHaveText(
    '127.0.0.1 is a private, loopback or link-local address (127.0.0.1); calendars go to public addresses only.',
  );
  await expect(field).toHaveValue(LOOPBACK);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const status = await team.api('GET', '/calendar/busy', { cookie: team.adminCookie });
  expect(status.body.connected).toBe(false);

  await checkWidths(page, [['team-busy-calendar-refused', () => section]]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a calendar read shows its host, its last reading and its failure; Disconnect asks first', async ({
  browser,
}) => {
  const { context, page, errors } = await openAccount(browser);
  // A calendar the server read, then failed to read (no calendar here is reachable): its answer
  // as GET /api/calendar/busy gives it, to see how the section shows it.
  const read = {
    connected: true,
    host: 'calendar.google.com',
    createdAt: '2030-03-04T08:00:00.000Z',
    syncedAt: '2030-03-04T09:15:00.000Z',
    error: 'The calendar answered 404 (Not Found).',
    errorAt: '2030-03-04T09:30:00.000Z',
  };
  await page.route('**/api/calendar/busy', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: read }) : route.fallback(),
  );
  await page.reload();
  const section = calendarSection(page);
  await expect(section.getByText('Reading calendar.google.com')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText(/^Last read /)).toBeVisible();
  await expect(
    section.getByText(/^The last reading failed: The calendar answered 404/),
  ).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await checkWidths(page, [['team-busy-calendar-connected', () => section]]);
  await page.unroute('**/api/calendar/busy');

  await section.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect your calendar?' });
  await expect(dialog).toContainText('stops reading calendar.google.com');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await section.getByRole('button', { name: 'Disconnect' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  // None was connected on the server (it answers 404): the member is where they wanted to be.
  await expect(section.getByLabel('Calendar address')).toBeFocused();
  await expect(section.getByRole('status')).toHaveText(/^Calendar disconnected\./);
  expect(errors).toEqual([]);
  await context.close();
});
