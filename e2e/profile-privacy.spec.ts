import { mkdirSync } from 'node:fs';
import {
  checkBothWidths,
  DESKTOP,
  expect,
  expectAccessible,
  openApp,
  PHONE,
  shot,
  test,
} from './fixtures';
import { getJson, post } from './support/api';
import { download } from './support/files';

const SHOTS = 'test-results/profile-privacy-shots';
mkdirSync(SHOTS, { recursive: true });

// A long address, so the dialog shows it wraps on a phone.
const EMAIL = 'patricia.longname-applicant@example-hospital-trust.org';

/**
 * A person's privacy on their profile in browser mode: everything held on them in one file, and an
 * erasure of this application or of the person's every application.
 */
test('the profile exports everything held on a person, and erases the person on every job', async ({
  page,
}) => {
  await openApp(page);
  const ids: number[] = [];
  for (const title of ['Ward Nurse', 'Night Porter']) {
    const job = await post<{ id: number }>(page, '/api/jobs', { title });
    const made = await post<{ id: number }>(page, '/api/candidates', {
      name: 'Patricia Person',
      email: EMAIL,
      jobId: job.id,
      source: 'referral',
    });
    ids.push(made.id);
  }
  await page.goto(`/candidates/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Patricia Person' })).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/profile`);

  const saved = await download(
    page,
    page.getByRole('button', { name: 'Export everything we hold' }),
  );
  expect(saved.name).toBe(`talentflow-candidate-${ids[0]}.json`);
  const exported = JSON.parse(saved.bytes.toString('utf8')) as {
    email: string;
    applications: Array<{ candidate: { id: number }; job: { title: string } }>;
  };
  expect(exported.email).toBe(EMAIL);
  expect(exported.applications.map((a) => a.job.title).sort()).toEqual([
    'Night Porter',
    'Ward Nurse',
  ]);

  await page.getByRole('button', { name: 'Delete candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Patricia Person?' });
  const scope = dialog.getByRole('group', { name: 'What to delete' });
  await expect(scope.getByRole('radio', { name: 'This application only' })).toBeChecked();
  const person = scope.getByRole('radio', {
    name: `This person: every application with ${EMAIL}, on every job`,
  });
  await person.check();
  await expectAccessible(page);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shot(page, `${SHOTS}/erase-dialog-${label}.png`);
    // Nothing of the dialog runs off the side of the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  }

  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Erased 2 applications.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  for (const id of ids) {
    const status = await page.evaluate(
      async (p) => (await fetch(p)).status,
      `/api/candidates/${id}`,
    );
    expect(status).toBe(404);
  }
  const left = await getJson<{ candidates: unknown[] }>(
    page,
    `/api/candidates?search=${encodeURIComponent('Patricia')}`,
  );
  expect(left.candidates).toEqual([]);
});
