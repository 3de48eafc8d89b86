import ICAL from 'ical.js';
import { api, snapshotDb } from '@/test/api';
import { candidateInTech } from '@/test/builders';

/** Scheduling interviews, changing and cancelling them, and their calendar invitations. */

const candidate = () => candidateInTech();

const TECH = {
  planInterviewId: 'technical-interview',
  startsAt: '2026-12-01T09:30:00Z',
  durationMinutes: 60,
  interviewerIds: [1, 2],
  location: '  Pier 4, room “Kiel”  ',
  videoUrl: 'https://meet.example.com/abc',
  instructions: 'Ask about night landings.',
};

/** The one event of an invitation, parsed by Mozilla's ical.js. */
async function invite(id: number) {
  const response = await fetch(`http://localhost/api/interviews/${id}/invite.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    status: event.getFirstPropertyValue('status'),
    organizer: event.getFirstPropertyValue('organizer'),
  };
}

describe('scheduling an interview', () => {
  it('keeps it in UTC with the plan’s name, lists it, and says so on the timeline', async () => {
    const { jobId, candidateId } = await candidate();
    const made = await api('POST', `/candidates/${candidateId}/interviews`, TECH);
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      interview: {
        id: expect.any(Number),
        candidateId,
        jobId,
        planInterviewId: 'technical-interview',
        name: 'Technical interview',
        startsAt: '2026-12-01T09:30:00.000Z',
        durationMinutes: 60,
        interviewerIds: [1, 2],
        location: 'Pier 4, room “Kiel”',
        videoUrl: 'https://meet.example.com/abc',
        instructions: 'Ask about night landings.',
        status: 'scheduled',
        sequence: 0,
      },
      overlaps: [],
    });
    const listed = await api('GET', `/candidates/${candidateId}/interviews`);
    expect(listed.body).toEqual({ interviews: [made.body.interview] });
    const timeline = (await api('GET', `/candidates/${candidateId}/timeline`)).body;
    expect(timeline.at(-1)).toMatchObject({
      stage: 'tech',
      notes: 'Technical interview scheduled',
    });
    const window = await api(
      'GET',
      `/interviews?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z&jobId=${jobId}`,
    );
    // A list across candidates names each interview's candidate.
    expect(window.body).toEqual({
      interviews: [{ ...made.body.interview, candidateName: 'Hana Hand' }],
    });
    expect(
      (await api('GET', '/interviews?from=2026-12-02T00:00:00Z&to=2026-12-03T00:00:00Z')).body,
    ).toEqual({ interviews: [] });
  });

  it('refuses to book an interviewer twice at once (409, nothing written); back to back is fine', async () => {
    const { candidateId } = await candidate();
    const first = (await api('POST', `/candidates/${candidateId}/interviews`, TECH)).body.interview;
    const before = await snapshotDb();
    const second = await api('POST', `/candidates/${candidateId}/interviews`, {
      ...TECH,
      planInterviewId: 'final-interview',
      startsAt: '2026-12-01T10:15:00Z',
      interviewerIds: [3, 2],
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/already has an interview at that time/);
    expect(await snapshotDb()).toEqual(before);
    // Back to back is no overlap; nor is another interviewer at the same time.
    const third = await api('POST', `/candidates/${candidateId}/interviews`, {
      ...TECH,
      startsAt: '2026-12-01T10:30:00Z',
      interviewerIds: [1, 2],
    });
    expect(third.status).toBe(201);
    expect(third.body.overlaps).toEqual([]);
    const beside = await api('POST', `/candidates/${candidateId}/interviews`, {
      ...TECH,
      interviewerIds: [3],
    });
    expect(beside.status).toBe(201);
    // Moved onto another's time: refused; moved away from it, or cancelled, frees the time.
    const onto = await api('PATCH', `/interviews/${beside.body.interview.id}`, {
      interviewerIds: [2],
    });
    expect(onto.status).toBe(409);
    expect((await api('PATCH', `/interviews/${first.id}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    expect(
      (await api('PATCH', `/interviews/${beside.body.interview.id}`, { interviewerIds: [2] }))
        .status,
    ).toBe(200);
  });

  it('restores a backup whose interviews overlap, as they could before: nothing is lost', async () => {
    const { candidateId } = await candidate();
    const first = (await api('POST', `/candidates/${candidateId}/interviews`, TECH)).body.interview;
    const backup = (await api('GET', '/backup')).body;
    const twin = {
      ...backup.tables.interviews[0],
      id: first.id + 1,
      startsAt: '2026-12-01T10:00:00.000Z',
    };
    backup.tables.interviews.push(twin);
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    const listed = (await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews;
    expect(listed.map((i: { id: number }) => i.id)).toEqual([first.id, twin.id]);
    // From then on, the time is taken.
    const third = await api('POST', `/candidates/${candidateId}/interviews`, {
      ...TECH,
      startsAt: '2026-12-01T10:15:00Z',
    });
    expect(third.status).toBe(409);
  });

  it('books one of two schedulings of one slot sent at once, and refuses the other', async () => {
    const { candidateId } = await candidate();
    const { candidateId: otherId } = await candidate();
    const answers = await Promise.all([
      api('POST', `/candidates/${candidateId}/interviews`, TECH),
      api('POST', `/candidates/${otherId}/interviews`, { ...TECH, interviewerIds: [2] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const booked = await api(
      'GET',
      '/interviews?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z',
    );
    expect(booked.body.interviews).toHaveLength(1);
  });

  it('refuses what cannot be scheduled with 400, and writes nothing', async () => {
    const { candidateId } = await candidate();
    const before = await snapshotDb();
    for (const [body, message] of [
      [{ ...TECH, planInterviewId: 'sea-trial' }, 'no interview “sea-trial”'],
      [{ ...TECH, interviewerIds: [99] }, 'Interviewer 99 is not a member'],
      [{ ...TECH, interviewerIds: [] }, 'must name at least one interviewer.'],
      [{ ...TECH, interviewerIds: [1, 1] }, 'must name each interviewer once.'],
      [{ ...TECH, startsAt: '2026-12-01 09:30' }, 'must be a time in UTC'],
      [{ ...TECH, startsAt: '2026-12-01T09:30:00+01:00' }, 'must be a time in UTC'],
      [{ ...TECH, videoUrl: 'javascript:alert(1)' }, 'must be an http or https link.'],
      [{ ...TECH, durationMinutes: 600 }, 'must be at most 480 minutes.'],
      [{ ...TECH, room: 4 }, 'room'],
    ] as const) {
      const answer = await api('POST', `/candidates/${candidateId}/interviews`, body);
      expect({ message, status: answer.status }).toEqual({ message, status: 400 });
      expect(answer.body.error.message).toContain(message);
    }
    expect(await snapshotDb()).toEqual(before);
    expect((await api('POST', '/candidates/9999/interviews', TECH)).status).toBe(404);
  });
});

describe('scorecards due', () => {
  it('lists interviews over, not cancelled, whose scorecards are missing, from the last 90 days', async () => {
    const { candidateId } = await candidate();
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const schedule = async (startsAt: string, durationMinutes = 60) =>
      (
        await api('POST', `/candidates/${candidateId}/interviews`, {
          ...TECH,
          startsAt,
          durationMinutes,
        })
      ).body.interview.id as number;
    const done = await schedule(ago(30));
    const half = await schedule(ago(26));
    const running = await schedule(ago(0.5));
    const called = await schedule(ago(50));
    const old = await schedule(ago(24 * 95));
    await api('PATCH', `/interviews/${called}`, { status: 'cancelled' });
    for (const interviewerId of [1, 2])
      await api('PUT', `/interviews/${done}/scorecards/mine?interviewerId=${interviewerId}`, {
        recommendation: 'yes',
        submit: true,
      });
    await api('PUT', `/interviews/${half}/scorecards/mine?interviewerId=1`, {
      recommendation: 'no',
      submit: true,
    });
    const due = await api('GET', '/interviews?due=1');
    expect(due.status).toBe(200);
    // Browser mode: any interviewer's card missing; not one still running, cancelled, or too old.
    expect(due.body.interviews.map((i: { id: number }) => i.id)).toEqual([half]);
    expect([done, running, called, old]).not.toContain(due.body.interviews[0].id);
    expect((await api('GET', '/interviews?due=yes')).status).toBe(400);
  });
});

describe('changing an interview', () => {
  it('reschedules it with a higher sequence, cancels it, and then refuses to change it', async () => {
    const { candidateId } = await candidate();
    const made = (await api('POST', `/candidates/${candidateId}/interviews`, TECH)).body.interview;
    const moved = await api('PATCH', `/interviews/${made.id}`, {
      startsAt: '2026-12-02T13:00:00Z',
      location: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.interview).toMatchObject({
      startsAt: '2026-12-02T13:00:00.000Z',
      location: null,
      videoUrl: TECH.videoUrl,
      sequence: 1,
      status: 'scheduled',
    });
    const cancelled = await api('PATCH', `/interviews/${made.id}`, { status: 'cancelled' });
    expect(cancelled.body.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    const notes = (await api('GET', `/candidates/${candidateId}/timeline`)).body.map(
      (entry: { notes: string }) => entry.notes,
    );
    expect(notes.slice(-3)).toEqual([
      'Technical interview scheduled',
      'Technical interview rescheduled',
      'Technical interview cancelled',
    ]);
    const again = await api('PATCH', `/interviews/${made.id}`, { durationMinutes: 30 });
    expect(again.status).toBe(409);
    expect((await api('PATCH', '/interviews/9999', { durationMinutes: 30 })).status).toBe(404);
    expect((await api('PATCH', `/interviews/${made.id}`, {})).status).toBe(400);
    expect((await api('PATCH', `/interviews/${made.id}`, { status: 'done' })).status).toBe(400);
  });

  it('goes with its candidate when they are erased', async () => {
    const { candidateId } = await candidate();
    await api('POST', `/candidates/${candidateId}/interviews`, TECH);
    expect((await api('DELETE', `/candidates/${candidateId}`)).status).toBe(204);
    expect((await snapshotDb()).interviews).toEqual([]);
  });
});

describe('interviews follow their candidate', () => {
  const HOUR = 3_600_000;
  /** A new candidate in Tech with an interview in two days and one under way. */
  // Each candidate's panel apart, at the same times: nobody is booked twice.
  async function interviewing(title: string, name: string, interviewerIds = [1, 2]) {
    const { jobId, candidateId } = await candidateInTech(title, name);
    const schedule = async (startsAt: number) =>
      (
        await api('POST', `/candidates/${candidateId}/interviews`, {
          ...TECH,
          startsAt: new Date(startsAt).toISOString(),
          interviewerIds,
        })
      ).body.interview as { id: number };
    const underWay = await schedule(Date.now() - HOUR / 4);
    const coming = await schedule(Date.now() + 48 * HOUR);
    return { jobId, candidateId, underWay: underWay.id, coming: coming.id };
  }
  const statuses = async (candidateId: number) =>
    Object.fromEntries(
      (await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews.map(
        (i: { id: number; status: string; sequence: number }) => [i.id, [i.status, i.sequence]],
      ),
    );
  const lastNote = async (candidateId: number) =>
    (await api('GET', `/candidates/${candidateId}/timeline`)).body.at(-1).notes;

  const REJECTIONS: Array<[string, (jobId: number, candidateId: number) => Promise<number>]> = [
    [
      'a rejection with a reason',
      async (_, id) => (await api('POST', `/candidates/${id}/reject`, { reason: 'Other' })).status,
    ],
    [
      'a move to Rejected',
      async (_, id) => (await api('PATCH', `/candidates/${id}`, { stage: 'rejected' })).status,
    ],
    [
      'a bulk rejection',
      async (jobId) =>
        (
          await api('POST', '/candidates/bulk', {
            filter: { jobId },
            action: { type: 'reject', reason: 'Other' },
          })
        ).status,
    ],
    [
      'a bulk move to Rejected',
      async (jobId) =>
        (
          await api('POST', '/candidates/bulk', {
            filter: { jobId },
            action: { type: 'move', stage: 'rejected' },
          })
        ).status,
    ],
  ];
  it.each(REJECTIONS)(
    '%s cancels the interviews still to come, not one under way',
    async (how, reject) => {
      const { jobId, candidateId, underWay, coming } = await interviewing(how, 'Rhea Reject');
      expect(await reject(jobId, candidateId)).toBe(200);
      expect(await statuses(candidateId)).toEqual({
        [underWay]: ['scheduled', 0],
        [coming]: ['cancelled', 1],
      });
      expect(await lastNote(candidateId)).toBe(
        'Technical interview cancelled: the candidate was rejected',
      );
    },
  );

  it('archiving a job cancels its candidates’ interviews still to come, and no other job’s', async () => {
    const archived = await interviewing('Deckhand', 'Ada Archive');
    const other = await interviewing('Boatswain', 'Otto Other', [3]);
    expect((await api('PATCH', `/jobs/${archived.jobId}`, { status: 'archived' })).status).toBe(
      200,
    );
    expect(await statuses(archived.candidateId)).toEqual({
      [archived.underWay]: ['scheduled', 0],
      [archived.coming]: ['cancelled', 1],
    });
    expect(await lastNote(archived.candidateId)).toBe(
      'Technical interview cancelled: the job was archived',
    );
    expect(await statuses(other.candidateId)).toEqual({
      [other.underWay]: ['scheduled', 0],
      [other.coming]: ['scheduled', 0],
    });
    // Archiving again, or editing the archived job, cancels nothing more.
    expect((await api('PATCH', `/jobs/${archived.jobId}`, { title: 'Deckhand II' })).status).toBe(
      200,
    );
    expect(await statuses(archived.candidateId)).toEqual({
      [archived.underWay]: ['scheduled', 0],
      [archived.coming]: ['cancelled', 1],
    });
  });

  it('a move to another stage leaves them as they are', async () => {
    const { candidateId, underWay, coming } = await interviewing('Pilot', 'Mo Mover');
    expect((await api('PATCH', `/candidates/${candidateId}`, { stage: 'offer' })).status).toBe(200);
    expect(await statuses(candidateId)).toEqual({
      [underWay]: ['scheduled', 0],
      [coming]: ['scheduled', 0],
    });
  });
});

describe('the calendar invitation', () => {
  it('is one event in UTC whose UID stays and whose SEQUENCE grows, and a cancelled one cancels', async () => {
    const { candidateId } = await candidate();
    const made = (await api('POST', `/candidates/${candidateId}/interviews`, TECH)).body.interview;
    const first = await invite(made.id);
    expect(first).toEqual({
      method: 'REQUEST',
      uid: `interview-${made.id}@talentflow`,
      sequence: 0,
      start: '2026-12-01T09:30:00.000Z',
      startIsUtc: true,
      end: '2026-12-01T10:30:00.000Z',
      summary: 'Technical interview: Hana Hand for Harbour Pilot',
      location: 'Pier 4, room “Kiel”',
      url: 'https://meet.example.com/abc',
      status: 'CONFIRMED',
      organizer: 'mailto:no-reply@talentflow.invalid',
    });
    await api('PATCH', `/interviews/${made.id}`, { startsAt: '2026-12-03T08:00:00Z' });
    const moved = await invite(made.id);
    expect(moved).toMatchObject({ uid: first.uid, sequence: 1, start: '2026-12-03T08:00:00.000Z' });
    await api('PATCH', `/interviews/${made.id}`, { status: 'cancelled' });
    expect(await invite(made.id)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect((await fetch('http://localhost/api/interviews/9999/invite.ics')).status).toBe(404);
  });
});
