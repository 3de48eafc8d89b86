import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { checkBothWidths, expect, expectAccessible, shot, test } from '../fixtures';
import { candidateCard } from '../support/candidates';
import { addresses, freePort, startSmtpSink, type SmtpSink } from '../support/smtp';
import {
  ADMIN,
  migratedDataDir,
  need,
  startTeamServer,
  stopTeamServer,
  teamApi,
  type TeamServer,
} from '../support/team-server';
import {
  type Account,
  type StorageState,
  banner,
  expectSignedInAs,
  openContext,
  sessionState,
  submitSignIn,
} from '../support/team-ui';

/**
 * Email from a team server (its own, on the embedded PostgreSQL) to a real SMTP server in the
 * test process: an invitation a new member joins from, a password reset from the sign-in screen
 * to the app, a mention that links to the candidate (and rings the member's bell), a rejection
 * email the candidate can reply to, and a message that is neither lost nor sent twice when the
 * mail server is down and the server is killed with SIGKILL before it could send.
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
/** Mentioned on the bell: the first through the note box, the second by the API before it. */
const NOTED = { name: 'Nico Newcomer', email: 'nico.newcomer@example.com' };
const EARLIER = { name: 'Olga Older', email: 'olga.older@example.com' };
const REJECTED = { name: 'Remy Rivers', email: 'remy.rivers@example.com' };
const LATE = 'late.invitee@example.com';

let sink: SmtpSink | undefined;
let data: Awaited<ReturnType<typeof migratedDataDir>> | undefined;
let server: TeamServer | undefined;
let serverEnv: Record<string, string> = {};
let publicUrl = '';
let adminCookie: string | undefined;
/** The member's browser cookies, signed in (after the reset, which signs out everywhere else). */
let memberState: StorageState | undefined;

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

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  data = await migratedDataDir();
  serverEnv = { ...data.env, PORT: String(port), PUBLIC_URL: publicUrl, SMTP_URL: sink.url };
  await start();
  const setup = await api('POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  adminCookie = need(setup.cookie, 'the session cookie');
});

test.afterAll(async () => {
  await stopTeamServer(server);
  await sink?.stop();
  data?.remove();
});

/** The member's own browser, signed in. */
async function openMember(browser: Browser) {
  return openContext(browser, need(memberState, 'the member’s session'));
}

/** The member's session cookie, for the API. */
function memberCookie(): string {
  const cookie = need(
    need(memberState, 'the member’s session').cookies.find((c) => c.name === 'talentflow_session'),
    'the member’s session cookie',
  );
  return `${cookie.name}=${cookie.value}`;
}

/** A job, made by the admin; its id. */
async function newJob(title: string): Promise<number> {
  const job = await api('POST', '/jobs', { cookie: adminCookie, body: { title } });
  expect(job.status).toBe(201);
  return job.body.id as number;
}

/** A candidate for the job, added by the admin; their id. */
async function newCandidate(jobId: number, person: { name: string; email: string }) {
  const candidate = await api('POST', '/candidates', {
    cookie: adminCookie,
    body: { ...person, jobId, source: 'referral' },
  });
  expect(candidate.status).toBe(201);
  return candidate.body.id as number;
}

const bell = (page: Page) => banner(page).getByRole('button', { name: /^Notifications/ });
const bellPanel = (page: Page) => banner(page).getByRole('region', { name: 'Notifications' });

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
    await shot(page, `${SHOTS}/forgot-password-${label}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  const before = mail().received.length;
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/forgot-password-sent.png`, { fullPage: true });

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
  await shot(page, `${SHOTS}/reset-password.png`, { fullPage: true });
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

test('the bell: a mention shows as unread, opens the candidate, and is read once followed', async ({
  browser,
}) => {
  // The earlier tests' notifications read, so the count is this test's own.
  const read = await api('POST', '/notifications/read', {
    cookie: memberCookie(),
    body: { all: true },
  });
  expect(read.status).toBe(200);
  expect(read.body).toEqual({ unread: 0 });
  const jobId = await newJob('Platform Engineer');
  const earlier = await newCandidate(jobId, EARLIER);
  const noted = await newCandidate(jobId, NOTED);
  const earlierTitle = `${ADMIN.name} mentioned you on ${EARLIER.name}`;
  const notedTitle = `${ADMIN.name} mentioned you on ${NOTED.name}`;

  const member = await openMember(browser);
  const { page } = member;
  await page.goto(url('/'));
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 20_000 });
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  expect(
    (
      await api('POST', `/candidates/${earlier}/notes`, {
        cookie: adminCookie,
        body: { text: `@${MEMBER.name} she applied last spring too.` },
      })
    ).status,
  ).toBe(201);
  // The member's open page hears of it live: nothing is reloaded.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  // The admin, in their own browser, mentions the member from the note box's suggestions.
  const admin = await openContext(browser, sessionState(need(adminCookie, 'the admin’s session')));
  await admin.page.goto(url(`/candidates/${noted}`));
  await expect(admin.page.getByRole('heading', { level: 1, name: NOTED.name })).toBeVisible({
    timeout: 20_000,
  });
  const box = admin.page.getByRole('combobox', { name: 'Add a note' });
  await box.click();
  await box.pressSequentially('@Mon');
  await admin.page
    .getByRole('listbox', { name: 'People to mention' })
    .getByRole('option', { name: MEMBER.name })
    .click();
  await box.pressSequentially('can you call him this week?');
  const noteText = `@${MEMBER.name} can you call him this week?`;
  await expect(box).toHaveValue(noteText);
  await admin.page.getByRole('button', { name: 'Add Note' }).click();
  await expect(
    admin.page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem'),
  ).toContainText([noteText]);
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell(page).getByText('2', { exact: true })).toBeVisible();
  // The bell and the email say the same.
  expect((await arrival(MEMBER.email, earlierTitle)).text).toContain(EARLIER.name);
  expect((await arrival(MEMBER.email, notedTitle)).text).toContain(noteText);

  await bell(page).click();
  const panel = bellPanel(page);
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  // Newest first.
  const items = panel.getByRole('listitem');
  await expect(items.nth(0)).toContainText(notedTitle);
  await expect(items.nth(1)).toContainText(earlierTitle);
  const notedItem = items.filter({ hasText: notedTitle });
  const earlierItem = items.filter({ hasText: earlierTitle });
  for (const [item, title] of [
    [notedItem, notedTitle],
    [earlierItem, earlierTitle],
  ] as const) {
    await expect(item).toContainText('Unread:');
    await expect(item.getByRole('button', { name: `Mark read: ${title}` })).toBeVisible();
  }
  await expect(notedItem.getByRole('link')).toHaveAttribute('href', `/candidates/${noted}`);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await checkBothWidths(page, `${SHOTS}/bell-open`);
  await expect(panel).toBeVisible();

  await notedItem.getByRole('link').click();
  await expect(page).toHaveURL(`${publicUrl}/candidates/${noted}`);
  await expect(page.getByRole('heading', { level: 1, name: NOTED.name })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem')).toContainText(
    [noteText],
  );
  // Followed, it is read: one left.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByText('1', { exact: true })).toBeVisible();

  await bell(page).click();
  await expect(notedItem).not.toContainText('Unread:');
  await expect(notedItem.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
  await expect(earlierItem).toContainText('Unread:');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).getByText(/^\d+$/)).toHaveCount(0);
  await expect(panel.getByText('Unread:')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Read on the server, not only on this page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NOTED.name })).toBeVisible({
    timeout: 20_000,
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  expect(member.errors).toEqual([]);
  await member.context.close();
});

test('a rejection email from the Reject dialog reaches the candidate, replied to by the recruiter', async ({
  browser,
}) => {
  const jobTitle = 'Site Reliability Engineer';
  const id = await newCandidate(await newJob(jobTitle), REJECTED);
  const subject = `Your application for ${jobTitle}`;
  const note = 'Wants a fully remote role';

  const member = await openMember(browser);
  const { page } = member;
  await page.goto(url(`/candidates/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: REJECTED.name })).toBeVisible({
    timeout: 20_000,
  });
  await expectSignedInAs(page, MEMBER, 'Recruiter');
  const emails = page.getByRole('region', { name: 'Emails' });
  await expect(emails).toContainText('No emails to this candidate yet.');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${REJECTED.name}?` });
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await reason.selectOption('Not qualified');
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  // The default: the team's rejection template, sent now.
  await expect(dialog.getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Send now' })).toBeChecked();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(REJECTED.email);
  await expect(preview).toContainText(subject);
  await expect(preview).toContainText(`Hello ${REJECTED.name.split(' ')[0]},`);
  await expect(preview).toContainText(MEMBER.name);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${REJECTED.name} was rejected.`, { exact: true })).toBeVisible();

  const message = await arrival(REJECTED.email, subject);
  expectFromTalentFlow(message);
  // The candidate's answer goes to the recruiter who wrote, not to no-reply.
  expect(message.replyTo?.value).toEqual([{ name: '', address: MEMBER.email }]);
  expect(message.text).toContain(`Hello ${REJECTED.name.split(' ')[0]},`);
  expect(message.text).toContain(`Thank you for your interest in ${jobTitle}`);
  expect(message.text?.trimEnd()).toMatch(new RegExp(`${escape(MEMBER.name)}$`));
  // The reason and the note are the team's: the candidate reads neither.
  expect(message.text).not.toContain(note);
  expect(message.text).not.toContain('Not qualified');
  expect(to(REJECTED.email)).toHaveLength(1);

  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await expect(page.locator('.profile-stage .stage-badge')).toHaveText('Rejected');
  const timeline = page.getByRole('region', { name: 'Hiring Timeline' });
  await expect(timeline.getByText('Reason: Not qualified')).toBeVisible();
  await expect(timeline).toContainText(note);

  // Listed as sent. Opened again: no live event says an email went, so an open profile shows
  // "Sent" only when something else made it fetch its emails after the sending.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: REJECTED.name })).toBeVisible({
    timeout: 20_000,
  });
  const sent = emails.getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(subject);
  await expect(sent).toContainText(/Sent \S/);
  await expect(sent).toContainText(REJECTED.email);
  await expect(sent).toContainText(MEMBER.email);
  await sent.getByRole('button', { name: 'Show message' }).click();
  await expect(sent).toContainText(`Thank you for your interest in ${jobTitle}`);
  await expect(sent.getByRole('button', { name: 'Cancel sending' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/rejected-profile-emails.png`, { fullPage: true });

  // On the board too, in the Rejected column.
  await page.goto(url('/candidates'));
  await expect(candidateCard(page, id, 'rejected')).toContainText(REJECTED.name, {
    timeout: 20_000,
  });
  expect(member.errors).toEqual([]);
  await member.context.close();
});

test('no email is lost, nor sent twice, when the mail server is down and the server is killed', async () => {
  test.setTimeout(300_000);
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

  // The retry comes on the deliveries' schedule: 30 s after the first failure, 60 s (and pg-boss's
  // jitter) after a second one, which a busy machine may reach before the server is killed. Killed
  // after the failure was logged but before the queue recorded it, the attempt is still running:
  // it is tried again once it expires (120 s) and the queue's supervisor sees so (every 60 s).
  const message = await arrival(LATE, `${ADMIN.name} invited you to TalentFlow`, 210_000);
  expectFromTalentFlow(message);
  const link = theLink(message, '/invite/');
  // The outbox says it was sent.
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
  // Once: stopped (deliveries under way finish first), the server has sent nothing more,
  // neither this message again nor an earlier one.
  await stopTeamServer(server);
  expect(to(LATE)).toHaveLength(1);
  expect(mail().received.length).toBe(before + 1);
});
