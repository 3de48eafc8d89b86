import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { SCHEDULING_LINK_MASK } from '@/domain/outbox';
import type { StoredEmail } from '../../../store/types';
import { deliverer } from '../../mail/delivery';
import type { TeamFixture } from './fixture';

/**
 * The team access suite: a member's own calendar read for busy times (only times kept, its
 * address never answered back), counted by the free slots, its failures shown, and forgotten.
 */
export function describeScheduling(t: TeamFixture): void {
  describe('a member’s own calendar', () => describeBusyCalendars(t));
  describe('a candidate’s scheduling link', () => describeSchedulingLinks(t));
}

function describeSchedulingLinks(t: TeamFixture): void {
  /** The start and SEQUENCE of the event in a message's .ics. */
  const eventOf = (message: StoredEmail | undefined) => {
    const root = new ICAL.Component(ICAL.parse(message!.calendar!));
    const event = root.getFirstSubcomponent('vevent')!;
    return {
      method: root.getFirstPropertyValue('method'),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      sequence: event.getFirstPropertyValue('sequence'),
    };
  };
  /** The messages to one address of one kind, newest first. */
  const mailTo = async (to: string, kind: StoredEmail['kind']) =>
    (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
      (m) => m.to === to && m.kind === kind,
    );

  it('emails the candidate a link made as the message leaves; booking invites the panel and the candidate', async () => {
    const ivan = await t.signIn('interviewer');
    const rita = await t.signIn('recruiter');
    const weekday = [{ start: '09:00', end: '17:00' }];
    await t.call('PUT', '/availability/mine', {
      cookie: ivan,
      body: {
        timeZone: 'UTC',
        weekly: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday },
        overrides: [],
      },
    });
    const email = `pia-${crypto.randomUUID()}@example.com`;
    const candidate = await t.call('POST', '/candidates', {
      cookie: rita,
      body: { name: 'Pia Picker', email, jobId: t.activeJob, source: 'sourced' },
    });
    expect(candidate.status, candidate.text).toBe(201);
    const made = await t.call('POST', `/candidates/${candidate.body.id}/scheduling-links`, {
      cookie: rita,
      body: {
        planInterviewId: 'technical-interview',
        duration: 45,
        interviewerIds: [t.ids.interviewer],
        window: {
          from: new Date(Date.now() + 86_400_000).toISOString(),
          to: new Date(Date.now() + 15 * 86_400_000).toISOString(),
        },
        minNoticeHours: 2,
      },
    });
    expect(made.status, made.text).toBe(201);
    // A team server emails the link: it is never answered.
    expect(made.text).not.toMatch(/schedule\/|tokenHash/);

    const [kept] = await mailTo(email, 'scheduling-link');
    expect(kept?.text).toContain(SCHEDULING_LINK_MASK);
    const delivered: StoredEmail[] = [];
    await t.store.settleEmail(kept!.id, { state: 'queued', error: 'waiting for a mail server' });
    await deliverer(
      t.store,
      { send: async (message) => void delivered.push(message), close: async () => {} },
      { linkBase: 'https://jobs.example.com' },
    )({ id: kept!.id, retryCount: 0, retryLimit: 3 });
    const token = /https:\/\/jobs\.example\.com\/schedule\/([A-Za-z0-9_-]{43})/.exec(
      delivered[0]?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    expect((await t.store.query((tx) => tx.outbox.get(kept!.id)))?.text).not.toContain(token);

    const page = await t.call('GET', `/scheduling-links/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({ candidateName: 'Pia Picker', status: 'open' });
    const [first, second] = page.body.slots as Array<{ start: string }>;
    const booked = await t.call('POST', `/scheduling-links/${token}/book`, {
      body: { start: first!.start },
    });
    expect(booked.status, booked.text).toBe(200);
    // Both sides get the invitation, with the booked time in its .ics.
    const ivanEmail = (await t.store.query((tx) => tx.accounts.getUser(t.ids.interviewer!)))!.email;
    const invited = eventOf((await mailTo(ivanEmail, 'interview'))[0]);
    expect(invited).toMatchObject({ method: 'REQUEST', start: first!.start, sequence: 0 });
    const own = eventOf((await mailTo(email, 'interview-invitation'))[0]);
    expect(own).toMatchObject({ method: 'REQUEST', start: first!.start });

    // The one change: a new time, sent to both as an update.
    const moved = await t.call('POST', `/scheduling-links/${token}/reschedule`, {
      body: { start: second!.start },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(eventOf((await mailTo(email, 'interview-invitation'))[0])).toMatchObject({
      start: second!.start,
      sequence: 1,
    });
    expect((await t.call('POST', `/scheduling-links/${token}/cancel`)).status).toBe(409);
  });
}

function describeBusyCalendars(t: TeamFixture): void {
  // Mondays at 10:00 in Berlin, as Google publishes a feed (a TZID with no VTIMEZONE).
  const FEED = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:standup-1@google.com',
    'DTSTAMP:20291201T000000Z',
    'DTSTART;TZID=Europe/Berlin:20291231T100000',
    'DTEND;TZID=Europe/Berlin:20291231T110000',
    'RRULE:FREQ=WEEKLY;BYDAY=MO',
    'SUMMARY:Board meeting about the merger',
    'LOCATION:Secret room',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  let server: Server;
  let answer: { status: number; body: string };
  let base: string;
  beforeEach(async () => {
    answer = { status: 200, body: FEED };
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'Content-Type': 'text/calendar' });
      res.end(answer.body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Blocks are kept from the server's today: a day of 2030, ahead of any real clock.
    t.clock = new Date('2030-01-02T10:00:00.000Z');
  });
  afterEach(async () => {
    await new Promise((done) => server.close(done));
    t.open();
  });

  const MONDAY = 'from=2030-01-07T00:00:00Z&to=2030-01-08T00:00:00Z';

  it('reads a member’s calendar for busy times: the slots leave them out, the answer never holds the address', async () => {
    t.open({ webhooks: { allowPrivate: true } });
    const ivan = await t.signIn('interviewer');
    const rita = await t.signIn('recruiter');
    // Mornings in Berlin: 08:00 to 11:00 UTC in January.
    await t.call('PUT', '/availability/mine', {
      cookie: ivan,
      body: {
        timeZone: 'Europe/Berlin',
        weekly: { mon: [{ start: '09:00', end: '12:00' }] },
        overrides: [],
      },
    });
    const slots = async () =>
      (
        await t.call(
          'GET',
          `/scheduling/slots?interviewerIds=${t.ids.interviewer}&duration=60&${MONDAY}`,
          {
            cookie: rita,
          },
        )
      ).body.slots.map((s: { start: string }) => s.start.slice(11, 16));
    expect(await slots()).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);

    const secret = `${base}/calendar/ical/ivan%40example.com/private-5f1d2e/basic.ics`;
    const connected = await t.call('PUT', '/calendar/busy', {
      cookie: ivan,
      body: { url: secret },
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      host: '127.0.0.1',
      syncedAt: '2030-01-02T10:00:00.000Z',
      error: null,
    });
    expect(connected.text).not.toContain('private-5f1d2e');
    expect((await t.call('GET', '/calendar/busy', { cookie: ivan })).text).not.toContain(
      'private-5f1d2e',
    );
    // Busy 10:00 to 11:00 Berlin (09:00 to 10:00 UTC).
    expect(await slots()).toEqual(['08:00', '10:00']);
    // Only times are kept: no title or place in any table.
    const rows = await t.store.query(async (tx) =>
      tx.accounts.busyBlocks(
        [t.ids.interviewer!],
        Date.parse('2030-01-01'),
        Date.parse('2030-02-01'),
      ),
    );
    expect(rows.get(t.ids.interviewer!)).toHaveLength(4);
    expect(t.seen.join('\n')).not.toMatch(/merger|Secret room/);

    // Another member sees nothing of Ivan's calendar.
    expect((await t.call('GET', '/calendar/busy', { cookie: rita })).body.connected).toBe(false);

    // Forgotten: the slots are free again; a second time is a 404.
    expect((await t.call('DELETE', '/calendar/busy', { cookie: ivan })).status).toBe(204);
    expect(await slots()).toHaveLength(5);
    expect((await t.call('DELETE', '/calendar/busy', { cookie: ivan })).status).toBe(404);
  });

  it('shows why a reading failed, keeps what it read before, and goes on without it', async () => {
    t.open({ webhooks: { allowPrivate: true } });
    const ivan = await t.signIn('interviewer');
    const url = `${base}/feed.ics`;
    expect((await t.call('PUT', '/calendar/busy', { cookie: ivan, body: { url } })).status).toBe(
      200,
    );

    answer = { status: 500, body: 'oops' };
    t.clock = new Date('2030-01-02T10:15:00.000Z');
    const { busyCalendarsService } = await import('../../services/busy-calendars');
    const service = busyCalendarsService(t.store, {
      allowPrivate: true,
      now: () => t.clock.getTime(),
    });
    expect(await service.syncAll()).toBe(1);
    const failed = (await t.call('GET', '/calendar/busy', { cookie: ivan })).body;
    expect(failed).toMatchObject({
      connected: true,
      syncedAt: '2030-01-02T10:00:00.000Z',
      error: 'The calendar answered 500.',
      errorAt: '2030-01-02T10:15:00.000Z',
    });
    const kept = await t.store.query((tx) =>
      tx.accounts.busyBlocks(
        [t.ids.interviewer!],
        Date.parse('2030-01-01'),
        Date.parse('2030-02-01'),
      ),
    );
    expect(kept.get(t.ids.interviewer!)).toHaveLength(4);

    answer = { status: 200, body: '<html>Sign in to Google</html>' };
    await service.syncAll();
    expect((await t.call('GET', '/calendar/busy', { cookie: ivan })).body.error).toBe(
      'The calendar feed is not an iCalendar file.',
    );
    // A good reading clears the error.
    answer = { status: 200, body: FEED };
    await service.syncAll();
    expect((await t.call('GET', '/calendar/busy', { cookie: ivan })).body).toMatchObject({
      error: null,
      syncedAt: '2030-01-02T10:15:00.000Z',
    });
  });

  it('refuses a private address unless private networks are allowed, and what is not a web address', async () => {
    const ivan = await t.signIn('interviewer');
    const refused = await t.call('PUT', '/calendar/busy', {
      cookie: ivan,
      body: { url: `${base}/feed.ics` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/https:\/\/.*calendars go over HTTPS only/);
    const loopback = await t.call('PUT', '/calendar/busy', {
      cookie: ivan,
      body: { url: 'webcal://127.0.0.1/feed.ics' },
    });
    expect(loopback.status).toBe(400);
    expect(loopback.body.error.message).toMatch(/private, loopback or link-local/);
    expect(
      (await t.call('PUT', '/calendar/busy', { cookie: ivan, body: { url: 'not a url' } })).status,
    ).toBe(400);
    expect((await t.call('GET', '/calendar/busy', { cookie: ivan })).body.connected).toBe(false);
  });
}
