import type { Page } from '@playwright/test';

/** GET an API path from inside the page, so the request goes through the app's own backend. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;
}

/** Sends a JSON body to an API path from inside the page and returns the parsed answer. */
export async function post<T>(
  page: Page,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<T> {
  return page.evaluate(
    async ({ p, b, m }) =>
      (
        await fetch(p, {
          method: m,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).json(),
    { p: path, b: body, m: method },
  ) as Promise<T>;
}
