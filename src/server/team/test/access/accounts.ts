import { pgliteBackend, postgresBackend } from '@/test/backend';
import type { TeamStore } from '../../../store/types';
import { SESSION_COOKIE } from '../../sessions';
import { readSse } from '@/test/sse';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

const DAY = 24 * 60 * 60 * 1000;

/** The team access suite: sign-in, sessions, setup and passwords. */
export function describeAccounts(t: TeamFixture): void {
  it('ends a live event stream at the next heartbeat once its member signs out or is deactivated', async () => {
    const open = async (cookie: string) => {
      const response = await t.app.fetch(
        new Request(`${ORIGIN}/api/events`, {
          headers: { Cookie: cookie, Host: new URL(ORIGIN).host },
        }),
      );
      expect(response.status).toBe(200);
      const stream = readSse(response);
      expect((await stream.next()).event).toBe('ready');
      return stream;
    };
    const leaving = await t.signIn('recruiter');
    const stream = await open(leaving);
    // Heartbeats come while the member is signed in.
    expect((await stream.next()).event).toBe('ping');
    expect((await stream.next()).event).toBe('ping');
    await t.call('POST', '/auth/logout', { cookie: leaving });
    expect(await stream.ended(2_000)).toBe(true);

    const { token } = await t.freshInvitation();
    const joined = await t.call('POST', `/invitations/${token}/accept`, {
      body: { name: 'Dee Deactivated', password: PASSWORD },
    });
    const dee = t.cookieOf(joined);
    const deeStream = await open(dee);
    expect((await deeStream.next()).event).toBe('ping');
    await t.call('PATCH', `/users/${joined.body.user.id}`, {
      cookie: t.admin,
      body: { active: false },
    });
    expect(await deeStream.ended(2_000)).toBe(true);
  });

  it('signs in with a new session each time; the old one, logout and inactivity end sessions', async () => {
    const first = await t.signIn('recruiter');
    const again = await t.call('POST', '/auth/login', {
      cookie: first,
      body: { email: t.emails.recruiter, password: PASSWORD },
    });
    const second = t.cookieOf(again);
    expect(second).not.toBe(first);
    expect((await t.call('GET', '/auth/me', { cookie: first })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { cookie: second })).body.user).toEqual({
      id: t.ids.recruiter,
      name: t.names.recruiter,
      email: t.emails.recruiter,
      role: 'recruiter',
    });
    // A token the browser was given by someone else is no session at all.
    expect(
      (await t.call('GET', '/auth/me', { cookie: `${SESSION_COOKIE}=planted-by-an-attacker` }))
        .status,
    ).toBe(401);

    const logout = await t.call('POST', '/auth/logout', { cookie: second });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await t.call('GET', '/auth/me', { cookie: second })).status).toBe(401);

    // 30 days without use end a session; 29 do not.
    const third = await t.signIn('recruiter');
    t.clock = new Date(t.clock.getTime() + 29 * DAY);
    expect((await t.call('GET', '/auth/me', { cookie: third })).status).toBe(200);
    t.clock = new Date(t.clock.getTime() + 29 * DAY);
    expect((await t.call('GET', '/auth/me', { cookie: third })).status).toBe(200);
    t.clock = new Date(t.clock.getTime() + 30 * DAY + 1000);
    expect((await t.call('GET', '/auth/me', { cookie: third })).status).toBe(401);
  });

  it('ends a session 90 days after sign-in, however recently it was used', async () => {
    const cookie = await t.signIn('recruiter');
    // Used every 29 days: never idle for 30.
    for (let day = 29; day <= 87; day += 29) {
      t.clock = new Date(t.clock.getTime() + 29 * DAY);
      expect({ day, status: (await t.call('GET', '/auth/me', { cookie })).status }).toEqual({
        day,
        status: 200,
      });
    }
    t.clock = new Date(t.clock.getTime() + 3 * DAY + 1000);
    expect((await t.call('GET', '/auth/me', { cookie })).status).toBe(401);
  });

  it('counts a failed sign-in until its window ends: a sign-in that works takes back only its own point', async () => {
    const attempt = (password: string) =>
      t.call('POST', '/auth/login', {
        peer: '10.3.3.3',
        body: { email: t.emails.recruiter, password },
      });
    expect((await attempt('wrong guess one')).status).toBe(401);
    expect((await attempt('wrong guess two')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
    // The two failures still count: one more, and the limit of 3 is reached.
    expect((await attempt('wrong guess three')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(429);
  });

  it('keeps sessions in the database: they outlive the server process', async () => {
    const cookie = await t.signIn('interviewer');
    t.open();
    expect((await t.call('GET', '/auth/me', { cookie })).body.user.role).toBe('interviewer');
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, and Secure over https', async () => {
    const plain = await t.call('POST', '/auth/login', {
      body: { email: t.emails.admin, password: PASSWORD },
    });
    const flags = plain.headers.get('set-cookie')!;
    expect(flags).toMatch(/HttpOnly/);
    expect(flags).toMatch(/SameSite=Lax/);
    expect(flags).toMatch(/Path=\//);
    expect(flags).not.toMatch(/Secure/);
    t.open({ publicUrl: 'https://talentflow.test' });
    const secure = await t.call('POST', '/auth/login', {
      body: { email: t.emails.admin, password: PASSWORD },
    });
    // Over https: Secure, and the __Host- name a sibling subdomain cannot set.
    expect(secure.headers.get('set-cookie')).toMatch(/^__Host-talentflow_session=[^;]+;.*Secure/);
    const cookie = t.cookieOf(secure);
    expect((await t.call('GET', '/auth/me', { cookie })).status).toBe(200);
    // The same token under the plain name is no session over https.
    expect(
      (await t.call('GET', '/auth/me', { cookie: cookie.replace('__Host-', '') })).status,
    ).toBe(401);
    expect((await t.call('POST', '/auth/logout', { cookie })).headers.get('set-cookie')).toMatch(
      /^__Host-talentflow_session=;.*Max-Age=0/,
    );
  });

  it('asks for the setup token, when the server has one, before making the first admin', async () => {
    const backend = await (t.kind === 'pglite' ? pgliteBackend() : postgresBackend());
    t.store = backend.store as TeamStore;
    t.open({ setupToken: 'the-one-time-setup-token' });
    expect((await t.call('GET', '/auth/setup')).body).toEqual({
      needed: true,
      tokenRequired: true,
    });
    const admin = { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD };
    const without = await t.call('POST', '/auth/setup', { body: admin });
    expect(without.status).toBe(403);
    expect(without.body.error.code).toBe('setup_token');
    expect(
      (
        await t.call('POST', '/auth/setup', {
          body: { ...admin, token: 'the-one-time-setup-tokeN' },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('GET', '/auth/setup')).body.needed).toBe(true);
    expect(
      (
        await t.call('POST', '/auth/setup', {
          body: { ...admin, token: 'the-one-time-setup-token' },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses passwords that are easy to guess, saying why', async () => {
    const backend = await (t.kind === 'pglite' ? pgliteBackend() : postgresBackend());
    t.store = backend.store as TeamStore;
    t.open();
    for (const [password, why] of [
      ['aaaaaaaaaa', 'Repeated characters'],
      ['password123', 'commonly used password'],
      ['qwertyuiop', 'frequently used password'],
      ['ada@example.com', 'too easy to guess'],
    ] as const) {
      const weak = await t.call('POST', '/auth/setup', {
        body: { name: 'Ada Admin', email: 'ada@example.com', password },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error.message).toContain('This password is too easy to guess.');
      expect(weak.body.error.message).toContain(why);
    }
    const made = await t.call('POST', '/auth/setup', {
      body: { name: 'Ada Admin', email: 'ada@example.com', password: PASSWORD },
    });
    expect(made.status).toBe(201);
    const { token } = await t.invite(t.cookieOf(made), 'sam@example.com', 'recruiter');
    const weak = await t.call('POST', `/invitations/${token}/accept`, {
      body: { name: 'Sam Smith', password: '1234567890' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toContain('This password is too easy to guess.');
    expect((await t.call('GET', `/invitations/${token}`)).status).toBe(200);
  });

  it('sets up the admin once: a second setup is a conflict, even at the same time', async () => {
    expect((await t.call('GET', '/auth/setup')).body).toEqual({
      needed: false,
      tokenRequired: false,
    });
    const both = await Promise.all(
      [1, 2].map((i) =>
        t.call('POST', '/auth/setup', {
          body: { name: `Eve ${i}`, email: `eve${i}@example.com`, password: PASSWORD },
        }),
      ),
    );
    expect(both.map((a) => a.status)).toEqual([409, 409]);
  });

  it('asks for a password of at least 10 characters', async () => {
    const { token } = await t.freshInvitation();
    const short = await t.call('POST', `/invitations/${token}/accept`, {
      body: { name: 'Sam', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('Use at least 10 characters.');
  });

  it('refuses half a character in a sign-in’s email with a 400 in words, counted and recorded as a failed sign-in', async () => {
    const email = 'a\uD800@x.test';
    const attempt = () =>
      t.call('POST', '/auth/login', { peer: '10.2.4.8', body: { email, password: PASSWORD } });
    const refused = await attempt();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Request field "email": must not hold half of a character (a lone UTF-16 surrogate). Type it again.',
    );
    const events = (await t.call('GET', '/audit?action=auth.login_failed', { cookie: t.admin }))
      .body.events as Array<{ ip: string; detail: Record<string, unknown> }>;
    // Kept as UTF-8 keeps it: the half character as U+FFFD.
    expect(events[0]).toMatchObject({
      ip: '10.2.4.8',
      detail: { email: 'a\uFFFD@x.test', reason: 'unreadable_email' },
    });
    // Counted like any failed sign-in (3 per account and address in this suite).
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('refuses half a character in the other account forms’ text with a 400 in words, and writes nothing', async () => {
    const half = '\uDC00';
    const broken = /must not hold half of a character/;
    const forgot = await t.call('POST', '/auth/forgot-password', {
      body: { email: `a${half}@x.test` },
    });
    expect([forgot.status, forgot.body.error.message]).toEqual([
      400,
      expect.stringMatching(broken),
    ]);
    const { token } = await t.freshInvitation();
    for (const body of [
      { name: `Nia${half}`, password: PASSWORD },
      { name: 'Nia New', password: `${PASSWORD}${half}` },
    ]) {
      const accepted = await t.call('POST', `/invitations/${token}/accept`, { body });
      expect([accepted.status, accepted.body.error.message]).toEqual([
        400,
        expect.stringMatching(broken),
      ]);
    }
    // The link still works: nobody joined with it.
    expect((await t.call('GET', `/invitations/${token}`)).status).toBe(200);
    const changed = await t.call('PUT', '/auth/password', {
      cookie: await t.signIn('recruiter'),
      body: { currentPassword: PASSWORD, password: `a new passphrase ${half}` },
    });
    expect([changed.status, changed.body.error.message]).toEqual([
      400,
      expect.stringMatching(broken),
    ]);
    expect(
      (
        await t.call('POST', '/auth/login', {
          body: { email: t.emails.recruiter, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    const events = (
      await t.call('GET', '/audit?action=password.reset_requested', { cookie: t.admin })
    ).body.events;
    expect(events).toEqual([]);
  });

  it('answers "forgot password" for a member without waiting for their link: it is made after the answer, through the outbox', async () => {
    // The member's link waits (a slow database, say) until `release`; `made` once it is kept.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let made = false;
    t.openThrough((tx) => ({
      ...tx,
      accounts: {
        ...tx.accounts,
        insertPasswordReset: async (reset) => {
          await held;
          await tx.accounts.insertPasswordReset(reset);
          made = true;
        },
      },
    }));
    const ask = async (email: string) => {
      const response = await t.app.fetch(
        new Request(`${ORIGIN}/api/auth/forgot-password`, {
          method: 'POST',
          headers: {
            Origin: ORIGIN,
            Host: new URL(ORIGIN).host,
            'x-test-peer': '10.5.6.7',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ email }),
        }),
      );
      return { status: response.status, text: await response.text() };
    };
    const stranger = await ask('stranger@example.com');
    const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000));
    const member = await Promise.race([ask(t.emails.recruiter), waited]);
    const madeBeforeAnswer = made;
    release();
    // Answered, alike, while the member's link was still to be made.
    expect(member).toEqual({ status: 202, text: '' });
    expect(stranger).toEqual(member);
    expect(madeBeforeAnswer).toBe(false);
    await t.team.settled();
    expect(made).toBe(true);
    const resets = (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
      (m) => m.kind === 'password-reset',
    );
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({ to: t.emails.recruiter, kind: 'password-reset' });
    expect(resets[0]!.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{20,}/);
  });

  it('never answers a password, its hash or a session token', async () => {
    const LINK_TABLES = new Set(['applicationLinks', 'offers', 'schedulingLinks']);
    const cookie = await t.signIn('admin');
    await t.call('GET', '/users', { cookie });
    await t.call('GET', '/auth/me', { cookie });
    await t.call('GET', '/invitations', { cookie });
    await t.call('GET', '/backup', { cookie });
    // The OpenAPI document names the fields of a backup's rows (tokenHash among them): no values.
    const everything = t.seen.filter((text) => !text.startsWith('{"openapi":')).join('\n');
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toMatch(/scrypt\$/);
    expect(everything).not.toMatch(/passwordHash|password_hash/);
    // Only a backup's copy of the applicants' status links, offers and scheduling links holds
    // hashes (of their links' tokens, which open nothing, as in the database); no session's or
    // invitation's shows.
    const hashes = everything.match(/"tokenHash":"[0-9a-f]+"/g) ?? [];
    const kept: string[] = [];
    const walk = (value: unknown, table?: string): void => {
      if (Array.isArray(value)) for (const item of value) walk(item, table);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'tokenHash' && LINK_TABLES.has(table ?? ''))
            kept.push(`"tokenHash":"${String(inner)}"`);
          walk(inner, Array.isArray(inner) ? key : table);
        }
    };
    for (const text of t.seen) {
      try {
        walk(JSON.parse(text));
      } catch {
        // Not JSON: headers, a CSV.
      }
    }
    for (const hash of hashes) expect(kept).toContain(hash);
    const rows = await t.store.transaction('read', (tx) => tx.accounts.listActiveUsers());
    for (const row of rows) expect(everything).not.toContain(row.passwordHash);
  });
}
