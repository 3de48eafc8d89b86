import { createApp } from '../../../app';
import { createTeamAccess } from '../../index';
import { tokenHash } from '../../tokens';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/**
 * The team access suite: API tokens. A token acts with its role (recruiter or interviewer, never
 * admin), is exempt from the same-origin check without lending that to a cookie, stops at once
 * when revoked (on every instance) or expired, is rate-limited, and its secret is never answered
 * again, logged or audited.
 */
export function describeApiTokens(t: TeamFixture): void {
  const EVIL = 'https://evil.example';

  async function makeToken(
    role: 'recruiter' | 'interviewer',
    extra: { name?: string; expiresAt?: string | null } = {},
  ): Promise<{ id: number; secret: string }> {
    const made = await t.call('POST', '/tokens', {
      cookie: t.admin,
      body: { name: extra.name ?? `${role} sync`, role, expiresAt: extra.expiresAt },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { id: made.body.token.id, secret: made.body.secret };
  }
  const bearer = (secret: string, headers: Record<string, string> = {}) => ({
    headers: { Authorization: `Bearer ${secret}`, ...headers },
  });
  const listed = async () => (await t.call('GET', '/tokens', { cookie: t.admin })).body.tokens;

  it('answers the secret once, at creation; the list shows the token without it', async () => {
    const made = await t.call('POST', '/tokens', {
      cookie: t.admin,
      body: { name: '  Job board  ', role: 'recruiter' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      token: {
        id: expect.any(Number),
        name: 'Job board',
        role: 'recruiter',
        createdAt: t.clock.toISOString(),
        expiresAt: null,
        lastUsedAt: null,
        createdBy: { id: t.ids.admin, name: 'Ada Admin' },
        suspended: false,
      },
      secret: expect.stringMatching(/^tf_[A-Za-z0-9_-]{43}$/),
    });
    const { secret } = made.body;
    const list = await t.call('GET', '/tokens', { cookie: t.admin });
    expect(list.body).toEqual({ tokens: [made.body.token] });
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(tokenHash(secret));
    // A token's id is never a member's: it signs what the token writes.
    expect(Object.values(t.ids)).not.toContain(made.body.token.id);
  });

  it('suspends the tokens of an admin who is deactivated or no longer an admin, and names their maker', async () => {
    const otto = await t.join(t.admin, 'otto@example.com', 'admin', 'Otto Admin');
    const made = await t.call('POST', '/tokens', {
      cookie: otto.cookie,
      body: { name: 'Otto’s sync', role: 'recruiter' },
    });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    const works = async () => (await t.call('GET', '/jobs', bearer(secret))).status;
    const row = async () =>
      (await listed()).find((token: { id: number }) => token.id === made.body.token.id);
    const setOtto = (body: Record<string, unknown>) =>
      t.call('PATCH', `/users/${otto.id}`, { cookie: t.admin, body });
    expect(await works()).toBe(200);
    expect(await row()).toMatchObject({
      createdBy: { id: otto.id, name: 'Otto Admin' },
      suspended: false,
    });

    // Deactivated: refused at once, with why, and listed as suspended.
    expect((await setOtto({ active: false })).status).toBe(200);
    const refused = await t.call('GET', '/jobs', bearer(secret));
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'token_suspended' });
    expect(refused.body.error.message).toMatch(/no longer an admin/);
    expect(await row()).toMatchObject({ suspended: true });
    // Back as an active admin, it works again; made a recruiter, it is suspended again.
    expect((await setOtto({ active: true })).status).toBe(200);
    expect(await works()).toBe(200);
    expect((await setOtto({ role: 'recruiter' })).status).toBe(200);
    expect(await works()).toBe(401);
    expect(await row()).toMatchObject({ suspended: true });
  });

  it('keeps no working hours for a token: its id is no member’s, so a member’s stay theirs', async () => {
    const { id, secret } = await makeToken('recruiter');
    // A member whose id is the token's: their hours are theirs alone.
    const member = (await t.call('GET', '/users', { cookie: t.admin })).body.users.find(
      (u: { id: number }) => u.id === id,
    );
    const week = {
      timeZone: 'Europe/Berlin',
      weekly: { mon: [{ start: '08:00', end: '12:00' }] },
      overrides: [],
    };
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await t.call(method, '/availability/mine', {
        ...bearer(secret),
        ...(method === 'PUT' && { body: week }),
      });
      expect(refused.status).toBe(403);
    }
    if (member) {
      const theirs = await t.call('GET', '/availability/mine', {
        cookie: await t.signIn(member.role),
      });
      expect(theirs.body.weekly.mon).not.toEqual(week.weekly.mon);
    }
  });

  it('refuses a bad name, role or expiry with a 400 and makes nothing', async () => {
    for (const body of [
      { name: '', role: 'recruiter' },
      { name: 'x'.repeat(81), role: 'recruiter' },
      { name: 'Root', role: 'admin' },
      { name: 'Past', role: 'recruiter', expiresAt: '2026-11-23T09:59:59.000Z' },
      { name: 'Now', role: 'recruiter', expiresAt: t.clock.toISOString() },
      { name: 'Not a date', role: 'recruiter', expiresAt: 'tomorrow' },
      { name: 'Extra', role: 'recruiter', secret: 'mine' },
    ]) {
      const answer = await t.call('POST', '/tokens', { cookie: t.admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await listed()).toEqual([]);
    expect((await t.call('DELETE', '/tokens/999999', { cookie: t.admin })).status).toBe(404);
  });

  it('lets a recruiter token create a job, move a candidate and write a note signed as the token', async () => {
    const { id, secret } = await makeToken('recruiter', { name: 'ATS sync' });
    const job = await t.call('POST', '/jobs', { ...bearer(secret), body: { title: 'Welder' } });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    // A token is nobody to tell of applications: its job has no owner until a member picks one.
    expect(job.body.ownerId).toBeUndefined();
    const moved = await t.call('PATCH', `/candidates/${t.candidateId}`, {
      ...bearer(secret),
      body: { stage: 'screen' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.stage).toBe('screen');
    const note = await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      ...bearer(secret),
      body: { text: 'Imported from the job board.' },
    });
    expect(note.status).toBe(201);
    expect(note.body.author).toEqual({ id, name: 'ATS sync (API token)' });
    // A member cannot edit the token's note as theirs, nor the token a member's.
    const rita = await t.signIn('recruiter');
    const path = `/candidates/${t.candidateId}/notes`;
    expect(
      (await t.call('PATCH', `${path}/${note.body.id}`, { cookie: rita, body: { text: 'No.' } }))
        .status,
    ).toBe(403);
  });

  it('lets an interviewer token read but not change the hiring, and see no candidate', async () => {
    const { secret } = await makeToken('interviewer');
    const jobs = await t.call('GET', '/jobs', bearer(secret));
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs.map((job: { id: number }) => job.id)).toContain(t.activeJob);
    expect(
      (await t.call('POST', '/jobs', { ...bearer(secret), body: { title: 'Nope' } })).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/candidates/bulk', {
          ...bearer(secret),
          body: { ids: [t.candidateId], action: { type: 'move', stage: 'screen' } },
        })
      ).status,
    ).toBe(403);
    // It interviews nobody: every candidate is out of its sight, as for an interviewer.
    const board = await t.call('GET', `/candidates?jobId=${t.activeJob}&pageSize=100`, {
      ...bearer(secret),
    });
    expect(board.status).toBe(200);
    expect(board.body.candidates).toEqual([]);
    expect((await t.call('GET', `/candidates/${t.candidateId}`, bearer(secret))).status).toBe(404);
    expect(
      (
        await t.call('PATCH', `/candidates/${t.candidateId}`, {
          ...bearer(secret),
          body: { stage: 'screen' },
        })
      ).status,
    ).toBe(404);
  });

  it('reaches no admin route and no account of its own', async () => {
    const { secret } = await makeToken('recruiter');
    for (const [method, path, body] of [
      ['GET', '/tokens'],
      ['POST', '/tokens', { name: 'Escalate', role: 'recruiter' }],
      ['GET', '/audit'],
      ['GET', '/invitations'],
      ['GET', '/backup'],
      ['GET', '/auth/me'],
      ['GET', '/auth/sessions'],
      ['GET', '/notifications'],
      ['POST', '/calendar/feed'],
    ] as const) {
      const answer = await t.call(method, path, { ...bearer(secret), body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
    }
    expect(await listed()).toHaveLength(1);
  });

  it('is exempt from the same-origin check; a cookie beside it or without it is not', async () => {
    const { secret } = await makeToken('recruiter');
    const foreign = { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' };
    const byToken = await t.call('POST', '/jobs', {
      ...bearer(secret, foreign),
      body: { title: 'From a script' },
    });
    expect(byToken.status, JSON.stringify(byToken.body)).toBe(201);
    const byCookie = await t.call('POST', '/jobs', {
      cookie: t.admin,
      headers: foreign,
      body: { title: 'Forged' },
    });
    expect(byCookie.status).toBe(403);
    expect(byCookie.body.error.code).toBe('cross_site');
    // With a Bearer header the cookie is never read: a bad token beside an admin's cookie is a 401…
    const badBeside = await t.call('POST', '/jobs', {
      cookie: t.admin,
      ...bearer('tf_not-a-token', foreign),
      body: { title: 'Forged' },
    });
    expect(badBeside.status).toBe(401);
    // …and an interviewer token beside it acts as the interviewer token, not the admin.
    const weak = await makeToken('interviewer');
    const weakBeside = await t.call('POST', '/jobs', {
      cookie: t.admin,
      ...bearer(weak.secret, foreign),
      body: { title: 'Forged' },
    });
    expect(weakBeside.status).toBe(403);
    expect(weakBeside.body.error.code).toBe('forbidden');
    const titles = (await t.call('GET', '/jobs?pageSize=100', { cookie: t.admin })).body.jobs.map(
      (job: { title: string }) => job.title,
    );
    expect(titles).toContain('From a script');
    expect(titles).not.toContain('Forged');
  });

  it('answers 401 for an unknown, malformed, revoked or expired token, never as anonymous', async () => {
    const refused = async (authorization: string) => {
      const answer = await t.call('GET', '/careers', { headers: { Authorization: authorization } });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body.error.code).toBe('unauthenticated');
    };
    await refused(`Bearer tf_${'A'.repeat(43)}`);
    await refused('Bearer nonsense');
    await refused('Bearer ');
    await refused(`bearer tf_${'B'.repeat(500)}`);

    const soon = await makeToken('recruiter', {
      expiresAt: new Date(t.clock.getTime() + 60 * 60 * 1000).toISOString(),
    });
    expect((await t.call('GET', '/jobs', bearer(soon.secret))).status).toBe(200);
    t.clock = new Date(t.clock.getTime() + 2 * 60 * 60 * 1000);
    await refused(`Bearer ${soon.secret}`);

    const revoked = await makeToken('recruiter');
    expect((await t.call('GET', '/jobs', bearer(revoked.secret))).status).toBe(200);
    expect((await t.call('DELETE', `/tokens/${revoked.id}`, { cookie: t.admin })).status).toBe(204);
    await refused(`Bearer ${revoked.secret}`);
    expect((await t.call('DELETE', `/tokens/${revoked.id}`, { cookie: t.admin })).status).toBe(404);
    // Another scheme (a proxy's Basic sign-in) is not a token: the session still counts.
    const basic = await t.call('GET', '/jobs', {
      cookie: t.admin,
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(200);
  });

  it('stops a revoked token at once on another instance over the same database', async () => {
    const other = createApp({
      store: t.store,
      team: createTeamAccess({
        store: t.store,
        now: () => t.clock,
        peerAddress: (c) => c.req.header('x-test-peer'),
      }),
    });
    const { id, secret } = await makeToken('recruiter');
    const viaOther = async () =>
      (
        await other.fetch(
          new Request(`${ORIGIN}/api/jobs`, { headers: { Authorization: `Bearer ${secret}` } }),
        )
      ).status;
    expect(await viaOther()).toBe(200);
    expect(await viaOther()).toBe(200);
    expect((await t.call('DELETE', `/tokens/${id}`, { cookie: t.admin })).status).toBe(204);
    expect(await viaOther()).toBe(401);
  });

  it('records its last use at most once a minute', async () => {
    const { id, secret } = await makeToken('interviewer');
    const lastUsed = async () =>
      (await listed()).find((token: { id: number }) => token.id === id).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.toISOString();
    await t.call('GET', '/jobs', bearer(secret));
    expect(await lastUsed()).toBe(first);
    t.clock = new Date(t.clock.getTime() + 30 * 1000);
    await t.call('GET', '/jobs', bearer(secret));
    expect(await lastUsed()).toBe(first);
    t.clock = new Date(t.clock.getTime() + 60 * 1000);
    await t.call('GET', '/jobs', bearer(secret));
    expect(await lastUsed()).toBe(t.clock.toISOString());
  });

  it('audits creation and revocation by id, name and role; no list, log or event holds the secret', async () => {
    const { id, secret } = await makeToken('recruiter', { name: 'Payroll export' });
    await t.call('GET', '/jobs', bearer(secret));
    await t.call('POST', '/jobs', { ...bearer(secret), body: { title: 'Audited' } });
    // What the token does is audited as the token's: no member, its name and id in the detail.
    const imported = await t.call('POST', `/candidates/import?jobId=${t.activeJob}`, {
      ...bearer(secret),
      body: new Blob(['name,email\nIda Import,ida.import@example.com\n'], { type: 'text/csv' }),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await t.call('DELETE', `/tokens/${id}`, { cookie: t.admin })).status).toBe(204);
    const audit = await t.call('GET', '/audit', { cookie: t.admin });
    const events = audit.body.events as Array<Record<string, unknown>>;
    expect(events.find((event) => event.action === 'candidates.imported')).toMatchObject({
      actor: null,
      detail: { integration: 'Payroll export', integrationId: id, created: 1 },
    });
    const detail = { id, name: 'Payroll export', role: 'recruiter' };
    expect(events.find((event) => event.action === 'token.created')).toMatchObject({
      actor: { id: t.ids.admin },
      target: `token:${id}`,
      detail,
    });
    expect(events.find((event) => event.action === 'token.revoked')).toMatchObject({
      actor: { id: t.ids.admin },
      target: `token:${id}`,
      detail,
    });
    const exported = await t.call('GET', '/audit/export', { cookie: t.admin });
    for (const text of [
      audit.text,
      exported.text,
      JSON.stringify(await listed()),
      JSON.stringify(t.logged),
    ]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(3));
      expect(text).not.toContain(tokenHash(secret));
    }
  });

  it('limits the requests of each token, with a 429 and Retry-After', async () => {
    t.open({ apiTokenLimit: { points: 3, duration: 60 } });
    const busy = await makeToken('recruiter');
    const calm = await makeToken('recruiter');
    for (let n = 0; n < 3; n += 1)
      expect((await t.call('GET', '/jobs', bearer(busy.secret))).status).toBe(200);
    const limited = await t.call('GET', '/jobs', bearer(busy.secret));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each token has its own count, and members their sessions.
    expect((await t.call('GET', '/jobs', bearer(calm.secret))).status).toBe(200);
    expect((await t.call('GET', '/jobs', { cookie: t.admin })).status).toBe(200);
  });

  it('refuses a token, its live stream included, while the team requires two-factor sign-in and its maker has none', async () => {
    const { secret } = await makeToken('recruiter');
    // The admin who made it requires two-factor sign-in before setting it up themselves.
    const required = await t.call('PUT', '/settings/security', {
      cookie: t.admin,
      body: { twoFactorRequired: true },
    });
    expect(required.status).toBe(200);
    for (const path of ['/jobs', '/events', '/settings/security']) {
      const refused = await t.call('GET', path, bearer(secret));
      expect([refused.status, refused.body.error.code], path).toEqual([
        403,
        'two_factor_setup_required',
      ]);
      expect(refused.body.error.message).toContain('the member who made this API token');
    }
    // Once its maker uses it, the token works again, its stream too.
    const setup = await t.call('POST', '/auth/two-factor/setup', { cookie: t.admin });
    const enabled = await t.call('POST', '/auth/two-factor/enable', {
      cookie: t.admin,
      body: { password: PASSWORD, code: await t.codeAt(setup.body.secret) },
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await t.call('GET', '/jobs', bearer(secret))).status).toBe(200);
    expect((await t.call('GET', '/events', bearer(secret))).status).toBe(200);
  });
}
