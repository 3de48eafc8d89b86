import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
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
  expectSignedInAs,
  mainNav,
  openContext,
  openSettingsPage,
  sessionState,
} from '../support/team-ui';

/**
 * An offer from draft to hire on a team server (its own, on the embedded PostgreSQL) that emails
 * a real SMTP server in the test process: the admin sets a two-step approval chain (the admin,
 * then a second recruiter) and an offer field of the organization's own; a recruiter drafts the
 * offer on the profile and submits it; the two approvers approve it in turn from "Offers to
 * approve"; the recruiter previews the letter and sends it; the candidate opens the emailed link
 * in a browser with no session, downloads the PDF and accepts by signing with their name; the
 * recruiter's profile shows the offer accepted and the candidate hired.
 *
 * The tests run in order and share the server and the mail server (beforeAll, afterAll).
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/offer-shots';
mkdirSync(SHOTS, { recursive: true });

const PASSWORD = 'plum orchard quietly 42';
const RECRUITER: Account = {
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  password: PASSWORD,
};
const APPROVER: Account = { name: 'Sam Second', email: 'sam@example.com', password: PASSWORD };
const CANDIDATE = { name: 'Cara Candidate', email: 'cara.candidate@example.com' };
const JOB = 'Data Engineer';
const FIELD = { label: 'Signing bonus', key: 'signing_bonus', value: '5000' };
const SALARY = 'EUR 72,000 per year';
const START = { typed: '2027-03-01', shown: '1 March 2027' };
const LETTER_LINE = `We are delighted to offer you the position of ${JOB}`;

let sink: SmtpSink | undefined;
let data: Awaited<ReturnType<typeof migratedDataDir>> | undefined;
let server: TeamServer | undefined;
let publicUrl = '';
let adminCookie: string | undefined;
const cookies: { recruiter?: string; approver?: string } = {};
let candidateId: number | undefined;
let offerLink: string | undefined;

const mail = () => need(sink, 'the mail server');
const url = (path: string) => `${need(server, 'the server').url}${path}`;
const api = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  teamApi(need(server, 'the server'), method, path, options);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  data = await migratedDataDir();
  server = await startTeamServer({
    ...data.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    SMTP_URL: sink.url,
  });
  const setup = await api('POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  adminCookie = need(setup.cookie, 'the session cookie');

  // The recruiter who makes the offer, and the second recruiter, invited to approve offers.
  for (const [who, account] of [
    ['recruiter', RECRUITER],
    ['approver', APPROVER],
  ] as const) {
    const invited = await api('POST', '/invitations', {
      cookie: adminCookie,
      body: { email: account.email, role: 'recruiter' },
    });
    expect(invited.status).toBe(201);
    const joined = await api('POST', `/invitations/${invited.body.token}/accept`, {
      body: { name: account.name, password: account.password },
    });
    expect(joined.status).toBe(201);
    cookies[who] = need(joined.cookie, `the ${who}’s session cookie`);
  }

  const job = await api('POST', '/jobs', { cookie: adminCookie, body: { title: JOB } });
  expect(job.status).toBe(201);
  const candidate = await api('POST', '/candidates', {
    cookie: adminCookie,
    body: { ...CANDIDATE, jobId: job.body.id, source: 'referral' },
  });
  expect(candidate.status).toBe(201);
  candidateId = candidate.body.id as number;
});

test.afterAll(async () => {
  await stopTeamServer(server);
  await sink?.stop();
  data?.remove();
});

/** A member's own browser, signed in with their session cookie. */
const openAs = (browser: Browser, cookie: string | undefined, who: string) =>
  openContext(browser, sessionState(need(cookie, `the ${who}’s session`)));

const offerSection = (page: Page) => page.getByRole('region', { name: 'Offer', exact: true });

/**
 * Axe at a phone's width and at a desktop's, and a screenshot of each: of `target`, of the whole
 * page, or (a dialog open, which stays in the window) of what the window shows.
 */
async function checkWidths(
  page: Page,
  name: string,
  { target, fullPage = !target }: { target?: () => Locator; fullPage?: boolean } = {},
) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    // No sideways scrolling at either width.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(target ? target() : page, `${SHOTS}/${name}-${label}.png`, { fullPage });
  }
}

/** Opens the Offer section when the profile folds it (on a phone). */
async function unfoldOffer(page: Page) {
  const toggle = offerSection(page).getByRole('button', { name: 'Offer', exact: true });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

test('the admin sets a two-step approval chain and an offer field of their own', async ({
  browser,
}) => {
  const admin = await openAs(browser, adminCookie, 'admin');
  const { page } = admin;
  await page.goto(url('/'));
  await expectSignedInAs(page, ADMIN, 'Admin');
  await openSettingsPage(page, 'Settings');

  const fields = page.getByRole('region', { name: 'Offers', exact: true });
  await fields.getByRole('button', { name: 'Add a field' }).click();
  const field = fields.getByRole('group', { name: 'Field 1' });
  await expect(field.getByLabel('Label')).toBeFocused();
  await field.getByLabel('Label').fill(FIELD.label);
  await field.getByLabel('Key', { exact: true }).fill(FIELD.key);
  await field.getByLabel('Type').selectOption('number');
  await fields.getByRole('button', { name: 'Save offer settings' }).click();
  await expect(fields.getByRole('status')).toHaveText('Offer settings saved.');

  const approvals = page.getByRole('region', { name: 'Offer approvals' });
  for (const account of [ADMIN, APPROVER]) {
    await approvals.getByLabel('Who approves').selectOption('member');
    await approvals
      .getByLabel('Member', { exact: true })
      .selectOption({ label: `${account.name} (${account === ADMIN ? 'Admin' : 'Recruiter'})` });
    await approvals.getByRole('button', { name: 'Add the step' }).click();
  }
  const steps = approvals.getByRole('list', { name: 'Approval steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    new RegExp(`^Step 1: ${ADMIN.name}`),
    new RegExp(`^Step 2: ${APPROVER.name}`),
  ]);
  await approvals.getByRole('button', { name: 'Save offer approvals' }).click();
  await expect(approvals.getByRole('status')).toHaveText('Offer approvals saved.');
  await checkWidths(page, 'settings-offers', { target: () => fields });
  await shot(approvals, `${SHOTS}/settings-approvals-desktop.png`);
  await page.setViewportSize(PHONE);
  await shot(approvals, `${SHOTS}/settings-approvals-phone.png`);

  expect((await api('GET', '/settings/approvals', { cookie: adminCookie })).body).toEqual({
    offers: [
      { kind: 'member', memberId: expect.any(Number) },
      { kind: 'member', memberId: expect.any(Number) },
    ],
  });
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test('the recruiter drafts the offer on the profile and submits it; each approver approves it in turn from Offers to approve', async ({
  browser,
}) => {
  const admin = await openAs(browser, adminCookie, 'admin');
  await admin.page.goto(url('/'));
  await expectSignedInAs(admin.page, ADMIN, 'Admin');
  const adminLink = mainNav(admin.page).getByRole('link', { name: /^Offers to approve/ });
  await expect(adminLink).toHaveAccessibleName('Offers to approve');

  const recruiter = await openAs(browser, cookies.recruiter, 'recruiter');
  const { page } = recruiter;
  // The form at a phone's width first: there the profile folds its sections.
  await page.setViewportSize(PHONE);
  await page.goto(url(`/candidates/${need(candidateId, 'the candidate')}`));
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE.name })).toBeVisible({
    timeout: 20_000,
  });
  await unfoldOffer(page);
  const section = offerSection(page);
  await expect(section.getByText('No offer yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Draft an offer' }).click();
  const form = page.getByRole('dialog', { name: `Draft an offer for ${CANDIDATE.name}` });
  await expect(form.getByLabel('Amount')).toBeFocused();
  await form.getByLabel('Amount').fill('72000');
  await expect(form.getByLabel('Currency')).toHaveValue('EUR');
  await form.getByLabel('Start date').fill(START.typed);
  await form.getByLabel(FIELD.label).fill(FIELD.value);
  await checkWidths(page, 'offer-form', { fullPage: false });
  // On a phone the dialog scrolls: its end, with the buttons.
  await page.setViewportSize(PHONE);
  await form.evaluate((dialog) => dialog.scrollTo({ top: dialog.scrollHeight }));
  await shot(page, `${SHOTS}/offer-form-phone-end.png`);
  await page.setViewportSize(DESKTOP);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Offer drafted.');

  const current = section.getByRole('article', { name: 'Current offer' });
  await expect(current.locator('.offer-status')).toHaveText('Draft');
  const terms = current.locator('.offer-terms');
  await expect(terms.getByRole('definition')).toHaveText([
    SALARY,
    START.shown,
    FIELD.value,
    'Standard offer letter',
  ]);
  await current.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(section.getByRole('status')).toHaveText('Offer submitted for approval.');
  await expect(current.locator('.offer-status')).toHaveText('Waiting for approval');
  await expect(current.locator('.offer-step')).toHaveText([
    new RegExp(`^${ADMIN.name}Waiting`),
    new RegExp(`^${APPROVER.name}Not yet asked`),
  ]);
  await checkWidths(page, 'offer-section', { target: () => section });

  // The admin's open page hears of it: the count in the navigation, without a reload.
  await expect(adminLink).toHaveAccessibleName('Offers to approve, 1 waiting');
  await expect(adminLink).toContainText('1');
  await adminLink.click();
  await expect(admin.page).toHaveURL(`${publicUrl}/offers/approve`);
  await expect(
    admin.page.getByRole('heading', { level: 1, name: 'Offers to approve' }),
  ).toBeVisible();
  const waiting = admin.page.getByRole('listitem').filter({
    has: admin.page.getByRole('heading', { level: 2, name: CANDIDATE.name }),
  });
  await expect(waiting).toContainText(JOB);
  await expect(waiting).toContainText(SALARY);
  await checkWidths(admin.page, 'offers-to-approve');
  await waiting.getByRole('button', { name: `Approve the offer for ${CANDIDATE.name}` }).click();
  await expect(admin.page.getByRole('main').getByRole('status')).toHaveText(
    `Offer for ${CANDIDATE.name} approved.`,
  );
  await expect(admin.page.getByText('No offer is waiting on you.')).toBeVisible();
  await expect(adminLink).toHaveAccessibleName('Offers to approve');
  await checkWidths(admin.page, 'offers-to-approve-empty');

  // The second step: the other recruiter.
  const approver = await openAs(browser, cookies.approver, 'approver');
  await approver.page.goto(url('/'));
  await expectSignedInAs(approver.page, APPROVER, 'Recruiter');
  const approverLink = mainNav(approver.page).getByRole('link', { name: /^Offers to approve/ });
  await expect(approverLink).toHaveAccessibleName('Offers to approve, 1 waiting');
  await approverLink.click();
  await approver.page
    .getByRole('button', { name: `Approve the offer for ${CANDIDATE.name}` })
    .click();
  await expect(approver.page.getByText('No offer is waiting on you.')).toBeVisible();
  await expect(approverLink).toHaveAccessibleName('Offers to approve');

  // The recruiter's profile follows, without a reload.
  await expect(current.locator('.offer-status')).toHaveText('Approved');
  await expect(current.locator('.offer-step')).toHaveText([
    new RegExp(`^${ADMIN.name}Approved`),
    new RegExp(`^${APPROVER.name}Approved`),
  ]);

  for (const member of [admin, approver, recruiter]) {
    expect(member.errors).toEqual([]);
    await member.context.close();
  }
});

test('the recruiter previews the letter and sends it; the candidate gets the private link by email', async ({
  browser,
}) => {
  const recruiter = await openAs(browser, cookies.recruiter, 'recruiter');
  const { page } = recruiter;
  await page.goto(url(`/candidates/${need(candidateId, 'the candidate')}`));
  await expect(page.getByRole('heading', { level: 1, name: CANDIDATE.name })).toBeVisible({
    timeout: 20_000,
  });
  const section = offerSection(page);
  const current = section.getByRole('article', { name: 'Current offer' });
  await expect(current.locator('.offer-status')).toHaveText('Approved');

  await current.getByRole('button', { name: 'Preview letter' }).click();
  const letter = page.getByRole('dialog', { name: 'Offer letter' });
  await expect(letter).toContainText(LETTER_LINE);
  await expect(letter).toContainText(`Salary: ${SALARY}`);
  await expect(letter.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(letter.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/letter-preview-desktop.png`);
  await letter.getByRole('button', { name: 'Close' }).click();
  await expect(letter).toBeHidden();

  await current.getByRole('button', { name: 'Send to candidate' }).click();
  const send = page.getByRole('dialog', { name: 'Send the offer to the candidate?' });
  await expect(send.getByLabel('Days the offer stays open')).toHaveValue(/^\d+$/);
  await send.getByRole('button', { name: 'Send to candidate' }).click();
  await expect(send).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(`Offer sent to ${CANDIDATE.name}.`);
  await expect(current.locator('.offer-status')).toHaveText('Sent');

  const message = await mail().waitFor(
    (m) => addresses(m.to) === CANDIDATE.email && /^Your offer from /.test(m.subject ?? ''),
  );
  expect(message.subject).toMatch(new RegExp(`: ${JOB}$`));
  expect(addresses(message.replyTo)).toBe(RECRUITER.email);
  const links = (message.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(new RegExp(`^${publicUrl}/offer/[A-Za-z0-9_-]+$`));
  offerLink = links[0];
  expect(recruiter.errors).toEqual([]);
  await recruiter.context.close();
});

test('the candidate opens the link with no session, downloads the PDF and accepts; the recruiter sees the offer accepted and the candidate hired', async ({
  browser,
}) => {
  const recruiter = await openAs(browser, cookies.recruiter, 'recruiter');
  await recruiter.page.goto(url(`/candidates/${need(candidateId, 'the candidate')}`));
  await expect(recruiter.page.getByRole('heading', { level: 1, name: CANDIDATE.name })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(
    offerSection(recruiter.page)
      .getByRole('article', { name: 'Current offer' })
      .locator('.offer-status'),
  ).toHaveText('Sent');

  const candidate = await openContext(browser);
  const { page } = candidate;
  await page.goto(need(offerLink, 'the offer link'));
  await expect(page.getByRole('heading', { level: 1, name: `Your offer for ${JOB}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`For ${CANDIDATE.name}`)).toBeVisible();
  await expect(page.getByText(/^This link expires on /)).toBeVisible();
  // Nothing of the team's own: no navigation, nobody signed in.
  await expect(mainNav(page)).toHaveCount(0);
  const terms = page.getByRole('region', { name: 'The terms' });
  await expect(terms.getByRole('term')).toHaveText(['Salary', 'Start date', FIELD.label]);
  await expect(terms.getByRole('definition')).toHaveText([SALARY, START.shown, FIELD.value]);
  await expect(page.getByRole('article', { name: 'Offer letter' })).toContainText(LETTER_LINE);
  await checkWidths(page, 'offer-link');

  // The PDF: downloaded, and served as a PDF.
  const pdfLink = page.getByRole('link', { name: 'Download the letter (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const href = (await pdfLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/letter\.pdf$/);
  const pdf = await page.request.get(new URL(href, page.url()).href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);

  await page.getByLabel('Type your full name to sign').fill(CANDIDATE.name);
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  const accepted = page.getByText(/^You accepted this offer on \w+, \w+ \d{1,2}, \d{4}\.$/);
  await expect(accepted).toBeVisible();
  await expect(accepted).toBeFocused();
  await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline the offer' })).toHaveCount(0);
  await checkWidths(page, 'offer-link-accepted');
  expect(candidate.errors).toEqual([]);
  await candidate.context.close();

  // The recruiter's open profile follows: the offer accepted, signed; the candidate hired.
  const section = offerSection(recruiter.page);
  await expect(section.getByRole('article', { name: 'Current offer' })).toHaveCount(0);
  const earlier = section.locator('.offer-earlier');
  await expect(earlier.locator('.offer-status')).toHaveText('Accepted');
  await expect(earlier).toContainText(`signed “${CANDIDATE.name}”`);
  await expect(recruiter.page.locator('.profile-stage .stage-badge')).toHaveText('Hired');
  expect(recruiter.errors).toEqual([]);
  await recruiter.context.close();
});
