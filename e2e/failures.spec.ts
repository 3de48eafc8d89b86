import type { Locator, Page } from '@playwright/test';
import { expect, openApp, setChaos, test } from './fixtures';
import { getJson } from './support/api';
import {
  type Candidate,
  type Stage,
  apiCandidate,
  candidateCard,
  column,
  countsOnScreen,
  dragCandidate,
  firstIn,
  LABEL,
  moveButtonName,
  moveMenuName,
  openBoard,
} from './support/candidates';
import {
  cardTitles,
  dragJob,
  jobCard,
  jobList,
  jobsFromApi,
  openDashboard,
  type ApiJob,
} from './support/jobs';

/**
 * What people see when the backend fails or is slow, for every action of the app:
 * - every write refused (failureRate 1): the error is shown, what was typed stays, what moved at
 *   once goes back, and the database (read back with chaos off) holds exactly what it held before;
 * - every answer 2 s late (latencyMs 2000): the action shows it is pending, and a second click or
 *   Enter does not send a second request.
 * The Backup page's restore, failed and slow, is in reliability.spec.ts with the rest of that page.
 */

const SIMULATED = 'The server is unavailable (simulated failure). Nothing was saved; try again.';
const LATENCY = { latencyMs: 2000 };

/** Every table of the database, through the backup endpoint: the proof that nothing was written. */
async function tables(page: Page): Promise<unknown> {
  return (await getJson<{ tables: unknown }>(page, '/api/backup')).tables;
}

/** The first active job with a saved assessment (the seed gives the first three active jobs one). */
async function jobWithAssessment(page: Page): Promise<ApiJob> {
  for (const job of await jobsFromApi(page, 'active')) {
    const { structure } = await getJson<{ structure: { sections: unknown[] } }>(
      page,
      `/api/jobs/${job.id}/assessment`,
    );
    if (structure.sections.length > 0) return job;
  }
  throw new Error('The seed has no job with an assessment');
}

/** Counts the API requests of one method and path that the page sends from now on. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** A click a person would make on a control that may be disabled: no waiting for it to be enabled. */
async function clickAgain(locator: Locator): Promise<void> {
  await locator.click({ force: true });
}

const errorToast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

// Candidates board
async function moveWithMenu(
  page: Page,
  scope: Locator,
  who: Pick<Candidate, 'name' | 'email'>,
  target: Stage,
  buttonName: string | RegExp = moveButtonName(who),
) {
  await scope.getByRole('button', { name: buttonName }).click();
  await page
    .getByRole('menu', { name: moveMenuName(who) })
    .getByRole('menuitem', { name: LABEL[target] })
    .click();
}

// Candidate profile
const noteBox = (page: Page) => page.getByRole('combobox', { name: 'Add a note' });
const timelineItems = (page: Page) =>
  page.getByRole('region', { name: 'Hiring Timeline' }).getByRole('listitem');

test.describe('when every write fails', () => {
  test('the jobs dashboard: a failed archive, reorder, edit or create shows, goes back or keeps what was typed, and says why; tried again in its dialog, a create or an edit is saved', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const before = await tables(page);
    const titles = await cardTitles(page);
    const firstPage = (await jobsFromApi(page)).slice(0, 10);
    const edited = firstPage[1]!;
    const active = firstPage.find((job) => job.status === 'active')!;
    // Every answer slow too, so what changes at once is seen before it goes back.
    await setChaos(page, { failureRate: 1, latencyMs: 2000 });

    await test.step('archive', async () => {
      const card = jobCard(page, active.title);
      await card.getByRole('button', { name: 'Archive', exact: true }).click();
      await expect(card.getByRole('button', { name: 'Unarchive', exact: true })).toBeVisible();
      await expect(
        errorToast(page, `Could not archive “${active.title}”: ${SIMULATED}`),
      ).toBeVisible();
      await expect(card.getByRole('button', { name: 'Archive', exact: true })).toBeEnabled();
      await expect(card.locator('.job-status')).toHaveText('active');
      await expect(card.getByText('active', { exact: true })).toBeVisible();
    });

    await test.step('reorder', async () => {
      await dragJob(page, titles[0]!, jobCard(page, titles[3]!));
      // Reordered at once, then put back when the server refuses.
      expect(await cardTitles(page)).toEqual([
        titles[1],
        titles[2],
        titles[3],
        titles[0],
        ...titles.slice(4),
      ]);
      await expect(errorToast(page, 'Failed to reorder jobs.')).toBeVisible();
      await expect.poll(() => cardTitles(page)).toEqual(titles);
      await expect(jobCard(page, titles[0]!).getByText('Order: 0')).toBeVisible();
      expect(consoleErrors.some((e) => e.includes('Failed to reorder jobs.'))).toBe(true);
    });

    await setChaos(page, { failureRate: 1 });

    await test.step('edit', async () => {
      await jobCard(page, edited.title).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job' });
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(edited.title);
      await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue(edited.tags.join(', '));
      await dialog.getByLabel('Title', { exact: true }).fill(`${edited.title} (Lisbon)`);
      await dialog.getByLabel('Tags', { exact: true }).fill('Hybrid, Lisbon');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(SIMULATED);
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
        `${edited.title} (Lisbon)`,
      );
      await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Hybrid, Lisbon');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // The card never showed the unsaved edit.
      await expect(jobCard(page, edited.title)).toBeVisible();
      await expect(jobCard(page, `${edited.title} (Lisbon)`)).toHaveCount(0);
    });

    await test.step('create', async () => {
      await page.getByRole('button', { name: '+ Create Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
      await dialog.getByLabel('Title', { exact: true }).fill('Staff Platform Engineer');
      await dialog.getByLabel('Tags', { exact: true }).fill('Platform, Remote');
      await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(SIMULATED);
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
        'Staff Platform Engineer',
      );
      await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Platform, Remote');
      await expect(dialog.getByRole('button', { name: 'Create Job', exact: true })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);

    await test.step('create, tried again in its dialog', async () => {
      await page.getByRole('button', { name: '+ Create Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
      await dialog.getByLabel('Title', { exact: true }).fill('Legal Counsel');
      await dialog.getByLabel('Tags', { exact: true }).fill('Legal, Onsite');
      await setChaos(page, { failureRate: 1 });
      await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText('simulated failure');
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Legal Counsel');
      await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Legal, Onsite');
      await setChaos(page, {});
      await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect((await jobsFromApi(page)).at(-1)).toMatchObject({
        title: 'Legal Counsel',
        tags: ['Legal', 'Onsite'],
      });
    });

    await test.step('edit, tried again in its dialog', async () => {
      await jobCard(page, edited.title).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job' });
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(edited.title);
      await dialog.getByLabel('Title', { exact: true }).fill(`${edited.title} (Berlin)`);
      await dialog.getByLabel('Tags', { exact: true }).fill('Hybrid, Berlin');
      await setChaos(page, { failureRate: 1 });
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByRole('alert')).toContainText('simulated failure');
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
        `${edited.title} (Berlin)`,
      );
      await setChaos(page, {});
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      const card = jobCard(page, `${edited.title} (Berlin)`);
      await expect(card.getByText('Berlin', { exact: true })).toBeVisible();
      await expect(card.getByText(`Order: ${edited.order}`)).toBeVisible();
    });

    // The new job is last (page 3): the first page is the same, with the edit.
    await page.reload();
    await expect
      .poll(() => cardTitles(page))
      .toEqual(titles.map((title, i) => (i === 1 ? `${edited.title} (Berlin)` : title)));
    await expect(jobCard(page, `${edited.title} (Berlin)`)).toBeVisible();
  });

  test('the board and the profile: a failed move, dragged or picked, shows at once, goes back with no "Saving…" left, and a failed note keeps its text, each saying why', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, '/candidates', { withCards: true });
    const before = await tables(page);
    const dragged = await firstIn(page, 'applied');
    const menued = await firstIn(page, 'screen');
    const counts = await countsOnScreen(page);
    // Every answer slow too: the card is seen in its new column before it goes back, and a
    // "Saving…" kept for one more round trip after the rollback would be seen.
    await setChaos(page, { failureRate: 1, latencyMs: 1500 });

    await test.step('drag', async () => {
      // Tech, not a decision: a move to Offer or Hired first looks up the interview feedback.
      await dragCandidate(page, candidateCard(page, dragged.id, 'applied'), column(page, 'tech'));
      // The card moves at once...
      await expect(candidateCard(page, dragged.id, 'tech')).toBeVisible();
      // ...and goes back when the server refuses.
      await expect(
        errorToast(page, `Could not move ${dragged.name} to Tech. ${SIMULATED}`),
      ).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'applied')).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'tech')).toHaveCount(0);
      expect(await countsOnScreen(page)).toEqual(counts);

      // A decision (Hired) first looks up the interview feedback (none here), then is refused too.
      await dragCandidate(page, candidateCard(page, dragged.id, 'applied'), column(page, 'hired'));
      await expect(
        errorToast(page, `Could not move ${dragged.name} to Hired. ${SIMULATED}`),
      ).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'applied')).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'hired')).toHaveCount(0);
      expect(await countsOnScreen(page)).toEqual(counts);
    });

    await test.step('Move menu', async () => {
      await moveWithMenu(page, candidateCard(page, menued.id, 'screen'), menued, 'offer');
      await expect(candidateCard(page, menued.id, 'offer').getByRole('status')).toHaveText(
        'Saving…',
      );
      await expect(
        errorToast(page, `Could not move ${menued.name} to Offer. ${SIMULATED}`),
      ).toBeVisible();
      const back = candidateCard(page, menued.id, 'screen');
      await expect(back).toBeVisible();
      // Well within one slow answer.
      await expect(back.getByRole('status')).toHaveCount(0, { timeout: 500 });
      await expect(back).not.toHaveAttribute('aria-busy');
      await expect(candidateCard(page, menued.id, 'offer')).toHaveCount(0);
      expect(await countsOnScreen(page)).toEqual(counts);
    });

    await test.step('profile: Move to', async () => {
      await candidateCard(page, menued.id, 'screen')
        .getByRole('link', { name: /View Profile/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: menued.name })).toBeVisible();
      await expect(timelineItems(page).first()).toBeVisible();
      const entries = await timelineItems(page).count();
      await moveWithMenu(
        page,
        page.locator('.profile-header'),
        menued,
        'hired',
        'Move to another stage',
      );
      const stage = page.locator('.profile-stage');
      await expect(stage.getByRole('status')).toHaveText('Saving…');
      await expect(
        errorToast(page, `Could not move ${menued.name} to Hired. ${SIMULATED}`),
      ).toBeVisible();
      await expect(stage.locator('.stage-badge')).toHaveText('Screen');
      await expect(stage.getByRole('status')).toHaveCount(0, { timeout: 500 });
      await expect(timelineItems(page)).toHaveCount(entries);
    });

    await test.step('profile: add note', async () => {
      const text = 'Strong system design answers; ask @Bob Smith about the take-home.';
      await noteBox(page).fill(text);
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expect(page.getByRole('region', { name: 'Notes' }).getByRole('alert')).toHaveText(
        `Could not save the note. ${SIMULATED}`,
      );
      await expect(noteBox(page)).toHaveValue(text);
      await expect(page.getByText('No notes yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Note' })).toBeEnabled();
    });

    await setChaos(page, {});
    expect((await apiCandidate(page, dragged.id)).stage).toBe('applied');
    expect(await tables(page)).toEqual(before);
  });

  test('the applicant form and the assessment builder: a failed submit or save keeps every answer or edit and says why; saved again, the assessment loads back', async ({
    page,
  }) => {
    await openApp(page, '/');
    const job = await jobWithAssessment(page);
    await page.goto(`/jobs/${job.id}/apply`);
    await expect(page.getByLabel('Your name')).toBeVisible();
    const before = await tables(page);
    await setChaos(page, { failureRate: 1 });

    await test.step('submit application', async () => {
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Email address').fill('ada@example.com');
      await page.getByLabel('What is your full name?').fill('Augusta Ada King');
      await page.getByRole('button', { name: 'Submit Application' }).click();

      await expect(page.getByRole('alert').filter({ hasText: 'Could not submit' })).toHaveText(
        `Could not submit your application: ${SIMULATED} Your answers are still here; try again.`,
      );
      await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Email address')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('What is your full name?')).toHaveValue('Augusta Ada King');
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    });

    const section = page.getByRole('region', { name: 'Section 1', exact: true });
    await test.step('save assessment', async () => {
      await page.goto(`/jobs/${job.id}/assessment`);
      await expect(page.getByLabel('Assessment title')).toBeVisible();
      await page.getByLabel('Assessment title').fill('Onsite loop, round two');
      await section.getByLabel('Section title').fill('Your background');
      await section.getByRole('button', { name: '+ Add Question' }).click();
      await page
        .getByRole('article', { name: 'Question 2', exact: true })
        .getByLabel('Question text')
        .fill('Where are you based?');
      await page.getByRole('button', { name: 'Save Assessment' }).click();

      await expect(
        page.getByRole('alert').filter({ hasText: 'Could not save the assessment' }),
      ).toHaveText(
        `Could not save the assessment: ${SIMULATED} Your changes are still here; try again.`,
      );
      await expect(page.getByLabel('Assessment title')).toHaveValue('Onsite loop, round two');
      await expect(section.getByLabel('Section title')).toHaveValue('Your background');
      await expect(
        page.getByRole('article', { name: 'Question 2', exact: true }).getByLabel('Question text'),
      ).toHaveValue('Where are you based?');
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Assessment' })).toBeEnabled();
    });

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);

    await test.step('saved again', async () => {
      await page.getByRole('button', { name: 'Save Assessment' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Assessment saved!' })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Assessment title')).toHaveValue('Onsite loop, round two');
      await expect(section.getByLabel('Section title')).toHaveValue('Your background');
    });
  });
});

test.describe('when every answer takes 2 s', () => {
  test("the jobs dashboard: it shows 'Loading jobs...' while the list loads, and each action shows it is saving and is sent once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const firstPage = (await jobsFromApi(page)).slice(0, 10);
    const edited = firstPage[1]!;
    const active = firstPage.find((job) => job.status === 'active' && job.id !== edited.id)!;
    const posts = countRequests(page, 'POST', /^\/api\/jobs$/);
    const patches = countRequests(page, 'PATCH', /^\/api\/jobs\/\d+$/);
    const reorders = countRequests(page, 'PATCH', /^\/api\/jobs\/reorder$/);
    await setChaos(page, LATENCY);

    await test.step('load', async () => {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Loading jobs...' })).toBeVisible();
      await expect(jobList(page).getByRole('article')).toHaveCount(10);
      await expect(jobList(page)).not.toHaveAttribute('aria-busy', 'true');
    });

    await test.step('create', async () => {
      await page.getByRole('button', { name: '+ Create Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Job' });
      await dialog.getByLabel('Title', { exact: true }).fill('Site Reliability Engineer');
      await dialog.getByRole('button', { name: 'Create Job', exact: true }).click();
      const pending = dialog.getByRole('button', { name: 'Saving…' });
      await expect(pending).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await clickAgain(pending);
      await dialog.getByLabel('Title', { exact: true }).press('Enter');
      await expect(
        page.getByText(/^Created “Site Reliability Engineer” as a draft\./),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(posts()).toBe(1);
    });

    await test.step('edit', async () => {
      const job = edited;
      await jobCard(page, job.title).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job' });
      await dialog.getByLabel('Title', { exact: true }).fill(`${job.title} II`);
      await dialog.getByLabel('Tags', { exact: true }).press('Enter');
      const pending = dialog.getByRole('button', { name: 'Saving…' });
      await expect(pending).toBeDisabled();
      await clickAgain(pending);
      await dialog.getByLabel('Tags', { exact: true }).press('Enter');
      await expect(page.getByText(`Saved changes to “${job.title} II”.`)).toBeVisible();
      expect(patches()).toBe(1);
      await expect(jobCard(page, `${job.title} II`)).toBeVisible();
    });

    await test.step('archive', async () => {
      const card = jobCard(page, active.title);
      await card.getByRole('button', { name: 'Archive', exact: true }).click();
      // The change shows at once; the button waits for the server before it can be used again.
      const pending = card.getByRole('button', { name: 'Unarchive', exact: true });
      await expect(pending).toBeDisabled();
      await expect(card.locator('.job-status')).toHaveText('archived');
      await clickAgain(pending);
      await expect(page.getByText(`“${active.title}” archived.`)).toBeVisible();
      expect(patches()).toBe(2);
    });

    await test.step('reorder', async () => {
      const now = await cardTitles(page);
      await dragJob(page, now[0]!, jobCard(page, now[2]!));
      await expect(page.getByRole('status').filter({ hasText: 'Saving new order…' })).toBeVisible();
      expect(await cardTitles(page)).toEqual([now[1], now[2], now[0], ...now.slice(3)]);
      // A second drag while the first is saving does nothing.
      await dragJob(page, now[4]!, jobCard(page, now[6]!));
      expect(await cardTitles(page)).toEqual([now[1], now[2], now[0], ...now.slice(3)]);
      await expect(page.getByText('Saving new order…')).toBeHidden({ timeout: 15_000 });
      expect(reorders()).toBe(1);
    });

    await setChaos(page, {});
    const saved = await jobsFromApi(page);
    expect(saved.filter((job) => job.title === 'Site Reliability Engineer')).toHaveLength(1);
    expect(saved.find((job) => job.id === active.id)?.status).toBe('archived');
    expect(saved.find((job) => job.id === edited.id)?.title).toBe(`${edited.title} II`);
  });

  test('the board and the profile: a moved card is in its new column at once, a stage move and a note show they are saving, and each is sent once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, '/candidates', { withCards: true });
    const dragged = await firstIn(page, 'applied');
    const menued = await firstIn(page, 'screen');
    const profiled = await firstIn(page, 'tech');
    const patches = countRequests(page, 'PATCH', /^\/api\/candidates\/\d+$/);
    const posts = countRequests(page, 'POST', /^\/api\/candidates\/\d+\/notes$/);
    await setChaos(page, LATENCY);

    await test.step('board', async () => {
      await dragCandidate(page, candidateCard(page, dragged.id, 'applied'), column(page, 'hired'));
      await expect(candidateCard(page, dragged.id, 'hired')).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'hired')).toHaveAttribute('aria-busy', 'true');
      await expect(candidateCard(page, dragged.id, 'hired').getByRole('status')).toHaveText(
        'Saving…',
      );
      await expect(candidateCard(page, dragged.id, 'hired').getByRole('status')).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(candidateCard(page, dragged.id, 'hired')).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      await moveWithMenu(page, candidateCard(page, menued.id, 'screen'), menued, 'offer');
      await expect(candidateCard(page, menued.id, 'offer')).toBeVisible();
      // The menu closed with the pick, so the same move cannot be picked twice.
      await expect(page.getByRole('menu')).toHaveCount(0);
      // Saved before the page is left.
      await expect
        .poll(async () => (await apiCandidate(page, menued.id)).stage, { timeout: 15_000 })
        .toBe('offer');
    });

    await test.step('profile: Move to', async () => {
      await page.goto(`/candidates/${profiled.id}`);
      await expect(page.getByRole('heading', { level: 1, name: profiled.name })).toBeVisible();
      await expect(timelineItems(page).first()).toBeVisible();
      await moveWithMenu(
        page,
        page.locator('.profile-header'),
        profiled,
        'offer',
        'Move to another stage',
      );
      await expect(page.locator('.profile-stage .stage-badge')).toHaveText('Offer');
      await expect(page.locator('.profile-stage').getByRole('status')).toHaveText('Saving…');
      await expect(page.locator('.profile-stage').getByRole('status')).toHaveCount(0, {
        timeout: 15_000,
      });
    });

    await test.step('profile: add note', async () => {
      await noteBox(page).fill('Offer call booked for Friday.');
      await page.getByRole('button', { name: 'Add Note' }).click();
      const pending = page.getByRole('button', { name: 'Adding…' });
      await expect(pending).toBeDisabled();
      await expect(noteBox(page)).toHaveAttribute('readonly', '');
      await clickAgain(pending);
      await noteBox(page).press('Control+Enter');
      await expect(
        page.getByRole('list', { name: /Saved notes/ }).getByText('Offer call booked for Friday.'),
      ).toBeVisible({ timeout: 15_000 });
      await expect(noteBox(page)).toHaveValue('');
    });

    await setChaos(page, {});
    expect((await apiCandidate(page, dragged.id)).stage).toBe('hired');
    expect((await apiCandidate(page, profiled.id)).stage).toBe('offer');
    expect(await getJson<unknown[]>(page, `/api/candidates/${profiled.id}/notes`)).toHaveLength(1);
    // Three moves, each saved (their stages above): each was sent once.
    expect(patches()).toBe(3);
    expect(posts()).toBe(1);
  });

  test('the builder and the applicant form show they are saving and send once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openApp(page, '/');
    const job = await jobWithAssessment(page);
    const puts = countRequests(page, 'PUT', /^\/api\/jobs\/\d+\/assessment$/);
    const submits = countRequests(page, 'POST', /^\/api\/assessments\/\d+\/submit$/);

    await test.step('save assessment', async () => {
      await page.goto(`/jobs/${job.id}/assessment`);
      await page.getByLabel('Assessment title').fill('Screening questions');
      await setChaos(page, LATENCY);
      const save = page.getByRole('button', { name: 'Save Assessment' });
      await save.click();
      await expect(save).toBeDisabled();
      await expect(page.getByText('Saving…', { exact: true })).toBeVisible();
      await clickAgain(save);
      await expect(page.getByRole('status').filter({ hasText: 'Assessment saved!' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText('All changes saved')).toBeVisible();
      expect(puts()).toBe(1);
    });

    await test.step('submit application', async () => {
      await setChaos(page, {});
      await page.goto(`/jobs/${job.id}/apply`);
      await page.getByLabel('Your name').fill('Grace Hopper');
      await page.getByLabel('Email address').fill('grace@example.com');
      await page.getByLabel('What is your full name?').fill('Grace Brewster Hopper');
      await setChaos(page, LATENCY);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const pending = page.getByRole('button', { name: 'Submitting…' });
      await expect(pending).toBeDisabled();
      await clickAgain(pending);
      await page.getByLabel('Your name').press('Enter');
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({
        timeout: 15_000,
      });
      expect(submits()).toBe(1);
    });

    await setChaos(page, {});
    expect(
      (await getJson<{ structure: { title: string } }>(page, `/api/jobs/${job.id}/assessment`))
        .structure.title,
    ).toBe('Screening questions');
    const responses = await getJson<Array<{ candidate: { email: string } }>>(
      page,
      `/api/jobs/${job.id}/responses`,
    );
    expect(responses.filter((r) => r.candidate.email === 'grace@example.com')).toHaveLength(1);
  });
});
