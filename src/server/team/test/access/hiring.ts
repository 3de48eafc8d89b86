import ICAL from 'ical.js';
import { dumpFileDatabase } from '@/test/backend';
import { ORIGIN, type TeamFixture } from './fixture';

/** The team access suite: the hiring data: applications, authors, moves and erasure. */
export function describeHiring(t: TeamFixture): void {
  it('tells an anonymous applicant nothing stored, for a known email as for a new one', async () => {
    // Cara is on the job: a recruiter made her an offer and noted her phone.
    await t.call('PATCH', `/candidates/${t.candidateId}`, {
      cookie: t.admin,
      body: { stage: 'offer', phone: '+1 555 0100' },
    });
    const read = async () => ({
      candidate: (await t.call('GET', `/candidates/${t.candidateId}`, { cookie: t.admin })).body,
      responses: (
        await t.call('GET', `/candidates/${t.candidateId}/responses`, { cookie: t.admin })
      ).body,
    });
    const before = await read();
    const known = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      peer: '10.7.7.7',
      body: { name: 'Imp Ostor', email: 'CARA@example.com', answers: { q1: 'Not Cara' } },
    });
    const fresh = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      peer: '10.7.7.7',
      body: { name: 'Nel New', email: 'nel@example.com', answers: {} },
    });
    expect([known.status, fresh.status]).toEqual([201, 201]);
    // The same answer's shape for both: a private status link, and nothing stored.
    const link = {
      received: true,
      statusUrl: expect.stringMatching(/\/my-application\/[\w-]{43}$/),
    };
    expect(known.body).toEqual(link);
    expect(fresh.body).toEqual(link);
    // The impostor's link shows their submission alone: not Cara's stage, nor her data.
    const impostor = new URL(known.body.statusUrl).pathname;
    expect((await t.call('GET', impostor)).body.status).toBe('received');
    expect((await t.call('GET', `${impostor}/data`)).text).not.toMatch(/Cara Candidate|555 0100/);
    for (const stored of ['Cara Candidate', 'offer', '555 0100', 'Nel New'])
      expect(`${known.text}${fresh.text}`).not.toContain(stored);
    // Nothing of Cara changed; the impostor's answers are a response marked as unverified.
    const after = await read();
    expect(after.candidate).toEqual(before.candidate);
    expect(after.responses).toHaveLength(before.responses.length + 1);
    expect(after.responses[0]).toMatchObject({ answers: { q1: 'Not Cara' }, unverified: true });
    // Members keep the full answer.
    const asMember = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      cookie: t.admin,
      body: { name: 'Cara Candidate', email: 'cara@example.com', answers: {} },
    });
    expect(asMember.body.candidate).toEqual(before.candidate);
  });

  it('names the member who wrote a note or moved a candidate', async () => {
    const rita = await t.signIn('recruiter');
    await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      cookie: rita,
      body: { text: 'Call back' },
    });
    await t.call('PATCH', `/candidates/${t.candidateId}`, {
      cookie: rita,
      body: { stage: 'tech' },
    });
    const author = { id: t.ids.recruiter, name: t.names.recruiter };
    expect(
      (await t.call('GET', `/candidates/${t.candidateId}/notes`, { cookie: t.admin })).body,
    ).toEqual([expect.objectContaining({ text: 'Call back', author })]);
    const timeline = (
      await t.call('GET', `/candidates/${t.candidateId}/timeline`, { cookie: t.admin })
    ).body;
    expect(timeline.at(-1)).toEqual(expect.objectContaining({ stage: 'tech', author }));
    // The applicant's own entry names nobody.
    expect(timeline[0]).not.toHaveProperty('author');
  });

  it('refuses a move over a colleague’s, naming who moved the candidate and where', async () => {
    const rita = await t.signIn('recruiter');
    await t.call('PATCH', `/candidates/${t.candidateId}`, {
      cookie: t.admin,
      body: { stage: 'rejected' },
    });
    const late = await t.call('PATCH', `/candidates/${t.candidateId}`, {
      cookie: rita,
      body: { stage: 'screen', fromStage: 'applied' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({
      code: 'moved_meanwhile',
      stage: 'rejected',
      movedBy: { id: t.ids.admin, name: t.names.admin },
      message: 'Ada Admin moved Cara Candidate to Rejected meanwhile.',
    });
    const timeline = (
      await t.call('GET', `/candidates/${t.candidateId}/timeline`, { cookie: t.admin })
    ).body;
    expect(timeline.at(-1)).toEqual(
      expect.objectContaining({
        stage: 'rejected',
        author: { id: t.ids.admin, name: t.names.admin },
      }),
    );
  });

  it('leaves nothing of an erased candidate anywhere in the database', async () => {
    // Cara sends a résumé; a recruiter notes her phone, writes a note and moves her.
    const resume = new TextEncoder().encode('Résumé of Dara Doyle, 12 Quiet Lane, Cork\n');
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({ name: 'Dara Doyle', email: 'dara.doyle@example.net', answers: {} }),
    );
    form.append('resume', new File([resume], 'dara-doyle-cv.txt'));
    const sent = await t.app.fetch(
      new Request(`${ORIGIN}/api/assessments/${t.activeJob}/submit`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host, Cookie: t.admin },
        body: form,
      }),
    );
    expect(sent.status).toBe(201);
    const dara = ((await sent.json()) as { candidate: { id: number } }).candidate.id;
    const rita = await t.signIn('recruiter');
    await t.call('PATCH', `/candidates/${dara}`, {
      cookie: rita,
      body: { phone: '+353 21 496 0199', stage: 'screen' },
    });
    await t.call('POST', `/candidates/${dara}/notes`, {
      cookie: rita,
      body: { text: 'Dara prefers calls after 4pm' },
    });
    // A mention emails the admin about her: the message goes with her too.
    await t.call('POST', `/candidates/${dara}/notes`, {
      cookie: rita,
      body: { text: '@Ada Admin Dara asked about relocation' },
    });
    const traces = [
      'Dara Doyle',
      'dara.doyle@example.net',
      'dara',
      '496 0199',
      'prefers calls after 4pm',
      'asked about relocation',
      'mentioned you on dara',
      'dara-doyle-cv',
      Buffer.from(resume).toString('hex'),
    ];
    // Before the erasure, every trace is there to find: the search below can fail.
    const before = (await dumpFileDatabase()).toLowerCase();
    for (const trace of traces) expect(before).toContain(trace.toLowerCase());
    expect((await t.call('DELETE', `/candidates/${dara}`, { cookie: rita })).status).toBe(204);
    const after = (await dumpFileDatabase()).toLowerCase();
    for (const trace of traces)
      expect({ trace, found: after.includes(trace.toLowerCase()) }).toEqual({
        trace,
        found: false,
      });
  });

  it('names the member who added a candidate by hand', async () => {
    const rita = await t.signIn('recruiter');
    const added = await t.call('POST', '/candidates', {
      cookie: rita,
      body: { name: 'Noor Named', email: 'noor@example.com', jobId: t.activeJob, source: 'agency' },
    });
    expect(added.status).toBe(201);
    const timeline = (
      await t.call('GET', `/candidates/${added.body.id}/timeline`, { cookie: t.admin })
    ).body;
    expect(timeline).toEqual([
      expect.objectContaining({
        stage: 'applied',
        notes: 'Added by hand (agency)',
        author: { id: t.ids.recruiter, name: t.names.recruiter },
      }),
    ]);
  });

  it('schedules team members as interviewers, invites them by address from the one who scheduled', async () => {
    const recruiter = await t.signIn('recruiter');
    const body = {
      planInterviewId: 'phone-screen',
      startsAt: '2026-12-07T15:00:00Z',
      durationMinutes: 30,
      interviewerIds: [t.ids.interviewer!, t.ids.admin!],
    };
    const refused = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: recruiter,
      body: { ...body, interviewerIds: [9999] },
    });
    expect(refused.status).toBe(400);
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: recruiter,
      body,
    });
    expect(made.status).toBe(201);
    const timeline = await t.call('GET', `/candidates/${t.candidateId}/timeline`, {
      cookie: recruiter,
    });
    expect(timeline.body.at(-1)).toMatchObject({
      notes: 'Phone screen scheduled',
      author: { id: t.ids.recruiter },
    });
    const file = await t.call('GET', `/interviews/${made.body.interview.id}/invite.ics`, {
      cookie: await t.signIn('interviewer'),
    });
    const calendar = new ICAL.Component(ICAL.parse(file.text));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      `mailto:${t.emails.recruiter}`,
    );
    expect(
      event
        .getAllProperties('attendee')
        .map((p) => String(p.getFirstValue()).toLowerCase())
        .sort(),
    ).toEqual([`mailto:${t.emails.admin}`, `mailto:${t.emails.interviewer}`].sort());
    // "Mine": the interviewer's own interviews only.
    const mine = await t.call(
      'GET',
      '/interviews?mine=1&from=2026-12-07T00:00:00Z&to=2026-12-08T00:00:00Z',
      { cookie: await t.signIn('interviewer') },
    );
    expect(mine.body.interviews.map((i: { id: number }) => i.id)).toEqual([made.body.interview.id]);
    const notMine = await t.call(
      'GET',
      '/interviews?mine=1&from=2026-12-07T00:00:00Z&to=2026-12-08T00:00:00Z',
      { cookie: recruiter },
    );
    expect(notMine.body.interviews).toEqual([]);
  });

  it('keeps feedback independent: an interviewer reads colleagues’ scorecards only after submitting their own', async () => {
    const [interviewer, admin, recruiter] = [
      await t.signIn('interviewer'),
      await t.signIn('admin'),
      await t.signIn('recruiter'),
    ];
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: recruiter,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-08T10:00:00Z',
        durationMinutes: 60,
        interviewerIds: [t.ids.interviewer!, t.ids.admin!],
      },
    });
    const id = made.body.interview.id as number;
    const adminCard = await t.call('PUT', `/interviews/${id}/scorecards/mine`, {
      cookie: admin,
      body: { takeaways: 'Sharp.', recommendation: 'strong_yes', submit: true },
    });
    expect(adminCard.status).toBe(200);
    expect(adminCard.body.scorecard.interviewerId).toBe(t.ids.admin);
    const read = (cookie: string) =>
      Promise.all([
        t.call('GET', `/candidates/${t.candidateId}/scorecards`, { cookie }),
        t.call('GET', `/interviews/${id}/scorecards`, { cookie }),
      ]);
    // Before their own is in, by the API, not only on screen; a draft is not enough.
    await t.call('PUT', `/interviews/${id}/scorecards/mine`, {
      cookie: interviewer,
      body: { takeaways: 'Thinking…', recommendation: 'yes', submit: false },
    });
    for (const answer of await read(interviewer)) {
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('Sharp.');
    }
    // Recruiters read them all, without writing one; nobody writes another's card.
    for (const answer of await read(recruiter)) expect(answer.status).toBe(200);
    const notTheirs = await t.call('PUT', `/interviews/${id}/scorecards/mine`, {
      cookie: recruiter,
      body: { recommendation: 'no', submit: true },
    });
    expect(notTheirs.status).toBe(403);
    const asOther = await t.call(
      'PUT',
      `/interviews/${id}/scorecards/mine?interviewerId=${t.ids.admin}`,
      { cookie: interviewer, body: { recommendation: 'no', submit: true } },
    );
    expect(asOther.status).toBe(400);

    await t.call('PUT', `/interviews/${id}/scorecards/mine`, {
      cookie: interviewer,
      body: { takeaways: 'Solid.', recommendation: 'yes', submit: true },
    });
    const [summary] = await read(interviewer);
    expect(summary!.status).toBe(200);
    expect(
      summary!.body.scorecards.map((c: { interviewerId: number; takeaways: string }) => [
        c.interviewerId,
        c.takeaways,
      ]),
    ).toEqual([
      [t.ids.admin, 'Sharp.'],
      [t.ids.interviewer, 'Solid.'],
    ]);
    expect(
      summary!.body.pending.filter((p: { interviewId: number }) => p.interviewId === id),
    ).toEqual([]);
  });

  it('gives each member a private calendar feed of their own interviews, shown once, renewed, and ended with the member', async () => {
    const [interviewer, recruiter] = [await t.signIn('interviewer'), await t.signIn('recruiter')];
    const schedule = async (startsAt: string, interviewerIds: number[]) =>
      (
        await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
          cookie: recruiter,
          body: { planInterviewId: 'phone-screen', startsAt, durationMinutes: 30, interviewerIds },
        })
      ).body.interview.id as number;
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const theirs = await schedule(soon(2), [t.ids.interviewer!]);
    const called = await schedule(soon(3), [t.ids.interviewer!, t.ids.admin!]);
    await schedule(soon(2), [t.ids.admin!]);
    await t.call('PATCH', `/interviews/${called}`, {
      cookie: recruiter,
      body: { status: 'cancelled' },
    });

    expect((await t.call('GET', '/calendar/feed', { cookie: interviewer })).body).toEqual({
      url: null,
      createdAt: null,
    });
    const made = await t.call('POST', '/calendar/feed', { cookie: interviewer });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is shown once: read again, the feed says only since when it exists.
    const status = await t.call('GET', '/calendar/feed', { cookie: interviewer });
    expect(status.body).toEqual({ url: null, createdAt: made.body.createdAt });
    expect(status.text).not.toContain(url.pathname.split('/').at(-1)!.slice(0, -4));

    const feed = await t.call('GET', url.pathname.replace(/^\/api/, ''));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const events = calendar.getAllSubcomponents('vevent').map((e) => ({
      uid: e.getFirstPropertyValue('uid'),
      status: e.getFirstPropertyValue('status'),
    }));
    expect(events).toEqual([
      { uid: `interview-${theirs}@talentflow`, status: 'CONFIRMED' },
      { uid: `interview-${called}@talentflow`, status: 'CANCELLED' },
    ]);

    // A new address ends the old one; a wrong one is 404 like any other.
    const renewed = await t.call('POST', '/calendar/feed', { cookie: interviewer });
    expect((await t.call('GET', url.pathname.replace(/^\/api/, ''))).status).toBe(404);
    const next = new URL(renewed.body.url).pathname.replace(/^\/api/, '');
    expect((await t.call('GET', next)).status).toBe(200);
    expect((await t.call('GET', `/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    // A deactivated member's feed says nothing more.
    await t.call('PATCH', `/users/${t.ids.interviewer}`, {
      cookie: t.admin,
      body: { active: false },
    });
    expect((await t.call('GET', next)).status).toBe(404);
  });
}
