import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  embeddedDataDir,
  migratedDataDir,
  startTeamServer,
  teamApi,
  throwawayPostgres,
  type TeamServer,
} from '../support/team-server';

/**
 * The team server as a process: started the way the image starts it, killed with SIGKILL in the
 * middle of a burst of writes (nothing acknowledged may be lost), and stopped with SIGTERM while
 * requests are in flight (each one finishes).
 */

test.describe.configure({ mode: 'serial' });

const homes = [
  { name: 'the embedded PostgreSQL', open: migratedDataDir },
  { name: 'PostgreSQL', open: throwawayPostgres },
];

test('starts as the image starts it: the UI in team mode, the API, health and security headers', async () => {
  const data = embeddedDataDir();
  const server = await startTeamServer({ ...data.env, HOST: '0.0.0.0' });
  try {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const page = await fetch(`${server.url}/candidates`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="talentflow-mode" content="team" />');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    // A fresh team server is empty and closed: nothing without signing in.
    expect((await teamApi(server, 'GET', '/jobs')).status).toBe(401);
    // Reachable beyond this machine: the first admin is made only with the token it printed.
    expect((await teamApi(server, 'GET', '/auth/setup')).body).toEqual({
      needed: true,
      tokenRequired: true,
    });
    const token = /setup token: ([\w-]+)/.exec(server.output())?.[1];
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(server.output()).toContain(`${server.url}/setup?token=${token}`);
    const without = await teamApi(server, 'POST', '/auth/setup', { body: ADMIN });
    expect(without.status).toBe(403);
    expect(
      (await teamApi(server, 'POST', '/auth/setup', { body: { ...ADMIN, token: 'guess' } })).status,
    ).toBe(403);
    expect(
      (await teamApi(server, 'POST', '/auth/setup', { body: { ...ADMIN, token } })).status,
    ).toBe(201);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    data.remove();
  }
});

test('behind https (PUBLIC_URL): HSTS, the __Host- session cookie, and no answer for another host name', async () => {
  const data = await migratedDataDir();
  const server = await startTeamServer({ ...data.env, PUBLIC_URL: 'https://jobs.example.com' });
  try {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const setup = await fetch(`${server.url}/api/auth/setup`, {
      method: 'POST',
      headers: { Origin: 'https://jobs.example.com', 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(setup.status).toBe(201);
    expect(setup.headers.get('set-cookie')).toMatch(/^__Host-talentflow_session=[^;]+;.*Secure/);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    // A page of another site whose name points here (DNS rebinding) reaches nothing.
    const port = new URL(server.url).port;
    const statusFor = (host: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusFor('rebound.example.net', '/')).toBe(421);
    expect(await statusFor('rebound.example.net', '/api/auth/me')).toBe(421);
    expect(await statusFor('jobs.example.com', '/')).toBe(200);
    expect(await statusFor('10.1.2.3', '/api/health')).toBe(200);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    data.remove();
  }
});

for (const home of homes) {
  test(`loses no acknowledged write when killed with SIGKILL, on ${home.name}`, async () => {
    test.setTimeout(120_000);
    const data = await home.open();
    let server: TeamServer | undefined = await startTeamServer(data.env);
    try {
      const setup = await teamApi(server, 'POST', '/auth/setup', { body: ADMIN });
      expect(setup.status).toBe(201);
      const cookie = setup.cookie!;
      const acknowledged: number[] = [];
      let stop = false;
      const running = server;
      // Eight writers at once, each creating jobs until the process dies under them.
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; !stop; i += 1) {
          try {
            const made = await teamApi(running, 'POST', '/jobs', {
              cookie,
              body: { title: `Job ${w}-${i}` },
            });
            if (made.status === 201) acknowledged.push(made.body.id);
          } catch {
            return; // the connection died with the process
          }
        }
      });
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(40);
      server.process.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(writers);

      server = await startTeamServer(data.env);
      // The session survived too: it lives in the database.
      const stored = await teamApi(server, 'GET', '/jobs?pageSize=100&page=1&status=all', {
        cookie,
      });
      expect(stored.status).toBe(200);
      const ids = new Set<number>();
      for (let page = 1; page <= Math.ceil(stored.body.totalCount / 100); page += 1) {
        const slice = await teamApi(server, 'GET', `/jobs?pageSize=100&page=${page}&status=all`, {
          cookie,
        });
        for (const job of slice.body.jobs) ids.add(job.id);
      }
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      expect(ids.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      if (server && server.process.exitCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
      await data.remove();
    }
  });
}

test('finishes the requests in flight on SIGTERM, then exits', async () => {
  test.setTimeout(120_000);
  const data = await migratedDataDir();
  const server = await startTeamServer(data.env);
  try {
    const { cookie } = await teamApi(server, 'POST', '/auth/setup', { body: ADMIN });
    const jobs = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      title: `Job ${i + 1}`,
      slug: `job-${i + 1}`,
      status: 'active',
      tags: [],
      order: i,
    }));
    const candidates = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      name: `Person ${i + 1}`,
      email: `person${i + 1}@example.com`,
      stage: 'applied',
      jobId: (i % 25) + 1,
    }));
    const backup = (await teamApi(server, 'GET', '/backup', { cookie })).body;
    const body = JSON.stringify({ ...backup, tables: { ...backup.tables, jobs, candidates } });
    // A restore whose upload is held back: in flight, for sure, when the signal comes, and only
    // let go once the server says it is stopping.
    const { port } = new URL(server.url);
    const upload = request({
      host: '127.0.0.1',
      port,
      path: '/api/backup/restore',
      method: 'POST',
      headers: {
        Origin: server.url,
        Cookie: cookie!,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    const restore = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
      });
      upload.on('error', reject);
    });
    const held = body.length - 200;
    await new Promise<void>((resolve, reject) =>
      upload.write(body.slice(0, held), (error) => (error ? reject(error) : resolve())),
    );
    const reads = Array.from({ length: 10 }, () => teamApi(server, 'GET', '/auth/me', { cookie }));
    // The restore has reached the server: a read sent after it is answered.
    expect((await teamApi(server, 'GET', '/auth/me', { cookie })).status).toBe(200);
    server.process.kill('SIGTERM');
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toContain('SIGTERM: finishing requests in flight');
    upload.end(body.slice(held));
    const answers = await Promise.all(
      [restore, ...reads].map((p) =>
        p.then(
          (a) => a.status,
          (e: Error) => `${e.message}: ${String((e.cause as Error)?.message)}`,
        ),
      ),
    );
    expect(answers).toEqual([200, ...reads.map(() => 200)]);
    expect(JSON.parse((await restore).body).restored).toMatchObject({ candidates: 500 });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Gone: a new request finds nobody listening.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // And what it answered was kept.
    const again = await startTeamServer(data.env);
    try {
      expect(
        (await teamApi(again, 'GET', '/candidates?pageSize=1', { cookie })).body.totalCount,
      ).toBe(500);
    } finally {
      again.process.kill('SIGTERM');
      await again.exited;
    }
  } finally {
    data.remove();
  }
});
