// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import ICAL from 'ical.js';
import postgres from 'postgres';
import { createApp } from '@/server/app';
import { connectPgStore, type PgConnection } from '@/server/store/pg/connect';
import type { QueueTimings } from '@/server/store/pg/queue';
import { emptyAll } from '@/server/store/pg/testing';
import { startSmtpSink, type SmtpSink } from '@/test/smtp';
import { STATUS_LINK_MASK } from '@/domain/outbox';
import { createTeamAccess } from '@/server/team';
import { TEAM_JOBS, workJobs } from '@/server/team/jobs';
import { interviewReminderJob } from '@/server/team/jobs/interview-reminder';
import { deliverer, type DeliveryOptions } from '@/server/team/mail/delivery';
import { createMailer, type Mailer } from '@/server/team/mail/mailer';

/**
 * The outbox end to end: messages written in the transaction of their change, delivered by the
 * queue's workers through Nodemailer to a real SMTP server, retried while it refuses or is down.
 */

const PUBLIC = 'https://talentflow.example.com';
const FROM = 'TalentFlow <no-reply@talentflow.example.com>';
const PASSWORD = 'correct horse battery';
const FAST: QueueTimings = {
  firstDelaySeconds: 1,
  maxDelaySeconds: 1,
  pollSeconds: 0.5,
  expireInSeconds: 2,
  superviseSeconds: 1,
};

const adminUrl: string | undefined = import.meta.env.TALENTFLOW_TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error(
    'TALENTFLOW_TEST_DATABASE_URL is not set: run `node scripts/ensure-postgres.mjs`.',
  );
const dbName = `talentflow_test_mail_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
let admin: postgres.Sql;
let url: string;

beforeAll(async () => {
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${dbName}`;
  url = parsed.href;
});
afterAll(async () => {
  await admin?.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  await admin?.end();
});

interface Instance {
  connection: PgConnection;
  app: ReturnType<typeof createApp>;
  mailer: Mailer;
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; cookie?: string }>;
}

const open: Instance[] = [];

async function instance(
  sink: SmtpSink,
  options: { delivery?: DeliveryOptions; work?: boolean; pglite?: PGlite } = {},
): Promise<Instance> {
  const connection = options.pglite
    ? await connectPgStore({ pglite: options.pglite }, { queue: FAST, jobs: TEAM_JOBS, mail: true })
    : await connectPgStore({ url, max: 4 }, { queue: FAST, jobs: TEAM_JOBS, mail: true });
  const mailer = createMailer({ smtpUrl: sink.url, from: FROM });
  if (options.work !== false)
    await connection.queue!.work('email', ({ data, retryCount, retryLimit }) =>
      deliverer(connection.store, mailer, { linkBase: PUBLIC, ...options.delivery })({
        id: data.id,
        retryCount,
        retryLimit,
      }),
    );
  const app = createApp({
    store: connection.store,
    team: createTeamAccess({
      store: connection.store,
      publicUrl: PUBLIC,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      mail: { linkBase: PUBLIC, sending: true },
    }),
  });
  const call: Instance['call'] = async (method, path, body, headers = {}) => {
    const response = await app.fetch(
      new Request(`${PUBLIC}/api${path}`, {
        method,
        headers: {
          Origin: PUBLIC,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    const cookie = /(?:__Host-)?talentflow_session=[^;]*/.exec(
      response.headers.get('set-cookie') ?? '',
    )?.[0];
    return { status: response.status, body: text ? JSON.parse(text) : undefined, cookie };
  };
  const made = { connection, app, mailer, call };
  open.push(made);
  return made;
}

async function closeAll() {
  for (const made of open.splice(0)) {
    await made.connection.close();
    made.mailer.close();
  }
}

/** The first admin, signed in: their cookie. */
async function setUp(at: Instance): Promise<string> {
  const answer = await at.call('POST', '/auth/setup', {
    name: 'Ada Admin',
    email: 'ada@example.com',
    password: PASSWORD,
  });
  expect(answer.status).toBe(201);
  return answer.cookie!;
}

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Waits until the queue has no job left to run (none waiting, retrying, running or due later):
 * from then on nothing more can be sent, so what arrived is all that ever will.
 */
const queueIdle = (at: Instance) =>
  until(async () => {
    const [row] = (await at.connection.db.execute(
      "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')" as never,
    )) as unknown as { n: number }[];
    return row!.n === 0;
  });

describe('the outbox on PostgreSQL', () => {
  let sink: SmtpSink;
  let first: PgConnection | undefined;

  beforeEach(async () => {
    sink = await startSmtpSink();
    // The tables emptied, the queue too: each test starts with no message and no job.
    first = await connectPgStore({ url, max: 2 }, { queue: FAST, jobs: TEAM_JOBS });
    await emptyAll(first.db);
    await first.db.execute('delete from pgboss.job' as never);
    await first.close();
  });
  afterEach(async () => {
    await closeAll();
    await sink.stop();
  });

  it('emails an invitation with its link from PUBLIC_URL, whatever the Host header says', async () => {
    const at = await instance(sink);
    const cookie = await setUp(at);
    const invited = await at.call(
      'POST',
      '/invitations',
      { email: 'nia@example.com', role: 'recruiter' },
      { Cookie: cookie, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    );
    expect(invited.status).toBe(201);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'nia@example.com' });
    expect(mail!.from).toMatchObject({ text: FROM.replace('TalentFlow', '"TalentFlow"') });
    expect(mail!.subject).toBe('Ada Admin invited you to TalentFlow');
    expect(mail!.text).toContain(`${PUBLIC}/invite/${invited.body.token}`);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.messageId).toMatch(/^<talentflow\.\d+\.[0-9a-f]{24}@talentflow\.example\.com>$/);
    // Delivered, and the link that signs in is not kept once sent.
    const list = await at.call('GET', '/emails', undefined, { Cookie: cookie });
    expect(list.body.emails).toEqual([
      expect.objectContaining({ kind: 'invitation', to: 'nia@example.com', state: 'sent' }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(invited.body.token);
    const rows = await at.connection.db.execute('select text_body from outbox' as never);
    expect(JSON.stringify(rows)).not.toContain(invited.body.token);
  });

  it('sends an applicant a working status link that nothing kept holds', async () => {
    const at = await instance(sink);
    const cookie = await setUp(at);
    const job = await at.call('POST', '/jobs', { title: 'Nurse' }, { Cookie: cookie });
    await at.call(
      'PUT',
      `/jobs/${job.body.id}/assessment`,
      { title: 'Screening', sections: [] },
      { Cookie: cookie },
    );
    const applied = await at.call('POST', `/assessments/${job.body.id}/submit`, {
      name: 'Ann Applicant',
      email: 'ann@example.com',
      answers: {},
    });
    expect(applied.status).toBe(201);
    const [mail] = (await sink.waitFor(2)).filter((m) =>
      JSON.stringify(m.to).includes('ann@example.com'),
    );
    const link = new RegExp(`${PUBLIC}/my-application/([\\w-]{43})`).exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(link![0]);
    // The link opens the application…
    const opened = await at.call('GET', `/my-application/${link![1]}`);
    expect(opened).toMatchObject({ status: 200, body: { status: 'received' } });
    // …and nothing kept holds it: not the outbox, not the profile's emails, not the database.
    const confirmation = async () =>
      (
        (await at.connection.db.execute(
          "select state, candidate_id from outbox where recipient = 'ann@example.com'" as never,
        )) as unknown as { state: string; candidate_id: number }[]
      )[0]!;
    await until(async () => (await confirmation()).state === 'sent');
    const candidateId = (await confirmation()).candidate_id;
    const emails = await at.call('GET', `/candidates/${candidateId}/emails`, undefined, {
      Cookie: cookie,
    });
    expect(emails.body.emails[0].text).toContain(STATUS_LINK_MASK);
    expect(JSON.stringify(emails.body)).not.toContain(link![1]);
    const rows = await at.connection.db.execute('select * from outbox' as never);
    expect(JSON.stringify(rows)).not.toContain(link![1]);
  });

  it('sends nothing for a write that rolls back', async () => {
    const at = await instance(sink);
    await expect(
      at.connection.store.transaction('write', async (tx) => {
        await tx.outbox.add(
          { kind: 'test', to: 'nobody@example.com', subject: 'Never', text: 'Never sent.' },
          new Date().toISOString(),
        );
        throw new Error('The change failed.');
      }),
    ).rejects.toThrow('The change failed.');
    await at.connection.store.transaction('write', (tx) =>
      tx.outbox.add(
        { kind: 'test', to: 'someone@example.com', subject: 'Sent', text: 'Sent.' },
        new Date().toISOString(),
      ),
    );
    await sink.waitFor(1);
    // The later message arrived; the rolled-back one never will: no job is left to send it.
    await queueIdle(at);
    expect(sink.received.map((m) => m.subject)).toEqual(['Sent']);
  });

  it('retries while the mail server answers 451 or is down, and delivers once it is back', async () => {
    const at = await instance(sink);
    const cookie = await setUp(at);
    sink.refuse = { code: 451, text: 'Try again later' };
    await at.call('POST', '/auth/forgot-password', { email: 'ada@example.com' });
    const state = async () =>
      (await at.call('GET', '/emails', undefined, { Cookie: cookie })).body.emails[0];
    await until(async () => (await state())?.attempts >= 2);
    expect(await state()).toMatchObject({
      state: 'queued',
      lastError: expect.stringMatching(/^451/),
    });
    expect(sink.received).toHaveLength(0);
    // Down: nothing listens on its port.
    await sink.stop();
    sink.refuse = undefined;
    await until(async () => /ECONNREFUSED/.test((await state())?.lastError ?? ''));
    await sink.start();
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Reset your TalentFlow password');
    await until(async () => (await state()).state === 'sent');
    // One message, delivered once, with the same Message-ID on every try: no try is left.
    await queueIdle(at);
    expect(sink.received).toHaveLength(1);
  });

  it('marks a message failed with the server’s answer after a day of tries; an admin sends it again', async () => {
    const at = await instance(sink, { delivery: { giveUpAfterMs: 0 } });
    const cookie = await setUp(at);
    sink.refuse = { code: 550, text: 'Mailbox unavailable' };
    await at.call(
      'POST',
      '/invitations',
      { email: 'nia@example.com', role: 'interviewer' },
      {
        Cookie: cookie,
      },
    );
    const failed = async () =>
      (await at.call('GET', '/emails?state=failed', undefined, { Cookie: cookie })).body;
    await until(async () => (await failed()).emails.length === 1);
    const list = await failed();
    expect(list.counts).toMatchObject({ failed: 1, sent: 0 });
    expect(list.emails[0]).toMatchObject({
      state: 'failed',
      lastError: expect.stringMatching(/^550/),
    });
    sink.refuse = undefined;
    const again = await at.call('POST', `/emails/${list.emails[0].id}/retry`, undefined, {
      Cookie: cookie,
    });
    expect(again.status).toBe(200);
    expect(again.body.email.state).toBe('queued');
    // The retried message had its link cleared with its failure: it says so, and holds no token.
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'nia@example.com' });
    // A message not failed is not sent again.
    const twice = await at.call('POST', `/emails/${list.emails[0].id}/retry`, undefined, {
      Cookie: cookie,
    });
    expect(twice.status).toBe(409);
  });

  it('carries an interview’s invitation as a text/calendar part that calendars read', async () => {
    const at = await instance(sink);
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//TalentFlow//TalentFlow//EN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:interview-7@talentflow',
      'SEQUENCE:0',
      'DTSTAMP:20261126T090000Z',
      'DTSTART:20261203T140000Z',
      'DTEND:20261203T144500Z',
      'SUMMARY:Technical interview: Cara Candidate for Nurse',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await at.connection.store.transaction('write', (tx) =>
      tx.outbox.add(
        {
          kind: 'interview',
          to: 'ivan@example.com',
          subject: 'Invitation',
          text: 'See you.',
          calendar: ics,
        },
        new Date().toISOString(),
      ),
    );
    const [mail] = await sink.waitFor(1);
    const part = mail!.attachments.find((a) => a.contentType === 'text/calendar');
    expect(part).toBeDefined();
    const root = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe(
      'interview-7@talentflow',
    );
    expect(mail!.text?.trim()).toBe('See you.');
  });

  it('sends a scheduled message at its time, and never one cancelled before it', async () => {
    const at = await instance(sink);
    const store = at.connection.store;
    const soon = new Date(Date.now() + 2500).toISOString();
    const [kept, cancelled] = await store.transaction('write', async (tx) => [
      await tx.outbox.add(
        {
          kind: 'test',
          to: 'later@example.com',
          subject: 'Later',
          text: 'At its time.',
          sendAt: soon,
        },
        new Date().toISOString(),
      ),
      await tx.outbox.add(
        {
          kind: 'test',
          to: 'never@example.com',
          subject: 'Never',
          text: 'Cancelled.',
          sendAt: soon,
        },
        new Date().toISOString(),
      ),
    ]);
    expect(kept!.state).toBe('scheduled');
    expect(await store.transaction('write', (tx) => tx.outbox.cancel(cancelled!.id))).toBe(true);
    // Nothing before its time: the first message to arrive comes after it.
    const [mail] = await sink.waitFor(1);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
    expect(mail!.subject).toBe('Later');
    // The cancelled message's job ran too (none is left), and sent nothing.
    await queueIdle(at);
    expect(sink.received.map((m) => m.subject)).toEqual(['Later']);
    expect(await store.query((tx) => tx.outbox.get(cancelled!.id))).toMatchObject({
      state: 'cancelled',
    });
  });

  it('runs a reminder written with its change once its time comes, and none of a rolled-back one', async () => {
    const at = await instance(sink);
    const seen: Array<{ interviewId: number; sequence: number; at: number }> = [];
    await at.connection.queue!.work('scorecards-due', async ({ data }) => {
      seen.push({ ...data, at: Date.now() });
    });
    const soon = new Date(Date.now() + 1500).toISOString();
    await at.connection.store.transaction('write', (tx) =>
      tx.later.send('scorecards-due', { interviewId: 41, sequence: 2 }, { after: soon }),
    );
    await expect(
      at.connection.store.transaction('write', async (tx) => {
        await tx.later.send('scorecards-due', { interviewId: 42, sequence: 0 }, { after: soon });
        throw new Error('The change failed.');
      }),
    ).rejects.toThrow('The change failed.');
    await until(async () => seen.length > 0);
    expect(seen[0]!.at).toBeGreaterThanOrEqual(Date.parse(soon));
    // No job is left that could run the rolled-back reminder.
    await queueIdle(at);
    expect(seen.map(({ interviewId, sequence }) => ({ interviewId, sequence }))).toEqual([
      { interviewId: 41, sequence: 2 },
    ]);
  });

  it('emails an interview’s reminder to its interviewer and invited candidate once, however often its job runs', async () => {
    const at = await instance(sink);
    const cookie = await setUp(at);
    const me = await at.call('GET', '/auth/me', undefined, { Cookie: cookie });
    const job = await at.call('POST', '/jobs', { title: 'Nurse' }, { Cookie: cookie });
    const cara = await at.call(
      'POST',
      '/candidates',
      { name: 'Cara Candidate', email: 'cara@example.com', jobId: job.body.id, source: 'referral' },
      { Cookie: cookie },
    );
    expect(cara.status).toBe(201);
    await workJobs(
      at.connection.queue!,
      {
        store: at.connection.store,
        mail: { linkBase: PUBLIC, sending: true },
      },
      [interviewReminderJob],
    );
    // An hour and a few seconds ahead: its hour-before reminder comes in seconds, the day-before
    // one is already past and never set.
    const startsAt = new Date(Date.now() + 3_600_000 + 3_000).toISOString();
    const made = await at.call(
      'POST',
      `/candidates/${cara.body.id}/interviews`,
      {
        planInterviewId: 'technical-interview',
        startsAt,
        durationMinutes: 45,
        interviewerIds: [me.body.user.id],
        videoUrl: 'https://meet.example.com/cara',
        inviteCandidate: true,
      },
      { Cookie: cookie },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id, sequence } = made.body.interview;
    const reminderJobs = async () =>
      (await at.connection.db.execute(
        "select singleton_key as key, start_after as after, state from pgboss.job where name = 'interview-reminder'" as never,
      )) as unknown as { key: string; after: Date; state: string }[];
    // Done once none waits or runs (the scorecards' reminder, at the interview's end, still waits).
    const remindersDone = () =>
      until(async () =>
        (await reminderJobs()).every((job) => job.state === 'completed' || job.state === 'failed'),
      );
    const jobs = await reminderJobs();
    expect(jobs).toHaveLength(1);
    const set = jobs[0]!;
    expect(set.key).toBe(`${id}:${sequence}:1`);
    expect(new Date(set.after).getTime()).toBe(Date.parse(startsAt) - 3_600_000);
    // The same reminder asked for again while it waits: the queue keeps one job of its key.
    await at.connection.store.transaction('write', (tx) =>
      tx.later.send(
        'interview-reminder',
        { interviewId: id, sequence, hours: 1 },
        { key: set.key },
      ),
    );
    expect(await reminderJobs()).toHaveLength(1);

    const reminders = () => sink.received.filter((m) => m.subject?.startsWith('Reminder:'));
    await until(async () => reminders().length === 2);
    await remindersDone();
    // Its job worked again (a worker that died once its transaction committed): nothing more.
    await at.connection.store.transaction('write', (tx) =>
      tx.later.send(
        'interview-reminder',
        { interviewId: id, sequence, hours: 1 },
        { key: set.key },
      ),
    );
    await remindersDone();
    expect((await reminderJobs()).map((job) => job.state)).toEqual(['completed', 'completed']);
    await until(async () =>
      (await at.connection.store.query((tx) => tx.outbox.list({ limit: 50 }))).every(
        (m) => m.state === 'sent',
      ),
    );
    const byRecipient = Object.fromEntries(
      reminders().map((m) => [JSON.stringify(m.to).match(/[\w.]+@example\.com/)![0], m]),
    );
    expect(reminders()).toHaveLength(2);
    const toAda = byRecipient['ada@example.com']!;
    expect(toAda.subject).toBe('Reminder: Technical interview with Cara Candidate in 1 hour');
    expect(toAda.text).toContain('You interview Cara Candidate for Nurse in 1 hour');
    expect(toAda.text).toContain(`${PUBLIC}/candidates/${cara.body.id}`);
    const toCara = byRecipient['cara@example.com']!;
    expect(toCara.subject).toBe('Reminder: your Technical interview with TalentFlow in 1 hour');
    expect(toCara.text).toContain('https://meet.example.com/cara');
    expect(toCara.text).not.toContain(PUBLIC);
    expect(toCara.text).not.toContain('ada@example.com');
    expect(toCara.replyTo?.text).toBe('ada@example.com');
  });

  it('two instances on one database deliver each message once', async () => {
    const a = await instance(sink);
    const b = await instance(sink);
    const messages = 40;
    for (let i = 0; i < messages; i += 1)
      await (i % 2 ? a : b).connection.store.transaction('write', (tx) =>
        tx.outbox.add(
          { kind: 'test', to: `p${i}@example.com`, subject: `Message ${i}`, text: 'Hello.' },
          new Date().toISOString(),
        ),
      );
    await sink.waitFor(messages, 30_000);
    // Every job has run: no second delivery can still come.
    await queueIdle(a);
    const ids = sink.received.map((m) => m.messageId);
    expect(ids).toHaveLength(messages);
    expect(new Set(ids).size).toBe(messages);
  });

  it('keeps messages written before the mail server was set up, and sends them once it is', async () => {
    // A server without SMTP_URL: no queue, the message waits.
    const bare = await connectPgStore({ url, max: 2 });
    await bare.store.transaction('write', (tx) =>
      tx.outbox.add(
        { kind: 'test', to: 'kept@example.com', subject: 'Kept', text: 'Kept for later.' },
        new Date().toISOString(),
      ),
    );
    expect(await bare.store.query((tx) => tx.outbox.counts())).toMatchObject({ waiting: 1 });
    await bare.close();
    const at = await instance(sink);
    const { sendWaiting } = await import('@/server/team/services/emails');
    expect(await sendWaiting(at.connection.store)).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Kept');
  });
});

describe('the outbox on the embedded PostgreSQL (PGlite)', () => {
  it('queues in the change’s transaction and delivers', async () => {
    const sink = await startSmtpSink();
    const pglite = await PGlite.create();
    try {
      const at = await instance(sink, { pglite });
      await setUp(at);
      expect(
        (await at.call('POST', '/auth/forgot-password', { email: 'ada@example.com' })).status,
      ).toBe(202);
      const [mail] = await sink.waitFor(1);
      expect(mail!.text).toMatch(new RegExp(`${PUBLIC}/reset-password/[A-Za-z0-9_-]{20,}`));
    } finally {
      await closeAll();
      await pglite.close();
      await sink.stop();
    }
  });
});
