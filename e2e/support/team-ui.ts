import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Team mode in the browser (the `team` project): a member's own browser context, the top bar,
 * and the sign-in screen. The team server is shared by a whole run, so its accounts persist.
 */

export interface Account {
  name: string;
  email: string;
  password: string;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A browser's cookies for a session cookie (`name=value`) on `host` (cookies ignore ports). */
export function sessionState(cookie: string, host = '127.0.0.1'): StorageState {
  const [name, value] = cookie.split('=') as [string, string];
  return {
    cookies: [
      {
        name,
        value,
        domain: host,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  };
}

/**
 * Answers a test expects to see in the console as failed loads: 401 (nobody signed in yet, a
 * wrong password) and 404 (a used invitation, an archived job, a deleted candidate). A 403 or a
 * 5xx is not among them: a screen must not ask for what the member's role may not have.
 */
const EXPECTED_LOAD_FAILURE =
  /^Failed to load resource: the server responded with a status of (401|404) /;

/**
 * A page in a browser context of its own (its own cookies), signed in when `state` is given.
 * Uncaught page errors and console errors are collected into `errors` (but for the expected load
 * failures and what `allow` matches), so a test can check that none happened. `userAgent` makes
 * it pass for another browser (a member's list of sessions names each by its User-Agent).
 */
export async function openContext(
  browser: Browser,
  state?: StorageState,
  { allow = [], userAgent }: { allow?: RegExp[]; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...(state && { storageState: state }),
    ...(userAgent && { userAgent }),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || EXPECTED_LOAD_FAILURE.test(text)) return;
    if (!allow.some((pattern) => pattern.test(text))) errors.push(`${page.url()}: ${text}`);
  });
  return { context, page, errors };
}

/** The app's top bar (page headers inside the main region are not banners). */
export const banner = (page: Page) => page.getByRole('banner');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The Settings area's own navigation: the admin pages a member may open. */
export const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings' });

/**
 * Opens an admin page as a member does: the top bar's one Settings link (to the area's first
 * page), then the page in the area's navigation, which marks it as the current one.
 */
export async function openSettingsPage(page: Page, name: string) {
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  const link = settingsNav(page).getByRole('link', { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Waits until the top bar names the signed-in member and their role. */
export async function expectSignedInAs(page: Page, account: Account, role: string) {
  await expect(mainNav(page)).toBeVisible({ timeout: 20_000 });
  // "Ada Admin, Admin": the comma is there for screen readers only.
  await expect(banner(page).getByText(`${account.name}, ${role}`, { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Fills the sign-in screen and sends it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
