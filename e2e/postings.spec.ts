import type { Page } from '@playwright/test';
import { expect, expectAccessible, openApp, shot, test } from './fixtures';
import { getJson, post } from './support/api';
import { dosExecutable, download, minimalPdf, notAcceptedMessage } from './support/files';
import { jobsFromApi, openDashboard } from './support/jobs';

/**
 * Job postings in browser mode: a job's location, department, employment type and Markdown
 * description on the job page, the careers page and the apply page; the basic application with a
 * résumé, which the recruiter downloads byte for byte; a file that is not what its name says is
 * refused; an archived job takes no applications.
 */

const CLOSED = 'This job is closed and no longer accepts applications.';
const NO_ASSESSMENT = 'This job does not have an assessment configured.';

/** Markdown with raw HTML in it: the HTML must show as text, never become elements. */
const DESCRIPTION = [
  'We build **bold** tools for *curious* people.',
  '',
  '<script>alert(1)</script>',
  '',
  'Say <b>x</b> to us.',
  '',
  '- Remote friendly',
  '- Four-day week',
].join('\n');

const POSTING = {
  title: 'Developer Advocate',
  location: 'Lisbon',
  department: 'Developer Relations',
  employmentType: 'contract',
  description: DESCRIPTION,
};

const APPLICANT = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' };

interface ResponseRow {
  id: number;
  candidate?: { id: number; name: string; email: string };
  files?: Array<{ id: number; name: string; size: number }>;
}

/** A job with the posting's details (a different title when given), made through the API. */
async function createPosting(page: Page, title = POSTING.title): Promise<number> {
  const job = await post<{ id: number }>(page, '/api/jobs', { ...POSTING, title, tags: [] });
  expect(job.id).toBeGreaterThan(0);
  return job.id;
}

const responsesOf = (page: Page, jobId: number) =>
  getJson<ResponseRow[]>(page, `/api/jobs/${jobId}/responses`);

const facts = (page: Page) => page.getByRole('list', { name: 'About this job' });

/** The apply page's facts and description, as an applicant sees them. */
async function expectPostingOnApplyPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(facts(page).getByRole('listitem')).toHaveText([
    'Location: Lisbon',
    'Department: Developer Relations',
    'Employment type: Contract',
  ]);
  const about = page.getByRole('region', { name: 'About the job' });
  await expect(about.locator('strong')).toHaveText('bold');
  await expect(about.locator('em')).toHaveText('curious');
  await expect(about.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(about).toContainText('Say <b>x</b> to us.');
  await expect(about.locator('script, b')).toHaveCount(0);
}

/** Fills the basic application's name and email, and the résumé when given. */
async function fillBasicApplication(
  page: Page,
  resume?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel('Your name').fill(APPLICANT.name);
  await page.getByLabel('Email address').fill(APPLICANT.email);
  if (resume) await page.getByLabel('Your résumé (optional)').setInputFiles(resume);
}

test('a posting made in the modal shows its details and Markdown safely on the job page, the careers page and the apply page', async ({
  page,
}, testInfo) => {
  // Raw HTML must never run: an alert would be a script from the description.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openDashboard(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
  await dialog.getByLabel('Title').fill(POSTING.title);
  await dialog.getByLabel('Location').fill(POSTING.location);
  await dialog.getByLabel('Department').fill(POSTING.department);
  const type = dialog.getByLabel('Employment type');
  await expect(type.locator('option').first()).toHaveText('Not set');
  await type.selectOption({ label: 'Contract' });
  await dialog.getByLabel('Description').fill(DESCRIPTION);
  await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      `Created “${POSTING.title}” as a draft. Publish it when it is ready for applicants.`,
    ),
  ).toBeVisible();

  const created = (await jobsFromApi(page)).filter((job) => job.title === POSTING.title);
  expect(created).toHaveLength(1);
  const jobId = created[0]!.id;
  expect(await getJson<Record<string, unknown>>(page, `/api/jobs/${jobId}`)).toMatchObject({
    ...POSTING,
    status: 'draft',
  });
  // A draft is not there for applicants yet.
  await page.goto(`/jobs/${jobId}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found.' })).toBeVisible();

  // The job page: publishing is one click; then the facts, and the description rendered with
  // the HTML shown as text.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: POSTING.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText(`“${POSTING.title}” published: applicants can see it now.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  expect(await getJson<{ status: string }>(page, `/api/jobs/${jobId}`)).toMatchObject({
    status: 'active',
  });
  await expect(facts(page).getByRole('listitem')).toHaveText([
    'Location: Lisbon',
    'Department: Developer Relations',
    'Employment type: Contract',
  ]);
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.locator('strong')).toHaveText('bold');
  await expect(description.getByRole('listitem')).toHaveText(['Remote friendly', 'Four-day week']);
  await expect(description.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(description).toContainText('Say <b>x</b> to us.');
  await expect(description.locator('script, b')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, testInfo.outputPath('job-page.png'), { fullPage: true });

  // The careers page: a preview in browser mode, filtered by the job's location (in the address).
  await page.goto('/careers');
  await expect(page.getByRole('note')).toHaveText(
    /^Preview: this is the page applicants see on a team server\./,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const openings = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem');
  const activeCount = (await jobsFromApi(page, 'active')).length;
  await expect(openings.filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(
    activeCount,
  );
  await expect(page.getByLabel('Department').locator('option')).toContainText([
    'All departments',
    POSTING.department,
  ]);
  await page.getByLabel('Location').selectOption(POSTING.location);
  await expect(page).toHaveURL(/\/careers\?location=Lisbon$/);
  await expect(page.getByText('1 open position', { exact: true })).toBeVisible();
  const opening = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').first();
  await expect(opening.getByRole('heading', { level: 2 })).toHaveText(POSTING.title);
  await expect(opening.getByRole('list', { name: 'About this job' })).toContainText('Lisbon');
  await expectAccessible(page);
  await shot(page, testInfo.outputPath('careers.png'), { fullPage: true });

  // The filter survives a reload (it lives in the address); the Apply link opens the form.
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue(POSTING.location);
  await page.getByRole('link', { name: `Apply for ${POSTING.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/apply$`));
  await expectPostingOnApplyPage(page, POSTING.title);
  await expect(page.getByText(NO_ASSESSMENT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await expectAccessible(page);
  expect(dialogs).toEqual([]);
});

test('a basic application with a PDF résumé reaches Thank You!, and the recruiter downloads the same bytes', async ({
  page,
}, testInfo) => {
  await openApp(page, '/');
  const jobId = await createPosting(page);
  const pdf = minimalPdf('Ada Lovelace, analyst of engines');
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await page.goto(`/jobs/${jobId}/apply`);
  await expectPostingOnApplyPage(page, POSTING.title);
  await expect(page.getByText(NO_ASSESSMENT)).toBeVisible();
  await fillBasicApplication(page, {
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await shot(page, testInfo.outputPath('apply-basic.png'), { fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(`We will be in touch at ${APPLICANT.email}.`)).toBeVisible();

  // The job page's responses: the applicant, and their résumé to download.
  await page.getByRole('link', { name: 'Back to the job' }).click();
  const responses = page.getByRole('region', { name: 'Assessment responses' });
  await expect(responses.getByRole('link', { name: APPLICANT.name })).toBeVisible();
  await responses.getByRole('button', { name: `Show answers of ${APPLICANT.name}` }).click();
  const button = responses.getByRole('button', { name: /^Download ada-cv\.pdf/ });
  expect(pdf.length).toBeLessThan(1024);
  await expect(button).toHaveText(`Download ada-cv.pdf (${pdf.length} B)`);
  const fromJob = await download(page, button);
  expect(fromJob.name).toBe('ada-cv.pdf');
  expect(fromJob.bytes.equals(pdf)).toBe(true);

  // The candidate's profile offers the same file.
  await responses.getByRole('link', { name: APPLICANT.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: APPLICANT.name })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Assessment answers' });
  const fromProfile = await download(
    page,
    answers.getByRole('button', { name: /^Download ada-cv\.pdf/ }),
  );
  expect(fromProfile.name).toBe('ada-cv.pdf');
  expect(fromProfile.bytes.equals(pdf)).toBe(true);

  const stored = await responsesOf(page, jobId);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.files).toEqual([
    expect.objectContaining({ name: 'ada-cv.pdf', size: pdf.length }),
  ]);
});

test('an executable renamed .pdf is refused with the message, and nothing is stored', async ({
  page,
}) => {
  await openApp(page, '/');
  const jobId = await createPosting(page);
  const exe = dosExecutable();
  expect(exe.subarray(0, 2).toString('latin1')).toBe('MZ');
  const countApplicants = async () =>
    (
      await getJson<{ totalCount: number }>(
        page,
        `/api/candidates?pageSize=10&search=${encodeURIComponent(APPLICANT.email)}`,
      )
    ).totalCount;

  await page.goto(`/jobs/${jobId}/apply`);
  await fillBasicApplication(page, {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: exe,
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not submit' })).toContainText(
    `Could not submit your application: ${notAcceptedMessage('resume.pdf')}`,
  );
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  // What was typed is still there.
  await expect(page.getByLabel('Your name')).toHaveValue(APPLICANT.name);
  expect(await responsesOf(page, jobId)).toEqual([]);
  expect(await countApplicants()).toBe(0);

  // Refused in the API too, whatever the browser claims the type is.
  const direct = await page.evaluate(
    async ({ id, bytes }) => {
      const form = new FormData();
      form.append(
        'application',
        JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', answers: {} }),
      );
      form.append(
        'resume',
        new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' }),
      );
      const answer = await fetch(`/api/assessments/${id}/submit`, { method: 'POST', body: form });
      return { status: answer.status, body: await answer.json() };
    },
    { id: jobId, bytes: [...exe] },
  );
  expect(direct.status).toBe(400);
  expect(direct.body.error.message).toBe(notAcceptedMessage('cv.pdf'));
  expect(await responsesOf(page, jobId)).toEqual([]);

  // With a real PDF instead, the same form goes through.
  await page.getByLabel('Your résumé (optional)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Ada Lovelace'),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await responsesOf(page, jobId)).toHaveLength(1);
  expect(await countApplicants()).toBe(1);
});

test('an archived job says it is closed, shows no form, and its API refuses a submission with 409', async ({
  page,
}) => {
  await openApp(page, '/');
  const title = 'Archived Advocate';
  const jobId = await createPosting(page, title);
  const archived = await post<{ status: string }>(
    page,
    `/api/jobs/${jobId}`,
    { status: 'archived' },
    'PATCH',
  );
  expect(archived.status).toBe('archived');

  await page.goto(`/jobs/${jobId}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: CLOSED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByText(NO_ASSESSMENT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
    'href',
    `/jobs/${jobId}`,
  );
  await expectAccessible(page);

  // Not on the careers page either.
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Apply for ${title}` })).toHaveCount(0);

  const answer = await page.evaluate(
    async ({ id, applicant }) => {
      const response = await fetch(`/api/assessments/${id}/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...applicant, answers: {} }),
      });
      return { status: response.status, body: await response.json() };
    },
    { id: jobId, applicant: APPLICANT },
  );
  expect(answer).toEqual({
    status: 409,
    body: { error: expect.objectContaining({ code: 'job_closed', message: CLOSED }) },
  });
  expect(await responsesOf(page, jobId)).toEqual([]);
});
