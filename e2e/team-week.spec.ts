import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkBothWidths, expect, openApp, test } from './fixtures';
import { post } from './support/api';
import { minimalPdf } from './support/files';
import { candidateCard, column, LABEL, moveButtonName, openBoard } from './support/candidates';

const SHOTS = 'test-results/team-week-shots';
mkdirSync(SHOTS, { recursive: true });

/** Axe and a screenshot at a phone's width and at a desktop's, in this spec's folder. */
const checkWidths = (page: Page, name: string) => checkBothWidths(page, `${SHOTS}/${name}`);

/** Records, from the first paint on, whether Markdown's own signs ever showed as text. */
async function watchForRawMarkdown(page: Page) {
  await page.addInitScript(() => {
    const seen = ((window as unknown as { rawMarkdown: string[] }).rawMarkdown = [] as string[]);
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const sign of ['## About the role', '**night**'])
        if (text.includes(sign) && !seen.includes(sign)) seen.push(sign);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const rawMarkdownSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { rawMarkdown: string[] }).rawMarkdown);

test("a job's description is formatted from the first paint, and its page offers the public link to copy", async ({
  page,
  context,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', {
    title: 'Night Welder',
    description: '## About the role\n\nWeld by **night**.',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await watchForRawMarkdown(page);

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 3, name: 'About the role' })).toBeVisible();
  await expect(page.getByText('night', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  expect(await rawMarkdownSeen(page)).toEqual([]);

  // What a recruiter passes on, instead of the slug and the board position.
  const link = page.getByLabel('Public link to apply');
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveValue(`${origin}/jobs/${job.id}/apply`);
  await expect(page.getByText(/slug|board position/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/jobs/${job.id}/apply`,
  );
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Assessment' })).toBeVisible();
  await checkWidths(page, 'job-page');

  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByRole('heading', { level: 3, name: 'About the role' })).toBeVisible();
  expect(await rawMarkdownSeen(page)).toEqual([]);
});

test("the board marks a closed job's candidates, asks before moving one forward, and tells namesakes apart", async ({
  page,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Old Role' });
  const aishas = [];
  for (const email of ['aisha@one.example', 'aisha@two.example'])
    aishas.push(
      await post<{ id: number; name: string; email: string }>(page, '/api/candidates', {
        name: 'Aisha Khan',
        email,
        jobId: job.id,
        stage: 'screen',
        source: 'sourced',
      }),
    );
  await post(page, `/api/jobs/${job.id}`, { status: 'archived' }, 'PATCH');

  await openBoard(page, `/candidates?job=${job.id}`);
  const [first, second] = aishas as [(typeof aishas)[0], (typeof aishas)[0]];
  const firstCard = candidateCard(page, first.id, 'screen');
  await expect(firstCard).toContainText('Job closed');
  await expect(firstCard).toContainText(first.email);
  // Two people with one name: each card's controls name their email too.
  const firstMove = firstCard.getByRole('button', {
    name: `Move Aisha Khan (${first.email}) to another stage`,
  });
  await expect(firstMove).toBeVisible();
  await expect(
    candidateCard(page, second.id, 'screen').getByRole('button', {
      name: `Move Aisha Khan (${second.email}) to another stage`,
    }),
  ).toBeVisible();

  await firstMove.click();
  await page.getByRole('menuitem', { name: LABEL.offer }).click();
  const dialog = page.getByRole('dialog', { name: 'Move a candidate of a closed job?' });
  await expect(dialog).toContainText('Aisha Khan applied to “Old Role”, which is closed.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkWidths(page, 'closed-job-move');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(candidateCard(page, first.id, 'screen')).toBeVisible();

  await candidateCard(page, first.id, 'screen')
    .getByRole('button', { name: moveButtonName(first) })
    .click();
  await page.getByRole('menuitem', { name: LABEL.offer }).click();
  await page.getByRole('button', { name: 'Move anyway' }).click();
  await expect(candidateCard(page, first.id, 'offer')).toBeVisible();
  await expect(column(page, 'screen').locator('[data-candidate-id]')).toHaveCount(1);
  await checkWidths(page, 'closed-job-board');
});

test('a job with questions asks for the résumé too, as its builder says: required here', async ({
  page,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Crane Operator' });
  await post(
    page,
    `/api/jobs/${job.id}/assessment`,
    {
      title: 'Screening',
      sections: [
        {
          id: 's1',
          title: 'Basics',
          questions: [{ id: 'q1', type: 'short-text', label: 'Licence number', required: true }],
        },
      ],
    },
    'PUT',
  );

  await page.goto(`/jobs/${job.id}/assessment`);
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByLabel('Your résumé (optional)')).toBeVisible();
  await page.getByLabel('Ask for a résumé').selectOption({ label: 'Required' });
  await expect(preview.getByLabel('Your résumé', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Assessment' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await checkWidths(page, 'builder-resume');

  await page.goto(`/jobs/${job.id}/apply`);
  await page.getByLabel('Your name').fill('Cora Crane');
  await page.getByLabel('Email address').fill('cora@example.com');
  await page.getByLabel('Licence number').fill('CR-1234');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const resume = page.getByLabel('Your résumé', { exact: true });
  await expect(page.getByText('Attach your résumé.')).toBeVisible();
  await expect(resume).toBeFocused();
  await checkWidths(page, 'apply-resume-required');
  await resume.setInputFiles({
    name: 'cora.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Cora Crane'),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('a hire that fills the last opening asks whether to close the job, and closing it archives it', async ({
  page,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Night Porter' });
  const nia = await post<{ id: number; name: string; email: string }>(page, '/api/candidates', {
    name: 'Nia Porter',
    email: 'nia@example.com',
    jobId: job.id,
    stage: 'offer',
    source: 'referral',
  });
  await openBoard(page, `/candidates?job=${job.id}`);
  await candidateCard(page, nia.id, 'offer')
    .getByRole('button', { name: moveButtonName(nia) })
    .click();
  await page.getByRole('menuitem', { name: LABEL.hired }).click();
  const dialog = page.getByRole('dialog', { name: 'Every opening is filled' });
  await expect(dialog).toContainText('“Night Porter” has 1 hired for 1 opening.');
  await checkWidths(page, 'openings-filled');
  await dialog.getByRole('button', { name: 'Close the job' }).click();
  await expect(page.getByText('“Night Porter” is closed.')).toBeVisible();
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('Archived: hidden from active listings')).toBeVisible();
});
