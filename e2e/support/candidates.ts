import type { Locator, Page } from '@playwright/test';
import type { Candidate, Stage } from '@/domain/types';
import { expect, openApp } from '../fixtures';
import { getJson } from './api';

export type { Candidate, Stage };

// Stage order and column titles are written out here rather than taken from the app, so a change
// to them in the app is caught by the tests instead of followed by them.
export const STAGES: Stage[] = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];
export const LABEL: Record<Stage, string> = {
  applied: 'Applied',
  screen: 'Screen',
  tech: 'Tech',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const column = (page: Page, stage: Stage) =>
  page.getByRole('region', { name: new RegExp(`^${LABEL[stage]}\\s*:`) });
export const cardsIn = (page: Page, stage: Stage) =>
  column(page, stage).locator('[data-candidate-id]');
/** A candidate's card on the board, anywhere or only inside one column. */
export const candidateCard = (page: Page, id: number, stage?: Stage) =>
  (stage ? column(page, stage) : page).locator(`[data-candidate-id="${id}"]`);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * What a card's controls call its candidate: the name, and the email too where another loaded
 * card has the same name (the seed's random names meet now and then).
 */
const cardName = (c: Pick<Candidate, 'name' | 'email'>) =>
  `${escaped(c.name)}(?: \\(${escaped(c.email)}\\))?`;
export const moveButtonName = (c: Pick<Candidate, 'name' | 'email'>) =>
  new RegExp(`^Move ${cardName(c)} to another stage$`);
export const moveMenuName = (c: Pick<Candidate, 'name' | 'email'>) =>
  new RegExp(`^Move ${cardName(c)} to$`);
export const dragButtonName = (c: Pick<Candidate, 'name' | 'email'>) =>
  new RegExp(`^Drag ${cardName(c)}$`);

/** The count in a column's header badge. */
export async function columnCount(page: Page, stage: Stage): Promise<number> {
  const text = await column(page, stage).locator('.count-badge').innerText();
  return Number(text.match(/\d+/)?.[0]);
}

export async function countsOnScreen(page: Page): Promise<Record<Stage, number>> {
  const entries = await Promise.all(
    STAGES.map(async (s) => [s, await columnCount(page, s)] as const),
  );
  return Object.fromEntries(entries) as Record<Stage, number>;
}

export function countsOf(candidates: Candidate[]): Record<Stage, number> {
  return Object.fromEntries(
    STAGES.map((s) => [s, candidates.filter((c) => c.stage === s).length]),
  ) as Record<Stage, number>;
}

/** Every candidate the API lists for a query string such as `&stage=applied`. */
export async function apiCandidates(page: Page, query = ''): Promise<Candidate[]> {
  return (await getJson<{ candidates: Candidate[] }>(page, `/api/candidates?pageSize=1000${query}`))
    .candidates;
}

export async function apiCandidate(page: Page, id: number): Promise<Candidate> {
  return getJson<Candidate>(page, `/api/candidates/${id}`);
}

/** The first candidate of a stage: its card is at the top of its column, so it is rendered. */
export async function firstIn(page: Page, stage: Stage): Promise<Candidate> {
  // A candidate of an open job: moving one of a closed job forward asks first (a test of its own).
  const { jobs } = await getJson<{ jobs: Array<{ id: number }> }>(
    page,
    '/api/jobs?status=active&pageSize=100',
  );
  const open = new Set(jobs.map((job) => job.id));
  return (await apiCandidates(page, `&stage=${stage}`)).find((c) => open.has(c.jobId))!;
}

/** Opens the board and waits for its columns; with `withCards`, also for the first Applied card. */
export async function openBoard(page: Page, path = '/candidates', { withCards = false } = {}) {
  await openApp(page, path);
  await expect(column(page, 'applied')).toBeVisible();
  if (withCards) await expect(cardsIn(page, 'applied').first()).toBeVisible();
}

/** A real mouse drag: press on the card, move a few pixels to start it, then glide to the target. */
export async function dragCandidate(
  page: Page,
  from: Locator,
  to: Locator,
  whileOver?: () => Promise<void>,
) {
  const start = (await from.locator('.cand-name').boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 4; i++)
    await page.mouse.move(start.x + start.width / 2 + i * 4, start.y + start.height / 2 + i * 2);
  await page.mouse.move(end.x + end.width / 2, end.y + 200, { steps: 15 });
  await whileOver?.();
  await page.mouse.up();
}
