import { backend } from '@/test/backend';
import { createApp, type Change } from './app';
import { memoryChaos } from './chaos';

/** What the app adds around the routes: the change feed, stale pages, the chaos switch, unknown paths. */

function appWith(options: { build?: string } = {}) {
  const { store } = backend();
  const changes: Change[] = [];
  const chaos = memoryChaos();
  const app = createApp({ store, chaos, onChange: (change) => changes.push(change), ...options });
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return { app, call, changes, chaos, store };
}

describe('the change feed', () => {
  it('hears every successful write with the writing tab, and no read or refused write', async () => {
    const { call, changes } = appWith();
    await call('GET', '/jobs');
    const created = await call(
      'POST',
      '/jobs',
      { title: 'Designer' },
      { 'X-TalentFlow-Tab': 'tab-1' },
    );
    await call('POST', '/jobs', { title: '' }, { 'X-TalentFlow-Tab': 'tab-1' });
    await call('PATCH', `/jobs/${created.body.id}`, { status: 'archived' });
    expect(changes).toEqual([
      { method: 'POST', path: '/api/jobs', tab: 'tab-1' },
      { method: 'PATCH', path: `/api/jobs/${created.body.id}`, tab: undefined },
    ]);
  });
});

describe('a page of another build', () => {
  it('cannot write: it must reload first; it can still read, and a page of this build writes', async () => {
    const { call, store } = appWith({ build: 'new' });
    const stale = await call(
      'POST',
      '/jobs',
      { title: 'Designer' },
      { 'X-TalentFlow-Build': 'old' },
    );
    expect(stale).toEqual({
      status: 409,
      body: {
        error: {
          code: 'stale_page',
          message:
            'TalentFlow was updated in another tab. Reload this tab to keep working; nothing you saved is lost.',
        },
      },
    });
    expect(await store.transaction('read', (tx) => tx.jobs.all())).toEqual([]);
    expect((await call('GET', '/jobs', undefined, { 'X-TalentFlow-Build': 'old' })).status).toBe(
      200,
    );
    expect(
      (await call('POST', '/jobs', { title: 'Designer' }, { 'X-TalentFlow-Build': 'new' })).status,
    ).toBe(201);
    expect((await call('POST', '/jobs', { title: 'Writer' })).status).toBe(201);
  });
});

describe('the chaos switch', () => {
  it('reads and sets latency and failure rate, refusing values out of range', async () => {
    const { call, chaos } = appWith();
    expect(await call('GET', '/settings/chaos')).toEqual({
      status: 200,
      body: { latencyMs: 0, failureRate: 0 },
    });
    expect(await call('PUT', '/settings/chaos', { latencyMs: 5, failureRate: 0.5 })).toEqual({
      status: 200,
      body: { latencyMs: 5, failureRate: 0.5 },
    });
    expect(chaos.current).toEqual({ latencyMs: 5, failureRate: 0.5 });
    for (const bad of [
      { latencyMs: -1, failureRate: 0 },
      { latencyMs: 0, failureRate: 2 },
      { latencyMs: 0 },
      { latencyMs: 0, failureRate: 0, x: 1 },
    ]) {
      expect((await call('PUT', '/settings/chaos', bad)).status).toBe(400);
    }
    expect(chaos.current).toEqual({ latencyMs: 5, failureRate: 0.5 });
  });

  it('fails every write at rate 1, never a read, and never the switch itself', async () => {
    const { call, store } = appWith();
    await call('PUT', '/settings/chaos', { latencyMs: 0, failureRate: 1 });
    const refused = await call('POST', '/jobs', { title: 'Designer' });
    expect(refused).toEqual({
      status: 503,
      body: {
        error: {
          code: 'simulated_failure',
          message: 'The server is unavailable (simulated failure). Nothing was saved; try again.',
        },
      },
    });
    expect(await store.transaction('read', (tx) => tx.jobs.all())).toEqual([]);
    expect((await call('GET', '/jobs')).status).toBe(200);
    expect((await call('PUT', '/settings/chaos', { latencyMs: 0, failureRate: 0 })).status).toBe(
      200,
    );
    expect((await call('POST', '/jobs', { title: 'Designer' })).status).toBe(201);
  });

  it('is not there when the host gives no chaos control', async () => {
    const { store } = backend();
    const app = createApp({ store });
    const response = await app.fetch(new Request('http://localhost/api/settings/chaos'));
    expect(response.status).toBe(404);
  });
});

describe('unknown paths', () => {
  it.each(['/api', '/api/', '/api/nothing/here', '/api/jobs/1/unknown'])(
    '%s is a JSON 404',
    async (path) => {
      const { app } = appWith();
      const response = await app.fetch(new Request(`http://localhost${path}`));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: `No such endpoint: GET ${path}` },
      });
    },
  );
});
