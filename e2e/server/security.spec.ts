import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkBothWidths, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
import { ADMIN, need, useTeamServer } from '../support/team-server';
import {
  CODE_LABEL,
  RECOVERY_CODE,
  SET_UP_FIRST,
  expectCodeStep,
  nextCode,
  requireTwoFactor,
  submitCode,
  turnOnTwoFactor,
  twoFactorSection,
} from '../support/two-factor';
import {
  type Account,
  type StorageState,
  banner,
  expectSignedInAs,
  mainNav,
  openContext,
  openSettingsPage,
  sessionState,
  submitSignIn,
} from '../support/team-ui';

/**
 * Account security on a team server (its own, on the embedded PostgreSQL, empty at the start): a
 * member turns on two-factor sign-in with an authenticator app (otplib plays the app) and is then
 * asked for a code at sign-in, where a recovery code works once; ends a session of another browser
 * from their Account page, and signs out everywhere else; the admin reads those events on the
 * Audit page, filters them and verifies the log's chain; and a team that requires two-factor
 * sign-in keeps a member without it on their Account page until they set it up.
 *
 * The tests run in order and build on each other (the member's codes, sessions and audit events),
 * on the server made in beforeAll and stopped in afterAll.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/security-shots';
mkdirSync(SHOTS, { recursive: true });

const MEMBER: Account = {
  name: 'Mona Member',
  email: 'mona.member@example.com',
  password: 'plum orchard quietly 42',
};
/** Joins after the team requires two-factor sign-in. */
const NEWCOMER: Account = {
  name: 'Nils Newcomer',
  email: 'nils.newcomer@example.com',
  password: 'copper kettle wanders 19',
};

const WRONG_CODE = 'That code is not right, or was used already.';
/** The member's second browser: their list of sessions names it from its User-Agent. */
const OTHER_BROWSER = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  name: 'Firefox on Windows',
};

const team = useTeamServer();
const { url, api } = team;
/** What the tests hand on to the ones after them. */
const state: {
  /** The member's invitation link (made by the API; opened in the browser). */
  invitation?: string;
  memberId?: number;
  /** The member's recovery codes not used yet. */
  recoveryCodes?: string[];
  /** The member's first browser, signed in with a recovery code. */
  member?: StorageState;
} = {};

/** The next of the member's recovery codes: each signs in once. */
const recoveryCode = () =>
  need(need(state.recoveryCodes, 'the recovery codes').shift(), 'a recovery code');

/** The admin invites someone as a recruiter, by the API: the invitation's token. */
async function invite(account: Account): Promise<string> {
  const invited = await api('POST', '/invitations', {
    cookie: team.adminCookie,
    body: { email: account.email, role: 'recruiter' },
  });
  expect(invited.status).toBe(201);
  return invited.body.token as string;
}

test.beforeAll(async () => {
  state.invitation = await invite(MEMBER);
});

const sessionsSection = (page: Page) => page.getByRole('region', { name: 'Signed-in sessions' });
const sessionItems = (page: Page) =>
  sessionsSection(page).getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });

async function openAccount(page: Page) {
  await page.goto(url('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible({
    timeout: 20_000,
  });
}

/** Signs in with the password, then one of the member's recovery codes instead of the app's. */
async function signInWithRecoveryCode(page: Page, code: string) {
  await submitSignIn(page, MEMBER.email, MEMBER.password);
  await expectCodeStep(page, MEMBER.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByText(/^Enter one of the recovery codes you saved/)).toBeVisible();
  await submitCode(page, 'Recovery code', code);
  await expectSignedInAs(page, MEMBER, 'Recruiter');
}

test('two-factor sign-in: turned on with a code from the app, then asked for at sign-in; a recovery code works once', async ({
  browser,
}) => {
  // A code is taken once per 30-second step: this test may wait for the app's next one.
  test.setTimeout(150_000);
  // The member joins in the browser, so their first session is this browser's.
  const member = await openContext(browser);
  const { page } = member;
  await page.goto(url(`/invite/${need(state.invitation, 'the invitation')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Your name').fill(MEMBER.name);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  const users = (await api('GET', '/users', { cookie: team.adminCookie })).body.users as {
    id: number;
    email: string;
  }[];
  state.memberId = users.find((user) => user.email === MEMBER.email)?.id;
  expect(state.memberId).toBeGreaterThan(0);
  // The name in the top bar leads to the account.
  await banner(page).getByRole('link', { name: MEMBER.name, exact: true }).click();
  await expect(page).toHaveURL(url('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(sessionItems(page)).toHaveCount(1);
  await expect(sessionItems(page)).toContainText('Chrome on Linux');
  const section = twoFactorSection(page);
  await expect(section).toContainText('Off');

  const {
    secret,
    code: used,
    codes,
  } = await turnOnTwoFactor(page, MEMBER.password, `${SHOTS}/account-setup`);
  state.recoveryCodes = [...codes];
  // Downloaded, the file holds the same codes.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('talentflow-recovery-codes.txt');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain(`TalentFlow recovery codes for ${MEMBER.email}`);
  expect(text.split('\n').filter((line) => RECOVERY_CODE.test(line))).toEqual(codes);
  await checkBothWidths(page, `${SHOTS}/account-recovery-codes`);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    section.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }),
  ).toBeFocused();
  await expect(section).toContainText(
    'You sign in with your password and a code from your authenticator app.',
  );
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
  // Shown once: opened again, the page has the count, not the codes.
  await page.reload();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  await expect(section.getByText(codes[0]!)).toHaveCount(0);
  await checkBothWidths(page, `${SHOTS}/account-two-factor-on`);

  // Signed out, the right password is not enough: the code is asked for.
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await submitSignIn(page, MEMBER.email, MEMBER.password);
  await expectCodeStep(page, MEMBER.email);
  await expect(page.getByLabel(CODE_LABEL)).toBeFocused();
  await checkBothWidths(page, `${SHOTS}/sign-in-code`);
  // The code that turned it on was used: it does not sign in again.
  await submitCode(page, CODE_LABEL, used);
  await expect(page.getByText(WRONG_CODE, { exact: true })).toBeVisible();
  await expect(page.getByLabel(CODE_LABEL)).toHaveValue('');
  await expect(mainNav(page)).toHaveCount(0);
  // The app's next code (its next 30-second step) does.
  await submitCode(page, CODE_LABEL, await nextCode(secret, used));
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  await expect(page).toHaveURL(url('/account'));

  // Out again, and in with a recovery code instead of the app.
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  const spent = recoveryCode();
  await signInWithRecoveryCode(page, spent);
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
  state.member = await member.context.storageState();
  expect(member.errors).toEqual([]);
  await member.context.close();

  // Once only: the same recovery code is refused the next time.
  const again = await api('POST', '/auth/login', {
    body: { email: MEMBER.email, password: MEMBER.password, recoveryCode: spent },
  });
  expect([again.status, again.body.error.code]).toEqual([401, 'wrong_code']);
});

test('signed-in sessions: ending another browser’s session signs it out there, and so does “Sign out everywhere else”', async ({
  browser,
}) => {
  const a = await openContext(browser, need(state.member, 'the member’s session'));
  const b = await openContext(browser, undefined, { userAgent: OTHER_BROWSER.userAgent });
  await b.page.goto(url('/'));
  await expect(signInHeading(b.page)).toBeVisible({ timeout: 20_000 });
  await signInWithRecoveryCode(b.page, recoveryCode());

  await openAccount(a.page);
  const items = sessionItems(a.page);
  await expect(items).toHaveCount(2);
  // This session first, marked as such; the other names its browser and system.
  await expect(items.nth(0)).toContainText('This session');
  await expect(items.nth(0)).toContainText('Chrome on Linux');
  await expect(
    items.nth(0).getByRole('button', { name: 'End this session (signs you out)' }),
  ).toBeVisible();
  await expect(items.nth(1)).toContainText(OTHER_BROWSER.name);
  await expect(items.nth(1)).not.toContainText('This session');
  await expect(items.nth(1)).toContainText(/Started \S/);
  await expect(items.nth(1)).toContainText(/Last used \S/);
  await expectAccessible(a.page);
  await shot(a.page, `${SHOTS}/account-sessions-desktop.png`, { fullPage: true });

  await items
    .nth(1)
    .getByRole('button', { name: new RegExp(`^End the session of ${OTHER_BROWSER.name}`) })
    .click();
  await expect(
    sessionsSection(a.page).getByText(`Ended the session of ${OTHER_BROWSER.name}.`),
  ).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('This session');
  await expect(
    sessionsSection(a.page).getByRole('button', { name: 'Sign out everywhere else' }),
  ).toBeDisabled();
  // B's next page asks the server, which no longer knows the session (401): the sign-in screen.
  await b.page.reload();
  await expect(signInHeading(b.page)).toBeVisible({ timeout: 20_000 });
  await expect(mainNav(b.page)).toHaveCount(0);

  // B signs in again, and a script with the API too: three sessions.
  await signInWithRecoveryCode(b.page, recoveryCode());
  const script = await api('POST', '/auth/login', {
    body: { email: MEMBER.email, password: MEMBER.password, recoveryCode: recoveryCode() },
  });
  expect(script.status).toBe(200);
  const scriptCookie = need(script.cookie, 'the script’s session');
  await a.page.reload();
  await expect(items).toHaveCount(3, { timeout: 20_000 });
  await expect(items.filter({ hasText: OTHER_BROWSER.name })).toHaveCount(1);
  // Three codes went on sign-ins here, one in the first test.
  await expect(twoFactorSection(a.page).getByText('6 recovery codes left.')).toBeVisible();

  await sessionsSection(a.page).getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(
    sessionsSection(a.page).getByText('Signed out of 2 other sessions.', { exact: true }),
  ).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('This session');
  await expect(
    sessionsSection(a.page).getByRole('button', { name: 'Sign out everywhere else' }),
  ).toBeDisabled();
  await b.page.reload();
  await expect(signInHeading(b.page)).toBeVisible({ timeout: 20_000 });
  expect((await api('GET', '/auth/me', { cookie: scriptCookie })).status).toBe(401);
  // A goes on.
  await a.page.reload();
  await expectSignedInAs(a.page, MEMBER, 'Recruiter');
  await expect(items).toHaveCount(1, { timeout: 20_000 });

  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('the audit log: sign-ins, a failed one, two-factor turned on; filtered by action in the address; verified intact', async ({
  browser,
}) => {
  // A wrong password, on purpose, from a browser where nobody is signed in.
  const visitor = await openContext(browser);
  await visitor.page.goto(url('/'));
  await expect(signInHeading(visitor.page)).toBeVisible({ timeout: 20_000 });
  await submitSignIn(visitor.page, MEMBER.email, 'not the password at all 1');
  await expect(visitor.page.getByText('Wrong email or password.', { exact: true })).toBeVisible();
  await expect(visitor.page.getByLabel('Password')).toHaveValue('');
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  const admin = await openContext(browser, sessionState(team.adminCookie));
  const { page } = admin;
  await page.goto(url('/'));
  await expectSignedInAs(page, ADMIN, 'Admin');
  await openSettingsPage(page, 'Audit');
  await expect(page).toHaveURL(url('/audit'));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const rows = page
    .getByRole('region', { name: 'Events' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  /** The rows of an action (its words in the Action column) with all of `texts`. */
  const rowsOf = (action: string, ...texts: string[]) =>
    texts.reduce(
      (found, text) => found.filter({ hasText: text }),
      rows.filter({ has: page.getByRole('cell', { name: action, exact: true }) }),
    );
  const memberTarget = `member:${need(state.memberId, 'the member’s id')}`;
  // The member's sign-ins with a second factor: the app's code, and four recovery codes.
  await expect(rowsOf('Signed in', MEMBER.name, memberTarget, 'twoFactor: yes')).toHaveCount(5);
  await expect(rowsOf('Two-factor sign-in turned on', MEMBER.name, memberTarget)).toHaveCount(1);
  await expect(rowsOf('Signed out', MEMBER.name)).toHaveCount(2);
  await expect(rowsOf('Sessions signed out', MEMBER.name, 'count: 1')).toHaveCount(1);
  await expect(rowsOf('Sessions signed out', MEMBER.name, 'count: 2')).toHaveCount(1);
  // The wrong password, from nobody signed in; the used code and recovery code of the first test.
  const wrongPassword = rowsOf(
    'Sign-in failed',
    'Someone not signed in',
    `email: ${MEMBER.email}, reason: password`,
  );
  await expect(wrongPassword).toHaveCount(1);
  await expect(rowsOf('Sign-in failed', 'reason: second_factor')).toHaveCount(2);
  // Newest first: the wrong password is the latest event.
  await expect(rows.first()).toContainText(`email: ${MEMBER.email}, reason: password`);
  await checkBothWidths(page, `${SHOTS}/audit`);

  await page.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  await expect(page).toHaveURL(url('/audit?action=auth.login_failed'));
  await expect(rows).toHaveCount(3);
  await expect(rowsOf('Sign-in failed')).toHaveCount(3);
  await expect(page.getByText('Showing 1–3 of 3 events', { exact: true })).toBeVisible();
  // The address keeps the filter: opened again, the same view.
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('auth.login_failed', { timeout: 20_000 });
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Verify the log' }).click();
  const verified = page.getByText(/^The log is intact: \d+ events checked\.$/);
  await expect(verified).toBeVisible();
  // Every event of the log was checked, not the three shown.
  const all = await api('GET', '/audit', { cookie: team.adminCookie });
  expect(all.status).toBe(200);
  expect(all.body.totalCount).toBeGreaterThan(3);
  await expect(verified).toHaveText(`The log is intact: ${all.body.totalCount} events checked.`);
  // Nothing said aloud as wrong (the page keeps an empty alert region for its toasts).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await checkBothWidths(page, `${SHOTS}/audit-filtered-verified`);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test('a team that requires two-factor sign-in keeps a member without it on their Account page until it is set up', async ({
  browser,
}) => {
  // The admin turns it on for themselves first (by the API, as a script would): the rule holds
  // for admins too.
  const setup = await api('POST', '/auth/two-factor/setup', { cookie: team.adminCookie });
  expect(setup.status).toBe(200);
  const enabled = await api('POST', '/auth/two-factor/enable', {
    cookie: team.adminCookie,
    body: {
      password: ADMIN.password,
      code: await generate({ secret: setup.body.secret as string }),
    },
  });
  expect(enabled.status).toBe(200);
  expect(enabled.body.recoveryCodes).toHaveLength(10);
  // A member who has not set it up joins (by the API, whose session is closed again).
  const accepted = await api('POST', `/invitations/${await invite(NEWCOMER)}/accept`, {
    body: { name: NEWCOMER.name, password: NEWCOMER.password },
  });
  expect(accepted.status).toBe(201);
  expect((await api('POST', '/auth/logout', { cookie: accepted.cookie })).status).toBe(204);

  const admin = await openContext(browser, sessionState(team.adminCookie));
  await admin.page.goto(url('/'));
  await expectSignedInAs(admin.page, ADMIN, 'Admin');
  const security = await requireTwoFactor(admin.page);
  // The admin has set it up: the page does not say it includes them.
  await expect(security).not.toContainText('That includes you');
  await expectAccessible(admin.page);
  await shot(security, `${SHOTS}/settings-security.png`);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
  expect((await api('GET', '/settings/security', { cookie: team.adminCookie })).body).toEqual({
    twoFactorRequired: true,
  });

  // The app learns of the rule from the server's refusals (403) of whatever the page first asks.
  const newcomer = await openContext(browser, undefined, {
    allow: [/the server responded with a status of 403/],
  });
  const { page } = newcomer;
  await page.goto(url('/'));
  await submitSignIn(page, NEWCOMER.email, NEWCOMER.password);
  await expect(page).toHaveURL(url('/account'), { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: SET_UP_FIRST })).toBeVisible();
  await expectSignedInAs(page, NEWCOMER, 'Recruiter');
  const section = twoFactorSection(page);
  await expect(section).toContainText(
    'Your team requires it: set it up to go on using TalentFlow.',
  );
  // Every other page stays closed: a link leaves them here, and so does an address typed in.
  await mainNav(page).getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect(page).toHaveURL(url('/account'));
  await page.goto(url('/candidates'));
  await expect(page).toHaveURL(url('/account'), { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: SET_UP_FIRST })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/account-required-phone.png`, { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Set up, the other pages open.
  await turnOnTwoFactor(page, NEWCOMER.password);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SET_UP_FIRST })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect(page).toHaveURL(url('/candidates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  expect(newcomer.errors).toEqual([]);
  await newcomer.context.close();
});
