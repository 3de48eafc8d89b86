import {
  emailStateText,
  emptyRejectionDraft,
  isCancellable,
  rejectBody,
  rejectedMessage,
  rejectionProblems,
  rejectionWording,
} from './rejection-form';

const NOW = new Date(2030, 0, 31, 14, 30);
const format = (iso: string) => `<${iso}>`;

describe('the rejection form', () => {
  it('starts without a reason, with the email on and worded as the rejection template', () => {
    const draft = emptyRejectionDraft();
    expect(draft).toMatchObject({ reason: '', note: '', sendEmail: true, when: 'now' });
    expect(draft.subject).toBe('Your application for {{job.title}}');
    expect(draft.message).toContain('We have decided not to move forward with your application.');
  });

  it('is worded as the team’s rejection template, or the built-in one when the team has none', () => {
    const kept = {
      id: 'rejection',
      name: 'Rejection',
      subject: 'About {{job.title}}',
      body: 'No.',
    };
    expect(rejectionWording([kept])).toEqual({
      templateId: 'rejection',
      subject: 'About {{job.title}}',
      body: 'No.',
    });
    expect(emptyRejectionDraft(rejectionWording([kept]))).toMatchObject({
      subject: 'About {{job.title}}',
      message: 'No.',
    });
    const builtIn = rejectionWording(undefined);
    expect(builtIn).not.toHaveProperty('templateId');
    expect(builtIn.subject).toBe('Your application for {{job.title}}');
    expect(rejectionWording([{ ...kept, id: 'welcome' }])).toEqual(builtIn);
  });

  it('asks for a reason, and for the email’s subject and message only when it is sent', () => {
    const draft = { ...emptyRejectionDraft(), subject: ' ', message: '' };
    expect(rejectionProblems(draft, { later: false, now: NOW })).toEqual({
      reason: 'Choose a reason.',
      subject: 'Enter a subject.',
      message: 'Enter a message.',
    });
    expect(rejectionProblems({ ...draft, sendEmail: false }, { later: false, now: NOW })).toEqual({
      reason: 'Choose a reason.',
    });
  });

  it('names the field whose wording uses an unknown variable', () => {
    const draft = {
      ...emptyRejectionDraft(),
      reason: 'Other',
      subject: 'About {{job.name}}',
      message: 'Hello {{#candidate}}x{{/candidate}}',
    };
    expect(rejectionProblems(draft, { later: false, now: NOW })).toEqual({
      subject: 'The subject uses {{job.name}}, which is not a variable.',
      message: 'The message uses {{#candidate}}: only variables are allowed.',
    });
  });

  it('wants a time later than now when the email is sent later, on a team server only', () => {
    const later = { ...emptyRejectionDraft(), reason: 'Other', when: 'later' as const };
    expect(rejectionProblems(later, { later: true, now: NOW })).toEqual({
      sendAt: 'Choose when to send the email.',
    });
    expect(
      rejectionProblems({ ...later, sendAt: '2030-01-31T14:30' }, { later: true, now: NOW }),
    ).toEqual({ sendAt: 'Choose a time later than now.' });
    expect(
      rejectionProblems({ ...later, sendAt: '2030-01-31T14:31' }, { later: true, now: NOW }),
    ).toEqual({});
    // Browser mode has no "later": a leftover choice is not checked, nor sent.
    expect(rejectionProblems(later, { later: false, now: NOW })).toEqual({});
  });

  it('sends the note and the email when there are, and the time in ISO when it is later', () => {
    const draft = {
      ...emptyRejectionDraft(),
      reason: 'Not qualified',
      note: '  Lacks Go  ',
      when: 'later' as const,
      sendAt: '2030-02-01T09:00',
    };
    expect(rejectBody(draft, { later: true, templateId: 'rejection' })).toEqual({
      reason: 'Not qualified',
      note: 'Lacks Go',
      email: {
        templateId: 'rejection',
        subject: draft.subject,
        body: draft.message,
        sendAt: new Date(2030, 1, 1, 9, 0).toISOString(),
      },
    });
    // Without a kept template (the team removed it) the email names none.
    expect(rejectBody(draft, { later: false }).email).toEqual({
      subject: draft.subject,
      body: draft.message,
    });
    expect(rejectBody({ ...draft, note: ' ', sendEmail: false }, { later: true })).toEqual({
      reason: 'Not qualified',
    });
  });
});

describe('what is said after a rejection', () => {
  const options = { openedMailApp: true, formatTime: format };

  it('says who was rejected, and where the email is', () => {
    expect(rejectedMessage('Ann Lee', undefined, options)).toBe('Ann Lee was rejected.');
    expect(rejectedMessage('Ann Lee', { state: 'queued' }, options)).toBe('Ann Lee was rejected.');
    expect(rejectedMessage('Ann Lee', { state: 'mail-app' }, options)).toBe(
      'Ann Lee was rejected. Your mail app opens with the email.',
    );
    expect(
      rejectedMessage(
        'Ann Lee',
        { state: 'scheduled', sendAt: '2030-02-01T08:00:00.000Z' },
        options,
      ),
    ).toBe('Ann Lee was rejected. The email is scheduled for <2030-02-01T08:00:00.000Z>.');
    expect(rejectedMessage('Ann Lee', { state: 'waiting' }, options)).toBe(
      'Ann Lee was rejected. The email waits until email is set up on the server.',
    );
    expect(
      rejectedMessage('Ann Lee', { state: 'mail-app' }, { ...options, openedMailApp: false }),
    ).toBe(
      'Ann Lee was rejected. Their address cannot be put in a mail link: write to them from your mail app.',
    );
  });

  it('names each email state, with its time', () => {
    const email = { sendAt: '2030-02-01T08:00:00.000Z', sentAt: '2030-02-01T08:01:00.000Z' };
    expect(
      (['waiting', 'queued', 'scheduled', 'sent', 'failed', 'cancelled'] as const).map((state) =>
        emailStateText({ ...email, state }, format),
      ),
    ).toEqual([
      'Waiting',
      'Sending',
      'Scheduled for <2030-02-01T08:00:00.000Z>',
      'Sent <2030-02-01T08:01:00.000Z>',
      'Failed',
      'Cancelled',
    ]);
  });

  it('lets an email sent later be cancelled until it goes', () => {
    const later = '2030-02-01T08:00:00.000Z';
    expect(isCancellable({ state: 'scheduled', sendAt: later })).toBe(true);
    expect(isCancellable({ state: 'waiting', sendAt: later })).toBe(true);
    expect(isCancellable({ state: 'waiting', sendAt: null })).toBe(false);
    for (const state of ['queued', 'sent', 'failed', 'cancelled'] as const)
      expect(isCancellable({ state, sendAt: later })).toBe(false);
  });
});
