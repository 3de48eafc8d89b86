import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/** The team access suite: invitations and members. */
export function describeInvitations(t: TeamFixture): void {
  it('voids the other invitations to an email once it joins, and on deactivation; only an admin brings a member back', async () => {
    const email = 'dana@example.com';
    const asAdmin = await t.invite(t.admin, email, 'admin');
    const asRecruiter = await t.invite(t.admin, email, 'recruiter');
    const joined = await t.call('POST', `/invitations/${asRecruiter.token}/accept`, {
      body: { name: 'Dana Doe', password: PASSWORD },
    });
    expect(joined.status).toBe(201);
    const dana = joined.body.user.id as number;
    // The admin link died when she joined with the recruiter one.
    expect((await t.call('GET', `/invitations/${asAdmin.token}`)).status).toBe(404);
    expect(
      (
        await t.call('POST', `/invitations/${asAdmin.token}/accept`, {
          body: { name: 'Dana', password: PASSWORD },
        })
      ).status,
    ).toBe(404);
    // A link to her email made behind the API's back is voided by her deactivation.
    await t.store.transaction('write', (tx) =>
      tx.accounts.insertInvitation({
        tokenHash: 'f'.repeat(64),
        email,
        role: 'admin',
        invitedBy: t.ids.admin!,
        createdAt: t.clock.toISOString(),
        expiresAt: new Date(t.clock.getTime() + 86_400_000).toISOString(),
        acceptedAt: null,
      }),
    );
    expect(
      (await t.call('PATCH', `/users/${dana}`, { cookie: t.admin, body: { active: false } }))
        .status,
    ).toBe(200);
    const open = (await t.call('GET', '/invitations', { cookie: t.admin })).body.invitations;
    expect(open.filter((i: { email: string }) => i.email === email)).toEqual([]);
    // No new link brings her back, and a deactivated member cannot be changed but by reactivation.
    const refused = await t.call('POST', '/invitations', {
      cookie: t.admin,
      body: { email, role: 'admin' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('reactivate');
    expect(
      (await t.call('PATCH', `/users/${dana}`, { cookie: t.admin, body: { role: 'admin' } }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', '/users/deactivated', { cookie: t.admin })).body.users).toEqual([
      { id: dana, name: 'Dana Doe', email, role: 'recruiter' },
    ]);
    const back = await t.call('PATCH', `/users/${dana}`, {
      cookie: t.admin,
      body: { active: true, role: 'interviewer' },
    });
    expect(back.body.user).toEqual({ id: dana, name: 'Dana Doe', email, role: 'interviewer' });
    const signedIn = await t.call('POST', '/auth/login', { body: { email, password: PASSWORD } });
    expect(signedIn.body.user.role).toBe('interviewer');
    expect((await t.call('GET', '/users/deactivated', { cookie: t.admin })).body.users).toEqual([]);
  });

  it('sends an invitation again with a new link; the old link stops working', async () => {
    const first = await t.invite(t.admin, 'sam@example.com', 'recruiter');
    const [listed] = (await t.call('GET', '/invitations', { cookie: t.admin })).body.invitations;
    const again = await t.call('POST', `/invitations/${listed.id}/resend`, { cookie: t.admin });
    expect(again.status).toBe(201);
    expect(again.body.url).toBe(`${ORIGIN}/invite/${again.body.token}`);
    expect(again.body.token).not.toBe(first.token);
    expect((await t.call('GET', `/invitations/${first.token}`)).status).toBe(404);
    expect((await t.call('GET', `/invitations/${again.body.token}`)).body).toEqual({
      email: 'sam@example.com',
      role: 'recruiter',
    });
    const list = (await t.call('GET', '/invitations', { cookie: t.admin })).body.invitations;
    expect(list).toEqual([
      expect.objectContaining({ email: 'sam@example.com', role: 'recruiter' }),
    ]);
    expect(list[0].id).not.toBe(listed.id);
    expect(
      (await t.call('POST', `/invitations/${listed.id}/resend`, { cookie: t.admin })).status,
    ).toBe(404);
  });

  it('makes invitation links single-use, good for 7 days, for non-members only', async () => {
    const used = await t.freshInvitation();
    expect(used.url).toBe(`${ORIGIN}/invite/${used.token}`);
    expect((await t.call('GET', `/invitations/${used.token}`)).body).toEqual({
      email: expect.stringMatching(/@example.com$/),
      role: 'interviewer',
    });
    expect(
      (
        await t.call('POST', `/invitations/${used.token}/accept`, {
          body: { name: 'One', password: PASSWORD },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.call('POST', `/invitations/${used.token}/accept`, {
          body: { name: 'Two', password: PASSWORD },
        })
      ).status,
    ).toBe(404);
    const late = await t.freshInvitation();
    t.clock = new Date(t.clock.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await t.call('GET', `/invitations/${late.token}`)).status).toBe(404);
    expect(
      (
        await t.call('POST', `/invitations/${late.token}/accept`, {
          body: { name: 'Late', password: PASSWORD },
        })
      ).status,
    ).toBe(404);
    const fresh = await t.signIn('admin');
    expect(
      (
        await t.call('POST', '/invitations', {
          cookie: fresh,
          body: { email: t.emails.recruiter, role: 'admin' },
        })
      ).status,
    ).toBe(409);
  });

  it('lets an admin change roles and deactivate members, which ends their sessions; a team keeps an admin', async () => {
    const rita = await t.signIn('recruiter');
    const changed = await t.call('PATCH', `/users/${t.ids.recruiter}`, {
      cookie: t.admin,
      body: { role: 'interviewer' },
    });
    expect(changed.body.user.role).toBe('interviewer');
    expect(
      (await t.call('POST', '/jobs', { cookie: rita, body: { title: 'Now forbidden' } })).status,
    ).toBe(403);
    expect(
      (
        await t.call('PATCH', `/users/${t.ids.recruiter}`, {
          cookie: t.admin,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/jobs', { cookie: rita })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/auth/login', {
          body: { email: t.emails.recruiter, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (await t.call('GET', '/users', { cookie: t.admin })).body.users.map(
        (u: { email: string }) => u.email,
      ),
    ).toEqual([t.emails.admin, t.emails.interviewer]);
    const self = await t.call('PATCH', `/users/${t.ids.admin}`, {
      cookie: t.admin,
      body: { role: 'recruiter' },
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toContain('at least one active admin');
  });
}
