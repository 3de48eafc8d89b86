import type { Locator, Page } from '@playwright/test';
import { expect, openApp } from '../fixtures';
import { getJson } from './api';

export interface ApiJob {
  id: number;
  title: string;
  status: 'active' | 'archived' | 'draft';
  tags: string[];
  order: number;
}

/** Every job as the API lists them, sorted by order. */
export async function jobsFromApi(page: Page, status = 'all'): Promise<ApiJob[]> {
  return (await getJson<{ jobs: ApiJob[] }>(page, `/api/jobs?page=1&pageSize=100&status=${status}`))
    .jobs;
}

export const jobList = (page: Page) => page.getByRole('list', { name: 'Jobs' });
export const jobCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });
export const cardTitles = (page: Page) =>
  jobList(page).getByRole('heading', { level: 2 }).allTextContents();

/** Opens the dashboard and waits until its first job card is on screen. */
export async function openDashboard(page: Page, path = '/') {
  await openApp(page, path);
  await expect(jobList(page).getByRole('article').first()).toBeVisible();
  // The cards show first; their drag code takes over the list a moment later.
  await expect(jobList(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** A pointer drag on a card's handle, moved in steps so dnd-kit activates and follows it. */
export async function dragJob(page: Page, title: string, onto: Locator) {
  const handle = page.getByRole('button', { name: `Reorder ${title}`, exact: true });
  const from = (await handle.boundingBox())!;
  const source = (await jobCard(page, title).boundingBox())!;
  const target = (await onto.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  const dy = target.y + target.height / 2 - (source.y + source.height / 2);
  await page.mouse.move(x, y + dy, { steps: 20 });
  await page.mouse.move(x, y + dy + 2, { steps: 2 });
  await page.mouse.up();
}
