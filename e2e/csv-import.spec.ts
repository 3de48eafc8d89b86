import { mkdirSync, readFileSync } from 'node:fs';
import { checkBothWidths, expect, expectAccessible, PHONE, shot, test } from './fixtures';
import { getJson, post } from './support/api';
import { apiCandidates, openBoard } from './support/candidates';

const SHOTS = 'test-results/csv-import-shots';
mkdirSync(SHOTS, { recursive: true });

test('a job’s exported CSV imports into another job through the dialog: previewed, confirmed, on the board', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page, '/candidates', { withCards: true });
  const { jobs } = await getJson<{ jobs: Array<{ id: number; title: string }> }>(
    page,
    '/api/jobs?status=active&pageSize=100',
  );
  let from: { id: number; title: string } | undefined;
  let people = 0;
  for (const job of jobs) {
    people = (await apiCandidates(page, `&jobId=${job.id}`)).length;
    if (people > 0) {
      from = job;
      break;
    }
  }
  expect(from).toBeDefined();
  const target = await post<{ id: number }>(page, '/api/jobs', { title: 'Imported crew' });

  // Export the first job's candidates from its board.
  await openBoard(page, `/candidates?job=${from!.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, 'utf8');
  expect(exported.split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Job,Stage,Source,Applied');

  // Import it into the new job, from that job's board.
  await openBoard(page, `/candidates?job=${target.id}`);
  await expect(page.getByRole('status').filter({ hasText: /matching/ })).toHaveText(
    '0 matching candidates',
  );
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
  await expect(dialog.getByRole('combobox', { name: 'Job' })).toHaveValue(String(target.id));
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();

  const noun = people === 1 ? 'candidate' : 'candidates';
  const heading = dialog.getByRole('heading', { name: `${people} ${noun} to import` });
  await expect(heading).toBeFocused();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Job\b/ })).toHaveText(
    'Job — not imported',
  );
  await expect(dialog.getByRole('table')).toBeVisible();
  // Nothing is written before the recruiter confirms.
  expect(await apiCandidates(page, `&jobId=${target.id}`)).toHaveLength(0);

  await checkBothWidths(page, `${SHOTS}/preview`);

  await dialog.getByRole('button', { name: `Import ${people} ${noun}` }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Imported ${people} ${noun} into Imported crew.`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /matching/ })).toHaveText(
    `${people} matching ${noun}`,
  );

  const before = (await apiCandidates(page, `&jobId=${from!.id}`)).map((c) => c.email).sort();
  const after = await apiCandidates(page, `&jobId=${target.id}`);
  expect(after.map((c) => c.email).sort()).toEqual(before);
  await expect(page.getByText(after[0]!.email).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the import dialog is usable at a phone’s width and says why a file is refused', async ({
  page,
}) => {
  await openBoard(page, '/candidates');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
  await dialog.getByRole('combobox', { name: 'Job' }).selectOption({ index: 1 });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Full name,E-mail,Stage,Shoe size\nAda Lovelace,ada.import@example.com,Screen,38\nNo Email,,Applied,40\nOdd,odd.import@example.com,Interview,41\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByRole('heading', { name: '1 candidate to import, 2 rows refused' }),
  ).toBeVisible();
  await expect(dialog.getByText('Row 3:').locator('xpath=..')).toHaveText(
    'Row 3: Email is required.',
  );
  await expect(dialog.getByText('Row 4:').locator('xpath=..')).toContainText(
    'Stage “Interview” is not one of',
  );
  await expect(dialog.getByRole('button', { name: 'Import 1 candidate' })).toBeInViewport();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/refused-phone.png`, { fullPage: true });

  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First,Last\nJo,Smith\n'),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toContainText('no Name or Email column was found');
});
