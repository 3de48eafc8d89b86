import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkBothWidths, expect } from '../fixtures';
import { need } from './team-server';
import { openSettingsPage } from './team-ui';

/**
 * Two-factor sign-in in the browser (team mode): a member sets it up on their Account page with
 * an authenticator app (otplib's `generate` plays the app), signs in with a code, and an admin
 * requires it of every member on the Settings page.
 */

export const CODE_LABEL = 'Code from your authenticator app';
export const QR_ALT = 'QR code to scan with your authenticator app';
export const RECOVERY_CODE = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
/** The Account page's alert while the team requires it and the member has not set it up. */
export const SET_UP_FIRST = 'Your team requires two-factor sign-in. Set it up to continue.';
export const REQUIRE_LABEL = 'Require two-factor sign-in for every member';
export const REQUIRED_SAVED =
  'Saved: every member now signs in with a code. Those who have not set it up are asked to first.';

export const twoFactorSection = (page: Page) =>
  page.getByRole('region', { name: 'Two-factor sign-in' });

/** The second step of signing in, after the right password: the code is asked for. */
export async function expectCodeStep(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText(`Signing in as ${email}.`)).toBeVisible();
}

export async function submitCode(page: Page, label: string, code: string) {
  await page.getByLabel(label, { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The app's next code after `used`: the server takes each 30-second step once, so this waits
 * (up to a step) until the app shows another one. Minutes later it answers at once.
 */
export async function nextCode(secret: string, used: string): Promise<string> {
  await expect
    .poll(() => generate({ secret }), { timeout: 35_000, intervals: [500] })
    .not.toBe(used);
  return generate({ secret });
}

/**
 * Sets two-factor sign-in up in the Account page's section as a member would with an app: the
 * key read from the page, the code computed from it, with the member's password. The key, the
 * code used and the recovery codes (shown until "I have saved them" is pressed).
 */
export async function turnOnTwoFactor(page: Page, password: string, shots?: string) {
  const section = twoFactorSection(page);
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(
    section.getByRole('heading', { level: 3, name: 'Set up your authenticator app' }),
  ).toBeFocused();
  const qr = section.getByRole('img', { name: QR_ALT });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The key as text, in groups of four, for an app that cannot scan.
  const key = section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s/g, '');
  // The address the QR code holds (a link too, for the phone itself) has the same key.
  const href = await section
    .getByRole('link', { name: 'Open the setup in your authenticator app' })
    .getAttribute('href');
  const uri = new URL(need(href ?? undefined, 'the otpauth link'));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.searchParams.get('secret')).toBe(secret);
  expect(uri.searchParams.get('issuer')).toBe('TalentFlow');
  if (shots) await checkBothWidths(page, shots);

  const code = await generate({ secret });
  await section.getByLabel('Your password').fill(password);
  await section.getByLabel(CODE_LABEL).fill(code);
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    section.getByRole('heading', { level: 3, name: 'Save your recovery codes' }),
  ).toBeFocused();
  const items = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = (await items.allInnerTexts()).map((text) => text.trim());
  for (const each of codes) expect(each).toMatch(RECOVERY_CODE);
  expect(new Set(codes).size).toBe(10);
  return { secret, code, codes };
}

/**
 * The admin requires two-factor sign-in of every member on the Settings page (from the Settings
 * area); the page's Sign-in security section.
 */
export async function requireTwoFactor(page: Page) {
  await openSettingsPage(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The sections above it have loaded (the privacy section's retention part last), so the box
  // no longer moves under the pointer.
  await expect(page.getByText('Candidates are kept until erased by hand.')).toBeVisible();
  const security = page.getByRole('region', { name: 'Sign-in security' });
  const rule = security.getByRole('checkbox', { name: REQUIRE_LABEL });
  await expect(rule).not.toBeChecked();
  await rule.check();
  await expect(security.getByRole('status')).toHaveText(REQUIRED_SAVED);
  await expect(rule).toBeChecked();
  return security;
}
