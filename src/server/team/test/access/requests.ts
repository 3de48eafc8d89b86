import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/** The team access suite: requests: caching, logs and other sites. */
export function describeRequests(t: TeamFixture): void {
  it('tells no browser or proxy to keep an answer that names people', async () => {
    const cookie = await t.signIn('recruiter');
    for (const path of [
      '/candidates',
      `/candidates/${t.candidateId}`,
      '/users',
      '/auth/me',
      '/jobs',
    ])
      expect((await t.call('GET', path, { cookie })).headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/backup', { cookie: t.admin })).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('logs the client address, the member who signed in and the member changed, never a name or email', async () => {
    t.logged.length = 0;
    const signedIn = await t.call('POST', '/auth/login', {
      peer: '192.0.2.44',
      body: { email: t.emails.recruiter, password: PASSWORD },
    });
    await t.call('PATCH', `/users/${t.ids.interviewer}`, {
      cookie: t.admin,
      body: { role: 'recruiter' },
    });
    expect(t.logged).toEqual([
      expect.objectContaining({
        route: '/api/auth/login',
        status: 200,
        userId: signedIn.body.user.id,
        clientAddress: '192.0.2.44',
      }),
      expect.objectContaining({
        route: '/api/users/:id{[0-9]+}',
        userId: t.ids.admin,
        ids: { id: t.ids.interviewer },
        clientAddress: '10.0.0.1',
      }),
    ]);
    const text = JSON.stringify(t.logged);
    for (const secret of [PASSWORD, t.emails.recruiter, t.names.recruiter, t.names.interviewer])
      expect(text).not.toContain(secret);
  });

  it('refuses writes from other sites, and changes nothing', async () => {
    const cookie = await t.signIn('recruiter');
    const before = (await t.call('GET', '/jobs', { cookie })).body;
    const attempts: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-site' },
      { Origin: '' },
      // Look-alikes: a host that merely ends or starts with the server's.
      { Origin: `http://evil${new URL(ORIGIN).host}` },
      { Origin: `http://${new URL(ORIGIN).host}.evil.example` },
      { Origin: `${ORIGIN}.evil.example` },
      { Origin: 'null' },
    ];
    for (const headers of attempts) {
      const answer = await t.call('POST', '/jobs', { cookie, headers, body: { title: 'Forged' } });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('cross_site');
    }
    expect(
      (
        await t.call('POST', '/jobs', {
          cookie,
          headers: { Origin: '', 'Sec-Fetch-Site': 'same-origin' },
          body: { title: 'Real' },
        })
      ).status,
    ).toBe(201);
    expect((await t.call('GET', '/jobs', { cookie })).body.totalCount).toBe(before.totalCount + 1);
    // Reads from anywhere change nothing and pass.
    expect(
      (await t.call('GET', '/jobs', { cookie, headers: { Origin: 'https://evil.example' } }))
        .status,
    ).toBe(200);
  });
}
