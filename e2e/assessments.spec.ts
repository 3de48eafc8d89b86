import type { Page } from '@playwright/test';
import { expect, expectAccessible, openApp, shot, test } from './fixtures';
import { post } from './support/api';

/** A fresh job (no assessment yet), made through the API. */
async function createJob(page: Page, title: string): Promise<number> {
  return (await post<{ id: number }>(page, '/api/jobs', { title, tags: ['Engineering'] })).id;
}

/** The structure the UI test builds, saved through the API for the tests that start from it. */
const STRUCTURE = {
  title: 'Frontend Engineer Assessment',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [
        { id: 'q1', type: 'short-text', label: 'What is your full name?', required: true },
        {
          id: 'q2',
          type: 'single-choice',
          label: 'Worked with React?',
          required: true,
          options: [
            { id: 'o1', value: 'Yes' },
            { id: 'o2', value: 'No' },
          ],
        },
        {
          id: 'q3',
          type: 'numeric',
          label: 'Years with React',
          required: true,
          range: { min: 1, max: 40 },
          condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'Yes' },
        },
      ],
    },
    {
      id: 's2',
      title: 'Experience',
      questions: [
        {
          id: 'q4',
          type: 'multi-choice',
          label: 'Languages you use',
          required: true,
          options: [
            { id: 'o3', value: 'TypeScript' },
            { id: 'o4', value: 'Go' },
          ],
        },
        { id: 'q5', type: 'long-text', label: 'Why this role?', required: false },
        { id: 'q6', type: 'file-upload', label: 'Your CV', required: true },
      ],
    },
  ],
};

async function jobWithAssessment(page: Page, title: string): Promise<number> {
  const jobId = await createJob(page, title);
  const status = await page.evaluate(
    async ({ id, structure }) =>
      (
        await fetch(`/api/jobs/${id}/assessment`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(structure),
        })
      ).status,
    { id: jobId, structure: STRUCTURE },
  );
  expect(status).toBe(200);
  return jobId;
}

const question = (page: Page, n: number) =>
  page.getByRole('article', { name: `Question ${n}`, exact: true });
const section = (page: Page, n: number) =>
  page.getByRole('region', { name: `Section ${n}`, exact: true });
const preview = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });

test('a recruiter builds an assessment with every question type and a condition, saves it, and it loads back', async ({
  page,
}) => {
  await openApp(page, '/');
  const jobId = await createJob(page, 'Platform Engineer');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('link', { name: 'Manage Assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Builder' })).toBeVisible();
  await expect(page.getByText('No sections yet')).toBeVisible();

  await page.getByLabel('Assessment title').fill('Platform Engineer Assessment');
  await page.getByRole('button', { name: '+ Add Section' }).click();
  await expect(section(page, 1).getByLabel('Section title')).toHaveValue('New Section');
  await section(page, 1).getByLabel('Section title').fill('About you');

  // Q1: the default short text question.
  await section(page, 1).getByRole('button', { name: '+ Add Question' }).click();
  await expect(question(page, 1).getByLabel('Question text')).toHaveValue('New Question');
  await expect(question(page, 1).getByLabel('Answer type')).toHaveValue('short-text');
  await expect(question(page, 1).getByLabel('Required')).not.toBeChecked();
  await question(page, 1).getByLabel('Question text').fill('What is your full name?');
  await question(page, 1).getByLabel('Required').check();
  await expect(preview(page).getByLabel('What is your full name?')).toBeVisible();

  // Q2: single choice with two options.
  await section(page, 1).getByRole('button', { name: '+ Add Question' }).click();
  await question(page, 2).getByLabel('Question text').fill('Worked with React?');
  await question(page, 2).getByLabel('Answer type').selectOption('single-choice');
  await expect(question(page, 2).getByRole('textbox', { name: 'Option 1' })).toHaveValue('');
  await question(page, 2).getByRole('textbox', { name: 'Option 1' }).fill('Yes');
  await question(page, 2).getByRole('button', { name: '+ Add option' }).click();
  await question(page, 2).getByRole('textbox', { name: 'Option 2' }).fill('No');
  await question(page, 2).getByLabel('Required').check();

  // Q3: numeric with a range, shown only when Q2 equals Yes.
  await section(page, 1).getByRole('button', { name: '+ Add Question' }).click();
  await question(page, 3).getByLabel('Question text').fill('Years with React');
  await question(page, 3).getByLabel('Answer type').selectOption('numeric');
  await question(page, 3).getByLabel('Minimum').fill('1');
  await question(page, 3).getByLabel('Maximum').fill('40');
  await question(page, 3).getByLabel('Required').check();
  const source = question(page, 3).getByLabel('Show this question');
  await expect(source.locator('option')).toHaveText([
    'Always',
    'Only when Q1: What is your full name?',
    'Only when Q2: Worked with React?',
  ]);
  await source.selectOption({ label: 'Only when Q2: Worked with React?' });
  await question(page, 3).getByLabel('Condition').selectOption('equals');
  await expect(
    question(page, 3).getByLabel('Answer', { exact: true }).locator('option'),
  ).toHaveText(['Choose an answer…', 'Yes', 'No']);
  await question(page, 3).getByLabel('Answer', { exact: true }).selectOption('Yes');

  // Section 2: multi choice, long text, file upload.
  await page.getByRole('button', { name: '+ Add Section' }).click();
  await section(page, 2).getByLabel('Section title').fill('Experience');
  await section(page, 2).getByRole('button', { name: '+ Add Question' }).click();
  await question(page, 4).getByLabel('Question text').fill('Languages you use');
  await question(page, 4).getByLabel('Answer type').selectOption('multi-choice');
  await question(page, 4).getByRole('textbox', { name: 'Option 1' }).fill('TypeScript');
  await question(page, 4).getByRole('textbox', { name: 'Option 1' }).press('Enter');
  await question(page, 4).getByRole('textbox', { name: 'Option 2' }).fill('Go');
  await question(page, 4).getByLabel('Required').check();
  await section(page, 2).getByRole('button', { name: '+ Add Question' }).click();
  await question(page, 5).getByLabel('Question text').fill('Why this role?');
  await question(page, 5).getByLabel('Answer type').selectOption('long-text');
  await section(page, 2).getByRole('button', { name: '+ Add Question' }).click();
  await question(page, 6).getByLabel('Question text').fill('Your CV');
  await question(page, 6).getByLabel('Answer type').selectOption('file-upload');
  await question(page, 6).getByLabel('Required').check();

  // The preview follows along, conditions included.
  const p = preview(page);
  await expect(p.getByRole('heading', { name: 'Platform Engineer Assessment' })).toBeVisible();
  await expect(p.getByLabel('Years with React')).toHaveCount(0);
  await p.getByRole('group', { name: 'Worked with React?' }).getByLabel('Yes').check();
  await expect(p.getByLabel('Years with React')).toBeVisible();
  await expect(p.getByText('Shown when “Worked with React?” equals “Yes”.')).toBeVisible();
  await expect(p.getByRole('checkbox', { name: 'Go' })).toBeVisible();
  await expect(p.getByRole('textbox', { name: 'Why this role?' })).toBeVisible();
  await expect(p.getByLabel('Your CV')).toHaveAttribute('type', 'file');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await shot(page, 'test-results/assessment-builder.png');

  await page.getByRole('button', { name: 'Save Assessment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assessment saved!' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Assessment title')).toHaveValue('Platform Engineer Assessment');
  await expect(question(page, 3).getByLabel('Show this question')).toHaveValue(/^q\d+$/);
  await expect(question(page, 3).getByLabel('Answer', { exact: true })).toHaveValue('Yes');
  await expect(question(page, 3).getByLabel('Minimum')).toHaveValue('1');
  await expect(question(page, 6).getByLabel('Answer type')).toHaveValue('file-upload');
  const saved = await page.evaluate(
    async (id) => (await (await fetch(`/api/jobs/${id}/assessment`)).json()) as any,
    jobId,
  );
  const questions = saved.structure.sections.flatMap((s: any) => s.questions);
  expect(questions.map((q: any) => q.type)).toEqual([
    'short-text',
    'single-choice',
    'numeric',
    'multi-choice',
    'long-text',
    'file-upload',
  ]);
  expect(questions[2]).toMatchObject({
    range: { min: 1, max: 40 },
    condition: { sourceQuestionId: questions[1].id, operator: 'equals', value: 'Yes' },
  });
  for (const q of questions) expect(q.id).toMatch(/^q\d{13,}$/);
  expect(new Set(questions.map((q: any) => q.id)).size).toBe(6);
});

test('an applicant goes through every error message to Thank You!, then shows up on the board and the profile', async ({
  page,
}) => {
  await openApp(page, '/');
  const jobId = await jobWithAssessment(page, 'Frontend Engineer (e2e)');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frontend Engineer (e2e)' }),
  ).toBeVisible();
  await expect(page.getByLabel('Years with React')).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(page.getByText('6 answers need your attention.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(6);
  await expect(page.getByLabel('Your name')).toBeFocused();
  await shot(page, 'test-results/apply-errors.png', { fullPage: true });

  await page.getByLabel('Your name').fill('Grace Hopper');
  await expect(page.getByText('This field is required.')).toHaveCount(5);
  await page.getByLabel('Email address').fill('grace@navy');
  await page.getByLabel('What is your full name?').fill('Grace Brewster Hopper');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Years with React').fill('0.5');
  await page.getByRole('checkbox', { name: 'TypeScript' }).check();
  await page.getByLabel('Your CV').setInputFiles({
    name: 'grace-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await submit.click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Must be at least 1.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();

  await page.getByLabel('Email address').fill('Grace@Navy.mil');
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toHaveCount(
    0,
  );
  await page.getByLabel('Years with React').fill('41');
  await expect(page.getByText('Must be at least 1.')).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('Must be no more than 40.')).toBeVisible();
  await page.getByLabel('Years with React').fill('12');
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('We will be in touch at grace@navy.mil.')).toBeVisible();

  // The job page lists the response.
  await page.getByRole('link', { name: 'Back to the job' }).click();
  const responses = page.getByRole('region', { name: 'Assessment responses' });
  await expect(responses.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();

  // The board shows the new candidate in Applied.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByLabel('Search candidates').fill('Grace Hopper');
  const applied = page.getByRole('region', { name: /^Applied/ });
  await expect(applied.getByText('grace@navy.mil')).toBeVisible();
  await applied.getByRole('link', { name: /View Profile.*Grace Hopper/ }).click();

  // The profile shows the answers, labelled, and the timeline entry.
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Assessment answers' });
  await expect(answers.getByRole('link', { name: 'Frontend Engineer (e2e)' })).toBeVisible();
  const rows = answers.locator('.answer-row');
  await expect(rows).toHaveText([
    /What is your full name\?\s*Grace Brewster Hopper/,
    /Worked with React\?\s*Yes/,
    /Years with React\s*12/,
    /Languages you use\s*TypeScript/,
    // The CV is the stored file, offered for download.
    /Your CV\s*Download grace-cv\.pdf/,
  ]);
  await expect(page.getByText('Applied through the assessment form')).toBeVisible();
});

test('leaving the builder with unsaved changes asks first', async ({ page }) => {
  await openApp(page, '/');
  const jobId = await jobWithAssessment(page, 'QA Engineer');
  await page.goto(`/jobs/${jobId}/assessment`);
  await section(page, 1).getByLabel('Section title').fill('Renamed');
  await page.getByRole('link', { name: 'Back to job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 1).getByLabel('Section title')).toHaveValue('Renamed');
  await page.getByRole('link', { name: 'Back to job' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  // The job page is shown (its navigation has settled) before going back.
  await expect(page.getByRole('heading', { level: 1, name: 'QA Engineer' })).toBeVisible();
  await page.goBack();
  await expect(section(page, 1).getByLabel('Section title')).toHaveValue('About you');
});

test('the seeded assessment loads, a job without one says so, and an unknown job cannot load', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page, '/');
  const seeded = await page.evaluate(async () => {
    const { jobs } = (await (await fetch('/api/jobs?pageSize=100&status=active')).json()) as {
      jobs: Array<{ id: number; title: string }>;
    };
    for (const job of jobs) {
      const { structure } = await (await fetch(`/api/jobs/${job.id}/assessment`)).json();
      if (structure.sections.length) return job;
    }
    return null;
  });
  expect(seeded).not.toBeNull();
  await page.goto(`/jobs/${seeded!.id}/apply`);
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What is your full name?' })).toBeVisible();

  const bare = await createJob(page, 'No Assessment Yet');
  await page.goto(`/jobs/${bare}/apply`);
  await expect(page.getByText('This job does not have an assessment configured.')).toBeVisible();

  await page.goto('/jobs/99999/assessment');
  await expect(page.getByRole('alert').filter({ hasText: 'Job not found.' })).toBeVisible();
  await expect(page.getByText('Could not load assessment. Please try again.')).toHaveCount(0);
  expect(consoleErrors.some((text) => text.includes('Failed to fetch assessment data.'))).toBe(
    true,
  );
});

test('the builder and the applicant form have no serious accessibility violations', async ({
  page,
}) => {
  await openApp(page, '/');
  const jobId = await jobWithAssessment(page, 'Accessible Engineer');
  await page.goto(`/jobs/${jobId}/assessment`);
  await expect(page.getByLabel('Assessment title')).toBeVisible();
  await preview(page).getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page);

  await page.goto(`/jobs/${jobId}/apply`);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});
