// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { createApp } from '@/server/app';
import { connectPgStore, type PgConnection } from '@/server/store/pg/connect';
import type { QueueTimings } from '@/server/store/pg/queue';
import { emptyAll, runSql } from '@/server/store/pg/testing';
import { createTeamAccess } from '@/server/team';
import { TEAM_JOBS, workJobs } from '@/server/team/jobs';
import { webhookJob } from '@/server/team/webhooks/delivery-job';
import { webhookEventsJob } from '@/server/team/webhooks/events-job';

/**
 * Webhooks end to end: events asked for in the transaction of their change, made into deliveries
 * and delivered by the queue's workers to a real HTTP receiver on this machine (private addresses
 * allowed), each verified with `standardwebhooks`; retried, given up, and the endpoint turned off.
 */

const PUBLIC = 'https://talentflow.example.com';
const PASSWORD = 'correct horse battery';
const FAST: QueueTimings = {
  firstDelaySeconds: 1,
  maxDelaySeconds: 1,
  pollSeconds: 0.5,
  expireInSeconds: 5,
  superviseSeconds: 1,
};
/** A delivery is given up after this long in these tests (a day on a server). */
const GIVE_UP_MS = 4000;

interface Received {
  headers: Record<string, string>;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  /** The status of the n-th request (from 1). */
  answer: (n: number) => number;
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as Received[], answer: (_n: number) => 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers as Record<string, string>, body });
      res.statusCode = receiver.answer(receiver.received.length);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The body of a delivery, verified with the endpoint's secret (throws if it does not verify). */
const verified = (secret: string, { headers, body }: Received) =>
  new Webhook(secret).verify(body, headers) as { type: string; timestamp: string; data: unknown };

const adminUrl: string | undefined = import.meta.env.TALENTFLOW_TEST_DATABASE_URL;
const kinds: Array<'pglite' | 'postgres'> = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('webhooks on %s', (kind) => {
  // The rules run on PostgreSQL; on PGlite (the queue over its driver) the first delivery proves
  // the wiring, as the outbox's PGlite test does for email. Without PostgreSQL all run on PGlite.
  // The others are not registered there (not skipped: they are not this store's tests).
  const itOnPostgres: typeof it = (kind === 'postgres' || !adminUrl ? it : () => {}) as typeof it;
  let connection: PgConnection;
  let pglite: PGlite | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let receiver: Receiver;
  let app: ReturnType<typeof createApp>;
  let cookie: string;

  beforeAll(async () => {
    if (kind === 'pglite') {
      pglite = new PGlite();
      connection = await connectPgStore({ pglite }, { queue: FAST, jobs: TEAM_JOBS });
    } else {
      const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      const name = `talentflow_test_webhooks_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      connection = await connectPgStore(
        { url: url.href, max: 4 },
        { queue: FAST, jobs: TEAM_JOBS },
      );
      dropDatabase = async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
        await admin.end();
      };
    }
    await workJobs(
      connection.queue!,
      {
        store: connection.store,
        mail: { linkBase: PUBLIC },
        webhooks: { allowPrivate: true, giveUpAfterMs: GIVE_UP_MS },
      },
      [webhookEventsJob, webhookJob],
    );
    app = appWith(true);
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await pglite?.close();
    await dropDatabase?.();
  });
  beforeEach(async () => {
    await emptyAll(connection.db);
    await connection.db.execute('delete from pgboss.job' as never);
    receiver = await startReceiver();
    cookie = await setUp();
  });
  afterEach(async () => {
    await receiver.close();
  });

  function appWith(allowPrivate: boolean) {
    return createApp({
      store: connection.store,
      team: createTeamAccess({
        store: connection.store,
        publicUrl: PUBLIC,
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
        webhooks: { allowPrivate },
      }),
    });
  }

  async function call(
    method: string,
    path: string,
    body?: unknown,
    options: { on?: ReturnType<typeof createApp>; cookie?: string | null } = {},
  ): Promise<{ status: number; body: any; cookie?: string }> {
    const sent = options.cookie === null ? undefined : (options.cookie ?? cookie);
    const response = await (options.on ?? app).fetch(
      new Request(`${PUBLIC}/api${path}`, {
        method,
        headers: {
          Origin: PUBLIC,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(sent ? { Cookie: sent } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    const set = /(?:__Host-)?talentflow_session=[^;]*/.exec(
      response.headers.get('set-cookie') ?? '',
    )?.[0];
    return { status: response.status, body: text ? JSON.parse(text) : undefined, cookie: set };
  }

  /** How many jobs of a kind were ever asked for (done or not). */
  async function jobsOf(name: string): Promise<number> {
    const [row] = await runSql(
      connection.db,
      `select count(*)::int as n from pgboss.job where name = '${name}'`,
    );
    return row!.n as number;
  }

  /**
   * Waits until no webhook job waits or runs: every event made into deliveries and every
   * delivery tried, so whatever was to arrive has arrived.
   */
  async function queueIdle(): Promise<void> {
    await until(async () => {
      const [row] = await runSql(
        connection.db,
        `select count(*)::int as n from pgboss.job where name in ('webhook-events', 'webhook') and state in ('created', 'retry', 'active')`,
      );
      return row!.n === 0;
    });
  }

  async function setUp(): Promise<string> {
    const answer = await call(
      'POST',
      '/auth/setup',
      { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD },
      { cookie: null },
    );
    expect(answer.status).toBe(201);
    return answer.cookie!;
  }

  async function register(events: string[]): Promise<{ id: number; secret: string }> {
    const made = await call('POST', '/webhooks', { url: receiver.url, events });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toEqual({
      webhook: { id: expect.any(Number), url: receiver.url, events, enabled: true },
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{40,}=*$/),
    });
    return { id: made.body.webhook.id, secret: made.body.secret };
  }

  async function job(): Promise<number> {
    const made = await call('POST', '/jobs', { title: 'Nurse' });
    expect(made.status).toBe(201);
    return made.body.id;
  }

  async function apply(jobId: number, email = 'ann@example.com'): Promise<number> {
    const sent = await call('POST', `/assessments/${jobId}/submit`, {
      name: 'Ann Applicant',
      email,
      answers: {},
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.candidate.id;
  }

  it('delivers application.received, signed, with ids only', async () => {
    const jobId = await job();
    const { id, secret } = await register(['application.received']);
    const candidateId = await apply(jobId);
    await until(() => receiver.received.length === 1);
    const [delivery] = receiver.received;
    expect(verified(secret, delivery!)).toEqual({
      type: 'application.received',
      timestamp: expect.any(String),
      data: { candidateId, jobId },
    });
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(delivery!.headers['content-type']).toBe('application/json');
    // No name or email of the applicant in what is sent.
    expect(delivery!.body).not.toMatch(/Ann|ann@example\.com/);
    await until(async () => {
      const log = await call('GET', `/webhooks/${id}/deliveries`);
      return log.body.deliveries[0]?.state === 'delivered';
    });
    const log = await call('GET', `/webhooks/${id}/deliveries`);
    expect(log.body.deliveries).toEqual([
      {
        id: expect.any(Number),
        messageId: delivery!.headers['webhook-id'],
        type: 'application.received',
        state: 'delivered',
        attempts: 1,
        lastStatus: 200,
        lastError: null,
        createdAt: expect.any(String),
        lastAttemptAt: expect.any(String),
      },
    ]);
    // The secret is never answered again.
    const listed = await call('GET', '/webhooks');
    expect(listed.body).toEqual({
      webhooks: [{ id, url: receiver.url, events: ['application.received'], enabled: true }],
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    // The endpoint's last success is kept (a day of failures after it turns the endpoint off),
    // moved again only when a minute older than the next success.
    const first = (await connection.store.query((tx) => tx.webhooks.get(id)))!.lastSuccessAt;
    expect(first).toBe(log.body.deliveries[0].lastAttemptAt);
    const settled = async (at: string) => {
      await connection.store.settleWebhooks([
        { id: log.body.deliveries[0].id, outcome: { state: 'delivered', status: 200, at } },
      ]);
      return (await connection.store.query((tx) => tx.webhooks.get(id)))!.lastSuccessAt;
    };
    const later = (ms: number) => new Date(Date.parse(first!) + ms).toISOString();
    expect(await settled(later(30_000))).toBe(first);
    expect(await settled(later(61_000))).toBe(later(61_000));
    expect(await settled(later(10_000))).toBe(later(61_000));
  });

  itOnPostgres('retries after a 500 with the same webhook-id, and records each try', async () => {
    receiver.answer = (n) => (n === 1 ? 500 : 204);
    const jobId = await job();
    const { id, secret } = await register(['application.received']);
    await apply(jobId);
    await until(() => receiver.received.length === 2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verified(secret, second!)).toMatchObject({ type: 'application.received' });
    await until(async () => {
      const log = await call('GET', `/webhooks/${id}/deliveries`);
      return log.body.deliveries[0]?.state === 'delivered';
    });
    const [entry] = (await call('GET', `/webhooks/${id}/deliveries`)).body.deliveries;
    expect(entry).toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 204 });
    // An admin sends it again: the same id once more.
    expect((await call('POST', `/webhooks/${id}/deliveries/${entry.id}/retry`)).status).toBe(202);
    await until(() => receiver.received.length === 3);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });

  itOnPostgres(
    'turns off an endpoint that fails for the whole retry period, and tells the admins',
    async () => {
      receiver.answer = () => 500;
      const jobId = await job();
      const { id } = await register(['application.received']);
      await apply(jobId);
      await until(
        async () => (await call('GET', '/webhooks')).body.webhooks[0].enabled === false,
        20_000,
      );
      expect(receiver.received.length).toBeGreaterThan(1);
      const [entry] = (await call('GET', `/webhooks/${id}/deliveries`)).body.deliveries;
      expect(entry).toMatchObject({
        state: 'failed',
        lastStatus: 500,
        lastError: 'The endpoint answered 500.',
      });
      const bell = await call('GET', '/notifications');
      // (The admin owns the job: its applications are on their bell too.)
      expect(
        bell.body.notifications.filter((n: { kind: string }) => n.kind !== 'application'),
      ).toEqual([
        expect.objectContaining({
          kind: 'webhook',
          title: expect.stringContaining('http://127.0.0.1:'),
          link: '/integrations',
        }),
      ]);
      const audit = await call('GET', '/audit?action=webhook.disabled');
      expect(audit.body.events).toEqual([
        expect.objectContaining({
          target: `webhook:${id}`,
          actor: null,
          detail: { origin: new URL(receiver.url).origin, reason: 'failures' },
        }),
      ]);
      // Turned off, it gets nothing more; turned on again, it does.
      const count = receiver.received.length;
      await apply(jobId, 'bo@example.com');
      receiver.answer = () => 200;
      const enabled = await call('PATCH', `/webhooks/${id}`, { enabled: true });
      expect(enabled.body.webhook.enabled).toBe(true);
      await apply(jobId, 'cy@example.com');
      await until(() => receiver.received.length === count + 1);
      await queueIdle();
      expect(receiver.received.length).toBe(count + 1);
    },
    30_000,
  );

  itOnPostgres(
    'refuses private addresses, plain http and unknown events without the allow setting',
    async () => {
      const strict = appWith(false);
      for (const url of [
        'https://127.0.0.1/',
        'https://10.0.0.1/',
        'https://[::1]/',
        'https://localhost/',
        'https://[::ffff:169.254.169.254]/',
        // IPv4-compatible IPv6 (::/96).
        'https://[::7f00:1]/',
        'https://[::a9fe:a9fe]/',
      ]) {
        const refused = await call(
          'POST',
          '/webhooks',
          { url, events: ['job.published'] },
          { on: strict },
        );
        expect({ url, status: refused.status }).toEqual({ url, status: 400 });
        expect(refused.body.error.message).toMatch(/private, loopback or link-local address/);
      }
      const http = await call(
        'POST',
        '/webhooks',
        { url: 'http://93.184.215.14/', events: ['job.published'] },
        { on: strict },
      );
      expect(http.status).toBe(400);
      expect(http.body.error.message).toMatch(/https/);
      const unknown = await call('POST', '/webhooks', {
        url: receiver.url,
        events: ['candidate.teleported'],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toMatch(/events/);
      // A public address is taken.
      const taken = await call(
        'POST',
        '/webhooks',
        { url: 'https://93.184.215.14/hooks', events: ['job.published'] },
        { on: strict },
      );
      expect(taken.status).toBe(201);
      expect((await call('GET', '/webhooks')).body.webhooks).toHaveLength(1);
    },
  );

  itOnPostgres('signs the deliveries after a rotation with the new secret only', async () => {
    const { id, secret } = await register(['job.published']);
    await job();
    await until(() => receiver.received.length === 1);
    expect(verified(secret, receiver.received[0]!)).toMatchObject({ type: 'job.published' });
    const rotated = await call('POST', `/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    // As its creation answers, and as the document says.
    expect(rotated.body.webhook).toEqual({
      id,
      url: expect.any(String),
      events: ['job.published'],
      enabled: true,
    });
    await job();
    await until(() => receiver.received.length === 2);
    expect(verified(rotated.body.secret, receiver.received[1]!)).toMatchObject({
      type: 'job.published',
      data: { title: 'Nurse', slug: expect.stringMatching(/^nurse/) },
    });
    expect(() => verified(secret, receiver.received[1]!)).toThrow();
    const audit = await call('GET', '/audit?action=webhook.secret_rotated');
    expect(JSON.stringify(audit.body)).not.toContain(rotated.body.secret.slice(6));
  });

  itOnPostgres('announces moves and hires, and an erasure with the id alone', async () => {
    const jobId = await job();
    const candidateId = await apply(jobId);
    const { id, secret } = await register([
      'candidate.stage_changed',
      'candidate.hired',
      'candidate.erased',
    ]);
    expect((await call('PATCH', `/candidates/${candidateId}`, { stage: 'hired' })).status).toBe(
      200,
    );
    await until(() => receiver.received.length === 2);
    // Each delivery is on its own: they may arrive in any order.
    expect(
      receiver.received
        .map((r) => verified(secret, r))
        .map(({ type, data }) => ({ type, data }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'candidate.hired', data: { candidateId, jobId } },
      {
        type: 'candidate.stage_changed',
        data: {
          candidateId,
          jobId,
          from: 'applied',
          to: 'hired',
          fromStageId: 'applied',
          toStageId: 'hired',
        },
      },
    ]);
    expect((await call('DELETE', `/candidates/${candidateId}`)).status).toBe(204);
    await until(() => receiver.received.length === 3);
    expect(verified(secret, receiver.received[2]!)).toEqual({
      type: 'candidate.erased',
      timestamp: expect.any(String),
      data: { candidateId },
    });
    // The log keeps nothing about the erased candidate but their erasure.
    const log = await call('GET', `/webhooks/${id}/deliveries`);
    expect(log.body.deliveries.map((d: { type: string }) => d.type)).toEqual(['candidate.erased']);
  });

  itOnPostgres(
    'asks for one job of a write’s events whatever the number of endpoints, which makes a delivery for each',
    async () => {
      const jobId = await job();
      const candidateId = await apply(jobId);
      const secrets: string[] = [];
      for (let n = 0; n < 3; n += 1)
        secrets.push((await register(['candidate.stage_changed'])).secret);
      const before = { events: await jobsOf('webhook-events'), tries: await jobsOf('webhook') };
      expect((await call('PATCH', `/candidates/${candidateId}`, { stage: 'screen' })).status).toBe(
        200,
      );
      await until(() => receiver.received.length === 3);
      await queueIdle();
      // The move asked for one job; that job made the three deliveries and one job to try them.
      expect(await jobsOf('webhook-events')).toBe(before.events + 1);
      expect(await jobsOf('webhook')).toBe(before.tries + 1);
      const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(3);
      // Each endpoint's delivery verifies with its own secret.
      for (const secret of secrets)
        expect(
          receiver.received.filter((r) => {
            try {
              return verified(secret, r).type === 'candidate.stage_changed';
            } catch {
              return false;
            }
          }),
        ).toHaveLength(1);
    },
  );

  itOnPostgres('sends nothing for a write that rolls back', async () => {
    const jobId = await job();
    await register(['application.received', 'job.published']);
    await expect(
      connection.store.transaction('write', async (tx) => {
        const never = await tx.jobs.insert({
          title: 'Never',
          slug: 'never',
          status: 'active',
          tags: [],
          order: 9,
        });
        tx.record({ type: 'job.created', job: never });
        tx.record({
          type: 'application.received',
          id: 1,
          candidate: {
            id: 1,
            name: 'Nobody',
            email: 'nobody@example.com',
            stage: 'applied',
            jobId,
          },
          created: true,
          entry: { date: new Date().toISOString(), stage: 'applied' },
          files: 0,
        });
        throw new Error('The change failed.');
      }),
    ).rejects.toThrow('The change failed.');
    const rows = await connection.db.execute(
      'select count(*)::int as n from webhook_deliveries' as never,
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
    expect(await jobsOf('webhook-events')).toBe(0);
    await job();
    await until(() => receiver.received.length === 1);
    await queueIdle();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['job.published']);
  });
});
