import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkBothWidths, DESKTOP, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
import { candidateCard, column } from '../support/candidates';
import { minimalPdf } from '../support/files';
import { getJson, post } from '../support/api';
import { jobCard } from '../support/jobs';
import {
  designJobWithCandidate,
  editToEightStages,
  moveBetweenOwnStages,
  reportOfOwnStages,
} from '../support/pipelines';
import { ADMIN, need } from '../support/team-server';
import {
  type Account,
  type StorageState,
  banner,
  expectSignedInAs,
  mainNav,
  openContext,
  openSettingsPage,
  settingsNav,
  submitSignIn,
} from '../support/team-ui';
import {
  CODE_LABEL,
  SET_UP_FIRST,
  expectCodeStep,
  nextCode,
  requireTwoFactor,
  submitCode,
  turnOnTwoFactor,
  twoFactorSection,
} from '../support/two-factor';

/**
 * Team mode's main flows in real Chromium, against the team server the config starts (`node
 * dist-server/main.js` on a fresh embedded PostgreSQL: no accounts, no jobs). The tests run in
 * order and build on each other: the admin made in the first invites the others in the second,
 * and so on. Each member works in a browser context of their own. The team requires two-factor
 * sign-in from the first test on, as a careful team runs it: every member sets it up when they
 * join, with an authenticator app that otplib plays. No retries: the server's state cannot be
 * replayed, so a retried first test would meet the admin it made already.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/team-shots';
mkdirSync(SHOTS, { recursive: true });

const RECRUITER: Account = {
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  password: 'rita has a long password',
};
const INTERVIEWER: Account = {
  name: 'Ian Interviewer',
  email: 'ian@example.com',
  password: 'ian has a long password',
};
const APPLICANT = { name: 'Grace Hopper', email: 'grace@example.com' };

const JOB = { title: 'Platform Engineer', edited: 'Platform Engineer (Berlin)' };
const OTHER_JOB = 'Office Manager';
const QUESTION = 'Why do you want this job?';

/** What the tests hand on to the ones after them. */
const state: {
  admin?: StorageState;
  recruiter?: StorageState;
  interviewer?: StorageState;
  jobId?: number;
  otherJobId?: number;
  candidateId?: number;
  /** The recruiter's authenticator app: its key, and the code that turned it on (used). */
  recruiterApp?: { secret: string; used: string };
} = {};

/** The top bar's links for an admin; a recruiter and an interviewer have all but Settings. */
// An admin's top bar; a recruiter's has no Settings, an interviewer's no offers either.
const TOP_LINKS = ['Jobs', 'Candidates', 'Interviews', 'Reports', 'Offers to approve', 'Settings'];

const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' });

/** The id in a job card's title link (/jobs/<id>). */
async function jobIdOf(page: Page, title: string): Promise<number> {
  const href = await jobCard(page, title)
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  const id = Number(/^\/jobs\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Creates an invitation on the Team page and reads the link it shows. */
async function invite(
  page: Page,
  email: string,
  role: 'Recruiter' | 'Interviewer',
): Promise<string> {
  const form = page.getByRole('region', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Invitation created for' })).toHaveText(
    `Invitation created for ${email} as ${role}. Send them this link; it works once.`,
  );
  const link = form.getByLabel('Invitation link');
  await expect(link).toHaveValue(new RegExp(`^${new URL(page.url()).origin}/invite/[^/]+$`));
  return link.inputValue();
}

test('first run: the admin account is created on the setup screen, the empty dashboard opens, and the admin turns on two-factor sign-in and requires it of every member', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(browser);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create the admin account' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(mainNav(page)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/setup.png`, { fullPage: true });

  await page.getByLabel('Your name').fill(ADMIN.name);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create the admin account' }).click();

  await expect(dashboardHeading(page)).toBeVisible();
  await expectSignedInAs(page, ADMIN, 'Admin');
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  // The admin pages are one Settings link in the top bar, to the first of them.
  await expect(mainNav(page).getByRole('link')).toHaveText(TOP_LINKS);
  await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/team',
  );
  await expectAccessible(page);

  // The session is a cookie: a reload stays signed in.
  await page.reload();
  await expectSignedInAs(page, ADMIN, 'Admin');

  // Two-factor sign-in: the admin's own first (their name in the top bar leads to the account),
  // then the team's rule; this session goes on.
  await banner(page).getByRole('link', { name: ADMIN.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await turnOnTwoFactor(page, ADMIN.password);
  const section = twoFactorSection(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText(
    'You sign in with your password and a code from your authenticator app.',
  );
  const security = await requireTwoFactor(page);
  await expect(security).not.toContainText('That includes you');
  await shot(security, `${SHOTS}/settings-security.png`);
  await mainNav(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  state.admin = await context.storageState();
  expect(errors).toEqual([]);
  await context.close();
});

test('the admin invites a recruiter and an interviewer; each accepts the link in their own browser and is kept on the Account page until they set up two-factor sign-in', async ({
  browser,
}) => {
  const admin = await openContext(browser, need(state.admin, 'the admin'));
  await admin.page.goto('/');
  await openSettingsPage(admin.page, 'Team');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(settingsNav(admin.page).getByRole('link')).toHaveText([
    'Team',
    'Settings',
    'Email',
    'Audit',
    'Integrations',
    'Backup',
  ]);
  const members = admin.page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: new RegExp(ADMIN.name) })).toContainText(
    ADMIN.email,
  );

  const recruiterLink = await invite(admin.page, RECRUITER.email, 'Recruiter');
  const firstInterviewerLink = await invite(admin.page, INTERVIEWER.email, 'Interviewer');
  const open = admin.page.getByRole('table', { name: 'Open invitations' });
  await expect(open.getByText(RECRUITER.email)).toBeVisible();
  await expect(open.getByText(INTERVIEWER.email)).toBeVisible();
  // Sent again: a new link to pass on; the first one no longer works.
  await open
    .getByRole('button', { name: `Send again the invitation for ${INTERVIEWER.email}` })
    .click();
  const openSection = admin.page.getByRole('region', { name: 'Open invitations' });
  await expect(openSection.getByRole('status')).toContainText(
    `A new link for ${INTERVIEWER.email} as Interviewer. The old link no longer works`,
  );
  const interviewerLink = await openSection.getByLabel('Invitation link').inputValue();
  expect(interviewerLink).not.toBe(firstInterviewerLink);
  expect(interviewerLink).not.toBe(recruiterLink);
  const stale = await openContext(browser);
  await stale.page.goto(firstInterviewerLink);
  await expect(
    stale.page.getByRole('heading', { level: 1, name: 'This invitation link is no longer valid.' }),
  ).toBeVisible();
  await stale.context.close();
  // The Settings area on a phone (its links in a row above the page) and on a desktop (beside it):
  // nothing wider than the window, nothing axe finds serious.
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await admin.page.setViewportSize(size);
    await expect(settingsNav(admin.page).getByRole('link', { name: 'Team' })).toBeVisible();
    expect(
      await admin.page.evaluate(() => document.documentElement.scrollWidth),
      label,
    ).toBeLessThanOrEqual(size.width);
    await expectAccessible(admin.page);
    await shot(admin.page, `${SHOTS}/team-${label}.png`, { fullPage: true });
  }

  for (const [account, link, role] of [
    [RECRUITER, recruiterLink, 'Recruiter'],
    [INTERVIEWER, interviewerLink, 'Interviewer'],
  ] as const) {
    // The app learns of the team's rule from the server's refusals (403) of the first page's asks.
    const invitee = await openContext(browser, undefined, {
      allow: [/the server responded with a status of 403/],
    });
    await invitee.page.goto(link);
    await expect(
      invitee.page.getByRole('heading', { level: 1, name: 'Join your team' }),
    ).toBeVisible();
    await expect(invitee.page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(invitee.page.getByText(role, { exact: true })).toBeVisible();
    await expect(invitee.page.getByLabel('Your name')).toBeFocused();
    await invitee.page.getByLabel('Your name').fill(account.name);
    await invitee.page.getByLabel('Password').fill(account.password);
    await invitee.page.getByRole('button', { name: 'Join the team' }).click();

    // Joined, but the team requires two-factor sign-in: their Account page is all they are shown,
    // and a link elsewhere leaves them there.
    const setUpFirst = invitee.page.getByRole('alert').filter({ hasText: SET_UP_FIRST });
    await expect(setUpFirst).toBeVisible({ timeout: 20_000 });
    await expect(invitee.page).toHaveURL(/\/account$/);
    await expect(
      invitee.page.getByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeVisible();
    await expectSignedInAs(invitee.page, account, role);
    if (account === RECRUITER) {
      await expectAccessible(invitee.page);
      await shot(invitee.page, `${SHOTS}/account-set-up-first.png`, { fullPage: true });
    }
    await mainNav(invitee.page).getByRole('link', { name: 'Jobs' }).click();
    await expect(invitee.page).toHaveURL(/\/account$/);
    await expect(dashboardHeading(invitee.page)).toHaveCount(0);

    const { secret, code } = await turnOnTwoFactor(invitee.page, account.password);
    await twoFactorSection(invitee.page).getByRole('button', { name: 'I have saved them' }).click();
    await expect(setUpFirst).toHaveCount(0);
    await mainNav(invitee.page).getByRole('link', { name: 'Jobs' }).click();
    await expect(dashboardHeading(invitee.page)).toBeVisible();
    await expect(invitee.page).toHaveURL(/\/$/);
    await expectSignedInAs(invitee.page, account, role);
    if (account === RECRUITER) {
      state.recruiter = await invitee.context.storageState();
      state.recruiterApp = { secret, used: code };
    } else state.interviewer = await invitee.context.storageState();
    expect(invitee.errors).toEqual([]);
    await invitee.context.close();
  }

  // A link works once.
  const again = await openContext(browser);
  await again.page.goto(recruiterLink);
  await expect(
    again.page.getByRole('heading', { level: 1, name: 'This invitation link is no longer valid.' }),
  ).toBeVisible();
  await again.context.close();

  // The admin's page shows the new members, and no open invitation.
  await admin.page.reload();
  await expect(members.getByRole('combobox', { name: `Role of ${RECRUITER.name}` })).toHaveValue(
    'recruiter',
  );
  await expect(members.getByRole('combobox', { name: `Role of ${INTERVIEWER.name}` })).toHaveValue(
    'interviewer',
  );
  await expect(admin.page.getByText('No open invitations.')).toBeVisible();
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test('jobs: the recruiter creates and edits jobs in the modal; the admin sees them after a reload', async ({
  browser,
}) => {
  const admin = await openContext(browser, need(state.admin, 'the admin'));
  await admin.page.goto('/');
  await expect(admin.page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  await page.goto('/');
  await expect(dashboardHeading(page)).toBeVisible();
  await expectSignedInAs(page, RECRUITER, 'Recruiter');

  const create = async (title: string, tags: string) => {
    await page.getByRole('button', { name: '+ Create Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Tags', { exact: true }).fill(tags);
    await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Created “${title}” as a draft. Publish it when it is ready for applicants.`),
    ).toBeVisible();
    await expect(jobCard(page, title).getByText('draft', { exact: true })).toBeVisible();
  };
  await create(JOB.title, 'Engineering, Remote');
  await create(OTHER_JOB, 'Operations');
  // The other job opens at once; the first waits for its questions (the builder's test).
  await jobCard(page, OTHER_JOB).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText(`“${OTHER_JOB}” published: applicants can see it now.`),
  ).toBeVisible();
  await expect(
    jobCard(page, OTHER_JOB).getByRole('button', { name: 'Archive', exact: true }),
  ).toBeVisible();
  await expect(jobCard(page, JOB.title).getByText('Remote', { exact: true })).toBeVisible();

  await jobCard(page, JOB.title).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByLabel('Title')).toHaveValue(JOB.title);
  await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Engineering, Remote');
  await dialog.getByLabel('Title').fill(JOB.edited);
  await dialog.getByLabel('Tags', { exact: true }).fill('Engineering, Hybrid');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved changes to “${JOB.edited}”.`)).toBeVisible();
  const edited = jobCard(page, JOB.edited);
  await expect(edited.getByText('Hybrid', { exact: true })).toBeVisible();
  await expect(edited.getByText('Remote', { exact: true })).toHaveCount(0);
  await expect(jobCard(page, JOB.title)).toHaveCount(0);
  state.jobId = await jobIdOf(page, JOB.edited);
  state.otherJobId = await jobIdOf(page, OTHER_JOB);

  // The edit is the server's: it stays after a reload, and the admin's tab has it too.
  await page.reload();
  await expect(jobCard(page, JOB.edited)).toBeVisible();
  await admin.page.reload();
  await expect(jobCard(admin.page, JOB.edited)).toBeVisible();
  await expect(jobCard(admin.page, JOB.edited).getByText('Hybrid', { exact: true })).toBeVisible();
  await expect(jobCard(admin.page, OTHER_JOB)).toBeVisible();
  expect([...errors, ...admin.errors]).toEqual([]);
  await context.close();
  await admin.context.close();
});

test('builder: the recruiter adds a section with a required question, saves, and it loads back', async ({
  browser,
}) => {
  const jobId = need(state.jobId, 'the job');
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: JOB.edited })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Builder' })).toBeVisible();
  await expect(page.getByText('No sections yet')).toBeVisible();

  await page.getByLabel('Assessment title').fill('Platform Engineer Assessment');
  await page.getByRole('button', { name: '+ Add Section' }).click();
  const section = page.getByRole('region', { name: 'Section 1', exact: true });
  await section.getByLabel('Section title').fill('Motivation');
  await section.getByRole('button', { name: '+ Add Question' }).click();
  const question = page.getByRole('article', { name: 'Question 1', exact: true });
  await expect(question.getByLabel('Answer type')).toHaveValue('short-text');
  await question.getByLabel('Question text').fill(QUESTION);
  await question.getByLabel('Required').check();
  await expect(
    page.getByRole('complementary', { name: 'Live preview' }).getByLabel(QUESTION),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save Assessment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assessment saved!' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Assessment title')).toHaveValue('Platform Engineer Assessment');
  await expect(section.getByLabel('Section title')).toHaveValue('Motivation');
  await expect(question.getByLabel('Question text')).toHaveValue(QUESTION);
  await expect(question.getByLabel('Answer type')).toHaveValue('short-text');
  await expect(question.getByLabel('Required')).toBeChecked();

  // With its questions saved, the draft is published from its page in one click.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText(`“${JOB.edited}” published: applicants can see it now.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('apply: an anonymous applicant applies without recruiter navigation; an archived job is not found', async ({
  browser,
}) => {
  const jobId = need(state.jobId, 'the job');
  const otherJobId = need(state.otherJobId, 'the other job');
  // The spec's apply page logs a job it cannot load; the archived job is one, on purpose.
  const applicant = await openContext(browser, undefined, {
    allow: [
      new RegExp(`^Failed to fetch assessment data\\. ApiError: Job ${otherJobId} not found\\.`),
    ],
  });
  const { page } = applicant;
  expect(await applicant.context.cookies()).toEqual([]);
  await page.goto(`/jobs/${jobId}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: JOB.edited })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await expect(banner(page)).toContainText('TalentFlow');
  await expect(mainNav(page)).toHaveCount(0);
  for (const name of ['Jobs', 'Candidates', 'Team', 'Backup'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/apply.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await page.getByLabel('Your name').fill(APPLICANT.name);
  await page.getByLabel('Email address').fill(APPLICANT.email);
  await page.getByLabel(QUESTION).fill('I like building platforms.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(`We will be in touch at ${APPLICANT.email}.`)).toBeVisible();
  // The job page is for members: the thank-you page links nowhere inside the app.
  await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveCount(0);

  // The recruiter archives the other job; its link then tells the applicant it is no longer open.
  const recruiter = await openContext(browser, need(state.recruiter, 'the recruiter'));
  await recruiter.page.goto('/');
  const other = jobCard(recruiter.page, OTHER_JOB);
  await other.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(recruiter.page.getByText(`“${OTHER_JOB}” archived.`)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Unarchive', exact: true })).toBeVisible();

  await page.goto(`/jobs/${otherJobId}/apply`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is no longer open' }),
  ).toBeVisible();
  await expect(page.getByText('may be mistyped')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all jobs' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See open jobs' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('link', { name: new RegExp(OTHER_JOB) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  expect([...applicant.errors, ...recruiter.errors]).toEqual([]);
  await recruiter.context.close();
  await applicant.context.close();
});

test('board: the recruiter moves the applicant with the keyboard; the move stays and the timeline names them', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const card = column(page, 'applied')
    .locator('[data-candidate-id]')
    .filter({ hasText: APPLICANT.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(APPLICANT.email);
  const candidateId = Number(await card.getAttribute('data-candidate-id'));
  expect(candidateId).toBeGreaterThan(0);
  state.candidateId = candidateId;

  const live = page.locator('[id^="DndLiveRegion"]');
  await card.getByRole('button', { name: `Drag ${APPLICANT.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${APPLICANT.name} in applied.`);
  // dnd-kit measures the columns in the frames after the pick-up; an arrow before that finds none.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`${APPLICANT.name} is over screen.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${APPLICANT.name} was moved from applied to screen.`);
  await expect(candidateCard(page, candidateId, 'screen')).toBeVisible();
  await expect(candidateCard(page, candidateId, 'applied')).toHaveCount(0);
  await expect(candidateCard(page, candidateId)).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  await expect(candidateCard(page, candidateId, 'screen')).toBeVisible();
  await expect(candidateCard(page, candidateId, 'applied')).toHaveCount(0);

  await candidateCard(page, candidateId)
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${candidateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: APPLICANT.name })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Hiring Timeline' });
  await expect(timeline.getByRole('listitem').last()).toContainText(
    `Moved from Applied to Screen · ${RECRUITER.name}`,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('interviews: the recruiter schedules the applicant’s phone screen with the interviewer, in their own time zone', async ({
  browser,
}) => {
  const candidateId = need(state.candidateId, 'the candidate');
  // The interviewer reads times in Tokyo: chosen on their account page.
  const ivan = await openContext(browser, need(state.interviewer, 'the interviewer'));
  await ivan.page.goto('/account');
  const zone = ivan.page.getByRole('region', { name: 'Time zone' });
  await zone.getByLabel('Your time zone').selectOption('Asia/Tokyo');
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expect(zone.getByRole('status')).toHaveText('Time zone saved.');
  await expectAccessible(ivan.page);
  await ivan.page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(ivan.page);
  await shot(ivan.page, `${SHOTS}/account-time-zone-390.png`, { fullPage: true });

  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  await page.goto(`/candidates/${candidateId}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await section.getByRole('button', { name: 'Schedule interview' }).click();
  const form = section.getByRole('form', { name: 'Schedule interview' });
  await form.getByLabel('Interview', { exact: true }).selectOption({ label: 'Phone screen' });
  await form.getByLabel('Date').fill('2026-12-14');
  await form.getByLabel('Time').fill('09:00');
  // Interviewers are the team's members.
  await form.getByLabel(INTERVIEWER.name).check();
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(section.getByRole('status')).toHaveText('Phone screen scheduled.');
  await expect(section.getByRole('listitem')).toContainText(`With ${INTERVIEWER.name}`);
  await expect(
    page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem').last(),
  ).toContainText(`Phone screen scheduled · ${RECRUITER.name}`);
  // Scheduled for 09:00 in the recruiter's zone (the browser's, UTC here): 18:00 in Tokyo.
  const entered = await page.evaluate(() => new Date('2026-12-14T09:00').toISOString());
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(entered))
      .find((p) => p.type === type)!.value;
  const inTokyo = `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} (Tokyo time)`;
  await ivan.page.reload();
  await ivan.page.getByRole('button', { name: 'Notifications' }).click();
  await expect(ivan.page.getByText(`Phone screen, ${inTokyo}`, { exact: false })).toBeVisible();
  expect([...errors, ...ivan.errors]).toEqual([]);
  await context.close();
  await ivan.context.close();
});

test('interviewer: reads the board and the profile without moving, adds a note with an @-mention; no job or team controls', async ({
  browser,
}) => {
  const candidateId = need(state.candidateId, 'the candidate');
  const { context, page, errors } = await openContext(
    browser,
    need(state.interviewer, 'the interviewer'),
  );
  await page.goto('/candidates');
  await expectSignedInAs(page, INTERVIEWER, 'Interviewer');
  const card = candidateCard(page, candidateId, 'screen');
  await expect(card).toContainText(APPLICANT.name);
  await expect(card.getByRole('link', { name: /View Profile/ })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Drag|Move) / })).toHaveCount(0);
  await shot(page, `${SHOTS}/board-interviewer.png`, { fullPage: true });

  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: APPLICANT.name })).toBeVisible();
  await expect(page.locator('.profile-stage')).toContainText('Screen');
  await expect(page.getByRole('button', { name: 'Move to another stage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete candidate' })).toHaveCount(0);

  const box = page.getByRole('combobox', { name: 'Add a note' });
  await box.click();
  await box.pressSequentially('Please ask @Ri');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'People to mention' });
  await expect(listbox.getByRole('option')).toHaveText([`@${RECRUITER.name}`]);
  await listbox.getByRole('option', { name: RECRUITER.name }).click();
  await expect(box).toHaveValue(`Please ask @${RECRUITER.name} `);
  await expect(box).toBeFocused();
  await expect(listbox).toBeHidden();
  await box.pressSequentially('about the offer');
  await page.getByRole('button', { name: 'Add Note' }).click();

  const note = page
    .getByRole('list', { name: /Saved notes/ })
    .getByRole('listitem')
    .first();
  await expect(note).toContainText(`Please ask @${RECRUITER.name} about the offer`);
  await expect(note.locator('strong')).toHaveText([`@${RECRUITER.name}`]);
  await expect(note).toContainText(INTERVIEWER.name);
  await expect(box).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem')).toHaveCount(
    1,
  );

  // A second note, corrected by its author, then deleted: the recruiter's open profile follows
  // each change live, and offers no way to change a note that is not theirs.
  const recruiter = await openContext(browser, need(state.recruiter, 'the recruiter'));
  await recruiter.page.goto(`/candidates/${candidateId}`);
  const theirs = recruiter.page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem');
  await expect(theirs).toHaveCount(1, { timeout: 20_000 });
  await box.fill('Typo in teh notes');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(theirs).toHaveCount(2);
  await expect(theirs.first().getByRole('button', { name: /note$/ })).toHaveCount(0);
  const mine = page
    .getByRole('list', { name: /Saved notes/ })
    .getByRole('listitem')
    .first();
  await mine.getByRole('button', { name: 'Edit note' }).click();
  await mine.getByLabel('Note text').fill(`Typo in the notes: ask @${RECRUITER.name}`);
  await expectAccessible(page);
  await mine.getByRole('button', { name: 'Save note' }).click();
  await expect(mine).toContainText('edited');
  await expect(mine.locator('strong')).toHaveText([`@${RECRUITER.name}`]);
  await expect(theirs.first()).toContainText('Typo in the notes: ask');
  await expect(theirs.first()).toContainText('edited');
  await mine.getByRole('button', { name: 'Delete note' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(theirs).toHaveCount(1);
  await expect(theirs.first()).toContainText('about the offer');
  expect(recruiter.errors).toEqual([]);
  await recruiter.context.close();

  await mainNav(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(jobCard(page, JOB.edited)).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Create Job' })).toHaveCount(0);
  for (const name of [/^Reorder /, 'Edit', 'Archive', 'Unarchive'])
    await expect(
      page.getByRole('list', { name: 'Jobs' }).getByRole('button', { name }),
    ).toHaveCount(0);
  // No admin page is an interviewer's, nor any offer: no Settings or Offers to approve link.
  await expect(mainNav(page).getByRole('link')).toHaveText(TOP_LINKS.slice(0, 4));

  await page.goto(`/jobs/${need(state.jobId, 'the job')}`);
  await expect(page.getByRole('heading', { level: 1, name: JOB.edited })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Assessment' })).toHaveCount(0);

  await page.goto('/team');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Only admins can manage the team.' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the interview loop: two interviewers add it to their calendars and submit scorecards, each seeing only their candidate, and the recruiter reads the summary before the offer', async ({
  browser,
}) => {
  const recruiter = await openContext(browser, need(state.recruiter, 'the recruiter'));
  await recruiter.page.goto('/');
  await expect(dashboardHeading(recruiter.page)).toBeVisible();
  const users = await getJson<{ users: Array<{ id: number; email: string }> }>(
    recruiter.page,
    '/api/users',
  );
  const idOf = (email: string) => need(users.users.find((u) => u.email === email)?.id, email);
  const jobId = need(state.jobId, 'the job');
  const ada = await post<{ id: number }>(recruiter.page, '/api/candidates', {
    name: 'Ada Byron',
    email: 'ada.byron@example.com',
    jobId,
    stage: 'tech',
    source: 'referral',
  });
  const bo = await post<{ id: number }>(recruiter.page, '/api/candidates', {
    name: 'Bo Other',
    email: 'bo.other@example.com',
    jobId,
    source: 'sourced',
  });
  const scheduled = await post<{ interview: { id: number } }>(
    recruiter.page,
    `/api/candidates/${ada.id}/interviews`,
    {
      planInterviewId: 'technical-interview',
      startsAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      durationMinutes: 60,
      interviewerIds: [idOf(INTERVIEWER.email), idOf(ADMIN.email)],
    },
  );
  expect(scheduled.interview.id).toBeGreaterThan(0);
  // Ada's résumé, attached by the recruiter: the interviewer reads it beside their scorecard.
  await recruiter.page.goto(`/candidates/${ada.id}`);
  const attached = recruiter.page.getByRole('region', { name: 'Résumé' });
  await attached.getByLabel('Attach a résumé').setInputFiles({
    name: 'Ada CV.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Analytical engines since 1843'),
  });
  await expect(
    attached.getByRole('status').filter({ hasText: 'Attached Ada CV.pdf.' }),
  ).toBeVisible();

  // The interviewer: their Interviews page owes Ada's scorecard; Bo is nowhere to be seen.
  const interviewer = await openContext(browser, need(state.interviewer, 'the interviewer'), {
    allow: [/^Could not fetch candidate profile data\./, /404/],
  });
  const page = interviewer.page;
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Interviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
  const due = page.getByRole('region', { name: 'Scorecards due' });
  await expect(due.getByRole('link', { name: 'Technical interview with Ada Byron' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await shot(page, `${SHOTS}/my-interviews-phone.png`, { fullPage: true });
  // On a phone Ada's profile folds under its headings; the sections menu opens the one asked for.
  await page.getByRole('link', { name: 'Technical interview with Ada Byron' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Byron' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  const resume = page.getByRole('region', { name: 'Résumé' });
  const resumeToggle = resume.getByRole('button', { name: 'Résumé', exact: true });
  await expect(resumeToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(resume.getByRole('button', { name: 'View Ada CV.pdf' })).toBeHidden();
  await sections.getByRole('link', { name: 'Résumé' }).click();
  await expect(resumeToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(resume.getByRole('button', { name: 'View Ada CV.pdf' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/profile-phone.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/candidates');
  await expect(page.locator('[data-candidate-id]').filter({ hasText: 'Ada Byron' })).toHaveCount(1);
  await expect(page.locator('[data-candidate-id]').filter({ hasText: 'Bo Other' })).toHaveCount(0);
  await page.goto(`/candidates/${bo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate not found.' })).toBeVisible();

  await page.goto(`/candidates/${ada.id}`);
  const scorecards = page.getByRole('region', { name: 'Scorecards', exact: true });
  await expect(scorecards).toContainText('Submit your own scorecard for this candidate');
  const interviews = page.getByRole('region', { name: 'Interviews' });
  const item = interviews.getByRole('listitem').filter({ hasText: 'Technical interview' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Add to calendar: Technical interview' }).click(),
  ]);
  expect(readFileSync(need(await file.path(), 'the calendar file'), 'utf8')).toContain(`ATTENDEE;`);
  await item.getByRole('button', { name: 'Scorecard: Technical interview' }).click();
  const form = item.getByRole('form', { name: /Scorecard: Technical interview/ });
  await expect(item.getByLabel('Written for')).toHaveCount(0);
  // On a wide screen nothing folds, and the résumé is beside the scorecard being written.
  await expect(sections).toHaveCount(0);
  await resume.getByRole('button', { name: 'View Ada CV.pdf' }).click();
  await expect(resume.getByRole('region', { name: 'Ada CV.pdf' }).locator('canvas')).toBeVisible();
  const formBox = (await form.boundingBox())!;
  const resumeBox = (await resume.boundingBox())!;
  expect(resumeBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  expect(resumeBox.y).toBeLessThan(formBox.y + formBox.height);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/scorecard-beside-resume.png`);
  await form
    .getByRole('group', { name: 'Problem solving' })
    .getByRole('radio', { name: 'Strong Yes' })
    .check();
  await form.getByLabel('Key take-aways').fill('Clear thinker.');
  await form
    .getByRole('group', { name: 'Overall recommendation' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(interviews.getByRole('status').first()).toHaveText('Scorecard submitted.');
  await expect(scorecards.getByRole('table')).toContainText(INTERVIEWER.name);
  await expect(scorecards).toContainText('Not submitted yet');

  // Their calendar feed: an address made once, read by a calendar app without a session.
  await mainNav(page).getByRole('link', { name: 'Interviews' }).click();
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Make a feed address' }).click();
  const address = await feed.getByLabel('Your calendar feed address').inputValue();
  const calendar = await (await fetch(address)).text();
  expect(calendar).toContain(`UID:interview-${scheduled.interview.id}@talentflow`);
  expect(interviewer.errors.filter((e) => !/404/.test(e))).toEqual([]);
  await interviewer.context.close();

  // The admin, the other interviewer, submits theirs.
  const admin = await openContext(browser, need(state.admin, 'the admin'));
  await admin.page.goto(`/candidates/${ada.id}`);
  const theirItem = admin.page
    .getByRole('region', { name: 'Interviews' })
    .getByRole('listitem')
    .filter({ hasText: 'Technical interview' });
  await theirItem.getByRole('button', { name: 'Scorecard: Technical interview' }).click();
  const theirForm = theirItem.getByRole('form', { name: /Scorecard: Technical interview/ });
  await theirForm
    .getByRole('group', { name: 'Overall recommendation' })
    .getByRole('radio', { name: 'Strong Yes' })
    .check();
  await theirForm.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(
    admin.page.getByRole('region', { name: 'Interviews' }).getByRole('status').first(),
  ).toHaveText('Scorecard submitted.');
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  // The recruiter reads both before the offer.
  await recruiter.page.goto(`/candidates/${ada.id}`);
  await recruiter.page.getByRole('button', { name: 'Move to another stage' }).click();
  await recruiter.page.getByRole('menuitem', { name: 'Offer' }).click();
  const review = recruiter.page.getByRole('dialog', { name: 'Move Ada Byron to Offer?' });
  await expect(review.getByRole('columnheader')).toHaveText([
    'Attribute',
    INTERVIEWER.name,
    ADMIN.name,
  ]);
  await expect(review.getByLabel('Recommendations')).toContainText('Yes1');
  await expectAccessible(recruiter.page);
  await shot(recruiter.page, `${SHOTS}/decision-review.png`);
  await review.getByRole('button', { name: 'Move to Offer' }).click();
  await expect(recruiter.page.locator('.profile-stage')).toContainText('Offer');
  expect(recruiter.errors).toEqual([]);
  await recruiter.context.close();
});

test('backup: the admin exports a file and restores it; the recruiter has no Backup link', async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await openContext(browser, need(state.admin, 'the admin'));
  await page.goto('/');
  await openSettingsPage(page, 'Backup');
  await expect(page.getByRole('heading', { level: 1, name: 'Backup and restore' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^talentflow-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.getByText('Backup downloaded.')).toBeVisible();
  const backup = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(backup)).toContain(JOB.edited);
  expect(JSON.stringify(backup)).toContain(APPLICANT.email);

  const confirms: string[] = [];
  page.on('dialog', (dialog) => {
    confirms.push(dialog.message());
    void dialog.accept();
  });
  await page.getByLabel('Backup file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: /^Restored / })).toHaveText(
    'Restored 2 jobs, 3 candidates, 1 assessment, 1 note, 1 response.',
  );
  expect(confirms).toEqual([
    'Restoring replaces all jobs, candidates, notes and assessments of the whole team with the backup. Continue?',
  ]);
  // The restored data is what was there, and the admin is still signed in.
  await mainNav(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(jobCard(page, JOB.edited)).toBeVisible();
  await expectSignedInAs(page, ADMIN, 'Admin');

  const recruiter = await openContext(browser, need(state.recruiter, 'the recruiter'));
  await recruiter.page.goto('/');
  await expectSignedInAs(recruiter.page, RECRUITER, 'Recruiter');
  await expect(mainNav(recruiter.page).getByRole('link', { name: 'Candidates' })).toBeVisible();
  await expect(mainNav(recruiter.page).getByRole('link')).toHaveText(TOP_LINKS.slice(0, -1));
  await recruiter.page.goto('/backup');
  await expect(
    recruiter.page
      .getByRole('alert')
      .filter({ hasText: 'Only admins can back up and restore the team’s data.' }),
  ).toBeVisible();
  await expect(settingsNav(recruiter.page)).toHaveCount(0);
  await expect(recruiter.page.getByLabel('Backup file')).toHaveCount(0);
  expect([...errors, ...recruiter.errors]).toEqual([]);
  await recruiter.context.close();
  await context.close();
});

test('delete candidate: the recruiter is asked first, then the board no longer has them', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
    {
      // The profile of the deleted candidate, opened at the end, logs why it shows "not found".
      allow: [/^Could not fetch candidate profile data\./],
    },
  );
  await page.goto('/candidates');
  const card = column(page, 'screen')
    .locator('[data-candidate-id]')
    .filter({ hasText: APPLICANT.name });
  await expect(card).toHaveCount(1);
  const candidateId = Number(await card.getAttribute('data-candidate-id'));
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: APPLICANT.name })).toBeVisible();

  const remove = page.getByRole('button', { name: 'Delete candidate' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: `Delete ${APPLICANT.name}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: APPLICANT.name })).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByText(`${APPLICANT.name} was deleted.`)).toBeVisible();
  await expect(column(page, 'applied')).toBeVisible();
  await expect(candidateCard(page, candidateId)).toHaveCount(0);
  // The interview loop's candidates stay; the deleted one is on no column.
  const theirCards = page.locator('[data-candidate-id]').filter({ hasText: APPLICANT.name });
  await expect(theirCards).toHaveCount(0);

  await page.reload();
  await expect(column(page, 'screen')).toBeVisible();
  await expect(page.locator('[data-candidate-id]').filter({ hasText: 'Ada Byron' })).toHaveCount(1);
  await expect(theirCards).toHaveCount(0);
  await page.goto(`/candidates/${candidateId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate not found.' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a candidate added by hand, and the duplicate refused: the recruiter adds one, the timeline names them', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
    // The refused duplicate is an answer of 409, which the console lists as a failed load.
    { allow: [/^Failed to load resource: the server responded with a status of 409 /] },
  );
  const added = { name: 'Ada Agency', email: 'ada@example.com', phone: '(030) 555-0100' };
  await page.goto('/candidates');
  await expectSignedInAs(page, RECRUITER, 'Recruiter');
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByLabel('Name').fill(added.name);
  await dialog.getByLabel('Email').fill(added.email);
  await dialog.getByLabel('Phone').fill(added.phone);
  // The other job is archived: only the active one is offered.
  await expect(dialog.getByLabel('Job').getByRole('option')).toHaveText([
    'Choose a job',
    JOB.edited,
  ]);
  await dialog.getByLabel('Job').selectOption({ label: JOB.edited });
  await dialog.getByLabel('Stage').selectOption({ label: 'Screen' });
  await dialog.getByLabel('Source').selectOption({ label: 'Agency' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Added ${added.name} to “${JOB.edited}”.`)).toBeVisible();

  const card = column(page, 'screen')
    .locator('[data-candidate-id]')
    .filter({ hasText: added.name });
  await expect(card).toContainText(added.email);
  const candidateId = Number(await card.getAttribute('data-candidate-id'));
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: added.name })).toBeVisible();
  await expect(page.getByRole('link', { name: added.phone })).toHaveAttribute(
    'href',
    'tel:0305550100',
  );
  await expect(page.locator('.profile-facts')).toContainText('Agency');
  const entries = page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(`Added by hand (agency) · ${RECRUITER.name}`);

  // Her résumé, attached on the profile and read in the page under the server's security policy.
  const files = page.getByRole('region', { name: 'Résumé' });
  // Her résumés listed first (none yet), so the one attached is the only news in the section.
  await expect(files.getByText('Loading résumés...')).toHaveCount(0);
  await files.getByLabel('Attach a résumé').setInputFiles({
    name: 'Ada CV.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Agency placements since 2019'),
  });
  await expect(files.getByRole('status')).toHaveText('Attached Ada CV.pdf.');
  await files.getByRole('button', { name: 'View Ada CV.pdf' }).click();
  await expect(
    files.getByRole('group', { name: 'Page 1 of 1' }).locator('.textLayer'),
  ).toContainText('Agency placements since 2019');
  // An interviewer reads it too (once they interview her), but attaches nothing.
  const team = await getJson<{ users: Array<{ id: number; email: string }> }>(page, '/api/users');
  await post(page, `/api/candidates/${candidateId}/interviews`, {
    planInterviewId: 'phone-screen',
    startsAt: '2026-12-16T10:00:00Z',
    durationMinutes: 30,
    interviewerIds: [need(team.users.find((u) => u.email === INTERVIEWER.email)?.id, 'Ian')],
  });
  const ian = await openContext(browser, need(state.interviewer, 'the interviewer'));
  await ian.page.goto(`/candidates/${candidateId}`);
  const seen = ian.page.getByRole('region', { name: 'Résumé' });
  await seen.getByRole('button', { name: 'View Ada CV.pdf' }).click();
  await expect(
    seen.getByRole('group', { name: 'Page 1 of 1' }).locator('.textLayer'),
  ).toContainText('Agency placements since 2019');
  await expect(seen.getByLabel('Attach a résumé')).toHaveCount(0);
  expect(ian.errors).toEqual([]);
  await ian.context.close();

  await page.getByRole('link', { name: /Back to Candidates/ }).click();
  await page.getByRole('button', { name: 'Add candidate' }).click();
  await dialog.getByLabel('Name').fill('Ada Again');
  await dialog.getByLabel('Email').fill(added.email.toUpperCase());
  await dialog.getByLabel('Job').selectOption({ label: JOB.edited });
  await dialog.getByLabel('Source').selectOption({ label: 'Referral' });
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'already on this job' });
  await expect(refusal).toContainText('A candidate with this email is already on this job.');
  await refusal.getByRole('link', { name: 'Open the existing candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${candidateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: added.name })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('reports: the interviewer reads a job’s figures, and a recruiter’s move shows on them without a reload', async ({
  browser,
}) => {
  const recruiter = await openContext(browser, need(state.recruiter, 'the recruiter'));
  await recruiter.page.goto('/');
  await expect(dashboardHeading(recruiter.page)).toBeVisible();
  // The recruiter's own writes, through the API as the signed-in page would send them.
  const call = (method: string, path: string, body: unknown) =>
    recruiter.page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { id: number } };
      },
      { method, path, body },
    );
  const job = await call('POST', '/api/jobs', { title: 'Reports Analyst' });
  expect(job.status).toBe(201);
  const add = async (name: string, source: string) => {
    const made = await call('POST', '/api/candidates', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      jobId: job.body.id,
      source,
    });
    expect(made.status).toBe(201);
    return made.body.id;
  };
  const hired = await add('Hana', 'referral');
  const waiting = await add('Wes', 'sourced');
  const third = await add('Ola', 'applied');
  // The interviewer reports on the candidates they interview: these three.
  const members = await recruiter.page.evaluate(async () => (await fetch('/api/users')).json());
  const interviewerId = members.users.find(
    (u: { email: string }) => u.email === INTERVIEWER.email,
  ).id;
  // One after another: nobody is booked twice.
  for (const [i, id] of [hired, waiting, third].entries())
    expect(
      (
        await call('POST', `/api/candidates/${id}/interviews`, {
          planInterviewId: 'phone-screen',
          startsAt: `2026-12-15T1${i}:00:00Z`,
          durationMinutes: 30,
          interviewerIds: [interviewerId],
        })
      ).status,
    ).toBe(201);
  expect((await call('PATCH', `/api/candidates/${hired}`, { stage: 'hired' })).status).toBe(200);

  const { context, page, errors } = await openContext(
    browser,
    need(state.interviewer, 'the interviewer'),
  );
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveTitle('Reports · TalentFlow');
  await page.getByLabel('Job').selectOption({ label: 'Reports Analyst' });
  await expect(page).toHaveURL(new RegExp(`/reports\\?job=${job.body.id}$`));
  await expect(page.getByText('3 candidates')).toBeVisible();
  const funnel = page.getByRole('table', { name: 'Hiring funnel' }).locator('tbody tr');
  // Hired straight from applied: the stages between count as reached.
  await expect(funnel).toHaveText([
    'Applied333%0',
    'Screen1100%0',
    'Tech1100%0',
    'Offer1100%0',
    'Hired1—0',
  ]);
  await expect(page.getByRole('table', { name: 'Source of hire' }).locator('tbody tr')).toHaveText([
    'Referral1100%',
  ]);
  await expect(
    page.getByRole('table', { name: 'Applications per week' }).locator('tbody tr').last(),
  ).toContainText('3');
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(5);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/reports.png`, { fullPage: true });

  // Another member's move reaches the open page by itself.
  expect((await call('PATCH', `/api/candidates/${waiting}`, { stage: 'screen' })).status).toBe(200);
  await expect(funnel.nth(1)).toHaveText('Screen250%0');
  expect(errors).toEqual([]);
  expect(recruiter.errors).toEqual([]);
  await context.close();
  await recruiter.context.close();
});

test('an archived job’s open candidates: the recruiter archives a filled job, then rejects the two still open at once, each with their own email', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  await page.goto('/');
  await expect(dashboardHeading(page)).toBeVisible();
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Night Porter' });
  const open: number[] = [];
  for (const [name, stage] of [
    ['Nia Open', 'applied'],
    ['Omar Open', 'screen'],
    ['Hal Hired', 'hired'],
  ] as const) {
    const made = await post<{ id: number }>(page, '/api/candidates', {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      jobId: job.id,
      stage,
      source: 'applied',
    });
    if (stage !== 'hired') open.push(made.id);
  }
  await page.reload();
  // Archiving stays one click on the jobs list; the job's page then offers to clear it.
  await jobCard(page, 'Night Porter').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('“Night Porter” archived.')).toBeVisible();
  await jobCard(page, 'Night Porter')
    .getByRole('link', { name: 'Night Porter', exact: true })
    .click();
  const panel = page.getByRole('region', { name: 'Open candidates' });
  await expect(panel).toContainText('This job is archived, and 2 candidates are still open.');
  await panel.getByRole('button', { name: 'Reject 2 candidates…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 candidates?' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Position filled');
  await dialog.getByLabel('Send each a rejection email').check();
  await checkBothWidths(page, `${SHOTS}/archived-job-reject`);
  await dialog.getByRole('button', { name: 'Reject 2 candidates' }).click();
  await expect(dialog).toBeHidden();
  // No mail server is set up on this team server: the emails wait in the outbox.
  await expect(panel.getByRole('status')).toHaveText(
    'Rejected 2 candidates. 2 emails wait until email is set up on the server.',
  );
  await expect(panel.getByRole('button', { name: /^Reject / })).toHaveCount(0);
  for (const id of open) {
    const candidate = await getJson<{ stage: string }>(page, `/api/candidates/${id}`);
    expect(candidate.stage).toBe('rejected');
  }
  const counts = await getJson<{ counts: Record<string, number> }>(
    page,
    `/api/candidates/stage-counts?jobId=${job.id}`,
  );
  expect(counts.counts).toMatchObject({ applied: 0, screen: 0, hired: 1, rejected: 2 });
  expect(errors).toEqual([]);
  await context.close();
});

test('the recruiter’s email choices stay; sign out returns to the sign-in screen; a wrong password shows the server’s message, the right one asks for the app’s code', async ({
  browser,
}) => {
  const { context, page, errors } = await openContext(
    browser,
    need(state.recruiter, 'the recruiter'),
  );
  // Applications in a daily digest, mentions not by email: kept on the server.
  await page.goto('/account');
  const choices = page.getByRole('region', { name: 'Email me about' });
  const applications = choices.getByRole('combobox', { name: 'Applications to jobs I own' });
  const mentions = choices.getByRole('combobox', { name: 'Mentions in notes' });
  await expect(applications).toHaveValue('instant');
  await applications.selectOption({ label: 'Daily digest' });
  await expect(page.getByText('Your email choices are saved.')).toBeVisible();
  await mentions.selectOption({ label: 'Not by email' });
  await expect(
    getJson<{ email: Record<string, unknown> }>(page, '/api/notifications/preferences'),
  ).resolves.toMatchObject({ email: { application: 'daily', mention: 'off' } });
  await page.reload();
  await expect(applications).toHaveValue('daily');
  await expect(mentions).toHaveValue('off');
  await checkBothWidths(page, `${SHOTS}/email-choices`);

  await page.goto('/candidates');
  await expectSignedInAs(page, RECRUITER, 'Recruiter');
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeFocused();
  // The server forgot the session: a reload asks again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await submitSignIn(page, RECRUITER.email, 'not the password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toBeFocused();

  await page.getByLabel('Password').fill(RECRUITER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The password is not enough: the code of the recruiter's app, for a step not used before.
  await expectCodeStep(page, RECRUITER.email);
  await expect(page.getByLabel(CODE_LABEL)).toBeFocused();
  await expect(mainNav(page)).toHaveCount(0);
  const app = need(state.recruiterApp, 'the recruiter’s app');
  await submitCode(page, CODE_LABEL, await nextCode(app.secret, app.used));
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expectSignedInAs(page, RECRUITER, 'Recruiter');
  expect(errors).toEqual([]);
  await context.close();
});

test('pipelines: the admin gives a job eight stages of its own and moves a candidate between two of them by keyboard', async ({
  browser,
}) => {
  // The recruiter signed out in the test before: the admin's session is the one still open.
  const { context, page, errors } = await openContext(browser, need(state.admin, 'the admin'));
  await page.goto('/');
  await expect(dashboardHeading(page)).toBeVisible();
  const { jobId, candidate } = await designJobWithCandidate(page);
  await editToEightStages(page, jobId, `${SHOTS}/pipeline`);
  await moveBetweenOwnStages(page, jobId, candidate, `${SHOTS}/pipeline`);
  await reportOfOwnStages(page, jobId, `${SHOTS}/pipeline`);
  expect(errors).toEqual([]);
  await context.close();
});
