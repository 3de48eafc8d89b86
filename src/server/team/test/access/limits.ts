import { hashPassword, verifyPassword } from '../../passwords';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/** The team access suite: the limits: sign-ins, uploads, one member's requests and streams, applications. */
export function describeLimits(t: TeamFixture): void {
  it('answers a wrong email and a wrong password alike, and holds back failures per account and address, and per address', async () => {
    const wrongPassword = await t.call('POST', '/auth/login', {
      body: { email: t.emails.recruiter, password: 'not the password' },
    });
    const wrongEmail = await t.call('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    expect([wrongPassword.status, wrongEmail.status]).toEqual([401, 401]);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    // An attacker's address has its 3 failures for the account: even the right password waits.
    const attacker = (password: string) =>
      t.call('POST', '/auth/login', {
        peer: '10.6.6.6',
        body: { email: t.emails.recruiter, password },
      });
    for (const guess of ['guess one!', 'guess two!', 'guess three!'])
      expect((await attacker(guess)).status).toBe(401);
    const held = await attacker(PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // The member's own sign-in, from another address, is never locked out by it.
    expect(
      (
        await t.call('POST', '/auth/login', {
          peer: '10.0.0.3',
          body: { email: t.emails.recruiter, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    // One address failing across many accounts is held back too, there only.
    for (let i = 0; i < 6; i += 1) {
      await t.call('POST', '/auth/login', {
        peer: '10.0.0.9',
        body: { email: `guess${i}@example.com`, password: 'wrong password' },
      });
    }
    const admin = (peer: string) =>
      t.call('POST', '/auth/login', { peer, body: { email: t.emails.admin, password: PASSWORD } });
    expect((await admin('10.0.0.9')).status).toBe(429);
    expect((await admin('10.0.0.4')).status).toBe(200);
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped one as its IPv4, in every limit that counts addresses', async () => {
    t.open({
      limits: {
        signInPerAddress: { points: 2, duration: 600 },
        passwordPerAddress: { points: 2, duration: 600 },
        submitPerAddress: { points: 2, duration: 600 },
        resetPerAddress: { points: 2, duration: 600 },
      },
    });
    // Each limit, by a request it counts (a fresh email each time: only the address repeats).
    const requests: Record<string, (peer: string) => Promise<{ status: number }>> = {
      'sign-ins': (peer) =>
        t.call('POST', '/auth/login', {
          peer,
          body: { email: `${t.unique('guess')}@example.com`, password: 'a wrong password' },
        }),
      'setting a password': (peer) =>
        t.call('POST', '/invitations/not-a-real-token/accept', {
          peer,
          body: { name: 'Eve', password: PASSWORD },
        }),
      applications: (peer) =>
        t.call('POST', `/assessments/${t.activeJob}/submit`, { peer, body: t.applicant() }),
      'reset links': (peer) =>
        t.call('POST', '/auth/forgot-password', {
          peer,
          body: { email: `${t.unique('lost')}@example.com` },
        }),
    };
    const statuses: Record<string, number[]> = {};
    for (const [what, send] of Object.entries(requests)) {
      const n = Object.keys(statuses).length;
      statuses[what] = [
        // Two addresses of one /64, then a third of it: held back.
        (await send(`2001:db8:${n}:1::1`)).status,
        (await send(`2001:db8:${n}:1:8000:ffff:1234:5`)).status,
        (await send(`2001:db8:${n}:1::9`)).status,
        // The next /64 is another network: it passes.
        (await send(`2001:db8:${n}:2::1`)).status,
        // An IPv4 address and its IPv4-mapped IPv6 form are one address.
        (await send(`192.0.2.${n}`)).status,
        (await send(`::ffff:192.0.2.${n}`)).status,
        (await send(`192.0.2.${n}`)).status,
      ];
    }
    expect(statuses).toEqual({
      'sign-ins': [401, 401, 429, 401, 401, 401, 429],
      'setting a password': [404, 404, 429, 404, 404, 404, 429],
      applications: [201, 201, 429, 201, 201, 201, 429],
      'reset links': [202, 202, 429, 202, 202, 202, 429],
    });
  });

  it('behind one trusted proxy, counts the address the proxy saw: a forged X-Forwarded-For dodges nothing', async () => {
    t.open({ trustProxy: 1 });
    const guess = (forged: string, password: string) =>
      t.call('POST', '/auth/login', {
        peer: '10.0.0.2',
        headers: { 'X-Forwarded-For': `${forged}, 198.51.100.7` },
        body: { email: t.emails.recruiter, password },
      });
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
      statuses.push((await guess(forged, 'wrong guess!')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Nor can it aim the limit at someone else: the member behind another address signs in.
    const member = await t.call('POST', '/auth/login', {
      peer: '10.0.0.2',
      headers: { 'X-Forwarded-For': '198.51.100.8' },
      body: { email: t.emails.recruiter, password: PASSWORD },
    });
    expect(member.status).toBe(200);
  });

  it('checks no more passwords than the limit in a parallel burst: a right guess in it gets no session', async () => {
    const checked = vi.mocked(verifyPassword).mock.calls.length;
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 29 ? PASSWORD : `wrong guess ${i}`,
    );
    const answers = await Promise.all(
      guesses.map((password) =>
        t.call('POST', '/auth/login', {
          peer: '10.5.5.5',
          body: { email: t.emails.recruiter, password },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    // Nothing answered 429 was checked; the right guess came after the limit, so it opened nothing.
    expect(vi.mocked(verifyPassword).mock.calls.length - checked).toBe(3);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.some((answer) => answer.headers.get('set-cookie'))).toBe(false);
  });

  it('hashes no password for a setup after setup or a link that is not valid, and limits both', async () => {
    const hashed = vi.mocked(hashPassword).mock.calls.length;
    const again = await t.call('POST', '/auth/setup', {
      peer: '10.4.4.4',
      body: { name: 'Eve', email: 'eve@example.com', password: PASSWORD },
    });
    const unknown = await t.call('POST', '/invitations/not-a-real-token/accept', {
      peer: '10.4.4.4',
      body: { name: 'Eve', password: PASSWORD },
    });
    expect([again.status, unknown.status]).toEqual([409, 404]);
    expect(vi.mocked(hashPassword).mock.calls.length - hashed).toBe(0);
    t.open({ limits: { passwordPerAddress: { points: 2, duration: 600 } } });
    const setup = { name: 'Eve', email: 'eve@example.com', password: PASSWORD };
    const statuses = [];
    for (const [path, body] of [
      ['/auth/setup', setup],
      ['/invitations/nope/accept', { name: 'Eve', password: PASSWORD }],
      ['/auth/setup', setup],
    ] as const)
      statuses.push((await t.call('POST', path, { peer: '10.4.4.5', body })).status);
    expect(statuses).toEqual([409, 404, 429]);
  });

  it('reads a bounded number of uploads at once: one more waits for a 503, then passes', async () => {
    t.open({ uploadsInFlight: 1 });
    const boundary = 'tfbound';
    const form = (name: string, email: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${JSON.stringify({ name, email, answers: {} })}\r\n--${boundary}--\r\n`;
    const upload = (body: BodyInit, peer: string) =>
      t.app.fetch(
        new Request(`${ORIGIN}/api/assessments/${t.activeJob}/submit`, {
          method: 'POST',
          headers: {
            Origin: ORIGIN,
            Host: new URL(ORIGIN).host,
            'x-test-peer': peer,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
          duplex: 'half',
        } as RequestInit),
      );
    // A slow upload: its form arrives only when `finish` is called.
    let finish!: () => void;
    const arrived = new Promise<void>((resolve) => (finish = resolve));
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const slowBody = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          reading();
          await arrived;
          controller.enqueue(new TextEncoder().encode(form('Sue Slow', 'sue@example.com')));
          controller.close();
        },
        // Pulled only when the form is read, never ahead.
      },
      { highWaterMark: 0 },
    );
    const slow = upload(slowBody, '10.8.0.1');
    // The form is being read: the upload is in flight.
    await read;
    const busy = await upload(form('Bo Busy', 'bo@example.com'), '10.8.0.2');
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await busy.json()).error.message).toContain('Nothing was saved');
    finish();
    expect((await slow).status).toBe(201);
    expect((await upload(form('Bo Busy', 'bo@example.com'), '10.8.0.2')).status).toBe(201);
  });

  it('works on a few of one member’s requests at once: more wait their turn, a flood is refused, others pass', async () => {
    t.open({ memberConcurrency: 1, memberQueue: 1 });
    const rita = await t.signIn('recruiter');
    const ivan = await t.signIn('interviewer');
    // A request that holds its turn until `finish`: its body (of a declared length) arrives late.
    let finish!: () => void;
    const arrived = new Promise<void>((resolve) => (finish = resolve));
    const note = new TextEncoder().encode(JSON.stringify({ text: 'Slow note' }));
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          reading();
          await arrived;
          controller.enqueue(note);
          controller.close();
        },
        // Pulled only when the handler reads, never ahead.
      },
      { highWaterMark: 0 },
    );
    const slow = t.app.fetch(
      new Request(`${ORIGIN}/api/candidates/${t.candidateId}/notes`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          Host: new URL(ORIGIN).host,
          Cookie: rita,
          'Content-Type': 'application/json',
          'Content-Length': String(note.length),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    // Its handler reads the body: the request has its turn.
    await read;
    // Two more of Rita's: one waits its turn, the other finds the queue full and is refused at once.
    const settled: number[] = [];
    const more = [1, 2].map(() =>
      t.call('GET', '/jobs', { cookie: rita }).then((answer) => {
        settled.push(answer.status);
        return answer;
      }),
    );
    const flood = await Promise.race(more);
    expect(flood.status).toBe(429);
    expect(flood.body.error.message).toContain('Too many requests from your account at once');
    // Another member is not held up by Rita's requests; Rita's waiting one still waits.
    expect((await t.call('GET', '/jobs', { cookie: ivan })).status).toBe(200);
    expect(settled).toEqual([429]);
    finish();
    expect((await slow).status).toBe(201);
    expect((await Promise.all(more)).map((answer) => answer.status).sort()).toEqual([200, 429]);
  });

  it('lets a member open at most 20 live streams (a 429 past that) and the instance a bounded number (a 503)', async () => {
    t.open({}, { maxPerMember: 2, maxStreams: 3 });
    const rita = await t.signIn('recruiter');
    const ivan = await t.signIn('interviewer');
    const stream = (cookie: string) =>
      t.app.fetch(
        new Request(`${ORIGIN}/api/events`, {
          headers: { Cookie: cookie, Host: new URL(ORIGIN).host },
        }),
      );
    const first = await stream(rita);
    const second = await stream(rita);
    const third = await stream(rita);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stream(ivan)).status).toBe(200);
    const full = await stream(ivan);
    expect(full.status).toBe(503);
    // One closes: its slot is free again.
    await first.body!.cancel();
    await expect
      .poll(async () => {
        const again = await stream(rita);
        if (again.status === 200) await again.body!.cancel();
        return again.status;
      })
      .toBe(200);
    await second.body!.cancel();
  });

  it('holds back a flood of applications from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await t.call('POST', `/assessments/${t.activeJob}/submit`, {
            peer: '10.9.9.9',
            body: t.applicant(),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(
      (
        await t.call('POST', `/assessments/${t.activeJob}/submit`, {
          peer: '10.9.9.8',
          body: t.applicant(),
        })
      ).status,
    ).toBe(201);
  });
}
