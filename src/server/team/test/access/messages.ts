import ICAL from 'ical.js';
import type { Role } from '@/domain/access';
import { dumpFileDatabase } from '@/test/backend';
import { emailDigests } from '../../services/digest';
import { interviewReminder, interviewReminders } from '../../services/interview-reminders';
import { scorecardsDue } from '../../services/scorecards-due';
import type { DomainEvent } from '@/domain/events';
import type { JobName, LaterOptions } from '../../../store/types';
import { STATUS_LINK_MASK } from '@/domain/outbox';
import { STATUS_LINK_LINE } from '../../../services/messages';
import { readSse } from '@/test/sse';
import { ORIGIN, PASSWORD, type TeamFixture } from './fixture';

/**
 * What team mode writes to its outbox (delivered by the worker; see src/node/outbox.test.ts):
 * invitations, password links and mentions, with the password rules around them.
 */
export function describeMessages(t: TeamFixture): void {
  const NEW_PASSWORD = 'a brand new passphrase';

  /** The outbox's messages to `to`, newest first. */
  const messagesTo = async (to: string) =>
    (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter((m) => m.to === to);

  /** An interview's calendar (an email's .ics) as ical.js reads it. */
  const calendarOf = (text: string | undefined) => {
    const root = new ICAL.Component(ICAL.parse(text!));
    const event = root.getFirstSubcomponent('vevent')!;
    return {
      method: root.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      start: String(event.getFirstPropertyValue('dtstart')),
      summary: event.getFirstPropertyValue('summary'),
      status: event.getFirstPropertyValue('status'),
      attendees: event
        .getAllProperties('attendee')
        .map((p) => String(p.getFirstValue()).toLowerCase()),
    };
  };

  /** The token of the newest reset link emailed to `to`. */
  const resetToken = async (to: string) => {
    const [message] = (await messagesTo(to)).filter((m) => m.kind === 'password-reset');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!token) throw new Error(`No reset link was emailed to ${to}.`);
    return token;
  };

  const forgot = (email: string, peer?: string) =>
    t.call('POST', '/auth/forgot-password', { body: { email }, peer });

  it('emails an invitation to the invitee, with the same link the admin can copy', async () => {
    const { token, url } = await t.invite(t.admin, 'nia@example.com', 'recruiter');
    const [message] = await messagesTo('nia@example.com');
    expect(message).toMatchObject({
      kind: 'invitation',
      subject: 'Ada Admin invited you to TalentFlow',
      state: 'waiting',
    });
    expect(message!.text).toContain(`/invite/${token}`);
    expect(url).toContain(`/invite/${token}`);
  });

  it('answers "forgot password" alike for known and unknown addresses, and emails only a member', async () => {
    const known = await forgot(t.emails.recruiter);
    const unknown = await forgot('stranger@example.com');
    expect([known.status, known.text]).toEqual([202, '']);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(await messagesTo('stranger@example.com')).toEqual([]);
    const [message] = await messagesTo(t.emails.recruiter);
    expect(message).toMatchObject({
      kind: 'password-reset',
      subject: 'Reset your TalentFlow password',
    });
    expect(message!.text).toContain('for 60 minutes');
  });

  it('resets a password once from the link, ending every other session', async () => {
    const before = await t.signIn('recruiter');
    await forgot(t.emails.recruiter);
    const token = await resetToken(t.emails.recruiter);
    const weak = await t.call('POST', '/auth/reset-password', {
      body: { token, password: 'password123' },
    });
    expect(weak.status).toBe(400);
    const reset = await t.call('POST', '/auth/reset-password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ email: t.emails.recruiter, role: 'recruiter' });
    // Signed in by the reset; the session from before is over.
    expect((await t.call('GET', '/auth/me', { cookie: t.cookieOf(reset) })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { cookie: before })).status).toBe(401);
    const old = await t.call('POST', '/auth/login', {
      body: { email: t.emails.recruiter, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await t.call('POST', '/auth/login', {
      body: { email: t.emails.recruiter, password: NEW_PASSWORD },
    });
    expect(fresh.status).toBe(200);
    // Single use.
    const again = await t.call('POST', '/auth/reset-password', {
      body: { token, password: 'yet another passphrase' },
    });
    expect(again.status).toBe(404);
  });

  it('lets a reset link expire after an hour, and a new password void the others', async () => {
    await forgot(t.emails.interviewer);
    const first = await resetToken(t.emails.interviewer);
    t.clock = new Date(t.clock.getTime() + 60 * 60 * 1000);
    const late = await t.call('POST', '/auth/reset-password', {
      body: { token: first, password: NEW_PASSWORD },
    });
    expect(late.status).toBe(404);
    expect(late.body.error.message).toMatch(/no longer valid/);
    t.clock = new Date(t.clock.getTime() - 2 * 60 * 1000);
    await forgot(t.emails.interviewer);
    const second = await resetToken(t.emails.interviewer);
    expect(second).not.toBe(first);
    const used = await t.call('POST', '/auth/reset-password', {
      body: { token: second, password: NEW_PASSWORD },
    });
    expect(used.status).toBe(200);
    // The first link, still within its hour here, went with the new password.
    t.clock = new Date(t.clock.getTime() - 30 * 60 * 1000);
    const voided = await t.call('POST', '/auth/reset-password', {
      body: { token: first, password: 'yet another passphrase' },
    });
    expect(voided.status).toBe(404);
  });

  it('sends no link to a deactivated member, and answers the same', async () => {
    const joined = await t.join(t.admin, 'dee@example.com', 'interviewer', 'Dee Parted');
    await t.call('PATCH', `/users/${joined.id}`, { cookie: t.admin, body: { active: false } });
    const answer = await forgot('dee@example.com');
    expect([answer.status, answer.text]).toEqual([202, '']);
    expect((await messagesTo('dee@example.com')).map((m) => m.kind)).toEqual(['invitation']);
  });

  it('limits reset requests per address and per email', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(`nobody${i}@example.com`, '10.9.9.9')).status).toBe(202);
    const flood = await forgot('nobody9@example.com', '10.9.9.9');
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    // One inbox is not flooded from many addresses either.
    for (let i = 0; i < 3; i += 1)
      expect((await forgot(t.emails.admin, `10.8.0.${i}`)).status).toBe(202);
    expect((await forgot(t.emails.admin, '10.8.0.99')).status).toBe(429);
    expect(
      (await messagesTo(t.emails.admin)).filter((m) => m.kind === 'password-reset'),
    ).toHaveLength(3);
  });

  it('changes one’s own password after the current one, ending one’s other sessions', async () => {
    const here = await t.signIn('interviewer');
    const elsewhere = await t.signIn('interviewer');
    const wrong = await t.call('PUT', '/auth/password', {
      cookie: here,
      body: { currentPassword: 'not it', password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
    const changed = await t.call('PUT', '/auth/password', {
      cookie: here,
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    expect((await t.call('GET', '/auth/me', { cookie: here })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { cookie: elsewhere })).status).toBe(401);
    const login = await t.call('POST', '/auth/login', {
      body: { email: t.emails.interviewer, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('lets an admin email a member a reset link', async () => {
    const sent = await t.call('POST', `/users/${t.ids.recruiter}/password-reset`, {
      cookie: t.admin,
    });
    expect([sent.status, sent.text]).toEqual([202, '']);
    expect(await resetToken(t.emails.recruiter)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const unknown = await t.call('POST', '/users/99999/password-reset', { cookie: t.admin });
    expect(unknown.status).toBe(404);
  });

  it('emails each member a note mentions, with a link to the candidate, but not its author', async () => {
    const rita = await t.signIn('recruiter');
    const text =
      'Strong systems answers. @Ada Admin and @Ivan Interviewer, thoughts? cc @Rita Recruiter';
    const note = await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      cookie: rita,
      body: { text },
    });
    expect(note.status).toBe(201);
    const mentions = (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
      (m) => m.kind === 'mention',
    );
    expect(mentions.map((m) => m.to).sort()).toEqual([t.emails.admin, t.emails.interviewer]);
    for (const message of mentions) {
      expect(message).toMatchObject({
        subject: 'Rita Recruiter mentioned you on Cara Candidate',
        candidateId: t.candidateId,
      });
      expect(message.text).toContain(text);
      expect(message.text).toContain(`/candidates/${t.candidateId}`);
    }
    // A note that mentions nobody writes no email.
    await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      cookie: rita,
      body: { text: 'No mention here, ada@example.com.' },
    });
    expect(
      (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
        (m) => m.kind === 'mention',
      ),
    ).toHaveLength(2);
  });

  /** An anonymous application to the active job: the applicant's email. */
  const apply = async () => {
    const applicant = t.applicant();
    const sent = await t.call('POST', `/assessments/${t.activeJob}/submit`, { body: applicant });
    expect(sent.status).toBe(201);
    return applicant;
  };

  it('tells of a mention only a member who may open the candidate: no bell, email or live event for anyone else', async () => {
    const rita = await t.signIn('recruiter');
    const ivan = await t.signIn('interviewer');
    const other = await t.freshCandidate({ interviewed: false });
    // Every member's stream hears of every notice (it names only whose it is): a recruiter's does.
    const response = await t.app.fetch(
      new Request(`${ORIGIN}/api/events`, {
        headers: { Cookie: rita, Host: new URL(ORIGIN).host },
      }),
    );
    const events = readSse(response);
    expect((await events.next()).event).toBe('ready');
    // The events of the writes before (the application's notice) may still be on their way: a
    // write of Rita's own, once heard, marks where they end (events come in commit order).
    expect(
      (await t.call('POST', '/notifications/read', { cookie: rita, body: { all: true } })).status,
    ).toBe(200);
    for (;;) {
      const message = await events.nextNotPing();
      if (message.event === 'change' && JSON.parse(message.data).action === 'read') break;
    }
    const bell = async () =>
      (await t.call('GET', '/notifications', { cookie: ivan })).body.notifications as Array<{
        kind: string;
        link: string;
      }>;
    const mentionsOf = async (to: string) =>
      (await messagesTo(to)).filter((m) => m.kind === 'mention');
    const before = (await bell()).length;

    // Ivan does not interview the other candidate: the note names him in vain.
    const text = '@Ivan Interviewer and @Ada Admin, see the portfolio.';
    expect(
      (await t.call('POST', `/candidates/${other}/notes`, { cookie: rita, body: { text } })).status,
    ).toBe(201);
    expect(await bell()).toHaveLength(before);
    expect(await mentionsOf(t.emails.interviewer)).toEqual([]);
    expect((await mentionsOf(t.emails.admin)).map((m) => m.candidateId)).toEqual([other]);
    const notices: number[] = [];
    for (;;) {
      const message = await events.nextNotPing();
      const change = message.event === 'change' ? JSON.parse(message.data) : undefined;
      if (change?.entity === 'notification') notices.push(change.userId);
      if (change?.entity === 'note') break;
    }
    expect(notices).toEqual([t.ids.admin]);
    await events.close();

    // On a candidate he interviews, the same words reach him.
    await t.call('POST', `/candidates/${t.candidateId}/notes`, { cookie: rita, body: { text } });
    expect((await bell())[0]).toMatchObject({
      kind: 'mention',
      link: `/candidates/${t.candidateId}`,
    });
    expect((await mentionsOf(t.emails.interviewer)).map((m) => m.candidateId)).toEqual([
      t.candidateId,
    ]);
  });

  it('makes only a recruiter or an admin a job’s owner, and tells an owner made an interviewer since nothing', async () => {
    const rita = await t.signIn('recruiter');
    const patch = (body: unknown) =>
      t.call('PATCH', `/jobs/${t.activeJob}`, { cookie: rita, body });
    const refused = await patch({ ownerId: t.ids.interviewer });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Ivan Interviewer is an interviewer: a job’s owner is a recruiter or an admin, who sees every applicant.',
    );
    expect((await t.call('GET', `/jobs/${t.activeJob}`, { cookie: rita })).body.ownerId).toBe(
      t.ids.admin,
    );

    // Rita owns it, then becomes an interviewer: the job keeps her, but she hears of nobody.
    expect((await patch({ ownerId: t.ids.recruiter })).status).toBe(200);
    const demoted = await t.call('PATCH', `/users/${t.ids.recruiter}`, {
      cookie: t.admin,
      body: { role: 'interviewer' },
    });
    expect(demoted.status).toBe(200);
    const applicant = await apply();
    expect((await messagesTo(t.emails.recruiter)).map((m) => m.kind)).not.toContain('application');
    const [confirmation] = await messagesTo(applicant.email);
    expect(confirmation!.replyTo).toBeUndefined();
    expect(confirmation!.text).not.toContain('Rita');
    const ritaNow = await t.signIn('recruiter');
    const bell = (await t.call('GET', '/notifications', { cookie: ritaNow })).body.notifications;
    expect(bell.filter((n: { kind: string }) => n.kind === 'application')).toEqual([]);
    // A recruiter again, she hears of the next one.
    await t.call('PATCH', `/users/${t.ids.recruiter}`, {
      cookie: t.admin,
      body: { role: 'recruiter' },
    });
    await apply();
    expect((await messagesTo(t.emails.recruiter)).map((m) => m.kind)).toContain('application');
  });

  it('keeps links out of a confirmation’s greeting, and confirms at most 5 a day to one address', async () => {
    const submit = (body: Record<string, unknown>, n: number) =>
      t.call('POST', `/assessments/${t.activeJob}/submit`, { body, peer: `10.77.0.${n}` });
    const sent = await submit(
      {
        name: 'Prize at https://evil.example/win www.evil.example',
        email: 'vic@example.com',
        answers: {},
      },
      1,
    );
    expect(sent.status).toBe(201);
    const [greeting] = await messagesTo('vic@example.com');
    expect(greeting!.kind).toBe('application-received');
    expect(`${greeting!.subject}\n${greeting!.text}\n${greeting!.html}`).not.toMatch(
      /evil\.example/,
    );
    expect(greeting!.text).toContain('Hello Prize,');
    // Five more under the same address, in any case: one is refused a confirmation.
    for (let n = 2; n <= 6; n += 1)
      expect(
        (
          await submit(
            { name: 'Vic', email: n % 2 ? 'VIC@example.com' : 'vic@example.com', answers: {} },
            n,
          )
        ).status,
      ).toBe(201);
    const confirmations = (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
      (m) => m.kind === 'application-received' && m.to.toLowerCase() === 'vic@example.com',
    );
    expect(confirmations).toHaveLength(5);
    // Counted over the last day, whatever the address's case: older ones do not count.
    const count = (since: Date) =>
      t.store.query((tx) =>
        tx.outbox.countTo('Vic@Example.com', 'application-received', since.toISOString()),
      );
    expect(await count(new Date(Date.now() - 60_000))).toBe(5);
    expect(await count(new Date(Date.now() + 60_000))).toBe(0);
  });

  it('confirms an application to the applicant and tells the job’s owner (who made it)', async () => {
    const applicant = await apply();
    const [confirmation] = await messagesTo(applicant.email);
    expect(confirmation).toMatchObject({
      kind: 'application-received',
      subject: 'We received your application for Nurse',
      replyTo: t.emails.admin,
    });
    expect(confirmation!.text).toContain('Hello Ann,');
    expect(confirmation!.text).toContain('Ada Admin');
    expect(confirmation!.html).toContain('<p>Hello Ann,</p>');
    const [notice] = (await messagesTo(t.emails.admin)).filter((m) => m.kind === 'application');
    expect(notice).toMatchObject({ subject: 'New application for Nurse: Ann Applicant' });
    expect(notice!.text).toMatch(/\/candidates\/\d+/);
    expect(notice!.candidateId).toBe(confirmation!.candidateId);
  });

  it('tells the job’s owner when an applicant withdraws, and keeps the record', async () => {
    const sent = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      body: { ...t.applicant(), name: 'Wes Withdrawn' },
    });
    const { statusUrl } = sent.body as { statusUrl: string };
    const candidate = (await t.call('GET', '/candidates?search=wes', { cookie: t.admin })).body
      .candidates[0] as { id: number };
    const link = new URL(statusUrl).pathname;
    expect((await t.call('POST', `${link}/withdraw`, { body: { confirm: true } })).status).toBe(
      204,
    );
    const [notice] = (await messagesTo(t.emails.admin)).filter(
      (m) => m.kind === 'application' && m.candidateId === candidate.id,
    );
    expect(notice).toMatchObject({ subject: 'Wes Withdrawn withdrew from Nurse' });
    expect(notice!.text).toMatch(new RegExp(`/candidates/${candidate.id}$`));
    const bell = await t.call('GET', '/notifications', { cookie: t.admin });
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'application',
      title: 'Wes Withdrawn withdrew from Nurse',
      link: `/candidates/${candidate.id}`,
    });
    expect(
      (await t.call('GET', `/candidates/${candidate.id}`, { cookie: t.admin })).body,
    ).toMatchObject({ stage: 'rejected', withdrawnAt: expect.any(String) });
  });

  it('lets a recruiter turn confirmations off and hand the job to another member', async () => {
    const rita = await t.signIn('recruiter');
    const patch = (body: unknown) =>
      t.call('PATCH', `/jobs/${t.activeJob}`, { cookie: rita, body });
    const noticesToAdmin = async () =>
      (await messagesTo(t.emails.admin)).filter((m) => m.kind === 'application').length;
    // Cara's application, made by the admin's job before, told the admin.
    expect(await noticesToAdmin()).toBe(1);
    const changed = await patch({ confirmationEmail: false, ownerId: t.ids.recruiter });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ confirmationEmail: false, ownerId: t.ids.recruiter });
    const applicant = await apply();
    expect(await messagesTo(applicant.email)).toEqual([]);
    expect((await messagesTo(t.emails.recruiter)).map((m) => m.kind)).toContain('application');
    expect(await noticesToAdmin()).toBe(1);
    // An owner must be an active member; null leaves the job without one, and nobody is told.
    expect((await patch({ ownerId: 99999 })).status).toBe(400);
    const none = await patch({ ownerId: null, confirmationEmail: true });
    expect(none.body.ownerId).toBeUndefined();
    expect(none.body.confirmationEmail).toBeUndefined();
    const next = await apply();
    expect((await messagesTo(next.email)).map((m) => m.kind)).toEqual(['application-received']);
    expect(
      (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).filter(
        (m) => m.kind === 'application',
      ),
    ).toHaveLength(2);
  });

  it('rejects many with an email each, from the member, later, each cancellable until sent', async () => {
    const rita = await t.signIn('recruiter');
    const ids = [await t.freshCandidate(), await t.freshCandidate()];
    const sendAt = new Date(Date.now() + 86_400_000).toISOString();
    const rejected = await t.call('POST', '/candidates/bulk', {
      cookie: rita,
      body: {
        ids,
        action: {
          type: 'reject',
          reason: 'Position filled',
          email: {
            subject: 'Your application for {{job.title}}',
            body: 'Hello {{candidate.first_name}}.',
            sendAt,
          },
        },
      },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.updated).toBe(2);
    expect(rejected.body.emails).toEqual([
      expect.objectContaining({ subject: 'Your application for Nurse', state: 'waiting', sendAt }),
      expect.objectContaining({ subject: 'Your application for Nurse', state: 'waiting', sendAt }),
    ]);
    for (const [i, id] of ids.entries()) {
      const [email] = (await t.call('GET', `/candidates/${id}/emails`, { cookie: rita })).body
        .emails as Array<{ id: number; kind: string; replyTo: string; text: string }>;
      expect(email).toMatchObject({
        id: rejected.body.emails[i].id,
        kind: 'rejection',
        replyTo: t.emails.recruiter,
        text: 'Hello Ann.',
      });
      expect(
        (await t.call('POST', `/candidates/${id}/emails/${email!.id}/cancel`, { cookie: rita }))
          .status,
      ).toBe(204);
    }
  });

  it('rejects with an email from the member, now or later, cancellable until then', async () => {
    const rita = await t.signIn('recruiter');
    const reject = (id: number, email: Record<string, unknown>) =>
      t.call('POST', `/candidates/${id}/reject`, {
        cookie: rita,
        body: {
          reason: 'Not qualified',
          email: {
            subject: 'Your application for {{job.title}}',
            body: 'Hello {{candidate.first_name}}. {{sender.name}}',
            ...email,
          },
        },
      });
    const now = await reject(t.candidateId, {});
    expect(now.status).toBe(200);
    expect(now.body.email).toMatchObject({
      to: 'cara@example.com',
      subject: 'Your application for Nurse',
      text: 'Hello Cara. Rita Recruiter',
      state: 'waiting',
    });
    const [message] = (await messagesTo('cara@example.com')).filter((m) => m.kind === 'rejection');
    expect(message).toMatchObject({ replyTo: t.emails.recruiter, candidateId: t.candidateId });
    const timeline = (
      await t.call('GET', `/candidates/${t.candidateId}/timeline`, { cookie: rita })
    ).body;
    expect(timeline.at(-1)).toMatchObject({
      stage: 'rejected',
      reason: 'Not qualified',
      author: { name: 'Rita Recruiter' },
    });

    const other = await t.freshCandidate();
    const sendAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const later = await reject(other, { sendAt });
    expect(later.body.email).toMatchObject({ sendAt });
    const listed = (await t.call('GET', `/candidates/${other}/emails`, { cookie: rita })).body
      .emails;
    expect(listed.map((e: { kind: string }) => e.kind)).toEqual([
      'rejection',
      'application-received',
    ]);
    expect(listed[0]).toMatchObject({
      sendAt,
      replyTo: t.emails.recruiter,
      subject: 'Your application for Nurse',
    });
    const cancel = (id: number) =>
      t.call('POST', `/candidates/${other}/emails/${id}/cancel`, { cookie: rita });
    expect((await cancel(listed[0].id)).status).toBe(204);
    expect(
      (await t.call('GET', `/candidates/${other}/emails`, { cookie: rita })).body.emails[0].state,
    ).toBe('cancelled');
    expect((await cancel(listed[0].id)).status).toBe(409);
    // Another candidate's email is not this one's to cancel; a confirmation is not cancellable.
    expect(
      (
        await t.call('POST', `/candidates/${t.candidateId}/emails/${listed[0].id}/cancel`, {
          cookie: rita,
        })
      ).status,
    ).toBe(404);
    expect((await cancel(listed[1].id)).status).toBe(409);
    // An interviewer reads the emails of their candidates but cannot reject or cancel.
    const ivan = await t.signIn('interviewer');
    expect((await t.call('GET', `/candidates/${other}/emails`, { cookie: ivan })).status).toBe(200);
    expect(
      (
        await t.call('POST', `/candidates/${other}/reject`, {
          cookie: ivan,
          body: { reason: 'Other' },
        })
      ).status,
    ).toBe(403);
  });

  it('emails a candidate from their profile, replies to the member who wrote it', async () => {
    const rita = await t.signIn('recruiter');
    const sent = await t.call('POST', `/candidates/${t.candidateId}/emails`, {
      cookie: rita,
      body: { subject: 'A call about {{job.title}}', body: 'Hello {{candidate.first_name}}.' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toMatchObject({
      subject: 'A call about Nurse',
      text: 'Hello Cara.',
      state: 'waiting',
    });
    const listed = (await t.call('GET', `/candidates/${t.candidateId}/emails`, { cookie: rita }))
      .body.emails;
    expect(listed[0]).toMatchObject({
      kind: 'candidate',
      to: 'cara@example.com',
      replyTo: t.emails.recruiter,
      subject: 'A call about Nurse',
      text: 'Hello Cara.',
    });
    // The job's confirmation template, as the team changed it, is what applicants get.
    await t.call('PUT', '/email-templates/application-received', {
      cookie: rita,
      body: {
        name: 'Application received',
        subject: 'Thanks, {{candidate.first_name}}',
        body: 'We got it.',
      },
    });
    const applicant = await apply();
    const [thanks] = await messagesTo(applicant.email);
    expect(thanks).toMatchObject({ subject: 'Thanks, Ann' });
    // Under the team's words, the place of the applicant's private status link: kept masked.
    const [words, kept] = thanks!.text.split(`\n\n${STATUS_LINK_LINE}\n`);
    expect(words).toBe('We got it.');
    expect(kept).toBe(STATUS_LINK_MASK);
    expect(thanks!.html).toContain(`${STATUS_LINK_LINE}<br>`);
    // The copy that leaves holds a working link, made as it is sent (src/node/outbox.test.ts).
    expect(thanks!.statusLink).toEqual({ responseId: expect.any(Number) });
  });

  it('never shows an applicant’s status link to a member, a token or a database reader', async () => {
    const applicant = await apply();
    const [thanks] = await messagesTo(applicant.email);
    const candidateId = thanks!.candidateId!;
    const rita = await t.signIn('recruiter');
    const made = await t.call('POST', '/tokens', {
      cookie: t.admin,
      body: { name: 'Sync', role: 'recruiter' },
    });
    const bearer = { headers: { Authorization: `Bearer ${made.body.secret}` } };
    for (const auth of [{ cookie: rita }, bearer]) {
      const listed = await t.call('GET', `/candidates/${candidateId}/emails`, auth);
      expect(listed.status).toBe(200);
      expect(listed.body.emails[0].text).toContain(STATUS_LINK_MASK);
      expect(JSON.stringify(listed.body)).not.toMatch(/my-application\/[\w-]{20}/);
    }
    const exported = await t.call('GET', `/candidates/${candidateId}/export`, { cookie: t.admin });
    expect(JSON.stringify(exported.body)).not.toMatch(/my-application\/[\w-]{20}/);
    expect(await dumpFileDatabase()).not.toMatch(/my-application\/[\w-]{20}/);
  });

  it('emails interviewers the invitation with its .ics, its changes, and cancellations, each in their own time zone', async () => {
    const invites = async (to: string) =>
      (await messagesTo(to)).filter((m) => m.kind === 'interview');
    const before = (await invites(t.emails.recruiter)).length;
    // Rita reads times in Berlin; Ivan has no zone of his own, so the team's (UTC until set).
    const rita = await t.signIn('recruiter');
    const zoned = await t.call('PATCH', '/auth/me', {
      cookie: rita,
      body: { timeZone: 'europe/berlin' },
    });
    expect(zoned.status).toBe(200);
    expect(zoned.body.timeZone).toBe('Europe/Berlin');
    expect((await t.call('GET', '/auth/me', { cookie: rita })).body.timeZone).toBe('Europe/Berlin');
    for (const timeZone of ['Mars/Olympus', '', 42]) {
      const refused = await t.call('PATCH', '/auth/me', { cookie: rita, body: { timeZone } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/IANA name, such as Europe\/Berlin/);
    }
    expect((await t.call('GET', '/auth/me', { cookie: rita })).body.timeZone).toBe('Europe/Berlin');
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-03T14:00:00Z',
        durationMinutes: 45,
        interviewerIds: [t.ids.recruiter, t.ids.interviewer],
        location: 'Room 4',
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.interview.id;
    const [invite] = await invites(t.emails.recruiter);
    expect((await invites(t.emails.recruiter)).length).toBe(before + 1);
    expect(invite).toMatchObject({
      subject: 'Invitation: Technical interview: Cara Candidate for Nurse',
      candidateId: t.candidateId,
    });
    expect(invite!.text).toContain(
      'When: Thursday 3 December, 15:00 (Berlin time), 45 minutes (until 15:45)',
    );
    expect(invite!.text).toContain('Where: Room 4');
    const [ivans] = await invites(t.emails.interviewer);
    expect(ivans!.text).toContain(
      'When: Thursday 3 December, 14:00 (UTC), 45 minutes (until 14:45)',
    );
    // The calendar file keeps the instant itself: each calendar shows it in its own zone.
    expect(calendarOf(invite!.calendar).start).toBe('2026-12-03T14:00:00Z');
    // The team's default zone is what a member without one reads.
    const organization = (await t.call('GET', '/settings/organization', { cookie: t.admin })).body;
    const saved = await t.call('PUT', '/settings/organization', {
      cookie: t.admin,
      body: { ...organization, timeZone: 'America/New_York' },
    });
    expect(saved.body.timeZone).toBe('America/New_York');
    const first = calendarOf(invite!.calendar);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(first.attendees).toEqual([
      `mailto:${t.emails.recruiter}`,
      `mailto:${t.emails.interviewer}`,
    ]);

    // Moved, and the interviewer taken off it: an update for one, a cancellation for the other.
    await t.call('PATCH', `/interviews/${id}`, {
      cookie: t.admin,
      body: { startsAt: '2026-12-04T09:00:00Z', interviewerIds: [t.ids.recruiter] },
    });
    const [update] = await invites(t.emails.recruiter);
    expect(update!.subject).toMatch(/^Updated invitation: /);
    expect(calendarOf(update!.calendar)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
    });
    const [off] = await invites(t.emails.interviewer);
    expect(off!.subject).toMatch(/^Cancelled: /);
    expect(off!.text).toContain('When: Friday 4 December, 04:00 (New York time), 45 minutes');
    expect(update!.text).toContain('When: Friday 4 December, 10:00 (Berlin time), 45 minutes');
    await t.call('PATCH', '/auth/me', { cookie: rita, body: { timeZone: null } });
    expect((await t.call('GET', '/auth/me', { cookie: rita })).body.timeZone).toBeUndefined();
    expect(calendarOf(off!.calendar)).toMatchObject({ method: 'CANCEL', uid: first.uid });

    // Not asked to, the candidate hears nothing of it.
    expect((await messagesTo('cara@example.com')).map((m) => m.kind)).not.toContain(
      'interview-invitation',
    );
    await t.call('PATCH', `/interviews/${id}`, { cookie: t.admin, body: { status: 'cancelled' } });
    const [cancel] = await invites(t.emails.recruiter);
    expect(cancel!.subject).toBe('Cancelled: Technical interview: Cara Candidate for Nurse');
    expect(cancel!.text).toContain('Friday 4 December, 04:00 (New York time)');
    expect(calendarOf(cancel!.calendar)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
    });
  });

  it('emails the candidate their invitation when asked, in the time zone their browser gave, then its cancellation', async () => {
    // An applicant in Tokyo: the form sends the browser's zone, kept on the candidate.
    const refused = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      body: { ...t.applicant(), timeZone: 'Tokyo' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/timeZone.*IANA name/);
    const applied = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      cookie: t.admin,
      body: {
        ...t.applicant(),
        name: 'Kenji Applicant',
        email: 'kenji@example.com',
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(applied.status).toBe(201);
    expect(applied.body.candidate.timeZone).toBe('Asia/Tokyo');
    const kenji = applied.body.candidate.id as number;
    const made = await t.call('POST', `/candidates/${kenji}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-03T14:00:00Z',
        durationMinutes: 45,
        interviewerIds: [t.ids.interviewer],
        videoUrl: 'https://meet.example.com/abc',
        inviteCandidate: true,
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.interview.inviteCandidate).toBe(true);
    const toCara = async () =>
      (await messagesTo('kenji@example.com')).filter((m) => m.kind === 'interview-invitation');
    const [invite] = await toCara();
    expect(invite).toMatchObject({
      subject: 'Your Technical interview for Nurse',
      replyTo: t.emails.admin,
    });
    expect(invite!.text).toContain(
      'Thursday 3 December, 23:00 (Tokyo time), 45 minutes (https://meet.example.com/abc)',
    );
    expect(invite!.calendar).toMatch(/^METHOD:REQUEST/m);
    await t.call('PATCH', `/interviews/${made.body.interview.id}`, {
      cookie: t.admin,
      body: { status: 'cancelled' },
    });
    const [cancel] = await toCara();
    expect(cancel!.subject).toBe('Cancelled: your Technical interview for Nurse');
    expect(cancel!.calendar).toMatch(/^METHOD:CANCEL/m);
    expect(cancel!.text).toContain('Thursday 3 December, 23:00 (Tokyo time)');
    const listed = (await t.call('GET', `/candidates/${kenji}/emails`, { cookie: t.admin })).body
      .emails;
    expect(listed.filter((e: { kind: string }) => e.kind === 'interview-invitation')).toHaveLength(
      2,
    );
    expect(listed.some((e: { kind: string }) => e.kind === 'interview')).toBe(false);
  });

  describe('interviews follow their candidate', () => {
    const DAY = 24 * 3_600_000;
    /** A new applicant with an interview in three days (the interviewer's, the candidate invited). */
    const interviewed = async (startsIn = 3 * DAY) => {
      const candidateId = await t.freshCandidate({ interviewed: false });
      const made = await t.call('POST', `/candidates/${candidateId}/interviews`, {
        cookie: t.admin,
        body: {
          planInterviewId: 'technical-interview',
          startsAt: new Date(Date.now() + startsIn).toISOString(),
          durationMinutes: 60,
          interviewerIds: [t.ids.interviewer],
          inviteCandidate: true,
        },
      });
      expect(made.status).toBe(201);
      const email = (await t.call('GET', `/candidates/${candidateId}`, { cookie: t.admin })).body
        .email as string;
      const [invite] = (await messagesTo(t.emails.interviewer)).filter(
        (m) => m.candidateId === candidateId && m.kind === 'interview',
      );
      return {
        candidateId,
        email,
        interview: made.body.interview,
        uid: calendarOf(invite!.calendar).uid,
      };
    };
    const toInterviewer = async (candidateId: number | undefined) =>
      (await messagesTo(t.emails.interviewer)).filter(
        (m) => m.kind === 'interview' && m.candidateId === candidateId,
      );

    it('a rejection cancels what is still to come, with the interviewer’s and the candidate’s cancellations', async () => {
      const { candidateId, email, interview, uid } = await interviewed();
      // One under way stays: its scorecard is due.
      const begun = await t.call('POST', `/candidates/${candidateId}/interviews`, {
        cookie: t.admin,
        body: {
          planInterviewId: 'phone-screen',
          startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          durationMinutes: 30,
          interviewerIds: [t.ids.interviewer],
        },
      });
      expect(begun.status).toBe(201);
      const rejected = await t.call('POST', `/candidates/${candidateId}/reject`, {
        cookie: t.admin,
        body: { reason: 'Other' },
      });
      expect(rejected.status).toBe(200);
      const listed = (
        await t.call('GET', `/candidates/${candidateId}/interviews`, { cookie: t.admin })
      ).body.interviews as Array<{ id: number; status: string; sequence: number }>;
      expect(listed.map((i) => [i.id, i.status])).toEqual([
        [begun.body.interview.id, 'scheduled'],
        [interview.id, 'cancelled'],
      ]);
      const [cancel] = await toInterviewer(candidateId);
      expect(cancel!.subject).toBe(`Cancelled: Technical interview: Ann Applicant for Nurse`);
      expect(cancel!.text).toContain('is cancelled: the candidate was rejected.');
      expect(calendarOf(cancel!.calendar)).toMatchObject({ method: 'CANCEL', uid, sequence: 1 });
      const [toCandidate] = (await messagesTo(email)).filter(
        (m) => m.kind === 'interview-invitation',
      );
      expect(toCandidate!.subject).toBe('Cancelled: your Technical interview for Nurse');
      expect(toCandidate!.text).not.toContain('We will be in touch');
      expect(calendarOf(toCandidate!.calendar)).toMatchObject({
        method: 'CANCEL',
        uid,
        sequence: 1,
      });
      const timeline = (
        await t.call('GET', `/candidates/${candidateId}/timeline`, { cookie: t.admin })
      ).body as Array<{ notes: string }>;
      expect(timeline.at(-1)!.notes).toBe(
        'Technical interview cancelled: the candidate was rejected',
      );
    });

    it('an erasure cancels them in calendars with a message that names no one and goes with nothing', async () => {
      const { candidateId, email, interview, uid } = await interviewed();
      const before = (await toInterviewer(undefined)).length;
      expect(
        (await t.call('DELETE', `/candidates/${candidateId}`, { cookie: t.admin })).status,
      ).toBe(204);
      const sent = await toInterviewer(undefined);
      expect(sent).toHaveLength(before + 1);
      const [cancel] = sent;
      expect(cancel!.subject).toBe('Cancelled: Technical interview for Nurse');
      expect(cancel!.text).toContain('is cancelled: the candidate is no longer in the process.');
      const calendar = calendarOf(cancel!.calendar);
      expect(calendar).toMatchObject({ method: 'CANCEL', uid, sequence: interview.sequence + 1 });
      expect(calendar.summary).toBe('Technical interview: a candidate for Nurse');
      // Nothing names them: not the message, not its calendar; and they are not written to.
      expect(JSON.stringify(cancel)).not.toMatch(/Ann Applicant|ann-\d+@/);
      expect(await messagesTo(email)).toEqual([]);
      expect(await dumpFileDatabase()).not.toContain(email);
    });

    it('archiving a job cancels its interviews still to come', async () => {
      const { candidateId, uid } = await interviewed();
      const job = (await t.call('GET', `/jobs/${t.activeJob}`, { cookie: t.admin })).body;
      const archived = await t.call('PATCH', `/jobs/${t.activeJob}`, {
        cookie: t.admin,
        body: { status: 'archived' },
      });
      expect(archived.status).toBe(200);
      // The job opens again for the tests after this one.
      await t.call('PATCH', `/jobs/${t.activeJob}`, {
        cookie: t.admin,
        body: { status: job.status },
      });
      const [cancel] = await toInterviewer(candidateId);
      expect(cancel!.text).toContain('is cancelled: the job was archived.');
      expect(calendarOf(cancel!.calendar)).toMatchObject({ method: 'CANCEL', uid, sequence: 1 });
    });
  });

  it('sends the candidate their own event: no interviewers’ addresses or instructions', async () => {
    const INSTRUCTIONS = 'Probe the gap in 2023; the budget tops out at 70k.';
    /** A calendar as ical.js reads it, and as plain text with its folded lines joined. */
    const read = (text: string | undefined) => {
      const root = new ICAL.Component(ICAL.parse(text!));
      const event = root.getFirstSubcomponent('vevent')!;
      return {
        whole: `${text!.replace(/\r\n[ \t]/g, '')}\n${JSON.stringify(root.toJSON())}`,
        method: root.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        summary: event.getFirstPropertyValue('summary'),
        location: event.getFirstPropertyValue('location'),
        url: event.getFirstPropertyValue('url'),
        description: event.getFirstPropertyValue('description'),
        organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
        attendees: event
          .getAllProperties('attendee')
          .map((p) => String(p.getFirstValue()).toLowerCase()),
      };
    };
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-03T14:00:00Z',
        durationMinutes: 45,
        interviewerIds: [t.ids.recruiter, t.ids.interviewer],
        location: 'Pier 4',
        videoUrl: 'https://meet.example.com/abc',
        instructions: INSTRUCTIONS,
        inviteCandidate: true,
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.interview.id;
    const toCara = async () =>
      (await messagesTo('cara@example.com')).filter((m) => m.kind === 'interview-invitation');
    const panel = read(
      (await messagesTo(t.emails.interviewer)).find((m) => m.kind === 'interview')!.calendar,
    );
    // The interviewers' copy keeps what is theirs.
    expect(panel.description).toBe(INSTRUCTIONS);
    expect(panel.attendees).toEqual([
      `mailto:${t.emails.recruiter}`,
      `mailto:${t.emails.interviewer}`,
    ]);
    const internal = [t.emails.recruiter, t.emails.interviewer, 'Probe the gap', '70k'];
    const expectOwn = (text: string | undefined, method: string, sequence: number) => {
      const own = read(text);
      expect(own).toMatchObject({
        method,
        uid: panel.uid,
        sequence,
        summary: 'Technical interview for Nurse',
        location: 'Pier 4',
        url: 'https://meet.example.com/abc',
        description: null,
        organizer: `mailto:${t.emails.admin}`,
        attendees: ['mailto:cara@example.com'],
      });
      for (const secret of internal) expect(own.whole).not.toContain(secret);
    };
    expectOwn((await toCara())[0]!.calendar, 'REQUEST', 0);
    // Its update and its cancellation are the candidate's version too.
    await t.call('PATCH', `/interviews/${id}`, {
      cookie: t.admin,
      body: { startsAt: '2026-12-04T09:00:00Z' },
    });
    const [changed] = await toCara();
    expect(changed!.subject).toBe('Changed: your Technical interview for Nurse');
    expectOwn(changed!.calendar, 'REQUEST', 1);
    await t.call('PATCH', `/interviews/${id}`, { cookie: t.admin, body: { status: 'cancelled' } });
    const [cancel] = await toCara();
    expect(cancel!.subject).toBe('Cancelled: your Technical interview for Nurse');
    expectOwn(cancel!.calendar, 'CANCEL', 2);
  });

  it('writes names with quotes into .ics parameters so that calendars read the real address', async () => {
    const EVE = 'Eve" ;EMAIL=attacker@evil.test:mailto:x ^n';
    const CY = 'Cy "Quotes" ;EMAIL=attacker@evil.test';
    const eve = await t.join(t.admin, 'eve@example.com', 'recruiter', EVE);
    const cy = (
      await t.call('POST', `/assessments/${t.activeJob}/submit`, {
        cookie: t.admin,
        body: { name: CY, email: 'cy@example.com', answers: {} },
      })
    ).body.candidate.id;
    const made = await t.call('POST', `/candidates/${cy}/interviews`, {
      cookie: eve.cookie,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-03T14:00:00Z',
        durationMinutes: 45,
        interviewerIds: [eve.id],
        inviteCandidate: true,
      },
    });
    expect(made.status).toBe(201);
    /** Each ORGANIZER and ATTENDEE of a calendar: its address, name and EMAIL parameter. */
    const people = (text: string) => {
      const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      return [...event.getAllProperties('organizer'), ...event.getAllProperties('attendee')].map(
        (p) => ({
          as: p.name,
          address: String(p.getFirstValue()).toLowerCase(),
          cn: p.getParameter('cn'),
          email: p.getParameter('email'),
        }),
      );
    };
    const file = await t.call('GET', `/interviews/${made.body.interview.id}/invite.ics`, {
      cookie: eve.cookie,
    });
    const [mailed] = (await messagesTo('eve@example.com')).filter((m) => m.kind === 'interview');
    const asEve = [
      { as: 'organizer', address: 'mailto:eve@example.com', cn: EVE, email: undefined },
      { as: 'attendee', address: 'mailto:eve@example.com', cn: EVE, email: undefined },
    ];
    expect(people(file.text)).toEqual(asEve);
    expect(people(mailed!.calendar!)).toEqual(asEve);
    const [toCy] = (await messagesTo('cy@example.com')).filter(
      (m) => m.kind === 'interview-invitation',
    );
    expect(people(toCy!.calendar!)).toEqual([
      asEve[0],
      { as: 'attendee', address: 'mailto:cy@example.com', cn: CY, email: undefined },
    ]);
  });

  it('reminds each interviewer whose scorecard is missing once the interview is over', async () => {
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2025-02-03T14:00:00Z',
        durationMinutes: 45,
        interviewerIds: [t.ids.recruiter, t.ids.interviewer],
      },
    });
    const interview = made.body.interview;
    await t.call('PUT', `/interviews/${interview.id}/scorecards/mine`, {
      cookie: await t.signIn('recruiter'),
      body: { recommendation: 'yes', submit: true },
    });
    const remind = scorecardsDue(t.store, { linkBase: 'https://talentflow.example.com' });
    const dueFor = async (role: 'recruiter' | 'interviewer') =>
      (
        await t.call('GET', '/notifications', { cookie: await t.signIn(role) })
      ).body.notifications.filter((n: { kind: string }) => n.kind === 'scorecard');
    // A reminder set for an older version of the interview does nothing.
    await remind({ interviewId: interview.id, sequence: interview.sequence + 1 });
    expect(await dueFor('interviewer')).toEqual([]);
    await remind({ interviewId: interview.id, sequence: interview.sequence });
    expect(await dueFor('interviewer')).toEqual([
      expect.objectContaining({
        title: 'Scorecard due: Technical interview with Cara Candidate',
        link: `/candidates/${t.candidateId}`,
      }),
    ]);
    expect(await dueFor('recruiter')).toEqual([]);
    const [email] = (await messagesTo(t.emails.interviewer)).filter(
      (m) => m.kind === 'scorecard-due',
    );
    expect(email!.text).toContain(`https://talentflow.example.com/candidates/${t.candidateId}`);
    // Cancelled, it reminds nobody.
    await t.call('PATCH', `/interviews/${interview.id}`, {
      cookie: t.admin,
      body: { status: 'cancelled' },
    });
    await remind({ interviewId: interview.id, sequence: interview.sequence + 1 });
    expect(await dueFor('interviewer')).toHaveLength(1);
  });

  it('sets an interview’s reminders before it, and each reminds its interviewers and invited candidate once', async () => {
    const startsAt = '2030-03-04T09:00:00.000Z';
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt,
        durationMinutes: 45,
        interviewerIds: [t.ids.recruiter, t.ids.interviewer],
        videoUrl: 'https://meet.example.com/cara',
        inviteCandidate: true,
      },
    });
    expect(made.status).toBe(201);
    const interview = made.body.interview;

    /** The jobs the handler asks for on these events, in a write of its own. */
    const asked = async (events: unknown[]) => {
      const sent: Array<{ name: JobName; data: unknown; options?: LaterOptions }> = [];
      await t.store.transaction('write', async (tx) => {
        const later = {
          ...tx.later,
          send: async (name: JobName, data: unknown, options?: LaterOptions) =>
            void sent.push({ name, data, options }),
        };
        await interviewReminders.handle({ ...tx, later }, events as DomainEvent[]);
      });
      return sent;
    };
    const at = (ms: number) => new Date(ms).toISOString();
    expect(await asked([{ type: 'interview.scheduled', interview }])).toEqual([
      {
        name: 'interview-reminder',
        data: { interviewId: interview.id, sequence: interview.sequence, hours: 24 },
        options: {
          after: at(Date.parse(startsAt) - 24 * 3_600_000),
          key: `${interview.id}:${interview.sequence}:24`,
        },
      },
      {
        name: 'interview-reminder',
        data: { interviewId: interview.id, sequence: interview.sequence, hours: 1 },
        options: {
          after: at(Date.parse(startsAt) - 3_600_000),
          key: `${interview.id}:${interview.sequence}:1`,
        },
      },
    ]);
    // Only the reminders still to come: one starting in two hours gets the hour-before one alone.
    const soon = { ...interview, startsAt: at(Date.now() + 2 * 3_600_000) };
    expect(
      (await asked([{ type: 'interview.changed', before: interview, after: soon }])).map(
        (job) => (job.data as { hours: number }).hours,
      ),
    ).toEqual([1]);
    const cancelled = { ...interview, status: 'cancelled', sequence: interview.sequence + 1 };
    expect(
      await asked([{ type: 'interview.cancelled', before: interview, after: cancelled }]),
    ).toEqual([]);

    const remind = interviewReminder(t.store, { linkBase: 'https://talentflow.example.com' });
    const remindersTo = async (to: string) =>
      (await messagesTo(to)).filter((m) => m.kind === 'interview-reminder');
    // A reminder set for another version of the interview does nothing.
    await remind({ interviewId: interview.id, sequence: interview.sequence + 1, hours: 24 });
    expect(await remindersTo(t.emails.interviewer)).toEqual([]);
    // Worked twice (a retry after its transaction committed), it reminds once.
    await remind({ interviewId: interview.id, sequence: interview.sequence, hours: 24 });
    await remind({ interviewId: interview.id, sequence: interview.sequence, hours: 24 });
    for (const role of ['recruiter', 'interviewer'] as const) {
      const sent = await remindersTo(t.emails[role]);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        subject: 'Reminder: Technical interview with Cara Candidate tomorrow',
        candidateId: t.candidateId,
      });
      expect(sent[0]!.text).toContain(`https://talentflow.example.com/candidates/${t.candidateId}`);
    }
    const [toCara, ...more] = await remindersTo('cara@example.com');
    expect(more).toEqual([]);
    expect(toCara!.subject).toBe('Reminder: your Technical interview with TalentFlow tomorrow');
    expect(toCara!.text).toContain('Hello Cara,');
    expect(toCara!.text).toContain('When: Monday 4 March, 09:00 (UTC), 45 minutes');
    expect(toCara!.text).toContain('Where: https://meet.example.com/cara');
    expect(toCara!.text).not.toMatch(/talentflow\.example\.com|rita@|ivan@/);

    // Moved: the old version's hour-before reminder does nothing, the new one's reminds.
    const moved = await t.call('PATCH', `/interviews/${interview.id}`, {
      cookie: t.admin,
      body: { startsAt: '2030-03-04T10:00:00Z' },
    });
    expect(moved.status).toBe(200);
    await remind({ interviewId: interview.id, sequence: interview.sequence, hours: 1 });
    expect(await remindersTo(t.emails.interviewer)).toHaveLength(1);
    await remind({ interviewId: interview.id, sequence: interview.sequence + 1, hours: 1 });
    expect((await remindersTo(t.emails.interviewer))[0]!.subject).toBe(
      'Reminder: Technical interview with Cara Candidate in 1 hour',
    );
    expect(await remindersTo('cara@example.com')).toHaveLength(2);

    // An hour taken off the settings is dropped; a cancelled interview reminds nobody.
    await t.call('PUT', '/settings/interview-reminders', { cookie: t.admin, body: { hours: [1] } });
    await remind({ interviewId: interview.id, sequence: interview.sequence + 1, hours: 24 });
    await t.call('PATCH', `/interviews/${interview.id}`, {
      cookie: t.admin,
      body: { status: 'cancelled' },
    });
    await remind({ interviewId: interview.id, sequence: interview.sequence + 2, hours: 1 });
    expect(await remindersTo(t.emails.interviewer)).toHaveLength(2);
    expect(await remindersTo('cara@example.com')).toHaveLength(2);
  });

  it('reminds the candidate of an interview only when they were sent its invitation', async () => {
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: t.admin,
      body: {
        planInterviewId: 'technical-interview',
        startsAt: '2030-03-04T09:00:00Z',
        durationMinutes: 45,
        interviewerIds: [t.ids.interviewer],
      },
    });
    const { id, sequence } = made.body.interview;
    await interviewReminder(t.store, { linkBase: 'https://talentflow.example.com' })({
      interviewId: id,
      sequence,
      hours: 24,
    });
    const kinds = async (to: string) => (await messagesTo(to)).map((m) => m.kind);
    expect(await kinds(t.emails.interviewer)).toContain('interview-reminder');
    expect(await kinds('cara@example.com')).not.toContain('interview-reminder');
  });

  it('refuses a scheduled time in the past or beyond 30 days', async () => {
    const rita = await t.signIn('recruiter');
    for (const sendAt of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 31 * 86_400_000).toISOString(),
    ]) {
      const refused = await t.call('POST', `/candidates/${t.candidateId}/reject`, {
        cookie: rita,
        body: { reason: 'Other', email: { subject: 'Hi', body: 'Hello', sendAt } },
      });
      expect(refused.status).toBe(400);
    }
    expect((await t.call('GET', `/candidates/${t.candidateId}`, { cookie: rita })).body.stage).toBe(
      'applied',
    );
  });

  it('puts a mention on the member’s bell, read by them alone, and emails it unless turned off', async () => {
    const rita = await t.signIn('recruiter');
    const ivan = await t.signIn('interviewer');
    const bell = async (cookie: string) => (await t.call('GET', '/notifications', { cookie })).body;
    const before = await bell(ivan);
    await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      cookie: rita,
      body: { text: '@Ivan Interviewer please look' },
    });
    const after = await bell(ivan);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'mention',
      title: 'Rita Recruiter mentioned you on Cara Candidate',
      link: `/candidates/${t.candidateId}`,
      readAt: null,
    });
    const id = after.notifications[0].id;
    // Another member cannot mark it read.
    await t.call('POST', '/notifications/read', { cookie: rita, body: { ids: [id] } });
    expect((await bell(ivan)).notifications[0].readAt).toBeNull();
    const read = await t.call('POST', '/notifications/read', { cookie: ivan, body: { ids: [id] } });
    expect(read.body.unread).toBe(before.unread);
    expect((await bell(ivan)).notifications[0].readAt).toEqual(expect.any(String));
    expect(
      (await t.call('POST', '/notifications/read', { cookie: ivan, body: { all: true } })).body,
    ).toEqual({ unread: 0 });
    expect(
      (await t.call('POST', '/notifications/read', { cookie: ivan, body: { ids: [] } })).status,
    ).toBe(400);

    // Mentions by email turned off: the bell still rings, no email is written.
    expect((await t.call('GET', '/notifications/preferences', { cookie: ivan })).body).toEqual({
      email: { mention: 'instant', application: 'instant', scorecard: true, offer: true },
    });
    const saved = await t.call('PUT', '/notifications/preferences', {
      cookie: ivan,
      body: { email: { mention: false, application: true, scorecard: true } },
    });
    expect(saved.status).toBe(200);
    const emailsBefore = (await messagesTo(t.emails.interviewer)).length;
    await t.call('POST', `/candidates/${t.candidateId}/notes`, {
      cookie: rita,
      body: { text: '@Ivan Interviewer again' },
    });
    expect((await bell(ivan)).unread).toBe(1);
    expect(await messagesTo(t.emails.interviewer)).toHaveLength(emailsBefore);
    expect(
      (await t.call('GET', '/notifications/preferences', { cookie: ivan })).body.email.mention,
    ).toBe('off');
  });

  describe('mentions and applications at once, in a daily digest, or not by email', () => {
    const LINK_BASE = 'https://talentflow.example.com';
    const digests = () => emailDigests(t.store, { linkBase: LINK_BASE });
    /** 07:00 UTC the next day: the digest's hour for members of the fixture (UTC). */
    const SEVEN = new Date('2026-11-24T07:00:00.000Z');
    const choose = (email: Record<string, unknown>, cookie = t.admin) =>
      t.call('PUT', '/notifications/preferences', { cookie, body: { email } });
    const choices = async (cookie = t.admin) =>
      (await t.call('GET', '/notifications/preferences', { cookie })).body.email;
    /** A new applicant to the admin's job: its candidate's id. */
    const applyNow = async () => {
      const sent = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
        cookie: t.admin,
        body: t.applicant(),
      });
      expect(sent.status).toBe(201);
      return sent.body.candidate.id as number;
    };
    /** Rita mentions Ada on a candidate. */
    const mentionAda = async (candidateId = t.candidateId) =>
      expect(
        (
          await t.call('POST', `/candidates/${candidateId}/notes`, {
            cookie: await t.signIn('recruiter'),
            body: { text: '@Ada Admin have a look' },
          })
        ).status,
      ).toBe(201);
    /** Ada's emails before the test (the fixture's own application). */
    let earlier = new Set<number>();
    beforeEach(async () => {
      earlier = new Set((await messagesTo(t.emails.admin)).map((m) => m.id));
    });
    /** Ada's emails of these kinds written in the test, newest first. */
    const adaGot = async (...kinds: string[]) =>
      (await messagesTo(t.emails.admin)).filter(
        (m) => kinds.includes(m.kind) && !earlier.has(m.id),
      );

    it('emails each at once by default, or true as before', async () => {
      await applyNow();
      await mentionAda();
      expect(await adaGot('application', 'mention')).toHaveLength(2);
      const saved = await choose({ mention: true, application: true, scorecard: true });
      expect(saved.body).toEqual({
        email: { mention: 'instant', application: 'instant', scorecard: true, offer: true },
      });
      await applyNow();
      expect(await adaGot('application')).toHaveLength(2);
      expect((await digests()(SEVEN)).sent).toBe(0);
      expect(await adaGot('digest')).toEqual([]);
    });

    it('holds them for one daily email listing each once, with its link', async () => {
      const saved = await choose({ mention: 'daily', application: 'daily', scorecard: true });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        email: { mention: 'daily', application: 'daily', scorecard: true, offer: true },
      });
      expect(await choices()).toEqual(saved.body.email);
      const ann = await applyNow();
      await mentionAda();
      // Nothing at once; both on the bell.
      expect(await adaGot('application', 'mention')).toEqual([]);
      const bell = (await t.call('GET', '/notifications', { cookie: t.admin })).body.notifications;
      expect(bell.slice(0, 2).map((n: { kind: string }) => n.kind)).toEqual([
        'mention',
        'application',
      ]);
      // Not the digest's hour: nothing yet.
      expect((await digests()(new Date('2026-11-24T08:00:00.000Z'))).sent).toBe(0);
      expect((await digests()(SEVEN)).sent).toBe(1);
      const [digest, ...more] = await adaGot('digest');
      expect(more).toEqual([]);
      expect(digest).toMatchObject({
        to: t.emails.admin,
        subject: 'Your TalentFlow digest: 1 application and 1 mention',
      });
      expect(digest!.text).toContain(`A new application\n${LINK_BASE}/candidates/${ann}`);
      expect(digest!.text).toContain(
        `A mention of you in a note\n${LINK_BASE}/candidates/${t.candidateId}`,
      );
      // It names no candidate: it cannot go with one of them when they are erased.
      expect(digest!.text).not.toMatch(/Ann Applicant|Cara Candidate/);
      // It goes through the outbox like every email: on the Email page.
      const page = (await t.call('GET', '/emails', { cookie: t.admin })).body.emails;
      expect(page.find((e: { id: number }) => e.id === digest!.id)).toMatchObject({
        kind: 'digest',
      });
      // Listed once: the next run has nothing to send.
      expect((await digests()(new Date('2026-11-25T07:00:00.000Z'))).sent).toBe(0);
      expect(await adaGot('digest')).toHaveLength(1);
      // Still daily: what comes next goes in the next day's digest alone.
      await applyNow();
      expect((await digests()(new Date('2026-11-25T07:00:00.000Z'))).sent).toBe(1);
      const [next] = await adaGot('digest');
      expect(next!.subject).toBe('Your TalentFlow digest: 1 application');
      expect(next!.text).not.toContain('mentioned you');
    });

    it('sends the digest at 07:00 in the member’s time zone, else the organization’s', async () => {
      await choose({ mention: 'daily', application: 'daily', scorecard: true });
      const zoned = await t.call('PATCH', '/auth/me', {
        cookie: t.admin,
        body: { timeZone: 'Asia/Tokyo' },
      });
      expect(zoned.status).toBe(200);
      await applyNow();
      // 07:00 UTC is 16:00 in Tokyo: not yet.
      expect((await digests()(SEVEN)).sent).toBe(0);
      expect((await digests()(new Date('2026-11-23T22:00:00.000Z'))).sent).toBe(1);
      await t.call('PATCH', '/auth/me', { cookie: t.admin, body: { timeZone: null } });
      const organization = (await t.call('GET', '/settings/organization', { cookie: t.admin }))
        .body;
      expect(
        (
          await t.call('PUT', '/settings/organization', {
            cookie: t.admin,
            body: { ...organization, timeZone: 'America/New_York' },
          })
        ).status,
      ).toBe(200);
      await applyNow();
      expect((await digests()(SEVEN)).sent).toBe(0);
      // 07:00 in New York (EST) is 12:00 UTC.
      expect((await digests()(new Date('2026-11-24T12:00:00.000Z'))).sent).toBe(1);
      expect(await adaGot('digest')).toHaveLength(2);
    });

    it('sends nothing, ever, when turned off (false as before)', async () => {
      const saved = await choose({ mention: false, application: 'off', scorecard: true });
      expect(saved.body).toEqual({
        email: { mention: 'off', application: 'off', scorecard: true, offer: true },
      });
      await applyNow();
      await mentionAda();
      expect((await digests()(SEVEN)).sent).toBe(0);
      expect(await adaGot('application', 'mention', 'digest')).toEqual([]);
      expect(await choices()).toEqual(saved.body.email);
    });

    it('leaves out of the digest a candidate erased since, and what waited for a choice changed', async () => {
      await choose({ mention: 'daily', application: 'daily', scorecard: true });
      const erased = await applyNow();
      await mentionAda(erased);
      const kept = await applyNow();
      expect((await t.call('DELETE', `/candidates/${erased}`, { cookie: t.admin })).status).toBe(
        204,
      );
      expect((await digests()(SEVEN)).sent).toBe(1);
      const [digest] = await adaGot('digest');
      expect(digest!.subject).toBe('Your TalentFlow digest: 1 application');
      expect(digest!.text).toContain(`/candidates/${kept}`);
      expect(digest!.text).not.toContain(`/candidates/${erased}`);
      // Mentions back to at once: one held before is not emailed the day after.
      await mentionAda();
      await choose({ mention: 'instant', application: 'daily', scorecard: true });
      expect((await digests()(new Date('2026-11-25T07:00:00.000Z'))).sent).toBe(0);
      expect(await adaGot('digest', 'mention')).toHaveLength(1);
    });

    it('refuses any other choice, naming the field, and keeps what was chosen', async () => {
      await choose({ mention: 'daily', application: 'daily', scorecard: true });
      for (const [email, field] of [
        [{ mention: 'weekly', application: 'daily', scorecard: true }, 'email.mention'],
        [{ mention: 'daily', application: 1, scorecard: true }, 'email.application'],
        [{ mention: 'daily', application: 'daily', scorecard: 'daily' }, 'email.scorecard'],
        [{ mention: 'daily', application: 'daily' }, 'email.scorecard'],
      ] as const) {
        const refused = await choose(email);
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toContain(`"${field}"`);
      }
      expect(await choices()).toEqual({
        mention: 'daily',
        application: 'daily',
        scorecard: true,
        offer: true,
      });
    });
  });

  it('rings the bell of an interviewer scheduled and of a job’s owner when someone applies', async () => {
    const ivan = await t.signIn('interviewer');
    const list = async () =>
      (await t.call('GET', '/notifications', { cookie: ivan })).body.notifications as Array<{
        kind: string;
        title: string;
      }>;
    // The fixture's admin scheduled Ivan for Cara.
    expect((await list()).find((n) => n.kind === 'interview')?.title).toBe(
      'You interview Cara Candidate: Technical interview, Friday 10 January, 09:00 (UTC)',
    );
    const notices = (await t.call('GET', '/notifications', { cookie: t.admin })).body.notifications;
    expect(notices.map((n: { kind: string }) => n.kind)).toContain('application');
  });

  it('never answers a message’s body to admins, and refuses the outbox to other roles', async () => {
    await t.invite(t.admin, 'secret@example.com', 'recruiter');
    const list = await t.call('GET', '/emails', { cookie: t.admin });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ configured: false, counts: { waiting: 6 } });
    expect(list.body.emails[0]).toEqual({
      id: expect.any(Number),
      kind: 'invitation',
      to: 'secret@example.com',
      subject: 'Ada Admin invited you to TalentFlow',
      state: 'waiting',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    for (const role of ['recruiter', 'interviewer'] as Role[])
      expect((await t.call('GET', '/emails', { cookie: await t.signIn(role) })).status).toBe(403);
  });
}
