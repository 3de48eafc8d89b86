import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { DESKTOP, expect, expectAccessible, PHONE, shot, test } from '../fixtures';
import { addresses, freePort, startSmtpSink, type SmtpSink } from '../support/smtp';
import {
  ADMIN,
  migratedDataDir,
  need,
  startTeamServer,
  stopTeamServer,
  teamApi,
  type TeamServer,
} from '../support/team-server';
import { openContext } from '../support/team-ui';

/**
 * A candidate picks their interview's time on a team server (its own, on the embedded
 * PostgreSQL) that emails a real SMTP server in the test process: a recruiter sends the link; the
 * candidate opens it from the email in a browser with no session, at a phone's width, and books a
 * slot; the admin (the panel) and the candidate each receive the invitation, whose .ics calendars
 * read at the booked time.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/scheduling-link-shots';
mkdirSync(SHOTS, { recursive: true });

const CANDIDATE = { name: 'Pia Picker', email: 'pia.picker@example.com' };

let sink: SmtpSink | undefined;
let data: Awaited<ReturnType<typeof migratedDataDir>> | undefined;
let server: TeamServer | undefined;
let publicUrl = '';

const mail = () => need(sink, 'the mail server');
const api = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  teamApi(need(server, 'the server'), method, path, options);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  data = await migratedDataDir();
  server = await startTeamServer({
    ...data.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    SMTP_URL: sink.url,
  });
});

test.afterAll(async () => {
  await stopTeamServer(server);
  await sink?.stop();
  data?.remove();
});

/** The event of a message's text/calendar part, as a calendar reads it. */
function eventOf(message: ParsedMail) {
  const part = message.attachments.find((a) => a.contentType === 'text/calendar');
  const root = new ICAL.Component(ICAL.parse(need(part, 'the .ics').content.toString('utf8')));
  const event = root.getFirstSubcomponent('vevent')!;
  return {
    method: root.getFirstPropertyValue('method'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

const to = (address: string) => (message: ParsedMail) =>
  Boolean(message.to && addresses(message.to).includes(address));

test('the candidate books from the emailed link at a phone’s width; both sides get invitations calendars read', async ({
  browser,
}) => {
  const setup = await api('POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  const cookie = need(setup.cookie, 'the session cookie');
  const adminId = (await api('GET', '/auth/me', { cookie })).body.user.id as number;
  const job = await api('POST', '/jobs', { cookie, body: { title: 'Harbour Pilot' } });
  const candidate = await api('POST', '/candidates', {
    cookie,
    body: { ...CANDIDATE, jobId: job.body.id, source: 'referral' },
  });
  expect(candidate.status).toBe(201);
  const day = 86_400_000;
  const made = await api('POST', `/candidates/${candidate.body.id}/scheduling-links`, {
    cookie,
    body: {
      planInterviewId: 'technical-interview',
      duration: 45,
      interviewerIds: [adminId],
      window: {
        from: new Date(Date.now() + day).toISOString(),
        to: new Date(Date.now() + 15 * day).toISOString(),
      },
      minNoticeHours: 24,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  const invitation = await mail().waitFor(to(CANDIDATE.email));
  const link = /https?:\/\/\S+\/schedule\/[A-Za-z0-9_-]{43}/.exec(invitation.text ?? '')?.[0];
  expect(link?.startsWith(publicUrl)).toBe(true);

  const token = need(link, 'the scheduling link').split('/schedule/')[1];
  const offered = (await api('GET', `/scheduling-links/${token}`)).body.slots[0].start as string;

  const { context, page, errors } = await openContext(browser);
  await page.setViewportSize(PHONE);
  await page.goto(need(link, 'the scheduling link'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Technical interview for Harbour Pilot' }),
  ).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await shot(page, `${SHOTS}/open-phone.png`, { fullPage: true });

  const slots = page.locator('.scheduling-link-times button');
  await slots.first().click();
  const confirm = page.getByRole('region', { name: 'Confirm your time' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /^Book / }).click();
  const booked = page.getByRole('region', { name: 'Your interview is booked' });
  await expect(booked).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeFocused();
  await expect(booked.getByRole('button', { name: 'Pick another time' })).toBeVisible();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await shot(page, `${SHOTS}/booked-${size.width}.png`, { fullPage: true });
  }
  expect(errors).toEqual([]);
  await context.close();

  // The interview, at the time picked, with the admin; each side's invitation carries it.
  const [interview] = (await api('GET', `/candidates/${candidate.body.id}/interviews`, { cookie }))
    .body.interviews;
  expect(interview).toMatchObject({
    status: 'scheduled',
    startsAt: offered,
    interviewerIds: [adminId],
  });
  const withCalendar = (address: string) => (message: ParsedMail) =>
    to(address)(message) && message.attachments.some((a) => a.contentType === 'text/calendar');
  for (const address of [ADMIN.email, CANDIDATE.email])
    expect(eventOf(await mail().waitFor(withCalendar(address)))).toEqual({
      method: 'REQUEST',
      start: interview.startsAt,
    });
});
