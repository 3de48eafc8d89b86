import type { Page } from '@playwright/test';
import { expect, expectAccessible, openApp, setChaos, test } from './fixtures';
import {
  type Stage,
  apiCandidate,
  apiCandidates,
  candidateCard as card,
  column,
  countsOf,
  countsOnScreen,
  dragCandidate as dragTo,
  firstIn,
  dragButtonName,
  LABEL,
  moveButtonName,
  moveMenuName,
  openBoard,
  STAGES,
} from './support/candidates';

/** Finds a card through the search box, wherever it sits in a long column. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

test('the board loads 1000 candidates into six columns whose counts match the data', async ({
  page,
}) => {
  await openApp(page, '/');
  await setChaos(page, { latencyMs: 2000 });
  await page.goto('/candidates');
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading Kanban board...' }),
  ).toBeVisible();
  await expect(column(page, 'applied')).toBeVisible();
  await setChaos(page, {});

  const candidates = await apiCandidates(page);
  expect(candidates).toHaveLength(1000);
  expect(await countsOnScreen(page)).toEqual(countsOf(candidates));
  const titles = await page.getByRole('region').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(titles.map((t) => t.split(/\s/)[0])).toEqual(STAGES.map((s) => LABEL[s]));

  const first = candidates.find((c) => c.stage === 'applied')!;
  await expect(card(page, first.id)).toContainText(first.name);
  await expect(card(page, first.id)).toContainText(first.email);
  await expect(card(page, first.id).getByRole('link', { name: /View Profile/ })).toHaveAttribute(
    'href',
    `/candidates/${first.id}`,
  );
});

test('columns are virtualized: a long column renders a window of cards and scrolls to its end', async ({
  page,
}) => {
  await openBoard(page);
  const applied = await apiCandidates(page, '&stage=applied');
  expect(applied.length).toBeGreaterThan(100);
  const rendered = await column(page, 'applied').locator('[data-candidate-id]').count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(40);

  // Each scroll to the end loads the next page of the column, until its last card is there.
  const last = applied.at(-1)!;
  await expect(async () => {
    await column(page, 'applied')
      .locator('.board-column-scroll')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(card(page, last.id)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(card(page, last.id)).toHaveAttribute('aria-posinset', String(applied.length));
  await expect(card(page, applied[0]!.id)).toHaveCount(0);
});

test('a card dragged with the mouse moves at once, is saved, and stays after a reload', async ({
  page,
}) => {
  await openBoard(page);
  const candidate = await firstIn(page, 'applied');
  const before = await countsOnScreen(page);

  await dragTo(page, card(page, candidate.id), column(page, 'screen'), async () => {
    // While dragging, a copy of the card follows the pointer and the column under it lights up.
    await expect(page.locator('.cand-card-overlay')).toContainText(candidate.name);
    await expect(column(page, 'screen')).toHaveClass(/is-over/);
  });
  await expect(page.locator('.cand-card-overlay')).toHaveCount(0);

  await expect(
    column(page, 'screen').locator(`[data-candidate-id="${candidate.id}"]`),
  ).toBeVisible();
  await expect(
    column(page, 'applied').locator(`[data-candidate-id="${candidate.id}"]`),
  ).toHaveCount(0);
  expect(await countsOnScreen(page)).toEqual({
    ...before,
    applied: before.applied - 1,
    screen: before.screen + 1,
  });
  await expect.poll(async () => (await apiCandidate(page, candidate.id)).stage).toBe('screen');

  await page.reload();
  await expect(column(page, 'applied')).toBeVisible();
  expect(await countsOnScreen(page)).toEqual({
    ...before,
    applied: before.applied - 1,
    screen: before.screen + 1,
  });
  await searchFor(page, candidate.email);
  await expect(
    column(page, 'screen').locator(`[data-candidate-id="${candidate.id}"]`),
  ).toBeVisible();
});

test('a card moved with the keyboard drag handle is announced, saved, and stays after a reload', async ({
  page,
}) => {
  await openBoard(page);
  const candidate = await firstIn(page, 'tech');
  const before = await countsOnScreen(page);

  const handle = card(page, candidate.id).getByRole('button', { name: dragButtonName(candidate) });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    `Picked up ${candidate.name} in tech.`,
  );
  // The sensor listens for arrows a moment after the pick-up; an arrow before that is lost.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      `${candidate.name} is over offer.`,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    `${candidate.name} was moved from tech to offer.`,
  );

  await expect(
    column(page, 'offer').locator(`[data-candidate-id="${candidate.id}"]`),
  ).toBeVisible();
  expect(await countsOnScreen(page)).toEqual({
    ...before,
    tech: before.tech - 1,
    offer: before.offer + 1,
  });
  await expect.poll(async () => (await apiCandidate(page, candidate.id)).stage).toBe('offer');

  await page.reload();
  await expect(column(page, 'applied')).toBeVisible();
  expect(await countsOnScreen(page)).toEqual({
    ...before,
    tech: before.tech - 1,
    offer: before.offer + 1,
  });
});

test('the Move menu moves a card without dragging, by keyboard, and keeps focus on the card', async ({
  page,
}) => {
  await openBoard(page);
  const candidate = await firstIn(page, 'hired');
  const before = await countsOnScreen(page);

  const move = card(page, candidate.id).getByRole('button', {
    name: moveButtonName(candidate),
  });
  await move.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: moveMenuName(candidate) });
  await expect(menu.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Rejected' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(menu).toHaveCount(0);
  const moved = column(page, 'rejected').locator(`[data-candidate-id="${candidate.id}"]`);
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: moveButtonName(candidate) })).toBeFocused();
  expect(await countsOnScreen(page)).toEqual({
    ...before,
    hired: before.hired - 1,
    rejected: before.rejected + 1,
  });
  await expect.poll(async () => (await apiCandidate(page, candidate.id)).stage).toBe('rejected');
});

test('search narrows the board by name or email, and the job filter by job', async ({ page }) => {
  await openBoard(page);
  const all = await apiCandidates(page);
  const target = all[42]!;
  const surname = target.name.split(' ').at(-1)!;

  await searchFor(page, surname.toLowerCase());
  const matching = await apiCandidates(page, `&search=${encodeURIComponent(surname)}`);
  await expect.poll(() => countsOnScreen(page)).toEqual(countsOf(matching));
  await expect(card(page, target.id)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => countsOnScreen(page)).toEqual(countsOf(all));
  await page.getByRole('combobox', { name: 'Job' }).selectOption(String(target.jobId));
  await expect
    .poll(() => countsOnScreen(page))
    .toEqual(countsOf(all.filter((c) => c.jobId === target.jobId)));
});

test('the profile shows the candidate, the job and the timeline entry of a move made on the board; an unknown candidate shows "Candidate not found." and logs why', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page);
  const candidate = await firstIn(page, 'screen');
  await card(page, candidate.id)
    .getByRole('button', { name: moveButtonName(candidate) })
    .click();
  await page.getByRole('menuitem', { name: 'Tech' }).click();
  await expect.poll(async () => (await apiCandidate(page, candidate.id)).stage).toBe('tech');

  await column(page, 'tech')
    .locator(`[data-candidate-id="${candidate.id}"]`)
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${candidate.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(page.getByText(candidate.email)).toBeVisible();
  const job = await page.evaluate(
    async (id) => (await (await fetch(`/api/jobs/${id}`)).json()) as { title: string },
    candidate.jobId,
  );
  await expect(page.getByRole('link', { name: job.title })).toHaveAttribute(
    'href',
    `/jobs/${candidate.jobId}`,
  );

  const timeline = page.getByRole('region', { name: 'Hiring Timeline' });
  const last = timeline.getByRole('listitem').last();
  await expect(last).toContainText('Tech');
  await expect(last).toContainText('Moved from Screen to Tech');
  // The day and the time of the move, in the viewer's time zone.
  const when = await last.locator('time').getAttribute('datetime');
  const shown = await page.evaluate((iso) => new Date(iso!).toLocaleString(), when);
  await expect(last.locator('time')).toHaveText(shown);
  expect(shown).toContain(await page.evaluate(() => new Date().toLocaleDateString()));
  expect(shown).toMatch(/\d{1,2}:\d{2}/);

  await page.getByRole('link', { name: /Back to Candidates/ }).click();
  await expect(column(page, 'applied')).toBeVisible();

  const logged = consoleErrors.length;
  await openApp(page, '/candidates/987654');
  await expect(page.getByText('Candidate not found.')).toBeVisible();
  expect(
    consoleErrors.slice(logged).some((e) => e.includes('Could not fetch candidate profile data.')),
  ).toBe(true);
});

async function openProfileOf(page: Page, stage: Stage = 'applied') {
  await openApp(page, '/');
  const candidate = (await apiCandidates(page, `&stage=${stage}`))[0]!;
  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  return candidate;
}

test('mentions are picked by mouse and by keyboard and shown in bold once saved', async ({
  page,
}) => {
  await openProfileOf(page);
  const box = page.getByRole('combobox', { name: 'Add a note' });
  await box.click();
  await box.pressSequentially('Please ask @car');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option')).toHaveText(['@Carol Williams']);
  await page.getByRole('option', { name: 'Carol Williams' }).click();
  await expect(box).toHaveValue('Please ask @Carol Williams ');
  await expect(box).toBeFocused();

  await box.pressSequentially('and @');
  await expect(page.getByRole('option')).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Bob Smith' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Please ask @Carol Williams and @Bob Smith ');
  await expect(page.getByRole('listbox')).toBeHidden();

  await box.pressSequentially('and @zed about it');
  await page.getByRole('button', { name: 'Add Note' }).click();

  const note = page
    .getByRole('list', { name: /Saved notes/ })
    .getByRole('listitem')
    .first();
  await expect(note).toContainText('Please ask @Carol Williams and @Bob Smith and @zed about it');
  await expect(note.locator('strong')).toHaveText(['@Carol Williams', '@Bob Smith']);
  await expect(box).toHaveValue('');
});

test('a note with markup is shown as text, and a blank note is not sent', async ({ page }) => {
  const candidate = await openProfileOf(page);
  const box = page.getByRole('combobox', { name: 'Add a note' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Write something before adding a note.')).toBeVisible();

  const markup =
    '<img src=x onerror="window.__pwned=1"><b>bold?</b> <script>window.__pwned=2</script>';
  await box.fill(markup);
  await page.getByRole('button', { name: 'Add Note' }).click();
  const notes = page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(notes.first().locator('.note-text')).toHaveText(markup);
  await expect(notes.first().locator('img, b, script')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  const saved = await page.evaluate(
    async (id) => (await (await fetch(`/api/candidates/${id}/notes`)).json()) as unknown[],
    candidate.id,
  );
  expect(saved).toHaveLength(1);
});

test('a change made in one tab shows in the other open tab without a reload', async ({ page }) => {
  await openBoard(page);
  const candidate = await firstIn(page, 'offer');
  const before = await countsOnScreen(page);

  const other = await page.context().newPage();
  await other.goto(`/candidates/${candidate.id}`);
  await expect(other.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(other.locator('.profile-stage')).toContainText('Offer');

  // A move on the board in the first tab reaches the profile in the second.
  await card(page, candidate.id)
    .getByRole('button', { name: moveButtonName(candidate) })
    .click();
  await page.getByRole('menuitem', { name: 'Hired' }).click();
  await expect(other.locator('.profile-stage')).toContainText('Hired');
  await expect(
    other.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem').last(),
  ).toContainText('Moved from Offer to Hired');

  // A note added in the second tab... and a move from the profile reaches the board in the first.
  await other.getByRole('combobox', { name: 'Add a note' }).fill('Offer accepted');
  await other.getByRole('button', { name: 'Add Note' }).click();
  await other.getByRole('button', { name: 'Move to another stage' }).click();
  await other.getByRole('menuitem', { name: 'Rejected' }).click();
  await expect
    .poll(() => countsOnScreen(page))
    .toEqual({ ...before, offer: before.offer - 1, rejected: before.rejected + 1 });

  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('list', { name: /Saved notes/ })).toContainText('Offer accepted');
  await other.close();
});

test('the board and the profile have no serious accessibility violations', async ({ page }) => {
  await openBoard(page);
  await expectAccessible(page);
  const candidate = await firstIn(page, 'applied');
  await card(page, candidate.id)
    .getByRole('button', { name: moveButtonName(candidate) })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { name: 'Hiring Timeline' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Add a note' })
    .fill('Ask @Ali Johnson and @Alice Johnson');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('list', { name: /Saved notes/ }).getByRole('listitem')).toHaveCount(
    1,
  );
  // The box is read-only until the save settles; type only once it is cleared and editable again.
  await expect(page.getByRole('combobox', { name: 'Add a note' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Add a note' })).toBeEditable();
  await page.getByRole('combobox', { name: 'Add a note' }).pressSequentially('@');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page);
});
