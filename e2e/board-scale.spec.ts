import type { Page } from '@playwright/test';
import { expect, openApp, test } from './fixtures';
import {
  type Candidate,
  cardsIn,
  column,
  countsOf,
  countsOnScreen,
  moveButtonName,
  STAGES,
} from './support/candidates';

// The board at 10,000 candidates: true counts, a bounded number of cards on the page, pages that
// load as a column scrolls, moves and search. The rows go in through a backup restore, the app's
// own write path, so the search index is built exactly as for any other write.

const SIZE = 10_000;

/** Grows the sample data to `size` candidates (one of them easy to find), restored as a backup. */
async function growTo(page: Page, size: number): Promise<Candidate[]> {
  return page.evaluate(async (total) => {
    const backup = await (await fetch('/api/backup')).json();
    const { jobs, candidates } = backup.tables as {
      jobs: Array<{ id: number }>;
      candidates: Candidate[];
    };
    const stages = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
    const first = ['Ada', 'Bo', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'June'];
    const last = ['Moss', 'Nyx', 'Orr', 'Pike', 'Quill', 'Reyes', 'Stone', 'Tate', 'Umber', 'Vale'];
    let id = Math.max(...candidates.map((c) => c.id));
    while (candidates.length < total) {
      id += 1;
      const name =
        candidates.length === total - 1
          ? 'Zebedee Quartermaine'
          : `${first[id % 10]} ${last[Math.floor(id / 10) % 10]}`;
      const email = `${name.replace(' ', '.').toLowerCase()}${id}@scale.test`;
      candidates.push({
        id,
        name,
        email,
        stage: stages[(id * 7) % 6]!,
        jobId: jobs[id % jobs.length]!.id,
      });
    }
    const res = await fetch('/api/backup/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(backup),
    });
    if (!res.ok) throw new Error(`restore failed: ${res.status} ${await res.text()}`);
    return candidates;
  }, size);
}

test('a 10,000-candidate board shows true counts, mounts few cards, loads more on scroll, and still moves and searches', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  const all = await growTo(page, SIZE);
  expect(all).toHaveLength(SIZE);
  const expected = countsOf(all);

  await page.goto('/candidates');
  await expect(page.getByRole('status').filter({ hasText: `${SIZE} candidates` })).toBeVisible();
  expect(await countsOnScreen(page)).toEqual(expected);
  for (const stage of STAGES) await expect(cardsIn(page, stage).first()).toBeVisible();

  // Only a window of each column is on the page, however long the column.
  const mounted = await page.locator('[data-candidate-id]').count();
  expect(mounted).toBeGreaterThan(6);
  expect(mounted).toBeLessThan(150);

  // Scrolling a column past its first page loads the next one, still with a bounded window.
  const screen = all.filter((c) => c.stage === 'screen').sort((a, b) => a.id - b.id);
  const scroller = column(page, 'screen').locator('.board-column-scroll');
  // The first scroll stops at the end of the 50 loaded cards; the next page makes room for the second.
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: 60 * 104 }));
    await expect(page.locator(`[data-candidate-id="${screen[62]!.id}"]`)).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(`[data-candidate-id="${screen[62]!.id}"]`)).toHaveAttribute(
    'aria-setsize',
    String(expected.screen),
  );
  expect(await cardsIn(page, 'screen').count()).toBeLessThan(40);

  // A move: the card leaves its column, lands in the other one, both counts change by one, it is saved.
  const mover = all.filter((c) => c.stage === 'applied').sort((a, b) => a.id - b.id)[0]!;
  await page
    .locator(`[data-candidate-id="${mover.id}"]`)
    .getByRole('button', { name: moveButtonName(mover) })
    .click();
  await page.getByRole('menuitem', { name: 'Offer' }).click();
  await expect(column(page, 'offer').locator(`[data-candidate-id="${mover.id}"]`)).toBeVisible();
  await expect(column(page, 'applied').locator(`[data-candidate-id="${mover.id}"]`)).toHaveCount(0);
  expect(await countsOnScreen(page)).toEqual({
    ...expected,
    applied: expected.applied - 1,
    offer: expected.offer + 1,
  });
  await expect
    .poll(async () =>
      page.evaluate(
        async (id) => ((await (await fetch(`/api/candidates/${id}`)).json()) as Candidate).stage,
        mover.id,
      ),
    )
    .toBe('offer');

  // Search finds the one restored candidate by a word prefix of the name, and a multi-word search narrows.
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('zebed');
  const target = all.at(-1)!;
  await expect(
    page.getByRole('status').filter({ hasText: /^1 matching candidate$/ }),
  ).toBeVisible();
  await expect(
    column(page, target.stage).locator(`[data-candidate-id="${target.id}"]`),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('ada moss');
  const words = (c: Candidate) =>
    `${c.name} ${c.email}`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
  const adaMoss = all.filter(
    (c) => words(c).some((w) => w.startsWith('ada')) && words(c).some((w) => w.startsWith('moss')),
  ).length;
  expect(adaMoss).toBeGreaterThan(1);
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${adaMoss} matching candidates$`) }),
  ).toBeVisible();
});
