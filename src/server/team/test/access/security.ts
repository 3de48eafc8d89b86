import { createHash } from 'node:crypto';
import { AUDIT_GENESIS, canonicalAudit, type AuditEntry } from '@/domain/audit';
import { sqlFileDatabase } from '@/test/backend';
import { tokenHash } from '../../tokens';
import { twoFactorService } from '../../services/two-factor';
import type { TeamServiceDeps } from '../../services/context';
import type { TeamStore } from '../../../store/types';
import { PASSWORD, type TeamFixture } from './fixture';

/** The team access suite: members' sessions, two-factor sign-in and the audit log. */

const HOUR = 60 * 60 * 1000;

export function describeSecurity(t: TeamFixture): void {
  const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  let peers = 0;
  /** A sign-in, from an address of its own unless one is named (the limits count per address). */
  const login = (role: 'admin' | 'recruiter' | 'interviewer', extra: object = {}, peer?: string) =>
    t.call('POST', '/auth/login', {
      body: { email: t.emails[role], password: PASSWORD, ...extra },
      peer: peer ?? `10.77.${Math.floor(++peers / 250)}.${peers % 250}`,
      headers: { 'User-Agent': `Browser of ${role}` },
    });
  /** Turns two-factor sign-in on for the member signed in with `cookie`: its secret and codes. */
  async function turnOn(cookie: string, password = PASSWORD) {
    const setup = await t.call('POST', '/auth/two-factor/setup', { cookie });
    expect(setup.status).toBe(200);
    const enabled = await t.call('POST', '/auth/two-factor/enable', {
      cookie,
      body: { password, code: await t.codeAt(setup.body.secret) },
    });
    expect(enabled.status, enabled.text).toBe(200);
    return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes };
  }
  const events = async (query = '') =>
    (await t.call('GET', `/audit${query}`, { cookie: t.admin })).body.events as Array<{
      id: number;
      at: string;
      action: string;
      actor: { id: number } | null;
      ip: string | null;
      target: string | null;
      detail: Record<string, unknown>;
    }>;

  it('sees a change of the two-factor rule at once, even when a read of the old rule was on its way', async () => {
    // A read that comes back late: it read the rule before the change, and answers once let go
    // (on a busy server, another connection's read of a row being changed).
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let first = true;
    const store: TeamStore = {
      ...t.store,
      query: async (work) => {
        if (!first) return t.store.query(work);
        first = false;
        const read = await t.store.query(work);
        await gate;
        return read;
      },
    };
    // A fresh instance's service: nothing kept yet, so its first question reads the rule.
    const service = twoFactorService({ store } as unknown as TeamServiceDeps);
    try {
      const during = service.policy();
      // Its read is done: the change comes after it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await service.setPolicy({ twoFactorRequired: true });
      letGo();
      // That read may answer the rule as it was when it read it...
      expect(await during).toEqual({ twoFactorRequired: false });
      // ...but what is kept, for every request of the next seconds, is the new rule.
      expect(await service.policy()).toEqual({ twoFactorRequired: true });
    } finally {
      letGo();
      await service.setPolicy({ twoFactorRequired: false });
    }
  });

  it('lists a member’s own sessions, and ends one, all but this one, or (an admin) all of them', async () => {
    await t.call('DELETE', `/users/${t.ids.recruiter}/sessions`, { cookie: t.admin });
    const laptop = t.cookieOf(await login('recruiter', {}, '10.1.1.1'));
    const phone = t.cookieOf(await login('recruiter', {}, '10.2.2.2'));
    const listed = await t.call('GET', '/auth/sessions', { cookie: laptop });
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(current).toMatchObject({ ip: '10.1.1.1', userAgent: 'Browser of recruiter' });
    expect(other).toMatchObject({ ip: '10.2.2.2', current: false });
    expect(Date.parse(String(current.createdAt))).toBe(t.clock.getTime());
    // The id is neither the cookie, nor the hash the database looks a cookie up by.
    for (const cookie of [laptop, phone])
      for (const session of sessions) {
        expect(session.id).not.toContain(cookieValue(cookie));
        expect(session.id).not.toBe(tokenHash(cookieValue(cookie)));
      }

    // Nobody ends another member's session: it is not found.
    const rita = await t.call('DELETE', `/auth/sessions/${other.id}`, {
      cookie: await t.signIn('interviewer'),
    });
    expect(rita.status).toBe(404);
    expect((await t.call('GET', '/auth/me', { cookie: phone })).status).toBe(200);

    expect((await t.call('DELETE', `/auth/sessions/${other.id}`, { cookie: laptop })).status).toBe(
      204,
    );
    expect((await t.call('GET', '/auth/me', { cookie: phone })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { cookie: laptop })).status).toBe(200);

    const third = await t.signIn('recruiter');
    const fourth = await t.signIn('recruiter');
    const ended = await t.call('DELETE', '/auth/sessions', { cookie: laptop });
    expect(ended.body).toEqual({ ended: 2 });
    for (const cookie of [third, fourth])
      expect((await t.call('GET', '/auth/me', { cookie })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { cookie: laptop })).status).toBe(200);

    const byAdmin = await t.call('DELETE', `/users/${t.ids.recruiter}/sessions`, {
      cookie: t.admin,
    });
    expect(byAdmin.body).toEqual({ ended: 1 });
    expect((await t.call('GET', '/auth/me', { cookie: laptop })).status).toBe(401);
    expect((await t.call('DELETE', `/users/999999/sessions`, { cookie: t.admin })).status).toBe(
      404,
    );
    const revoked = await events('?action=session.revoked');
    expect(revoked.slice(0, 3).map((e) => [e.target, e.detail])).toEqual([
      [`member:${t.ids.recruiter}`, { count: 1, all: true }],
      [`member:${t.ids.recruiter}`, { count: 2, all: false }],
      [`member:${t.ids.recruiter}`, { count: 1, all: false }],
    ]);
  });

  it('ends an admin’s session 12 hours after a sign-in without a second factor; not a recruiter’s, nor one with it', async () => {
    const admin = await t.signIn('admin');
    const recruiter = await t.signIn('recruiter');
    const withCode = await t.signIn('interviewer');
    const { secret } = await turnOn(withCode);
    await t.call('PATCH', `/users/${t.ids.interviewer}`, {
      cookie: t.admin,
      body: { role: 'admin' },
    });
    // A step later: the code that turned it on is used up.
    t.clock = new Date(t.clock.getTime() + 30_000);
    const secondAdmin = t.cookieOf(await login('interviewer', { code: await t.codeAt(secret) }));
    t.clock = new Date(t.clock.getTime() + 12 * HOUR - 32_000);
    expect((await t.call('GET', '/auth/me', { cookie: admin })).status).toBe(200);
    t.clock = new Date(t.clock.getTime() + 3000);
    expect((await t.call('GET', '/auth/me', { cookie: admin })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { cookie: recruiter })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { cookie: secondAdmin })).status).toBe(200);
  });

  it('signs in with an authenticator app: a code once, one step of clock either way, recovery codes once', async () => {
    const cookie = await t.signIn('recruiter');
    const setup = await t.call('POST', '/auth/two-factor/setup', { cookie });
    expect(setup.body.uri).toMatch(
      new RegExp(`^otpauth://totp/TalentFlow:rita%40example\\.com\\?secret=${setup.body.secret}&`),
    );
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Not on until a code confirms it.
    expect((await login('recruiter')).status).toBe(200);
    const wrong = await t.call('POST', '/auth/two-factor/enable', {
      cookie,
      body: { password: PASSWORD, code: await t.wrongCode(setup.body.secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrong_code');
    const enabled = await t.call('POST', '/auth/two-factor/enable', {
      cookie,
      body: { password: PASSWORD, code: await t.codeAt(setup.body.secret) },
    });
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await t.call('GET', '/auth/two-factor', { cookie })).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const secret = setup.body.secret as string;
    // The code that turned it on is used up, so is every earlier one: two steps on.
    t.clock = new Date(t.clock.getTime() + 60_000);
    expect((await login('recruiter', { code: await t.codeAt(secret, -2) })).status).toBe(401);

    const noCode = await login('recruiter');
    expect(noCode.status).toBe(401);
    expect(noCode.body.error.code).toBe('two_factor_required');
    expect(noCode.headers.get('set-cookie')).toBeNull();

    // A phone a step behind or ahead still signs in; each code once.
    const behind = await t.codeAt(secret, -1);
    expect((await login('recruiter', { code: behind })).status).toBe(200);
    const replayed = await login('recruiter', { code: behind });
    expect([replayed.status, replayed.body.error.code]).toEqual([401, 'wrong_code']);
    expect(replayed.headers.get('set-cookie')).toBeNull();
    const ahead = await t.codeAt(secret, 1);
    expect((await login('recruiter', { code: ahead })).status).toBe(200);
    // Two steps off is too far.
    t.clock = new Date(t.clock.getTime() + 90_000);
    expect((await login('recruiter', { code: await t.codeAt(secret, -2) })).status).toBe(401);
    expect((await login('recruiter', { code: await t.codeAt(secret, 2) })).status).toBe(401);

    // Two sign-ins with one code at once: one session.
    t.clock = new Date(t.clock.getTime() + 60_000);
    const code = await t.codeAt(secret);
    const both = await Promise.all([login('recruiter', { code }), login('recruiter', { code })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 401]);

    const recovery = codes[3]!.toUpperCase();
    expect((await login('recruiter', { recoveryCode: recovery })).status).toBe(200);
    expect((await login('recruiter', { recoveryCode: recovery })).status).toBe(401);
    const signedIn = t.cookieOf(await login('recruiter', { recoveryCode: codes[4] }));
    expect((await t.call('GET', '/auth/two-factor', { cookie: signedIn })).body).toMatchObject({
      recoveryCodesLeft: 8,
    });

    // Off with the password and a code, not with either alone.
    t.clock = new Date(t.clock.getTime() + 60_000);
    const badPassword = await t.call('POST', '/auth/two-factor/disable', {
      cookie: signedIn,
      body: { password: 'not my password', code: await t.codeAt(secret) },
    });
    expect(badPassword.status).toBe(400);
    const badCode = await t.call('POST', '/auth/two-factor/disable', {
      cookie: signedIn,
      body: { password: PASSWORD, code: await t.wrongCode(secret) },
    });
    expect(badCode.status).toBe(400);
    expect(
      (
        await t.call('POST', '/auth/two-factor/disable', {
          cookie: signedIn,
          body: { password: PASSWORD, code: await t.codeAt(secret) },
        })
      ).status,
    ).toBe(204);
    expect((await login('recruiter')).status).toBe(200);

    const audit = await events(`?actorId=${t.ids.recruiter}`);
    expect(audit.filter((e) => e.action.startsWith('two_factor')).map((e) => e.action)).toEqual([
      'two_factor.disabled',
      'two_factor.enabled',
    ]);
    const failed = await events('?action=auth.login_failed');
    expect(failed.every((e) => e.detail.email === t.emails.recruiter)).toBe(true);
    expect(failed.map((e) => e.detail.reason)).toContain('second_factor');
  });

  it('counts a wrong code as a failed sign-in, limited like a wrong password', async () => {
    const { secret } = await turnOn(await t.signIn('recruiter'));
    const peer = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) {
      const answer = await login('recruiter', { code: await t.wrongCode(secret) }, peer);
      expect(answer.status).toBe(401);
    }
    // The limit (3 in this suite) is reached: even the right code waits.
    t.clock = new Date(t.clock.getTime() + 30_000);
    expect((await login('recruiter', { code: await t.codeAt(secret) }, peer)).status).toBe(429);
  });

  it('asks for the password to turn two-factor sign-in on: a session alone cannot lock its member out', async () => {
    const cookie = await t.signIn('recruiter');
    const setup = await t.call('POST', '/auth/two-factor/setup', { cookie });
    const code = await t.codeAt(setup.body.secret);
    const noPassword = await t.call('POST', '/auth/two-factor/enable', { cookie, body: { code } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.message).toMatch(/"password"/);
    const wrong = await t.call('POST', '/auth/two-factor/enable', {
      cookie,
      body: { password: 'a guess of a password', code },
    });
    expect([wrong.status, wrong.body.error]).toEqual([
      400,
      { code: 'wrong_password', message: 'Your password is not right.', field: 'password' },
    ]);
    // Still off: the password alone signs in, and the code was not used up.
    expect((await t.call('GET', '/auth/two-factor', { cookie })).body.enabled).toBe(false);
    expect((await login('recruiter')).status).toBe(200);
    const enabled = await t.call('POST', '/auth/two-factor/enable', {
      cookie,
      body: { password: PASSWORD, code },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
  });

  it('lets an admin reset a member’s second factor (audited): the password alone signs in until it is set up again', async () => {
    const rita = await t.signIn('recruiter');
    const { secret } = await turnOn(rita);
    expect((await login('recruiter')).body.error.code).toBe('two_factor_required');
    const path = `/users/${t.ids.recruiter}/two-factor`;
    const reset = await t.call('DELETE', path, { cookie: t.admin });
    expect([reset.status, reset.body]).toEqual([200, { removed: true }]);
    expect((await t.call('GET', '/auth/two-factor', { cookie: rita })).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await login('recruiter')).status).toBe(200);
    // Set up again, with a new secret: the old one is gone.
    t.clock = new Date(t.clock.getTime() + 60_000);
    const again = await turnOn(rita);
    expect(again.secret).not.toBe(secret);
    expect((await t.call('DELETE', path, { cookie: t.admin })).body).toEqual({ removed: true });
    // Nothing on to remove: said so, and recorded all the same.
    expect((await t.call('DELETE', path, { cookie: t.admin })).body).toEqual({ removed: false });
    // An admin's own goes off on their Account page, with the password and a code.
    const own = await t.call('DELETE', `/users/${t.ids.admin}/two-factor`, { cookie: t.admin });
    expect([own.status, own.body.error.code]).toEqual([409, 'conflict']);
    expect(own.body.error.message).toMatch(/your Account page/);
    expect((await t.call('DELETE', '/users/999999/two-factor', { cookie: t.admin })).status).toBe(
      404,
    );
    const recorded = await events('?action=two_factor.reset');
    expect(recorded.map((e) => [e.actor?.id, e.target, e.detail])).toEqual([
      [t.ids.admin, `member:${t.ids.recruiter}`, { removed: false }],
      [t.ids.admin, `member:${t.ids.recruiter}`, { removed: true }],
      [t.ids.admin, `member:${t.ids.recruiter}`, { removed: true }],
    ]);
  });

  it('asks a member whose second factor an admin reset to set it up again at once, when the team requires it', async () => {
    await turnOn(t.admin);
    const rita = await t.signIn('recruiter');
    await turnOn(rita);
    await t.call('PUT', '/settings/security', {
      cookie: t.admin,
      body: { twoFactorRequired: true },
    });
    expect((await t.call('GET', '/jobs', { cookie: rita })).status).toBe(200);
    await t.call('DELETE', `/users/${t.ids.recruiter}/two-factor`, { cookie: t.admin });
    const refused = await t.call('GET', '/jobs', { cookie: rita });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'two_factor_setup_required']);
  });

  it('caps wrong codes per account from any addresses: the 6th is 429 and not checked, a recovery code still signs in, and the window ends', async () => {
    t.open({ limits: { codesPerAccount: { points: 5, duration: 2 } } });
    const rita = await t.signIn('recruiter');
    const { secret, recoveryCodes } = await turnOn(rita);
    t.clock = new Date(t.clock.getTime() + 30_000);
    const id = t.ids.recruiter!;
    // Whoever has the password: a code from each of five addresses, all checked and wrong.
    for (let i = 0; i < 5; i += 1) {
      const answer = await login('recruiter', { code: await t.wrongCode(secret) });
      expect([answer.status, answer.body.error.code]).toEqual([401, 'wrong_code']);
    }
    const stepBefore = (await t.store.query((tx) => tx.accounts.getTwoFactor(id))).lastStep;
    // A sixth address, with the right code: held back, and the code is not checked (its step
    // is not taken, nor a failure recorded).
    const code = await t.codeAt(secret);
    const held = await login('recruiter', { code });
    expect([held.status, held.body.error.code]).toEqual([429, 'too_many_requests']);
    expect(held.body.error.message).toMatch(/recovery code/);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(held.headers.get('set-cookie')).toBeNull();
    expect((await t.store.query((tx) => tx.accounts.getTwoFactor(id))).lastStep).toBe(stepBefore);
    const failures = await events('?action=auth.login_failed');
    expect(failures.filter((e) => e.detail.reason === 'second_factor')).toHaveLength(5);
    // Turning it off checks a code too: held back as well.
    const off = await t.call('POST', '/auth/two-factor/disable', {
      cookie: rita,
      body: { password: PASSWORD, code },
    });
    expect(off.status).toBe(429);
    // The member gets in with a recovery code meanwhile.
    expect((await login('recruiter', { recoveryCode: recoveryCodes[0] })).status).toBe(200);
    // Slowed, not locked out: once the window ends, the same code signs in.
    await new Promise((resolve) =>
      setTimeout(resolve, Number(held.headers.get('retry-after')) * 1000 + 200),
    );
    expect((await login('recruiter', { code })).status).toBe(200);
  });

  it('takes a TOTP step in the database only past the last one taken (its compare-and-set)', async () => {
    const id = t.ids.recruiter!;
    const take = (step: number) =>
      t.store.transaction('write', (tx) => tx.accounts.takeTotpStep(id, step));
    await t.store.transaction('write', (tx) =>
      tx.accounts.setTwoFactor(id, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        enabledAt: t.clock.toISOString(),
        lastStep: null,
        recoveryCodes: [],
      }),
    );
    expect(await take(1000)).toBe(true);
    expect(await take(1000)).toBe(false);
    expect(await take(999)).toBe(false);
    expect(await take(1001)).toBe(true);
    expect((await Promise.all([take(1002), take(1002)])).sort()).toEqual([false, true]);
    expect((await t.store.query((tx) => tx.accounts.getTwoFactor(id))).lastStep).toBe(1002);
  });

  it('signs in once with a code sent twice at once even when both read the last step before either took it (the database’s guard)', async () => {
    const { secret } = await turnOn(await t.signIn('recruiter'));
    const id = t.ids.recruiter!;
    t.clock = new Date(t.clock.getTime() + 60_000);
    // As two instances racing: each reads the member's last step as it was before either wrote.
    const stale = await t.store.query((tx) => tx.accounts.getTwoFactor(id));
    t.openThrough((tx) => ({
      ...tx,
      accounts: {
        ...tx.accounts,
        getTwoFactor: async (userId) => (userId === id ? stale : tx.accounts.getTwoFactor(userId)),
      },
    }));
    const code = await t.codeAt(secret);
    const both = await Promise.all([login('recruiter', { code }), login('recruiter', { code })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 401]);
    expect((await login('recruiter', { code })).status).toBe(401);
  });

  it('refuses a code used already, an older one, and one sent twice at once in the service too (its own guard)', async () => {
    const { secret } = await turnOn(await t.signIn('recruiter'));
    // A store whose step is taken without comparing: only the service's check is left.
    t.openThrough((tx) => ({
      ...tx,
      accounts: {
        ...tx.accounts,
        takeTotpStep: async (userId, step) => {
          const current = await tx.accounts.getTwoFactor(userId);
          await tx.accounts.setTwoFactor(userId, { ...current, lastStep: step });
          return true;
        },
      },
    }));
    t.clock = new Date(t.clock.getTime() + 60_000);
    const code = await t.codeAt(secret);
    expect((await login('recruiter', { code })).status).toBe(200);
    const replayed = await login('recruiter', { code });
    expect([replayed.status, replayed.body.error.code]).toEqual([401, 'wrong_code']);
    expect((await login('recruiter', { code: await t.codeAt(secret, -1) })).status).toBe(401);
    t.clock = new Date(t.clock.getTime() + 30_000);
    const next = await t.codeAt(secret);
    const both = await Promise.all([
      login('recruiter', { code: next }),
      login('recruiter', { code: next }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('lets an admin require two-factor sign-in: until then a member reaches only their account', async () => {
    const recruiter = await t.signIn('recruiter');
    // The admin uses it already (the rule holds for admins too).
    await turnOn(t.admin);
    const required = await t.call('PUT', '/settings/security', {
      cookie: t.admin,
      body: { twoFactorRequired: true },
    });
    expect(required.body).toEqual({ twoFactorRequired: true });
    const refused = await t.call('GET', '/jobs', { cookie: recruiter });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'two_factor_setup_required']);
    expect((await t.call('GET', '/auth/me', { cookie: recruiter })).body.twoFactor).toEqual({
      enabled: false,
      required: true,
    });
    expect((await t.call('GET', '/auth/sessions', { cookie: recruiter })).status).toBe(200);
    const { secret } = await turnOn(recruiter);
    // The same session goes on at once: the server forgot what it kept of it.
    expect((await t.call('GET', '/jobs', { cookie: recruiter })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { cookie: recruiter })).body.twoFactor).toEqual({
      enabled: true,
      required: true,
    });
    t.clock = new Date(t.clock.getTime() + 30_000);
    const again = t.cookieOf(await login('recruiter', { code: await t.codeAt(secret) }));
    expect((await t.call('GET', '/jobs', { cookie: again })).status).toBe(200);
    expect((await events('?action=settings.changed'))[0]).toMatchObject({
      target: 'settings:security',
      detail: { twoFactorRequired: true },
      actor: { id: t.ids.admin },
    });
  });

  it('records every security event, with no secret in it, and finds a row changed behind its back', async () => {
    // Sign-ins, a failure, a sign-out.
    expect((await login('recruiter', {}, '10.4.4.4')).status).toBe(200);
    expect(
      (
        await t.call('POST', '/auth/login', {
          body: { email: 'nobody@example.com', password: 'a guess of a password' },
        })
      ).status,
    ).toBe(401);
    const leaving = await t.signIn('interviewer');
    await t.call('POST', '/auth/logout', { cookie: leaving });
    // Members and invitations.
    const { token } = await t.freshInvitation();
    const joined = await t.call('POST', `/invitations/${token}/accept`, {
      body: { name: 'Nia New', password: PASSWORD },
    });
    await t.call('PATCH', `/users/${joined.body.user.id}`, {
      cookie: t.admin,
      body: { role: 'recruiter' },
    });
    await t.call('PATCH', `/users/${joined.body.user.id}`, {
      cookie: t.admin,
      body: { active: false },
    });
    const invited = await t.call('POST', '/invitations', {
      cookie: t.admin,
      body: { email: 'later@example.com', role: 'recruiter' },
    });
    const open = (await t.call('GET', '/invitations', { cookie: t.admin })).body.invitations;
    await t.call('DELETE', `/invitations/${open[0].id}`, { cookie: t.admin });
    // A password changed, two-factor on, a backup out and in, a candidate erased.
    const changer = await t.signIn('recruiter');
    const newPassword = 'a brand new passphrase 2026';
    expect(
      (
        await t.call('PUT', '/auth/password', {
          cookie: changer,
          body: { currentPassword: PASSWORD, password: newPassword },
        })
      ).status,
    ).toBe(204);
    const { recoveryCodes, secret } = await turnOn(changer, newPassword);
    expect(
      (await t.call('DELETE', `/users/${t.ids.recruiter}/two-factor`, { cookie: t.admin })).body,
    ).toEqual({ removed: true });
    const backup = await t.call('GET', '/backup', { cookie: t.admin });
    const restored = await t.call('POST', '/backup/restore', {
      cookie: t.admin,
      body: backup.body,
    });
    expect(restored.status).toBe(200);
    expect(
      (await t.call('DELETE', `/candidates/${t.candidateId}`, { cookie: t.admin })).status,
    ).toBe(204);

    const all = await events('?pageSize=200');
    const actions = all.map((e) => e.action);
    for (const action of [
      'auth.login',
      'auth.login_failed',
      'auth.logout',
      'invitation.created',
      'invitation.accepted',
      'invitation.revoked',
      'member.role_changed',
      'member.deactivated',
      'password.changed',
      'two_factor.enabled',
      'two_factor.reset',
      'backup.exported',
      'backup.restored',
      'candidate.erased',
    ])
      expect(actions).toContain(action);
    expect(all.find((e) => e.action === 'auth.login_failed')).toMatchObject({
      actor: null,
      detail: { email: 'nobody@example.com', reason: 'password' },
    });
    expect(all.find((e) => e.action === 'candidate.erased')).toMatchObject({
      target: `candidate:${t.candidateId}`,
      detail: {},
      actor: { id: t.ids.admin },
    });
    expect(all.find((e) => e.action === 'member.role_changed')?.detail).toEqual({
      from: 'interviewer',
      to: 'recruiter',
    });
    // A restore keeps the log (it is no hiring data), and adds itself to it.
    expect(actions.indexOf('backup.restored')).toBeLessThan(actions.indexOf('backup.exported'));
    expect(actions.filter((a) => a === 'auth.login').length).toBeGreaterThan(3);

    // No password, code, token, secret or cookie in any event, nor in the export.
    const log =
      JSON.stringify(all) + (await t.call('GET', '/audit/export', { cookie: t.admin })).text;
    for (const secretText of [
      PASSWORD,
      newPassword,
      'a guess of a password',
      secret,
      token,
      invited.body.token,
      cookieValue(changer),
      tokenHash(cookieValue(changer)),
      ...recoveryCodes,
    ])
      expect(log).not.toContain(secretText);

    // Filters: one member's, one action's, a range of days.
    const admins = await events(`?actorId=${t.ids.admin}&pageSize=200`);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((e) => e.actor?.id === t.ids.admin)).toBe(true);
    // Events are timed by the server's real clock, not the suite's.
    const day = all[0]!.at.slice(0, 10);
    expect(all.at(-1)!.at.slice(0, 10)).toBe(day);
    expect(
      (await t.call('GET', `/audit?from=${day}&to=${day}&pageSize=1`, { cookie: t.admin })).body
        .totalCount,
    ).toBe(all.length);
    const nextDay = new Date(Date.parse(all[0]!.at) + 24 * HOUR).toISOString().slice(0, 10);
    expect(
      (await t.call('GET', `/audit?from=${nextDay}`, { cookie: t.admin })).body.totalCount,
    ).toBe(0);
    expect((await t.call('GET', '/audit?action=auth.nothing', { cookie: t.admin })).status).toBe(
      400,
    );
    expect(
      (await t.call('GET', `/audit?from=${nextDay}&to=${day}`, { cookie: t.admin })).status,
    ).toBe(400);

    // The chain holds, and the server's own role cannot change or remove an event.
    expect((await t.call('GET', '/audit/verify', { cookie: t.admin })).body).toEqual({
      ok: true,
      count: all.length,
    });
    const victim = all.find((e) => e.action === 'candidate.erased')!;
    await expect(
      sqlFileDatabase(`update audit_events set target = 'candidate:1' where id = ${victim.id}`),
    ).rejects.toThrow(/append-only/);
    await expect(
      sqlFileDatabase(`delete from audit_events where id = ${victim.id}`),
    ).rejects.toThrow(/append-only/);
    await expect(sqlFileDatabase('truncate audit_events')).rejects.toThrow(/append-only/);
    // Its owner can lift the trigger: the chain still tells.
    await sqlFileDatabase('alter table audit_events disable trigger user');
    await sqlFileDatabase(
      `update audit_events set detail = '{"quiet": true}' where id = ${victim.id}`,
    );
    await sqlFileDatabase('alter table audit_events enable trigger user');
    expect((await t.call('GET', '/audit/verify', { cookie: t.admin })).body).toEqual({
      ok: false,
      count: all.length,
      firstBadId: victim.id,
    });
  });

  it('records a withdrawal, an export, an erasure of a person and a retention run by ids alone; recruiters may not export', async () => {
    const apply = async (email: string, peer: string) =>
      (
        await t.call('POST', `/assessments/${t.activeJob}/submit`, {
          peer,
          body: { name: 'Walter Withdrawn', email, answers: {} },
        })
      ).body.statusUrl as string;
    const link = new URL(await apply('walter@example.com', '10.6.0.1')).pathname;
    const walter = (await t.call('GET', '/candidates?search=walter', { cookie: t.admin })).body
      .candidates[0].id as number;
    expect((await t.call('POST', `${link}/withdraw`, { body: { confirm: true } })).status).toBe(
      204,
    );

    await apply('petra@example.com', '10.6.0.2');
    const petra = (await t.call('GET', '/candidates?search=petra', { cookie: t.admin })).body
      .candidates[0].id as number;
    const rita = await t.signIn('recruiter');
    expect((await t.call('GET', `/candidates/${petra}/export`, { cookie: rita })).status).toBe(403);
    expect((await t.call('GET', `/candidates/${petra}/export`, { cookie: t.admin })).status).toBe(
      200,
    );
    const erased = await t.call('DELETE', `/candidates/${petra}?scope=person`, { cookie: rita });
    expect(erased.body).toEqual({ erased: 1 });
    expect((await t.call('POST', '/retention/run', { cookie: t.admin })).body).toEqual({
      erased: 0,
    });

    const all = await events('?pageSize=200');
    expect(all.find((e) => e.action === 'candidate.withdrawn')).toMatchObject({
      target: `candidate:${walter}`,
      detail: {},
      actor: null,
    });
    expect(all.find((e) => e.action === 'candidate.exported')).toMatchObject({
      target: `candidate:${petra}`,
      actor: { id: t.ids.admin },
    });
    expect(all.find((e) => e.action === 'candidate.erased')).toMatchObject({
      target: `candidate:${petra}`,
      detail: { scope: 'person' },
      actor: { id: t.ids.recruiter },
    });
    expect(all.find((e) => e.action === 'retention.run')).toMatchObject({
      detail: { erased: 0, retentionMonths: null },
    });
    expect(JSON.stringify(all)).not.toMatch(/walter|petra|Walter/i);
  });

  it('finds a chain rebuilt by whoever writes to the database, without the server’s key', async () => {
    for (let i = 0; i < 3; i += 1) await t.signIn('recruiter');
    const all = await events();
    const victim = all[1]!;
    await sqlFileDatabase('alter table audit_events disable trigger user');
    // An address changed alone is found by the event's own hash.
    await sqlFileDatabase(`update audit_events set ip = '10.9.9.9' where id = ${victim.id}`);
    expect((await t.call('GET', '/audit/verify', { cookie: t.admin })).body).toMatchObject({
      ok: false,
      firstBadId: victim.id,
    });
    // Every hash made again after the edit, as plain SHA-256 over the same canonical text, marked
    // keyed or not: without the key, the chain does not hold.
    const answer = await sqlFileDatabase(
      `select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, actor_id as "actorId", ip, action, target, detail from audit_events order by id`,
    );
    // postgres.js answers an array of rows, PGlite `{ rows }`.
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Array<
      AuditEntry & { id: number }
    >;
    for (const keyed of [true, false]) {
      let prev = AUDIT_GENESIS;
      for (const row of rows) {
        const hash = createHash('sha256')
          .update(canonicalAudit(row.id, row, prev))
          .digest('hex');
        await sqlFileDatabase(
          `update audit_events set prev_hash = '${prev}', hash = '${hash}', keyed = ${keyed} where id = ${row.id}`,
        );
        prev = hash;
      }
      expect((await t.call('GET', '/audit/verify', { cookie: t.admin })).body).toMatchObject({
        ok: false,
      });
    }
    await sqlFileDatabase('alter table audit_events enable trigger user');
  });

  it('finds an event removed from the middle of the chain', async () => {
    for (let i = 0; i < 3; i += 1) await t.signIn('recruiter');
    const all = await events();
    const middle = all[Math.floor(all.length / 2)]!;
    await sqlFileDatabase('alter table audit_events disable trigger user');
    await sqlFileDatabase(`delete from audit_events where id = ${middle.id}`);
    await sqlFileDatabase('alter table audit_events enable trigger user');
    const verified = (await t.call('GET', '/audit/verify', { cookie: t.admin })).body;
    expect(verified).toEqual({ ok: false, count: all.length - 1, firstBadId: middle.id + 1 });
  });
}
