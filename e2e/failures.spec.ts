import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openApp, RESTORE_TIMEOUT, setChaos, test } from './fixtures';
import { getJson } from './support/api';
import {
  type Candidate,
  type Stage,
  apiCandidate,
  candidateCard,
  column,
  columnCount,
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

async function openProfile(page: Page, stage: Stage): Promise<Candidate> {
  await openApp(page, '/');
  const candidate = await firstIn(page, stage);
  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(timelineItems(page).first()).toBeVisible();
  return candidate;
}

async function backupFile(page: Page, path: string): Promise<void> {
  await writeFile(path, JSON.stringify(await getJson(page, '/api/backup')));
}

test.describe('when every write fails', () => {
  test('the jobs dashboard: create, edit, archive and reorder keep what was typed, roll back and say why', async ({
    page,
  }) => {
    await openDashboard(page);
    const before = await tables(page);
    const titles = await cardTitles(page);
    const active = (await jobsFromApi(page)).slice(0, 10).find((job) => job.status === 'active')!;
    await setChaos(page, { failureRate: 1 });

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

    await test.step('edit', async () => {
      const job = (await jobsFromApi(page))[1]!;
      await jobCard(page, job.title).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job' });
      await dialog.getByLabel('Title', { exact: true }).fill(`${job.title} (Lisbon)`);
      await dialog.getByLabel('Tags', { exact: true }).fill('Hybrid, Lisbon');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(SIMULATED);
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
        `${job.title} (Lisbon)`,
      );
      await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Hybrid, Lisbon');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // The card never showed the unsaved edit.
      await expect(jobCard(page, job.title)).toBeVisible();
      await expect(jobCard(page, `${job.title} (Lisbon)`)).toHaveCount(0);
    });

    await test.step('archive', async () => {
      const card = jobCard(page, active.title);
      await card.getByRole('button', { name: 'Archive', exact: true }).click();
      await expect(
        errorToast(page, `Could not archive “${active.title}”: ${SIMULATED}`),
      ).toBeVisible();
      await expect(card.getByRole('button', { name: 'Archive', exact: true })).toBeEnabled();
      await expect(card.locator('.job-status')).toHaveText('active');
    });

    await test.step('reorder', async () => {
      await dragJob(page, titles[0]!, jobCard(page, titles[3]!));
      await expect(errorToast(page, 'Failed to reorder jobs.')).toBeVisible();
      await expect.poll(() => cardTitles(page)).toEqual(titles);
      await expect(jobCard(page, titles[0]!).getByText('Order: 0')).toBeVisible();
    });

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(titles);
  });

  test('the board: a dragged card and a card moved with its Move menu go back to their column and say why', async ({
    page,
  }) => {
    await openBoard(page, '/candidates', { withCards: true });
    const before = await tables(page);
    const dragged = await firstIn(page, 'applied');
    const menued = await firstIn(page, 'screen');
    const counts = {
      applied: await columnCount(page, 'applied'),
      screen: await columnCount(page, 'screen'),
    };
    await setChaos(page, { failureRate: 1 });

    await test.step('drag', async () => {
      await dragCandidate(page, candidateCard(page, dragged.id, 'applied'), column(page, 'hired'));
      await expect(
        errorToast(page, `Could not move ${dragged.name} to Hired. ${SIMULATED}`),
      ).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'applied')).toBeVisible();
      await expect(candidateCard(page, dragged.id, 'hired')).toHaveCount(0);
      expect(await columnCount(page, 'applied')).toBe(counts.applied);
    });

    await test.step('Move menu', async () => {
      await moveWithMenu(page, candidateCard(page, menued.id, 'screen'), menued, 'offer');
      await expect(
        errorToast(page, `Could not move ${menued.name} to Offer. ${SIMULATED}`),
      ).toBeVisible();
      await expect(candidateCard(page, menued.id, 'screen')).toBeVisible();
      await expect(candidateCard(page, menued.id, 'offer')).toHaveCount(0);
      expect(await columnCount(page, 'screen')).toBe(counts.screen);
    });

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);
  });

  test('the profile: a stage move goes back and a note keeps its text, both saying why', async ({
    page,
  }) => {
    const candidate = await openProfile(page, 'tech');
    const before = await tables(page);
    const entries = await timelineItems(page).count();
    await setChaos(page, { failureRate: 1 });

    await test.step('Move to', async () => {
      await moveWithMenu(
        page,
        page.locator('.profile-header'),
        candidate,
        'offer',
        'Move to another stage',
      );
      await expect(
        errorToast(page, `Could not move ${candidate.name} to Offer. ${SIMULATED}`),
      ).toBeVisible();
      await expect(page.locator('.profile-stage .stage-badge')).toHaveText('Tech');
      await expect(timelineItems(page)).toHaveCount(entries);
    });

    await test.step('add note', async () => {
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
    expect(await tables(page)).toEqual(before);
  });

  test('the assessment builder: a failed save keeps every edit and says why', async ({ page }) => {
    await openApp(page, '/');
    const job = await jobWithAssessment(page);
    await page.goto(`/jobs/${job.id}/assessment`);
    await expect(page.getByLabel('Assessment title')).toBeVisible();
    const before = await tables(page);
    await setChaos(page, { failureRate: 1 });

    await page.getByLabel('Assessment title').fill('Onsite loop, round two');
    const section = page.getByRole('region', { name: 'Section 1', exact: true });
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

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);
  });

  test('the applicant form: a failed submit keeps every answer and says why', async ({ page }) => {
    await openApp(page, '/');
    const job = await jobWithAssessment(page);
    await page.goto(`/jobs/${job.id}/apply`);
    await expect(page.getByLabel('Your name')).toBeVisible();
    const before = await tables(page);
    await setChaos(page, { failureRate: 1 });

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

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);
  });

  test('the backup page: a failed restore says nothing was changed, and nothing was', async ({
    page,
  }, testInfo) => {
    await openApp(page, '/backup');
    const file = testInfo.outputPath('backup.json');
    await backupFile(page, file);
    // The data moves on after the backup, so a restore would visibly change it.
    await page.evaluate(() =>
      fetch('/api/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Made after the backup' }),
      }),
    );
    const before = await tables(page);
    await setChaos(page, { failureRate: 1 });

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Backup file').setInputFiles(file);
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed.' })).toHaveText(
      `${SIMULATED} Nothing was changed.`,
    );
    await expect(page.getByText(/^Restored /)).toHaveCount(0);
    await expect(page.getByLabel('Backup file')).toBeEnabled();

    await setChaos(page, {});
    expect(await tables(page)).toEqual(before);
  });
});

test.describe('when every answer takes 2 s', () => {
  test('the jobs dashboard: each action shows it is saving and is sent once', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const firstPage = (await jobsFromApi(page)).slice(0, 10);
    const edited = firstPage[1]!;
    const active = firstPage.find((job) => job.status === 'active' && job.id !== edited.id)!;
    const posts = countRequests(page, 'POST', /^\/api\/jobs$/);
    const patches = countRequests(page, 'PATCH', /^\/api\/jobs\/\d+$/);
    const reorders = countRequests(page, 'PATCH', /^\/api\/jobs\/reorder$/);
    await setChaos(page, LATENCY);

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
      await expect(page.getByText('Created “Site Reliability Engineer”.')).toBeVisible();
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

  test('the board: a moved card is in its new column at once, says it is saving, and the move is sent once', async ({
    page,
  }) => {
    await openBoard(page, '/candidates', { withCards: true });
    const dragged = await firstIn(page, 'applied');
    const menued = await firstIn(page, 'screen');
    const patches = countRequests(page, 'PATCH', /^\/api\/candidates\/\d+$/);
    await setChaos(page, LATENCY);

    await dragCandidate(page, candidateCard(page, dragged.id, 'applied'), column(page, 'hired'));
    await expect(candidateCard(page, dragged.id, 'hired')).toBeVisible();
    await expect(candidateCard(page, dragged.id, 'hired')).toHaveAttribute('aria-busy', 'true');
    await expect(candidateCard(page, dragged.id, 'hired').getByRole('status')).toHaveText(
      'Saving…',
    );
    await expect(candidateCard(page, dragged.id, 'hired').getByRole('status')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(candidateCard(page, dragged.id, 'hired')).not.toHaveAttribute('aria-busy', 'true');
    await moveWithMenu(page, candidateCard(page, menued.id, 'screen'), menued, 'offer');
    await expect(candidateCard(page, menued.id, 'offer')).toBeVisible();
    // The menu closed with the pick, so the same move cannot be picked twice.
    await expect(page.getByRole('menu')).toHaveCount(0);

    await setChaos(page, {});
    await expect
      .poll(async () => (await apiCandidate(page, menued.id)).stage, { timeout: 15_000 })
      .toBe('offer');
    expect((await apiCandidate(page, dragged.id)).stage).toBe('hired');
    expect(patches()).toBe(2);
  });

  test('the profile: a stage move and a note show they are saving and are sent once', async ({
    page,
  }) => {
    const candidate = await openProfile(page, 'tech');
    const patches = countRequests(page, 'PATCH', /^\/api\/candidates\/\d+$/);
    const posts = countRequests(page, 'POST', /^\/api\/candidates\/\d+\/notes$/);
    await setChaos(page, LATENCY);

    await test.step('Move to', async () => {
      await moveWithMenu(
        page,
        page.locator('.profile-header'),
        candidate,
        'offer',
        'Move to another stage',
      );
      await expect(page.locator('.profile-stage .stage-badge')).toHaveText('Offer');
      await expect(page.locator('.profile-stage').getByRole('status')).toHaveText('Saving…');
      await expect(page.locator('.profile-stage').getByRole('status')).toHaveCount(0, {
        timeout: 15_000,
      });
      expect(patches()).toBe(1);
    });

    await test.step('add note', async () => {
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
      expect(posts()).toBe(1);
    });

    await setChaos(page, {});
    expect((await apiCandidate(page, candidate.id)).stage).toBe('offer');
    expect(await getJson<unknown[]>(page, `/api/candidates/${candidate.id}/notes`)).toHaveLength(1);
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

  test('the backup page: a restore shows it is running, cannot be started twice, and is sent once', async ({
    page,
  }, testInfo) => {
    await openApp(page, '/backup');
    const file = testInfo.outputPath('backup.json');
    await backupFile(page, file);
    const posts = countRequests(page, 'POST', /^\/api\/backup\/restore$/);
    await setChaos(page, LATENCY);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Backup file').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'Restoring…' })).toBeVisible();
    await expect(page.getByLabel('Backup file')).toBeDisabled();
    await expect(page.getByText(/^Restored 25 jobs, 1000 candidates/)).toBeVisible({
      timeout: RESTORE_TIMEOUT,
    });
    await expect(page.getByLabel('Backup file')).toBeEnabled();
    expect(posts()).toBe(1);
  });
});
