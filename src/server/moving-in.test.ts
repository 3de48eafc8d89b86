// @vitest-environment node
import { createApp } from '@/server/app';
import { seedDatabase } from '@/server/seed/seed-database';
import { dexieBackend } from '@/test/backend';
import { openPgliteStore } from './store/pg/testing';

/** A browser's backup restores into a team server, and back, exactly (both directions). */

const get = async (
  app: { fetch: (r: Request) => Response | Promise<Response> },
  path: string,
  init?: RequestInit,
) => app.fetch(new Request(`http://localhost/api${path}`, init));
const restore = (app: Parameters<typeof get>[0], backup: unknown) =>
  get(app, '/backup/restore', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(backup),
  });
const tables = async (app: Parameters<typeof get>[0]) =>
  ((await (await get(app, '/backup')).json()) as { tables: unknown }).tables;

it('moves the sample data from browser mode into the PostgreSQL store and back, row for row', async () => {
  const browser = dexieBackend();
  const server = await openPgliteStore();
  try {
    await seedDatabase(browser.store, { seed: 7 });
    const serverApp = createApp({ store: server.store });
    const exported = await (await get(browser.app, '/backup')).json();
    expect((await restore(serverApp, exported)).status).toBe(200);
    expect(await tables(serverApp)).toEqual(exported.tables);

    // And back: the server's export restores into a fresh browser database.
    const again = dexieBackend();
    try {
      const fromServer = await (await get(serverApp, '/backup')).json();
      expect((await restore(again.app, fromServer)).status).toBe(200);
      expect(await tables(again.app)).toEqual(exported.tables);
      // Both homes go on from the same ids.
      const next = (app: Parameters<typeof get>[0]) =>
        get(app, '/jobs', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'Moved in' }),
        }).then((r) => r.json());
      expect((await next(serverApp)).id).toBe((await next(again.app)).id);
    } finally {
      await again.store.close();
    }
  } finally {
    await browser.store.close();
    await server.close();
  }
}, 60_000);
