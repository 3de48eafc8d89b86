import { mkdirSync } from 'node:fs';
import { expect, openApp, test } from './fixtures';
import { post } from './support/api';
import { editToEightStages, jobStages, moveBetweenOwnStages } from './support/pipelines';

const SHOTS = 'test-results/pipeline-shots';
mkdirSync(SHOTS, { recursive: true });

test('a job’s own pipeline: eight stages made in the editor, a card moved by keyboard between two of them, the timeline naming them', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Product Designer' });
  const ann = await post<{ id: number; name: string }>(page, '/api/candidates', {
    name: 'Ann Lovelace',
    email: 'ann.lovelace@example.com',
    jobId: job.id,
    stage: 'tech',
    source: 'sourced',
  });
  await editToEightStages(page, job.id, `${SHOTS}/browser`);
  await moveBetweenOwnStages(page, job.id, ann, `${SHOTS}/browser`);
  const designId = (await jobStages(page, job.id)).find((s) => s.name === 'Design exercise')!.id;
  await page.goto(`/candidates/${ann.id}`);
  await expect(
    page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem').last(),
  ).toContainText('Moved from Team panel to Design exercise');
  const stored = await page.evaluate(
    async (id) => (await (await fetch(`/api/candidates/${id}`)).json()) as { stageId?: string },
    ann.id,
  );
  expect(stored.stageId).toBe(designId);
  expect(consoleErrors).toEqual([]);
});
