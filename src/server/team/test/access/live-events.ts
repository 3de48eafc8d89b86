import type { ChangeEvent } from '@/domain/changes';
import { readSse } from '@/test/sse';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/**
 * The team access suite: the live event stream (`GET /api/events`). The team's two-factor rule
 * holds for it as for every route, and an interviewer's stream carries only the changes of the
 * candidates they may open (and those about no candidate).
 */
export function describeLiveEvents(t: TeamFixture): void {
  const open = (cookie: string) =>
    t.app.fetch(
      new Request(`${ORIGIN}/api/events`, {
        headers: { Cookie: cookie, Host: new URL(ORIGIN).host },
      }),
    );
  async function stream(cookie: string) {
    const response = await open(cookie);
    expect(response.status).toBe(200);
    const events = readSse(response);
    expect((await events.next()).event).toBe('ready');
    return {
      /** The changes up to the first that `last` picks, that one included. */
      async until(last: (change: ChangeEvent) => boolean): Promise<ChangeEvent[]> {
        const seen: ChangeEvent[] = [];
        for (;;) {
          const message = await events.nextNotPing();
          if (message.event !== 'change') continue;
          const change = JSON.parse(message.data) as ChangeEvent;
          seen.push(change);
          if (last(change)) return seen;
        }
      },
      ended: (ms: number) => events.ended(ms),
      close: () => events.close(),
    };
  }
  const about = (change: ChangeEvent, candidateId: number) =>
    ('candidateId' in change && change.candidateId === candidateId) ||
    (change.entity === 'candidate' && change.id === candidateId);
  const note = (candidateId: number, text: string) =>
    t.call('POST', `/candidates/${candidateId}/notes`, { cookie: t.admin, body: { text } });

  it('refuses the stream to a member without two-factor sign-in while the team requires it, and ends theirs', async () => {
    const rita = await t.signIn('recruiter');
    const before = await stream(rita);
    const setup = await t.call('POST', '/auth/two-factor/setup', { cookie: t.admin });
    await t.call('POST', '/auth/two-factor/enable', {
      cookie: t.admin,
      body: { password: PASSWORD, code: await t.codeAt(setup.body.secret) },
    });
    const required = await t.call('PUT', '/settings/security', {
      cookie: t.admin,
      body: { twoFactorRequired: true },
    });
    expect(required.status).toBe(200);
    const refused = await t.call('GET', '/events', { cookie: rita });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'two_factor_setup_required']);
    // A stream opened before the rule ends at its next heartbeat.
    expect(await before.ended(2_000)).toBe(true);
    // The admin, who uses it, still follows the team.
    expect((await open(t.admin)).status).toBe(200);
  });

  it('carries to an interviewer only the changes of the candidates they interview, and those of no candidate', async () => {
    const ivan = await stream(await t.signIn('interviewer'));
    const rita = await stream(await t.signIn('recruiter'));
    const other = await t.freshCandidate({ interviewed: false });
    const mine = t.candidateId;

    // Another candidate's note, then one of Ivan's: his stream has the second only.
    await note(other, 'Not for Ivan.');
    await note(mine, 'For Ivan.');
    const heard = await ivan.until((c) => c.entity === 'note' && c.candidateId === mine);
    expect(heard.filter((c) => about(c, other))).toEqual([]);
    // A recruiter's stream carries both.
    const all = await rita.until((c) => c.entity === 'note' && c.candidateId === mine);
    expect(all.some((c) => c.entity === 'note' && c.candidateId === other)).toBe(true);

    // An offer to his candidate is not his to hear of: the recruiter's stream has it, his not.
    const offered = await t.call('POST', `/candidates/${mine}/offers`, {
      cookie: t.admin,
      body: { salary: { amount: 40000, currency: 'EUR', period: 'year' }, startDate: '2027-02-01' },
    });
    expect(offered.status).toBe(201);
    await rita.until((c) => c.entity === 'offer' && c.candidateId === mine);
    await note(mine, 'After the offer.');
    const afterOffer = await ivan.until((c) => c.entity === 'note' && c.candidateId === mine);
    expect(afterOffer.filter((c) => c.entity === 'offer')).toEqual([]);

    // A change about no candidate reaches him as it was.
    await t.call('PATCH', `/jobs/${t.activeJob}`, { cookie: t.admin, body: { title: 'Nurse II' } });
    expect(await ivan.until((c) => c.entity === 'job')).toContainEqual({
      entity: 'job',
      action: 'edited',
      id: t.activeJob,
    });

    // Scheduled to interview the other candidate: he hears of it, then of their notes.
    const scheduled = await t.call('POST', `/candidates/${other}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-09T10:00:00Z',
        durationMinutes: 30,
        interviewerIds: [t.ids.interviewer],
      },
    });
    expect(scheduled.status).toBe(201);
    await note(other, 'Now his.');
    const now = await ivan.until((c) => c.entity === 'note' && c.candidateId === other);
    expect(now.find((c) => c.entity === 'interview')).toMatchObject({
      action: 'scheduled',
      candidateId: other,
    });

    // Cancelled: he is told (his page drops them), and hears nothing of them after.
    await t.call('PATCH', `/interviews/${scheduled.body.interview.id}`, {
      cookie: t.admin,
      body: { status: 'cancelled' },
    });
    await note(other, 'Not his any more.');
    await note(mine, 'Still his.');
    const after = await ivan.until(
      (c) => c.entity === 'note' && c.candidateId === mine && c.action === 'added',
    );
    expect(after.filter((c) => about(c, other))).toEqual([
      expect.objectContaining({ entity: 'interview', action: 'cancelled', candidateId: other }),
    ]);
    await ivan.close();
    await rita.close();
  });

  it('ends a recruiter’s stream made an interviewer meanwhile: the next one carries only their candidates', async () => {
    const rita = await t.signIn('recruiter');
    const before = await stream(rita);
    await t.call('PATCH', `/users/${t.ids.recruiter}`, {
      cookie: t.admin,
      body: { role: 'interviewer' },
    });
    expect(await before.ended(2_000)).toBe(true);
    const other = await t.freshCandidate({ interviewed: false });
    const after = await stream(rita);
    await note(other, 'Not hers.');
    await t.call('PATCH', `/jobs/${t.activeJob}`, { cookie: t.admin, body: { title: 'Nurse II' } });
    expect((await after.until((c) => c.entity === 'job')).filter((c) => about(c, other))).toEqual(
      [],
    );
    await after.close();
  });
}
