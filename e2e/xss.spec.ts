import type { Locator, Page } from '@playwright/test';
import { expect, openApp, RESTORE_TIMEOUT, setChaos, test } from './fixtures';
import { getJson, post } from './support/api';

/**
 * Nothing typed runs. Every text a person can enter is filled with markup and script payloads and
 * must come back, everywhere it is shown, as the literal text: never as elements, never as a
 * javascript: link, never evaluated as a template. The Content-Security-Policy would block inline
 * script on its own, so these tests do not lean on `window.__xss` alone: they also look for the
 * elements a payload would create, for requests an injected <img src=x> would send, and for the
 * policy's own violation reports, which would appear if markup had been parsed.
 */

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const JS_URL = 'javascript:window.__xss=1';
const TEMPLATE = '{{7*7}}';
const PAYLOADS = [IMG, SCRIPT, SVG, JS_URL, TEMPLATE];
/** An address that is markup: refused, since only a plain address is accepted (no quotes, <, > or /). */
const MARKUP_EMAIL = '"><svg/onload=window.__xss=1>@example.com';
/** A plain address, so accepted, that still carries a template and script-like text. */
const EMAIL = "{{7*7}}'onfocus=window.__xss=1'@example.com";
/** A plain address that reads like a script link once "mailto:" is put before it. */
const SCRIPT_EMAIL = 'javascript.window.__xss=1@example.com';
const SIMULATED = 'The server is unavailable (simulated failure). Nothing was saved; try again.';

/** Fails on any sign that a payload was parsed or run on the current page. */
async function expectNothingRan(
  page: Page,
  consoleErrors: string[],
  stray: string[],
): Promise<void> {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      injected: document.querySelectorAll('img[src="x"], svg[onload], script:not([src])').length,
      handlers: all.flatMap((el) =>
        [...el.attributes]
          .filter((a) => /^on/i.test(a.name))
          .map((a) => `${el.tagName}[${a.name}]`),
      ),
      scriptLinks: [...document.querySelectorAll('a[href], area[href], form[action], iframe[src]')]
        .map(
          (el) =>
            el.getAttribute('href') ?? el.getAttribute('action') ?? el.getAttribute('src') ?? '',
        )
        .filter((url) => /^\s*javascript:/i.test(url)),
    };
  });
  expect(found).toEqual({ xss: undefined, injected: 0, handlers: [], scriptLinks: [] });
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  expect(stray).toEqual([]);
}

/** Requests an injected <img src=x> or <svg> payload would make. */
function watchStrayRequests(page: Page): string[] {
  const stray: string[] = [];
  page.on('request', (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) stray.push(request.url());
  });
  return stray;
}

const text = (scope: Page | Locator, value: string) => scope.getByText(value, { exact: true });

test('job titles and tags typed with markup are text on the dashboard, in the form, in toasts and on the job page', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const stray = watchStrayRequests(page);
  await openApp(page, '/');
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('article').first()).toBeVisible();
  const opener = page.getByRole('button', { name: '+ Create Job' });
  const dialog = page.getByRole('dialog', { name: 'Create a New Job' });

  await test.step('create one job per payload through the form', async () => {
    for (const title of PAYLOADS) {
      await opener.click();
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      if (title === IMG) {
        await dialog
          .getByLabel('Tags', { exact: true })
          .fill(`${SCRIPT}, ${SVG}, ${JS_URL}, ${TEMPLATE}`);
        // The form's own preview of the tags.
        await expect(
          dialog.getByRole('list', { name: 'Tags to save' }).getByRole('listitem'),
        ).toHaveText([SCRIPT, SVG, JS_URL, TEMPLATE]);
      }
      await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        text(
          page.getByRole('status'),
          `Created “${title}” as a draft. Publish it when it is ready for applicants.`,
        ),
      ).toBeVisible();
    }
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the cards show them as text (the 25 seeded jobs fill pages 1-3, new ones follow)', async () => {
    await page
      .getByRole('navigation', { name: 'Job pages, top' })
      .getByRole('button', { name: 'Next' })
      .click();
    await page
      .getByRole('navigation', { name: 'Job pages, top' })
      .getByRole('button', { name: 'Next' })
      .click();
    for (const title of PAYLOADS) {
      const card = page.getByRole('article', { name: title, exact: true });
      await expect(card.getByRole('link', { name: title, exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        /^\/jobs\/\d+$/,
      );
    }
    const tagged = page.getByRole('article', { name: IMG, exact: true });
    await expect(tagged.getByRole('listitem')).toHaveText([SCRIPT, SVG, JS_URL, TEMPLATE]);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the search boxes take payloads and find the jobs', async () => {
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill(IMG);
    await search.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 2 }),
    ).toHaveText([IMG]);
    await expect(search).toHaveValue(IMG);
    await search.fill('');
    await search.press('Enter');
    const tags = page.getByRole('searchbox', { name: 'Search by tag' });
    await tags.fill(SVG);
    await tags.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 2 }),
    ).toHaveText([IMG]);
    await expect(tags).toHaveValue(SVG);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the edit form holds them as values; the edit, publish, archive and unarchive toasts show them as text', async () => {
    const card = page.getByRole('article', { name: IMG, exact: true });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(IMG);
    await expect(edit.getByLabel('Tags', { exact: true })).toHaveValue(
      `${SCRIPT}, ${SVG}, ${JS_URL}, ${TEMPLATE}`,
    );
    const renamed = `${SVG} ${IMG}`;
    await edit.getByLabel('Title', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(text(page.getByRole('status'), `Saved changes to “${renamed}”.`)).toBeVisible();
    const renamedCard = page.getByRole('article', { name: renamed, exact: true });
    await renamedCard.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      text(page.getByRole('status'), `“${renamed}” published: applicants can see it now.`),
    ).toBeVisible();
    await renamedCard.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(text(page.getByRole('status'), `“${renamed}” archived.`)).toBeVisible();
    await renamedCard.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await expect(text(page.getByRole('status'), `“${renamed}” restored to active.`)).toBeVisible();
    // A failed archive names the job in an error toast.
    await setChaos(page, { failureRate: 1 });
    await renamedCard.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(
      text(page.getByRole('alert'), `Could not archive “${renamed}”: ${SIMULATED}`),
    ).toBeVisible();
    await setChaos(page, {});
    await expectNothingRan(page, consoleErrors, stray);

    await renamedCard.getByRole('link', { name: renamed, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed, exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `Tags of ${renamed}` }).getByRole('listitem'),
    ).toHaveText([SCRIPT, SVG, JS_URL, TEMPLATE]);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('a javascript: title is a heading, not a link target', async () => {
    const jobs = (
      await getJson<{ jobs: Array<{ id: number; title: string }> }>(
        page,
        '/api/jobs?pageSize=100&status=all',
      )
    ).jobs;
    const job = jobs.find((j) => j.title === JS_URL)!;
    await page.getByRole('link', { name: /Back to Jobs Board/ }).click();
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: JS_URL, exact: true })).toBeVisible();
    // Made in the form, it is a draft: published, its page links to the apply form.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      `/jobs/${job.id}/apply`,
    );
    await expectNothingRan(page, consoleErrors, stray);
  });
});

test('assessment text, applicant answers, names, emails and notes with markup are text wherever they are shown', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stray = watchStrayRequests(page);
  await openApp(page, '/');
  const job = await post<{ id: number }>(page, '/api/jobs', { title: SVG, tags: [TEMPLATE] });
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  const question = (n: number) => page.getByRole('article', { name: `Question ${n}`, exact: true });

  await test.step('the builder: title, section, labels, options and condition value typed with payloads', async () => {
    await page.goto(`/jobs/${job.id}/assessment`);
    await expect(page.getByText(SVG, { exact: true })).toBeVisible(); // "For <job title>" in the header
    await page.getByLabel('Assessment title').fill(TEMPLATE);
    await page.getByRole('button', { name: '+ Add Section' }).click();
    const section = page.getByRole('region', { name: 'Section 1', exact: true });
    await section.getByLabel('Section title').fill(SCRIPT);
    await section.getByRole('button', { name: '+ Add Question' }).click();
    await question(1).getByLabel('Question text').fill(IMG);
    await section.getByRole('button', { name: '+ Add Question' }).click();
    await question(2).getByLabel('Question text').fill(SVG);
    await question(2).getByLabel('Answer type').selectOption('single-choice');
    await question(2).getByLabel('Option 1', { exact: true }).fill(JS_URL);
    await question(2).getByRole('button', { name: '+ Add option' }).click();
    await question(2).getByLabel('Option 2', { exact: true }).fill(SCRIPT);
    await section.getByRole('button', { name: '+ Add Question' }).click();
    await question(3).getByLabel('Question text').fill(TEMPLATE);
    await question(3).getByLabel('Answer type').selectOption('long-text');
    await question(3)
      .getByLabel('Show this question')
      .selectOption({ label: `Only when Q2: ${SVG}` });
    await question(3).getByLabel('Answer', { exact: true }).selectOption(JS_URL);
    // A text question as the source takes a typed value.
    await section.getByRole('button', { name: '+ Add Question' }).click();
    await question(4).getByLabel('Question text').fill('Anything else?');
    await question(4)
      .getByLabel('Show this question')
      .selectOption({ label: `Only when Q1: ${IMG}` });
    await question(4).getByLabel('Answer', { exact: true }).fill(IMG);
    await expect(question(4).getByLabel('Answer', { exact: true })).toHaveValue(IMG);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the live preview shows every one of them as text', async () => {
    await expect(
      preview.getByRole('heading', { level: 3, name: TEMPLATE, exact: true }),
    ).toBeVisible();
    await expect(
      preview.getByRole('heading', { level: 4, name: SCRIPT, exact: true }),
    ).toBeVisible();
    await expect(preview.getByRole('textbox', { name: IMG, exact: true })).toBeVisible();
    await expect(preview.getByRole('group', { name: SVG, exact: true })).toBeVisible();
    await expect(preview.getByRole('radio', { name: JS_URL, exact: true })).toBeVisible();
    await expect(preview.getByRole('radio', { name: SCRIPT, exact: true })).toBeVisible();
    await preview.getByRole('radio', { name: JS_URL, exact: true }).check();
    await expect(text(preview, `Shown when “${SVG}” equals “${JS_URL}”.`)).toBeVisible();
    await expect(preview.getByRole('textbox', { name: TEMPLATE, exact: true })).toBeVisible();
    await preview.getByRole('textbox', { name: IMG, exact: true }).fill(IMG);
    await expect(text(preview, `Shown when “${IMG}” equals “${IMG}”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save Assessment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assessment saved!' })).toBeVisible();
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the applicant form: the same text, and payload answers, name and email', async () => {
    await page.getByRole('link', { name: 'Open applicant form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: SVG, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: SCRIPT, exact: true })).toBeVisible();
    await page.getByLabel('Your name').fill(IMG);
    await page.getByLabel('Email address').fill(MARKUP_EMAIL);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(text(page, 'Enter a valid email address, like name@example.com.')).toBeVisible();
    await page.getByLabel('Email address').fill(EMAIL);
    await page.getByRole('textbox', { name: IMG, exact: true }).fill(SCRIPT);
    await page.getByRole('radio', { name: JS_URL, exact: true }).check();
    await page.getByRole('textbox', { name: TEMPLATE, exact: true }).fill(IMG);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.locator('.thank-you strong')).toHaveText(SVG);
    await expect(text(page, `We will be in touch at ${EMAIL}.`)).toBeVisible();
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the job page lists the response with its answers as text', async () => {
    await page.getByRole('link', { name: 'Back to the job' }).click();
    const responses = page.getByRole('region', { name: 'Assessment responses' });
    await expect(responses.getByRole('link', { name: IMG, exact: true })).toBeVisible();
    await expect(text(responses, EMAIL)).toBeVisible();
    await responses.getByRole('button', { name: `Show answers of ${IMG}` }).click();
    await expect(responses.locator('.answer-row dt')).toHaveText([IMG, SVG, TEMPLATE]);
    await expect(responses.locator('.answer-row dd')).toHaveText([SCRIPT, JS_URL, IMG]);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('the board: search box, job filter and card', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Candidates' })
      .click();
    const jobFilter = page.getByRole('combobox', { name: 'Job' });
    await expect(jobFilter.locator('option').filter({ hasText: SVG })).toHaveText([SVG]);
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(IMG);
    await expect(page.getByRole('searchbox', { name: 'Search candidates' })).toHaveValue(IMG);
    await expect(page).toHaveURL(/[?&]q=/);
    const applied = page.getByRole('region', { name: /^Applied\s*:/ });
    const card = applied.locator('[data-candidate-id]').filter({ hasText: EMAIL });
    await expect(card).toHaveCount(1);
    await expect(text(card, IMG)).toBeVisible();
    await expect(text(card, EMAIL)).toBeVisible();
    await expect(text(card, SVG)).toBeVisible();
    await expectNothingRan(page, consoleErrors, stray);
    await card.getByRole('link', { name: /View Profile/ }).click();
  });

  await test.step('the profile: name, email, job and answers', async () => {
    await expect(page.getByRole('heading', { level: 1, name: IMG, exact: true })).toBeVisible();
    const email = page.getByRole('link', { name: EMAIL, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${EMAIL}`);
    const answers = page.getByRole('region', { name: 'Assessment answers' });
    await expect(answers.getByRole('link', { name: SVG, exact: true })).toBeVisible();
    await expect(answers.locator('.answer-row dt')).toHaveText([IMG, SVG, TEMPLATE]);
    await expect(answers.locator('.answer-row dd')).toHaveText([SCRIPT, JS_URL, IMG]);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('notes typed with payloads, and a mention among them', async () => {
    const box = page.getByRole('combobox', { name: 'Add a note' });
    const notes = [...PAYLOADS, `${SCRIPT} @Alice Johnson ${SVG}`];
    for (const note of notes) {
      await box.fill(note);
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expect(box).toHaveValue('');
    }
    const saved = page.getByRole('list', { name: /Saved notes/ }).locator('.note-text');
    await expect(saved).toHaveText([...notes].reverse());
    await expect(saved.first().locator('strong')).toHaveText(['@Alice Johnson']);
    await expectNothingRan(page, consoleErrors, stray);
  });

  await test.step('an error toast names the candidate as text', async () => {
    await setChaos(page, { failureRate: 1 });
    await page.getByRole('button', { name: 'Move to another stage' }).click();
    await page.getByRole('menuitem', { name: 'Screen' }).click();
    await expect(
      text(page.getByRole('alert'), `Could not move ${IMG} to Screen. ${SIMULATED}`),
    ).toBeVisible();
    await setChaos(page, {});
    await expectNothingRan(page, consoleErrors, stray);
  });
});

test('a restored backup with markup in every table, and a file name with markup, are shown as text', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const stray = watchStrayRequests(page);
  await openApp(page, '/backup');

  await test.step('an error message quotes the file name as text', async () => {
    const name = `${IMG}.json`;
    await page
      .getByLabel('Backup file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from('not json') });
    await expect(
      text(page.getByRole('alert'), `${name} is not a JSON file. Nothing was changed.`),
    ).toBeVisible();
    await expectNothingRan(page, consoleErrors, stray);
  });

  const backup = await getJson<{
    tables: {
      jobs: Array<{ id: number; title: string; tags: string[] }>;
      candidates: Array<{ id: number; name: string; email: string; jobId: number }>;
      notes: Array<{ id: number; candidateId: number; text: string; createdAt: string }>;
      timeline: Array<{ id: number; candidateId: number; notes: string }>;
    };
  }>(page, '/api/backup');
  const candidate = backup.tables.candidates[0]!;
  candidate.name = SCRIPT;
  candidate.email = SCRIPT_EMAIL;
  const job = backup.tables.jobs.find((j) => j.id === candidate.jobId)!;
  job.title = IMG;
  const entries = backup.tables.timeline.filter((t) => t.candidateId === candidate.id);
  expect(entries.length).toBeGreaterThan(0);
  entries.at(-1)!.notes = SVG;
  backup.tables.notes.push({
    id: 1 + Math.max(0, ...backup.tables.notes.map((n) => n.id)),
    candidateId: candidate.id,
    text: TEMPLATE,
    createdAt: new Date().toISOString(),
  });
  const file = testInfo.outputPath('payload-backup.json');
  await import('node:fs/promises').then((fs) => fs.writeFile(file, JSON.stringify(backup)));

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Backup file').setInputFiles(file);
  await expect(page.getByText(/^Restored 25 jobs/)).toBeVisible({ timeout: RESTORE_TIMEOUT });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('window');
  // The search reaches the address after a pause; a click before then would be replaced by it.
  await expect(page).toHaveURL(/[?&]q=window/);
  const card = page.locator(`[data-candidate-id="${candidate.id}"]`);
  await expect(text(card, SCRIPT)).toBeVisible();
  await expect(text(card, SCRIPT_EMAIL)).toBeVisible();
  await expect(text(card, IMG)).toBeVisible();
  await card.getByRole('link', { name: /View Profile/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: SCRIPT, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: IMG, exact: true })).toHaveAttribute(
    'href',
    `/jobs/${job.id}`,
  );
  await expect(page.getByRole('link', { name: SCRIPT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SCRIPT_EMAIL}`,
  );
  await expect(text(page.getByRole('region', { name: 'Hiring Timeline' }), SVG)).toBeVisible();
  await expect(page.getByRole('list', { name: /Saved notes/ }).locator('.note-text')).toContainText(
    [TEMPLATE],
  );
  await expectNothingRan(page, consoleErrors, stray);
});
