import { mkdirSync } from 'node:fs';
import { expect, openApp, test } from './fixtures';
import {
  designJobWithCandidate,
  editToEightStages,
  jobStages,
  moveBetweenOwnStages,
  needsAttentionOfSampleJob,
  reportOfOwnStages,
} from './support/pipelines';

const SHOTS = 'test-results/pipeline-shots';
mkdirSync(SHOTS, { recursive: true });

test('a job’s own pipeline: eight stages made in the editor, a card moved by keyboard between two of them, the timeline naming them', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  const { jobId, candidate: ann } = await designJobWithCandidate(page);
  await editToEightStages(page, jobId, `${SHOTS}/browser`);
  await moveBetweenOwnStages(page, jobId, ann, `${SHOTS}/browser`);
  const designId = (await jobStages(page, jobId)).find((s) => s.name === 'Design exercise')!.id;
  await page.goto(`/candidates/${ann.id}`);
  await expect(
    page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem').last(),
  ).toContainText('Moved from Team panel to Design exercise');
  const stored = await page.evaluate(
    async (id) => (await (await fetch(`/api/candidates/${id}`)).json()) as { stageId?: string },
    ann.id,
  );
  expect(stored.stageId).toBe(designId);
  await reportOfOwnStages(page, jobId, `${SHOTS}/browser`);
  expect(consoleErrors).toEqual([]);
});

test('the sample data’s jobs with stages of their own: who stayed too long, listed under Needs attention', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  // Ninety days of sample history on stages expecting a week or so: someone is overdue.
  expect(await needsAttentionOfSampleJob(page, `${SHOTS}/browser`)).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});
