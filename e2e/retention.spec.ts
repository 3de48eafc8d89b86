import { mkdirSync } from 'node:fs';
import { checkBothWidths, DESKTOP, expect, openApp, PHONE, shot, test } from './fixtures';
import { getJson, post } from './support/api';

const SHOTS = 'test-results/retention-shots';
mkdirSync(SHOTS, { recursive: true });

const OLD = '2023-01-10T09:00:00.000Z';

interface Backup {
  tables: {
    jobs: Array<{ id: number; status: string }>;
    candidates: Array<{ id: number }>;
    timeline: Array<{ id: number }>;
    [table: string]: unknown[];
  };
}

interface Preview {
  candidates: Array<{ id: number; name: string }>;
  count: number;
}

/**
 * Retention in browser mode: candidates restored from a backup with an old date, one rejected
 * (due) and one still in play (never due). A period set in Settings shows the dry run, and the
 * button, asked once more, erases exactly those it lists.
 */
test('retention: a period set in Settings lists who is due, and the button erases them', async ({
  page,
}) => {
  await openApp(page);
  const backup = await getJson<Backup>(page, '/api/backup');
  const job = backup.tables.jobs.find((j) => j.status === 'active')!;
  const next = (rows: Array<{ id: number }>) => Math.max(0, ...rows.map((r) => r.id)) + 1;
  const due = next(backup.tables.candidates);
  const active = due + 1;
  const timeline = next(backup.tables.timeline);
  const people = [
    [due, 'Rhea Retired', 'rejected'],
    [active, 'Arlo Active', 'tech'],
  ] as const;
  const restored = await post<{ error?: unknown }>(page, '/api/backup/restore', {
    ...backup,
    tables: {
      ...backup.tables,
      candidates: [
        ...backup.tables.candidates,
        ...people.map(([id, name, stage]) => ({
          id,
          name,
          email: `retention-${id}@example.com`,
          stage,
          jobId: job.id,
        })),
      ],
      timeline: [
        ...backup.tables.timeline,
        ...people.map(([id, , stage], i) => ({
          id: timeline + i,
          candidateId: id,
          date: OLD,
          stage,
          notes: 'Moved',
        })),
      ],
    },
  });
  expect(restored.error).toBeUndefined();

  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const part = page.getByRole('region', { name: 'Retention' });
  await expect(part.getByText('Candidates are kept until erased by hand.')).toBeVisible();

  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByLabel('Keep idle candidates for').fill('24');
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  const dryRun = part.getByText(
    /^Dry run: .+ would be erased today \(rejected, or on an archived job, with no activity for more than 24 months\)\.$/,
  );
  await expect(dryRun).toBeVisible();
  const preview = await getJson<Preview>(page, '/api/retention/preview');
  expect(preview.candidates.map((c) => c.id)).toContain(due);
  expect(preview.candidates.map((c) => c.id)).not.toContain(active);
  await expect(part.getByRole('link', { name: 'Rhea Retired' })).toHaveAttribute(
    'href',
    `/candidates/${due}`,
  );
  await expect(part.getByRole('link', { name: 'Arlo Active' })).toHaveCount(0);
  await expect(part.getByText('Not run yet.')).toBeVisible();
  await expect(
    part.getByText('In this browser, retention runs only when you press the button.'),
  ).toBeVisible();

  await checkBothWidths(page, `${SHOTS}/settings`);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shot(privacy, `${SHOTS}/privacy-${label}.png`);
  }

  const eraseNow = part.getByRole('button', { name: 'Erase them now' });
  await eraseNow.click();
  const dialog = page.getByRole('dialog', { name: /^Erase .+ now\?$/ });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.setViewportSize(PHONE);
  await shot(page, `${SHOTS}/confirm-phone.png`);
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Erase them' }).click();
  const result = part.getByRole('status').filter({ hasText: /^Erased / });
  await expect(result).toHaveText(
    `Erased ${preview.count} ${preview.count === 1 ? 'candidate' : 'candidates'}.`,
  );
  await expect(result).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(part.getByText(/^Dry run: no candidates would be erased today/)).toBeVisible();
  await expect(eraseNow).toHaveCount(0);
  await expect(
    part.getByText(new RegExp(`^Last run: .+, ${preview.count} erased\\.$`)),
  ).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/after-run`);

  // Erased with the profile's own erasure; the candidate still in play is kept.
  const status = (path: string) => page.evaluate(async (p) => (await fetch(p)).status, path);
  expect(await status(`/api/candidates/${due}`)).toBe(404);
  expect(await status(`/api/candidates/${active}`)).toBe(200);
  // The profile's link from the list now finds nobody.
  await page.goto(`/candidates/${due}`);
  await expect(page.getByRole('heading', { name: 'Candidate not found.' })).toBeVisible();
});
