import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, expectAccessible, test } from '../fixtures';
import { addresses, freePort, startSmtpSink, type SmtpSink } from '../support/smtp';
import {
  ADMIN,
  embeddedDataDir,
  startTeamServer,
  teamApi,
  type TeamServer,
} from '../support/team-server';
import {
  type Account,
  type StorageState,
  banner,
  expectSignedInAs,
  openContext,
  submitSignIn,
} from '../support/team-ui';

/**
 * Email from a team server (its own, on the embedded PostgreSQL) to a real SMTP server in the
 * test process: an invitation a new member joins from, a password reset from the sign-in screen
 * to the app, a mention that links to the candidate, and a message that is neither lost nor sent
 * twice when the mail server is down and the server is killed with SIGKILL before it could send.
 *
 * Every link in an email is made from PUBLIC_URL, so the server is started on a port chosen
 * beforehand, with PUBLIC_URL naming it. The tests run in order and share the server and the
 * mail server (made in beforeAll, stopped in afterAll).
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/email-shots';
mkdirSync(SHOTS, { recursive: true });

const RESET_SENT = /^If a member of your team uses that address, we sent it a link/;
const RESET_INVALID = 'This password reset link is no longer valid.';
const MESSAGE_ID = /^<talentflow\.\d+\.[0-9a-f]+@/;

const MEMBER: Account = {
  name: 'Mona Member',
  email: 'mona.member@example.com',
  password: 'plum orchard quietly 42',
};
const NEW_PASSWORD = 'lantern meadow sideways 7';
const CANDIDATE = { name: 'Cara Candidate', email: 'cara.candidate@example.com' };
const LATE = 'late.invitee@example.com';

let sink: SmtpSink | undefined;
let data: ReturnType<typeof embeddedDataDir> | undefined;
let server: TeamServer | undefined;
let serverEnv: Record<string, string> = {};
let publicUrl = '';
let adminCookie: string | undefined;
/** The member's browser cookies, signed in (after the reset, which signs out everywhere else). */
let memberState: StorageState | undefined;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`An earlier step did not provide ${what}.`);
  return value;
};
const mail = () => need(sink, 'the mail server');
const url = (path: string) => `${need(server, 'the server').url}${path}`;
const api = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  teamApi(need(server, 'the server'), method, path, options);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every address in a message's text. */
const linksIn = (message: ParsedMail) => (message.text ?? '').match(/https?:\/\/\S+/g) ?? [];

/** The one link of a message: on PUBLIC_URL, at `path` followed by what `rest` matches. */
function theLink(message: ParsedMail, path: string, rest = '[A-Za-z0-9_-]+'): string {
  const links = linksIn(message);
  expect(links).toHaveLength(1);
  const link = links[0]!;
  expect(link.startsWith(`${publicUrl}/`)).toBe(true);
  expect(link).toMatch(new RegExp(`^${escape(publicUrl)}${escape(path)}${rest}$`));
  return link;
}

/** What reached `address` so far. */
const to = (address: string) =>
  mail().received.filter((message) => addresses(message.to) === address);

/** Waits for the message to `address` whose subject is `subject`. */
const arrival = (address: string, subject: string, timeoutMs?: number) =>
  mail().waitFor(
    (message) => addresses(message.to) === address && message.subject === subject,
    timeoutMs,
  );

/** The sender and the Message-ID every message of this server has. */
function expectFromTalentFlow(message: ParsedMail) {
  expect(message.from?.value).toEqual([
    { name: 'TalentFlow', address: `no-reply@${new URL(publicUrl).hostname}` },
  ]);
  expect(message.messageId).toMatch(MESSAGE_ID);
}

const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' });

/** Starts the team server on the data dir, port and PUBLIC_URL of this run. */
async function start() {
  server = await startTeamServer(serverEnv);
  expect(server.url).toBe(publicUrl);
  return server;
}

async function stopServer() {
  const running = server;
  if (!running || running.process.exitCode !== null || running.process.signalCode !== null) return;
  running.process.kill('SIGTERM');
  const kill = setTimeout(() => running.process.kill('SIGKILL'), 15_000);
  await running.exited;
  clearTimeout(kill);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  data = embeddedDataDir();
  serverEnv = { ...data.env, PORT: String(port), PUBLIC_URL: publicUrl, SMTP_URL: sink.url };
  await start();
  const setup = await api('POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  adminCookie = need(setup.cookie, 'the session cookie');
});

test.afterAll(async () => {
  await stopServer();
  await sink?.stop();
  data?.remove();
});

/** The member's own browser, signed in. */
async function openMember(browser: Browser) {
  return openContext(browser, need(memberState, 'the member’s session'));
}

test('an invited member joins from the link in the invitation email', async ({ browser }) => {
  const invited = await api('POST', '/invitations', {
    cookie: adminCookie,
    body: { email: MEMBER.email, role: 'recruiter' },
  });
  expect(invited.status).toBe(201);

  const message = await arrival(MEMBER.email, `${ADMIN.name} invited you to TalentFlow`);
  expect(addresses(message.to)).toBe(MEMBER.email);
  expectFromTalentFlow(message);
  const link = theLink(message, '/invite/');
  expect(message.text).toContain(`${ADMIN.name} invited you to join their hiring team`);
  expect(to(MEMBER.email)).toHaveLength(1);

  const invitee = await openContext(browser);
  const { page } = invitee;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(MEMBER.email, { exact: true })).toBeVisible();
  await page.getByLabel('Your name').fill(MEMBER.name);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${publicUrl}/`);
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  expect(invitee.errors).toEqual([]);
  await invitee.context.close();
});

test('a forgotten password: the emailed link sets a new one and signs in; the link works once', async ({
  browser,
}) => {
  const visitor = await openContext(browser);
  const { page } = visitor;
  await page.goto(url('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${publicUrl}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expectAccessible(page);
  for (const [label, width] of [
    ['desktop', 1366],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/forgot-password-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  const before = mail().received.length;
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/forgot-password-sent.png`, fullPage: true });

  const message = await arrival(MEMBER.email, 'Reset your TalentFlow password');
  expect(mail().received.length).toBe(before + 1);
  expectFromTalentFlow(message);
  expect(message.text).toContain(`Hello ${MEMBER.name},`);
  const link = theLink(message, '/reset-password/');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/reset-password.png`, fullPage: true });
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${publicUrl}/`);
  await expectSignedInAs(page, MEMBER, 'Recruiter');

  // Out and in again: the new password is the one that works.
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await submitSignIn(page, MEMBER.email, NEW_PASSWORD);
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 });
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  memberState = await visitor.context.storageState();
  expect(
    (await api('POST', '/auth/login', { body: { email: MEMBER.email, password: MEMBER.password } }))
      .status,
  ).toBe(401);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  // The same link a second time, in another browser: no longer valid.
  const again = await openContext(browser);
  await again.page.goto(link);
  await expect(
    again.page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible({ timeout: 20_000 });
  await again.page.getByLabel('New password', { exact: true }).fill('another sturdy password 9');
  await again.page.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.page.getByRole('heading', { level: 1, name: RESET_INVALID })).toBeVisible();
  await expect(again.page.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  await expectAccessible(again.page);
  expect(again.errors).toEqual([]);
  await again.context.close();
  expect(
    (await api('POST', '/auth/login', { body: { email: MEMBER.email, password: NEW_PASSWORD } }))
      .status,
  ).toBe(200);
});

test('a reset for an address nobody uses: the same answer, and no email', async ({ browser }) => {
  const before = mail().received.length;
  const visitor = await openContext(browser);
  const { page } = visitor;
  await page.goto(url('/forgot-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(mail().received.length).toBe(before);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});

test('a mention in a note arrives by email and opens the candidate', async ({ browser }) => {
  const job = await api('POST', '/jobs', { cookie: adminCookie, body: { title: 'Data Engineer' } });
  expect(job.status).toBe(201);
  const candidate = await api('POST', '/candidates', {
    cookie: adminCookie,
    body: { ...CANDIDATE, jobId: job.body.id, source: 'referral' },
  });
  expect(candidate.status).toBe(201);
  const candidateId = candidate.body.id as number;
  const text = `@${MEMBER.name} could you take the phone screen? @${ADMIN.name} will join.`;
  const note = await api('POST', `/candidates/${candidateId}/notes`, {
    cookie: adminCookie,
    body: { text },
  });
  expect(note.status).toBe(201);

  const message = await arrival(MEMBER.email, `${ADMIN.name} mentioned you on ${CANDIDATE.name}`);
  expectFromTalentFlow(message);
  expect(message.text).toContain(text);
  const link = theLink(message, `/candidates/${candidateId}`, '');
  // The author is not told of their own mention.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(to(ADMIN.email)).toEqual([]);

  const member = await openMember(browser);
  await member.page.goto(link);
  await expect(member.page.getByRole('heading', { level: 1, name: CANDIDATE.name })).toBeVisible({
    timeout: 20_000,
  });
  await expectSignedInAs(member.page, MEMBER, 'Recruiter');
  expect(member.errors).toEqual([]);
  await member.context.close();
});

test('no email is lost, nor sent twice, when the mail server is down and the server is killed', async () => {
  test.setTimeout(180_000);
  const running = need(server, 'the server');
  const before = mail().received.length;
  await mail().stop();

  const logged = running.output().length;
  const invited = await api('POST', '/invitations', {
    cookie: adminCookie,
    body: { email: LATE, role: 'interviewer' },
  });
  expect(invited.status).toBe(201);
  await expect
    .poll(() => running.output().slice(logged), { timeout: 30_000 })
    .toContain('could not be delivered');
  expect(mail().received.length).toBe(before);

  running.process.kill('SIGKILL');
  expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
  await mail().start();
  await start();

  const message = await arrival(LATE, `${ADMIN.name} invited you to TalentFlow`, 90_000);
  expectFromTalentFlow(message);
  const link = theLink(message, '/invite/');
  // Once: nothing more comes, neither this message again nor an earlier one.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(to(LATE)).toHaveLength(1);
  expect(mail().received.length).toBe(before + 1);
  // The outbox says so too.
  await expect
    .poll(async () => {
      const outbox = await api('GET', '/emails', { cookie: adminCookie });
      return (outbox.body.emails as { to: string; state: string }[]).filter((e) => e.to === LATE);
    })
    .toEqual([expect.objectContaining({ kind: 'invitation', state: 'sent' })]);
  // And the link is good: the invitation it names is open.
  const token = link.split('/').pop()!;
  const open = await api('GET', `/invitations/${token}`);
  expect(open.status).toBe(200);
  expect(open.body).toMatchObject({ email: LATE });
});
