import { mkdirSync } from 'node:fs';
import { checkBothWidths, expect, expectAccessible, PHONE, test } from '../fixtures';
import { download } from '../support/files';
import { need, useTeamServer } from '../support/team-server';
import { banner, mainNav, openContext } from '../support/team-ui';

/**
 * The applicant's private status link on a team server (its own, on the embedded PostgreSQL, empty
 * at the start), on a phone: an anonymous applicant ticks the team's consent and applies, sees
 * the link on the confirmation and follows it without signing in; the admin moves them on and
 * writes a note, and the page says "In review" and nothing internal; they download what they
 * sent; withdrawal and erasure are each asked once more, and after erasure the link opens nothing.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/team-privacy-shots';
mkdirSync(SHOTS, { recursive: true });

const APPLICANT = { name: 'Katherine Johnson', email: 'katherine.johnson@example.com' };
const NOTE = 'Great with orbital maths; salary above band.';

const team = useTeamServer();
const { url } = team;
const api = (method: string, path: string, body?: unknown) =>
  team.api(method, path, { body, cookie: team.adminCookie });

test('an anonymous applicant follows their private link: a status in their words, their data, withdrawal, erasure', async ({
  browser,
}) => {
  const privacy = await api('PUT', '/settings/privacy', {
    noticeText: 'We keep your application for **12 months**.',
    noticeUrl: null,
    consentRequired: true,
    retentionMonths: 12,
  });
  expect(privacy.status).toBe(200);
  const job = await api('POST', '/jobs', { title: 'Flight Dynamics Analyst', tags: [] });
  expect(job.status).toBe(201);
  const jobId = job.body.id as number;

  const visitor = await openContext(browser);
  const { page } = visitor;
  // The applicant's pages never ask who is signed in.
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) sessionChecks.push(request.url());
  });
  await page.setViewportSize(PHONE);
  await page.goto(url(`/jobs/${jobId}/apply`));
  await page.getByLabel('Your name').fill(APPLICANT.name, { timeout: 20_000 });
  await page.getByLabel('Email address').fill(APPLICANT.email);
  await page.getByRole('checkbox', { name: /I agree to how my data is used/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const linkBox = page.getByRole('region', { name: 'Your private link' });
  await expect(
    linkBox.getByText(
      'Keep this private link to follow your application and download your data. There you can withdraw it (the team keeps its record) or erase it for good.',
    ),
  ).toBeVisible();
  const link = linkBox.getByRole('link');
  const path = need((await link.getAttribute('href')) ?? undefined, 'the link');
  expect(path).toMatch(/^\/my-application\/[A-Za-z0-9_-]{43}$/);
  await expect(link).toHaveText(url(path));
  await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveCount(0);
  await checkBothWidths(page, `${SHOTS}/confirmation-link`);

  await page.setViewportSize(PHONE);
  await link.click();
  await expect(page).toHaveURL(url(path));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your application for Flight Dynamics Analyst' }),
  ).toBeVisible();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: Received');
  await expect(main.getByText('We have your application.')).toBeVisible();
  await expect(banner(page)).toContainText('TalentFlow');
  await expect(mainNav(page)).toHaveCount(0);

  // The admin moves the candidate to Screen and writes a note about them.
  const listed = await api('GET', `/candidates?jobId=${jobId}`);
  const candidateId = listed.body.candidates[0].id as number;
  expect((await api('PATCH', `/candidates/${candidateId}`, { stage: 'screen' })).status).toBe(200);
  expect((await api('POST', `/candidates/${candidateId}/notes`, { text: NOTE })).status).toBe(201);

  await page.reload();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: In review', { timeout: 20_000 });
  await expect(main.getByText('The team is reviewing your application.')).toBeVisible();
  await expect(main).not.toContainText(/screen|orbital|salary|katherine/i);
  await checkBothWidths(page, `${SHOTS}/status`);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);

  const saved = await download(page, main.getByRole('button', { name: 'Download my data' }));
  expect(saved.name).toBe('my-application.json');
  const sent = JSON.parse(saved.bytes.toString('utf8'));
  expect(sent).toMatchObject({
    name: APPLICANT.name,
    email: APPLICANT.email,
    job: { title: 'Flight Dynamics Analyst' },
    noticeVersion: 1,
  });
  // What they sent, never what the team wrote.
  expect(JSON.stringify(sent)).not.toMatch(/orbital|salary|screen/i);

  const withdraw = main.getByRole('button', { name: 'Withdraw my application' });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(
    dialog.getByText(
      'The team stops considering you and cancels any interviews still to come. What you sent stays with the team until you erase it.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await api('GET', `/candidates/${candidateId}`)).body.stage).not.toBe('rejected');

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: Withdrawn');
  // The team keeps the record: Rejected for "Withdrew".
  expect((await api('GET', `/candidates/${candidateId}`)).body).toMatchObject({
    stage: 'rejected',
    withdrawnAt: expect.any(String),
  });

  await main.getByRole('button', { name: 'Erase my application and data' }).click();
  await page
    .getByRole('dialog', { name: 'Erase your application?' })
    .getByRole('button', { name: 'Yes, erase everything' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application erased' })).toBeFocused();
  await expect(
    page.getByText('Your application and everything you sent were erased.'),
  ).toBeVisible();
  expect((await api('GET', `/candidates/${candidateId}`)).status).toBe(404);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText('This link does not open an application. It may have been erased.'),
  ).toBeVisible();
  await expectAccessible(page);

  expect(sessionChecks).toEqual([]);
  expect(await visitor.context.cookies()).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});
