import type { Page } from '@playwright/test';
import { checkBothWidths, expect, PHONE } from '../fixtures';
import { getJson, post } from './api';

/** A job's own pipeline in the browser: the job page's editor, then the job's board. */

export interface ApiStage {
  id: string;
  name: string;
  category: string;
}

export const EIGHT_STAGES = [
  'Applied',
  'Screen',
  'Portfolio review',
  'Design exercise',
  'Team panel',
  'Offer',
  'Hired',
  'Rejected',
];

/** A job on the six default stages, and a candidate of it in Tech, made through the API. */
export async function designJobWithCandidate(page: Page) {
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Product Designer' });
  const candidate = await post<{ id: number; name: string }>(page, '/api/candidates', {
    name: 'Ann Lovelace',
    email: 'ann.lovelace@example.com',
    jobId: job.id,
    stage: 'tech',
    source: 'sourced',
  });
  return { jobId: job.id, candidate };
}

export const jobStages = async (page: Page, jobId: number) =>
  (await getJson<{ stages: ApiStage[] }>(page, `/api/jobs/${jobId}/stages`)).stages;

/**
 * Gives a job on the six default stages eight of its own in the job page's editor: a Screen stage
 * and a Tech stage added, Tech renamed (its candidates stay), checked with axe at both widths.
 */
export async function editToEightStages(page: Page, jobId: number, shots: string) {
  await page.goto(`/jobs/${jobId}`);
  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  await pipeline.getByRole('button', { name: 'Edit stages' }).click();
  const rows = page.getByRole('list', { name: 'Stages' }).getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Name of stage 3' }).fill('Team panel');
  await page.getByRole('button', { name: 'Add stage' }).click();
  await expect(page.getByRole('textbox', { name: 'Name of stage 4' })).toBeFocused();
  await page.keyboard.type('Design exercise');
  // Before the renamed stage, by its Move up button.
  await page.getByRole('button', { name: 'Move Design exercise up' }).click();
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.keyboard.type('Portfolio review');
  await page
    .getByRole('combobox', { name: 'Category of Portfolio review' })
    .selectOption({ label: 'Screen' });
  await expect
    .poll(() =>
      rows
        .locator('input[name="stage-name"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    )
    .toEqual(EIGHT_STAGES);
  await checkBothWidths(page, `${shots}-editor`);
  await page.getByRole('button', { name: 'Save pipeline' }).click();
  await expect(pipeline.getByRole('list', { name: 'Candidates per stage' })).toBeVisible();
  await expect(pipeline.locator('.job-pipeline-stage-name')).toHaveText(EIGHT_STAGES);
  expect((await jobStages(page, jobId)).map((stage) => stage.name)).toEqual(EIGHT_STAGES);
}

const laneColumn = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}\\s*:`) });

/**
 * The job's board: eight columns in order; a card moved by keyboard from Team panel to Design
 * exercise (two stages of Tech), which stays after a reload; at 390 px the columns scroll inside
 * the board and the page does not.
 */
export async function moveBetweenOwnStages(
  page: Page,
  jobId: number,
  candidate: { id: number; name: string },
  shots: string,
) {
  await page.goto(`/candidates?job=${jobId}`);
  await expect(page.locator('.board-column h2')).toHaveText(
    EIGHT_STAGES.map((name) => new RegExp(`^${name}`)),
  );
  const card = laneColumn(page, 'Team panel').locator(`[data-candidate-id="${candidate.id}"]`);
  await expect(card).toHaveCount(1);
  const live = page.locator('[id^="DndLiveRegion"]');
  await card.getByRole('button', { name: `Drag ${candidate.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${candidate.name} in Team panel.`);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveText(`${candidate.name} is over Design exercise.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${candidate.name} was moved from Team panel to Design exercise.`);
  const moved = laneColumn(page, 'Design exercise').locator(
    `[data-candidate-id="${candidate.id}"]`,
  );
  await expect(moved).toBeVisible();
  await expect(moved).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(moved).toBeVisible();
  await checkBothWidths(page, `${shots}-board`);
  await page.setViewportSize(PHONE);
  // The board scrolls sideways inside itself; the page stays 390 px wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const board = page.locator('.board');
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
}

/**
 * The job's report after the move: its eight stages in order, who entered each (the candidate was
 * in Team panel and then Design exercise), a chart for them beside the five of every report.
 */
export async function reportOfOwnStages(page: Page, jobId: number, shots: string) {
  await page.goto(`/reports?job=${jobId}`);
  const table = page.getByRole('table', { name: 'This job’s stages' });
  await expect(table.locator('tbody th')).toHaveText(EIGHT_STAGES);
  for (const name of ['Team panel', 'Design exercise'])
    await expect(table.getByRole('row', { name: new RegExp(`^${name}`) }).locator('td')).toHaveText(
      ['Tech', '1', /.*/, /.*/, /.*/],
    );
  await expect(page.locator('canvas[data-drawn="true"]')).toHaveCount(7);
  await checkBothWidths(page, `${shots}-report`);
}

/**
 * The sample data's first job with stages of its own that expect days: its board offers Needs
 * attention with as many candidates as the API lists, and the view names them.
 */
export async function needsAttentionOfSampleJob(page: Page, shots: string) {
  const { jobs } = await getJson<{
    jobs: Array<{ id: number; title: string; stages?: unknown[] }>;
  }>(page, '/api/jobs?page=1&pageSize=50&status=active');
  const job = jobs.find((one) => one.stages)!;
  const attention = await getJson<{ total: number; candidates: Array<{ name: string }> }>(
    page,
    `/api/jobs/${job.id}/attention`,
  );
  await page.goto(`/candidates?job=${job.id}`);
  const toggle = page.getByRole('button', { name: `Needs attention (${attention.total})` });
  await toggle.click();
  const view = page.getByRole('region', { name: 'Needs attention' });
  await expect(view.getByRole('link')).toHaveCount(attention.candidates.length);
  if (attention.candidates[0])
    await expect(view.getByRole('link').first()).toHaveText(attention.candidates[0].name);
  await checkBothWidths(page, `${shots}-attention`);
  return attention.total;
}
