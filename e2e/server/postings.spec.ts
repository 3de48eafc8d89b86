import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, shot, test } from '../fixtures';
import { dosExecutable, download, minimalPdf, notAcceptedMessage } from '../support/files';
import { jobCard } from '../support/jobs';
import { ADMIN, need, useTeamServer } from '../support/team-server';
import {
  type StorageState,
  banner,
  expectSignedInAs,
  mainNav,
  openContext,
  sessionState,
} from '../support/team-ui';

/**
 * Job postings on a team server (its own, on the embedded PostgreSQL, empty at the start): the
 * admin writes a posting; an anonymous visitor finds it on the public careers page and applies
 * with a PDF résumé, which the admin downloads byte for byte; an executable renamed `.pdf` is
 * refused; an archived job is not found by the public and closed for members.
 *
 * The tests run in order and share the server (made in beforeAll, stopped in afterAll).
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/postings-shots';
mkdirSync(SHOTS, { recursive: true });

const CLOSED = 'This job is closed and no longer accepts applications.';
const NO_ASSESSMENT = 'This job does not have an assessment configured.';

const POSTING = {
  title: 'Site Reliability Engineer',
  location: 'Porto',
  department: 'Infrastructure',
  employmentTypeLabel: 'Full-time',
  description: [
    'Keep **TalentFlow** running for *every* team.',
    '',
    '<img src=x onerror=alert(1)> <b>not bold</b>',
    '',
    '## What you will do',
    '',
    '- Run PostgreSQL',
    '- Sleep at night',
  ].join('\n'),
};
const ARCHIVED = { title: 'Night Watch', location: 'Porto', department: 'Infrastructure' };

const APPLICANT = { name: 'Grace Hopper', email: 'grace.hopper@example.com' };
const RESUME_NAME = 'résumé grace.pdf';
const RESUME = minimalPdf('Grace Hopper, rear admiral');

const team = useTeamServer();
const { url, api } = team;
const state: { jobId?: number; archivedId?: number } = {};

/** A browser's cookies for the admin's session, on the server's host. */
function signedIn(): StorageState {
  return sessionState(team.adminCookie, new URL(url('/')).hostname);
}

/** The admin's own browser, signed in. */
async function openAdmin(browser: Browser) {
  const admin = await openContext(browser, signedIn());
  return admin;
}

async function responseCount(jobId: number): Promise<number> {
  const answer = await api('GET', `/jobs/${jobId}/responses`, { cookie: team.adminCookie });
  expect(answer.status).toBe(200);
  return (answer.body as unknown[]).length;
}

/** No recruiter navigation: the public pages are the brand and the page, nothing else. */
async function expectNoMemberNavigation(page: Page) {
  await expect(banner(page)).toContainText('TalentFlow');
  await expect(mainNav(page)).toHaveCount(0);
  for (const name of ['Jobs', 'Candidates', 'Team', 'Backup', 'Back to Jobs'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

test('the admin writes a posting in the modal; an anonymous visitor finds it on the careers page and applies with a PDF résumé', async ({
  browser,
}) => {
  // The admin: the job, with its posting, through the modal on the empty dashboard.
  const admin = await openAdmin(browser);
  await admin.page.goto(url('/'));
  await expectSignedInAs(admin.page, ADMIN, 'Admin');
  await admin.page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Create a New Job' });
  await dialog.getByLabel('Title').fill(POSTING.title);
  await dialog.getByLabel('Location').fill(POSTING.location);
  await dialog.getByLabel('Department').fill(POSTING.department);
  await dialog.getByLabel('Employment type').selectOption({ label: POSTING.employmentTypeLabel });
  await dialog.getByLabel('Description').fill(POSTING.description);
  await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
  await expect(dialog).toBeHidden();
  const href = await jobCard(admin.page, POSTING.title)
    .getByRole('link', { name: POSTING.title, exact: true })
    .getAttribute('href');
  const jobId = Number(/^\/jobs\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(jobId).toBeGreaterThan(0);
  state.jobId = jobId;
  expect((await api('GET', `/jobs/${jobId}`, { cookie: team.adminCookie })).body).toMatchObject({
    title: POSTING.title,
    location: POSTING.location,
    department: POSTING.department,
    employmentType: 'full-time',
    description: POSTING.description,
    status: 'draft',
  });
  // A draft: no applicant finds it, by the careers list or by its address.
  expect((await api('GET', '/careers')).body.jobs).toEqual([]);
  expect((await api('GET', `/jobs/${jobId}`)).status).toBe(404);
  await jobCard(admin.page, POSTING.title).getByRole('button', { name: 'Publish' }).click();
  await expect(
    admin.page.getByText(`“${POSTING.title}” published: applicants can see it now.`),
  ).toBeVisible();
  await expect(
    jobCard(admin.page, POSTING.title).getByRole('button', { name: 'Archive', exact: true }),
  ).toBeVisible();
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  // The visitor: no cookies, the public careers page.
  const visitor = await openContext(browser);
  const { page } = visitor;
  // Raw HTML in the description must never run: a dialog would be a script from it.
  page.on('dialog', (dialog) => {
    visitor.errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  expect(await visitor.context.cookies()).toEqual([]);
  await page.goto(url('/careers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoMemberNavigation(page);
  // The preview note is for browser mode only.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText('1 open position', { exact: true })).toBeVisible();
  await page.getByLabel('Location').selectOption(POSTING.location);
  await expect(page).toHaveURL(/\/careers\?location=Porto$/);
  // Each opening is an item with a title (its facts are items of a list of their own).
  const opening = page
    .getByRole('list', { name: 'Open positions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(opening).toHaveCount(1);
  await expect(opening.getByRole('heading', { level: 2 })).toHaveText(POSTING.title);
  await expect(
    opening.getByRole('list', { name: 'About this job' }).getByRole('listitem'),
  ).toHaveText(['Location: Porto', 'Department: Infrastructure', 'Employment type: Full-time']);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/careers.png`, { fullPage: true });

  // The apply page: the facts, the description (HTML as text), the basic application.
  await page.getByRole('link', { name: `Apply for ${POSTING.title}` }).click();
  await expect(page).toHaveURL(url(`/jobs/${jobId}/apply`));
  await expect(page.getByRole('heading', { level: 1, name: POSTING.title })).toBeVisible();
  await expectNoMemberNavigation(page);
  await expect(page.getByRole('list', { name: 'About this job' }).getByRole('listitem')).toHaveText(
    ['Location: Porto', 'Department: Infrastructure', 'Employment type: Full-time'],
  );
  const about = page.getByRole('region', { name: 'About the job' });
  await expect(about.locator('strong')).toHaveText('TalentFlow');
  // "##" starts below the page's own headings.
  await expect(about.getByRole('heading', { level: 3, name: 'What you will do' })).toBeVisible();
  await expect(about).toContainText('<img src=x onerror=alert(1)> <b>not bold</b>');
  await expect(about.locator('img, b, script')).toHaveCount(0);
  await expect(page.getByText(NO_ASSESSMENT)).toBeVisible();
  await page.getByLabel('Your name').fill(APPLICANT.name);
  await page.getByLabel('Email address').fill(APPLICANT.email);
  await page.getByLabel('Your résumé (optional)').setInputFiles({
    name: RESUME_NAME,
    mimeType: 'application/pdf',
    buffer: RESUME,
  });
  await expectAccessible(page);
  await shot(page, `${SHOTS}/apply.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(`We will be in touch at ${APPLICANT.email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveCount(0);
  await expectAccessible(page);
  // Still no cookie: applying made no session.
  expect(await visitor.context.cookies()).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
  expect(await responseCount(jobId)).toBe(1);
});

test('the admin downloads the résumé from the job page: the same bytes', async ({ browser }) => {
  const jobId = need(state.jobId, 'the job');
  const { context, page, errors } = await openAdmin(browser);
  await page.goto(url(`/jobs/${jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: POSTING.title })).toBeVisible({
    timeout: 20_000,
  });
  const responses = page.getByRole('region', { name: 'Assessment responses' });
  await expect(responses.getByRole('link', { name: APPLICANT.name })).toBeVisible();
  await responses.getByRole('button', { name: `Show answers of ${APPLICANT.name}` }).click();
  const button = responses.getByRole('button', { name: `Download ${RESUME_NAME}` });
  await expect(button).toHaveText(`Download ${RESUME_NAME} (${RESUME.length} B)`);
  const saved = await download(page, button);
  expect(saved.name).toBe(RESUME_NAME);
  expect(saved.bytes.equals(RESUME)).toBe(true);

  // The file itself: for members only, as an attachment that is never sniffed.
  const fileId = (await api('GET', `/jobs/${jobId}/responses`, { cookie: team.adminCookie }))
    .body[0].files[0].id as number;
  const direct = await fetch(url(`/api/files/${fileId}`), {
    headers: { Cookie: team.adminCookie },
  });
  expect(direct.status).toBe(200);
  expect(direct.headers.get('content-type')).toBe('application/pdf');
  expect(direct.headers.get('content-disposition')).toMatch(/^attachment;/);
  expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
  // Its own sandbox policy, not the app's: the server's headers do not overwrite it.
  expect(direct.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(direct.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await direct.arrayBuffer()).equals(RESUME)).toBe(true);
  expect((await fetch(url(`/api/files/${fileId}`))).status).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});

test('an anonymous upload of an executable renamed .pdf is refused with the message, and nothing is stored', async ({
  browser,
}) => {
  const jobId = need(state.jobId, 'the job');
  const before = await responseCount(jobId);
  // The refusal is a 400, which the console reports as a failed load.
  const visitor = await openContext(browser, undefined, {
    allow: [/^Failed to load resource: the server responded with a status of 400 /],
  });
  const { page } = visitor;
  await page.goto(url(`/jobs/${jobId}/apply`));
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Your name').fill('Mallory');
  await page.getByLabel('Email address').fill('mallory@example.com');
  await page.getByLabel('Your résumé (optional)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: dosExecutable(),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not submit' })).toContainText(
    `Could not submit your application: ${notAcceptedMessage('resume.pdf')}`,
  );
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  await expect(page.getByLabel('Your name')).toHaveValue('Mallory');
  expect(await responseCount(jobId)).toBe(before);
  const found = await api('GET', '/candidates?pageSize=10&search=mallory', {
    cookie: team.adminCookie,
  });
  expect(found.body.totalCount).toBe(0);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});

test('an archived job: not found for the public (page and API), closed for the signed-in admin', async ({
  browser,
}) => {
  const made = await api('POST', '/jobs', {
    cookie: team.adminCookie,
    body: { ...ARCHIVED, tags: [], description: 'Watch the **night**.' },
  });
  expect(made.status).toBe(201);
  const archivedId = made.body.id as number;
  state.archivedId = archivedId;
  const archived = await api('PATCH', `/jobs/${archivedId}`, {
    cookie: team.adminCookie,
    body: { status: 'archived' },
  });
  expect(archived.status).toBe(200);

  const application = { name: APPLICANT.name, email: 'late@example.com', answers: {} };
  const anonymous = await api('POST', `/assessments/${archivedId}/submit`, { body: application });
  expect(anonymous.status).toBe(404);
  const member = await api('POST', `/assessments/${archivedId}/submit`, {
    cookie: team.adminCookie,
    body: application,
  });
  expect(member.status).toBe(409);
  expect(member.body.error).toMatchObject({ code: 'job_closed', message: CLOSED });
  expect(await responseCount(archivedId)).toBe(0);

  // The visitor: the careers page leaves it out, and its apply page is not found.
  // The apply page logs the assessment it could not load; for this job that is expected.
  const visitor = await openContext(browser, undefined, {
    allow: [
      new RegExp(`^Failed to fetch assessment data\\. ApiError: Job ${archivedId} not found\\.`),
    ],
  });
  await visitor.page.goto(url('/careers'));
  await expect(visitor.page.getByRole('link', { name: `Apply for ${POSTING.title}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(visitor.page.getByRole('link', { name: `Apply for ${ARCHIVED.title}` })).toHaveCount(
    0,
  );
  await visitor.page.goto(url(`/jobs/${archivedId}/apply`));
  // Spoken to the applicant, with the way to the open jobs; never "the link may be mistyped".
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: 'This job is no longer open' }),
  ).toBeVisible();
  await expect(visitor.page.getByText(/mistyped/)).toHaveCount(0);
  await expect(visitor.page.getByRole('link', { name: 'See all jobs' })).toHaveCount(0);
  await expect(visitor.page.getByRole('link', { name: 'See open jobs' })).toHaveAttribute(
    'href',
    '/careers',
  );
  await expect(visitor.page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(visitor.page.getByText(ARCHIVED.title)).toHaveCount(0);
  await expectAccessible(visitor.page);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  // The admin: the same address says the job is closed, with no form.
  const admin = await openAdmin(browser);
  await admin.page.goto(url(`/jobs/${archivedId}/apply`));
  await expect(admin.page.getByRole('heading', { level: 1, name: ARCHIVED.title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(admin.page.getByRole('status').filter({ hasText: CLOSED })).toBeVisible();
  await expect(admin.page.getByRole('link', { name: 'See open jobs' })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(admin.page.getByLabel('Your name')).toHaveCount(0);
  await expect(admin.page.getByRole('list', { name: 'About this job' })).toContainText('Porto');
  await expectAccessible(admin.page);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});
